package coset

import (
	"flip/solver/internal/bitvec"
	"math"
	"sync"
)

// The search for the lightest solution: the lightest vector in the union
// of the cosets x0 ⊕ span(basis), one per goal that can be reached. Every
// vector of a coset is x0 ⊕ Σ_{f∈S} basis[f] for exactly one set S of basis
// vectors; x0 is 0 on the leads and basis[f] is 1 on lead f alone, so the
// vector weighs at least |S|. The walk visits all 2^k sets S, the branch
// and bound only those smaller than the best weight so far. See
// docs/solver.md, “The lightest-coset search”.

// ExactNullity is the largest nullity for which Lightest walks the whole
// null space, so that its answer is always proven lightest.
const ExactNullity = 24

const (
	// searchBudget bounds the sets of basis vectors that Lightest visits
	// per coset when it cannot walk them all: in a branch and bound, or in
	// the rounds of its local search.
	searchBudget = 1 << ExactNullity
	// roundBits is how many basis vectors a round of local search walks.
	roundBits = 20
	// transformBits is how many basis vectors the transform walk covers
	// with one Walsh–Hadamard transform.
	transformBits = 10
	// splitFloor is the cost, in candidates, below which Lightest does not
	// build or try the split search.
	splitFloor = 1 << 12
	// splitBudget bounds the cost of a split search, in popcounts.
	splitBudget = 1 << 28
	// boundBudget bounds the vectors the lower bound visits per
	// information set and coset.
	boundBudget = 1 << 16
	// periodicNullity is the largest nullity for which Lightest tries the
	// periodic search; from periodicFirst on it tries it before a walk,
	// within 2^(nullity-periodicShare) units of work.
	periodicNullity = 32
	periodicFirst   = 21
	periodicShare   = 3
)

// Geometry is the board that a space's vectors lie on: bit c of a vector
// is the cell at row c/Width, column c%Width. The split search, the
// periodic search and the projection bound need it; the zero Geometry is
// no board, and Lightest then does without them.
type Geometry struct {
	Width, Height int
	// Torus is set when the board wraps around, so that the periodic
	// search may use its symmetries.
	Torus bool
	// Presses[c] is the press mask of cell c: the cells a press on c
	// changes, packed as the vectors are (at least as many words). The
	// space reads them, never changes them.
	Presses [][]uint64
}

// Space is a null space over GF(2), given by a basis, with the searches
// for the lightest member of its cosets that are built on it on first use.
// It is safe for concurrent use.
type Space struct {
	basis *basis
	geom  Geometry

	splitOnce sync.Once
	split     *split // see boardSplit

	periodicOnce sync.Once
	periodic     *periodic // see torusPeriodic
}

// New returns the space spanned by vecs, vectors of n bits packed into
// (n+63)/64 words each (bit c in word c/64), that lie on the board g.
// The basis must be in systematic form: each vector has a column of its
// own, its lead, where it is 1 and every other vector 0 — as the
// null-space basis read off a reduced row echelon form has on the free
// columns. New keeps vecs; the caller must not change them.
func New(n int, vecs []uint64, g Geometry) *Space {
	return &Space{basis: newBasis(n, (n+63)/64, vecs), geom: g}
}

// Lightest returns the lightest vector it finds in the union of the
// cosets x0 ⊕ span(basis) for x0 in cosets, its weight, and bound, a
// weight that no vector of the cosets is lighter than: weight itself when
// the answer is proven lightest. Each x0 must be 0 on the leads (see New);
// Lightest does not change them. Of equally light vectors it keeps the one
// whose ascending list of set columns is lexicographically smallest among
// those it meets: a walk of the whole space meets them all.
//
// It polishes the representatives by local descent, then takes the
// cheapest exact search that fits its budget — a walk of the whole null
// space, a branch and bound on the number of basis vectors, the split
// search, the periodic search — and when none does, a bounded local
// search and two lower bounds. See docs/solver.md, “The lightest-coset
// search”.
func (s *Space) Lightest(cosets [][]uint64) (best []uint64, weight, bound int) {
	best, bw, sp, done := s.prepare(cosets)
	switch {
	case done:
		return best, bw, bw
	case sp != nil:
		for _, w := range sp.walks(s.basis, cosets) {
			w.run(^uint64(0))
			bw = w.finish(best, bw)
		}
		return best, bw, bw
	}
	return s.rest(cosets, best, bw)
}

