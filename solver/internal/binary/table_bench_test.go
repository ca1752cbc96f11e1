package binary_test

import (
	"testing"

	"flip/solver/internal/binary"
)

func BenchmarkTable(b *testing.B) {
	for _, g := range binary.Games {
		b.Run(g.Name, func(b *testing.B) {
			s := binary.Classic(g)
			for b.Loop() {
				binary.MustNew(s)
			}
		})
	}
}
