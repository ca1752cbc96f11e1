package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// kModel is an independent model of a K-colour board for these tests: a
// press adds 1 modulo K to the cells of its shape, here the cross (or the
// row and column) worked out again from the rules.
type kModel struct {
	w, h, k int
	rowcol  bool
}

func (m kModel) press(b []int, cell int) []int {
	b = append([]int(nil), b...)
	r, c := cell/m.w, cell%m.w
	for i := range b {
		rr, cc := i/m.w, i%m.w
		in := rr == r && cc == c
		if m.rowcol {
			in = rr == r || cc == c
		} else if (rr == r && (cc == c-1 || cc == c+1)) || (cc == c && (rr == r-1 || rr == r+1)) {
			in = true
		}
		if in {
			b[i] = (b[i] + 1) % m.k
		}
	}
	return b
}

func (m kModel) solved(b []int, either bool) bool {
	for _, v := range b {
		if v != b[0] || (!either && v != 0) {
			return false
		}
	}
	return true
}

// dist is a breadth-first search of the model: the fewest presses to a
// goal, -1 when none.
func (m kModel) dist(b []int, either bool) int {
	key := func(x []int) string { return fmt.Sprint(x) }
	seen := map[string]bool{key(b): true}
	layer := [][]int{b}
	for d := 0; len(layer) > 0; d++ {
		var next [][]int
		for _, x := range layer {
			if m.solved(x, either) {
				return d
			}
			for c := range x {
				y := m.press(x, c)
				if !seen[key(y)] {
					seen[key(y)] = true
					next = append(next, y)
				}
			}
		}
		layer = next
	}
	return -1
}

func digitsOf(s string) []int {
	out := make([]int, len(s))
	for i, ch := range s {
		out[i] = int(ch - '0')
	}
	return out
}

func boardOf(b []int) string {
	var sb strings.Builder
	for _, v := range b {
		sb.WriteByte(byte('0' + v))
	}
	return sb.String()
}

// TestColoursButton: Colours cycles 2, 3, 4, 5, 6 and back to 2, the
// board is digits below K, the link says colors=K, and each K keeps its
// own game.
func TestColoursButton(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross})
	c := newController(r, solver.Board{})
	now := t0
	first := c.Snapshot(now)
	boards := map[int]string{}
	for _, want := range []int{3, 4, 5, 6, 2} {
		now += time.Second
		c.Do(act(play.ActColours), now)
		now += time.Second
		c.Tick(now)
		s := c.Snapshot(now)
		if s.Colors != want {
			t.Fatalf("after Colours: colors %d, want %d", s.Colors, want)
		}
		if want > 2 {
			if !strings.Contains(s.Link, fmt.Sprintf("colors=%d", want)) {
				t.Errorf("K=%d: link %q", want, s.Link)
			}
			for _, ch := range s.Board {
				if ch < '0' || int(ch-'0') >= want {
					t.Fatalf("K=%d: board %q has %q", want, s.Board, ch)
				}
			}
			if s.Par < 1 || s.Optimal != s.Par || !s.Proven {
				t.Errorf("K=%d: par %d, to go %d, proven %v", want, s.Par, s.Optimal, s.Proven)
			}
			boards[want] = s.Board
		}
	}
	if s := c.Snapshot(now); s.Board != first.Board || strings.Contains(s.Link, "colors") {
		t.Errorf("back to 2 colours: board %s link %q, want the game left, %s", s.Board, s.Link, first.Board)
	}
	now += time.Second
	c.Do(act(play.ActColours), now)
	if s := c.Snapshot(now); s.Board != boards[3] {
		t.Errorf("3 colours again: board %s, want the game kept, %s", s.Board, boards[3])
	}
}

