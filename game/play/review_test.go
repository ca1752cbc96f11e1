package play_test

import (
	"fmt"
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// lookBackSpecs are the rule sets the brute-force look back test plays:
// both games on 3×3 and 4×4, each shape, with and without wrap.
func lookBackSpecs() []solver.Spec {
	var specs []solver.Spec
	for _, side := range []int{3, 4} {
		for _, g := range solver.Games {
			for _, sh := range solver.Shapes {
				for _, torus := range []bool{false, true} {
					specs = append(specs, solver.Spec{Game: g, Width: side, Height: side, Shape: sh, Torus: torus})
				}
			}
		}
	}
	return specs
}

// TestLookBackTruth holds the look back to an independent model on every
// 3×3 and 4×4 rule set, by brute force over all 2^n press sets: for
// random starts and random presses of the player's that finish, the
// answer it shows takes the start to the player's own finish (the same
// colour), has the fewest presses of all that do, and of those shares
// the most cells with the cells the player pressed an odd number of
// times; and the numbers its words give add up to the presses made.
func TestLookBackTruth(t *testing.T) {
	rng := newRNG(40)
	for _, spec := range lookBackSpecs() {
		r := solver.MustNew(spec)
		n := r.Cells()
		if spec.Game.EitherColour && r.Press(0) == solver.Full(n) && r.Press(n-1) == solver.Full(n) {
			continue // 3×3 king with wrap: a press turns every piece, from one colour to the other
		}
		effect := make([]uint16, 1<<n)
		for x := 1; x < 1<<n; x++ {
			effect[x] = effect[x&(x-1)] ^ uint16(r.Press(bits.TrailingZeros16(uint16(x))).Index())
		}
		tested := 0
		for trial := 0; tested < 25 && trial < 3000; trial++ {
			m := 1 + rng.IntN(11)
			presses := make([]int, m)
			for i := range presses {
				presses[i] = rng.IntN(n)
				if i > 0 && rng.IntN(4) == 0 {
					presses[i] = presses[rng.IntN(i)] // a press made again
				}
			}
			goals := r.Goals()
			goal := goals[rng.IntN(len(goals))]
			start := applyAll(r, goal.Board(), presses...)
			// No earlier position may be solved: the game would end there.
			if solvedEarly(r, start, presses) {
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
				t.Fatalf("%v %s: solved %v, review %v", spec, s.Link, s.Solved, s.Review)
			}
			var odd uint16
			for _, p := range presses {
				odd ^= 1 << p
			}
			// The brute force: every press set that reaches the player's
			// finish from the start does what the odd set does.
			fewest, shared := n+1, -1
			for x := 0; x < 1<<n; x++ {
				if effect[x] != effect[odd] {
					continue
				}
				w, sh := bits.OnesCount16(uint16(x)), bits.OnesCount16(uint16(x)&odd)
				if w < fewest || w == fewest && sh > shared {
					fewest, shared = w, sh
				}
			}
			var x uint16
			for _, cell := range s.Review.Optimal {
				x |= 1 << cell
			}
			words := detail(c, now)
			where := func() string {
				return spec.String() + " " + r.Encode(solver.FromBoard(start)) + " presses " + strconv.Quote(intsText(presses)) + ": " + words
			}
			if effect[x] != effect[odd] {
				t.Errorf("%s\nthe answer %v reaches %s, the player reached %s", where(), s.Review.Optimal, r.Encode(solver.FromBoard(solver.BoardOf(start.Index()^uint64(effect[x])))), r.Encode(goal))
				continue
			}
			if got := bits.OnesCount16(x); got != fewest {
				t.Errorf("%s\nthe answer %v has %d presses, the fewest to that finish is %d", where(), s.Review.Optimal, got, fewest)
			}
			if got := bits.OnesCount16(x & odd); got != shared {
				t.Errorf("%s\nthe answer %v shares %d presses with the player's, the most is %d", where(), s.Review.Optimal, got, shared)
			}
			checkReviewParts(t, where, r, c.View(now), presses, solver.BoardOf(uint64(x)))
			if sum, ok := wordsCount(words); !ok || sum != m {
				t.Errorf("%s\nthe words account for %d presses (%v), the player made %d", where(), sum, ok, m)
			}
			_, said, _ := strings.Cut(s.Announcement, " Look back: ")
			if sum, ok := wordsCount("Look back: " + said); !ok || sum != m {
				t.Errorf("%s\nthe announcement %q accounts for %d presses (%v), the player made %d", where(), said, sum, ok, m)
			}
		}
		if tested < 25 {
			t.Errorf("%v: %d finishes tested", spec, tested)
		}
	}
}

// wordsCount adds up the presses the look back's words account for: all
// of them when it says the player's presses are an answer, else each
// clause of "of your 9 presses, 2 are in this answer in 5, 2 cancelled
// out (…) and the other 5 together did the work of …". ok is false when the words
// say no number of presses made.
func wordsCount(words string) (sum int, ok bool) {
	if m := regexp.MustCompile(`^Look back: your (\d+) press(es)? (is|are) `).FindStringSubmatch(words); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n, true
	}
	if !regexp.MustCompile(`^Look back: of your \d+ presses, `).MatchString(words) {
		return 0, false
	}
	clauses := regexp.MustCompile(`(\d+|none) (is in this answer|are in this answer|alone solves?|cancelled out)|the other (\d+)`)
	for _, m := range clauses.FindAllStringSubmatch(words, -1) {
		n, _ := strconv.Atoi(m[1] + m[3]) // "none" is 0
		sum += n
	}
	return sum, true
}

