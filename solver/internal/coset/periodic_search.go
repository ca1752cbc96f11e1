package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
	"slices"
)

// The periodic search over its levels (see periodic_levels.go): a node
// bounds every combination of its level's bits at once by one
// Walsh–Hadamard transform, visits the next level below each combination
// whose bound reaches the best |F| + 2, largest first, and on the last
// level finds F exactly. See docs/solver.md, “The periodic search”.

// lightestCosets searches the cosets (see Space.Lightest) with p for a
// member lighter than best, of weight bw, within budget; it returns the
// lightest it knows and whether that is proven lightest.
func (p *periodic) lightestCosets(null *basis, cosets [][]uint64, best []uint64, bw int, budget int) ([]uint64, int, bool) {
	if len(cosets) == 2 && null.complementary(cosets[0], cosets[1]) {
		cosets = cosets[:1]
		x, done := p.lightest(cosets[0], bw, true, budget)
		if x != nil {
			best, bw = x, bitvec.Weight(x)
		}
		return best, bw, done
	}
	for _, x0 := range cosets {
		x, done := p.lightest(x0, bw, false, budget/len(cosets))
		if x != nil {
			best, bw = x, bitvec.Weight(x)
		}
		if !done {
			return best, bw, false
		}
	}
	return best, bw, true
}

// periodicBudget bounds a periodic search's work within Lightest, in
// the units of periodicRun.work (a few ns each): past it, the search gives
// up and the local search takes over.
const periodicBudget = 1 << 29

// periodicRun is one search over a coset (and its complement with comp).
type periodicRun struct {
	p    *periodic
	comp bool
	best int32 // the best |F| so far: the member found weighs (n - best)/2
	// work counts the additions and table entries so far (about 2–4 ns
	// each natively), against budget.
	work, budget int
	// The best member's choice on every level, and whether it is the
	// complement's.
	path, bestPath []uint32
	bestFlip       bool
	found          bool
	// Buffers per level: the units' sums on entry, and the rest below;
	// cands the combinations that pass, F the last level's transform.
	h        [][]int32
	W        [][]int64  // per level, its bounds (see bounds)
	T        [][]uint64 // per level, the look-ahead's tables (see lookTables)
	sv       [][]int64  // per level, each next unit's sum at each pattern (see bounds)
	offs     []int      // lookAhead's rows
	lazyOffs []lazyRow  // lookAhead's lazy rows
	lanes    []uint64   // lookAhead's sums, for the child (see handedCands)
	vals     []int64    // lookTables' signed sums per unit
	G        []int64    // lookTables' transform
	A        []int64    // a unit's transform, in bounds
	cands    [][]pcand
	F        []int32
}

// pcand is a combination of a level's bits that passes the bound.
type pcand struct {
	bound int32
	a     uint32
}

