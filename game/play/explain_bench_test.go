package play_test

import (
	"testing"

	"flip/game/play"
	"flip/solver"
)

// bench10 is the 10×10 board with wrap of the Flip Game: nullity 16, the
// largest left null space among the 10×10 boards of that game.
var bench10 = solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true}

// impossible10 returns a controller in edit mode on an impossible 10×10
// position, and a cell whose toggle keeps it impossible.
func impossible10(b *testing.B) (*play.Controller, int) {
	r := solver.MustNew(bench10)
	start := one(0)
	if _, err := r.Solve(solver.FromBoard(start)); err == nil {
		b.Fatal("one piece is solvable on 10×10 wrap")
	}
	c := newController(r, start)
	c.Do(act(play.ActEdit), t0)
	for i := 1; i < r.Cells(); i++ {
		if _, err := r.Solve(solver.FromBoard(start.Xor(one(i)))); err != nil {
			return c, i
		}
	}
	b.Fatal("no toggle keeps the position impossible")
	return nil, 0
}

// BenchmarkViewExplained is the cost of a frame's View on an impossible
// 10×10 position once its explanation is known (every frame but the
// first after a change).
func BenchmarkViewExplained(b *testing.B) {
	c, _ := impossible10(b)
	c.View(t0)
	for b.Loop() {
		c.View(t0)
	}
}

// BenchmarkViewAfterEdit is the cost of the first View after an edit
// turns over one piece of an impossible 10×10 position: the distance (a
// solve), the certificates and Make solvable, computed afresh.
func BenchmarkViewAfterEdit(b *testing.B) {
	c, cell := impossible10(b)
	now := t0
	for b.Loop() {
		now += play.FlipDuration
		c.Do(press(cell), now)
		c.View(now)
	}
}

// BenchmarkViewSolvable is a frame's View on a solvable 10×10 position,
// for comparison: no certificate, no marked cells.
func BenchmarkViewSolvable(b *testing.B) {
	r := solver.MustNew(bench10)
	c := newController(r, r.RandomSolvable(newRNG(5)).Board())
	c.View(t0)
	for b.Loop() {
		c.View(t0)
	}
}

// BenchmarkViewFacts is a frame's View with Puzzle facts open on a
// solvable 10×10 position (nullity 16: 2^16 solutions per goal to count
// the optimal answers among, once per position).
func BenchmarkViewFacts(b *testing.B) {
	r := solver.MustNew(bench10)
	c := newController(r, r.RandomSolvable(newRNG(5)).Board())
	c.Do(act(play.ActFacts), t0)
	c.View(t0)
	for b.Loop() {
		c.View(t0)
	}
}