// intsText writes cells as "0 1 2".
func intsText(x []int) string {
	s := ""
	for i, v := range x {
		if i > 0 {
			s += " "
		}
		s += strconv.Itoa(v)
	}
	return s
}

// checkReviewParts holds the look back's parts to the answer x (a set of
// cells) and the player's presses: kept are the answer's cells pressed an
// odd number of times, ringed (on the board too) the answer's others,
// extra the odd cells it does without, cancelled the cells pressed an
// even number of times; the groups split extra and ringed into sets that
// each change nothing when pressed together, and the board tags every
// press not in the answer.
func checkReviewParts(t *testing.T, where func() string, r *solver.Rules, v play.View, presses []int, x solver.Board) {
	t.Helper()
	rv := v.State.Review
	times := map[int]int{}
	for _, p := range presses {
		times[p]++
	}
	var kept, ringed, extra, cancelled []int
	for i := range r.Cells() {
		in, n := x.Get(i), times[i]
		switch {
		case in && n%2 == 1:
			kept = append(kept, i)
		case in:
			ringed = append(ringed, i)
		case n%2 == 1:
			extra = append(extra, i)
		}
		if n > 0 && n%2 == 0 {
			cancelled = append(cancelled, i)
		}
		waste := n - n%2
		if n%2 == 1 && !in {
			waste = n
		}
		if c := v.Cells[i]; c.Added != (in && n%2 == 0) || c.Waste != waste {
			t.Errorf("%s\ncell %d (pressed %d times, in the answer %v) drawn ringed %v with %d wasted", where(), i, n, in, c.Added, c.Waste)
		}
	}
	if rv.Fewest != x.Count() || !slices.Equal(rv.Kept, orEmpty(kept)) || !slices.Equal(rv.Ringed, orEmpty(ringed)) ||
		!slices.Equal(rv.Extra, orEmpty(extra)) || !slices.Equal(rv.Cancelled, orEmpty(cancelled)) {
		t.Errorf("%s\nreview %+v; want fewest %d kept %v ringed %v extra %v cancelled %v", where(), *rv, x.Count(), kept, ringed, extra, cancelled)
	}
	var inGroups, workGroups []int
	for _, g := range rv.Groups {
		var both solver.Board
		for _, cell := range append(slices.Clone(g.Presses), g.Work...) {
			both = r.Apply(solver.FromBoard(both), cell).Board()
		}
		if len(g.Presses) == 0 || !both.IsZero() {
			t.Errorf("%s\ngroup %+v: its presses and its work together change %s", where(), g, r.Encode(solver.FromBoard(both)))
		}
		inGroups, workGroups = append(inGroups, g.Presses...), append(workGroups, g.Work...)
	}
	slices.Sort(inGroups)
	slices.Sort(workGroups)
	if !slices.Equal(orEmpty(inGroups), rv.Extra) || !slices.Equal(orEmpty(workGroups), rv.Ringed) {
		t.Errorf("%s\ngroups %+v hold presses %v and work %v; want extra %v and ringed %v", where(), rv.Groups, inGroups, workGroups, rv.Extra, rv.Ringed)
	}
}

