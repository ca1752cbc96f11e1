package binary

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Answer is a solution to a position.
type Answer struct {
	// Presses are the cells to press, in the order to press them.
	Presses []int
	// Proven is true when no shorter answer exists.
	Proven bool
	// Bound is a number of presses that no answer is shorter than:
	// len(Presses) when Proven, and otherwise the best lower bound the
	// solver could show (see SolveLinear).
	Bound int
}

// errNoTable is returned by queries that need a distance table on a board
// too large to have one.
var errNoTable = errors.New("no distance table: the board has more than 16 cells")

// Distance returns the minimum number of presses that solves b, or
// ErrImpossible. On a board whose answer is not proven minimal (see Solve)
// it is that answer's length; Par says which.
func (r *Rules) Distance(b Board) (int, error) {
	if r.table != nil {
		if d := r.table.Distance(b.Index()); d >= 0 {
			return d, nil
		}
		return 0, ErrImpossible
	}
	a, err := r.Solve(b)
	if err != nil {
		return 0, err
	}
	return len(a.Presses), nil
}

// Solve returns an answer for b, or ErrImpossible. On a board with a
// distance table the answer is proven minimal, every press lowers the
// distance by exactly one, and of the presses that do, the lowest-numbered
// cell comes first. On a larger board it is SolveLinear's answer: the
// presses in ascending order, and proven minimal unless the null space is
// too large to search (see SolveLinear). Either way it is deterministic.
func (r *Rules) Solve(b Board) (Answer, error) {
	if r.table == nil {
		return r.SolveLinear(b)
	}
	t := r.table
	x := b.Index()
	d := t.Distance(x)
	if d < 0 {
		return Answer{}, ErrImpossible
	}
	presses := make([]int, 0, d)
	for d > 0 {
		for i, m := range r.presses {
			if y := x ^ m[0]; t.Distance(y) == d-1 {
				presses = append(presses, i)
				x, d = y, d-1
				break
			}
		}
	}
	return Answer{Presses: presses, Proven: true, Bound: len(presses)}, nil
}

// Par returns the number of presses in b's answer (see Solve), whether
// that is proven to be the minimum, or ErrImpossible.
func (r *Rules) Par(b Board) (n int, proven bool, err error) {
	if r.table != nil {
		n, err := r.Distance(b)
		return n, err == nil, err
	}
	a, err := r.SolveLinear(b)
	if err != nil {
		return 0, false, err
	}
	return len(a.Presses), a.Proven, nil
}

// RandomSolvable returns a position drawn uniformly at random from those
// that some sequence of presses solves: a goal chosen at random, with a
// uniformly random set of presses applied. It needs no table, so it works
// on boards of any size.
func (r *Rules) RandomSolvable(rng *rand.Rand) Board {
	b := r.goals[rng.IntN(len(r.goals))]
	var coins uint64
	for i, m := range r.presses {
		if i%64 == 0 {
			coins = rng.Uint64()
		}
		if coins&1 != 0 {
			b = b.Xor(m)
		}
		coins >>= 1
	}
	return b
}

// Solution returns the presses of Solve's answer for b, or ErrImpossible.
func (r *Rules) Solution(b Board) ([]int, error) {
	a, err := r.Solve(b)
	return a.Presses, err
}

// Hint returns the first press of b's solution; -1 with a nil error when b
// is already solved, and ErrImpossible when it cannot be.
func (r *Rules) Hint(b Board) (int, error) {
	if r.table != nil {
		x := b.Index()
		d := r.table.Distance(x)
		switch {
		case d < 0:
			return -1, ErrImpossible
		case d == 0:
			return -1, nil
		}
		for i, m := range r.presses {
			if r.table.Distance(x^m[0]) == d-1 {
				return i, nil
			}
		}
	}
	a, err := r.Solve(b)
	if err != nil || len(a.Presses) == 0 {
		return -1, err
	}
	return a.Presses[0], nil
}

// Histogram returns how many positions lie at each distance; the board must
// have a distance table.
func (r *Rules) Histogram() (Histogram, error) {
	if r.table == nil {
		return Histogram{}, fmt.Errorf("%v: %w", r.spec, errNoTable)
	}
	return r.table.Histogram(), nil
}

// Puzzle returns a position drawn uniformly at random among all positions
// exactly k presses from a goal; the board must have a distance table.
func (r *Rules) Puzzle(k int, rng *rand.Rand) (Board, error) {
	h, err := r.Histogram()
	if err != nil {
		return Board{}, err
	}
	if k < 0 || k > h.Max() || h.Counts[k] == 0 {
		return Board{}, fmt.Errorf("%v: no position is exactly %d presses from solved (pars run from 0 to %d)", r.spec, k, h.Max())
	}
	nth := rng.IntN(h.Counts[k])
	for x, d := range r.table.dist {
		if int(d) == k {
			if nth == 0 {
				return BoardOf(uint64(x)), nil
			}
			nth--
		}
	}
	panic("unreachable: histogram disagrees with table")
}
