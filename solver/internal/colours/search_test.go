package colours

import (
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// TestSearchSteps: a search stepped a cell at a time (a zero slice) gives
// SolveLinear's answer (king with wrap's own search, the lift, the branch
// and bound and the trellis), and on a board the trellis walks it takes a
// step per cell, king with wrap's search a step per column of each goal
// in reach, and the lift a step per goal and more, so that the page's
// frames each get a slice; only the branch and bound is not Sliced. A
// run checks one position of each board, of the run's seed; FLIP_LONG=1
// checks three, of a fixed seed.
func TestSearchSteps(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 5, 6)
	for _, c := range []struct {
		s      binary.Spec
		k      int
		budget int
	}{
		{binary.Spec{Game: binary.Fridge, Width: 10, Height: 10, Shape: binary.RowCol}, 3, 1 << 16},
		{binary.Spec{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.Cross, Torus: true}, 4, 1 << 16},
		{binary.Spec{Game: binary.FlipGame, Width: 5, Height: 5, Shape: binary.Cross}, 5, 1 << 16},
		{binary.Spec{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true}, 6, 1 << 12},
		{binary.Spec{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.King, Torus: true}, 5, 1 << 12},
		{binary.Spec{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true}, 5, 1 << 16},
		{binary.Spec{Game: binary.Fridge, Width: 10, Height: 10, Shape: binary.Cross, Torus: true}, 6, SearchBudget},
		{binary.Spec{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true}, 4, SearchBudget},
	} {
		r, err := New(c.s, c.k)
		if err != nil {
			t.Fatal(err)
		}
		for range testlong.Count(1, 3) {
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
	r, _ := New(binary.Spec{Game: binary.FlipGame, Width: 4, Height: 4, Shape: binary.Cross}, 3)
	var p Position
	p.Set(0, 1)
	if s := r.NewSearch(p, 1<<16); !s.Step(0) {
		t.Error("an impossible position's search is not over at its first step")
	} else if _, err := s.Answer(); err != binary.ErrImpossible {
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
