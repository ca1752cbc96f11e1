package main

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"flip/solver"
)

// TestHistogramClassic checks -histogram through the binary against the
// known counts of the 4×4 games: the Flip Game's from the literature, and
// the Refrigerator's C(16, k), since its 16 presses are independent and
// each position has exactly one set of presses that solves it.
func TestHistogramClassic(t *testing.T) {
	binom := func(n, k int) int64 { return new(big.Int).Binomial(int64(n), int64(k)).Int64() }
	fridge := ""
	for k := range 17 {
		fridge += fmt.Sprintf("par %d: %d\n", k, binom(16, k))
	}
	fridge += "impossible: 0\nnullity 0\nsolvable: 65536 of 2^16\n"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-histogram"}, "par 0: 2\npar 1: 32\npar 2: 228\npar 3: 880\npar 4: 1562\npar 5: 1136\npar 6: 256\n" +
			"impossible: 61440\nnullity 4\nsolvable: 4096 of 2^16\n"},
		{[]string{"-histogram", "-game", "fridge"}, fridge},
		// 5×5 Lights Out: nullity 2, and all black is presses away from
		// all white, so one coset of 2^23.
		{[]string{"-histogram", "-size", "5x5"}, "nullity 2\nsolvable: 8388608 of 2^25\n"},
		// 32×32 cross: nullity 20; the count needs more than 64 bits.
		{[]string{"-histogram", "-size", "32x32"}, "nullity 20\nsolvable: " +
			new(big.Int).Lsh(big.NewInt(1), 1024-20).String() + " of 2^1024\n"},
	} {
		// Standard input is not read: junk there changes nothing.
		got := viaBinary(t, tt.args, "junk\n")
		if got != (result{tt.want, "", 0}) {
			t.Errorf("flipsolve %v = %+v, want stdout %q, status 0", tt.args, got, tt.want)
		}
	}
}

// TestHistogramSmallBoards checks -histogram on small boards of every
// shape against the solver's histogram (itself checked against brute
// force) and the independent gf2System's rank: the counts add up to 2^n,
// and the solvable count is 2^(n - nullity) per goal coset.
func TestHistogramSmallBoards(t *testing.T) {
	for _, s := range []solver.Spec{
		{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross, Torus: true},
		{Game: solver.FlipGame, Width: 3, Height: 5, Shape: solver.King},
		{Game: solver.Fridge, Width: 3, Height: 3, Shape: solver.RowCol},
		{Game: solver.Fridge, Width: 2, Height: 7, Shape: solver.King, Torus: true},
	} {
		args := []string{"-histogram", "-game", s.Game.Name, "-size", fmt.Sprintf("%dx%d", s.Width, s.Height), "-shape", s.Shape.String()}
		if s.Torus {
			args = append(args, "-torus")
		}
		got := viaRun(t, args, "")
		if got.code != 0 || got.stderr != "" {
			t.Fatalf("%v: status %d, stderr %q", args, got.code, got.stderr)
		}
		r := solver.MustNew(s)
		h, _ := r.Histogram()
		var want strings.Builder
		total := h.Impossible
		for k, n := range h.Counts {
			fmt.Fprintf(&want, "par %d: %d\n", k, n)
			total += n
		}
		if total != 1<<r.Cells() {
			t.Fatalf("%v: counts add up to %d, want 2^%d", s, total, r.Cells())
		}
		fmt.Fprintf(&want, "impossible: %d\nnullity %d\nsolvable: %d of 2^%d\n", h.Impossible, r.Nullity(), 1<<r.Cells()-h.Impossible, r.Cells())
		if got.stdout != want.String() {
			t.Errorf("%v: stdout\n%s\nwant\n%s", args, got.stdout, want.String())
		}
	}
}
