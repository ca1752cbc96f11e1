package colours

import (
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// TestAnyGoal: the one walk over every goal of the Flip Game finds an
// answer exactly as light as the lightest of the walks for each goal,
// which takes the position to a uniform board; on every Flip Game board
// from 4×4 to 6×6 in every K ≥ 3 where both trellises fit, and on the
// row and column boards where it is what makes the par proven in the page
// (9×9 at K = 4, 7×7 and 10×10 at K = 6). A run checks one position of
// each, of the run's seed; FLIP_LONG=1 checks two, of a fixed seed.
func TestAnyGoal(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 11, 12)
	per := testlong.Count(1, 2)
	var specs []binary.Spec
	for n := 4; n <= 6; n++ {
		specs = append(specs, specsOf(n, n)...)
	}
	heavy := map[binary.Spec]int{}
	for n, k := range map[int]int{9: 4, 7: 6, 10: 6} {
		s := binary.Spec{Game: binary.FlipGame, Width: n, Height: n, Shape: binary.RowCol}
		specs = append(specs, s)
		heavy[s] = k
	}
	compared := 0
	for _, s := range specs {
		if s.Game != binary.FlipGame {
			continue
		}
		for K := 3; K <= MaxColours; K++ {
			if k, ok := heavy[s]; ok && k != K {
				continue
			}
			r, err := New(s, K)
			if err != nil {
				t.Fatal(err)
			}
			g := r.linear()
			a, each := g.anyGoalTrellis(), g.eachGoal()
			if a == nil || each.width > TrellisStates || (heavy[s] == 0 && each.work > 1<<20) {
				continue
			}
			for range per {
				p := r.RandomSolvable(rng)
				xs := goalAnswers(r, p)
				want := lightestWeight(g, xs)
				for _, x0 := range xs {
					if x0 == nil {
						continue
					}
					w := g.newWalk(a, x0)
					for !w.step(g.n) {
					}
					x, wt := w.result()
					checkAnswer(t, s.String(), r, p, x, want)
					if wt != want {
						t.Fatalf("%v K%d: one walk weighs %d, the lightest goal's %d", s, K, wt, want)
					}
					break
				}
				compared++
			}
		}
	}
	if compared < 20*per {
		t.Errorf("only %d positions compared", compared)
	}
}
