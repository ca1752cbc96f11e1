package colours

// Certificates checked by their definition, with the test's own masks, and
// on small boards against the lightest weights found by brute force over
// every weight vector.

import (
	"cmp"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// blindBrute returns every weight vector y in [0, K)ⁿ such that every
// press changes Σ yᵢ·cellᵢ by a multiple of K (Σ over the press's cells of
// yᵢ is 0 modulo K), by trying them all: cell by cell, checking each
// press once its last cell has its weight.
func blindBrute(masks [][]int, K int) [][]uint8 {
	n := len(masks)
	// done[i]: the presses whose last cell is i.
	done := make([][]int, n)
	for j, m := range masks {
		done[m[len(m)-1]] = append(done[m[len(m)-1]], j)
	}
	y := make([]uint8, n)
	var out [][]uint8
	var walk func(i int)
	walk = func(i int) {
		if i == n {
			out = append(out, slices.Clone(y))
			return
		}
	next:
		for v := range K {
			y[i] = uint8(v)
			for _, j := range done[i] {
				s := 0
				for _, c := range masks[j] {
					s += int(y[c])
				}
				if s%K != 0 {
					continue next
				}
			}
			walk(i + 1)
		}
		y[i] = 0
	}
	walk(0)
	return out
}

// sortByScore sorts weight vectors by score, fewest cells first.
func sortByScore(ys [][]uint8) {
	type keyed struct {
		s [2]int
		y []uint8
	}
	ks := make([]keyed, len(ys))
	for i, y := range ys {
		ks[i] = keyed{certScore(y), y}
	}
	slices.SortFunc(ks, func(a, b keyed) int {
		if c := cmp.Compare(a.s[0], b.s[0]); c != 0 {
			return c
		}
		return cmp.Compare(a.s[1], b.s[1])
	})
	for i, k := range ks {
		ys[i] = k.y
	}
}

// weighCells returns Σ yᵢ·cᵢ mod K.
func weighCells(y, c []uint8, K int) int {
	s := 0
	for i, v := range y {
		s += int(v) * int(c[i])
	}
	return s % K
}

// certScore is a certificate's size: its nonzero cells, then its total weight.
func certScore(y []uint8) [2]int {
	var s [2]int
	for _, v := range y {
		if v != 0 {
			s[0]++
			s[1] += int(v)
		}
	}
	return s
}

// goalCells returns goal g's colours: all g for the Flip Game, all 0 for
// the Refrigerator (whose one goal is g = 0).
func goalCells(n, g int) []uint8 {
	c := make([]uint8, n)
	for i := range c {
		c[i] = uint8(g)
	}
	return c
}

// checkCertificates checks r.Certificates(p) for the colours c, which
// presses solve exactly when solvable: nil when they do; otherwise one per
// goal, in order, each by the definition with the masks; and when blind
// (every certificate weight vector, sorted by score) is given, each has
// the fewest cells, then the least total weight, of those that separate
// the position from its goal (Certificates promises that where there are
// at most 2^16 weight vectors; the callers give blind only then). It
// returns whether it checked certificates, and counts the certificates
// checked to be lightest.
func checkCertificates(t *testing.T, r *Rules, masks [][]int, c []uint8, solvable bool, blind [][]uint8, lightest *int) bool {
	t.Helper()
	K, n := r.Colours(), r.Cells()
	certs := r.Certificates(PositionOf(c))
	if solvable {
		if certs != nil {
			t.Fatalf("%v: solvable, but certificates %v", c, certs)
		}
		return false
	}
	goals := 1
	if r.Spec().Game == binary.FlipGame {
		goals = K
	}
	if len(certs) != goals {
		t.Fatalf("%v: %d certificates, want one for each of %d goals", c, len(certs), goals)
	}
	for g, ct := range certs {
		y := ct.Weights
		if ct.Goal != g {
			t.Fatalf("%v: certificate %d is for goal %d", c, g, ct.Goal)
		}
		if len(y) != n {
			t.Fatalf("%v: %d weights for %d cells", c, len(y), n)
		}
		for _, v := range y {
			if int(v) >= K {
				t.Fatalf("%v: weight %d of %v not below K = %d", c, v, y, K)
			}
		}
		for j, m := range masks {
			s := 0
			for _, i := range m {
				s += int(y[i])
			}
			if s%K != 0 {
				t.Fatalf("%v: a press on %d changes the weighted sum of %v by %d", c, j, y, s%K)
			}
		}
		goal := goalCells(n, g)
		sum, want := weighCells(y, c, K), weighCells(y, goal, K)
		if ct.Sum != sum || ct.Want != want || sum == want {
			t.Fatalf("%v: certificate %+v: sum %d, the goal's %d", c, ct, sum, want)
		}
		if blind == nil {
			continue
		}
		// blind is sorted by score: the first that separates is lightest.
		var best []uint8
		for _, b := range blind {
			if weighCells(b, c, K) != weighCells(b, goal, K) {
				best = b
				break
			}
		}
		if best == nil {
			t.Fatalf("%v: goal %d: the brute force finds no certificate", c, g)
		}
		if got, want := certScore(y), certScore(best); got != want {
			t.Fatalf("%v: goal %d: certificate %v has %d cells of total weight %d; %v has %d and %d", c, g, y, got[0], got[1], best, want[0], want[1])
		}
		*lightest++
	}
	return true
}

// TestCertificatesSmall: on every 3×3 rule set in K = 3 … 6 and every 4×3
// one in K = 3 (the Flip Game only where there are quiet press sets:
// without them every position can be solved), random positions'
// certificates are valid, lightest by brute force over all Kⁿ weight
// vectors (where there are at most 2^16 certificate weights, as
// Certificates promises), and nil exactly where the breadth-first oracle
// solves the position; the number of weights the brute force finds is
// QuietSets. From K = 5 on, a run checks a sample of the 3×3 rule sets,
// every shape, wrap and game among them (specSample, TestOracle's), on
// positions of the run's seed; FLIP_LONG=1 checks them all, on the
// positions of a fixed seed.
func TestCertificatesSmall(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 9, 10)
	specs := map[int][]binary.Spec{}
	for K := 3; K <= MaxColours; K++ {
		specs[K] = specSample(t, K, func(s binary.Spec) bool {
			r, err := New(s, K)
			return err == nil && !(r.QuietSets().Int64() == 1 && s.Game == binary.FlipGame)
		})
	}
	specs[3] = append(specs[3], oracleSpecs(4, 3)...)
	tries := 12 // impossible positions, and a quarter as many solvable, per rule set
	if testing.Short() {
		tries = 4
	}
	checked, lightest := 0, 0
	for K := 3; K <= MaxColours; K++ {
		type blindKey struct {
			w, h  int
			shape binary.Shape
			torus bool
		}
		blinds := map[blindKey][][]uint8{}
		for _, s := range specs[K] {
			if testing.Short() && K == 6 && !s.Torus {
				continue // TestOracle leaves these oracles out with -short
			}
			r, err := New(s, K)
			if err != nil {
				t.Fatal(err)
			}
			if r.QuietSets().Int64() == 1 && s.Game == binary.FlipGame {
				continue
			}
			t.Run(fmt.Sprintf("%v/K%d", s, K), func(t *testing.T) {
				masks := oracleMasks(s)
				key := blindKey{s.Width, s.Height, s.Shape, s.Torus}
				blind, ok := blinds[key]
				if !ok && r.QuietSets().Cmp(big.NewInt(1<<16)) <= 0 {
					blind = blindBrute(masks, K)
					sortByScore(blind)
					blinds[key] = blind
					if q := r.QuietSets(); q.Int64() != int64(len(blind)) {
						// The kernels of A and Aᵀ have the same size (the
						// Smith normal form), and the shapes are symmetric.
						t.Fatalf("QuietSets %v, but %d weight vectors", q, len(blind))
					}
				}
				o := oracleFor(s, K)
				impossible, solvable := 0, 0
				for range 50 * tries {
					x := rng.IntN(len(o.dist))
					ok := o.dist[x] >= 0
					if ok && solvable < tries/4 || !ok && impossible < tries {
						if checkCertificates(t, r, masks, o.cells(x), ok, blind, &lightest) {
							impossible++
							checked++
						} else {
							solvable++
						}
					}
					if impossible == tries && solvable == tries/4 {
						break
					}
				}
			})
		}
	}
	t.Logf("%d impossible positions, %d certificates lightest", checked, lightest)
	if checked < 8*tries || lightest < 8*tries {
		t.Fatalf("only %d impossible positions checked, %d certificates lightest", checked, lightest)
	}
}

