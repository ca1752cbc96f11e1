package coset

import "math/bits"

// A second lower bound, from the board's geometry: cut the cells into
// disjoint groups (rows, columns, or pairs of them); every vector of the
// coset weighs on a group at least the lightest projection of the coset
// onto it, a walk of 2^rank patterns where the null space's rank on the
// group is small. See docs/solver.md, “Lower bounds”.

// projBits is the largest rank of a group that projBound walks.
const projBits = 16

// projBound returns the best of the bounds from cutting the w×h board
// into rows, columns, pairs of rows and pairs of columns, for the coset
// x0 ⊕ span(s).
func (s *basis) projBound(x0 []uint64, w, h int) int {
	if w*h != s.n {
		return 0
	}
	best := 0
	for _, g := range [][2]int{{1, 0}, {0, 1}, {2, 0}, {0, 2}} {
		var groups [][]int32
		if g[0] > 0 { // g[0] rows at a time
			for y := 0; y < h; y += g[0] {
				var cells []int32
				for yy := y; yy < min(h, y+g[0]); yy++ {
					for x := range w {
						cells = append(cells, int32(yy*w+x))
					}
				}
				groups = append(groups, cells)
			}
		} else {
			for x := 0; x < w; x += g[1] {
				var cells []int32
				for xx := x; xx < min(w, x+g[1]); xx++ {
					for y := range h {
						cells = append(cells, int32(y*w+xx))
					}
				}
				groups = append(groups, cells)
			}
		}
		sum := 0
		for _, cells := range groups {
			if len(cells) > 64 {
				sum = -1
				break
			}
			sum += s.groupMin(x0, cells)
		}
		best = max(best, sum)
	}
	return best
}

// groupMin returns the least weight on cells of a vector of x0 ⊕ span(s),
// or 0 when the null space's rank there exceeds projBits.
func (s *basis) groupMin(x0 []uint64, cells []int32) int {
	get := func(v []uint64) uint64 {
		var p uint64
		for i, c := range cells {
			p |= (v[c/64] >> (uint(c) % 64) & 1) << i
		}
		return p
	}
	// The projected basis, reduced to independent patterns.
	var gens []uint64
	for i := range s.k() {
		p := get(s.vecs[i*s.nw : (i+1)*s.nw])
		for _, g := range gens {
			if p&(g&-g) != 0 {
				p ^= g
			}
		}
		if p == 0 {
			continue
		}
		if len(gens) == projBits {
			return 0 // too many to walk
		}
		// Keep gens reduced: no gen has another's lowest bit.
		for j, g := range gens {
			if g&(p&-p) != 0 {
				gens[j] = g ^ p
			}
		}
		gens = append(gens, p)
	}
	cur := get(x0)
	m := bits.OnesCount64(cur)
	for i := uint32(1); i < 1<<len(gens); i++ {
		cur ^= gens[bits.TrailingZeros32(i)]
		m = min(m, bits.OnesCount64(cur))
	}
	return m
}
