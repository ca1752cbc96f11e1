package colours

import (
	"fmt"
	"math"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// TestKingWrap: on king with wrap on 6×6, 6×9 and 9×6 in every K ≥ 3,
// where the trellis also runs, the king-with-wrap search's answer is
// exactly as light as the trellis's and solves the position; on 9×9,
// where the trellis cannot run from K = 4 on, Solve proves its answers in
// every K, and the page's budget proves them at K = 3, 4 and 5 (a goal a step).
// A run checks one position of each rule set against the trellis, of the
// run's seed; FLIP_LONG=1 checks three, of a fixed seed.
func TestKingWrap(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 11, 12)
	per := testlong.Count(1, 3)
	checked := 0
	for K := 3; K <= MaxColours; K++ {
		for _, wh := range [][2]int{{6, 6}, {6, 9}, {9, 6}} {
			for _, game := range binary.Games {
				s := binary.Spec{Game: game, Width: wh[0], Height: wh[1], Shape: binary.King, Torus: true}
				r, err := New(s, K)
				if err != nil {
					t.Fatal(err)
				}
				kw := r.kingWrap()
				if kw == nil {
					t.Fatalf("%v K%d: no king-with-wrap structure", s, K)
				}
				g := r.linear()
				if g.eachGoal().width > TrellisStates {
					continue
				}
				for range per {
					p := r.RandomSolvable(rng)
					xs := goalAnswers(r, p)
					want := lightestWeight(g, xs)
					x, proven, w := kw.lightest(xs, math.MaxInt)
					name := fmt.Sprintf("%v K%d %v", s, K, p.Cells(r.n))
					if !proven || w != want {
						t.Fatalf("%s: king with wrap weighs %d (proven %v), the trellis %d", name, w, proven, want)
					}
					checkAnswer(t, name, r, p, x, want)
					checked++
				}
			}
		}
	}
	if checked < 10*per {
		t.Errorf("checked %d positions against the trellis", checked)
	}
	for K := 3; K <= MaxColours; K++ {
		s := binary.Spec{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true}
		r, _ := New(s, K)
		p := r.RandomSolvable(rng)
		a, err := r.Solve(p)
		if err != nil || !a.Proven {
			t.Fatalf("%v K%d: %+v %v, want a proven answer", s, K, a, err)
		}
		x := make([]uint8, r.n)
		for _, c := range a.Presses {
			x[c]++
		}
		checkAnswer(t, fmt.Sprint(s, " K", K), r, p, x, len(a.Presses))
		if K <= 5 {
			if b, err := r.SolveLinear(p, 1<<16); err != nil || !b.Proven || len(b.Presses) != len(a.Presses) {
				t.Errorf("%v K%d: with the page's budget %+v %v, want %d proven", s, K, b, err, len(a.Presses))
			}
		}
	}
	// Not king with wrap on sides 3 divides: none.
	for _, s := range []binary.Spec{
		{Game: binary.FlipGame, Width: 8, Height: 8, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.Cross, Torus: true},
	} {
		if r, _ := New(s, 3); r.kingWrap() != nil {
			t.Errorf("%v: a king-with-wrap structure", s)
		}
	}
}