// TestColoursPlay: presses move pieces one colour on, round the cycle, as
// the independent model says; the par and the presses to go are the
// model's breadth-first distances; Undo and Redo go back and forth; Edit
// turns one piece one colour on; Hint's second step rings a press that
// lowers the presses to go by one; Solve ends solved.
func TestColoursPlay(t *testing.T) {
	for _, tc := range []struct {
		game *solver.Game
		k    int
		back []int // cells whose press is taken back from the goal: the start
		link string
	}{
		{solver.FlipGame, 3, []int{0, 4, 5}, "game=flip&size=3x3&shape=cross&colors=3&board="},
		{solver.FlipGame, 5, []int{1, 8, 4}, "game=flip&size=3x3&shape=cross&colors=5&board="},
		{solver.Fridge, 4, []int{2, 3, 7}, "game=fridge&size=3x3&shape=rowcol&colors=4&board="},
		{solver.Fridge, 6, []int{0, 8, 5}, "game=fridge&size=3x3&shape=rowcol&colors=6&board="},
	} {
		m := kModel{w: 3, h: 3, k: tc.k, rowcol: tc.game == solver.Fridge}
		start := make([]int, 9)
		for _, cell := range tc.back {
			for range tc.k - 1 {
				start = m.press(start, cell)
			}
		}
		tc.link += boardOf(start)
		t.Run(tc.link, func(t *testing.T) {
			either := tc.game.EitherColour
			c := newController(flipRules, solver.Board{})
			now := t0
			c.OpenLink(tc.link, true)
			s := c.Snapshot(now)
			if s.Notice != "" || s.Colors != tc.k {
				t.Fatalf("link: notice %q colors %d", s.Notice, s.Colors)
			}
			b := digitsOf(s.Board)
			if d := m.dist(b, either); s.Par != d || s.Optimal != d {
				t.Fatalf("par %d, to go %d; the model says %d", s.Par, s.Optimal, d)
			}
			// Presses follow the model.
			for _, cell := range tc.back[:2] {
				now += time.Second
				c.Do(press(cell), now)
				now += time.Second
				c.Tick(now)
				b = m.press(b, cell)
				s = counted(c, now)
				if s.Board != boardOf(b) {
					t.Fatalf("after a press on %d: board %s, the model says %s", cell, s.Board, boardOf(b))
				}
				if d := m.dist(b, either); s.Optimal != d {
					t.Fatalf("after a press on %d: to go %d, the model says %d", cell, s.Optimal, d)
				}
			}
			before := s.Board
			now += time.Second
			c.Do(act(play.ActUndo), now)
			now += time.Second
			c.Do(act(play.ActRedo), now)
			now += time.Second
			c.Tick(now)
			if s = c.Snapshot(now); s.Board != before {
				t.Fatalf("undo, redo: %s, want %s", s.Board, before)
			}
			// Hint in two steps, then its press.
			to := s.Optimal
			if to > 0 {
				now += time.Second
				c.Do(act(play.ActHint), now)
				now += time.Second
				c.Do(act(play.ActHint), now)
				s = c.Snapshot(now)
				if s.Hint < 0 {
					t.Fatalf("two Hints rang nothing: notice %q", s.Notice)
				}
				now += time.Second
				c.Do(press(s.Hint), now)
				now += time.Second
				c.Tick(now)
				if s = counted(c, now); s.Optimal != to-1 {
					t.Fatalf("the hinted press left %d to go, want %d", s.Optimal, to-1)
				}
			}
			// Solve.
			now += time.Second
			c.Do(act(play.ActSolve), now)
			for range 200 {
				now += 200 * time.Millisecond
				c.Tick(now)
			}
			if s = c.Snapshot(now); !s.Solved || s.SolvedBy != "solver" || !m.solved(digitsOf(s.Board), either) {
				t.Fatalf("after Solve: board %s solved %v by %q", s.Board, s.Solved, s.SolvedBy)
			}
			// Edit turns one piece one colour on.
			now += time.Second
			c.Do(act(play.ActEdit), now)
			b = digitsOf(s.Board)
			now += time.Second
			c.Do(press(2), now)
			now += time.Second
			c.Tick(now)
			b[2] = (b[2] + 1) % tc.k
			if s = c.Snapshot(now); s.Board != boardOf(b) || s.Moves != 0 {
				t.Fatalf("edit: board %s moves %d, want %s", s.Board, s.Moves, boardOf(b))
			}
			if want := fmt.Sprintf("Row 1, column 3 turned to colour %d of %d.", b[2]+1, tc.k); !strings.HasPrefix(s.Announcement, want) {
				t.Errorf("edit said %q, want %q", s.Announcement, want)
			}
			if v := c.View(now); !strings.Contains(v.HowTo, "a colour on") && !strings.Contains(v.Detail.Text, "by a multiple of") {
				t.Errorf("edit's lines %q and %q", v.HowTo, v.Detail.Text)
			}
		})
	}
}

