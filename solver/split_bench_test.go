package solver_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"flip/solver"
)

// benchWorst solves each of 64 random solvable positions of s once per
// op and reports the slowest and the median solve beside the floor: the
// median time of Gaussian elimination's particular solution for the same
// positions (SolveLinear on a board of nullity 0 costs about that), here
// measured as Rules.Nullity-free work: the time to check the answer by
// applying its presses is not included.
func benchWorst(b *testing.B, s solver.Spec) {
	r := solver.MustNew(s)
	rng := rand.New(rand.NewPCG(uint64(s.Width), uint64(s.Height)))
	boards := make([]solver.Board, 64)
	for i := range boards {
		boards[i] = r.RandomSolvable(rng)
	}
	k := r.Nullity() // the one-time elimination is not what this measures
	r.SolveLinear(boards[0])
	// The floor: one particular solution by elimination of the same
	// system, that is, SolveLinear on the same board with no null space
	// to search, timed on its cheapest stand-in, the same size of board
	// with nullity 0 where one exists — here simply Apply of every cell,
	// n XORs of a board, the least any solver must touch.
	times := make([]time.Duration, 0, len(boards)*b.N)
	for b.Loop() {
		for _, x := range boards {
			t0 := time.Now()
			if _, err := r.SolveLinear(x); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(t0))
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(k), "nullity")
	b.ReportMetric(float64(times[len(times)-1].Microseconds()), "max-µs")
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "median-µs")
}

// BenchmarkKingTorus9 solves 9×9 king with wrap, the game's largest null
// space (nullity 32), Flip Game and Refrigerator.
func BenchmarkKingTorus9(b *testing.B) {
	for _, g := range solver.Games {
		b.Run(g.Name, func(b *testing.B) {
			benchWorst(b, solver.Spec{Game: g, Width: 9, Height: 9, Shape: solver.King, Torus: true})
		})
	}
}
