package colours

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// specs3 are every rule set on w×h: both games, every shape, with and
// without wrap.
func specsOf(w, h int) []binary.Spec {
	var out []binary.Spec
	for _, g := range binary.Games {
		for _, sh := range binary.Shapes {
			for _, torus := range []bool{false, true} {
				out = append(out, binary.Spec{Game: g, Width: w, Height: h, Shape: sh, Torus: torus})
			}
		}
	}
	return out
}

// TestLinearMatchesTable: on the positions of every 3×3 rule set in every
// K, the linear solver's par and impossibility agree with the
// breadth-first table, and its answer solves the position. A run checks
// about 5000 positions of each rule set, evenly spaced from an offset of
// the run's seed (every position where there are fewer), and from K = 5
// on the rule sets of TestOracle's sample, every shape, wrap and game
// among them (specSample: the same rule sets, so the two share their
// tables); FLIP_LONG=1 checks every rule set, about 60000 positions each
// from 0.
func TestLinearMatchesTable(t *testing.T) {
	t.Parallel()
	seed := testlong.Seed(t)
	for K := 2; K <= MaxColours; K++ {
		for i, s := range specSample(t, K, anySpec) {
			t.Run(fmt.Sprintf("%v/K%d", s, K), func(t *testing.T) {
				r := tableRules(t, s, K)
				tb := r.tbl()
				samples := testlong.Count(5000, 60000)
				step, off := 1, 0
				if len(tb.dist) > samples {
					step = len(tb.dist)/samples + 1
					if !testlong.Long() {
						off = rand.New(rand.NewPCG(seed, uint64(K*100+i))).IntN(step)
					}
				}
				for x := off; x < len(tb.dist); x += step {
					p := tb.position(x)
					a, err := r.SolveLinear(p, 1<<30)
					d := int(tb.dist[x])
					if d < 0 {
						if !errors.Is(err, binary.ErrImpossible) {
							t.Fatalf("%v: table says impossible, linear says %v %v", p.Cells(r.n), a, err)
						}
						continue
					}
					if err != nil || len(a.Presses) != d || !a.Proven {
						t.Fatalf("%v: table %d, linear %v %v", p.Cells(r.n), d, a, err)
					}
					q := p
					for _, j := range a.Presses {
						q = r.Press(q, j)
					}
					if !r.IsGoal(q) {
						t.Fatalf("%v: answer %v does not solve it", p.Cells(r.n), a.Presses)
					}
				}
			})
		}
	}
}

// TestRandomLarge: on larger boards the answer solves the position.
func TestRandomLarge(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for K := 3; K <= MaxColours; K++ {
		for _, s := range specsOf(10, 10) {
			r, _ := New(s, K)
			for range 2 {
				p := r.RandomSolvable(rng)
				a, err := r.SolveLinear(p, 1<<16)
				if err != nil {
					t.Fatalf("%v K%d: %v", s, K, err)
				}
				q := p
				for _, j := range a.Presses {
					q = r.Press(q, j)
				}
				if !r.IsGoal(q) {
					t.Fatalf("%v K%d: answer does not solve", s, K)
				}
			}
		}
	}
}
