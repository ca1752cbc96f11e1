package solver_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/solver"
)

// TestClosest holds Closest (and GoalDistances) to its definition on every 4×4 rule set, by
// brute force: every one of the 2^16 press sets is applied, those that
// reach a goal in the fewest presses are the optimal answers, and the one
// chosen must share the most cells with the pressed set, and of those be
// the first by its ascending list of cells.
func TestClosest(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 29))
	for _, g := range solver.Games {
		for _, sh := range solver.Shapes {
			for _, torus := range []bool{false, true} {
				if sh == solver.RowCol && torus {
					continue
				}
				r := solver.MustNew(solver.Spec{Game: g, Width: 4, Height: 4, Shape: sh, Torus: torus})
				// effect[x] is the position press set x makes from all clear.
				effect := make([]uint16, 1<<16)
				for x := 1; x < 1<<16; x++ {
					low := bits.TrailingZeros16(uint16(x))
					effect[x] = effect[x&(x-1)] ^ uint16(r.Press(low).Index())
				}
				for trial := 0; trial < 40; trial++ {
					b := solver.BoardOf(uint64(rng.IntN(1 << 16)))
					if trial < 20 {
						b = r.RandomSolvable(rng)
					}
					pressed := solver.BoardOf(uint64(rng.IntN(1 << 16)))
					var optimal []uint16
					fewest := 17
					for x := 0; x < 1<<16; x++ {
						if !r.IsGoal(solver.BoardOf(b.Index() ^ uint64(effect[x]))) {
							continue
						}
						switch w := bits.OnesCount16(uint16(x)); {
						case w < fewest:
							fewest, optimal = w, []uint16{uint16(x)}
						case w == fewest:
							optimal = append(optimal, uint16(x))
						}
					}
					// GoalDistances: the fewest presses toward each goal.
					goals := r.Goals()
					wantD := make([]int, len(goals))
					for gi, g := range goals {
						wantD[gi] = -1
						for x := 0; x < 1<<16; x++ {
							if solver.BoardOf(b.Index()^uint64(effect[x])) == g {
								if w := bits.OnesCount16(uint16(x)); wantD[gi] < 0 || w < wantD[gi] {
									wantD[gi] = w
								}
							}
						}
					}
					if d, ok := r.GoalDistances(b); !ok || !slices.Equal(d, wantD) {
						t.Errorf("%v %s: GoalDistances %v (%v), want %v", r.Spec(), r.Encode(b), d, ok, wantD)
					}
					c, err := r.Closest(b, pressed)
					if len(optimal) == 0 {
						if err != solver.ErrImpossible {
							t.Fatalf("%v %s: Closest = %v, %v; want ErrImpossible", r.Spec(), r.Encode(b), c, err)
						}
						continue
					}
					if err != nil || !c.Exact {
						t.Fatalf("%v %s: Closest: %v (exact %v)", r.Spec(), r.Encode(b), err, c.Exact)
					}
					if c.Count != len(optimal) {
						t.Errorf("%v %s: Count %d, want %d", r.Spec(), r.Encode(b), c.Count, len(optimal))
					}
					// The best by the definition: most shared, then the
					// first ascending list of cells.
					want := optimal[0]
					for _, x := range optimal[1:] {
						sx, sw := bits.OnesCount16(x&uint16(pressed.Index())), bits.OnesCount16(want&uint16(pressed.Index()))
						if sx > sw || sx == sw && listLess(x, want) {
							want = x
						}
					}
					if got := uint16(c.Presses.Index()); got != want {
						t.Errorf("%v start %s pressed %016b: Closest %016b, want %016b", r.Spec(), r.Encode(b), pressed.Index(), got, want)
					}
				}
			}
		}
	}
}

// listLess compares the ascending lists of the cells set in a and b.
func listLess(a, b uint16) bool {
	for a != 0 && b != 0 {
		la, lb := bits.TrailingZeros16(a), bits.TrailingZeros16(b)
		if la != lb {
			return la < lb
		}
		a, b = a&(a-1), b&(b-1)
	}
	return a == 0 && b != 0
}