// TestColoursImpossible: a position no presses solve (Flip Game 4×4 in
// three colours has quiet presses) says why with weights that are a
// certificate by their definition, and Fix's steps make it solvable.
func TestColoursImpossible(t *testing.T) {
	const k = 3
	m := kModel{w: 4, h: 4, k: k}
	c := newController(flipRules, solver.Board{})
	now := t0
	// One piece one colour on from solved: presses cannot undo it here.
	c.OpenLink("game=flip&colors=3&board=1000000000000000", true)
	s := c.Snapshot(now)
	if s.Notice != "" || s.Par != -1 || len(s.Quiet) != k {
		t.Fatalf("notice %q par %d quiet %+v", s.Notice, s.Par, s.Quiet)
	}
	b := digitsOf(s.Board)
	for _, q := range s.Quiet {
		if len(q.Weights) != len(q.Cells) || q.Sum == q.Want {
			t.Fatalf("certificate %+v", q)
		}
		weigh := func(x []int) int {
			sum := 0
			for j, cell := range q.Cells {
				sum += q.Weights[j] * x[cell]
			}
			return sum % k
		}
		if weigh(b) != q.Sum {
			t.Errorf("goal %s: weighted sum %d, snapshot says %d", q.Goal, weigh(b), q.Sum)
		}
		zero := make([]int, 16)
		for cell := range 16 {
			if d := (weigh(m.press(zero, cell)) - weigh(zero) + k) % k; d != 0 {
				t.Fatalf("goal %s: a press on %d changes the weighted sum by %d", q.Goal, cell, d)
			}
		}
	}
	if !strings.Contains(s.Status, "impossible") || !strings.Contains(c.View(now).Detail.Text, "multiple of 3") {
		t.Errorf("status %q, detail %q", s.Status, c.View(now).Detail.Text)
	}
	now += time.Second
	c.Do(act(play.ActMenu), now)
	c.Do(act(play.ActFix), now)
	now += time.Second
	c.Tick(now)
	s = c.Snapshot(now)
	if s.Par < 0 || len(s.Quiet) != 0 {
		t.Fatalf("after Fix: par %d quiet %+v notice %q", s.Par, s.Quiet, s.Notice)
	}
}

// TestColoursSaved: a game in 4 colours, played part way, comes back in a
// new controller on the same store with its colours, board and presses;
// a saved game whose board has a digit of K or more is dropped, not
// fatal.
func TestColoursSaved(t *testing.T) {
	st := &memStore{m: map[string]string{}}
	c := newController(flipRules, solver.Board{})
	c.Restore(st)
	now := t0
	c.OpenLink("game=fridge&size=5x5&shape=rowcol&colors=4&board=0000000100000000000000000", true)
	for _, cell := range []int{3, 7, 7} {
		now += time.Second
		c.Do(press(cell), now)
	}
	now += time.Second
	c.Tick(now)
	want := c.Snapshot(now)
	d := newController(flipRules, solver.Board{})
	d.Restore(st)
	got := d.Snapshot(now)
	if got.Colors != 4 || got.Board != want.Board || got.Moves != 3 || got.Link != want.Link {
		t.Fatalf("restored colors %d board %s moves %d link %q; want %s, 3, %q", got.Colors, got.Board, got.Moves, got.Link, want.Board, want.Link)
	}
	// Corrupt the saved board: a 7 in 4 colours.
	v := st.m["flip.progress.v2"]
	bad := strings.Replace(v, `"b":"`+want.Board, `"b":"7`+want.Board[1:], 1)
	if bad == v {
		t.Fatal("the saved game's board was not found to corrupt")
	}
	e := newController(flipRules, solver.Board{})
	e.Restore(&memStore{m: map[string]string{"flip.progress.v2": bad}})
	if s := e.Snapshot(now); s.Colors == 4 && s.Board == got.Board {
		t.Errorf("a corrupt K-colour game was restored: %+v", s)
	}
}

