package play_test

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestLookBack holds the look back to its definition on both 4×4 games,
// against a brute-force enumeration of every press set: the answer shown
// is, of the optimal answers from the start, one sharing the most cells
// with those the player pressed an odd number of times (ties: the lowest
// cells); cancelled are the cells pressed an even number of times, extra
// those pressed an odd number of times that the answer does without.
func TestLookBack(t *testing.T) {
	rng := newRNG(11)
	for _, r := range classics {
		effect := make([]uint16, 1<<16)
		for x := 1; x < 1<<16; x++ {
			effect[x] = effect[x&(x-1)] ^ uint16(r.Press(bits.TrailingZeros16(uint16(x))).Index())
		}
		tested, atPar := 0, 0
		for trial := 0; tested < 60 && trial < 2000; trial++ {
			// The player's presses, from a start they solve.
			n := 2 + rng.IntN(8)
			presses := make([]int, n)
			for i := range presses {
				presses[i] = rng.IntN(16)
			}
			goal := r.Goals()[rng.IntN(len(r.Goals()))]
			start := goal
			for _, p := range presses {
				start = r.Apply(start, p)
			}
			// No earlier position may be solved: the game would end there.
			b, early := start, r.IsGoal(start)
			for _, p := range presses[:n-1] {
				b = r.Apply(b, p)
				early = early || r.IsGoal(b)
			}
			if early {
				continue
			}
			tested++
			c := newController(r, start)
			now := t0
			for _, p := range presses {
				now += time.Second
				c.Do(play.Intent{Action: play.ActPress, Cell: p}, now)
			}
			now += time.Second
			c.Tick(now)
			s := c.Snapshot(now)
			if !s.Solved || s.Review == nil {
				t.Fatalf("%s: solved %v, review %v", s.Link, s.Solved, s.Review)
			}
			// The brute force.
			var odd uint16
			times := map[int]int{}
			for _, p := range presses {
				odd ^= 1 << p
				times[p]++
			}
			fewest, best := 17, uint16(0)
			var optimal []uint16
			for x := 0; x < 1<<16; x++ {
				if !r.IsGoal(solver.BoardOf(start.Index() ^ uint64(effect[x]))) {
					continue
				}
				switch w := bits.OnesCount16(uint16(x)); {
				case w < fewest:
					fewest, optimal = w, []uint16{uint16(x)}
				case w == fewest:
					optimal = append(optimal, uint16(x))
				}
			}
			best = optimal[0]
			for _, x := range optimal[1:] {
				sx, sb := bits.OnesCount16(x&odd), bits.OnesCount16(best&odd)
				if sx > sb || sx == sb && listLess(x, best) {
					best = x
				}
			}
			var wantOpt, wantCancel, wantExtra []int
			for i := range 16 {
				if best>>i&1 != 0 {
					wantOpt = append(wantOpt, i)
				}
				switch {
				case times[i] > 0 && times[i]%2 == 0:
					wantCancel = append(wantCancel, i)
				case times[i]%2 == 1 && best>>i&1 == 0:
					wantExtra = append(wantExtra, i)
				}
			}
			rv := s.Review
			if !slices.Equal(rv.Optimal, orEmpty(wantOpt)) || !slices.Equal(rv.Cancelled, orEmpty(wantCancel)) || !slices.Equal(rv.Extra, orEmpty(wantExtra)) {
				t.Errorf("%s presses %v: review %+v, want optimal %v cancelled %v extra %v", s.Link, presses, *rv, wantOpt, wantCancel, wantExtra)
			}
			if n == fewest {
				atPar++
				if !strings.Contains(detail(c, now), "an optimal answer") || len(wantCancel)+len(wantExtra) != 0 {
					t.Errorf("%s: at par, the look back says %q (cancelled %v, extra %v)", s.Link, detail(c, now), wantCancel, wantExtra)
				}
			} else if len(wantCancel) > 0 && !strings.Contains(detail(c, now), "cancelled") {
				t.Errorf("%s: the look back says %q, want the cancelled presses", s.Link, detail(c, now))
			}
			// Undo after the finish clears the look back.
			c.Do(play.Intent{Action: play.ActUndo}, now+time.Second)
			if s := c.Snapshot(now + 3*time.Second); s.Review != nil {
				t.Errorf("%s: after Undo the review is %+v", s.Link, *s.Review)
			}
		}
		if tested < 60 || atPar == 0 {
			t.Errorf("%v: %d finishes tested, %d at par", r.Spec(), tested, atPar)
		}
	}
}

// detail is the words under the status.
func detail(c *play.Controller, now time.Duration) string { return c.View(now).Detail.Text }

func orEmpty(x []int) []int {
	if x == nil {
		return []int{}
	}
	return x
}

// listLess compares the ascending lists of the cells set in a and b.
func listLess(a, b uint16) bool {
	for a != 0 && b != 0 {
		la, lb := bits.TrailingZeros16(a), bits.TrailingZeros16(b)
		if la != lb {
			return la < lb
		}
		a, b = a&(a-1), b&(b-1)
	}
	return a == 0 && b != 0
}

// TestLookBackWords: the look back says the numbers, at par and over.
func TestLookBackWords(t *testing.T) {
	r := flipRules
	start := applyAll(r, solver.Board{}, 5)
	c := newController(r, start)
	now := t0
	for _, p := range []int{0, 5, 0} {
		now += time.Second
		c.Do(play.Intent{Action: play.ActPress, Cell: p}, now)
	}
	now += time.Second
	c.Tick(now)
	want := "Look back: 2 presses cancelled (row 1, column 1 twice)."
	if got := detail(c, now); got != want {
		t.Errorf("over par: %q, want %q", got, want)
	}
	v := c.View(now)
	if !v.Cells[5].Answer || v.Cells[0].Waste != 2 || v.Cells[0].Answer {
		t.Errorf("cells: 5 %+v, 0 %+v", v.Cells[5], v.Cells[0])
	}
	c2 := newController(r, start)
	c2.Do(play.Intent{Action: play.ActPress, Cell: 5}, t0)
	c2.Tick(t0 + time.Second)
	n, _ := r.OptimalCount(start)
	want = fmt.Sprintf("Look back: your 1 press is an optimal answer. There are %d other optimal answers.", n-1)
	if n == 1 {
		want = "Look back: your 1 press is an optimal answer. It is the only optimal answer."
	}
	if got := detail(c2, t0+time.Second); got != want {
		t.Errorf("at par: %q, want %q", got, want)
	}
}
