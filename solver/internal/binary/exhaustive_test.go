package binary_test

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// exhaustive is an independent reference for the fewest presses: the
// gf2System's particular solutions and kernel, packed into words, and a
// plain Gray-code walk over every member of the null space, one XOR and
// one popcount per word a step. It shares nothing with the solver but the
// press masks.
type exhaustive struct {
	ts     *gf2System
	nw     int
	kernel []uint64 // nw words per vector
}

func newExhaustive(r *binary.Rules) *exhaustive {
	ts := newGF2System(r)
	e := &exhaustive{ts: ts, nw: (r.Cells() + 63) / 64}
	for _, v := range ts.kernel {
		e.kernel = append(e.kernel, pack(v, e.nw)...)
	}
	return e
}

// pack returns the cells set in x as nw words.
func pack(x []bool, nw int) []uint64 {
	out := make([]uint64, nw)
	for i, v := range x {
		if v {
			out[i/64] |= 1 << (i % 64)
		}
	}
	return out
}

// fewest returns the fewest presses that solve b on r, or -1 when nothing
// does, by trying every solution for every goal.
func (e *exhaustive) fewest(r *binary.Rules, b binary.Board) int {
	var xs [][]uint64
	for _, g := range r.Goals() {
		if x, ok := e.ts.solve(b.Xor(g)); ok {
			xs = append(xs, pack(x, e.nw))
		}
	}
	if xs == nil {
		return -1
	}
	return e.walk(xs)
}

// walk returns the least weight of some x in xs ⊕ a member of the null
// space, walking the null space once for all of them.
func (e *exhaustive) walk(xs [][]uint64) int {
	k, nw := len(e.ts.kernel), e.nw
	if nw == 2 && len(xs) <= 2 { // the 9×9 boards: two words, unrolled
		a, b := xs[0][0], xs[0][1]
		c, d := a, b // the second goal's, or the first's again
		if len(xs) == 2 {
			c, d = xs[1][0], xs[1][1]
		}
		best := min(bits.OnesCount64(a)+bits.OnesCount64(b), bits.OnesCount64(c)+bits.OnesCount64(d))
		for i := uint64(1); i < 1<<k; i++ {
			t := 2 * bits.TrailingZeros64(i)
			u, v := e.kernel[t], e.kernel[t+1]
			a, b, c, d = a^u, b^v, c^u, d^v
			best = min(best, bits.OnesCount64(a)+bits.OnesCount64(b), bits.OnesCount64(c)+bits.OnesCount64(d))
		}
		return best
	}
	best := -1
	for _, x := range xs {
		cur := append([]uint64(nil), x...)
		w := weightOf(cur)
		for i := uint64(1); i < 1<<k; i++ {
			t := bits.TrailingZeros64(i) * nw
			cw := 0
			for j := range cur {
				cur[j] ^= e.kernel[t+j]
				cw += bits.OnesCount64(cur[j])
			}
			w = min(w, cw)
		}
		if best < 0 || w < best {
			best = w
		}
	}
	return best
}

func weightOf(x []uint64) int {
	w := 0
	for _, v := range x {
		w += bits.OnesCount64(v)
	}
	return w
}

// TestKingTorus9Exhaustive checks SolveLinear on 9×9 king with wrap
// (nullity 32) against the exhaustive walk of all 2^32 solutions, both
// goals at once: ten seconds or so a position, so -short skips it. A
// run checks one of its two cases, on a position of its seed's
// (internal/testlong); FLIP_LONG=1 checks both, on the positions of a
// fixed seed as well.
func TestKingTorus9Exhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 2^32 solutions per goal; skipped with -short")
	}
	seed := testlong.Seed(t)
	rng := rand.New(rand.NewPCG(seed, 9))
	cases := []struct {
		game    *binary.Game
		presses int // presses from a goal, or -1 for a uniformly random position
	}{
		{binary.Fridge, 5},
		{binary.FlipGame, -1},
	}
	if testlong.Long() {
		rng = rand.New(rand.NewPCG(9, 9))
	} else {
		cases = cases[seed%2 : seed%2+1]
	}
	for _, tc := range cases {
		r := binary.MustNew(binary.Spec{Game: tc.game, Width: 9, Height: 9, Shape: binary.King, Torus: true})
		if r.Nullity() != 32 {
			t.Fatalf("%v: nullity %d, want 32", r.Spec(), r.Nullity())
		}
		b := r.RandomSolvable(rng)
		if tc.presses >= 0 {
			b = r.Goals()[0]
			for range tc.presses {
				b = r.Apply(b, rng.IntN(r.Cells()))
			}
		}
		want := newExhaustive(r).fewest(r, b)
		a, err := r.SolveLinear(b)
		if err != nil {
			t.Fatalf("%v %s: %v", r.Spec(), r.Encode(b), err)
		}
		checkLinearAnswer(t, r, b, a)
		if len(a.Presses) != want || !a.Proven {
			t.Fatalf("%v %s: SolveLinear = %v; the exhaustive walk finds %d presses", r.Spec(), r.Encode(b), a, want)
		}
		t.Logf("%v: %d presses, proven", r.Spec(), want)
	}
}

// TestSolveLinearExhaustive solves random positions of random boards of
// every shape, wrap and game, sizes 3 to 16, and compares every answer
// whose null space has at most 2^20 members with the exhaustive walk:
// the answer must solve the position and be exactly as short, proven.
func TestSolveLinearExhaustive(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 16))
	checked, big := 0, 0
	for range 400 {
		s := binary.Spec{
			Game:   binary.Games[rng.IntN(len(binary.Games))],
			Width:  3 + rng.IntN(14),
			Height: 3 + rng.IntN(14),
			Shape:  binary.Shapes[rng.IntN(len(binary.Shapes))],
			Torus:  rng.IntN(2) == 1,
		}
		r := binary.MustNew(s)
		if r.Nullity() > 20 || r.Nullity() == 0 {
			continue
		}
		e := newExhaustive(r)
		for i := range 2 {
			b := r.RandomSolvable(rng)
			if i == 1 { // any position, solvable or not
				for c := range r.Cells() {
					b.Set(c, rng.IntN(2) == 1)
				}
			}
			want := e.fewest(r, b)
			a, err := r.SolveLinear(b)
			if want < 0 {
				if err != binary.ErrImpossible {
					t.Fatalf("%v %s: SolveLinear = %v, %v; want ErrImpossible", s, r.Encode(b), a, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%v %s: %v", s, r.Encode(b), err)
			}
			checkLinearAnswer(t, r, b, a)
			if len(a.Presses) != want || !a.Proven {
				t.Fatalf("%v %s: SolveLinear = %v; the exhaustive walk finds %d presses", s, r.Encode(b), a, want)
			}
			checked++
			if r.Nullity() >= 14 {
				big++
			}
		}
	}
	if checked < 100 || big < 10 {
		t.Fatalf("checked %d positions, %d with nullity at least 14; want at least 100 and 10", checked, big)
	}
	t.Logf("checked %d positions, %d with nullity at least 14", checked, big)
}
