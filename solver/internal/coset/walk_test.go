package coset

import (
	"flip/solver/internal/bitvec"
	"math/rand/v2"
	"slices"
	"testing"
)

// complementOf returns the representative, 0 on the free columns, of the
// coset of x0's complement.
func complementOf(s *basis, x0 []uint64) []uint64 {
	y := append([]uint64(nil), x0...)
	complement(y, s.n)
	for i := range s.k() {
		bitvec.XorInto(y, y, s.vecs[i*s.nw:(i+1)*s.nw])
	}
	return y
}

// TestComplementaryWalk checks the walks that cover a coset and its
// complement at once (the Flip Game's two goals on a torus) against a
// separate walk of each, on every small null space of more than 64 cells.
func TestComplementaryWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	tried := 0
	for _, r := range smallNullSpaces(t) {
		s := r.space().basis
		if s.nw < 2 || s.k() < 6 {
			continue
		}
		tried++
		for range 3 {
			// A representative 0 on the free columns, as the walks want.
			x0, ok := r.particular(r.randomSolvable(rng))
			if !ok {
				t.Fatalf("%s: a solvable position has no solution", r.name)
			}
			x1 := complementOf(s, x0)
			if !s.complementary(x0, x1) || !slices.Equal(x0, x1) && s.complementary(x0, x0) {
				t.Fatalf("%s: complementary is wrong", r.name)
			}
			want0 := append([]uint64(nil), x0...)
			want1 := append([]uint64(nil), x1...)
			ww := min(s.grayWalk(x0, s.k(), want0, bitvec.Weight(want0)), s.grayWalk(x1, s.k(), want1, bitvec.Weight(want1)))
			got := append([]uint64(nil), x0...)
			gw := s.walk([][]uint64{x0, x1}, s.k(), got, bitvec.Weight(got))
			if gw != ww || bitvec.Weight(got) != gw || !r.inCoset(got, x0) && !r.inCoset(got, x1) {
				t.Fatalf("%s: the walk of both finds %d (vector weighs %d); separate walks %d", r.name, gw, bitvec.Weight(got), ww)
			}
		}
	}
	if tried < 20 {
		t.Fatalf("%d null spaces tried; want at least 20", tried)
	}
}
