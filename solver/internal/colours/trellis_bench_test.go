package colours

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"flip/solver/internal/binary"
)

// BenchmarkTrellis walks the trellis for one goal of a random solvable
// position on boards whose trellis is wide (docs/solver.md, “Which boards
// are proven”): the work a proven par costs there, per goal.
func BenchmarkTrellis(b *testing.B) {
	for _, c := range []struct {
		s binary.Spec
		k int
	}{
		{binary.Spec{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.RowCol}, 6},
		{binary.Spec{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.RowCol}, 4},
		{binary.Spec{Game: binary.FlipGame, Width: 7, Height: 7, Shape: binary.RowCol}, 6},
		{binary.Spec{Game: binary.FlipGame, Width: 5, Height: 5, Shape: binary.Cross, Torus: true}, 5},
		{binary.Spec{Game: binary.FlipGame, Width: 8, Height: 8, Shape: binary.King}, 5},
	} {
		r, err := New(c.s, c.k)
		if err != nil {
			b.Fatal(err)
		}
		g := r.linear()
		p := r.RandomSolvable(rand.New(rand.NewPCG(1, 2)))
		var x0 []uint8
		for _, goal := range r.goals {
			if x, ok := g.particular(r.gap(p, goal)); ok {
				x0 = x
				break
			}
		}
		b.Run(fmt.Sprintf("%dx%d-%s-K%d-2^%.1f", c.s.Width, c.s.Height, c.s.Shape, c.k, log2(g.eachGoal().width)), func(b *testing.B) {
			for b.Loop() {
				w := g.newWalk(g.eachGoal(), x0)
				for !w.step(1 << 20) {
				}
				w.result()
			}
		})
	}
}

func log2(n int) float64 { return math.Log2(float64(n)) }
