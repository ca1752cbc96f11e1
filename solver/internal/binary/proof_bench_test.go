package binary

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// benchProof solves each of 32 random solvable positions of s once per op
// and reports, beside ns/op, in processor time (see threadCPU, so that the
// figures leave out the waits for a processor shared with other
// programs): the slowest single solve (max-µs), the slowest position
// taking its fastest solve over the ops (worst-µs), the median single
// solve, and two floors measured in the same run: one Gaussian elimination of the
// board (newSystem, done once per Rules) and one particular solution
// (the elimination's answer for one position, before any search). The
// ratios are the median solve over each floor.
func benchProof(b *testing.B, s Spec) { benchProofN(b, s, 32) }

// benchProofN is benchProof on n positions.
func benchProofN(b *testing.B, s Spec, n int) {
	r := MustNew(s)
	rng := rand.New(rand.NewPCG(uint64(s.Width), uint64(s.Height)))
	boards := make([]Board, n)
	for i := range boards {
		boards[i] = r.RandomSolvable(rng)
	}
	sys := r.linear()
	r.SolveLinear(boards[0]) // builds the split or periodic search, once per Rules
	var solves []time.Duration
	fastest := make([]time.Duration, len(boards))
	for b.Loop() {
		for i, x := range boards {
			var err error
			d := threadCPU(func() { _, err = r.SolveLinear(x) })
			if err != nil {
				b.Fatal(err)
			}
			solves = append(solves, d)
			if fastest[i] == 0 || d < fastest[i] {
				fastest[i] = d
			}
		}
	}
	b.StopTimer()
	elim := medianOf(9, func() { newSystem(r.presses) })
	part := medianOf(101, func() {
		for range 100 {
			sys.particular(boards[0].Xor(r.goals[0]))
		}
	}) / 100
	slices.Sort(solves)
	med := solves[len(solves)/2]
	b.ReportMetric(float64(sys.nullity()), "nullity")
	b.ReportMetric(float64(solves[len(solves)-1].Nanoseconds())/1e3, "max-µs")
	b.ReportMetric(float64(slices.Max(fastest).Nanoseconds())/1e3, "worst-µs")
	b.ReportMetric(float64(med.Nanoseconds())/1e3, "median-µs")
	b.ReportMetric(float64(elim.Nanoseconds())/1e3, "elim-µs")
	b.ReportMetric(float64(med)/float64(elim), "median/elim")
	b.ReportMetric(float64(med)/float64(part), "median/particular")
}

// medianOf returns the median processor time of n calls of f.
func medianOf(n int, f func()) time.Duration {
	ts := make([]time.Duration, n)
	for i := range ts {
		ts[i] = threadCPU(f)
	}
	slices.Sort(ts)
	return ts[n/2]
}

// BenchmarkProofKingTorus9 solves 9×9 king with wrap, the game's largest
// null space (nullity 32), for both games: every answer is proven.
func BenchmarkProofKingTorus9(b *testing.B) {
	for _, g := range Games {
		b.Run(g.Name, func(b *testing.B) {
			benchProof(b, Spec{Game: g, Width: 9, Height: 9, Shape: King, Torus: true})
		})
	}
}

// BenchmarkProof32 solves 32×32 boards: king (nullity 63: the answer is
// not proven, and the solve includes the local search and the lower
// bound) and Lights Out (nullity 20: proven by the walk).
func BenchmarkProof32(b *testing.B) {
	for _, s := range []Spec{
		{Game: Fridge, Width: 32, Height: 32, Shape: King},
		{Game: FlipGame, Width: 32, Height: 32, Shape: Cross},
	} {
		b.Run(s.String(), func(b *testing.B) { benchProof(b, s) })
	}
}

// BenchmarkProofCrossTorus solves Lights Out tori (cross shape with wrap)
// whose null space no split covers, for both games, by the periodic
// search: 20×20 (nullity 32) and 14×18 (nullity 28), 8 positions each;
// every answer is proven. BenchmarkCrossTori does the same on all ten
// such boards of nullity 28 and 32.
func BenchmarkProofCrossTorus(b *testing.B) {
	benchCrossTori(b, [][2]int{{20, 20}, {14, 18}})
}

// BenchmarkCrossTori solves the ten Lights Out tori of nullity 28 and 32
// up to 32×32 (see BenchmarkProofCrossTorus).
func BenchmarkCrossTori(b *testing.B) {
	benchCrossTori(b, [][2]int{{14, 18}, {18, 14}, {16, 24}, {24, 16}, {18, 28}, {28, 18}, {20, 20}, {24, 24}, {24, 32}, {32, 24}})
}

func benchCrossTori(b *testing.B, sizes [][2]int) {
	for _, wh := range sizes {
		for _, g := range Games {
			s := Spec{Game: g, Width: wh[0], Height: wh[1], Shape: Cross, Torus: true}
			b.Run(s.String(), func(b *testing.B) { benchProofN(b, s, 8) })
		}
	}
}
