package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
	"slices"
)

// The torus's symmetries that map press masks onto press masks, and the
// chain of null subspaces they fix that the periodic search's levels come
// from. See docs/solver.md, “The periodic search”.

// torusPeriodic returns the periodic search of a w×h torus with press
// masks presses and null-space basis null, or nil when its null space
// has no invariant subspace to exploit. Every symmetry of the torus that
// maps each press mask onto a press mask (the translations, the
// reflections and, on a square board, the transpositions) maps the null
// space onto itself, and the null vectors that a group of them fixes are
// constant on the group's orbits. The chain of subspaces is built
// greedily: add to the group the symmetry that keeps the largest fixed
// subspace, and of those the one that leaves the fewest orbits; a step
// that keeps the dimension only coarsens the orbits, one that lowers it
// starts a level.
func torusPeriodic(presses [][]uint64, null *basis, w, h int) *periodic {
	k, n, nw := null.k(), null.n, null.nw
	if w*h != n || k > periodicNullity || k == 0 {
		return nil
	}
	pool := torusSymmetries(presses, w, h)
	chain := [][]uint64{null.vecs}
	cur := null.vecs
	parent := make([]int32, n) // the union-find of the group's orbits
	for j := range parent {
		parent[j] = int32(j)
	}
	orbits := n
	used := make([]bool, len(pool))
	for {
		best, bestDim, bestOrbits := -1, -1, 0
		var bestVecs []uint64
		for gi, g := range pool {
			if used[gi] {
				continue
			}
			o := orbitsWith(parent, g)
			if o == orbits {
				used[gi] = true // already in the group
				continue
			}
			vecs := fixedBy(cur, nw, g)
			if d := len(vecs) / nw; d > bestDim || d == bestDim && o < bestOrbits {
				best, bestDim, bestOrbits, bestVecs = gi, d, o, vecs
			}
		}
		if best < 0 || bestDim == 0 {
			break
		}
		used[best] = true
		uniteAll(parent, pool[best])
		orbits = bestOrbits
		if bestDim < len(cur)/nw {
			chain = append(chain, bestVecs)
		} else {
			chain[len(chain)-1] = bestVecs
		}
		cur = bestVecs
	}
	if len(chain) < 2 {
		return nil
	}
	// The basis, from the bottom up: V_L's, then each level's complement.
	var levels [][]uint64
	e := newEchelon(nw)
	for i := len(chain) - 1; i >= 0; i-- {
		var lvl []uint64
		vs := chain[i]
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
	dims = mergeLevels(dims)
	if slices.Max(dims) > maxLevelBits {
		return nil // a level's transform would not fit
	}
	return newPeriodic(n, nw, vecs, dims)
}

// torusSymmetries returns the symmetries of a w×h torus, as maps of
// cells, that map every press mask onto a press mask: the translations
// by w/q columns and h/q rows for each divisor q > 1, the reflections of
// the columns and of the rows about either kind of axis, and on a square
// board the two transpositions.
func torusSymmetries(presses [][]uint64, w, h int) [][]int32 {
	cell := func(x, y int) int32 { return int32(((y%h+h)%h)*w + (x%w+w)%w) }
	var maps []func(x, y int) int32
	for q := 2; q <= w; q++ {
		if w%q == 0 {
			maps = append(maps, func(x, y int) int32 { return cell(x+w/q, y) })
		}
	}
	for q := 2; q <= h; q++ {
		if h%q == 0 {
			maps = append(maps, func(x, y int) int32 { return cell(x, y+h/q) })
		}
	}
	for c := range 2 {
		maps = append(maps,
			func(x, y int) int32 { return cell(c-x, y) },
			func(x, y int) int32 { return cell(x, c-y) })
	}
	if w == h {
		maps = append(maps,
			func(x, y int) int32 { return cell(y, x) },
			func(x, y int) int32 { return cell(-y, -x) })
	}
	n := w * h
	var out [][]int32
	for _, f := range maps {
		g := make([]int32, n)
		for j := range g {
			g[j] = f(j%w, j/w)
		}
		if preservesPresses(presses, (n+63)/64, g) {
			out = append(out, g)
		}
	}
	return out
}

// preservesPresses reports whether the cell map g maps the press mask of
// each cell onto that of its image, masks of nw words.
func preservesPresses(presses [][]uint64, nw int, g []int32) bool {
	img := make([]uint64, nw)
	for j, gj := range g {
		clear(img)
		for wi, word := range presses[j][:nw] {
			for word != 0 {
				c := int(g[wi*64+bits.TrailingZeros64(word)])
				word &= word - 1
				img[c/64] |= 1 << (uint(c) % 64)
			}
		}
		if !slices.Equal(img, presses[gj][:nw]) {
			return false
		}
	}
	return true
}

// fixedBy returns a basis (nw words a vector) of the members of span(vecs)
// that the cell map g fixes: the kernel of g + 1 there.
func fixedBy(vecs []uint64, nw int, g []int32) []uint64 {
	k := len(vecs) / nw
	n := len(g)
	type row struct {
		v    []uint64
		comb uint64
	}
	var rows []row
	var out []uint64
	for i := range k {
		v := vecs[i*nw : (i+1)*nw]
		d := append([]uint64(nil), v...) // v + g(v)
		for j := range n {
			if v[j/64]>>(uint(j)%64)&1 != 0 {
				c := int(g[j])
				d[c/64] ^= 1 << (uint(c) % 64)
			}
		}
		comb := uint64(1) << i
		for {
			lb := lowBit(d)
			if lb < 0 {
				x := make([]uint64, nw)
				for c := comb; c != 0; c &= c - 1 {
					t := bits.TrailingZeros64(c)
					bitvec.XorInto(x, x, vecs[t*nw:(t+1)*nw])
				}
				out = append(out, x...)
				break
			}
			found := false
			for _, r := range rows {
				if lowBit(r.v) == lb {
					bitvec.XorInto(d, d, r.v)
					comb ^= r.comb
					found = true
					break
				}
			}
			if !found {
				rows = append(rows, row{d, comb})
				break
			}
		}
	}
	return out
}

// find returns j's root in the union-find parent.
func find(parent []int32, j int32) int32 {
	for parent[j] != j {
		parent[j] = parent[parent[j]]
		j = parent[j]
	}
	return j
}

// uniteAll joins every cell's set with its image's under g.
func uniteAll(parent []int32, g []int32) {
	for j, gj := range g {
		if a, b := find(parent, int32(j)), find(parent, gj); a != b {
			parent[a] = b
		}
	}
}

// orbitsWith returns the number of orbits once g joins the group whose
// orbits parent holds, without changing parent.
func orbitsWith(parent []int32, g []int32) int {
	p := slices.Clone(parent)
	uniteAll(p, g)
	o := 0
	for j := range p {
		if p[j] == int32(j) {
			o++
		}
	}
	return o
}
