package coset

import (
	"flip/solver/internal/bitvec"
	"slices"
)

// basis is a list of k vectors of n bits, packed nw words each.
type basis struct {
	n, nw int
	vecs  []uint64 // k vectors of nw words
	sig   []uint16 // sig[c]: bit i is cell c of vector i, for i < transformBits
}

// newBasis returns the basis of the packed vectors vecs.
func newBasis(n, nw int, vecs []uint64) *basis {
	b := &basis{n: n, nw: nw, vecs: vecs, sig: make([]uint16, n)}
	for i := range min(b.k(), transformBits) {
		v := vecs[i*nw : (i+1)*nw]
		for c := range b.sig {
			b.sig[c] |= uint16(v[c/64]>>(uint(c)%64)&1) << i
		}
	}
	return b
}

// k returns the number of vectors.
func (s *basis) k() int { return len(s.vecs) / max(s.nw, 1) }

// subset returns the basis of the vectors numbered idx.
func (s *basis) subset(idx []int) *basis {
	nw := s.nw
	vecs := make([]uint64, 0, len(idx)*nw)
	for _, i := range idx {
		vecs = append(vecs, s.vecs[i*nw:(i+1)*nw]...)
	}
	return newBasis(s.n, nw, vecs)
}

// setsBelow returns the number of sets of fewer than w of k vectors, or
// searchBudget+1 when there are more than searchBudget.
func setsBelow(k, w int) int {
	sum, c := 0, 1 // c = C(k, d)
	for d := 0; d < w && d <= k; d++ {
		if sum += c; sum > searchBudget {
			return searchBudget + 1
		}
		c = c * (k - d) / (d + 1)
	}
	return sum
}

// complement flips the first n bits of x.
func complement(x []uint64, n int) {
	for i := range x {
		bitsHere := min(64, n-64*i)
		if bitsHere <= 0 {
			break
		}
		x[i] ^= ^uint64(0) >> (64 - bitsHere)
	}
}

// complementary reports whether the cosets of s with representatives x0
// and x1 (each 0 on the free columns) are each other's complements: every
// cell pressed once more, which on a board where each cell lies in an odd
// number of press masks (a torus, cross or king) solves the all-set board,
// so that the Flip Game's two goals give such cosets. x0's complement has
// every free column set; adding every basis vector, each set on its own
// free column alone, clears them and gives the complement coset's
// representative.
func (s *basis) complementary(x0, x1 []uint64) bool {
	y := append([]uint64(nil), x0...)
	complement(y, s.n)
	for i := range s.k() {
		bitvec.XorInto(y, y, s.vecs[i*s.nw:(i+1)*s.nw])
	}
	return slices.Equal(y, x1)
}
