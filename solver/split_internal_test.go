package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// smallNullSpaces lists the rule sets of sides 3 to 12, every shape and
// wrap, whose nullity is between 1 and 18, so that a walk of the whole
// null space is cheap.
func smallNullSpaces(t *testing.T) []*Rules {
	var out []*Rules
	for w := 3; w <= 12; w++ {
		for h := 3; h <= 12; h++ {
			for _, sh := range Shapes {
				for _, torus := range []bool{false, true} {
					r := MustNew(Spec{Game: Fridge, Width: w, Height: h, Shape: sh, Torus: torus})
					if k := r.Nullity(); k >= 1 && k <= 18 {
						out = append(out, r)
					}
				}
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("%d rule sets with nullity 1 to 18; want at least 50", len(out))
	}
	return out
}

// randomVector returns n random bits in nw words.
func randomVector(rng *rand.Rand, n, nw int) []uint64 {
	x := make([]uint64, nw)
	for c := range n {
		if rng.IntN(2) == 1 {
			x[c/64] |= 1 << (c % 64)
		}
	}
	return x
}

// inCoset reports whether x ⊕ x0 is a null vector of r's presses.
func inCoset(r *Rules, x, x0 []uint64) bool {
	var sum Board
	for c := range r.Cells() {
		if (x[c/64]^x0[c/64])>>(c%64)&1 != 0 {
			sum = sum.Xor(r.presses[c])
		}
	}
	return sum.IsZero()
}

// TestSplitMatchesWalk compares the split search with a walk of the whole
// null space on random cosets of every small null space that has a split,
// rows or columns, with or without whole blocks.
func TestSplitMatchesWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	tried, tagged := 0, 0
	for _, r := range smallNullSpaces(t) {
		sys := r.linear()
		sp := sys.boardSplit(r)
		if sp == nil {
			continue
		}
		tried++
		if sp.t > 0 {
			tagged++
		}
		s := sys.null
		for range 4 {
			x0 := randomVector(rng, s.n, s.nw)
			want := append([]uint64(nil), x0...)
			ww := s.grayWalk(x0, s.k(), want, weight(want))
			got := append([]uint64(nil), x0...)
			gw := sp.lightest(x0, got, weight(got))
			if gw != ww || weight(got) != gw || !inCoset(r, got, x0) {
				t.Fatalf("%v (split kB %d, t %d): split finds weight %d (vector weighs %d, in coset %v); the walk %d",
					r.Spec(), sp.kB(), sp.t, gw, weight(got), inCoset(r, got, x0), ww)
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
		sys := r.linear()
		sp := sys.boardSplit(r)
		if sp == nil || sp.maxs == nil {
			continue
		}
		tried++
		s := sys.null
		for range 3 {
			x0, _ := sys.particular(r.RandomSolvable(rng))
			x1 := complementOf(s, x0)
			want0 := append([]uint64(nil), x0...)
			want1 := append([]uint64(nil), x1...)
			ww := min(s.grayWalk(x0, s.k(), want0, weight(want0)), s.grayWalk(x1, s.k(), want1, weight(want1)))
			ws := sp.walks(s, [][]uint64{x0, x1})
			got := append([]uint64(nil), x0...)
			gw := weight(got)
			for _, w := range ws {
				w.run(^uint64(0))
				gw = w.finish(got, gw)
			}
			if len(ws) != 1 || gw != ww || weight(got) != gw || !inCoset(r, got, x0) && !inCoset(r, got, x1) {
				t.Fatalf("%v: %d walks find %d (vector weighs %d); separate walks %d", r.Spec(), len(ws), gw, weight(got), ww)
			}
		}
	}
	if tried < 20 {
		t.Fatalf("%d rule sets had a tabulated split; want at least 20", tried)
	}
}

// TestLowerBounds checks both lower bounds against the exact lightest
// weight on random cosets of every small null space: never above it, and
// often enough equal to it or at least positive that they are not
// trivially 0.
func TestLowerBounds(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var cases, bzTight, projPositive int
	for _, r := range smallNullSpaces(t) {
		s := r.linear().null
		for range 3 {
			x0 := randomVector(rng, s.n, s.nw)
			best := append([]uint64(nil), x0...)
			min := s.grayWalk(x0, s.k(), best, weight(best))
			// A small budget, so that the bound stops short of the end.
			bz, x, xw := s.lowerBound(x0, 1<<8)
			if bz > min || x != nil && (xw < min || weight(x) != xw || !inCoset(r, x, x0)) {
				t.Fatalf("%v: lowerBound = %d (visited weight %d); the lightest weighs %d", r.Spec(), bz, xw, min)
			}
			pb := s.projBound(x0, r.spec.Width, r.spec.Height)
			if pb > min {
				t.Fatalf("%v: projBound = %d; the lightest weighs %d", r.Spec(), pb, min)
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

// complementOf returns the representative, 0 on the free columns, of the
// coset of x0's complement.
func complementOf(s *basis, x0 []uint64) []uint64 {
	y := append([]uint64(nil), x0...)
	complement(y, s.n)
	for i := range s.k() {
		xorInto(y, y, s.vecs[i*s.nw:(i+1)*s.nw])
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
		sys := r.linear()
		s := sys.null
		if s.nw < 2 || s.k() < 6 {
			continue
		}
		tried++
		for range 3 {
			// A representative 0 on the free columns, as the walks want.
			x0, ok := sys.particular(BoardOf(0).Xor(r.RandomSolvable(rng)))
			if !ok {
				t.Fatalf("%v: a solvable position has no solution", r.Spec())
			}
			x1 := complementOf(s, x0)
			if !s.complementary(x0, x1) || !slices.Equal(x0, x1) && s.complementary(x0, x0) {
				t.Fatalf("%v: complementary is wrong", r.Spec())
			}
			want0 := append([]uint64(nil), x0...)
			want1 := append([]uint64(nil), x1...)
			ww := min(s.grayWalk(x0, s.k(), want0, weight(want0)), s.grayWalk(x1, s.k(), want1, weight(want1)))
			got := append([]uint64(nil), x0...)
			gw := s.walk([][]uint64{x0, x1}, s.k(), got, weight(got))
			if gw != ww || weight(got) != gw || !inCoset(r, got, x0) && !inCoset(r, got, x1) {
				t.Fatalf("%v: the walk of both finds %d (vector weighs %d); separate walks %d", r.Spec(), gw, weight(got), ww)
			}
		}
	}
	if tried < 20 {
		t.Fatalf("%d null spaces tried; want at least 20", tried)
	}
}
