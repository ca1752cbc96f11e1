package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
)

// The split search's walk (see split.go): a Gray-code walk over B, each
// step updating the least weight of the blocks that one vector of B
// touches, with a dynamic programme over the blocks when whole blocks
// carry tags. See docs/solver.md, “The split search”.

// inf stands for no choice at all in the dynamic programme: more than any
// weight, and small enough to add a few without overflow.
const inf = 1 << 20

// lightest searches x0 ⊕ the null space exactly (see split), keeping the
// lightest vector in best, whose weight is bw, unless best is lighter or
// as light and lexicographically smaller; it returns the new weight.
func (sp *split) lightest(x0, best []uint64, bw int) int {
	w := sp.newWalk(x0, false)
	w.run(^uint64(0))
	return w.finish(best, bw)
}

// walks returns the split walks that cover the cosets of s with
// representatives cosets: one per coset, or one for two complementary
// cosets (see basis.complementary) when the blocks are tabulated.
func (sp *split) walks(s *basis, cosets [][]uint64) []*splitWalk {
	if len(cosets) == 2 && sp.maxs != nil && s.complementary(cosets[0], cosets[1]) {
		return []*splitWalk{sp.newWalk(cosets[0], true)}
	}
	var ws []*splitWalk
	for _, x0 := range cosets {
		ws = append(ws, sp.newWalk(x0, false))
	}
	return ws
}

// splitWalk is a split search of one coset in progress: the Gray-code
// walk over B, resumable after any number of steps.
type splitWalk struct {
	sp   *split
	x0   []uint64
	y    []uint32 // the current vector's pattern in each block
	m    []int32  // each block's least weight, or with tags its least per tag
	i    uint64   // the next step
	cur  int      // the current vector's weight with its best choice of A
	best int      // the least weight met so far…
	code uint64   // …at this member of B (a set of B's basis vectors)
	// With comp, the walk covers the complements too: m2 holds each
	// block's greatest weight, cur2 their sum, and best2 the greatest sum
	// met, at code2; a complement weighs n minus that.
	comp        bool
	m2          []int32
	cur2, best2 int
	code2       uint64
}

// newWalk starts the split search of x0 ⊕ the null space, and with comp
// (only on a split with maxs) of its complement too.
func (sp *split) newWalk(x0 []uint64, comp bool) *splitWalk {
	w := &splitWalk{sp: sp, x0: x0, y: sp.gather(x0), i: 1, comp: comp}
	if comp {
		w.m2 = make([]int32, len(w.y))
		for j, y := range w.y {
			w.m2[j] = int32(sp.maxs[j][y])
			w.cur2 += int(w.m2[j])
		}
		w.best2 = w.cur2
	}
	nb := len(w.y)
	if sp.t == 0 {
		w.m = make([]int32, nb)
		for j, y := range w.y {
			w.m[j] = sp.blockMin(j, y)
			w.cur += int(w.m[j])
		}
	} else {
		ns := 1 << sp.t
		w.m = make([]int32, nb*ns)
		for j, y := range w.y {
			sp.tagMin(j, y, w.m[j*ns:(j+1)*ns])
		}
		w.cur = sp.combine(w.m)
	}
	w.best = w.cur
	return w
}

// run takes at most steps more steps of the walk and reports whether it
// is over.
func (w *splitWalk) run(steps uint64) bool {
	sp := w.sp
	end := uint64(1) << sp.kB()
	if end-w.i > steps {
		end = w.i + steps
	}
	switch {
	case w.comp:
		w.runBoth(end)
	case sp.mins != nil:
		w.runTable(end)
	case sp.t == 0:
		w.runFree(end)
	default:
		w.runTagged(end)
	}
	return w.i == uint64(1)<<sp.kB()
}

// runTable walks up to step end without tags, each block's least weight
// looked up in mins: a step updates the blocks it touches.
func (w *splitWalk) runTable(end uint64) {
	sp, y, m := w.sp, w.y, w.m
	cur, best, code := w.cur, w.best, w.code
	for i := w.i; i < end; i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := p.block
			y[j] ^= p.pat
			nm := int32(sp.mins[j][y[j]])
			cur += int(nm - m[j])
			m[j] = nm
		}
		if cur < best {
			best, code = cur, i^i>>1
		}
	}
	w.i, w.cur, w.best, w.code = end, cur, best, code
}

// runBoth is runTable keeping the greatest weights as well, for the
// complements.
func (w *splitWalk) runBoth(end uint64) {
	sp, y, m, m2 := w.sp, w.y, w.m, w.m2
	cur, best, code := w.cur, w.best, w.code
	cur2, best2, code2 := w.cur2, w.best2, w.code2
	for i := w.i; i < end; i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := p.block
			y[j] ^= p.pat
			nm, nm2 := int32(sp.mins[j][y[j]]), int32(sp.maxs[j][y[j]])
			cur += int(nm - m[j])
			cur2 += int(nm2 - m2[j])
			m[j], m2[j] = nm, nm2
		}
		if cur < best {
			best, code = cur, i^i>>1
		}
		if cur2 > best2 {
			best2, code2 = cur2, i^i>>1
		}
	}
	w.i, w.cur, w.best, w.code = end, cur, best, code
	w.cur2, w.best2, w.code2 = cur2, best2, code2
}

