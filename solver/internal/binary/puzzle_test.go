package binary_test

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"flip/solver/internal/binary"
)

// positionsAt returns every position of r's table exactly k presses from a
// goal, found by asking Distance about each of them.
func positionsAt(r *binary.Rules, k int) map[uint64]bool {
	at := make(map[uint64]bool)
	for x := range uint64(r.Table().Len()) {
		if d, err := r.Distance(binary.BoardOf(x)); err == nil && d == k {
			at[x] = true
		}
	}
	return at
}

// TestPuzzleCoversDistance draws many puzzles of a few difficulties and
// checks that each is at the difficulty asked for, that together they are
// every position at that difficulty, and that they are spread evenly.
func TestPuzzleCoversDistance(t *testing.T) {
	for _, g := range binary.Games {
		r := binary.MustNew(binary.Classic(g))
		h, err := r.Histogram()
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{0, 1, 2, h.Max()} {
			want := positionsAt(r, k)
			if len(want) != h.Counts[k] {
				t.Fatalf("%s: %d positions at distance %d, histogram says %d", g.Name, len(want), k, h.Counts[k])
			}
			// With n positions and 30n draws, the chance that a given one is
			// never drawn is (1-1/n)^(30n) < e^-30: missing any is a bug.
			n := len(want)
			draws := 30 * n
			rng := rand.New(rand.NewPCG(uint64(k), 1753))
			seen := make(map[uint64]int)
			for range draws {
				b, err := r.Puzzle(k, rng)
				if err != nil {
					t.Fatalf("%s: Puzzle(%d): %v", g.Name, k, err)
				}
				if !want[b.Index()] {
					d, err := r.Distance(b)
					t.Fatalf("%s: Puzzle(%d) = %#x, which is at distance %d (%v)", g.Name, k, b.Index(), d, err)
				}
				seen[b.Index()]++
			}
			if len(seen) != n {
				t.Errorf("%s: %d draws of Puzzle(%d) reached %d of the %d positions", g.Name, draws, k, len(seen), n)
			}
			// Pearson's chi-square against the uniform distribution, with n-1
			// degrees of freedom: mean n-1, standard deviation sqrt(2(n-1)).
			// Six standard deviations is far beyond what a fair draw reaches.
			expect := float64(draws) / float64(n)
			chi2, lo, hi := 0.0, draws, 0
			for x := range want {
				c := seen[x]
				chi2 += (float64(c) - expect) * (float64(c) - expect) / expect
				lo, hi = min(lo, c), max(hi, c)
			}
			df := float64(n - 1)
			if limit := df + 6*math.Sqrt(2*df) + 1; chi2 > limit {
				t.Errorf("%s: Puzzle(%d) over %d positions, %d draws: chi-square %.1f, want at most %.1f (counts from %d to %d, expected %.0f each)",
					g.Name, k, n, draws, chi2, limit, lo, hi, expect)
			}
			t.Logf("%s k=%d: %d positions, %d draws, counts %d..%d (expected %.0f), chi-square %.1f on %d df",
				g.Name, k, n, draws, lo, hi, expect, chi2, n-1)
		}
	}
}

// TestPuzzleEveryDistance checks that Puzzle answers at every distance the
// histogram lists, on the classic boards and a few small ones, and that
// each answer is at the distance asked for.
func TestPuzzleEveryDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, g := range binary.Games {
		for _, s := range []binary.Spec{
			binary.Classic(g),
			{Game: g, Width: 3, Height: 3, Shape: binary.King},
			{Game: g, Width: 5, Height: 2, Shape: binary.Cross, Torus: true},
			{Game: g, Width: 1, Height: 1, Shape: binary.RowCol},
		} {
			r := binary.MustNew(s)
			h, err := r.Histogram()
			if err != nil {
				t.Fatal(err)
			}
			for k, c := range h.Counts {
				if c == 0 {
					continue
				}
				for range 20 {
					b, err := r.Puzzle(k, rng)
					if err != nil {
						t.Fatalf("%v: Puzzle(%d): %v (histogram counts %d)", s, k, err, c)
					}
					if d, err := r.Distance(b); d != k || err != nil {
						t.Fatalf("%v: Puzzle(%d) = %#x at distance %d, %v", s, k, b.Index(), d, err)
					}
				}
			}
		}
	}
}

