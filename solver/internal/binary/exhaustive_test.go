package binary_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// exhaustive is an independent reference for the fewest presses: the
// gf2System's particular solutions and kernel, packed into words, and a
// plain Gray-code walk over every member of the null space, one XOR and
// one popcount per word a step. It shares nothing with the solver but the
// press masks.
//
// The walk takes the kernel in a basis of its own (the same null space):
// the vectors first that change the first word only (low), which the
// inner loops walk with the rest of each member fixed, one popcount a
// member and goal, the last eight of them from a table of their 256
// sums; then the others (high), in the outer loop.
type exhaustive struct {
	ts   *gf2System
	nw   int
	low  []uint64 // the low vectors' first words
	high []uint64 // nw words per vector
}

func newExhaustive(r *binary.Rules) *exhaustive {
	ts := newGF2System(r)
	e := &exhaustive{ts: ts, nw: (r.Cells() + 63) / 64}
	var vs [][]uint64
	for _, v := range ts.kernel {
		vs = append(vs, pack(v, e.nw))
	}
	// Gauss–Jordan on the words after the first: each pivot vector is
	// high; what is left is zero there, low.
	for bit := 64; bit < 64*e.nw && len(vs) > 0; bit++ {
		w, m := bit/64, uint64(1)<<(bit%64)
		p := slices.IndexFunc(vs, func(v []uint64) bool { return v[w]&m != 0 })
		if p < 0 {
			continue
		}
		pv := vs[p]
		vs = slices.Delete(vs, p, p+1)
		for _, v := range vs {
			if v[w]&m != 0 {
				for j := range v {
					v[j] ^= pv[j]
				}
			}
		}
		e.high = append(e.high, pv...)
	}
	for _, v := range vs {
		e.low = append(e.low, v[0])
	}
	if len(e.low)+len(e.high)/e.nw != len(ts.kernel) {
		panic("exhaustive: the basis lost a vector")
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
	nw := e.nw
	// table: the 2^t sums of the last t low vectors, in Gray-code order.
	t := min(len(e.low), 8)
	mid, tv := e.low[:len(e.low)-t], e.low[len(e.low)-t:]
	table := make([]uint64, 1<<t)
	for j := 1; j < len(table); j++ {
		table[j] = table[j-1] ^ tv[bits.TrailingZeros(uint(j))]
	}
	cur := make([][]uint64, len(xs))
	for g, x := range xs {
		cur[g] = slices.Clone(x)
	}
	firsts := make([]uint64, len(xs)) // each goal's first word under way
	rest := make([]int, len(xs))      // and the weight of its other words
	best := -1
	for i := uint64(0); i < 1<<(len(e.high)/nw); i++ {
		if i > 0 {
			h := e.high[bits.TrailingZeros64(i)*nw:]
			for _, c := range cur {
				for j := range c {
					c[j] ^= h[j]
				}
			}
		}
		for g, c := range cur {
			firsts[g], rest[g] = c[0], weightOf(c[1:])
		}
		for m := uint64(0); m < 1<<len(mid); m++ {
			if m > 0 {
				v := mid[bits.TrailingZeros64(m)]
				for g := range firsts {
					firsts[g] ^= v
				}
			}
			for g, a := range firsts {
				if w := nearest(a, table) + rest[g]; best < 0 || w < best {
					best = w
				}
			}
		}
	}
	return best
}

// nearest returns the least weight of a ⊕ u over the words u of table,
// four at a time (four minimums under way, not one chain of them).
func nearest(a uint64, table []uint64) int {
	w0, w1, w2, w3 := 64, 64, 64, 64
	for len(table) >= 4 {
		w0 = min(w0, bits.OnesCount64(a^table[0]))
		w1 = min(w1, bits.OnesCount64(a^table[1]))
		w2 = min(w2, bits.OnesCount64(a^table[2]))
		w3 = min(w3, bits.OnesCount64(a^table[3]))
		table = table[4:]
	}
	for _, u := range table {
		w0 = min(w0, bits.OnesCount64(a^u))
	}
	return min(w0, w1, w2, w3)
}

// sampleStep returns the step and the first position of a run's sample
// of n positions walked in order: every one when there are at most 4096
// or with FLIP_LONG=1 (internal/testlong); otherwise 4096 or so, evenly
// spaced from an offset drawn by rng.
func sampleStep(n int, rng *rand.Rand) (step, off int) {
	const most = 4096
	if n <= most || testlong.Long() {
		return 1, 0
	}
	step = (n + most - 1) / most
	return step, rng.IntN(step)
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
// goals at once: a few seconds a position, so -short skips it. A
// run checks one of its two cases, on a position of its seed's
// (internal/testlong); FLIP_LONG=1 checks both, on the positions of a
// fixed seed as well.
func TestKingTorus9Exhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("walks 2^32 solutions per goal; skipped with -short")
	}
	t.Parallel()
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
