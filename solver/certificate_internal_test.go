package solver

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestCertificateSearchesAnyMasks checks both ways a certificate is found,
// the list of light sets and the coset search behind it, against the
// brute-force oracle on random press masks. Unlike the built-in shapes'
// these need not be symmetric, so a set every press changes evenly (the
// left null space) is not a set of presses that changes nothing (the null
// space): only a certificate from the left one passes.
func TestCertificateSearchesAnyMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := range 400 {
		n := 1 + trial%12
		r := &Rules{spec: Spec{Game: FlipGame, Width: n, Height: 1}, presses: make([]Board, n), goals: []Board{{}, Full(n)}}
		low := rng.IntN(n) + 1
		for i := range r.presses {
			r.presses[i] = BoardOf(rng.Uint64() & (1<<low - 1) & (1<<n - 1))
		}
		quiet := bruteQuiet(n, lowWords(r.presses))
		q := r.quiet()
		if len(quiet) != 1<<q.d() {
			t.Fatalf("masks %x: %d quiet sets, nullity %d", lowWords(r.presses), len(quiet), q.d())
		}
		for range 20 {
			c := BoardOf(rng.Uint64() & (1<<n - 1))
			want := -1
			for _, v := range quiet {
				if bits.OnesCount64(v&c[0])%2 == 1 && (want < 0 || bits.OnesCount64(v) < want) {
					want = bits.OnesCount64(v)
				}
			}
			p := q.odd(&c)
			if (p >= 0) != (want >= 0) {
				t.Fatalf("masks %x, c %x: odd basis vector %d, lightest odd set %d", lowWords(r.presses), c[0], p, want)
			}
			if p < 0 {
				continue
			}
			check := func(how string, cells []int) {
				t.Helper()
				var v uint64
				for _, i := range cells {
					v |= 1 << i
				}
				if bits.OnesCount64(v&c[0])%2 != 1 || len(cells) != want {
					t.Fatalf("masks %x, c %x: %s gives %v, want an odd set of %d", lowWords(r.presses), c[0], how, cells, want)
				}
				for _, m := range r.presses {
					if bits.OnesCount64(v&m[0])%2 != 0 {
						t.Fatalf("masks %x: %s gives %v, which press %x changes oddly", lowWords(r.presses), how, cells, m[0])
					}
				}
			}
			cells, proven := q.lightestOdd(&c, p)
			if !proven {
				t.Fatalf("not proven with nullity %d", q.d())
			}
			check("the coset search", cells)
			if v := q.lightOdd(&c); v != nil {
				check("the list", cellsOf(v))
			}
		}
	}
}
