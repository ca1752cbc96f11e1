package coset

import (
	"flip/solver/internal/bitvec"
	"math/bits"
	"math/rand/v2"
)

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

// descend improves x in place by local search — adding any one basis
// vector, or when the basis is small enough any two, that makes it
// strictly lighter — until nothing does, and returns its weight.
func (s *basis) descend(x []uint64) int {
	nw, k := s.nw, s.k()
	w := bitvec.Weight(x)
	pairs := k*k <= 1<<16
	tmp := make([]uint64, nw)
	for improved := true; improved; {
		improved = false
		for f := 0; f < k; f++ {
			vf := s.vecs[f*nw : (f+1)*nw]
			bitvec.XorInto(tmp, x, vf)
			if tw := bitvec.Weight(tmp); tw < w {
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
					bitvec.XorInto(x, tmp, vg)
					w, improved = tw, true
					bitvec.XorInto(tmp, x, vf)
				}
			}
		}
	}
	return w
}
