package colours

import (
	"math/rand/v2"
	"slices"
	"testing"

	"flip/solver"
)

// TestSearchSteps: a search stepped a cell at a time (a zero slice) gives
// SolveLinear's answer (king with wrap's own search, the lift, the branch
// and bound and the trellis), and on a board the trellis walks it takes a
// step per cell, king with wrap's search a step per column of each goal
// in reach, and the lift a step per goal and more, so that the page's
// frames each get a slice; only the branch and bound is not Sliced.
func TestSearchSteps(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		s      solver.Spec
		k      int
		budget int
	}{
		{solver.Spec{Game: solver.Fridge, Width: 10, Height: 10, Shape: solver.RowCol}, 3, 1 << 16},
		{solver.Spec{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.Cross, Torus: true}, 4, 1 << 16},
		{solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross}, 5, 1 << 16},
		{solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true}, 6, 1 << 12},
		{solver.Spec{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.King, Torus: true}, 5, 1 << 12},
		{solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true}, 5, 1 << 16},
		{solver.Spec{Game: solver.Fridge, Width: 10, Height: 10, Shape: solver.Cross, Torus: true}, 6, SearchBudget},
		{solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true}, 4, SearchBudget},
	} {
		r, err := New(c.s, c.k)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			p := r.RandomSolvable(rng)
			want, err := r.SolveLinear(p, c.budget)
			if err != nil {
				t.Fatal(err)
			}
			s := r.NewSearch(p, c.budget)
			sliced := s.Sliced()
			steps := 1
			for !s.Step(0) {
				steps++
			}
			got, err := s.Answer()
			if err != nil || !slices.Equal(got.Presses, want.Presses) || got.Proven != want.Proven || got.Bound != want.Bound {
				t.Fatalf("%v K%d: stepped %+v %v, whole %+v", c.s, c.k, got, err, want)
			}
			switch m, _ := r.method(len(r.goals), c.budget); {
			case m == byTrellis && steps < r.Cells():
				t.Errorf("%v K%d: the trellis took %d steps for %d cells", c.s, c.k, steps, r.Cells())
			case m == byKingWrap && steps < inReach(r, p)*c.s.Width:
				t.Errorf("%v K%d: king with wrap's search took %d steps for %d goals of %d columns", c.s, c.k, steps, inReach(r, p), c.s.Width)
			case m == byLift && steps <= len(r.goals)+1:
				t.Errorf("%v K%d: the lift took %d steps for %d goals", c.s, c.k, steps, len(r.goals))
			}
			if sliced != (s.m != byBranchAndBound) {
				t.Errorf("%v K%d: Sliced says %v for the %v", c.s, c.k, sliced, s.m)
			}
		}
	}
	// An impossible position is over at once.
	r, _ := New(solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.Cross}, 3)
	var p Position
	p.Set(0, 1)
	if s := r.NewSearch(p, 1<<16); !s.Step(0) {
		t.Error("an impossible position's search is not over at its first step")
	} else if _, err := s.Answer(); err != solver.ErrImpossible {
		t.Errorf("an impossible position: %v", err)
	}
}

// inReach counts the goals p can reach.
func inReach(r *Rules, p Position) int {
	n := 0
	for _, x := range goalAnswers(r, p) {
		if x != nil {
			n++
		}
	}
	return n
}
