package e2e

import (
	"math/rand/v2"
	"testing"

	"flip/game/play"
	"flip/solver"
)

// TestLargerBoards plays beyond 4×4: Solve on a 5×5 Lights Out board (the
// Refrigerator's goal with the cross press) at the largest par there is,
// 15; a size change with the picker; and a permalink that carries size and
// shape.
func TestLargerBoards(t *testing.T) {
	t.Parallel()
	r := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 5, Height: 5, Shape: solver.Cross})
	// A position at par 15: press a random set of 15 cells, keeping the
	// board if the solver's par for it is 15 (about one set in twenty).
	rng := rand.New(rand.NewPCG(5, 5))
	var start solver.Board
	for tries := 0; ; tries++ {
		if tries == 100000 {
			t.Fatal("no 5×5 position at par 15 in 100000 draws")
		}
		b := solver.Board{}
		for _, c := range rng.Perm(25)[:15] {
			b = r.Apply(solver.FromBoard(b), c).Board()
		}
		if d, err := r.Distance(solver.FromBoard(b)); err == nil && d == 15 {
			start = b
			break
		}
	}
	frag := play.Fragment(r, start)
	p := openReduced(t, frag, 1024, 768, 1)
	s := p.settle("5×5 link", func(Snapshot) bool { return true })
	if s.Width != 5 || s.Height != 5 || s.Shape != "cross" || s.Torus || s.Board != r.Encode(solver.FromBoard(start)) {
		t.Fatalf("5×5 link %q opened %+v", frag, s)
	}
	if s.Optimal != 15 || !s.Proven {
		t.Fatalf("5×5 par %d (proven %v), want 15 proven", s.Optimal, s.Proven)
	}
	l := p.layout()
	if len(l.Cells) != 25 {
		t.Fatalf("layout has %d cells for 5×5", len(l.Cells))
	}
	checkPixels(t, p.screenshot(), l, r, start, 1)
	p.clickButton(l, "solve")
	s = p.settle("the end of Solve", func(s Snapshot) bool { return s.Moves == 15 && s.Steps == 0 })
	if !s.Solved || s.Optimal != 0 || !r.IsGoal(solver.FromBoard(decode(t, r, s.Board))) {
		t.Fatalf("after Solve on 5×5: %+v", s)
	}

	// A press on the 5×5 board goes by the 5×5 rules (after an Undo: a
	// finished puzzle takes no presses).
	p.clickButton(l, "undo")
	s = p.settle("undo", func(s Snapshot) bool { return s.Moves == 14 })
	b := decode(t, r, s.Board)
	p.clickCell(l, 12)
	b = r.Apply(solver.FromBoard(b), 12).Board()
	s = p.settle("press", func(s Snapshot) bool { return s.Moves == 15 })
	checkAgainstModel(t, s, r, b, 15)

	// The size picker: 6×6, a fresh solvable puzzle and a layout of 36 cells.
	p.clickButton(l, "sizeUp")
	s = p.settle("6×6", func(s Snapshot) bool { return s.Width == 6 })
	if s.Height != 6 || len(s.Board) != 36 || s.Optimal < 0 || s.Moves != 0 {
		t.Fatalf("after size up: %+v", s)
	}
	l = p.layout()
	if len(l.Cells) != 36 {
		t.Fatalf("layout has %d cells for 6×6", len(l.Cells))
	}
	r6 := rulesFor(t, s, solver.Spec{Game: solver.Fridge, Width: 6, Height: 6, Shape: solver.Cross})
	b6 := decode(t, r6, s.Board)
	if d := distance(r6, b6); d != s.Optimal {
		t.Fatalf("6×6 puzzle par %d, solver %d", s.Optimal, d)
	}
	checkPixels(t, p.screenshot(), l, r6, b6, 1)
	p.clickCell(l, 35)
	b6 = r6.Apply(solver.FromBoard(b6), 35).Board()
	s = p.settle("6×6 press", func(s Snapshot) bool { return s.Moves == 1 })
	checkAgainstModel(t, s, r6, b6, 1)
	if want := play.PuzzleFragment(r6, r6.Apply(solver.FromBoard(b6), 35).Board(), []int{35}); s.Link != want {
		t.Errorf("link %q, want %q", s.Link, want)
	}

	// A permalink with size, shape and wrap-around, pasted into the address bar.
	rk := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 3, Height: 5, Shape: solver.King, Torus: true})
	bk := rk.RandomSolvable(rng)
	eval[string](p, "location.hash = "+quote(play.Fragment(rk, bk.Board())))
	s = p.settle("3×5 king torus link", func(s Snapshot) bool { return s.Width == 3 && s.Height == 5 })
	if s.Game != "fridge" || s.Shape != "king" || !s.Torus || s.Board != rk.Encode(bk) {
		t.Fatalf("3×5 king torus link opened %+v", s)
	}
	checkAgainstModel(t, s, rk, bk.Board(), 0)
	l = p.layout()
	checkPixels(t, p.screenshot(), l, rk, bk.Board(), 1)
	p.clickCell(l, 7)
	bk = rk.Apply(bk, 7)
	s = p.settle("king press", func(s Snapshot) bool { return s.Moves == 1 })
	checkAgainstModel(t, s, rk, bk.Board(), 1)
}
