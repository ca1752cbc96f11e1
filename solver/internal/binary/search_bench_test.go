package binary

import (
	"math/rand/v2"
	"testing"
	"time"
)

// BenchmarkSearchStep runs searches on 9×9 king with wrap in Steps of 2 ms
// and reports the longest Step in processor time (max-step-µs, see
// threadCPU), what a page's frame would block for, and the Steps a search
// takes.
func BenchmarkSearchStep(b *testing.B) {
	for _, g := range Games {
		b.Run(g.Name, func(b *testing.B) {
			r := MustNew(Spec{Game: g, Width: 9, Height: 9, Shape: King, Torus: true})
			rng := rand.New(rand.NewPCG(2, 2))
			boards := make([]Board, 32)
			for i := range boards {
				boards[i] = r.RandomSolvable(rng)
			}
			r.Solve(boards[0])
			var longest time.Duration
			steps, searches := 0, 0
			for b.Loop() {
				for _, x := range boards {
					s := r.NewSearch(x)
					for done := false; !done; {
						longest = max(longest, threadCPU(func() { done = s.Step(2 * time.Millisecond) }))
						steps++
					}
					searches++
				}
			}
			b.ReportMetric(float64(longest.Nanoseconds())/1e3, "max-step-µs")
			b.ReportMetric(float64(steps)/float64(searches), "steps/search")
		})
	}
}