// TestColoursLinks: broken colour links say what was wrong.
func TestColoursLinks(t *testing.T) {
	for _, tc := range []struct{ frag, want string }{
		{"game=flip&colors=7&board=0000000000000000", "colors: want a number from 2 to 6"},
		{"game=flip&colors=three&board=0000000000000000", "colors: want a number from 2 to 6"},
		{"game=flip&colors=3&board=bwbwbwbwbwbwbwbw", `board: character 1: want a digit 0-2, got "b"`},
		{"game=flip&colors=3&board=0120", "board: want 16 digits 0-2, got 4 characters"},
		{"game=flip&colors=3&daily=2026-11-26", "daily: a daily puzzle is on the classic board in two colours"},
	} {
		c := newController(flipRules, solver.Board{})
		c.Keeper().SetCalendar(func() time.Time { return time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC) })
		c.OpenLink(tc.frag, true)
		if s := c.Snapshot(t0); !strings.Contains(s.Notice, tc.want) || s.NoticeKind != "error" {
			t.Errorf("%s: notice %q (%s), want %q", tc.frag, s.Notice, s.NoticeKind, tc.want)
		}
	}
	if got := play.CellColourName(play.Discs, 1, 2, 2, 5); got != "row 2, column 3, orange, colour 3 of 5" {
		t.Errorf("twin name %q", got)
	}
	if got := play.CellColourName(play.Handles, 0, 0, 0, 4); got != "row 1, column 1, open, position 1 of 4" {
		t.Errorf("twin name %q", got)
	}
}

// TestColoursCountsInSlices: on a board whose par needs the trellis (the
// Refrigerator 10×10 in 3 colours), a press shows at once and the presses
// to go are worked out over the following frames, a slice each, ending at
// the solver's count.
func TestColoursCountsInSlices(t *testing.T) {
	restore := play.SetCountSlice(50 * time.Microsecond)
	defer restore()
	c := newController(flipRules, solver.Board{})
	now := t0
	m := kModel{w: 10, h: 10, k: 3, rowcol: true}
	start := make([]int, 100)
	for _, cell := range []int{0, 55, 99} {
		start = m.press(m.press(start, cell), cell) // one press taken back
	}
	c.OpenLink("game=fridge&size=10x10&shape=rowcol&colors=3&board="+boardOf(start), true)
	s := c.Snapshot(now)
	if s.Colors != 3 || s.Par < 0 {
		t.Fatalf("colors %d par %d notice %q", s.Colors, s.Par, s.Notice)
	}
	now += time.Second
	c.Do(press(0), now)
	frames := 0
	for s = c.Snapshot(now); s.Optimal < 0; s = c.Snapshot(now) {
		if !s.Busy || !strings.Contains(s.Status, "… to go") {
			t.Fatalf("while counting: busy %v, status %q", s.Busy, s.Status)
		}
		frames++
		now += 16 * time.Millisecond
		if frames > 10000 {
			t.Fatal("the count never ended")
		}
	}
	if frames < 2 {
		t.Errorf("the count took %d frames: not sliced", frames)
	}
	n, ok, proven := c.ToGo()
	if !ok || n != s.Optimal || !proven {
		t.Errorf("to go %d (ok %v, proven %v); the snapshot said %d", n, ok, proven, s.Optimal)
	}
}

// counted returns c's snapshot at now once the presses to go are worked
// out, a snapshot a frame as the page asks: a K-colour search may take
// more than one frame's slice on a loaded machine.
func counted(c *play.Controller, now time.Duration) play.Snapshot {
	s := c.Snapshot(now)
	for i := 0; s.Busy && s.Optimal < 0 && i < 100000; i++ {
		s = c.Snapshot(now)
	}
	return s
}