// TestLookBackGameBoards plays a finish on every two-colour board the
// game offers (some presses at random, then an optimal answer from there) — both games, 3×3 to 10×10, each shape, with and
// without wrap — and holds the look back to what can be checked without
// it: its answer takes the start to the player's finish, its size is the
// Refrigerator's proven par (one goal: the fewest to that finish) and in
// the Flip Game at least the par, the words name the par's colour when it
// is the other, its parts are as checkReviewParts says, and the words
// account for every press.
func TestLookBackGameBoards(t *testing.T) {
	rng := newRNG(41)
	for _, g := range solver.Games {
		for _, sh := range solver.Shapes {
			for _, torus := range []bool{false, true} {
				for side := 3; side <= 10; side++ {
					spec := solver.Spec{Game: g, Width: side, Height: side, Shape: sh, Torus: torus}
					r := solver.MustNew(spec)
					n := r.Cells()
					if g.EitherColour && r.Press(0) == solver.Full(n) {
						continue // 3×3 king with wrap: a press turns every piece, from one colour to the other
					}
					for trial, tested := 0, 0; tested < 2 && trial < 50; trial++ {
						// A player's presses: some at random, then an optimal
						// answer from there.
						start := r.RandomSolvable(rng)
						presses := make([]int, 1+rng.IntN(side))
						for i := range presses {
							presses[i] = rng.IntN(n)
						}
						a, err := r.Solve(solver.FromBoard(applyAll(r, start.Board(), presses...)))
						if err != nil {
							t.Fatal(err)
						}
						presses = append(presses, a.Presses...)
						m := len(presses)
						goal := applyAll(r, start.Board(), presses...)
						if solvedEarly(r, start.Board(), presses) {
							continue
						}
						tested++
						c := newController(r, start.Board())
						now := t0
						for _, p := range presses {
							now += time.Second
							c.Do(press(p), now)
							c.Tick(now + time.Second/2)
						}
						now += time.Second
						c.Tick(now)
						v := c.View(now)
						s, words := v.State, v.Detail.Text
						where := func() string {
							return spec.String() + " " + r.Encode(start) + " presses " + intsText(presses) + ": " + words
						}
						if !s.Solved || s.Review == nil {
							t.Fatalf("%s\nsolved %v, review %v", where(), s.Solved, s.Review)
						}
						par, _ := c.Par()
						rv := s.Review
						var x solver.Board
						for _, cell := range rv.Optimal {
							x.Set(cell, true)
						}
						switch {
						case applyAll(r, start.Board(), rv.Optimal...) != goal:
							t.Errorf("%s\nthe answer %v does not reach the player's finish", where(), rv.Optimal)
						case !g.EitherColour && rv.Fewest != par:
							t.Errorf("%s\nthe answer has %d presses, the par is %d", where(), rv.Fewest, par)
						case rv.Fewest < par:
							t.Errorf("%s\nthe answer has %d presses, under the par %d", where(), rv.Fewest, par)
						case rv.Fewest > par && !strings.HasSuffix(words, fmt.Sprintf("par %d is to all %s.", par, map[bool]string{true: "black", false: "white"}[goal.IsZero()])):
							t.Errorf("%s\nthe answer has %d presses, the par %d: the words do not say the par is toward the other colour", where(), rv.Fewest, par)
						}
						checkReviewParts(t, where, r, v, presses, x)
						if sum, ok := wordsCount(words); !ok || sum != m {
							t.Errorf("%s\nthe words account for %d presses (%v), the player made %d", where(), sum, ok, m)
						}
					}
				}
			}
		}
	}
}

// TestLookBackIssue40 plays the finish of issue 40 and holds the look
// back to what is true of it: the board finishes all white in 9 presses
// (par 5), and the answer shown turns the start all white too, in 5, two
// of them the player's; cell 0 pressed twice cancelled out, and the five
// other presses did the work of the three presses ringed.
func TestLookBackIssue40(t *testing.T) {
	r := flipRules
	start := decode(t, r, "bbwwwwwbwbbwwbbw")
	c := newController(r, start)
	now := t0
	for _, p := range []int{0, 1, 2, 5, 7, 8, 10, 12, 0} {
		now += time.Second
		c.Do(press(p), now)
	}
	now += time.Second
	c.Tick(now)
	s := c.Snapshot(now)
	if s.Status != "Solved in 9 presses — par 5" || s.Review == nil {
		t.Fatalf("status %q, review %v", s.Status, s.Review)
	}
	rv := s.Review
	if end := applyAll(r, start, rv.Optimal...); !end.IsZero() {
		t.Errorf("the answer %v makes %s, not all white", rv.Optimal, r.Encode(solver.FromBoard(end)))
	}
	if len(rv.Optimal) != 5 || len(rv.Kept) != 2 || !slices.Equal(rv.Cancelled, []int{0}) || len(rv.Extra) != 5 || len(rv.Ringed) != 3 {
		t.Errorf("review %+v", *rv)
	}
	want := "Look back: of your 9 presses, 2 are in this answer in 5, 2 cancelled out and the other 5 together did the work of its other 3, ringed."
	if got := detail(c, now); got != want {
		t.Errorf("the look back says\n%q\nwant\n%q", got, want)
	}
	// The announcement names the cells, for those who cannot see them.
	var names []string
	for _, cell := range rv.Ringed {
		names = append(names, fmt.Sprintf("row %d, column %d", cell/4+1, cell%4+1))
	}
	said := "2 cancelled out (row 1, column 1 twice) and the other 5 together did the work of its other 3, ringed (" + strings.Join(names[:2], "; ") + " and " + names[2] + ")."
	if !strings.HasSuffix(s.Announcement, said) {
		t.Errorf("announced\n%q\nwant it to end\n%q", s.Announcement, said)
	}
}

