package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
)

// echelon is a set of independent vectors kept with distinct lowest bits.
type echelon struct {
	nw   int
	rows [][]uint64
	rank int
}

func newEchelon(nw int) *echelon { return &echelon{nw: nw} }

// add adds v to the set if it is independent of it, and reports whether
// it was.
func (e *echelon) add(v []uint64) bool {
	x := append([]uint64(nil), v...)
	for {
		lb := lowBit(x)
		if lb < 0 {
			return false
		}
		found := false
		for _, r := range e.rows {
			if lowBit(r) == lb {
				bitvec.XorInto(x, x, r)
				found = true
				break
			}
		}
		if !found {
			e.rows = append(e.rows, x)
			e.rank++
			return true
		}
	}
}

// lowBit returns the lowest set bit of v, or -1 when v is zero.
func lowBit(v []uint64) int {
	for w, x := range v {
		if x != 0 {
			return w*64 + bits.TrailingZeros64(x)
		}
	}
	return -1
}
