package colours

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

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

// TestLinearMatchesTable: on every position of every 3×3 rule set in every
// K, the linear solver's par and impossibility agree with the breadth-first
// table, and its answer solves the position.
func TestLinearMatchesTable(t *testing.T) {
	for K := 2; K <= MaxColours; K++ {
		for _, s := range specsOf(3, 3) {
			// 3×3 at K = 6 has 10 million positions a table: two rule
			// sets are enough here (oracle_test.go covers the rest).
			if K == 6 && (s.Torus || s.Shape == binary.King) {
				continue
			}
			t.Run(fmt.Sprintf("%v/K%d", s, K), func(t *testing.T) {
				r, err := New(s, K)
				if err != nil {
					t.Fatal(err)
				}
				tb := r.tbl()
				step := 1
				if len(tb.dist) > 60000 {
					step = len(tb.dist)/60000 + 1
				}
				for x := 0; x < len(tb.dist); x += step {
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
