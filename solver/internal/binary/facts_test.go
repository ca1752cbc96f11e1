package binary_test

import (
	"fmt"
	"math/big"
	"math/bits"
	"testing"

	"flip/solver/internal/binary"
)

// bruteOptimalCounts counts, for every position of r (at most 16 cells),
// the sets of presses of its brute-force distance that solve it.
func bruteOptimalCounts(r *binary.Rules, dist []int) []int {
	n := r.Cells()
	counts := make([]int, len(dist))
	for set := range uint64(1 << n) {
		var reached binary.Board
		for c := range n {
			if set>>c&1 != 0 {
				reached = reached.Xor(r.Press(c))
			}
		}
		for _, g := range r.Goals() {
			if x := reached.Xor(g).Index(); dist[x] == bits.OnesCount64(set) {
				counts[x]++
			}
		}
	}
	return counts
}

// TestFactsSmallBoards checks Solvable, Nullity, Positions and
// OptimalCount against the brute-force oracle on the classic games and
// every rule set of at most 10 cells.
func TestFactsSmallBoards(t *testing.T) {
	specs := []binary.Spec{binary.Classic(binary.FlipGame), binary.Classic(binary.Fridge)}
	for _, s := range everySmallSpec() {
		if s.Cells() <= 10 {
			specs = append(specs, s)
		}
	}
	for _, s := range specs {
		r := binary.MustNew(s)
		dist := binary.BruteDistances(r)
		solvable := 0
		for _, d := range dist {
			if d >= 0 {
				solvable++
			}
		}
		if got := r.Solvable(); got.Cmp(big.NewInt(int64(solvable))) != 0 {
			t.Errorf("%v: Solvable = %v, want %d", s, got, solvable)
		}
		// 2^Nullity press sets change nothing at all.
		quiet := 0
		for set := range uint64(1 << r.Cells()) {
			var reached binary.Board
			for c := range r.Cells() {
				if set>>c&1 != 0 {
					reached = reached.Xor(r.Press(c))
				}
			}
			if reached.Index() == 0 {
				quiet++
			}
		}
		if got := r.Nullity(); 1<<got != quiet {
			t.Errorf("%v: Nullity = %d, want log2 of %d", s, got, quiet)
		}
		if got := r.Positions(); got.Cmp(big.NewInt(int64(len(dist)))) != 0 {
			t.Errorf("%v: Positions = %v, want %d", s, got, len(dist))
		}
		for x, want := range bruteOptimalCounts(r, dist) {
			if got, ok := r.OptimalCount(binary.BoardOf(uint64(x))); !ok || got != want {
				t.Fatalf("%v %s: OptimalCount = %d, %v; want %d, true", s, r.Encode(binary.BoardOf(uint64(x))), got, ok, want)
			}
		}
	}
}

// TestSolvableLargeBoards checks Solvable on large boards against the
// independent gf2System: 2^(cells - nullity) positions per goal, once when
// all-set is presses away from all-clear, twice otherwise.
func TestSolvableLargeBoards(t *testing.T) {
	for _, s := range []binary.Spec{
		{Game: binary.FlipGame, Width: 5, Height: 5, Shape: binary.Cross},
		{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 7, Height: 9, Shape: binary.RowCol},
		{Game: binary.Fridge, Width: 9, Height: 9, Shape: binary.RowCol},
		{Game: binary.FlipGame, Width: 20, Height: 20, Shape: binary.King},
	} {
		r := binary.MustNew(s)
		ts := newGF2System(r)
		want := new(big.Int).Lsh(big.NewInt(1), uint(r.Cells()-len(ts.kernel)))
		if _, ok := ts.solve(binary.Full(r.Cells())); s.Game.EitherColour && !ok {
			want.Lsh(want, 1)
		}
		if got := r.Solvable(); got.Cmp(want) != 0 {
			t.Errorf("%v: Solvable = %v, want %v", s, got, want)
		}
	}
}

// TestOptimalCountTooLarge checks that OptimalCount declines a null space
// of more than 2^20 members.
func TestOptimalCountTooLarge(t *testing.T) {
	r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true})
	if n, ok := r.OptimalCount(binary.Board{}); ok {
		t.Errorf("%v: OptimalCount = %d, true; want ok false with nullity %d", r.Spec(), n, r.Nullity())
	}
}

func ExampleRules_Solvable() {
	r := binary.MustNew(binary.Classic(binary.FlipGame))
	b, _ := r.Parse("bwwb\nbbwb\nbwwb\nbwww\n")
	n, _ := r.OptimalCount(b)
	fmt.Println(r.Solvable(), "of", r.Positions(), "positions can be solved; nullity", r.Nullity())
	fmt.Println("the sample has", n, "optimal answers")
	// Output:
	// 4096 of 65536 positions can be solved; nullity 4
	// the sample has 2 optimal answers
}
