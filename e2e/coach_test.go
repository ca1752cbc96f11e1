package e2e

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// linkOf writes the permalink fragment of start under r.
func linkOf(r *solver.Rules, start solver.Board) string {
	s := r.Spec()
	return fmt.Sprintf("game=%s&size=%dx%d&shape=%s&board=%s", s.Game.Name, s.Width, s.Height, s.Shape, r.Encode(solver.FromBoard(start)))
}

// followCoach clicks the cell the coach rings until it rings none, as a
// quick player would: no Escape, no other click, the last-row table open
// or not, and each click as soon as the coach rings the next cell, while
// the last press still turns its pieces (the game queues it behind the
// animation). It returns the methods seen and the presses made with the
// table open. A reload after reloadAt presses (0: none) must come back
// coaching the same position.
func followCoach(t *testing.T, p *page, r *solver.Rules, reloadAt int) (methods []play.Method, throughTable int) {
	t.Helper()
	l := p.layout()
	limit := 3*r.Cells() + r.Width()
	want := -1 // the presses made so far, once known
	for n := 0; ; n++ {
		s := p.await("the coach's step", 30*time.Second, func(s Snapshot) bool {
			return s.Coach != nil && (want < 0 || s.Moves == want)
		})
		if k := len(methods); k == 0 || methods[k-1] != s.Coach.Method {
			methods = append(methods, s.Coach.Method)
		}
		if s.Coach.Next < 0 {
			return methods, throughTable
		}
		if n > limit {
			t.Fatalf("%s: still coaching after %d presses (%v): %q", s.Link, n, methods, s.Coach.Why)
		}
		if n == reloadAt && n > 0 {
			s = p.settle("the press saved", func(Snapshot) bool { return true })
			p.reload()
			after := p.settle("the page reloaded", func(Snapshot) bool { return true })
			if after.Coach == nil || after.Board != s.Board || after.Moves != s.Moves {
				t.Fatalf("after a reload mid-coaching: coach %+v board %s moves %d; want the coach on %s after %d", after.Coach, after.Board, after.Moves, s.Board, s.Moves)
			}
			l = p.layout()
			s = after
		}
		if s.Overlay == play.OverlayTable {
			throughTable++
		}
		want = s.Moves + 1
		p.clickCell(l, s.Coach.Next)
	}
}

// TestCoachOnThePage follows the coach with real clicks, as a player
// would — no Escape, no other click — from random positions of the Flip
// Game (3×3, 5×5, 7×6, 10×10), each one whose chase leaves a last row, so
// that the coach opens the last-row table and clicks on the cells it
// rings press them with the table open; and from random solvable
// positions of the Refrigerator (4×4, 6×4). Every one ends solved, with
// the coach, and says so, and counts as coached; Learn is turned on by a
// click and, once, by its key; a reload in the middle comes back
// coaching (on a Flip Game and on a Refrigerator). On the Flip Game's
// boards, which take the most presses, the system asks for reduced
// motion (emulated through the DevTools protocol), so that each press is
// drawn in one frame: what is checked there is what the coach asks and
// what a click does, not the animation (TestCoachThroughTheTable plays
// them with motion in Firefox and WebKit); the Refrigerator's move. (Before the table stood beside the board, a click on it
// only closed it and the coach stalled.)
func TestCoachOnThePage(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 5))
	for i, bd := range []struct {
		game *solver.Game
		w, h int
	}{{solver.FlipGame, 3, 3}, {solver.FlipGame, 5, 5}, {solver.FlipGame, 7, 6}, {solver.FlipGame, 10, 10}, {solver.Fridge, 4, 4}, {solver.Fridge, 6, 4}} {
		r := solver.MustNew(solver.Spec{Game: bd.game, Width: bd.w, Height: bd.h, Shape: bd.game.Shape})
		start := r.RandomSolvable(rng) // drawn in order, before the subtests run at once
		for r.IsGoal(start) || (bd.game == solver.FlipGame && !chaseLeavesARow(r, start.Board())) {
			start = r.RandomSolvable(rng)
		}
		t.Run(fmt.Sprintf("%s-%dx%d", bd.game.Name, bd.w, bd.h), func(t *testing.T) {
			t.Parallel()
			var p *page
			if bd.game == solver.FlipGame {
				p = openReduced(t, linkOf(r, start.Board()), 1280, 800, 1)
			} else {
				p = open(t, linkOf(r, start.Board()), 1280, 800, 1)
			}
			s := p.settle("the puzzle", func(Snapshot) bool { return true })
			if s.Coach != nil {
				t.Fatalf("the coach is on before Learn: %+v", s.Coach)
			}
			if i == 1 {
				p.key("l")
			} else {
				p.clickButton(p.layout(), "learn")
			}
			reloadAt := 0
			if i == 1 || i == 4 {
				reloadAt = 3
			}
			methods, through := followCoach(t, p, r, reloadAt)
			s = p.settle("the finish", func(Snapshot) bool { return true })
			if !s.Solved || s.SolvedBy != play.SolvedByCoach || !strings.HasPrefix(s.Status, "Solved with the coach in ") {
				t.Fatalf("%s: solved %v by %q, status %q (methods %v)", s.Link, s.Solved, s.SolvedBy, s.Status, methods)
			}
			want := []play.Method{play.CoachChase, play.CoachTable}
			if bd.game == solver.Fridge {
				want = []play.Method{play.CoachSingle}
			} else if through == 0 {
				t.Errorf("%s: no press was made with the table open (methods %v)", s.Link, methods)
			}
			for _, m := range methods {
				if !slices.Contains(want, m) {
					t.Errorf("%s: method %q, want one of %v", s.Link, m, want)
				}
			}
			if s.Stats.Coached != 1 || s.Stats.Solved != 0 {
				t.Errorf("statistics after a coached solve: %+v, want coached 1, solved 0", s.Stats)
			}
		})
	}
}

