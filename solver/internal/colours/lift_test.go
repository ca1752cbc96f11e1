package colours

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// lightestWeight returns the weight of the trellis's lightest answer over
// the goals' answers xs, walking the cells in g's order.
func lightestWeight(g *ring, xs [][]uint8) int {
	best := -1
	for _, x0 := range xs {
		if x0 == nil {
			continue
		}
		w := g.newWalk(g.eachGoal(), x0)
		for !w.step(g.n) {
		}
		if _, wt := w.result(); best < 0 || wt < best {
			best = wt
		}
	}
	return best
}

// goalAnswers returns each goal's particular answer for p (nil when out
// of reach), the solver's first step.
func goalAnswers(r *Rules, p Position) [][]uint8 {
	xs := make([][]uint8, len(r.goals))
	for gi, goal := range r.goals {
		if x, ok := r.linear().particular(r.gap(p, goal)); ok {
			xs[gi] = x
		}
	}
	return xs
}

// checkAnswer fails unless pressing each cell x[c] times takes p to a
// goal, by the test's own masks, and x weighs want.
func checkAnswer(t *testing.T, name string, r *Rules, p Position, x []uint8, want int) {
	t.Helper()
	masks := oracleMasks(r.spec)
	c := make([]int, r.n)
	for i := range c {
		c[i] = p.Get(i)
	}
	w := 0
	for j, k := range x {
		w += int(k)
		for _, i := range masks[j] {
			c[i] += int(k)
		}
	}
	solved := true
	for i := range c {
		if r.spec.Game.EitherColour {
			solved = solved && c[i]%r.k == c[0]%r.k
		} else {
			solved = solved && c[i]%r.k == 0
		}
	}
	if !solved || w != want {
		t.Fatalf("%s: the answer %v weighs %d (want %d) and solved is %v", name, x, w, want, solved)
	}
}

// TestCellOrders: on every torus from 4×4 to 6×6, in every K, the trellis
// walked in the order it chooses (by classes of rows and columns where
// that is narrower) finds answers exactly as light as the trellis walked
// row by row, and they solve the position. It also checks that the class
// orders are chosen where they are narrower: 6×6 king with wrap.
func TestCellOrders(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	classChosen := 0
	for K := 3; K <= MaxColours; K++ {
		for n := 4; n <= 6; n++ {
			for _, s := range specsOf(n, n) {
				if !s.Torus {
					continue
				}
				r, _ := New(s, K)
				if r.HasTable() {
					continue
				}
				g := r.linear()
				byRow := newRing(K, r.n, r.masks, cellOrders(s)[:1])
				if g.eachGoal().width > TrellisStates || byRow.eachGoal().width > 1<<20 {
					continue
				}
				if g.eachGoal().width < byRow.eachGoal().width {
					classChosen++
				}
				for range 3 {
					p := r.RandomSolvable(rng)
					xs := goalAnswers(r, p)
					want := lightestWeight(byRow, xs)
					if got := lightestWeight(g, xs); got != want {
						t.Fatalf("%v K%d: %d in the chosen order, %d row by row", s, K, got, want)
					}
					a, err := r.Solve(p)
					if err != nil || !a.Proven || len(a.Presses) != want {
						t.Fatalf("%v K%d: Solve %+v %v, want %d proven", s, K, a, err, want)
					}
				}
			}
		}
	}
	if classChosen == 0 {
		t.Error("no torus walks its cells by classes")
	}
	for _, K := range []int{3, 5, 6} {
		s := binary.Spec{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.King, Torus: true}
		r, _ := New(s, K)
		if tr := r.linear().eachGoal(); tr.gens == nil || tr.width > TrellisStates {
			t.Errorf("%v K%d: %d states", s, K, tr.width)
		}
	}
}

// TestLift: on every board from 4×4 to 7×7 at K = 4 and 6 where the lift
// and the trellis both run, the lift's answer is exactly as light as the
// trellis's, and it solves the position; where fieldOracle can list every
// answer it is the par. On 10×10 cross with wrap at K = 4 (the board the
// lift is for) Solve uses it and proves its answers. A run checks one
// position of each rule set (two on 10×10), of the run's seed; FLIP_LONG=1
// checks four (and two), of a fixed seed.
func TestLift(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 9, 10)
	per := testlong.Count(1, 4)
	checked := 0
	for _, K := range []int{4, 6} {
		for n := 4; n <= 7; n++ {
			for _, s := range specsOf(n, n) {
				r, _ := New(s, K)
				if r.HasTable() {
					continue
				}
				g := r.linear()
				l := g.lifter()
				if l == nil || g.eachGoal().width > 1<<20 {
					continue
				}
				f := newFieldOracle(s, K)
				for range per {
					p := r.RandomSolvable(rng)
					xs := goalAnswers(r, p)
					want := lightestWeight(g, xs)
					x, proven, w := l.lightest(K, xs, math.MaxInt)
					name := fmt.Sprintf("%v K%d %v", s, K, p.Cells(r.n))
					if !proven || w != want {
						t.Fatalf("%s: the lift weighs %d, the trellis %d", name, w, want)
					}
					checkAnswer(t, name, r, p, x, want)
					if par, known := f.par(p.Cells(r.n), fieldLimit); known && par != want {
						t.Fatalf("%s: the lift weighs %d, the par is %d", name, w, par)
					}
					checked++
				}
			}
		}
	}
	if checked < 10*per {
		t.Errorf("the lift was checked on %d positions", checked)
	}
	s := binary.Spec{Game: binary.Fridge, Width: 10, Height: 10, Shape: binary.Cross, Torus: true}
	r, _ := New(s, 4)
	if g := r.linear(); g.eachGoal().gens != nil && g.eachGoal().width <= TrellisStates || g.lifter() == nil {
		t.Fatalf("%v K4: the trellis fits or there is no lift", s)
	}
	for range testlong.Count(1, 2) {
		p := r.RandomSolvable(rng)
		a, err := r.Solve(p)
		if err != nil || !a.Proven {
			t.Fatalf("%v K4: %+v %v, want a proven answer", s, a, err)
		}
		x := make([]uint8, r.n)
		for _, c := range a.Presses {
			x[c]++
		}
		checkAnswer(t, fmt.Sprint(s), r, p, x, len(a.Presses))
	}
}
