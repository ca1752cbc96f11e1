package binary

import (
	"flip/solver/internal/bitvec"
	"flip/solver/internal/coset"
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

// TestLightListAgainstSearch checks the list of light sets where it is
// cut to maxLight sets (a 2^16-member space on 10×10 cross with wrap and
// 9×9 rowcol) and where it stops at a weight (nullity 32), against the
// coset search on random positions: whenever the list has an answer it is
// odd and as light as the search's when the search is exact (nullity up
// to 24 or a proof by its bound), never heavier otherwise.
func TestLightListAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	for _, s := range []Spec{
		{Game: FlipGame, Width: 10, Height: 10, Shape: Cross, Torus: true},
		{Game: Fridge, Width: 9, Height: 9, Shape: RowCol},
		{Game: FlipGame, Width: 6, Height: 6, Shape: King, Torus: true},
		{Game: FlipGame, Width: 9, Height: 9, Shape: King, Torus: true},
	} {
		r := MustNew(s)
		q := r.quiet()
		q.lightOnce.Do(q.listLight)
		if len(q.light) == 0 || len(q.light)/q.nw > maxLight {
			t.Fatalf("%v: %d sets listed, want 1 to %d", s, len(q.light)/q.nw, maxLight)
		}
		found := 0
		for range 100 {
			var c Board
			for i := range r.Cells() {
				c.Set(i, rng.IntN(2) == 1)
			}
			p := q.odd(&c)
			if p < 0 {
				continue
			}
			v := q.lightOdd(&c)
			if v == nil {
				continue
			}
			found++
			cells, proven := q.lightestOdd(&c, p)
			if !parity(v, c[:q.nw]) || bitvec.Weight(v) > len(cells) || proven && bitvec.Weight(v) != len(cells) || !proven && q.d() <= coset.ExactNullity {
				t.Fatalf("%v: the list gives %v, the search %v (proven %v)", s, cellsOf(v), cells, proven)
			}
		}
		if found == 0 {
			t.Errorf("%v: the list never had an answer", s)
		}
	}
}
