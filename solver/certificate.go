package solver

import (
	"fmt"

	"flip/solver/internal/colours"
)

// Certificate proves that a position can never reach one goal: a weight
// for each cell such that every press changes the weighted sum of the
// cells' colours by a multiple of K, while the position's sum is not the
// goal's. No press changes the sum modulo K, so the goal stays out of
// reach. In two colours the weights are 0 or 1: a set of cells every press
// changes an even number of, of which an odd number differ from the goal
// (a quiet pattern; docs/solver.md, “Certificates of impossibility”).
type Certificate struct {
	// Goal is the goal ruled out, its index in Goals: the goal's colour
	// for the Flip Game, 0 (every handle open) for the Refrigerator.
	Goal int
	// Weights holds one weight per cell, 0 to K−1; 0 leaves the cell out.
	Weights []uint8
	// Cells are the cells of nonzero weight, ascending.
	Cells []int
	// Sum is Σ weightᵢ·colourᵢ mod K for the position, Want the same sum
	// for the goal.
	Sum, Want int
	// Lightest is true when no certificate for this goal has fewer cells
	// (in two colours always when Nullity is at most 24; in K colours
	// whenever the rule set's weight patterns number at most 2^16).
	Lightest bool
}

// Certificates returns, for a position no presses solve, one certificate
// per goal in the order of Goals, each as light as the engine finds (see
// Certificate.Lightest); nil when some goal can be reached, or when p is
// not a position of r.
func (r *Rules) Certificates(p Position) []Certificate {
	if !r.valid(&p) {
		return nil
	}
	n := r.Cells()
	if r.bin != nil {
		cs := r.bin.Certificates(p[0])
		goals := r.bin.Goals()
		out := make([]Certificate, len(cs))
		for g, c := range cs {
			w := make([]uint8, n)
			sum, want := 0, 0
			for _, i := range c.Cells {
				w[i] = 1
				sum ^= b2i(p[0].Get(i))
				want ^= b2i(goals[g].Get(i))
			}
			out[g] = Certificate{Goal: g, Weights: w, Cells: c.Cells, Sum: sum, Want: want, Lightest: c.Lightest}
		}
		return out
	}
	cs := r.col.Certificates(p)
	out := make([]Certificate, len(cs))
	for k, c := range cs {
		var cells []int
		for i, v := range c.Weights {
			if v != 0 {
				cells = append(cells, i)
			}
		}
		out[k] = Certificate{Goal: c.Goal, Weights: c.Weights, Cells: cells, Sum: c.Sum, Want: c.Want, Lightest: r.col.LightestCertificates()}
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ErrFixTooLarge is MakeSolvable's error on a K-colour rule set with more
// weight patterns than it can search.
var ErrFixTooLarge = colours.ErrFixTooLarge

// MakeSolvable returns the fewest steps that make p solvable, each turning
// one cell one colour on (as edit mode does; a cell stepped j times is
// listed j times), ascending: nil when presses can solve p already. In two
// colours, of equally few it picks those that leave the lowest par;
// fewest is false when the search gave up with a short answer that is not
// proven the shortest (only on 9×9 king with wrap among the game's
// boards). It returns an error where it cannot search: a null space of
// more than 64 dimensions in two colours, more than 2^20 syndromes in K.
func (r *Rules) MakeSolvable(p Position) (steps []int, fewest bool, err error) {
	if !r.valid(&p) {
		return nil, false, r.invalid()
	}
	if r.bin != nil {
		return r.bin.MakeSolvable(p[0])
	}
	steps, err = r.col.MakeSolvable(p)
	return steps, err == nil, err
}

// FixKey returns a key for p's MakeSolvable: its syndromes, the parities
// (in K colours the weighted sums modulo K) of p against each goal and
// each certificate of the rule set (docs/solver.md, “Syndromes and
// MakeSolvable”). Presses change none of them, so two positions with
// equal keys need the same steps to become solvable, as few; a caller
// may keep MakeSolvable's answers by it.
func (r *Rules) FixKey(p Position) string {
	if r.bin != nil {
		return fmt.Sprint(r.bin.Syndromes(p[0]))
	}
	return fmt.Sprint(r.col.Syndromes(p))
}
