package binary_test

import (
	"math/rand/v2"
	"testing"

	"flip/solver/internal/binary"
)

// BenchmarkCertificates measures Certificates on random impossible
// positions of the game's boards with a null space: 10×10 cross with wrap
// (nullity 16, the 10×10 board with most), 6×6 king with wrap (20), and
// 9×9 king with wrap (32, beyond an exhaustive walk). Every goal gets its
// certificate, so this is the whole cost of explaining a position. The
// one-time elimination is not measured.
func BenchmarkCertificates(b *testing.B) {
	for _, s := range []binary.Spec{
		{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true},
		{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.Fridge, Width: 9, Height: 9, Shape: binary.RowCol},
	} {
		b.Run(s.String(), func(b *testing.B) {
			r := binary.MustNew(s)
			rng := rand.New(rand.NewPCG(1, 2))
			var boards []binary.Board
			for len(boards) < 16 {
				var x binary.Board
				for c := range r.Cells() {
					x.Set(c, rng.IntN(2) == 1)
				}
				if r.Certificates(x) != nil {
					boards = append(boards, x)
				}
			}
			i := 0
			for b.Loop() {
				if r.Certificates(boards[i%len(boards)]) == nil {
					b.Fatal("no certificate")
				}
				i++
			}
			b.ReportMetric(float64(r.Nullity()), "nullity")
		})
	}
}

// BenchmarkCertificatesFirst measures the first Certificates on a fresh
// rule set of the boards of BenchmarkCertificates: the elimination and the
// list of light quiet sets included, what the first explanation of a
// position on a newly chosen board costs.
func BenchmarkCertificatesFirst(b *testing.B) {
	for _, s := range []binary.Spec{
		{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true},
		{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.Fridge, Width: 9, Height: 9, Shape: binary.RowCol},
	} {
		b.Run(s.String(), func(b *testing.B) {
			var x binary.Board
			x.Set(0, true) // one corner: impossible on all four
			for b.Loop() {
				if binary.MustNew(s).Certificates(x) == nil {
					b.Fatal("no certificate")
				}
			}
		})
	}
}

// BenchmarkMakeSolvable measures MakeSolvable on random impossible
// positions of the boards of BenchmarkCertificates. On 9×9 king with wrap
// the search gives up after its budget and the answer is not proven
// fewest.
func BenchmarkMakeSolvable(b *testing.B) {
	for _, s := range []binary.Spec{
		binary.Classic(binary.FlipGame),
		{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true},
		{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.Fridge, Width: 9, Height: 9, Shape: binary.RowCol, Torus: true},
	} {
		b.Run(s.String(), func(b *testing.B) {
			r := binary.MustNew(s)
			rng := rand.New(rand.NewPCG(1, 2))
			var boards []binary.Board
			for len(boards) < 16 {
				var x binary.Board
				for c := range r.Cells() {
					x.Set(c, rng.IntN(2) == 1)
				}
				if r.Certificates(x) != nil {
					boards = append(boards, x)
				}
			}
			r.MakeSolvable(boards[0]) // the one-time syndrome ball is not measured
			i := 0
			for b.Loop() {
				if t, _, err := r.MakeSolvable(boards[i%len(boards)]); err != nil || t == nil {
					b.Fatal(t, err)
				}
				i++
			}
			b.ReportMetric(float64(r.Nullity()), "nullity")
		})
	}
}