// TestPuzzleNoSuchDistance checks that Puzzle refuses a difficulty that no
// position has: negative, beyond the largest, or a gap in the histogram.
// No board has a gap (see TestHistogramNoGap), so a table with every
// distance of the classic Flip Game doubled stands in for one: its odd
// distances are gaps.
func TestPuzzleNoSuchDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	specs := []binary.Spec{
		binary.Classic(binary.FlipGame),
		binary.Classic(binary.Fridge),
		{Game: binary.FlipGame, Width: 3, Height: 3, Shape: binary.King},
		{Game: binary.Fridge, Width: 4, Height: 3, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 2, Height: 2, Shape: binary.RowCol},
	}
	type ruleSet struct {
		name string
		r    *binary.Rules
	}
	var sets []ruleSet
	for _, s := range specs {
		sets = append(sets, ruleSet{s.String(), binary.MustNew(s)})
	}
	doubled := binary.WithDistances(binary.MustNew(binary.Classic(binary.FlipGame)), func(d int) int { return 2 * d })
	sets = append(sets, ruleSet{"flip 4x4 cross, distances doubled", doubled})
	gaps := 0
	for _, set := range sets {
		s, r := set.name, set.r
		h, err := r.Histogram()
		if err != nil {
			t.Fatal(err)
		}
		bad := []int{-1, -2, math.MinInt, h.Max() + 1, h.Max() + 2, 17, 255, 256, math.MaxInt}
		for k, c := range h.Counts {
			if c == 0 {
				bad = append(bad, k)
				gaps++
			}
		}
		for _, k := range bad {
			if k >= 0 && k < len(h.Counts) && h.Counts[k] != 0 {
				continue // 17 etc. on a board that has them
			}
			b, err := r.Puzzle(k, rng)
			if err == nil {
				t.Errorf("%s: Puzzle(%d) = %#x, nil; want an error (histogram %v)", s, k, b.Index(), h.Counts)
				continue
			}
			if !strings.Contains(err.Error(), strconv.Itoa(k)) {
				t.Errorf("%s: Puzzle(%d) error %q does not name the distance asked for", s, k, err)
			}
		}
	}
	if gaps != 6 {
		t.Errorf("%d gaps in the histograms; want 6, the doubled table's odd distances", gaps)
	}
	// A board with no distance table has no Puzzle at all.
	r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: 5, Height: 5, Shape: binary.Cross})
	if _, err := r.Puzzle(1, rng); err == nil {
		t.Errorf("5x5 Puzzle(1): no error, want one (no distance table)")
	}
}

// TestHistogramNoGap checks, on every rule set that has a distance table
// (every size of at most TableCells cells, every shape, with and without
// wrap, both games: 600 of them), that every distance from 0 to the
// largest has a position. It must: one press of an optimal answer of a
// position at distance d ≥ 1 leaves a position at distance exactly d−1
// (see docs/solver.md, “Distance tables”). So Puzzle's refusal of a
// count of zero inside the histogram is a guard that no board reaches.
func TestHistogramNoGap(t *testing.T) {
	boards := 0
	for w := 1; w <= binary.TableCells; w++ {
		for h := 1; w*h <= binary.TableCells; h++ {
			for _, g := range binary.Games {
				for _, sh := range binary.Shapes {
					for _, torus := range []bool{false, true} {
						s := binary.Spec{Game: g, Width: w, Height: h, Shape: sh, Torus: torus}
						hist, err := binary.MustNew(s).Histogram()
						if err != nil {
							t.Fatalf("%v: %v", s, err)
						}
						for k, c := range hist.Counts {
							if c == 0 {
								t.Errorf("%v: no position at distance %d, below the largest, %d (histogram %v)", s, k, hist.Max(), hist.Counts)
							}
						}
						boards++
					}
				}
			}
		}
	}
	if boards != 600 {
		t.Errorf("%d rule sets with a distance table; want 600", boards)
	}
}

// TestPuzzleSameSeed checks that a puzzle depends only on the random source:
// two sources with the same seed give the same puzzles.
func TestPuzzleSameSeed(t *testing.T) {
	r := binary.MustNew(binary.Classic(binary.FlipGame))
	a, b := rand.New(rand.NewPCG(9, 9)), rand.New(rand.NewPCG(9, 9))
	for k := range 7 {
		x, errx := r.Puzzle(k, a)
		y, erry := r.Puzzle(k, b)
		if x != y || errx != nil || erry != nil {
			t.Fatalf("Puzzle(%d) with equal seeds: %#x, %v and %#x, %v", k, x.Index(), errx, y.Index(), erry)
		}
	}
}
