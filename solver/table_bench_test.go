package solver_test

import (
	"testing"

	"flip/solver"
)

func BenchmarkTable(b *testing.B) {
	for _, g := range solver.Games {
		b.Run(g.Name, func(b *testing.B) {
			s := solver.Classic(g)
			for b.Loop() {
				solver.MustNew(s)
			}
		})
	}
}
