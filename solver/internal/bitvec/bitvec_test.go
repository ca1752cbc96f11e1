package bitvec

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// columns returns the ascending list of columns set in x.
func columns(x []uint64) []int {
	var out []int
	for j := range 64 * len(x) {
		if x[j/64]>>(j%64)&1 != 0 {
			out = append(out, j)
		}
	}
	return out
}

// TestAgainstColumns checks each operation against the same done on the
// list of columns.
func TestAgainstColumns(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		n := 1 + rng.IntN(3)
		a, b := make([]uint64, n), make([]uint64, n)
		for i := range n {
			a[i], b[i] = rng.Uint64()&rng.Uint64(), rng.Uint64()&rng.Uint64()
		}
		if w := Weight(a); w != len(columns(a)) {
			t.Fatalf("Weight(%x) = %d, want %d", a, w, len(columns(a)))
		}
		x := make([]uint64, n)
		XorInto(x, a, b)
		ca, cb, cx := columns(a), columns(b), columns(x)
		for j := range 64 * n {
			if slices.Contains(cx, j) != (slices.Contains(ca, j) != slices.Contains(cb, j)) {
				t.Fatalf("XorInto(%x, %x) = %x: column %d wrong", a, b, x, j)
			}
		}
		if len(ca) == len(cb) {
			if got, want := LexLess(a, b), slices.Compare(ca, cb) < 0; got != want {
				t.Fatalf("LexLess(%v, %v) = %v, want %v", ca, cb, got, want)
			}
		}
	}
}
