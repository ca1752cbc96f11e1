package binary_test

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"flip/solver/internal/binary"
)

// TestSearchMatchesSolve runs searches in slices on boards of every kind —
// tables, walks, bounds, split searches, impossible positions — and
// checks that each ends with exactly Solve's answer, and that on 9×9 king
// with wrap a tiny budget really does slice the work.
func TestSearchMatchesSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 16))
	specs := []binary.Spec{
		binary.Classic(binary.FlipGame),
		binary.Classic(binary.Fridge),
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.Fridge, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 9, Height: 6, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true},
		{Game: binary.Fridge, Width: 9, Height: 9, Shape: binary.RowCol},
		{Game: binary.FlipGame, Width: 7, Height: 5, Shape: binary.Cross},
		{Game: binary.Fridge, Width: 17, Height: 15, Shape: binary.RowCol},
	}
	for _, s := range specs {
		r := binary.MustNew(s)
		sliced := 0
		for i := range 4 {
			var b binary.Board
			switch i {
			case 0: // any position, often impossible
				for c := range r.Cells() {
					b.Set(c, rng.IntN(2) == 1)
				}
			case 1: // solved already
				b = r.Goals()[0]
			default:
				b = r.RandomSolvable(rng)
			}
			want, werr := r.Solve(b)
			search := r.NewSearch(b)
			if _, err := search.Answer(); err == nil {
				t.Fatalf("%v: Answer before Step: no error", s)
			}
			steps := 0
			for !search.Step(time.Nanosecond) {
				steps++
			}
			if steps > 0 {
				sliced++
			}
			if !search.Step(time.Nanosecond) || !search.Done() {
				t.Fatalf("%v: Step after done is not done", s)
			}
			got, err := search.Answer()
			if err != werr || !reflect.DeepEqual(got, want) {
				t.Fatalf("%v %s: search = %v, %v after %d steps; Solve = %v, %v", s, r.Encode(b), got, err, steps, want, werr)
			}
		}
		if s.Width == 9 && s.Height == 9 && s.Shape == binary.King && sliced < 2 {
			t.Errorf("%v: %d of 4 searches took more than one Step of 1 ns; want the 2 solvable ones at least", s, sliced)
		}
	}
}
