package puzzle_test

import (
	"math/rand/v2"
	"testing"

	"flip/solver"
)

// The classic rule sets, built once for all tests.
var (
	flipRules   = solver.MustNew(solver.Classic(solver.FlipGame))
	fridgeRules = solver.MustNew(solver.Classic(solver.Fridge))
	classics    = []*solver.Rules{flipRules, fridgeRules}
)

// newRNG returns a seeded generator, so every run draws the same puzzles.
func newRNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// applyAll presses cells one after another on b, by the solver's rules.
func applyAll(r *solver.Rules, b solver.Board, cells ...int) solver.Board {
	for _, c := range cells {
		b = r.Apply(solver.FromBoard(b), c).Board()
	}
	return b
}

// one returns the board with just cell i set.
func one(i int) solver.Board {
	var b solver.Board
	b.Set(i, true)
	return b
}

// drawPuzzle draws a position exactly k presses from a goal.
func drawPuzzle(t testing.TB, r *solver.Rules, k int, rng *rand.Rand) solver.Board {
	t.Helper()
	b, err := r.Puzzle(k, rng)
	if err != nil {
		t.Fatalf("Puzzle(%d): %v", k, err)
	}
	return b.Board()
}

// decode reads a board written as the solver encodes it.
func decode(t testing.TB, r *solver.Rules, s string) solver.Board {
	t.Helper()
	b, err := r.Decode(s)
	if err != nil {
		t.Fatalf("Decode(%q): %v", s, err)
	}
	return b.Board()
}
