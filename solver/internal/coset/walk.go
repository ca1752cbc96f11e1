package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
)

// The walks of a whole null space: a Gray-code walk, one XOR and one
// popcount per word a step, and a transform walk that weighs 2^10 vectors
// at once by a Walsh–Hadamard transform. See docs/solver.md, “The walk”.

// walk visits x0 ⊕ every combination of the first m basis vectors, for
// every x0 in cosets, keeping the lightest in best, whose weight is bw; it
// returns the new weight. It picks the cheaper of two ways: the Gray-code
// walk costs a pass over the vector per combination, the transform walk
// about 5 additions per combination plus a pass over the set cells per
// 2^10 combinations, so the transform wins on vectors of more than one
// word (by about 2 on 2 or 3 words, 4 on 16).
func (s *basis) walk(cosets [][]uint64, m int, best []uint64, bw int) int {
	useTransform := s.nw >= 2 && m >= 6
	if useTransform && len(cosets) == 2 && m == s.k() && s.complementary(cosets[0], cosets[1]) {
		// One transform gives both cosets (see complementary).
		return s.transformWalk(cosets[0], m, best, bw, true)
	}
	for _, x0 := range cosets {
		if useTransform {
			bw = s.transformWalk(x0, m, best, bw, false)
		} else {
			bw = s.grayWalk(x0, m, best, bw)
		}
	}
	return bw
}

// grayWalk visits x0 ⊕ every combination of the first m basis vectors in
// Gray-code order: each step adds one basis vector, one XOR and one
// popcount per word.
func (s *basis) grayWalk(x0 []uint64, m int, best []uint64, bw int) int {
	nw := s.nw
	if nw == 1 {
		c := x0[0]
		for i := uint32(1); i < 1<<m; i++ {
			c ^= s.vecs[bits.TrailingZeros32(i)]
			if w := bits.OnesCount64(c); w <= bw && (w < bw || c != best[0] && bitvec.LexLess([]uint64{c}, best)) {
				best[0], bw = c, w
			}
		}
		return bw
	}
	cur := append([]uint64(nil), x0...)
	for i := uint32(1); i < 1<<m; i++ {
		t := int(bits.TrailingZeros32(i)) * nw
		v := s.vecs[t : t+nw]
		v = v[:len(cur)]
		w := 0
		for j, x := range v {
			c := cur[j] ^ x
			cur[j] = c
			w += bits.OnesCount64(c)
		}
		if w <= bw && (w < bw || bitvec.LexLess(cur, best)) {
			copy(best, cur)
			bw = w
		}
	}
	return bw
}

// transformWalk visits the same vectors as grayWalk, 2^lo at a time: lo
// basis vectors (the first ones) by a Walsh–Hadamard transform, the other
// m-lo by a Gray-code walk.
//
// With the vector so far a and sig_j cell j's signature on the lo vectors
// (bit i is cell j of vector i), the transform of F(g) = Σ over the cells
// j with sig_j = g of (-1)^a_j, evaluated at S, is cells − 2·weight of
// a ⊕ Σ_{i∈S} vector i: one transform weighs all 2^lo vectors, at lo/2
// butterflies a vector and one pass over a's set cells, whatever the
// length of the vectors. With comp set it also visits their complements,
// the other coset when the two are complementary (see complementary),
// which weigh (cells + transform)/2. See docs/solver.md, “The walk”.
func (s *basis) transformWalk(x0 []uint64, m int, best []uint64, bw int, comp bool) int {
	nw, n := s.nw, s.n
	// Each transform costs about n/2 set cells to scatter and lo/2
	// butterflies per entry; 2^lo near n balances the two.
	lo := min(m, transformBits, bits.Len(uint(n)))
	size := 1 << lo
	mask := uint16(size - 1)
	// F starts from each group's size, then a set cell j moves its group's
	// count from +1 to -1.
	sizes := make([]int32, size)
	for _, g := range s.sig {
		sizes[g&mask]++
	}
	sig := s.sig[:n]
	F := make([]int32, size)
	a := append([]uint64(nil), x0...)
	c := &candidates{s: s, a: a, best: best, bw: bw, tmp: make([]uint64, nw), comp: comp}
	for i := 0; i < 1<<(m-lo); i++ {
		if i > 0 {
			t := (lo + bits.TrailingZeros(uint(i))) * nw
			bitvec.XorInto(a, a, s.vecs[t:t+nw])
		}
		copy(F, sizes)
		for w, word := range a {
			base := w * 64
			for word != 0 {
				j := base + bits.TrailingZeros64(word)
				word &= word - 1
				F[sig[j]&mask] -= 2
			}
		}
		transformScan(F, c)
	}
	return c.bw
}

// candidates tracks the lightest vector met by transformWalk.
type candidates struct {
	s    *basis
	a    []uint64 // the vector so far, without the transformed basis vectors
	best []uint64
	bw   int
	tmp  []uint64
	comp bool    // the complements are candidates too
	sums []int32 // transformScan's bounds, kept between calls
}

