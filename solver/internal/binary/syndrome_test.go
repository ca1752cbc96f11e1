package binary

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSyndromes: presses keep a position's syndromes; a toggle that makes
// it solvable changes them to include a zero; and positions with the
// same syndromes are made solvable by the same toggles.
func TestSyndromes(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	for _, spec := range []Spec{
		Classic(FlipGame),
		{Game: FlipGame, Width: 5, Height: 5, Shape: Cross},
		{Game: FlipGame, Width: 9, Height: 9, Shape: King, Torus: true},
		{Game: Fridge, Width: 6, Height: 6, Shape: Cross, Torus: true},
	} {
		r := MustNew(spec)
		if r.quiet().d() == 0 {
			t.Fatalf("%v: every position solvable; pick a board with a left null space", spec)
		}
		for range 20 {
			var b Board
			for i := range r.Cells() {
				b.Set(i, rng.IntN(2) == 1)
			}
			syn := r.Syndromes(b)
			pressed := b
			for range 10 {
				pressed = r.Apply(pressed, rng.IntN(r.Cells()))
			}
			if got := r.Syndromes(pressed); !slices.Equal(got, syn) {
				t.Fatalf("%v: presses changed the syndromes %x to %x", spec, syn, got)
			}
			_, err := r.Solve(b)
			if solvable := slices.Contains(syn, 0); solvable != (err == nil) {
				t.Fatalf("%v: syndromes %x but Solve says %v", spec, syn, err)
			}
			if err == nil {
				continue
			}
			toggles, _, err := r.MakeSolvable(b)
			if err != nil {
				t.Fatal(err)
			}
			fixed := pressed
			for _, c := range toggles {
				fixed.Set(c, !fixed.Get(c))
			}
			if _, err := r.Solve(fixed); err != nil {
				t.Fatalf("%v: the toggles %v of one position do not fix another of the same syndromes", spec, toggles)
			}
		}
	}
}
