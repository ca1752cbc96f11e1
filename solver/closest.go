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
// of each goal (eachSolution), and where there are too many it
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
	p := pressed[:nw]
	best := make([]uint64, nw)
	bestW, bestShared, count := sys.n+1, -1, 0
	r.eachSolution(b, func(_ int, x []uint64) {
		w := bitvec.Weight(x)
		if w > bestW {
			return
		}
		if w < bestW {
			bestW, bestShared, count = w, -1, 0
		}
		count++
		shared := 0
		for j, v := range x {
			shared += bits.OnesCount64(v & p[j])
		}
		if shared > bestShared || shared == bestShared && bitvec.LexLess(x, best) {
			bestShared = shared
			copy(best, x)
		}
	})
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
	dist = make([]int, len(r.goals))
	for i := range dist {
		dist[i] = -1
	}
	ok = r.eachSolution(b, func(goal int, x []uint64) {
		if w := bitvec.Weight(x); dist[goal] < 0 || w < dist[goal] {
			dist[goal] = w
		}
	})
	if !ok {
		return nil, false
	}
	return dist, true
}
