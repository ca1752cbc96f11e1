package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
	"slices"
)

// The split search: an exact search of a null space too large to walk,
// by the board's geometry. Cut the board into blocks, its rows or its
// columns. The null vectors A made of one of a few options per block (a
// null vector inside the block, maybe the whole block) are chosen block by
// block, so the search walks only a complement B of A: on 9×9 king with
// wrap (nullity 32) B has 14 dimensions, 16,384 steps instead of 4·10^9.
// This file builds the split; split_walk.go walks it. See docs/solver.md,
// “The split search”.

const (
	// maxTags is the most bits of whole-block bookkeeping a split keeps.
	maxTags = 2
	// maxOptionBits bounds dim K_j (plus one for the whole block).
	maxOptionBits = 6
	// tableBits is the largest block whose minima are tabulated.
	tableBits = 12
)

// split is the search structure of one way to cut a board into blocks.
type split struct {
	n, nw  int
	blocks [][]int32 // blocks[j][p]: the cell at bit p of block j's pattern
	// opts[j][c] is option c of block j as a pattern of the block's
	// cells; tags[j][c] the whole-block bits it contributes.
	opts [][]uint32
	tags [][]uint8
	t    int // tag bits
	// mins[j][y], for blocks of at most tableBits cells without tags, is
	// blockMin(j, y), and maxs[j][y] the greatest weight of y ⊕ an option;
	// blocks with equal options share tables.
	mins, maxs [][]uint8
	// bvecs are B's basis vectors, nw words each, and touch[i] lists the
	// blocks vector i changes, with its pattern there.
	bvecs []uint64
	touch [][]blockPattern
	// cellBlock[c] and cellPos[c]: the block of cell c and its bit there.
	cellBlock []int32
	cellPos   []uint8
}

// blockPattern is a vector's pattern in one block.
type blockPattern struct {
	block int32
	pat   uint32
}

// kB returns the dimension of B: the search walks 2^kB vectors per coset.
func (sp *split) kB() int { return len(sp.touch) }

// cost estimates the work of one search, in popcounts.
func (sp *split) cost() float64 {
	per := 0
	for _, tp := range sp.touch {
		for _, p := range tp {
			per += len(sp.opts[p.block])
		}
	}
	per = per/max(len(sp.touch), 1) + 1
	if sp.t > 0 {
		per += len(sp.blocks) << (2 * sp.t)
	}
	return float64(per) * float64(uint64(1)<<sp.kB())
}

// boardSplit returns the cheaper of the splits into rows and into columns
// of a w×h board with press masks presses, whose null-space basis is null,
// or nil when neither is worth having.
func boardSplit(presses [][]uint64, null *basis, w, h int) *split {
	if w*h != null.n || w > 32 || h > 32 {
		return nil
	}
	var rows, cols [][]int32
	for y := range h {
		b := make([]int32, w)
		for x := range w {
			b[x] = int32(y*w + x)
		}
		rows = append(rows, b)
	}
	for x := range w {
		b := make([]int32, h)
		for y := range h {
			b[y] = int32(y*w + x)
		}
		cols = append(cols, b)
	}
	var best *split
	for _, o := range [][2][][]int32{{rows, cols}, {cols, rows}} {
		// B's vectors are drawn first from the null vectors inside the
		// other blocks, which touch few of these.
		var prefer []uint64
		for _, cells := range o[1] {
			for _, pat := range blockKernel(presses, cells, null.nw) {
				prefer = append(prefer, scatter(pat, cells, null.nw)...)
			}
		}
		for _, whole := range []bool{false, true} {
			sp := newSplit(presses, null, o[0], whole, prefer)
			if sp != nil && sp.kB() < null.k() && (best == nil || sp.cost() < best.cost()) {
				best = sp
			}
		}
	}
	return best
}

