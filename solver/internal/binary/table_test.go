package binary_test

import (
	"math/rand/v2"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// smallSpecs lists the 4×4 rule sets plus every shape on a few small
// boards, to check the table beyond the two classic puzzles.
func smallSpecs() []binary.Spec {
	specs := []binary.Spec{binary.Classic(binary.FlipGame), binary.Classic(binary.Fridge)}
	for _, g := range binary.Games {
		for _, sh := range binary.Shapes {
			for _, size := range [][2]int{{3, 3}, {2, 5}, {4, 4}, {1, 1}} {
				for _, torus := range []bool{false, true} {
					specs = append(specs, binary.Spec{Game: g, Width: size[0], Height: size[1], Shape: sh, Torus: torus})
				}
			}
		}
	}
	return specs
}

func TestTableMatchesBruteForce(t *testing.T) {
	for _, s := range smallSpecs() {
		r := binary.MustNew(s)
		want := binary.BruteDistances(r)
		tab := r.Table()
		if tab.Len() != len(want) {
			t.Fatalf("%v: table has %d positions, want %d", s, tab.Len(), len(want))
		}
		bad := 0
		for x, w := range want {
			if got := tab.Distance(uint64(x)); got != w {
				if bad++; bad <= 5 {
					t.Errorf("%v: position %#x: table says %d, brute force %d", s, x, got, w)
				}
			}
		}
	}
}

// TestSolutionIsOptimal checks Solution and Hint against Distance on the
// positions of smallSpecs: each press lowers the distance by one, the
// lowest cell that does, to a goal. A run checks every position of the
// rule sets of at most 4096 and 4096 evenly spaced from an offset of the
// run's seed of the 4×4 ones (sampleStep); FLIP_LONG=1 checks every
// position of each.
func TestSolutionIsOptimal(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(testlong.Seed(t), 44))
	for _, s := range smallSpecs() {
		r := binary.MustNew(s)
		step, off := sampleStep(r.Table().Len(), rng)
		for x := off; x < r.Table().Len(); x += step {
			b := binary.BoardOf(uint64(x))
			d, derr := r.Distance(b)
			presses, err := r.Solution(b)
			if derr != nil {
				if err != binary.ErrImpossible || derr != binary.ErrImpossible {
					t.Fatalf("%v %#x: Distance err %v, Solution err %v; want ErrImpossible for both", s, x, derr, err)
				}
				continue
			}
			if err != nil || len(presses) != d {
				t.Fatalf("%v %#x: Solution = %v, %v; want %d presses", s, x, presses, err, d)
			}
			for i, p := range presses {
				next := r.Apply(b, p)
				nd, _ := r.Distance(next)
				if nd != d-i-1 {
					t.Fatalf("%v %#x: press %d (cell %d) leads to distance %d, want %d", s, x, i, p, nd, d-i-1)
				}
				// Deterministic: no lower cell also lowers the distance.
				for q := 0; q < p; q++ {
					if qd, err := r.Distance(r.Apply(b, q)); err == nil && qd == d-i-1 {
						t.Fatalf("%v %#x: step %d presses cell %d but cell %d also lowers the distance", s, x, i, p, q)
					}
				}
				b = next
			}
			if !r.IsGoal(b) {
				t.Fatalf("%v %#x: solution %v ends at %#x, not a goal", s, x, presses, b.Index())
			}
			h, err := r.Hint(binary.BoardOf(uint64(x)))
			if want := -1; d > 0 {
				want = presses[0]
				if h != want || err != nil {
					t.Fatalf("%v %#x: Hint = %d, %v; want %d", s, x, h, err, want)
				}
			} else if h != want || err != nil {
				t.Fatalf("%v %#x: Hint on a solved board = %d, %v; want -1, nil", s, x, h, err)
			}
		}
	}
}

func TestHistogram(t *testing.T) {
	for _, s := range smallSpecs() {
		r := binary.MustNew(s)
		want := binary.BruteDistances(r)
		h, err := r.Histogram()
		if err != nil {
			t.Fatal(err)
		}
		counts := make([]int, h.Max()+1)
		impossible := 0
		for _, d := range want {
			if d < 0 {
				impossible++
			} else if d >= len(counts) {
				t.Fatalf("%v: brute force finds distance %d beyond the histogram's max %d", s, d, h.Max())
			} else {
				counts[d]++
			}
		}
		if impossible != h.Impossible {
			t.Errorf("%v: %d impossible, want %d", s, h.Impossible, impossible)
		}
		for d := range counts {
			if counts[d] != h.Counts[d] {
				t.Errorf("%v: %d positions at distance %d, want %d", s, h.Counts[d], d, counts[d])
			}
		}
	}
}
