package coset

import (
	"flip/solver/internal/bitvec"
	"math/rand/v2"
	"testing"
)

// TestLowerBounds checks both lower bounds against the exact lightest
// weight on random cosets of every small null space: never above it, and
// often enough equal to it or at least positive that they are not
// trivially 0.
func TestLowerBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var cases, bzTight, projPositive int
	for _, r := range smallNullSpaces(t) {
		s := r.space().basis
		for range 3 {
			x0 := randomVector(rng, s.n, s.nw)
			best := append([]uint64(nil), x0...)
			min := s.grayWalk(x0, s.k(), best, bitvec.Weight(best))
			// A small budget, so that the bound stops short of the end.
			bz, x, xw := s.lowerBound(x0, 1<<8)
			if bz > min || x != nil && (xw < min || bitvec.Weight(x) != xw || !r.inCoset(x, x0)) {
				t.Fatalf("%s: lowerBound = %d (visited weight %d); the lightest weighs %d", r.name, bz, xw, min)
			}
			pb := s.projBound(x0, r.w, r.h)
			if pb > min {
				t.Fatalf("%s: projBound = %d; the lightest weighs %d", r.name, pb, min)
			}
			cases++
			if bz == min {
				bzTight++
			}
			if pb > 0 {
				projPositive++
			}
		}
	}
	t.Logf("%d cosets: lowerBound tight on %d, projBound positive on %d", cases, bzTight, projPositive)
	if bzTight < cases/10 || projPositive < cases/10 {
		t.Fatalf("%d cosets: lowerBound tight on %d, projBound positive on %d; want a tenth each at least", cases, bzTight, projPositive)
	}
}