// runFree is runTable for blocks too large to tabulate.
func (w *splitWalk) runFree(end uint64) {
	sp, y, m := w.sp, w.y, w.m
	cur, best, code := w.cur, w.best, w.code
	for i := w.i; i < end; i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := p.block
			y[j] ^= p.pat
			nm := sp.blockMin(int(j), y[j])
			cur += int(nm - m[j])
			m[j] = nm
		}
		if cur < best {
			best, code = cur, i^i>>1
		}
	}
	w.i, w.cur, w.best, w.code = end, cur, best, code
}

// runTagged walks up to step end with tags: each block keeps its least
// weight per tag value, and a dynamic programme over the blocks finds the
// least total whose tags cancel.
func (w *splitWalk) runTagged(end uint64) {
	sp, y, m := w.sp, w.y, w.m
	ns := 1 << sp.t
	for i := w.i; i < end; i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := int(p.block)
			y[j] ^= p.pat
			sp.tagMin(j, y[j], m[j*ns:(j+1)*ns])
		}
		if cur := sp.combine(m); cur < w.best {
			w.best, w.code = cur, i^i>>1
		}
	}
	w.i = end
}

// finish rebuilds the lightest vector of a walk that is over — x0 ⊕ its
// member of B ⊕ each block's choice, or with comp possibly the complement
// of the heaviest — and keeps it in best, whose weight is bw, unless best
// is lighter or as light and lexicographically smaller; it returns the new
// weight.
func (w *splitWalk) finish(best []uint64, bw int) int {
	sp := w.sp
	keep := func(x []uint64) {
		if xw := bitvec.Weight(x); xw < bw || xw == bw && bitvec.LexLess(x, best) {
			copy(best, x)
			bw = xw
		}
	}
	x := w.member(w.code)
	for j, c := range sp.choose(sp.gather(x)) {
		sp.apply(x, j, c)
	}
	keep(x)
	if w.comp {
		x := w.member(w.code2)
		for j, y := range sp.gather(x) {
			c, most := 0, -1
			for i, o := range sp.opts[j] {
				if n := bits.OnesCount32(y ^ o); n > most {
					c, most = i, n
				}
			}
			sp.apply(x, j, c)
		}
		complement(x, sp.n)
		keep(x)
	}
	return bw
}

// member returns x0 ⊕ the member of B whose basis vectors are the bits of
// code.
func (w *splitWalk) member(code uint64) []uint64 {
	nw := w.sp.nw
	x := append([]uint64(nil), w.x0...)
	for i := range w.sp.kB() {
		if code>>i&1 != 0 {
			bitvec.XorInto(x, x, w.sp.bvecs[i*nw:(i+1)*nw])
		}
	}
	return x
}

// apply adds option c of block j to x.
func (sp *split) apply(x []uint64, j, c int) {
	pat := sp.opts[j][c]
	for pat != 0 {
		p := bits.TrailingZeros32(pat)
		pat &= pat - 1
		cell := sp.blocks[j][p]
		x[cell/64] ^= 1 << (uint(cell) % 64)
	}
}

// gather returns x's pattern in each block.
func (sp *split) gather(x []uint64) []uint32 {
	y := make([]uint32, len(sp.blocks))
	for w, word := range x {
		for word != 0 {
			c := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			y[sp.cellBlock[c]] |= 1 << sp.cellPos[c]
		}
	}
	return y
}

// blockMin returns the least weight of y ⊕ an option of block j.
func (sp *split) blockMin(j int, y uint32) int32 {
	m := 32
	for _, o := range sp.opts[j] {
		m = min(m, bits.OnesCount32(y^o))
	}
	return int32(m)
}

// tagMin sets out[s] to the least weight of y ⊕ an option of block j with
// tag s.
func (sp *split) tagMin(j int, y uint32, out []int32) {
	for s := range out {
		out[s] = inf
	}
	for c, o := range sp.opts[j] {
		s := sp.tags[j][c]
		out[s] = min(out[s], int32(bits.OnesCount32(y^o)))
	}
}

// combine returns the least sum of one entry per block of tm whose tags
// sum to zero.
func (sp *split) combine(tm []int32) int {
	ns := 1 << sp.t
	var cur, next [1 << maxTags]int32
	for s := 1; s < ns; s++ {
		cur[s] = inf
	}
	for j := 0; j < len(tm)/ns; j++ {
		row := tm[j*ns : (j+1)*ns]
		for s := range ns {
			v := cur[s] + row[0]
			for g := 1; g < ns; g++ {
				v = min(v, cur[s^g]+row[g])
			}
			next[s] = min(v, inf)
		}
		cur = next
	}
	return int(cur[0])
}

// choose returns, for block patterns y, the option each block takes in a
// lightest choice whose tags cancel.
func (sp *split) choose(y []uint32) []int {
	nb, ns := len(y), 1<<sp.t
	// cost[j][s]: least weight of blocks j.. given the tags so far sum to s.
	cost := make([]int32, (nb+1)*ns)
	for s := 1; s < ns; s++ {
		cost[nb*ns+s] = inf
	}
	for j := nb - 1; j >= 0; j-- {
		for s := range ns {
			v := int32(inf)
			for c, o := range sp.opts[j] {
				g := int(sp.tags[j][c])
				v = min(v, int32(bits.OnesCount32(y[j]^o))+cost[(j+1)*ns+(s^g)])
			}
			cost[j*ns+s] = min(v, inf)
		}
	}
	out := make([]int, nb)
	s := 0
	for j := range nb {
		for c, o := range sp.opts[j] {
			g := int(sp.tags[j][c])
			if int32(bits.OnesCount32(y[j]^o))+cost[(j+1)*ns+(s^g)] == cost[j*ns+s] {
				out[j] = c
				s ^= g
				break
			}
		}
	}
	return out
}