// TestCertificatesLarge: on boards with quiet press sets, from 4×4 to
// 10×10 in K = 3 … 6, random positions' certificates are valid and nil
// exactly where elimination (fieldOracle) solves the position; where
// there are at most 2^12 weight vectors, the elimination lists them all
// (the quiet press sets of the transposed system) and each certificate is
// the lightest. A run checks 4 impossible positions per rule set (and a
// solvable one), of the run's seed; FLIP_LONG=1 checks 12 (and 3), of a
// fixed seed.
func TestCertificatesLarge(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 11, 12)
	cases := []struct {
		game      *binary.Game
		w, h      int
		shape     binary.Shape
		torus     bool
		K         int
		lightable bool // at most 2^16 weight vectors: Certificates picks the lightest
	}{
		{binary.FlipGame, 4, 4, binary.Cross, false, 3, true},
		{binary.Fridge, 4, 4, binary.Cross, false, 3, true},
		{binary.FlipGame, 5, 5, binary.Cross, false, 3, true},
		{binary.Fridge, 4, 4, binary.RowCol, false, 3, true},
		{binary.FlipGame, 4, 4, binary.RowCol, false, 3, true},
		{binary.Fridge, 3, 3, binary.RowCol, false, 5, true},
		{binary.FlipGame, 6, 6, binary.Cross, true, 4, true},
		{binary.Fridge, 6, 6, binary.Cross, true, 4, true},
		{binary.FlipGame, 7, 5, binary.Cross, false, 6, true},
		{binary.Fridge, 6, 6, binary.Cross, true, 6, true},
		{binary.FlipGame, 4, 4, binary.Cross, false, 6, true},
		{binary.Fridge, 10, 10, binary.Cross, true, 3, true},
		{binary.Fridge, 10, 10, binary.RowCol, false, 3, false},
		{binary.FlipGame, 10, 10, binary.Cross, true, 6, false},
		{binary.Fridge, 10, 10, binary.Cross, true, 4, false},
	}
	tries := testlong.Count(4, 12)
	if testing.Short() {
		tries = 4
	}
	checked, lightest := 0, 0
	for _, tc := range cases {
		s := binary.Spec{Game: tc.game, Width: tc.w, Height: tc.h, Shape: tc.shape, Torus: tc.torus}
		t.Run(fmt.Sprintf("%v/K%d", s, tc.K), func(t *testing.T) {
			r, err := New(s, tc.K)
			if err != nil {
				t.Fatal(err)
			}
			if q := r.QuietSets(); q.Int64() == 1 || q.Cmp(bigPow(2, 16)) <= 0 != tc.lightable {
				t.Fatalf("%v quiet sets: want more than 1, at most 2^16 %v", q, tc.lightable)
			}
			f := newFieldOracle(s, tc.K)
			// The weights: y with Aᵀ·y = 0, the quiet sets of the system
			// whose press i changes the cells j whose press changes i.
			tr := &fieldOracle{K: tc.K, n: f.n, masks: make([][]int, f.n), e: map[int]*gfElim{}}
			for j, m := range f.masks {
				for _, i := range m {
					tr.masks[i] = append(tr.masks[i], j)
				}
			}
			for p := range f.e {
				tr.e[p] = newGF(tr.masks, p)
			}
			var blind [][]uint8
			if _, ok := tr.answers(make([]int, f.n), 1<<12, func(y []uint8) { blind = append(blind, slices.Clone(y)) }); !ok {
				blind = nil
			} else if q := r.QuietSets(); !q.IsInt64() || q.Int64() != int64(len(blind)) {
				t.Fatalf("QuietSets %v, but %d weight vectors", q, len(blind))
			}
			sortByScore(blind)
			impossible, solvableSeen := 0, 0
			for i := range 20 * tries {
				var c []uint8
				if i%4 == 3 {
					c = f.randomSolvable(rng)
				} else {
					c = f.random(rng)
				}
				solvable, known := f.solvable(c, fieldLimit)
				if solvable && solvableSeen >= tries/4 || !solvable && known && impossible >= tries {
					continue
				}
				if !known {
					// Too many lifts to try (K = 4): a valid certificate
					// proves impossibility by itself, and an answer that
					// solves proves the opposite.
					solvable = r.CanSolve(PositionOf(c))
					if solvable {
						a, err := r.SolveLinear(PositionOf(c), 1<<10)
						o := &oracle{K: tc.K, n: f.n, masks: f.masks, flip: f.flip}
						if err != nil || !o.solves(c, a.Presses) {
							t.Fatalf("%v: CanSolve, but Solve %v %v", c, a, err)
						}
					}
				}
				if checkCertificates(t, r, f.masks, c, solvable, blind, &lightest) {
					impossible++
					checked++
				} else {
					solvableSeen++
				}
				if impossible >= tries && solvableSeen >= tries/4 {
					break
				}
			}
			if impossible < tries/2 {
				t.Fatalf("only %d impossible positions", impossible)
			}
		})
	}
	if checked < 10*tries || lightest < 20*tries {
		t.Fatalf("only %d impossible positions checked, %d certificates lightest", checked, lightest)
	}
	t.Logf("%d impossible positions, %d certificates lightest", checked, lightest)
}
