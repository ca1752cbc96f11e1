package solver

import "math/bits"

// inf stands for no choice at all in the dynamic programme: more than any
// weight, and small enough to add a few without overflow.
const inf = 1 << 20

// lightest searches x0 ⊕ the null space exactly (see split), keeping the
// lightest vector in best, whose weight is bw, unless best is lighter or
// as light and lexicographically smaller; it returns the new weight.
func (sp *split) lightest(x0, best []uint64, bw int) int {
	y := sp.gather(x0)
	code := sp.walk(y)
	// Rebuild the winner: x0 ⊕ its member of B ⊕ each block's choice.
	nw := sp.nw
	x := append([]uint64(nil), x0...)
	for i := range sp.kB() {
		if code>>i&1 != 0 {
			xorInto(x, x, sp.bvecs[i*nw:(i+1)*nw])
		}
	}
	y = sp.gather(x)
	for j, c := range sp.choose(y) {
		pat := sp.opts[j][c]
		for pat != 0 {
			p := bits.TrailingZeros32(pat)
			pat &= pat - 1
			cell := sp.blocks[j][p]
			x[cell/64] ^= 1 << (uint(cell) % 64)
		}
	}
	if w := weight(x); w < bw || w == bw && lexLess(x, best) {
		copy(best, x)
		bw = w
	}
	return bw
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

// walk visits every member of B in Gray-code order, starting from the
// block patterns y of x0, and returns the member (as a set of B's basis
// vectors) whose best choice of A is lightest; y is left changed.
func (sp *split) walk(y []uint32) (code uint64) {
	if sp.t == 0 {
		return sp.walkFree(y)
	}
	return sp.walkTagged(y)
}

// walkFree is walk without tags: the blocks choose independently, so the
// weight is a sum of block minima, of which a step updates those it
// touches.
func (sp *split) walkFree(y []uint32) (code uint64) {
	if sp.mins != nil {
		return sp.walkTable(y)
	}
	m := make([]int, len(y))
	total := 0
	for j := range y {
		m[j] = blockMin(sp.opts[j], y[j])
		total += m[j]
	}
	best := total
	for i := uint64(1); i < 1<<sp.kB(); i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := p.block
			y[j] ^= p.pat
			nm := blockMin(sp.opts[j], y[j])
			total += nm - m[j]
			m[j] = nm
		}
		if total < best {
			best, code = total, i^i>>1
		}
	}
	return code
}

// walkTable is walkFree with each block's minimum looked up in mins.
func (sp *split) walkTable(y []uint32) (code uint64) {
	m := make([]uint8, len(y))
	total := 0
	for j := range y {
		m[j] = sp.mins[j][y[j]]
		total += int(m[j])
	}
	best := total
	for i := uint64(1); i < 1<<sp.kB(); i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := p.block
			y[j] ^= p.pat
			nm := sp.mins[j][y[j]]
			total += int(nm) - int(m[j])
			m[j] = nm
		}
		if total < best {
			best, code = total, i^i>>1
		}
	}
	return code
}

// blockMin returns the least weight of y ⊕ one of opts.
func blockMin(opts []uint32, y uint32) int {
	m := 32
	for _, o := range opts {
		m = min(m, bits.OnesCount32(y^o))
	}
	return m
}

// walkTagged is walk with tags: each block keeps its least weight per tag
// value, and a dynamic programme over the blocks finds the least total
// whose tags cancel.
func (sp *split) walkTagged(y []uint32) (code uint64) {
	ns := 1 << sp.t
	tm := make([]int32, len(y)*ns) // tm[j*ns+s]: block j's least weight with tag s
	for j := range y {
		sp.tagMin(j, y[j], tm[j*ns:(j+1)*ns])
	}
	best := sp.combine(tm)
	for i := uint64(1); i < 1<<sp.kB(); i++ {
		for _, p := range sp.touch[bits.TrailingZeros64(i)] {
			j := p.block
			y[j] ^= p.pat
			sp.tagMin(int(j), y[j], tm[int(j)*ns:(int(j)+1)*ns])
		}
		if total := sp.combine(tm); total < best {
			best, code = total, i^i>>1
		}
	}
	return code
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
