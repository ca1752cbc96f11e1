package coset

import (
	"flip/internal/testlong"
	"flip/solver/internal/bitvec"
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestPeriodicExhaustive checks the periodic search (the exact search of a
// torus's null space by its translation-invariant subspaces) against the
// exhaustive walk: on every Lights Out torus up to 12×12 with a periodic
// search and nullity 8 to 20, both games, from scratch (every member of
// the null space is a candidate) and from a light incumbent, and with
// -short off on 14×18 (nullity 28: 2^28 members, seconds a position) and
// 12×24 (nullity 24), where Lightest's answer (SolveLinear's) must be as
// short and proven too. A bound tighter by one press (pruning at the best
// |F| + 4 instead of + 2), or the first level's bound without absolute
// values, makes it fail.
func TestPeriodicExhaustive(t *testing.T) {
	type board struct{ w, h int }
	var boards []board
	for w := 4; w <= 12; w++ {
		for h := w; h <= 12; h++ {
			boards = append(boards, board{w, h})
		}
	}
	seed := testlong.Seed(t)
	if !testing.Short() {
		// Nullity 28, and 24, where Lightest takes the periodic search
		// ahead of the walk: one of them a run, chosen by its seed
		// (internal/testlong), both with FLIP_LONG=1.
		big := []board{{14, 18}, {12, 24}}
		if !testlong.Long() {
			big = big[seed%2 : seed%2+1]
		}
		boards = append(boards, big...)
	}
	rng := rand.New(rand.NewPCG(14, 18))
	checked := 0
	for _, bd := range boards {
		for _, game := range []bool{flipGame, fridge} {
			r := newTestBoard(game, cross, bd.w, bd.h, true)
			k := r.nullity()
			big := bd.w*bd.h > 200
			if !big && (k < 8 || k > 20) {
				continue
			}
			s := r.space()
			if s.torusPeriodic() == nil {
				continue
			}
			positions := 3
			if big {
				positions = 2
			}
			for i := range positions {
				b := r.randomSolvable(rng)
				if i == 0 && !big {
					// A short answer: a few presses from a goal.
					b = append([]uint64(nil), r.goals[0]...)
					for range 3 {
						c := rng.IntN(r.n)
						bitvec.XorInto(b, b, r.presses[c])
					}
				}
				want := r.fewest(b)
				starts := []int{r.n + 1, want + 1, want}
				if big {
					starts = []int{want + 1, want}
				}
				for _, start := range starts {
					x := periodicLightest(s, r.cosets(b), start)
					switch {
					case start <= want && x != nil:
						t.Fatalf("%s %x from %d: found %d presses, lighter than the exhaustive walk's %d", r.name, b, start, bitvec.Weight(x), want)
					case start > want && bitvec.Weight(x) != want:
						t.Fatalf("%s %x from %d: found %x (%d presses); the exhaustive walk finds %d", r.name, b, start, x, bitvec.Weight(x), want)
					case x != nil && !r.solves(x, b):
						t.Fatalf("%s: the presses %x do not solve the position", r.name, x)
					}
				}
				if big {
					// And Lightest, which takes the periodic search on
					// this board, from its own incumbent.
					x, xw, bound := s.Lightest(r.cosets(b))
					if xw != want || bitvec.Weight(x) != xw || bound != xw {
						t.Fatalf("%s %x: Lightest = %d presses, bound %d; the exhaustive walk finds %d presses", r.name, b, xw, bound, want)
					}
					if !r.solves(x, b) {
						t.Fatalf("%s: the presses %x do not solve the position", r.name, x)
					}
				}
				checked++
			}
			if big {
				t.Logf("%s (nullity %d): checked", r.name, k)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("checked %d positions; want at least 20", checked)
	}
	t.Logf("checked %d positions", checked)
}

// periodicLightest runs the periodic search of s, a torus, without a
// budget, from an incumbent of weight start (the cells, to search from
// scratch; below that, only lighter members count), over every coset (one
// search for both when they are complementary). It returns the vector it
// finds, or nil when none is lighter than start.
func periodicLightest(s *Space, cosets [][]uint64, start int) []uint64 {
	p := s.torusPeriodic()
	if len(cosets) == 2 && s.basis.complementary(cosets[0], cosets[1]) {
		x, _ := p.lightest(cosets[0], start, true, math.MaxInt)
		return x
	}
	bw := start
	var best []uint64
	for _, x0 := range cosets {
		if x, _ := p.lightest(x0, bw, false, math.MaxInt); x != nil {
			best, bw = x, bitvec.Weight(x)
		}
	}
	return best
}

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