// prepare is the start of Lightest: it returns the lightest of the cosets'
// representatives polished by descend, and either done, when that is
// proven lightest already, or the split search that Lightest takes, or
// neither, when Lightest goes on with rest.
func (s *Space) prepare(cosets [][]uint64) (best []uint64, bw int, sp *split, done bool) {
	b := s.basis
	k := b.k()
	for _, x0 := range cosets {
		x := append([]uint64(nil), x0...)
		if w := b.descend(x); best == nil || w < bw || w == bw && bitvec.LexLess(x, best) {
			best, bw = x, w
		}
	}
	if k == 0 || bw == 0 {
		return best, bw, nil, true
	}
	if cost := b.exactCost(bw); cost > splitFloor {
		if sp := s.boardSplit(); sp != nil && sp.cost() < min(cost, splitBudget) {
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
	if k <= ExactNullity {
		cost = float64(uint64(1) << k)
	}
	if below := setsBelow(k, bw); below <= searchBudget {
		cost = min(cost, float64(below))
	}
	return cost
}

// rest is the end of Lightest without a split search: the walk or the
// bound when either fits its budget, then on a torus of nullity at most
// periodicNullity the periodic search (from nullity periodicFirst on
// ahead of the walk, within a fraction of the walk's cost), and otherwise
// the local search and the lower bounds. best, of weight bw, is the
// lightest representative.
func (s *Space) rest(cosets [][]uint64, best []uint64, bw int) ([]uint64, int, int) {
	b := s.basis
	k := b.k()
	below := setsBelow(k, bw)
	if k >= periodicFirst && k <= ExactNullity && 1<<k <= below {
		// A walk of 2^k: the periodic search first, within a fraction
		// of the walk's cost (on the Lights Out tori of nullity 24 it
		// takes 2–7 ms where the walk takes 60–100).
		if p := s.torusPeriodic(); p != nil {
			var done bool
			if best, bw, done = p.lightestCosets(b, cosets, best, bw, 1<<(k-periodicShare)); done {
				return best, bw, bw
			}
		}
	}
	switch {
	case k <= ExactNullity && 1<<k <= below:
		bw = b.walk(cosets, k, best, bw)
		return best, bw, bw
	case below <= searchBudget:
		for _, x0 := range cosets {
			bw = b.bound(x0, best, bw)
		}
		return best, bw, bw
	}
	if k <= periodicNullity {
		if p := s.torusPeriodic(); p != nil {
			var done bool
			if best, bw, done = p.lightestCosets(b, cosets, best, bw, periodicBudget); done {
				return best, bw, bw
			}
		}
	}
	// Too many sets to rule out: local search, then the bound again.
	for _, x0 := range cosets {
		x, xw := b.search(x0)
		if xw < bw || xw == bw && bitvec.LexLess(x, best) {
			best, bw = x, xw
		}
	}
	if setsBelow(k, bw) <= searchBudget {
		for _, x0 := range cosets {
			bw = b.bound(x0, best, bw)
		}
		return best, bw, bw
	}
	// Still too many: a lower bound, the better of two (see lowerBound and
	// projBound), which may prove the answer after all.
	bound := bw
	for _, x0 := range cosets {
		lb, x, xw := b.lowerBound(x0, boundBudget)
		if x != nil && (xw < bw || xw == bw && bitvec.LexLess(x, best)) {
			best, bw = x, xw
		}
		bound = min(bound, max(lb, b.projBound(x0, s.geom.Width, s.geom.Height)))
	}
	return best, bw, min(bound, bw)
}

// boardSplit returns the space's split search, building it on the first
// call, or nil when its board has none worth having.
func (s *Space) boardSplit() *split {
	s.splitOnce.Do(func() {
		s.split = boardSplit(s.geom.Presses, s.basis, s.geom.Width, s.geom.Height)
	})
	return s.split
}

// torusPeriodic returns the space's periodic search, building it on the
// first call, or nil when its board is not a torus or has none.
func (s *Space) torusPeriodic() *periodic {
	s.periodicOnce.Do(func() {
		if s.geom.Torus {
			s.periodic = torusPeriodic(s.geom.Presses, s.basis, s.geom.Width, s.geom.Height)
		}
	})
	return s.periodic
}
