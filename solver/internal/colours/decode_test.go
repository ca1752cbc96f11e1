package colours

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"flip/solver/internal/binary"
)

// TestDecoder: on random codes (every dimension up to 12, boards of one
// to three words) and on the code the lift of 10×10 cross with wrap uses
// (16 words' dimension over 100 cells), the decoder's nearest word to
// random targets is a word of the code at the distance it says, and that
// distance is the least over every word, found by listing them all,
// whenever that least is below the bound asked for; when it is not, the
// decoder says a distance of at least the bound.
func TestDecoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	type code struct {
		n     int
		basis [][]uint64
	}
	var codes []code
	for _, n := range []int{20, 64, 100, 150} {
		for k := 0; k <= 12; k += 3 {
			codes = append(codes, code{n, randomBasis(rng, n, k)})
		}
	}
	r, err := New(binary.Spec{Width: 10, Height: 10, Shape: binary.Cross, Torus: true, Game: binary.FlipGame}, 6)
	if err != nil {
		t.Fatal(err)
	}
	l := r.linear().lifter()
	if l == nil || len(l.code) != 16 {
		t.Fatalf("10x10 cross with wrap in 6 colours: want a lift with a code of dimension 16")
	}
	codes = append(codes, code{100, l.code})
	nearSets := 0
	for _, c := range codes {
		d := newDecoder(c.basis, c.n)
		words := make([][]uint64, 1<<len(c.basis))
		for v := range words {
			words[v] = make([]uint64, (c.n+63)/64)
			for i, b := range c.basis {
				if v>>i&1 != 0 {
					for w := range b {
						words[v][w] ^= b[w]
					}
				}
			}
		}
		for range 60 {
			target := randomWord(rng, c.n)
			least := c.n + 1
			for _, w := range words {
				least = min(least, distance(target, w))
			}
			below := rng.IntN(c.n/2) - 2
			word := make([]uint64, len(target))
			got, looked := d.nearest(target, word, below)
			if looked < 1<<len(c.basis) {
				nearSets++
			}
			if below > 0 && least >= below {
				if got < below {
					t.Fatalf("n=%d k=%d below %d: the decoder says %d, the least is %d", c.n, len(c.basis), below, got, least)
				}
				continue
			}
			if got != least || distance(target, word) != got || !inCode(words, word) {
				t.Fatalf("n=%d k=%d below %d: the decoder says %d (its word at %d, in the code: %v), the least is %d", c.n, len(c.basis), below, got, distance(target, word), inCode(words, word), least)
			}
		}
	}
	if nearSets < 100 {
		t.Fatalf("the information sets answered only %d questions", nearSets)
	}
}

// randomBasis returns k independent random words over n cells.
func randomBasis(rng *rand.Rand, n, k int) [][]uint64 {
	var basis, reduced [][]uint64
	for len(basis) < k {
		v := randomWord(rng, n)
		r := append([]uint64(nil), v...)
		for _, b := range reduced {
			if lead := leadBit(b); r[lead/64]>>(lead%64)&1 != 0 {
				for w := range r {
					r[w] ^= b[w]
				}
			}
		}
		if leadBit(r) < 0 {
			continue
		}
		basis, reduced = append(basis, v), append(reduced, r)
	}
	return basis
}

// leadBit returns v's lowest set bit, or -1.
func leadBit(v []uint64) int {
	for w, b := range v {
		if b != 0 {
			return 64*w + bits.TrailingZeros64(b)
		}
	}
	return -1
}

// randomWord returns a random set of the cells 0 … n−1.
func randomWord(rng *rand.Rand, n int) []uint64 {
	v := make([]uint64, (n+63)/64)
	for c := range n {
		if rng.IntN(2) == 1 {
			v[c/64] |= 1 << (c % 64)
		}
	}
	return v
}

// inCode reports whether w is one of words.
func inCode(words [][]uint64, w []uint64) bool {
	for _, u := range words {
		if distance(u, w) == 0 {
			return true
		}
	}
	return false
}
