package solver

import (
	"math/bits"
	"slices"
)

// The periodic search: an exact search of a torus's null space too large
// to walk, a branch and bound in the Walsh domain.
//
// Write a member of the coset as x0 ⊕ Σ_i c_i v_i for a basis v_1 … v_k
// of the null space. With s_j = (-1)^(x0_j) and g_j the cell's signature
// (bit i is cell j of v_i), the member weighs (n − F(c))/2 where
// F(c) = Σ_j s_j (-1)^<c,g_j>: the lightest member maximises F, and the
// lightest of its complement (the other goal of a Flip Game torus, see
// complementary) minimises it. Fix the first bits of c, a, and group the
// cells by their signature on the others, b: then F(a, b) =
// Σ_u h_a(u) (-1)^<b,g_u> over the groups u, with h_a(u) the sum of the
// group's s_j (-1)^<a,g_j>, so |F(a, b)| ≤ Σ_u |h_a(u)| for every b. When
// that bound is below the best |F| found so far no b needs a look.
//
// The bound bites only when the cells fall into few groups with mixed
// signs, which on a torus the translations arrange: the null vectors
// invariant under a sublattice of translations (those lifted from a
// smaller torus) are constant on the sublattice's orbits. So the basis is
// laid out in levels, from a chain of such subspaces N = V_0 ⊃ V_1 ⊃ … ⊃
// V_L, each invariant under a finer lattice of translations than the one
// before: level i holds the bits of a complement of V_{i+1} in V_i, the
// last level V_L's basis. The search walks level 0's bits in Gray-code
// order, keeping h over the groups of level 1 (the cells that no vector
// of V_1 tells apart) and its bound up to date, one update per group a
// basis vector changes; it then takes the combinations whose bound
// reaches the threshold, largest bound first, and does the same one level
// down; on the last level one Walsh–Hadamard transform gives F exactly.
//
// On 20×20 (nullity 32) the chain is 32 ⊃ 16 (period 10 both ways, orbits
// of 4 cells) ⊃ 8 (period 5, orbits of 16).

// periodic is the search structure of one chain of subspaces.
type periodic struct {
	n, nw  int
	vecs   []uint64 // the k basis vectors, level 0's first, nw words each
	levels []plevel
	unit0  []int32 // unit0[j]: cell j's unit on level 0
}

// plevel is one level of a periodic search. Its units are the groups of
// cells with the same signature on the level's bits and the ones below.
type plevel struct {
	off, d int // the level's bits: vectors off to off+d-1
	units  int
	// up[u] is unit u's unit on the next level, or on the last level its
	// signature, an index of the transform.
	up []int32
	// flips[t] lists the units whose signature has the level's bit t;
	// sig[u] is unit u's signature on the level's d bits.
	flips [][]int32
	sig   []uint32
}

// newPeriodic lays out the search for the basis vecs (k vectors of n
// bits, nw words each), whose levels have dims[i] bits each.
func newPeriodic(n, nw int, vecs []uint64, dims []int) *periodic {
	k := len(vecs) / nw
	p := &periodic{n: n, nw: nw, vecs: vecs, unit0: make([]int32, n)}
	sigs := make([]uint64, n)
	for i := range k {
		v := vecs[i*nw : (i+1)*nw]
		for j := range sigs {
			sigs[j] |= (v[j/64] >> (uint(j) % 64) & 1) << i
		}
	}
	// keys[u]: unit u's signature on this level's bits and below.
	keys := sigs
	unitOf := p.unit0
	for j := range unitOf {
		unitOf[j] = int32(j)
	}
	// Cells with equal signatures share a unit already on level 0.
	keys, p.unit0 = groupKeys(keys, unitOf)
	off := 0
	for li, d := range dims {
		lv := plevel{off: off, d: d, units: len(keys), flips: make([][]int32, d), sig: make([]uint32, len(keys))}
		mask := uint64(1)<<d - 1
		for u, key := range keys {
			lv.sig[u] = uint32(key & mask)
			for t := range d {
				if key>>t&1 != 0 {
					lv.flips[t] = append(lv.flips[t], int32(u))
				}
			}
		}
		next := make([]uint64, len(keys))
		for u, key := range keys {
			next[u] = key >> d
		}
		if li == len(dims)-1 {
			lv.up = make([]int32, len(keys))
			for u, key := range next {
				lv.up[u] = int32(key)
			}
			// The last level's transform is indexed by the signature.
			for u := range lv.sig {
				lv.up[u] = int32(lv.sig[u])
			}
		} else {
			ident := make([]int32, len(next))
			for u := range ident {
				ident[u] = int32(u)
			}
			keys, lv.up = groupKeys(next, ident)
		}
		p.levels = append(p.levels, lv)
		off += d
	}
	if len(dims) == 0 {
		return nil
	}
	return p
}

