package binary

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestBuildTableAnyMasks checks buildTable against brute force on random
// press masks and goals: unlike the built-in shapes' masks these need not
// be symmetric, so the second goal can lie outside the first one's coset
// of the span, and the first goal need not be all-clear.
func TestBuildTableAnyMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		n := 1 + trial%12
		if trial%50 == 0 {
			n = 16
		}
		g0 := BoardOf(rng.Uint64() & (1<<n - 1))
		if trial%3 == 0 {
			g0 = Board{}
		}
		r := &Rules{presses: make([]Board, n), goals: []Board{g0}}
		low := rng.IntN(n) + 1 // masks use the low bits only: rank at most low
		for i := range r.presses {
			r.presses[i] = BoardOf(rng.Uint64() & (1<<low - 1) & (1<<n - 1))
			if rng.IntN(4) == 0 { // now and then a mask that is a sum of others
				r.presses[i] = r.presses[i].Xor(r.presses[rng.IntN(i+1)])
			}
		}
		if trial%2 == 1 {
			r.goals = append(r.goals, g0.Xor(Full(n)))
		}
		want := make([]uint8, 1<<n)
		for x, d := range bruteDistances(n, lowWords(r.presses), lowWords(r.goals)) {
			want[x] = uint8(d) // -1 is unreached
		}
		if got := buildTable(r).dist; !slices.Equal(got, want) {
			var masks, goals []uint64
			for _, m := range r.presses {
				masks = append(masks, m[0])
			}
			for _, g := range r.goals {
				goals = append(goals, g[0])
			}
			t.Fatalf("masks %#x, goals %#x: table differs from brute force", masks, goals)
		}
	}
}

func TestByteHelpers(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 10000 {
		a, b := rng.Uint64()&(0x7F*byteOnes), rng.Uint64()&(0x7F*byteOnes)
		s := uint16(rng.IntN(8))
		m, p := minBytes(a, b), permBytes(a, s)
		for j := range 8 {
			x, y := uint8(a>>(8*j)), uint8(b>>(8*j))
			if got := uint8(m >> (8 * j)); got != min(x, y) {
				t.Fatalf("minBytes(%#x, %#x) byte %d = %#x, want %#x", a, b, j, got, min(x, y))
			}
			if got, want := uint8(p>>(8*(j^int(s)))), x; got != want {
				t.Fatalf("permBytes(%#x, %d) byte %d = %#x, want %#x", a, s, j^int(s), got, want)
			}
		}
	}
}
