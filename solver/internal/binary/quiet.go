package binary

import (
	"flip/solver/internal/bitvec"
	"math/bits"
	"sync"
)

// quietSpace is the left null space of the press matrix A: the sets of
// cells Q that every press changes an even number of (Qᵀ·A = 0). A
// position b can reach goal g exactly when every such Q meets b ⊕ g in an
// even number of cells, so these sets are what proves a goal out of reach.
//
// Elimination already holds a basis: it records its row operations in T
// with T·A = R, and the rows of R below the rank are zero, so the rows of
// T below the rank are independent and each is such a Q; there are
// n - rank = Nullity of them, a basis. This needs no transpose and no
// symmetry of A. The basis is kept in reduced row echelon form, so that
// vector i alone has its lowest cell lead[i] set among the leads. See
// docs/solver.md, “Certificates of impossibility”.
type quietSpace struct {
	n, nw int
	vecs  []uint64 // d vectors of nw words
	lead  []int    // lead[i]: the lowest cell of vector i, set in no other
	// syn[c] has bit i set when vector i has cell c: the syndrome of a
	// single cell. Nil when d > 64.
	syn []uint64

	nearOnce sync.Once
	ball     *syndromeBall // see near

	lightOnce sync.Once
	light     []uint64 // the light sets, nw words each: see lightOdd
}

// quiet returns r's left null space, computing it on the first call. It is
// safe for concurrent use.
func (r *Rules) quiet() *quietSpace {
	r.quietOnce.Do(func() { r.quietSp = newQuietSpace(r.linear()) })
	return r.quietSp
}

// newQuietSpace reads the left null space's basis off s and reduces it.
func newQuietSpace(s *system) *quietSpace {
	n, nw := s.n, s.nw
	d := n - s.rank
	q := &quietSpace{n: n, nw: nw, vecs: append([]uint64(nil), s.ops[s.rank*nw:]...)}
	vec := func(i int) []uint64 { return q.vecs[i*nw : (i+1)*nw] }
	// Gauss–Jordan on the d rows, column by column from cell 0.
	row := 0
	for c := 0; c < n && row < d; c++ {
		w, bit := c/64, uint64(1)<<(uint(c)%64)
		p := row
		for p < d && q.vecs[p*nw+w]&bit == 0 {
			p++
		}
		if p == d {
			continue
		}
		if p != row {
			a, b := vec(p), vec(row)
			for k := range a {
				a[k], b[k] = b[k], a[k]
			}
		}
		src := vec(row)
		for i := range d {
			if i != row && q.vecs[i*nw+w]&bit != 0 {
				bitvec.XorInto(vec(i), vec(i), src)
			}
		}
		q.lead = append(q.lead, c)
		row++
	}
	if d <= 64 {
		q.syn = make([]uint64, n)
		for i := range d {
			for k, word := range vec(i) {
				for word != 0 {
					c := k*64 + bits.TrailingZeros64(word)
					word &= word - 1
					q.syn[c] |= 1 << uint(i)
				}
			}
		}
	}
	return q
}

// d returns the dimension of the space.
func (q *quietSpace) d() int { return len(q.lead) }

// vec returns basis vector i.
func (q *quietSpace) vec(i int) []uint64 { return q.vecs[i*q.nw : (i+1)*q.nw] }

// syndrome returns the parities of c against each basis vector, bit i for
// vector i: zero exactly when c lies in the column space of A (when presses
// can make c). It needs d ≤ 64.
func (q *quietSpace) syndrome(c *Board) uint64 {
	var s uint64
	cw := c[:q.nw]
	for i := range q.d() {
		if parity(q.vec(i), cw) {
			s |= 1 << uint(i)
		}
	}
	return s
}

// odd returns the first basis vector that meets c in an odd number of
// cells, or -1 when none does.
func (q *quietSpace) odd(c *Board) int {
	cw := c[:q.nw]
	for i := range q.d() {
		if parity(q.vec(i), cw) {
			return i
		}
	}
	return -1
}
