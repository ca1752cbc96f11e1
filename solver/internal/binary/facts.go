package binary

import (
	"flip/solver/internal/bitvec"
	"math/big"
	"math/bits"
)

// Positions returns the number of positions of the board, 2^Cells, as an
// exact integer.
func (r *Rules) Positions() *big.Int {
	return new(big.Int).Lsh(big.NewInt(1), uint(r.Cells()))
}

// Solvable returns the number of positions that some sequence of presses
// solves, as an exact integer. The presses make 2^(Cells-Nullity)
// different changes (the column space), so each goal reaches that many
// positions, its coset; two goals share their coset when presses turn one
// into the other (all black is presses away from all white on every board
// where the all-set board lies in the column space), and otherwise their
// cosets are disjoint, so the count is that number times the number of
// distinct cosets among the goals. On a board with a distance table it is
// the number of positions the table reaches.
func (r *Rules) Solvable() *big.Int {
	if r.table != nil {
		// The table reaches exactly the positions some presses solve.
		return big.NewInt(int64(len(r.table.dist) - r.table.Histogram().Impossible))
	}
	q := r.quiet()
	var cosets []Board
	for _, g := range r.goals {
		same := false
		for _, h := range cosets {
			if c := g.Xor(h); q.odd(&c) < 0 {
				same = true
			}
		}
		if !same {
			cosets = append(cosets, g)
		}
	}
	n := new(big.Int).Lsh(big.NewInt(1), uint(r.Cells()-q.d()))
	return n.Mul(n, big.NewInt(int64(len(cosets))))
}

// maxCountNullity is the largest nullity for which OptimalCount and
// GoalDistances walk the solutions.
const maxCountNullity = 20

// eachSolution calls visit with every set of presses that solves b, for
// each goal in the order of Goals (goal is its index), in Gray-code order
// over the null space: one XOR a step. x is reused between calls. It
// walks nothing and returns false when Nullity is over maxCountNullity.
func (r *Rules) eachSolution(b Board, visit func(goal int, x []uint64)) bool {
	sys := r.linear()
	k := sys.nullity()
	if k > maxCountNullity {
		return false
	}
	if !sys.fits(&b) {
		return true
	}
	nw := sys.nw
	null := sys.null // k vectors of nw words: a basis of the null space
	cur := make([]uint64, nw)
	for gi, g := range r.goals {
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
			visit(gi, cur)
		}
	}
	return true
}

// OptimalCount returns the number of different optimal answers of b: the
// sets of presses of the fewest size that solve it, counted over every
// goal (order does not matter, and no optimal answer presses a cell
// twice); 0 when b cannot be solved. It walks all 2^Nullity solutions for
// each goal, so it answers only when Nullity is at most 20, and ok is false
// otherwise.
func (r *Rules) OptimalCount(b Board) (count int, ok bool) {
	best := r.Cells() + 1
	ok = r.eachSolution(b, func(_ int, x []uint64) {
		switch w := bitvec.Weight(x); {
		case w < best:
			best, count = w, 1
		case w == best:
			count++
		}
	})
	return count, ok
}