// threshold returns the least transform value of a vector that weighs at
// most the best weight so far.
func (c *candidates) threshold() int32 { return int32(c.s.n - 2*c.bw) }

// consider compares the vector a ⊕ Σ_{i∈S} null[i], or its complement
// when flip is set, whose transform value t (negated for a complement) is
// at least the threshold, with the best.
func (c *candidates) consider(S int, t int32, flip bool) {
	nw := c.s.nw
	copy(c.tmp, c.a)
	for S != 0 {
		i := bits.TrailingZeros(uint(S))
		S &= S - 1
		bitvec.XorInto(c.tmp, c.tmp, c.s.vecs[i*nw:(i+1)*nw])
	}
	if flip {
		complement(c.tmp, c.s.n)
	}
	if w := (c.s.n - int(t)) / 2; w < c.bw || bitvec.LexLess(c.tmp, c.best) {
		copy(c.best, c.tmp)
		c.bw = w
	}
}

// transformScan finds the candidates among the Walsh–Hadamard transform
// of F: every entry at least c's threshold, and with c.comp every entry at
// most its negation (a complement's). F has at least 2^6 entries:
// transformWalk runs only on walks of 6 basis vectors or more over boards
// of more than 64 cells.
//
// It transforms all but the top scanBits levels in place (two at a time,
// four entries per step). Then an entry's final value is the transform,
// over the top bits, of the 2^scanBits entries that share its low bits,
// so it is at most their sum of absolute values; only the low bits whose
// sum reaches the threshold go on to the last levels. Most do not: the
// threshold is near the extreme of the transform's values.
func transformScan(F []int32, c *candidates) {
	size := len(F)
	levels := bits.TrailingZeros(uint(size))
	low := levels - scanBits // levels done in place
	lowSize := 1 << low
	h := 1
	if low%2 == 1 {
		// An odd number of levels: one on its own first.
		for b := 0; b < size; b += 2 {
			p := (*[2]int32)(F[b : b+2])
			x, y := p[0], p[1]
			p[0], p[1] = x+y, x-y
		}
		h = 2
	} else {
		// The first two levels, four neighbours at a time.
		for b := 0; b < size; b += 4 {
			p := (*[4]int32)(F[b : b+4])
			f0, f1, f2, f3 := p[0], p[1], p[2], p[3]
			s0, d0, s1, d1 := f0+f1, f0-f1, f2+f3, f2-f3
			p[0], p[1], p[2], p[3] = s0+s1, d0+d1, s0-s1, d0-d1
		}
		h = 4
	}
	for ; h < lowSize; h *= 4 {
		for b := 0; b < size; b += 4 * h {
			p0 := F[b : b+h]
			p1 := F[b+h : b+2*h]
			p2 := F[b+2*h : b+3*h]
			p3 := F[b+3*h : b+4*h]
			p1, p2, p3 = p1[:len(p0)], p2[:len(p0)], p3[:len(p0)]
			for j, f0 := range p0 {
				f1, f2, f3 := p1[j], p2[j], p3[j]
				s0, d0, s1, d1 := f0+f1, f0-f1, f2+f3, f2-f3
				p0[j], p1[j], p2[j], p3[j] = s0+s1, d0+d1, s0-s1, d0-d1
			}
		}
	}
	// The bound of each low index u: Σ_v |F[v·lowSize + u]|.
	if cap(c.sums) < lowSize {
		c.sums = make([]int32, lowSize)
	}
	sums := c.sums[:lowSize]
	clear(sums)
	for v := 0; v < size; v += lowSize {
		row := F[v : v+lowSize]
		for u, f := range row {
			sums[u] += max(f, -f)
		}
	}
	thr := c.threshold()
	var g [1 << scanBits]int32
	for u, sum := range sums {
		if sum < thr {
			continue
		}
		for v := range g {
			g[v] = F[v*lowSize+u]
		}
		wht16(&g)
		for v, t := range g {
			if t >= thr {
				c.consider(u+v*lowSize, t, false)
				thr = c.threshold()
			}
			if c.comp && -t >= thr {
				c.consider(u+v*lowSize, -t, true)
				thr = c.threshold()
			}
		}
	}
}

// scanBits is how many levels of transformScan's transform are done only
// where the bound lets a candidate through.
const scanBits = 4

// wht16 replaces g by its Walsh–Hadamard transform.
func wht16(g *[1 << scanBits]int32) {
	for h := 1; h < len(g); h *= 4 {
		for b := 0; b < len(g); b += 4 * h {
			for j := b; j < b+h; j++ {
				f0, f1, f2, f3 := g[j], g[j+h], g[j+2*h], g[j+3*h]
				s0, d0, s1, d1 := f0+f1, f0-f1, f2+f3, f2-f3
				g[j], g[j+h], g[j+2*h], g[j+3*h] = s0+s1, d0+d1, s0-s1, d0-d1
			}
		}
	}
}
