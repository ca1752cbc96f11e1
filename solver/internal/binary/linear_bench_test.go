package binary_test

import (
	"math/rand/v2"
	"testing"

	"flip/solver/internal/binary"
)

// benchSolveLinear measures SolveLinear on random solvable positions of a w×w
// Flip Game board with the cross press (both colours are goals).
func benchSolveLinear(b *testing.B, w int) {
	r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: w, Height: w, Shape: binary.Cross})
	rng := rand.New(rand.NewPCG(1, uint64(w)))
	boards := make([]binary.Board, 16)
	for i := range boards {
		boards[i] = r.RandomSolvable(rng)
	}
	k := r.Nullity() // the one-time elimination is not what this measures
	i := 0
	for b.Loop() {
		if _, err := r.SolveLinear(boards[i%len(boards)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(k), "nullity")
}

// BenchmarkSolveLinear20 solves 20×20: nullity 0, so elimination alone.
func BenchmarkSolveLinear20(b *testing.B) { benchSolveLinear(b, 20) }

// BenchmarkSolveLinear19 solves 19×19: nullity 16, 2^16 candidates per goal.
func BenchmarkSolveLinear19(b *testing.B) { benchSolveLinear(b, 19) }

// BenchmarkSolveLinear32 solves 32×32, the largest board: nullity 20.
func BenchmarkSolveLinear32(b *testing.B) { benchSolveLinear(b, 32) }

// BenchmarkEliminate32 measures the one-time Gaussian elimination of a
// 32×32 rule set: 1024 equations in 1024 unknowns.
func BenchmarkEliminate32(b *testing.B) {
	s := binary.Spec{Game: binary.FlipGame, Width: 32, Height: 32, Shape: binary.Cross}
	for b.Loop() {
		binary.MustNew(s).Nullity()
	}
}

// BenchmarkSolveLinearSearch solves 31×31 Refrigerator positions: nullity
// 60, too many solutions to rule out, so each solve is the bounded local
// search, 2^24 candidates, and its answer is not proven minimal.
func BenchmarkSolveLinearSearch(b *testing.B) {
	r := binary.MustNew(binary.Spec{Game: binary.Fridge, Width: 31, Height: 31, Shape: binary.RowCol})
	rng := rand.New(rand.NewPCG(31, 31))
	boards := make([]binary.Board, 4)
	for i := range boards {
		boards[i] = r.RandomSolvable(rng)
	}
	k := r.Nullity()
	i := 0
	for b.Loop() {
		if a, err := r.SolveLinear(boards[i%len(boards)]); err != nil || a.Proven {
			b.Fatal(a, err)
		}
		i++
	}
	b.ReportMetric(float64(k), "nullity")
}
