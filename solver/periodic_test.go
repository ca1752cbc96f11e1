package solver_test

import (
	"math/rand/v2"
	"testing"

	"flip/solver"
)

// TestPeriodicExhaustive checks the periodic search (the exact search of a
// torus's null space by its translation-invariant subspaces) against the
// exhaustive walk: on every Lights Out torus up to 12×12 with a periodic
// search and nullity 8 to 20, both games, from scratch (every member of
// the null space is a candidate) and from a light incumbent, and with
// -short off on 14×18 (nullity 28: 2^28 members, seconds a position) and
// 12×24 (nullity 24), where SolveLinear's answer must be as short and
// proven too. A bound
// tighter by one press (pruning at the best |F| + 4 instead of + 2), or
// the first level's bound without absolute values, makes it fail.
func TestPeriodicExhaustive(t *testing.T) {
	type board struct{ w, h int }
	var boards []board
	for w := 4; w <= 12; w++ {
		for h := w; h <= 12; h++ {
			boards = append(boards, board{w, h})
		}
	}
	if !testing.Short() {
		// Nullity 28, and 24, where SolveLinear takes the periodic
		// search ahead of the walk.
		boards = append(boards, board{14, 18}, board{12, 24})
	}
	rng := rand.New(rand.NewPCG(14, 18))
	checked := 0
	for _, bd := range boards {
		for _, g := range solver.Games {
			r := solver.MustNew(solver.Spec{Game: g, Width: bd.w, Height: bd.h, Shape: solver.Cross, Torus: true})
			k := r.Nullity()
			big := bd.w*bd.h > 200
			if !big && (k < 8 || k > 20) {
				continue
			}
			if _, ok := solver.PeriodicLightest(r, r.Goals()[0], 1); !ok {
				continue
			}
			e := newExhaustive(r)
			positions := 3
			if big {
				positions = 2
			}
			for i := range positions {
				b := r.RandomSolvable(rng)
				if i == 0 && !big {
					// A short answer: a few presses from a goal.
					b = r.Goals()[0]
					for range 3 {
						b = r.Apply(b, rng.IntN(r.Cells()))
					}
				}
				want := e.fewest(r, b)
				starts := []int{r.Cells() + 1, want + 1, want}
				if big {
					starts = []int{want + 1, want}
				}
				for _, start := range starts {
					presses, _ := solver.PeriodicLightest(r, b, start)
					switch {
					case start <= want && presses != nil:
						t.Fatalf("%v %s from %d: found %d presses, lighter than the exhaustive walk's %d", r.Spec(), r.Encode(b), start, len(presses), want)
					case start > want && len(presses) != want:
						t.Fatalf("%v %s from %d: found %v (%d presses); the exhaustive walk finds %d", r.Spec(), r.Encode(b), start, presses, len(presses), want)
					case presses != nil:
						checkSolves(t, r, b, presses)
					}
				}
				if big {
					// And SolveLinear, which takes the periodic search on
					// this board, from its own incumbent.
					a, err := r.SolveLinear(b)
					if err != nil || len(a.Presses) != want || !a.Proven {
						t.Fatalf("%v %s: SolveLinear = %v, %v; the exhaustive walk finds %d presses", r.Spec(), r.Encode(b), a, err, want)
					}
					checkSolves(t, r, b, a.Presses)
				}
				checked++
			}
			if big {
				t.Logf("%v (nullity %d): checked", r.Spec(), k)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("checked %d positions; want at least 20", checked)
	}
	t.Logf("checked %d positions", checked)
}

// checkSolves fails unless pressing presses on b reaches a goal.
func checkSolves(t *testing.T, r *solver.Rules, b solver.Board, presses []int) {
	t.Helper()
	for _, p := range presses {
		b = r.Apply(b, p)
	}
	if !r.IsGoal(b) {
		t.Fatalf("%v: the presses %v do not solve the position", r.Spec(), presses)
	}
}
