package solver

import (
	"math/bits"

	"flip/solver/internal/bitvec"
)

// Closest is the optimal answer of a position that shares the most
// presses with a given set (see Rules.Closest).
type Closest struct {
	// Presses is the answer's set of presses: one bit per cell.
	Presses Board
	// Count is the number of different optimal answers (see
	// OptimalCount); 0 when Exact is false.
	Count int
	// Exact is true when Presses is, of every optimal answer, one that
	// shares the most presses with the set; false on a board whose
	// answers are too many to walk (nullity over 20), where Presses is
	// Solve's answer.
	Exact bool
}

// Closest returns, of the optimal answers of b (the sets of presses of
// the fewest size that solve it, over every goal), the one that shares
// the most cells with pressed; of those that share as many, the one whose
// ascending list of cells comes first. It walks all 2^Nullity solutions
// of each goal, as OptimalCount does, and where there are too many it
// returns Solve's answer with Exact false. It returns ErrImpossible when
// no presses solve b.
func (r *Rules) Closest(b, pressed Board) (Closest, error) {
	sys := r.linear()
	if !sys.fits(&b) {
		return Closest{}, ErrImpossible
	}
	k := sys.nullity()
	if k > maxCountNullity {
		a, err := r.Solve(b)
		if err != nil {
			return Closest{}, err
		}
		var c Closest
		for _, p := range a.Presses {
			c.Presses.Toggle(p)
		}
		return c, nil
	}
	nw := sys.nw
	null := sys.null
	p := pressed[:nw]
	cur := make([]uint64, nw)
	best := make([]uint64, nw)
	bestW, bestShared, count := sys.n+1, -1, 0
	for _, g := range r.goals {
		x0, ok := sys.particular(b.Xor(g))
		if !ok {
			continue
		}
		copy(cur, x0)
		for i := 0; i < 1<<k; i++ {
			if i > 0 {
				t := bits.TrailingZeros(uint(i)) * nw
				bitvec.XorInto(cur, cur, null[t:t+nw])
			}
			w := bitvec.Weight(cur)
			if w > bestW {
				continue
			}
			if w < bestW {
				bestW, bestShared, count = w, -1, 0
			}
			count++
			shared := 0
			for j, v := range cur {
				shared += bits.OnesCount64(v & p[j])
			}
			if shared > bestShared || shared == bestShared && bitvec.LexLess(cur, best) {
				bestShared = shared
				copy(best, cur)
			}
		}
	}
	if count == 0 {
		return Closest{}, ErrImpossible
	}
	c := Closest{Count: count, Exact: true}
	copy(c.Presses[:nw], best)
	return c, nil
}

// GoalDistances returns, for each goal in the order of Goals, the fewest
// presses that solve b toward that goal alone, -1 where that goal cannot
// be reached. Like OptimalCount it walks every solution, so ok is false
// when Nullity is over 20.
func (r *Rules) GoalDistances(b Board) (dist []int, ok bool) {
	sys := r.linear()
	k := sys.nullity()
	if k > maxCountNullity {
		return nil, false
	}
	nw := sys.nw
	cur := make([]uint64, nw)
	for _, g := range r.goals {
		x0, solvable := sys.particular(b.Xor(g))
		if !solvable {
			dist = append(dist, -1)
			continue
		}
		copy(cur, x0)
		best := sys.n + 1
		for i := 0; i < 1<<k; i++ {
			if i > 0 {
				t := bits.TrailingZeros(uint(i)) * nw
				bitvec.XorInto(cur, cur, sys.null[t:t+nw])
			}
			best = min(best, bitvec.Weight(cur))
		}
		dist = append(dist, best)
	}
	return dist, true
}
