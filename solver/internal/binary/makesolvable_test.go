package binary_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// toggleOrder returns every set of n cells as a bitmask, fewest cells
// first, then by ascending cell list: the order MakeSolvable breaks ties in
// after par.
func toggleOrder(n int) []uint64 {
	all := make([]uint64, 1<<n)
	for i := range all {
		all[i] = uint64(i)
	}
	slices.SortFunc(all, func(a, b uint64) int {
		if wa, wb := bits.OnesCount64(a), bits.OnesCount64(b); wa != wb {
			return wa - wb
		}
		return slices.Compare(bitList(a), bitList(b))
	})
	return all
}

// bitList returns the bits set in x, ascending.
func bitList(x uint64) []int {
	var l []int
	for ; x != 0; x &= x - 1 {
		l = append(l, bits.TrailingZeros64(x))
	}
	return l
}

// bruteMakeSolvable returns, by trying every set of toggles in
// toggleOrder, the fewest that make x solvable with the lowest resulting
// distance, or nil when x is solvable.
func bruteMakeSolvable(dist []int, order []uint64, x uint64) []int {
	if dist[x] >= 0 {
		return nil
	}
	best, bestDist := uint64(0), -1
	for _, t := range order {
		if bestDist >= 0 && bits.OnesCount64(t) > bits.OnesCount64(best) {
			break
		}
		if d := dist[x^t]; d >= 0 && (bestDist < 0 || d < bestDist) {
			best, bestDist = t, d
		}
	}
	return bitList(best)
}

// TestMakeSolvableBruteForce compares MakeSolvable with brute force on
// every impossible position of both 4×4 games and of every rule set of at
// most 9 cells, and on random ones of the other rule sets of at most 12.
// A run checks 4096 positions of each 4×4 game, evenly spaced from an
// offset of the run's seed (sampleStep); FLIP_LONG=1 checks all 65536.
func TestMakeSolvableBruteForce(t *testing.T) {
	seed := testlong.Seed(t)
	specs := []binary.Spec{binary.Classic(binary.FlipGame), binary.Classic(binary.Fridge)}
	for _, s := range everySmallSpec() {
		if s.Cells() <= 12 {
			specs = append(specs, s)
		}
	}
	for k, s := range specs {
		t.Run(s.String(), func(t *testing.T) {
			t.Parallel()
			r := binary.MustNew(s)
			dist := binary.BruteDistances(r)
			order := toggleOrder(r.Cells())
			rng := rand.New(rand.NewPCG(uint64(s.Cells()), 7))
			all := s.Cells() <= 9 || k < 2 // the classic games whole
			step, off := 1, 0
			if k < 2 {
				step, off = sampleStep(len(dist), rand.New(rand.NewPCG(seed, uint64(k))))
			}
			for i := off; i < len(dist); i += step {
				x := uint64(i)
				if !all {
					if i == 500 {
						break
					}
					x = uint64(rng.IntN(len(dist)))
				}
				got, fewest, err := r.MakeSolvable(binary.BoardOf(x))
				want := bruteMakeSolvable(dist, order, x)
				if err != nil || !fewest || !slices.Equal(got, want) {
					t.Fatalf("%s: MakeSolvable = %v, %v, %v; want %v, true, nil", r.Encode(binary.BoardOf(x)), got, fewest, err, want)
				}
			}
		})
	}
}

// TestMakeSolvableRandomBoards checks MakeSolvable on random positions of
// every shape, 3×3 to 10×10, wrapping or not, both games: toggling its
// cells makes the position solvable by the independent gf2System, and when
// it toggles at most 2 cells no fewer do.
func TestMakeSolvableRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 10))
	solvable := func(ts *gf2System, r *binary.Rules, b binary.Board) bool {
		for _, g := range r.Goals() {
			if _, ok := ts.solve(b.Xor(g)); ok {
				return true
			}
		}
		return false
	}
	for n := 3; n <= 10; n++ {
		for _, sh := range binary.Shapes {
			for _, torus := range []bool{false, true} {
				for _, g := range binary.Games {
					r := binary.MustNew(binary.Spec{Game: g, Width: n, Height: n, Shape: sh, Torus: torus})
					if r.Nullity() == 0 {
						continue
					}
					ts := newGF2System(r)
					for range 3 {
						var b binary.Board
						for c := range r.Cells() {
							b.Set(c, rng.IntN(2) == 1)
						}
						toggled, fewest, err := r.MakeSolvable(b)
						if err != nil {
							t.Fatalf("%v %s: %v", r.Spec(), r.Encode(b), err)
						}
						if !fewest && r.Nullity() <= 20 {
							t.Fatalf("%v %s: MakeSolvable = %v, not fewest, with nullity %d", r.Spec(), r.Encode(b), toggled, r.Nullity())
						}
						if was := solvable(ts, r, b); was != (toggled == nil) {
							t.Fatalf("%v %s: solvable %v, MakeSolvable = %v", r.Spec(), r.Encode(b), was, toggled)
						}
						x := b
						for _, c := range toggled {
							x.Toggle(c)
						}
						if !solvable(ts, r, x) {
							t.Fatalf("%v %s: toggling %v leaves it impossible", r.Spec(), r.Encode(b), toggled)
						}
						if toggled == nil || !fewest || len(toggled) > 2 {
							continue
						}
						// No fewer cells do: every set of fewer, checked by
						// the certificates (themselves checked against
						// gf2System above).
						var fewer func(start, left int, x binary.Board)
						fewer = func(start, left int, x binary.Board) {
							if r.Certificates(x) == nil {
								t.Fatalf("%v %s: MakeSolvable = %v, but fewer cells do", r.Spec(), r.Encode(b), toggled)
							}
							for c := start; left > 0 && c < r.Cells(); c++ {
								y := x
								y.Toggle(c)
								fewer(c+1, left-1, y)
							}
						}
						fewer(0, len(toggled)-1, b)
					}
				}
			}
		}
	}
}

func ExampleRules_MakeSolvable() {
	r := binary.MustNew(binary.Classic(binary.FlipGame))
	b, _ := r.Parse("bwww\nwwww\nwwww\nwwww\n")
	toggled, fewest, err := r.MakeSolvable(b)
	fmt.Println(toggled, fewest, err)
	// Output: [0] true <nil>
}