// groupKeys merges equal keys: it returns the distinct keys, in order of
// first appearance, and each item of of's new group.
func groupKeys(keys []uint64, of []int32) (distinct []uint64, group []int32) {
	index := make(map[uint64]int32, len(keys))
	group = make([]int32, len(of))
	ids := make([]int32, len(keys))
	for u, key := range keys {
		id, ok := index[key]
		if !ok {
			id = int32(len(distinct))
			index[key] = id
			distinct = append(distinct, key)
		}
		ids[u] = id
	}
	for i, u := range of {
		group[i] = ids[u]
	}
	return distinct, group
}

// periodicRun is one search over a coset (and its complement with comp).
type periodicRun struct {
	p    *periodic
	comp bool
	best int32 // the best |F| so far: the member found weighs (n - best)/2
	work int   // group updates so far
	// The best member's choice on every level, and whether it is the
	// complement's.
	path, bestPath []uint32
	bestFlip       bool
	found          bool
	// Buffers per level: h on entry, the walk's current signs and the
	// next level's sums, the combinations that pass.
	h, cur, next [][]int32
	flips        [][][]int32 // per level, the lists of flips without the units whose sum is 0
	live         [][]int32   // their storage
	budget       int
	cands        [][]pcand
	F            []int32
}

// pcand is a combination of a level's bits that passes the bound.
type pcand struct {
	bound int32
	a     uint32
}

// lightest searches x0 ⊕ span(p.vecs), and with comp its complement too,
// for a member lighter than bw, within budget group updates; it returns the lightest it finds (nil
// when none is lighter) and whether the search finished, proving that no
// member is lighter than what it returns (or than bw).
func (p *periodic) lightest(x0 []uint64, bw int, comp bool, budget int) (best []uint64, done bool) {
	r := &periodicRun{p: p, comp: comp, best: int32(p.n - 2*bw), budget: budget}
	L := len(p.levels)
	r.path = make([]uint32, L)
	r.bestPath = make([]uint32, L)
	r.h = make([][]int32, L)
	r.cur = make([][]int32, L)
	r.next = make([][]int32, L)
	r.cands = make([][]pcand, L)
	r.flips = make([][][]int32, L)
	r.live = make([][]int32, L)
	for i, lv := range p.levels {
		r.h[i] = make([]int32, lv.units)
		r.flips[i] = make([][]int32, lv.d)
		total := 0
		for _, f := range lv.flips {
			total += len(f)
		}
		r.live[i] = make([]int32, 0, total)
		r.cur[i] = make([]int32, lv.units)
		if i+1 < L {
			r.next[i] = make([]int32, p.levels[i+1].units)
		}
	}
	r.F = make([]int32, 1<<p.levels[L-1].d)
	h := r.h[0]
	for j := range p.n {
		s := int32(1)
		if x0[j/64]>>(uint(j)%64)&1 != 0 {
			s = -1
		}
		h[p.unit0[j]] += s
	}
	if !r.visit(0) {
		return r.result(x0), false
	}
	return r.result(x0), true
}

// result returns the best member found, or nil.
func (r *periodicRun) result(x0 []uint64) []uint64 {
	if !r.found {
		return nil
	}
	p := r.p
	x := append([]uint64(nil), x0...)
	for i, lv := range p.levels {
		for a := r.bestPath[i]; a != 0; a &= a - 1 {
			t := lv.off + bits.TrailingZeros32(a)
			xorInto(x, x, p.vecs[t*p.nw:(t+1)*p.nw])
		}
	}
	if r.bestFlip {
		complement(x, p.n)
	}
	return x
}