// TestLookBackWords: the look back's words at par, over par, and at the
// fewest for the player's colour when the par is toward the other.
func TestLookBackWords(t *testing.T) {
	r := flipRules
	start := applyAll(r, solver.Board{}, 5)
	c := newController(r, start)
	now := t0
	for _, p := range []int{0, 5, 0} {
		now += time.Second
		c.Do(press(p), now)
	}
	now += time.Second
	c.Tick(now)
	want := "Look back: of your 3 presses, 1 alone solves it and 2 cancelled out (row 1, column 1 twice)."
	if got := detail(c, now); got != want {
		t.Errorf("over par: %q, want %q", got, want)
	}
	v := c.View(now)
	if v.Cells[5].Added || v.Cells[5].Waste != 0 || v.Cells[0].Waste != 2 || v.Cells[0].Added {
		t.Errorf("cells: 5 %+v, 0 %+v", v.Cells[5], v.Cells[0])
	}
	c2 := newController(r, start)
	c2.Do(press(5), t0)
	c2.Tick(t0 + time.Second)
	n, _ := r.OptimalCount(solver.FromBoard(start))
	want = fmt.Sprintf("Look back: your 1 press is an optimal answer. There are %d other optimal answers.", n-1)
	if n == 1 {
		want = "Look back: your 1 press is an optimal answer. It is the only optimal answer."
	}
	if got := detail(c2, t0+time.Second); got != want {
		t.Errorf("at par: %q, want %q", got, want)
	}
	// A start 3 presses from all white and 5 from all black: five
	// presses to all black are the fewest for that colour, not the par.
	start = decode(t, r, "wbbbbbbbwwwwbbbw")
	var black []int
	for x := 0; x < 1<<16 && black == nil; x++ {
		var cells []int
		for i := range 16 {
			if x>>i&1 != 0 {
				cells = append(cells, i)
			}
		}
		if len(cells) != 5 || applyAll(r, start, cells...) != solver.Full(16) {
			continue
		}
		early := false
		for i := range cells[:4] {
			early = early || r.IsGoal(solver.FromBoard(applyAll(r, start, cells[:i+1]...)))
		}
		if !early {
			black = cells
		}
	}
	other := 0
	for slices.Contains(black, other) {
		other++
	}
	for _, x := range []struct {
		presses []int
		want    string
	}{
		{black, "Look back: your 5 presses are the fewest that make every piece black; par 3 is to all white."},
		{append([]int{other, other}, black...), fmt.Sprintf("Look back: of your 7 presses, 5 alone solve it and 2 cancelled out (row %d, column %d twice). All black takes 5; par 3 is to all white.", other/4+1, other%4+1)},
	} {
		c := newController(r, start)
		now := t0
		for _, p := range x.presses {
			now += time.Second
			c.Do(press(p), now)
		}
		now += time.Second
		c.Tick(now)
		if got := detail(c, now); got != x.want {
			t.Errorf("presses %v: %q, want %q", x.presses, got, x.want)
		}
	}
}

// detail is the words under the status.
func detail(c *play.Controller, now time.Duration) string { return c.View(now).Detail.Text }

// orEmpty returns x, or [] for nil: the snapshot's lists are never null.
func orEmpty(x []int) []int {
	if x == nil {
		return []int{}
	}
	return x
}

// solvedEarly reports whether the start, or a position before the last of
// presses from it, is solved: a game would end there.
func solvedEarly(r *solver.Rules, start solver.Board, presses []int) bool {
	b, early := start, r.IsGoal(solver.FromBoard(start))
	for _, p := range presses[:len(presses)-1] {
		b = r.Apply(solver.FromBoard(b), p).Board()
		early = early || r.IsGoal(solver.FromBoard(b))
	}
	return early
}
