package coset

import (
	"flip/solver/internal/bitvec"
	"math/rand/v2"
	"testing"
)

// TestSplitMatchesWalk compares the split search with a walk of the whole
// null space on random cosets of every small null space that has a split,
// rows or columns, with or without whole blocks.
func TestSplitMatchesWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	tried, tagged := 0, 0
	for _, r := range smallNullSpaces(t) {
		space := r.space()
		sp := space.boardSplit()
		if sp == nil {
			continue
		}
		tried++
		if sp.t > 0 {
			tagged++
		}
		s := space.basis
		for range 4 {
			x0 := randomVector(rng, s.n, s.nw)
			want := append([]uint64(nil), x0...)
			ww := s.grayWalk(x0, s.k(), want, bitvec.Weight(want))
			got := append([]uint64(nil), x0...)
			gw := sp.lightest(x0, got, bitvec.Weight(got))
			if gw != ww || bitvec.Weight(got) != gw || !r.inCoset(got, x0) {
				t.Fatalf("%s (split kB %d, t %d): split finds weight %d (vector weighs %d, in coset %v); the walk %d",
					r.name, sp.kB(), sp.t, gw, bitvec.Weight(got), r.inCoset(got, x0), ww)
			}
		}
	}
	if tried < 30 || tagged < 5 {
		t.Fatalf("%d rule sets had a split, %d with tags; want at least 30 and 5", tried, tagged)
	}
}

// TestSplitComplementary checks the split walk that covers a coset and its
// complement at once against a walk of the whole null space for each.
func TestSplitComplementary(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	tried := 0
	for _, r := range smallNullSpaces(t) {
		space := r.space()
		sp := space.boardSplit()
		if sp == nil || sp.maxs == nil {
			continue
		}
		tried++
		s := space.basis
		for range 3 {
			x0, _ := r.particular(r.randomSolvable(rng))
			x1 := complementOf(s, x0)
			want0 := append([]uint64(nil), x0...)
			want1 := append([]uint64(nil), x1...)
			ww := min(s.grayWalk(x0, s.k(), want0, bitvec.Weight(want0)), s.grayWalk(x1, s.k(), want1, bitvec.Weight(want1)))
			ws := sp.walks(s, [][]uint64{x0, x1})
			got := append([]uint64(nil), x0...)
			gw := bitvec.Weight(got)
			for _, w := range ws {
				w.run(^uint64(0))
				gw = w.finish(got, gw)
			}
			if len(ws) != 1 || gw != ww || bitvec.Weight(got) != gw || !r.inCoset(got, x0) && !r.inCoset(got, x1) {
				t.Fatalf("%s: %d walks find %d (vector weighs %d); separate walks %d", r.name, len(ws), gw, bitvec.Weight(got), ww)
			}
		}
	}
	if tried < 20 {
		t.Fatalf("%d rule sets had a tabulated split; want at least 20", tried)
	}
}