// visit searches level i below the choices in r.path[:i], whose sums per
// unit are in r.h[i]; it reports false when the budget ran out.
func (r *periodicRun) visit(i int) bool {
	p := r.p
	lv := &p.levels[i]
	h := r.h[i]
	if i == len(p.levels)-1 {
		return r.leaf(lv, h)
	}
	// Only the units with a non-zero sum change anything.
	flips, live := r.flips[i], r.live[i][:0]
	for t, f := range lv.flips {
		start := len(live)
		for _, u := range f {
			if h[u] != 0 {
				live = append(live, u)
			}
		}
		flips[t] = live[start:len(live):len(live)]
	}
	cur, next, up := r.cur[i], r.next[i], lv.up
	copy(cur, h)
	clear(next)
	for u, v := range h {
		next[up[u]] += v
	}
	var U int32
	for _, v := range next {
		U += max(v, -v)
	}
	thr := r.best + 2
	cands := r.cands[i][:0]
	if U >= thr {
		cands = append(cands, pcand{U, 0})
	}
	work := 0
	for g := uint32(1); g < 1<<lv.d; g++ {
		f := flips[bits.TrailingZeros32(g)]
		work += len(f)
		for _, u := range f {
			c := cur[u]
			cur[u] = -c
			q := up[u]
			old := next[q]
			nv := old - 2*c
			next[q] = nv
			U += max(nv, -nv) - max(old, -old)
		}
		if U >= thr {
			cands = append(cands, pcand{U, g ^ g>>1})
		}
	}
	r.work += work + len(h)
	if r.work > r.budget {
		return false
	}
	slices.SortFunc(cands, func(a, b pcand) int { return int(b.bound - a.bound) })
	r.cands[i] = cands
	child := r.h[i+1]
	for _, c := range cands {
		if c.bound < r.best+2 {
			break
		}
		clear(child)
		for u, v := range h {
			if v == 0 {
				continue
			}
			if bits.OnesCount32(lv.sig[u]&c.a)&1 != 0 {
				v = -v
			}
			child[up[u]] += v
		}
		r.work += len(h)
		r.path[i] = c.a
		if !r.visit(i + 1) {
			return false
		}
	}
	return true
}

// leaf finishes the last level exactly: one Walsh–Hadamard transform of
// the sums by signature.
func (r *periodicRun) leaf(lv *plevel, h []int32) bool {
	F := r.F
	clear(F)
	for u, v := range h {
		F[lv.up[u]] += v
	}
	for w := 1; w < len(F); w *= 2 {
		for b := 0; b < len(F); b += 2 * w {
			lo, hi := F[b:b+w], F[b+w:b+2*w]
			hi = hi[:len(lo)]
			for j, x := range lo {
				y := hi[j]
				lo[j], hi[j] = x+y, x-y
			}
		}
	}
	r.work += len(F) * (lv.d + 1)
	for a, t := range F {
		switch {
		case t > r.best:
			r.record(a, t, false)
		case r.comp && -t > r.best:
			r.record(a, -t, true)
		}
	}
	return r.work <= r.budget
}

// record makes the member at leaf index a, of |F| = t, the best so far.
func (r *periodicRun) record(a int, t int32, flip bool) {
	r.best, r.found, r.bestFlip = t, true, flip
	copy(r.bestPath, r.path)
	r.bestPath[len(r.bestPath)-1] = uint32(a)
}

