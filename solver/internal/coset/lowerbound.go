package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
)

// A lower bound on the lightest vector of a coset too large to search,
// after Brouwer and Zimmermann: cut the columns into disjoint information
// sets, rewrite the basis in systematic form on each, and visit every sum
// of at most d generators in every system; a vector none of them visited
// weighs at least Σ_j max(0, d+1 − (k − r_j)). See docs/solver.md, “Lower
// bounds”.

// infoSet is one system of the lower bound: the basis in systematic form
// on the pivot columns and the rank there.
type infoSet struct {
	gens   []uint64 // k generators of nw words
	pivots []int    // pivots[i]: the column where generator i is the unit vector, for i < rank
	rank   int
}

// infoSets cuts the columns of s's vectors into disjoint information sets,
// while each adds to the bound within depth maxDepth.
func (s *basis) infoSets(maxDepth int) []infoSet {
	k, nw := s.k(), s.nw
	used := make([]bool, s.n)
	var sets []infoSet
	for {
		gens := append([]uint64(nil), s.vecs...)
		var pivots []int
		for c := 0; c < s.n && len(pivots) < k; c++ {
			if used[c] {
				continue
			}
			w, bit := c/64, uint64(1)<<(uint(c)%64)
			r := len(pivots)
			p := -1
			for i := r; i < k; i++ {
				if gens[i*nw+w]&bit != 0 {
					p = i
					break
				}
			}
			if p < 0 {
				continue
			}
			if p != r {
				for j := range nw {
					gens[p*nw+j], gens[r*nw+j] = gens[r*nw+j], gens[p*nw+j]
				}
			}
			pr := gens[r*nw : (r+1)*nw]
			for i := range k {
				if i != r && gens[i*nw+w]&bit != 0 {
					bitvec.XorInto(gens[i*nw:(i+1)*nw], gens[i*nw:(i+1)*nw], pr)
				}
			}
			pivots = append(pivots, c)
		}
		if k-len(pivots) > maxDepth || len(pivots) == 0 {
			return sets
		}
		for _, c := range pivots {
			used[c] = true
		}
		sets = append(sets, infoSet{gens: gens, pivots: pivots, rank: len(pivots)})
	}
}

// lowerBound returns a weight that no vector of x0 ⊕ span(s) is lighter
// than, visiting at most budget vectors (see the top of this file), and the lightest
// vector it visited with its weight.
func (s *basis) lowerBound(x0 []uint64, budget int) (bound int, best []uint64, bw int) {
	k, nw := s.k(), s.nw
	maxDepth := 0
	for d, visits := 1, 1; d <= k; d++ {
		visits += binomial(k, d)
		if visits > budget {
			break
		}
		maxDepth = d
	}
	sets := s.infoSets(maxDepth)
	if len(sets) == 0 {
		return 0, nil, 0
	}
	// Each system's x_j: x0 with its pivot columns cleared.
	xs := make([][]uint64, len(sets))
	for j, set := range sets {
		x := append([]uint64(nil), x0...)
		for i, c := range set.pivots {
			if x[c/64]>>(uint(c)%64)&1 != 0 {
				bitvec.XorInto(x, x, set.gens[i*nw:(i+1)*nw])
			}
		}
		xs[j] = x
	}
	best = append([]uint64(nil), xs[0]...)
	bw = bitvec.Weight(best)
	spent := 0
	for d := 0; d <= maxDepth; d++ {
		for j, set := range sets {
			spent += binomial(k, d)
			bw = visitDepth(set.gens, nw, k, xs[j], d, best, bw)
		}
		lb := 0
		for _, set := range sets {
			lb += max(0, d+1-(k-set.rank))
		}
		bound = min(lb, bw)
		if bound == bw || spent > budget {
			break
		}
	}
	return bound, best, bw
}

// visitDepth visits x ⊕ every sum of exactly d of the k generators (nw
// words each), keeping the lightest in best, whose weight is bw, and
// returns the new weight.
func visitDepth(gens []uint64, nw, k int, x []uint64, d int, best []uint64, bw int) int {
	stack := make([]uint64, (d+1)*nw)
	copy(stack, x)
	var visit func(start, depth int)
	visit = func(start, depth int) {
		cur := stack[depth*nw : (depth+1)*nw]
		if depth == d {
			if w := bitvec.Weight(cur); w < bw || w == bw && bitvec.LexLess(cur, best) {
				copy(best, cur)
				bw = w
			}
			return
		}
		next := stack[(depth+1)*nw : (depth+2)*nw]
		for f := start; f <= k-(d-depth); f++ {
			bitvec.XorInto(next, cur, gens[f*nw:(f+1)*nw])
			visit(f+1, depth+1)
		}
	}
	visit(0, 0)
	return bw
}

// binomial returns C(n, r), saturating at 1<<62.
func binomial(n, r int) int {
	if r < 0 || r > n {
		return 0
	}
	c := 1
	for i := range r {
		hi, lo := bits.Mul64(uint64(c), uint64(n-i))
		if hi != 0 || lo > 1<<62 {
			return 1 << 62
		}
		c = int(lo) / (i + 1)
	}
	return c
}