// lightest searches x0 ⊕ span(p.vecs), and with comp its complement too,
// for a member lighter than bw, within budget units of work; it returns
// the lightest it finds (nil when none is lighter) and whether the search
// finished, proving that no member is lighter than what it returns (or
// than bw).
func (p *periodic) lightest(x0 []uint64, bw int, comp bool, budget int) (best []uint64, done bool) {
	r := &periodicRun{p: p, comp: comp, best: int32(p.n - 2*bw), budget: budget}
	L := len(p.levels)
	r.path = make([]uint32, L)
	r.bestPath = make([]uint32, L)
	r.h = make([][]int32, L)
	r.W = make([][]int64, L)
	r.T = make([][]uint64, L)
	r.sv = make([][]int64, L)
	r.cands = make([][]pcand, L)
	for i, lv := range p.levels {
		r.h[i] = make([]int32, lv.units)
		if lv.looks != nil {
			// r.T[i] is allocated by its first use (see lookTables).
			nx := &p.levels[i+1]
			if len(r.offs) < len(lv.looks) {
				r.offs = make([]int, len(lv.looks))
				r.lazyOffs = make([]lazyRow, len(lv.looks))
			}
			if words := lookWords(nx.d, lv.lw); len(r.lanes) < words {
				r.lanes = make([]uint64, words)
			}
			for q2, lk := range lv.looks {
				if len(r.vals) < len(lk.units) {
					r.vals = make([]int64, len(lk.units))
				}
				if size := 1 << nx.nexts[q2].r; len(r.G) < size {
					r.G = make([]int64, size)
				}
			}
		}
		if i+1 < L {
			last := lv.nexts[len(lv.nexts)-1]
			r.sv[i] = make([]int64, last.off+1<<last.r)
			r.W[i] = make([]int64, 1<<lv.d)
			for _, nx := range lv.nexts {
				if len(r.A) < 1<<nx.r {
					r.A = make([]int64, 1<<nx.r)
				}
			}
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
	if !r.visit(0, false) {
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
			bitvec.XorInto(x, x, p.vecs[t*p.nw:(t+1)*p.nw])
		}
	}
	if r.bestFlip {
		complement(x, p.n)
	}
	return x
}

// visit searches level i below the choices in r.path[:i], whose sums per
// unit are in r.h[i]; it reports false when the budget ran out.
func (r *periodicRun) visit(i int, handed bool) bool {
	p := r.p
	lv := &p.levels[i]
	h := r.h[i]
	if i == len(p.levels)-1 {
		return r.leaf(lv, h)
	}
	var cands []pcand
	if handed {
		// The look-ahead above found the bounds already, in its lanes.
		cands = r.handedCands(i)
		r.signed(i, h)
	} else {
		W := r.bounds(i, h)
		thr := int64(r.best+2) << lv.R
		cands = r.cands[i][:0]
		for a, x := range W {
			if x >= thr {
				cands = append(cands, pcand{int32(x >> lv.R), uint32(a)})
			}
		}
		r.work += len(W)*(lv.d+1) + len(h)
	}
	if r.work > r.budget {
		return false
	}
	if len(cands) > 1 {
		slices.SortFunc(cands, func(a, b pcand) int { return int(b.bound - a.bound) })
	}
	r.cands[i] = cands
	// The look-ahead pays when its tables cost less than what it saves on
	// the candidates (estimated in the units of work; the estimate of a
	// node leaves out its sorting and bookkeeping, so it counts twice: on
	// 24×24 that takes the look-ahead on the second level, 1.5× faster).
	look := lv.looks != nil && 2*len(cands)*(p.levels[i+1].cost-lv.lookCost) > lv.tableCost
	if look {
		r.lookTables(i, h)
	}
	child := r.h[i+1]
	for _, c := range cands {
		if c.bound < r.best+2 {
			break
		}
		if look && !r.lookAhead(i, c.a) {
			continue
		}
		// The child's sums, from the signed values bounds kept: unit q's
		// is its value at the pattern of parities <a, β_k>.
		sv := r.sv[i]
		n := len(child)
		if idx := lv.childIdx; idx != nil {
			row := idx[int(c.a)*n : int(c.a+1)*n]
			for q, o := range row {
				child[q] = int32(sv[o])
			}
		} else {
			// Byte by byte, as patternOf.
			pats := lv.childPat
			row := pats[int(c.a&0xff)*n : int(c.a&0xff+1)*n]
			child = child[:len(row)]
			for q, o := range row {
				child[q] = int32(o)
			}
			for a, base := c.a>>8, 256; a != 0; a, base = a>>8, base+256 {
				e := base + int(a&0xff)
				row := pats[e*n : (e+1)*n]
				child = child[:len(row)]
				for q, p := range row {
					child[q] ^= int32(p)
				}
			}
			for q, nx := range lv.childOff {
				child[q] = int32(sv[int(nx)+int(child[q])])
			}
		}
		r.work += len(child)
		if lv.triples != nil {
			// The bound with the triples' signs (see oddTriples).
			r.work += 3 * len(lv.triples)
			if c.bound-tripleCut(lv.triples, child, r.comp) < r.best+2 {
				continue
			}
		}
		r.path[i] = c.a
		if !r.visit(i+1, look) {
			return false
		}
	}
	return true
}

// handedCands returns level i's candidates from the lanes that the
// look-ahead of level i-1 left in r.lanes (see lookAhead): the
// combinations whose lane reaches the threshold, each bound being twice
// the lane plus the odd units of level i-1's look-ahead.
func (r *periodicRun) handedCands(i int) []pcand {
	up := &r.p.levels[i-1]
	lw := up.lw
	t := max(int(r.best)+2-up.odd+1, 0) / 2
	ones, tops := laneMasks(lw)
	tw := uint64(t) * ones
	tl := tw &^ tops
	per := 64 / lw
	mask := uint64(1)<<lw - 1
	cands := r.cands[i][:0]
	lanes := r.lanes[:lookWords(r.p.levels[i].d, lw)]
	for w, x := range lanes {
		for m := reach(x, tw, tl, tops); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) / lw
			if b := w*per + l; b < 1<<r.p.levels[i].d {
				v := x >> (lw * l) & mask
				cands = append(cands, pcand{int32(2*v) + int32(up.odd), uint32(b)})
			}
		}
	}
	r.work += 2*len(lanes) + len(cands)
	return cands
}