// torusPeriodic returns the periodic search of a w×h torus with press
// masks presses and null-space basis null, or nil when its null space
// has no invariant subspace to exploit. The chain of subspaces is built
// greedily: from the current lattice of periods (px, py), divide one of
// them by a prime, keeping the choice whose invariant subspace is
// largest; a step that keeps the dimension only coarsens the orbits.
func torusPeriodic(presses []Board, null *basis, w, h int) *periodic {
	k, n, nw := null.k(), null.n, null.nw
	if w*h != n || k > 64 || k == 0 {
		return nil
	}
	type sub struct{ vecs []uint64 }
	chain := []sub{{null.vecs}}
	px, py, dim := w, h, k
	for px*py > 1 {
		bestDim, bx, by := -1, 0, 0
		var bestVecs []uint64
		for _, c := range latticeSteps(px, py) {
			vecs := invariantNull(presses, w, h, c[0], c[1])
			if d := len(vecs) / nw; d > bestDim {
				bestDim, bx, by, bestVecs = d, c[0], c[1], vecs
			}
		}
		if bestDim <= 0 {
			break
		}
		px, py = bx, by
		if bestDim < dim {
			chain = append(chain, sub{bestVecs})
			dim = bestDim
		}
	}
	if len(chain) < 2 {
		return nil
	}
	// The basis, from the bottom up: V_L's, then each level's complement.
	var levels [][]uint64
	e := newEchelon(nw)
	for i := len(chain) - 1; i >= 0; i-- {
		var lvl []uint64
		vs := chain[i].vecs
		for j := 0; j < len(vs)/nw; j++ {
			if v := vs[j*nw : (j+1)*nw]; e.add(v) {
				lvl = append(lvl, v...)
			}
		}
		levels = append(levels, lvl)
	}
	slices.Reverse(levels)
	var vecs []uint64
	var dims []int
	for _, l := range levels {
		vecs = append(vecs, l...)
		dims = append(dims, len(l)/nw)
	}
	return newPeriodic(n, nw, vecs, dims)
}

// latticeSteps returns the lattices of periods one prime finer than
// (px, py).
func latticeSteps(px, py int) [][2]int {
	var out [][2]int
	for _, p := range primeFactors(px) {
		out = append(out, [2]int{px / p, py})
	}
	for _, p := range primeFactors(py) {
		out = append(out, [2]int{px, py / p})
	}
	return out
}

// primeFactors returns the distinct primes dividing m.
func primeFactors(m int) []int {
	var ps []int
	for p := 2; p*p <= m; p++ {
		if m%p == 0 {
			ps = append(ps, p)
			for m%p == 0 {
				m /= p
			}
		}
	}
	if m > 1 {
		ps = append(ps, m)
	}
	return ps
}

// invariantNull returns a basis (nw words a vector) of the null vectors
// of a w×h torus that are invariant under translation by px columns and
// by py rows: the sets of orbits whose presses sum to zero.
func invariantNull(presses []Board, w, h, px, py int) []uint64 {
	n := w * h
	nw := (n + 63) / 64
	m := px * py
	orbit := func(j int) int { return (j/w%py)*px + j%w%px }
	cols := make([][]uint64, m)
	for o := range cols {
		cols[o] = make([]uint64, nw)
	}
	for j := range n {
		o := orbit(j)
		xorInto(cols[o], cols[o], presses[j][:nw])
	}
	// Eliminate, keeping each column's combination of orbits.
	mw := (m + 63) / 64
	combs := make([][]uint64, m)
	for o := range combs {
		combs[o] = make([]uint64, mw)
		combs[o][o/64] |= 1 << (uint(o) % 64)
	}
	pivotOf := make(map[int]int) // lowest bit -> column
	var out []uint64
	for o := range cols {
		for {
			lb := lowBit(cols[o])
			if lb < 0 {
				v := make([]uint64, nw)
				for j := range n {
					q := orbit(j)
					if combs[o][q/64]>>(uint(q)%64)&1 != 0 {
						v[j/64] |= 1 << (uint(j) % 64)
					}
				}
				out = append(out, v...)
				break
			}
			q, ok := pivotOf[lb]
			if !ok {
				pivotOf[lb] = o
				break
			}
			xorInto(cols[o], cols[o], cols[q])
			xorInto(combs[o], combs[o], combs[q])
		}
	}
	return out
}

// torusPeriodic returns r's periodic search, building it on the first
// call, or nil when r's board is not a torus or has none. s must be r's
// system.
func (s *system) torusPeriodic(r *Rules) *periodic {
	s.periodicOnce.Do(func() {
		if r.spec.Torus {
			s.periodic = torusPeriodic(r.presses, s.null, r.spec.Width, r.spec.Height)
		}
	})
	return s.periodic
}
