package e2e

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"flip/game/play"
	"flip/internal/driver"
	"flip/solver"
)

// TestCoachThroughTheTable follows the coach with real clicks, as a
// player would — no Escape, no other click — from random positions of
// the Flip Game on 3×3, 5×5, 7×6 and 10×10 in Firefox and WebKit, with
// the pieces' motion, each one whose chase leaves a last row, so that the
// coach opens the last-row table: a click on the cell it rings presses
// it, the table open, and every position ends solved by the coach.
// Chromium's run is TestCoachOnThePage's.
func TestCoachThroughTheTable(t *testing.T) {
	for _, e := range []driver.Engine{driver.Firefox, driver.WebKit} {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(40, 5))
			for _, n := range [][2]int{{3, 3}, {5, 5}, {7, 6}, {10, 10}} {
				r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: n[0], Height: n[1], Shape: solver.Cross})
				start := r.RandomSolvable(rng) // drawn in order, before the subtests run at once
				for !chaseLeavesARow(r, start.Board()) {
					start = r.RandomSolvable(rng)
				}
				t.Run(fmt.Sprintf("%dx%d", n[0], n[1]), func(t *testing.T) {
					t.Parallel()
					p := openIn(t, e, linkOf(r, start.Board()), 1280, 800, 1)
					p.settle("the puzzle", func(Snapshot) bool { return true })
					p.key("l")
					methods, through := followCoach(t, p, r, 0)
					s := p.settle("the finish", func(Snapshot) bool { return true })
					if !s.Solved || s.SolvedBy != play.SolvedByCoach || !strings.HasPrefix(s.Status, "Solved with the coach in ") {
						t.Fatalf("%s: solved %v by %q, status %q (methods %v)", s.Link, s.Solved, s.SolvedBy, s.Status, methods)
					}
					if through == 0 {
						t.Errorf("%s: no press was made with the table open (methods %v)", s.Link, methods)
					}
				})
			}
		})
	}
}

// TestCoachTableOnAPhone: on a phone (390×844 at scale 2) the table
// leaves the row the coach rings in sight, and taps on it press it, from
// a 10×10 and a 5×5 position to the finish (with reduced motion, as in
// TestCoachOnThePage).
func TestCoachTableOnAPhone(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(41, 6))
	for _, n := range []int{5, 10} {
		r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: n, Height: n, Shape: solver.Cross})
		start := r.RandomSolvable(rng)
		for !chaseLeavesARow(r, start.Board()) {
			start = r.RandomSolvable(rng)
		}
		p := openReduced(t, linkOf(r, start.Board()), 390, 844, 2)
		p.settle("the puzzle", func(Snapshot) bool { return true })
		lb := p.layout().Buttons["learn"]
		p.tap(lb.X+lb.W/2, lb.Y+lb.H/2)
		l := p.layout()
		through := 0
		for k := 0; ; k++ {
			s := p.settle("the coach's step", func(s Snapshot) bool { return s.Coach != nil })
			if s.Coach.Next < 0 {
				if !s.Solved || through == 0 {
					t.Fatalf("%s: solved %v, %d taps through the table: %+v", s.Link, s.Solved, through, s.Coach)
				}
				break
			}
			if k > 3*r.Cells() {
				t.Fatalf("%s: still coaching after %d taps", s.Link, k)
			}
			if s.Overlay == play.OverlayTable {
				through++
			}
			c := l.Cells[s.Coach.Next]
			p.tap(c.X+c.W/2, c.Y+c.H/2)
			p.settle("the tapped press", func(x Snapshot) bool { return x.Moves == s.Moves+1 })
		}
		p.close()
	}
}

// chaseLeavesARow reports whether light chasing b, toward white and
// toward black, leaves pieces in the last row: where the coach opens the
// last-row table.
func chaseLeavesARow(r *solver.Rules, b solver.Board) bool {
	w, h := r.Width(), r.Height()
	for _, goal := range []solver.Board{{}, solver.Full(r.Cells())} {
		x := b
		for i := 0; i < (h-1)*w; i++ {
			if x.Get(i) != goal.Get(i) {
				x = r.Apply(solver.FromBoard(x), i+w).Board()
			}
		}
		if x == goal {
			return false
		}
	}
	return true
}