// signed keeps in r.sv[i] each next unit's sum at each pattern, for
// level i's node whose sums are h: the first half of bounds.
func (r *periodicRun) signed(i int, h []int32) {
	lv := &r.p.levels[i]
	for q := range lv.nexts {
		nx := &lv.nexts[q]
		g := r.sv[i][nx.off : nx.off+1<<nx.r]
		clear(g)
		for m, u := range nx.members {
			g[nx.coords[m]] += int64(h[u])
		}
		wht64(g)
		r.work += len(nx.members) + len(g)*nx.r
	}
}

// bounds returns, for every combination a of level i's bits, 2^R times
// the bound Σ_q |h_{i+1}(q)| on the level below it, h being level i's
// sums: all at once, in the Walsh domain. Unit q of the next level adds
// |Σ_m h[member m]·(-1)^<a, sig_m>|, a function G_q of the r ≤ R
// parities <a, β_k>; its transform Ĝ_q lives on the frequencies freq[y],
// so 2^R·G_q(a) = Σ_y 2^(R-r)·Ĝ_q(y)·(-1)^<freq[y], a>, and one transform
// of 2^d entries sums them all. See docs/solver.md, “The periodic search”.
func (r *periodicRun) bounds(i int, h []int32) []int64 {
	lv := &r.p.levels[i]
	W := r.W[i]
	clear(W)
	A := r.A
	sv := r.sv[i]
	for q := range lv.nexts {
		nx := &lv.nexts[q]
		// The signed values, kept in sv, then their absolute values.
		s := sv[nx.off : nx.off+1<<nx.r]
		clear(s)
		for m, u := range nx.members {
			s[nx.coords[m]] += int64(h[u])
		}
		wht64(s)
		g := A[:len(s)]
		for p, x := range s {
			g[p] = max(x, -x)
		}
		wht64(g)
		sh := uint(lv.R - nx.r)
		for y, x := range g {
			W[nx.freq[y]] += x << sh
		}
		r.work += len(g) * (nx.r + 1)
	}
	wht64(W)
	return W
}

// tripleCut returns how much less than Σ|h| F can reach below a node
// whose next level's sums are h (see oddTriples): twice the least |h| of
// each triple whose signs multiply to -1; and with comp, how much less
// |F| can, the lesser of that and what -F's triples cut, those whose
// signs multiply to 1.
func tripleCut(triples [][3]int32, h []int32, comp bool) int32 {
	var neg, pos int32
	for _, t := range triples {
		x, y, z := h[t[0]], h[t[1]], h[t[2]]
		m := min(max(x, -x), max(y, -y), max(z, -z))
		if x^y^z < 0 {
			neg += m
		} else {
			pos += m
		}
	}
	if comp {
		return 2 * min(neg, pos)
	}
	return 2 * neg
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

// wht64 replaces g, of a power of two entries, by its Walsh–Hadamard
// transform.
func wht64(g []int64) {
	// The small ones, most of them, written out.
	switch len(g) {
	case 1:
		return
	case 2:
		g[0], g[1] = g[0]+g[1], g[0]-g[1]
		return
	case 4:
		wht4(g)
		return
	case 8:
		wht8(g)
		return
	case 16:
		wht8(g[:8])
		wht8(g[8:16])
		for j := range 8 {
			x, y := g[j], g[8+j]
			g[j], g[8+j] = x+y, x-y
		}
		return
	}
	for w := 1; w < len(g); w *= 2 {
		for b := 0; b < len(g); b += 2 * w {
			lo, hi := g[b:b+w], g[b+w:b+2*w]
			hi = hi[:len(lo)]
			for j, x := range lo {
				y := hi[j]
				lo[j], hi[j] = x+y, x-y
			}
		}
	}
}

// wht8 is wht64 of eight entries.
func wht8(g []int64) {
	g = g[:8]
	wht4(g[:4])
	wht4(g[4:8])
	for j := range 4 {
		x, y := g[j], g[4+j]
		g[j], g[4+j] = x+y, x-y
	}
}

// wht4 is wht64 of four entries.
func wht4(g []int64) {
	g = g[:4]
	a, b, c, d := g[0]+g[1], g[0]-g[1], g[2]+g[3], g[2]-g[3]
	g[0], g[1], g[2], g[3] = a+c, b+d, a-c, b-d
}
