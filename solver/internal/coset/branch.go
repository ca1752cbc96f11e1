package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
)

// bound visits x0 ⊕ the sum of every set S of basis vectors with |S|
// below the best weight so far, depth first, keeping the lightest in best,
// whose weight is bw; it returns the new weight. Since a solution weighs
// at least |S|, no solution it does not visit is lighter than the one it
// returns.
func (s *basis) bound(x0, best []uint64, bw int) int {
	nw, k := s.nw, s.k()
	// stack[d] holds x0 ⊕ the d vectors chosen so far, d ≤ min(bw, k).
	stack := make([]uint64, (min(bw, k)+2)*nw)
	copy(stack, x0)
	var visit func(start, d int)
	visit = func(start, d int) {
		cur := stack[d*nw : (d+1)*nw]
		next := stack[(d+1)*nw : (d+2)*nw]
		for f := start; f < k && d+1 < bw; f++ {
			v := s.vecs[f*nw : (f+1)*nw]
			v = v[:len(cur)]
			next = next[:len(cur)]
			w := 0
			for j, x := range v {
				c := cur[j] ^ x
				next[j] = c
				w += bits.OnesCount64(c)
			}
			if w <= bw && (w < bw || bitvec.LexLess(next, best)) {
				copy(best, next)
				bw = w
			}
			if d+2 < bw {
				visit(f+1, d+1)
			}
		}
	}
	visit(0, 0)
	return bw
}
