package solver

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestLanesReach checks the look-ahead's comparison of packed lanes
// against a lane-by-lane one, for each width, on random lanes and on
// lanes next to the threshold.
func TestLanesReach(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for _, lw := range []int{8, 9, 16} {
		per := 64 / lw
		top := uint64(1)<<lw - 1
		for range 20000 {
			th := 1 + rng.Uint64N(top)
			acc := make([]uint64, 1+rng.IntN(3))
			want := false
			for w := range acc {
				for l := range per {
					var v uint64
					switch rng.IntN(3) {
					case 0:
						v = rng.Uint64N(top + 1)
					case 1:
						v = th - 1
					default:
						v = min(th+rng.Uint64N(2), top)
					}
					if rng.IntN(4) == 0 {
						v = th - 1
					}
					acc[w] |= v << (lw * l)
					want = want || v >= th
				}
			}
			if got := lanesReach(acc, th, lw); got != want {
				t.Fatalf("lanes of %d bits %x, threshold %d: got %v, want %v", lw, acc, th, got, want)
			}
		}
	}
}

// TestWHT64 checks wht64, the small sizes written out included, against
// the Walsh–Hadamard transform by its definition.
func TestWHT64(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 4))
	for n := 1; n <= 64; n *= 2 {
		g := make([]int64, n)
		for j := range g {
			g[j] = rng.Int64N(41) - 20
		}
		got := append([]int64(nil), g...)
		wht64(got)
		for y := range n {
			var want int64
			for x, v := range g {
				if bits.OnesCount(uint(x&y))%2 == 0 {
					want += v
				} else {
					want -= v
				}
			}
			if got[y] != want {
				t.Fatalf("size %d, entry %d: got %d, want %d", n, y, got[y], want)
			}
		}
	}
}
