package solver

import (
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// The search for the lightest solution: the lightest vector in the union
// of the cosets x0 ⊕ span(null basis), one coset per goal that can be
// reached.
//
// Every vector of a coset is x0 ⊕ Σ_{f∈S} null[f] for exactly one set S of
// basis vectors. x0 is 0 on the free columns and null[f] has a single free
// column set, so the vector is set on exactly the free columns of S: it
// weighs at least |S|. Two exact methods follow:
//
//   - a walk over all 2^nullity sets S (see walk);
//   - branch and bound on |S|: once a solution of weight w is known, only
//     the sets S with |S| < w can be lighter, and there are far fewer of
//     those than 2^nullity when w is small (see bound).
//
// lightest takes whichever is cheaper, or the split search (split.go) or
// on a torus the periodic search (periodic.go). When none fits its budget
// it runs a bounded local search (see search) and claims no proof, unless the
// answer it finds is short enough for the bound after all.

const (
	// exactNullity is the largest nullity for which lightest walks the
	// whole null space.
	exactNullity = 24
	// searchBudget bounds the sets of basis vectors that lightest visits
	// per coset when it cannot walk them all: in a branch and bound, or in
	// the rounds of its local search.
	searchBudget = 1 << exactNullity
	// roundBits is how many basis vectors a round of local search walks.
	roundBits = 20
	// transformBits is how many basis vectors the transform walk covers
	// with one Walsh–Hadamard transform.
	transformBits = 10
	// splitFloor is the cost, in candidates, below which lightest does not
	// build or try the split search.
	splitFloor = 1 << 12
	// splitBudget bounds the cost of a split search, in popcounts.
	splitBudget = 1 << 28
	// boundBudget bounds the vectors the lower bound visits per
	// information set and coset.
	boundBudget = 1 << 16
	// periodicNullity is the largest nullity for which lightest tries the
	// periodic search; from periodicFirst on it tries it before a walk,
	// within 2^(nullity-periodicShare) units of work.
	periodicNullity = 32
	periodicFirst   = 21
	periodicShare   = 3
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

// lightest returns the lightest vector it finds in the union of the cosets
// x0 ⊕ span(s) for x0 in cosets, its weight, and whether it is proven
// lightest. s must be the null-space basis of the reduced echelon form,
// and each x0 0 on its free columns (see the comment above). The vectors'
// bits are the cells of a w×h board. split returns the board's split
// search (see split), or nil; lightest calls it only when the null space
// is too large to walk cheaply. Of equally light
// vectors it keeps the one whose ascending list of set columns is
// lexicographically smallest among those it meets (see lexLess): a walk
// of the whole space meets them all. bound is a weight that no vector of
// the cosets is lighter than: weight itself when the answer is proven.
func (s *basis) lightest(cosets [][]uint64, w, h int, split func() *split, periodic func() *periodic) (best []uint64, weight, bound int) {
	best, bw, sp, done := s.prepare(cosets, split)
	switch {
	case done:
		return best, bw, bw
	case sp != nil:
		for _, w := range sp.walks(s, cosets) {
			w.run(^uint64(0))
			bw = w.finish(best, bw)
		}
		return best, bw, bw
	}
	return s.rest(cosets, w, h, best, bw, periodic)
}

// prepare is the start of lightest: it returns the lightest of the cosets'
// representatives polished by descend, and either done, when that is
// proven lightest already, or the split search that lightest takes, or
// neither, when lightest goes on with rest.
func (s *basis) prepare(cosets [][]uint64, split func() *split) (best []uint64, bw int, sp *split, done bool) {
	k := s.k()
	for _, x0 := range cosets {
		x := append([]uint64(nil), x0...)
		if w := s.descend(x); best == nil || w < bw || w == bw && lexLess(x, best) {
			best, bw = x, w
		}
	}
	if k == 0 || bw == 0 {
		return best, bw, nil, true
	}
	if cost := s.exactCost(bw); cost > splitFloor {
		if sp := split(); sp != nil && sp.cost() < min(cost, splitBudget) {
			return best, bw, sp, false
		}
	}
	return best, bw, nil, false
}

// exactCost returns the cost, in candidates visited, of the cheaper of
// the walk and the bound for answers of weight bw, or +Inf when neither
// fits its budget.
func (s *basis) exactCost(bw int) float64 {
	k := s.k()
	cost := math.Inf(1)
	if k <= exactNullity {
		cost = float64(uint64(1) << k)
	}
	if below := setsBelow(k, bw); below <= searchBudget {
		cost = min(cost, float64(below))
	}
	return cost
}

// rest is the end of lightest without a split search: the walk or the
// bound when either fits its budget, then on a torus of nullity at most
// periodicNullity the periodic search (see periodic; periodic returns it,
// or nil; from nullity periodicFirst on it goes ahead of the walk, within
// a fraction of the walk's cost), and otherwise the local search and the
// lower bounds. best, of
// weight bw, is the lightest representative.
func (s *basis) rest(cosets [][]uint64, w, h int, best []uint64, bw int, periodic func() *periodic) ([]uint64, int, int) {
	k := s.k()
	below := setsBelow(k, bw)
	if k >= periodicFirst && k <= exactNullity && 1<<k <= below {
		// A walk of 2^k: the periodic search first, within a fraction
		// of the walk's cost (on the Lights Out tori of nullity 24 it
		// takes 2–7 ms where the walk takes 60–100).
		if p := periodic(); p != nil {
			var done bool
			if best, bw, done = p.lightestCosets(s, cosets, best, bw, 1<<(k-periodicShare)); done {
				return best, bw, bw
			}
		}
	}
	switch {
	case k <= exactNullity && 1<<k <= below:
		bw = s.walk(cosets, k, best, bw)
		return best, bw, bw
	case below <= searchBudget:
		for _, x0 := range cosets {
			bw = s.bound(x0, best, bw)
		}
		return best, bw, bw
	}
	if k <= periodicNullity {
		if p := periodic(); p != nil {
			var done bool
			if best, bw, done = p.lightestCosets(s, cosets, best, bw, periodicBudget); done {
				return best, bw, bw
			}
		}
	}
	// Too many sets to rule out: local search, then the bound again.
	for _, x0 := range cosets {
		x, xw := s.search(x0)
		if xw < bw || xw == bw && lexLess(x, best) {
			best, bw = x, xw
		}
	}
	if setsBelow(k, bw) <= searchBudget {
		for _, x0 := range cosets {
			bw = s.bound(x0, best, bw)
		}
		return best, bw, bw
	}
	// Still too many: a lower bound, the better of two (see lowerBound and
	// projBound), which may prove the answer after all.
	bound := bw
	for _, x0 := range cosets {
		lb, x, xw := s.lowerBound(x0, boundBudget)
		if x != nil && (xw < bw || xw == bw && lexLess(x, best)) {
			best, bw = x, xw
		}
		bound = min(bound, max(lb, s.projBound(x0, w, h)))
	}
	return best, bw, min(bound, bw)
}

// search looks for a light vector of x0 ⊕ span(s), a null space too large
// to walk, within searchBudget candidates: rounds that each walk the best
// vector so far ⊕ every combination of roundBits basis vectors — the first
// ones, then ones drawn at random — and polish the result by descend. It
// stops early once the answer is short enough for bound. The draws are
// seeded alike every time, so the answer is deterministic.
func (s *basis) search(x0 []uint64) ([]uint64, int) {
	k := s.k()
	best := append([]uint64(nil), x0...)
	bw := s.descend(best)
	rng := rand.New(rand.NewPCG(uint64(k), uint64(s.n)))
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	m := min(k, roundBits)
	for round := range searchBudget >> m {
		if round > 0 {
			// A partial Fisher–Yates shuffle draws m of the k.
			for i := range m {
				j := i + rng.IntN(k-i)
				idx[i], idx[j] = idx[j], idx[i]
			}
		}
		sub := s.subset(idx[:m])
		center := append([]uint64(nil), best...)
		sub.walk([][]uint64{center}, m, best, bw)
		bw = s.descend(best) // best's weight, after the walk and the polish
		if setsBelow(k, bw) <= searchBudget {
			break // short enough for the bound to finish the job
		}
	}
	return best, bw
}

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
			if w := bits.OnesCount64(c); w <= bw && (w < bw || c != best[0] && lexLess([]uint64{c}, best)) {
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
		if w <= bw && (w < bw || lexLess(cur, best)) {
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
// Fix the combination of the other vectors, so the vector so far is a.
// Cell j of a ⊕ Σ_{i∈S} null[i], for S among the lo vectors, is a_j ⊕
// parity(sig_j ∧ S), where bit i of sig_j is cell j of null[i]. So
// Σ_j (-1)^(that cell) = Σ_g F(g)·(-1)^parity(g ∧ S) with F(g) = Σ over the
// cells j with sig_j = g of (-1)^a_j: the Walsh–Hadamard transform of F,
// evaluated at S. One transform of 2^lo entries gives the weights of all
// 2^lo vectors at once, as weight = (cells - transform)/2, at a cost of
// lo/2 butterflies per vector and one pass over a's set cells per
// transform, whatever the length of the vectors.
//
// With comp set it also visits the complements of those vectors, the
// other coset when the two are complementary (see complementary): a
// complement weighs (cells + transform)/2, so the transform's large
// negative values are its candidates.
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
			xorInto(a, a, s.vecs[t:t+nw])
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
		xorInto(c.tmp, c.tmp, c.s.vecs[i*nw:(i+1)*nw])
	}
	if flip {
		complement(c.tmp, c.s.n)
	}
	if w := (c.s.n - int(t)) / 2; w < c.bw || lexLess(c.tmp, c.best) {
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
			if w <= bw && (w < bw || lexLess(next, best)) {
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

// descend improves x in place by local search — adding any one basis
// vector, or when the basis is small enough any two, that makes it
// strictly lighter — until nothing does, and returns its weight.
func (s *basis) descend(x []uint64) int {
	nw, k := s.nw, s.k()
	w := weight(x)
	pairs := k*k <= 1<<16
	tmp := make([]uint64, nw)
	for improved := true; improved; {
		improved = false
		for f := 0; f < k; f++ {
			vf := s.vecs[f*nw : (f+1)*nw]
			xorInto(tmp, x, vf)
			if tw := weight(tmp); tw < w {
				copy(x, tmp)
				w, improved = tw, true
				continue
			}
			if !pairs {
				continue
			}
			for g := f + 1; g < k; g++ {
				vg := s.vecs[g*nw : (g+1)*nw]
				vg = vg[:len(tmp)]
				tw := 0
				for j, t := range tmp {
					tw += bits.OnesCount64(t ^ vg[j])
				}
				if tw < w {
					xorInto(x, tmp, vg)
					w, improved = tw, true
					xorInto(tmp, x, vf)
				}
			}
		}
	}
	return w
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

// lexLess reports whether the ascending list of columns set in a comes
// before that of b, for a and b of equal weight: the first column where
// the lists differ is the lowest bit where a and b differ, and the list
// that has it is the smaller.
func lexLess(a, b []uint64) bool {
	b = b[:len(a)]
	for j, x := range a {
		if d := x ^ b[j]; d != 0 {
			return x&(d&-d) != 0
		}
	}
	return false
}

// weight returns the number of bits set in x.
func weight(x []uint64) int {
	w := 0
	for _, v := range x {
		w += bits.OnesCount64(v)
	}
	return w
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
		xorInto(y, y, s.vecs[i*s.nw:(i+1)*s.nw])
	}
	return slices.Equal(y, x1)
}

// xorInto sets dst to a ⊕ b.
func xorInto(dst, a, b []uint64) {
	a, b = a[:len(dst)], b[:len(dst)]
	for j := range dst {
		dst[j] = a[j] ^ b[j]
	}
}