// newSplit builds the split of the null space spanned by null into blocks,
// with whole blocks among the options when whole is set, drawing B's basis
// from the null vectors prefer (nw words each) before null's; nil when
// that takes more than maxTags tag bits or too many options.
func newSplit(presses [][]uint64, null *basis, blocks [][]int32, whole bool, prefer []uint64) *split {
	n, nw := null.n, null.nw
	sp := &split{n: n, nw: nw, blocks: blocks}
	var aVecs []uint64 // A's basis, nw words each
	// The whole-block parts: z[j] = A · (block j), and the tag basis.
	var zs []uint64
	var wholeBlocks []int
	for j, cells := range blocks {
		kern := blockKernel(presses, cells, nw)
		full := uint32(1)<<len(cells) - 1
		if len(cells) == 32 {
			full = ^uint32(0)
		}
		z := make([]uint64, nw)
		for _, c := range cells {
			bitvec.XorInto(z, z, presses[c][:nw])
		}
		useWhole := whole && lowBit(z) >= 0
		if len(kern)+b2i(useWhole) > maxOptionBits {
			return nil
		}
		gens := kern
		if useWhole {
			gens = append(gens, full)
			zs = append(zs, z...)
			wholeBlocks = append(wholeBlocks, j)
		}
		opts := make([]uint32, 1<<len(gens))
		for c := 1; c < len(opts); c++ {
			i := bits.TrailingZeros(uint(c))
			opts[c] = opts[c&(c-1)] ^ gens[i]
		}
		sp.opts = append(sp.opts, opts)
		sp.tags = append(sp.tags, make([]uint8, len(opts)))
		for _, pat := range kern {
			aVecs = append(aVecs, scatter(pat, cells, nw)...)
		}
	}
	if whole && len(wholeBlocks) == 0 {
		return nil
	}
	// Tags: coordinates of each z in a basis of their span.
	coords, t, ok := spanCoords(zs, nw, maxTags)
	if !ok {
		return nil
	}
	sp.t = t
	for i, j := range wholeBlocks {
		opts := sp.opts[j]
		top := len(opts) / 2 // the whole block is the last generator
		for c := top; c < len(opts); c++ {
			sp.tags[j][c] = coords[i]
		}
	}
	// Sums of whole blocks that are null: combinations of the coords that
	// vanish.
	for _, comb := range nullCombos(coords) {
		v := make([]uint64, nw)
		for i := range wholeBlocks {
			if comb>>i&1 != 0 {
				bitvec.XorInto(v, v, scatter(^uint32(0)>>(32-len(blocks[wholeBlocks[i]])), blocks[wholeBlocks[i]], nw))
			}
		}
		aVecs = append(aVecs, v...)
	}
	// B: null-space basis vectors that extend A's basis.
	ech := newEchelon(nw)
	for i := 0; i < len(aVecs)/max(nw, 1); i++ {
		if !ech.add(aVecs[i*nw : (i+1)*nw]) {
			return nil // cannot happen: A's vectors are independent
		}
	}
	cellBlock := make([]int32, n)
	cellPos := make([]uint8, n)
	sp.cellBlock, sp.cellPos = cellBlock, cellPos
	for j, cells := range blocks {
		for p, c := range cells {
			cellBlock[c], cellPos[c] = int32(j), uint8(p)
		}
	}
	cands := append(append([]uint64(nil), prefer...), null.vecs...)
	for i := 0; i < len(cands)/max(nw, 1) && ech.rank < null.k(); i++ {
		v := cands[i*nw : (i+1)*nw]
		if !ech.add(v) {
			continue
		}
		sp.bvecs = append(sp.bvecs, v...)
		pats := make([]uint32, len(blocks))
		for w, word := range v {
			for word != 0 {
				c := w*64 + bits.TrailingZeros64(word)
				word &= word - 1
				pats[cellBlock[c]] |= 1 << cellPos[c]
			}
		}
		var tp []blockPattern
		for j, p := range pats {
			if p != 0 {
				tp = append(tp, blockPattern{int32(j), p})
			}
		}
		sp.touch = append(sp.touch, tp)
	}
	if ech.rank != null.k() {
		return nil // cannot happen: A lies in the null space
	}
	sp.sortB()
	sp.tabulate()
	return sp
}

// tabulate fills mins and maxs for a split without tags on blocks small
// enough.
func (sp *split) tabulate() {
	if sp.t != 0 {
		return
	}
	sp.mins = make([][]uint8, len(sp.blocks))
	sp.maxs = make([][]uint8, len(sp.blocks))
	for j, cells := range sp.blocks {
		if len(cells) > tableBits {
			sp.mins, sp.maxs = nil, nil
			return
		}
		for i := range j {
			if slices.Equal(sp.opts[i], sp.opts[j]) && len(sp.blocks[i]) == len(cells) {
				sp.mins[j], sp.maxs[j] = sp.mins[i], sp.maxs[i]
				break
			}
		}
		if sp.mins[j] != nil {
			continue
		}
		lo := make([]uint8, 1<<len(cells))
		hi := make([]uint8, 1<<len(cells))
		for y := range lo {
			lo[y] = uint8(sp.blockMin(j, uint32(y)))
			for _, o := range sp.opts[j] {
				hi[y] = max(hi[y], uint8(bits.OnesCount32(uint32(y)^o)))
			}
		}
		sp.mins[j], sp.maxs[j] = lo, hi
	}
}

