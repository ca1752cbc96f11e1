package colours

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"time"

	"flip/solver/internal/binary"
)

// Solve returns an answer for p, or binary.ErrImpossible. A cell pressed j
// times is listed j times. With a distance table (built, or cheap to
// build: see cheapTable) the answer is proven
// minimal and each press lowers the distance by one, the lowest-numbered
// cell that does first; without one it is the lightest answer the search
// finds, in ascending cells, proven minimal unless the search ran out of
// budget (then Bound is a count no answer is below).
func (r *Rules) Solve(p Position) (binary.Answer, error) {
	if !r.Valid(p) {
		return binary.Answer{}, r.invalid()
	}
	if t := r.cheapTable(); t != nil {
		x := t.index(&p)
		d := int(t.dist[x])
		if d < 0 {
			return binary.Answer{}, binary.ErrImpossible
		}
		presses := make([]int, 0, d)
		for d > 0 {
			for j := range r.masks {
				q := r.Press(p, j)
				if y := t.index(&q); int(t.dist[y]) == d-1 {
					presses = append(presses, j)
					p, d = q, d-1
					break
				}
			}
		}
		return binary.Answer{Presses: presses, Proven: true, Bound: len(presses)}, nil
	}
	return r.SolveLinear(p, SearchBudget)
}

// SolveLinear solves p by linear algebra modulo K and the lightest answer:
// by king with wrap's own search or the trellis (exact) where they fit
// (for a budget below SearchBudget, in quickWork: see Rules.method),
// otherwise by the lift or the branch and bound, within budget.
func (r *Rules) SolveLinear(p Position, budget int) (binary.Answer, error) {
	s := r.NewSearch(p, budget)
	for !s.Step(time.Hour) {
	}
	return s.Answer()
}

// Par returns the number of presses of Solve's answer, whether it is
// proven minimal, or binary.ErrImpossible.
func (r *Rules) Par(p Position) (n int, proven bool, err error) {
	if !r.Valid(p) {
		return 0, false, r.invalid()
	}
	if t := r.cheapTable(); t != nil {
		if d := t.dist[t.index(&p)]; d >= 0 {
			return int(d), true, nil
		}
		return 0, true, binary.ErrImpossible
	}
	a, err := r.Solve(p)
	if err != nil {
		return 0, true, err
	}
	return len(a.Presses), a.Proven, nil
}

// Hint returns the first press of Solve's answer; -1 with a nil error when
// p is solved, and binary.ErrImpossible when it cannot be.
func (r *Rules) Hint(p Position) (int, error) {
	a, err := r.Solve(p)
	if err != nil || len(a.Presses) == 0 {
		return -1, err
	}
	return a.Presses[0], nil
}

// Histogram returns how many positions lie at each par; the rule set must
// have a distance table.
func (r *Rules) Histogram() (binary.Histogram, error) {
	t := r.tbl()
	if t == nil {
		return binary.Histogram{}, fmt.Errorf("%v in %d colours: no distance table: %d^%d positions is more than 2^24", r.spec, r.k, r.k, r.n)
	}
	return t.histogram(), nil
}

// Puzzle returns a position drawn uniformly at random among those exactly
// k presses from a goal; the rule set must have a distance table.
func (r *Rules) Puzzle(k int, rng *rand.Rand) (Position, error) {
	h, err := r.Histogram()
	if err != nil {
		return Position{}, err
	}
	if k < 0 || k > h.Max() || h.Counts[k] == 0 {
		return Position{}, fmt.Errorf("%v in %d colours: no position is exactly %d presses from solved (pars run from 0 to %d)", r.spec, r.k, k, h.Max())
	}
	t := r.tbl()
	nth := rng.IntN(h.Counts[k])
	for x, d := range t.dist {
		if int(d) == k {
			if nth == 0 {
				return t.position(x), nil
			}
			nth--
		}
	}
	panic("unreachable: histogram disagrees with table")
}

// QuietSets returns the number of press sets that change nothing: every
// solvable position has exactly that many answers per goal it can reach.
// It is K^nullity when K is prime.
func (r *Rules) QuietSets() *big.Int { return r.linear().quietCount() }

// Positions returns K^cells.
func (r *Rules) Positions() *big.Int {
	return new(big.Int).Exp(big.NewInt(int64(r.k)), big.NewInt(int64(r.n)), nil)
}

// Solvable returns the number of positions some presses solve: the
// positions the presses reach from each goal, counting once a goal the
// presses reach from another.
func (r *Rules) Solvable() *big.Int {
	g := r.linear()
	reach := new(big.Int).Quo(r.Positions(), g.quietCount())
	distinct := 0
	for a := range r.goals {
		seen := false
		for b := range a {
			c := make([]uint8, r.n)
			for i := range c {
				c[i] = uint8(mod(r.goals[a].Get(i)-r.goals[b].Get(i), r.k))
			}
			if _, ok := g.particular(c); ok {
				seen = true
				break
			}
		}
		if !seen {
			distinct++
		}
	}
	return reach.Mul(reach, big.NewInt(int64(distinct)))
}
