package play_test

import (
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// BenchmarkPress is what a press costs the controller, from the click
// through the frames of its animation, on the board classes of make
// bench's press rows, with progress saved to a store as in the page: the
// press (Do), then each frame's Tick and View until the board is still.
func BenchmarkPress(b *testing.B) {
	for _, c := range []struct {
		name string
		spec solver.Spec
	}{
		{"4x4", solver.Classic(solver.FlipGame)},
		{"10x10", solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross}},
		{"9x9_king_wrap", solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true}},
	} {
		b.Run(c.name, func(b *testing.B) {
			r := solver.MustNew(c.spec)
			rng := newRNG(7)
			var ctl *play.Controller
			now := t0
			fresh := func() {
				ctl = newController(r, r.RandomSolvable(rng).Board())
				ctl.Restore(&memStore{m: map[string]string{}})
				ctl.View(now)
			}
			fresh()
			cell, n := 0, 0
			for b.Loop() {
				// A player's game is tens of presses long: so is the
				// history saved and linked on every press here.
				if n++; n%30 == 0 {
					b.StopTimer()
					fresh()
					b.StartTimer()
				}
				cell = (cell*7 + 3) % r.Cells()
				ctl.Do(press(cell), now)
				ctl.View(now)
				for ctl.Stage().Busy(now) {
					now += 16 * time.Millisecond
					ctl.Tick(now)
					ctl.View(now)
				}
				now += time.Second
				ctl.Tick(now)
				ctl.View(now)
			}
		})
	}
}