// TestHintStepsOnThePage: the first Hint (a click) rings a row, the
// second (the H key) a press in it, which lowers the presses to go by
// one; the finish says how many hints it took.
func TestHintStepsOnThePage(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1)
	l := p.layout()
	hints := 0
	for {
		s := p.settle("the position", func(Snapshot) bool { return true })
		if s.Solved {
			break
		}
		toGo := s.Optimal
		p.clickButton(l, "hint")
		hints++
		s = p.settle("the first hint", func(s Snapshot) bool { return s.Hints == hints })
		if len(s.HintArea) != 4 || s.Hint != -1 || s.HintArea[0]%4 != 0 || s.HintArea[3] != s.HintArea[0]+3 {
			t.Fatalf("first Hint: area %v hint %d, want a row and no cell", s.HintArea, s.Hint)
		}
		p.key("h")
		hints++
		s = p.settle("the second hint", func(s Snapshot) bool { return s.Hints == hints })
		if !slices.Contains(s.HintArea, s.Hint) {
			t.Fatalf("second Hint: cell %d not in area %v", s.Hint, s.HintArea)
		}
		p.clickCell(l, s.Hint)
		s = p.settle("the hinted press", func(s Snapshot) bool { return s.Optimal == toGo-1 || s.Solved })
		if len(s.HintArea) != 0 || s.Hint != -1 {
			t.Fatalf("after the press: area %v hint %d", s.HintArea, s.Hint)
		}
	}
	s := p.snapshot()
	want := fmt.Sprintf("Solved in %d presses with %d hints — par %d", s.Moves, hints, s.Par)
	if s.Status != want || s.SolvedBy != play.SolvedBySolver {
		t.Errorf("finish: %q by %q, want %q", s.Status, s.SolvedBy, want)
	}
}

// TestLookBackOnThePage finishes 4×4 puzzles over par and at par with
// real clicks and holds the look back to an independent enumeration of
// every press set: of those that take the start to the player's finish,
// its answer has the fewest presses, and of those shares the most cells
// with those pressed an odd number of times. Undo clears it.
func TestLookBackOnThePage(t *testing.T) {
	t.Parallel()
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	start, _ := r.Decode("wbwwbbwwwwbbwwbw")
	for _, presses := range [][]int{{0, 15, 5, 6, 15, 7, 11, 12}, {5, 10}, {3, 5, 3, 10}} {
		p := openReduced(t, "game=flip&board="+r.Encode(start), 1280, 800, 1)
		l := p.layout()
		for i, c := range presses {
			p.clickCell(l, c)
			p.settle("the press", func(s Snapshot) bool { return s.Moves == i+1 })
		}
		s := p.settle("the finish", func(s Snapshot) bool { return s.Solved })
		if s.Review == nil {
			t.Fatalf("presses %v: no look back", presses)
		}
		finish := solver.FromBoard(decode(t, r, s.Board))
		// The enumeration: the fewest to any goal (the par) and how many
		// answers have it; the fewest to the player's finish, and of
		// those the most shared.
		var odd uint16
		times := map[int]int{}
		for _, c := range presses {
			odd ^= 1 << c
			times[c]++
		}
		par, count, fewest, shared := 17, 0, 17, -1
		for x := 0; x < 1<<16; x++ {
			b := start
			for c := range 16 {
				if x>>c&1 != 0 {
					b = r.Apply(b, c)
				}
			}
			w := bits.OnesCount16(uint16(x))
			if r.IsGoal(b) {
				if w < par {
					par, count = w, 0
				}
				if w == par {
					count++
				}
			}
			if sh := bits.OnesCount16(uint16(x) & odd); b == finish && (w < fewest || w == fewest && sh > shared) {
				fewest, shared = w, sh
			}
		}
		rv := s.Review
		var answer uint16
		for _, c := range rv.Optimal {
			answer |= 1 << c
		}
		end := start
		for _, c := range rv.Optimal {
			end = r.Apply(end, c)
		}
		var cancelled, extra []int
		for c := range 16 {
			switch n := times[c]; {
			case n > 0 && n%2 == 0:
				cancelled = append(cancelled, c)
			case n%2 == 1 && answer>>c&1 == 0:
				extra = append(extra, c)
			}
		}
		if end != finish || len(rv.Optimal) != fewest || bits.OnesCount16(answer&odd) != shared ||
			!slices.Equal(rv.Cancelled, nonNil(cancelled)) || !slices.Equal(rv.Extra, nonNil(extra)) {
			t.Errorf("presses %v: look back %+v reaches %s; want %d presses to %s sharing %d, cancelled %v extra %v", presses, *rv, r.Encode(end), fewest, s.Board, shared, cancelled, extra)
		}
		if len(presses) == par {
			want := fmt.Sprintf("There are %d other optimal answers.", count-1)
			if count == 1 {
				want = "It is the only optimal answer."
			}
			if !strings.Contains(s.Announcement, want) {
				t.Errorf("at par: announced %q, want %q", s.Announcement, want)
			}
		} else if !strings.Contains(s.Announcement, "Look back: ") {
			t.Errorf("over par: announced %q, want the look back", s.Announcement)
		}
		p.clickButton(l, "undo")
		if s := p.settle("undone", func(s Snapshot) bool { return !s.Solved }); s.Review != nil {
			t.Errorf("after Undo: look back %+v", *s.Review)
		}
	}
}

func nonNil(x []int) []int {
	if x == nil {
		return []int{}
	}
	return x
}