// blockKernel returns a basis of the press sets inside a block that change
// nothing, as patterns of the block's cells: elimination of the block's
// press masks (nw words each), tracking combinations.
func blockKernel(presses [][]uint64, cells []int32, nw int) []uint32 {
	type row struct {
		v    []uint64
		comb uint32
	}
	var rows []row
	var kern []uint32
	for p, c := range cells {
		v := append([]uint64(nil), presses[c][:nw]...)
		comb := uint32(1) << p
		// Rows are kept with distinct lowest bits.
		for changed := true; changed; {
			changed = false
			for _, r := range rows {
				if lb := lowBit(v); lb >= 0 && lb == lowBit(r.v) {
					bitvec.XorInto(v, v, r.v)
					comb ^= r.comb
					changed = true
				}
			}
		}
		if lowBit(v) < 0 {
			kern = append(kern, comb)
		} else {
			rows = append(rows, row{v, comb})
		}
	}
	return kern
}

// sortB orders B's basis by the number of blocks each vector touches, so
// that the Gray-code walk, which changes vector i every 2^(i+1) steps,
// most often changes the fewest blocks.
func (sp *split) sortB() {
	nw := sp.nw
	idx := make([]int, len(sp.touch))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return len(sp.touch[a]) - len(sp.touch[b]) })
	vecs := make([]uint64, 0, len(sp.bvecs))
	touch := make([][]blockPattern, 0, len(sp.touch))
	for _, i := range idx {
		vecs = append(vecs, sp.bvecs[i*nw:(i+1)*nw]...)
		touch = append(touch, sp.touch[i])
	}
	sp.bvecs, sp.touch = vecs, touch
}

// b2i returns 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// scatter returns the vector of n cells (nw words) set at the cells of
// pattern pat in a block.
func scatter(pat uint32, cells []int32, nw int) []uint64 {
	v := make([]uint64, nw)
	for pat != 0 {
		p := bits.TrailingZeros32(pat)
		pat &= pat - 1
		c := cells[p]
		v[c/64] |= 1 << (uint(c) % 64)
	}
	return v
}

// spanCoords returns, for each of the vectors zs (nw words each), its
// coordinates in a basis of their span chosen among them, and the span's
// dimension; ok is false when that exceeds maxDim.
func spanCoords(zs []uint64, nw, maxDim int) (coords []uint8, dim int, ok bool) {
	type row struct {
		v    []uint64
		comb uint8
	}
	var rows []row
	for i := 0; i < len(zs)/max(nw, 1); i++ {
		x := append([]uint64(nil), zs[i*nw:(i+1)*nw]...)
		var comb uint8
		for {
			lb := lowBit(x)
			if lb < 0 {
				break
			}
			found := false
			for _, r := range rows {
				if lowBit(r.v) == lb {
					bitvec.XorInto(x, x, r.v)
					comb ^= r.comb
					found = true
					break
				}
			}
			if !found {
				if dim == maxDim {
					return nil, 0, false
				}
				// x = z_i ⊕ (the rows used) = e_dim ⊕ comb.
				rows = append(rows, row{x, comb ^ 1<<dim})
				comb = 1 << dim
				dim++
				break
			}
		}
		coords = append(coords, comb)
	}
	return coords, dim, true
}

// nullCombos returns a basis of the sets of indices whose coords sum to
// zero, as bit masks.
func nullCombos(coords []uint8) []uint64 {
	type row struct {
		v    uint8
		comb uint64
	}
	var rows []row
	var out []uint64
	for i, c := range coords {
		comb := uint64(1) << i
		for changed := true; changed && c != 0; {
			changed = false
			for _, r := range rows {
				if c&-c == r.v&-r.v {
					c ^= r.v
					comb ^= r.comb
					changed = true
				}
			}
		}
		if c == 0 {
			out = append(out, comb)
		} else {
			rows = append(rows, row{c, comb})
		}
	}
	return out
}
