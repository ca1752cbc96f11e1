package play_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestLinkOutsideSizes: the game's boards are 3×3 to 10×10; a link to
// any other size is an error that names the size, and the game's default
// board opens.
func TestLinkOutsideSizes(t *testing.T) {
	for _, size := range []string{"1x1", "2x5", "11x11", "12x3", "32x32", "3x2"} {
		t.Run(size, func(t *testing.T) {
			ws, hs, _ := strings.Cut(size, "x")
			wi, _ := strconv.Atoi(ws)
			hi, _ := strconv.Atoi(hs)
			c := newController(flipRules, one(3), fridgeRules)
			// A board of the size's length, and a broken one: the size is
			// judged first either way.
			for _, board := range []string{strings.Repeat("-", wi*hi), "-"} {
				c.OpenLink("#game=fridge&size="+size+"&board="+board, false)
				if got := c.Shelf().Rules().Spec(); got != solver.Classic(solver.Fridge) {
					t.Errorf("link to %s (board %q) opens %v, want the Refrigerator's default board", size, board, got)
				}
				n2 := c.Screen().Notice()
				if n2.Kind != play.KindError || !strings.Contains(n2.Text, "size") || !strings.Contains(n2.Text, size) {
					t.Errorf("link to %s (board %q): notice %+v, want an error naming size and %s", size, board, n2, size)
				}
			}
		})
	}
}

// TestLinkBrokenPresses: a valid board with broken presses opens that
// board from its start, with an error that names presses and the entry.
func TestLinkBrokenPresses(t *testing.T) {
	const board = "bwwbbbwbbwwbbwwb"
	for _, presses := range []string{"3.99", "x", "3..4", "-1"} {
		c := newController(flipRules, one(0))
		c.OpenLink("#game=flip&board="+board+"&presses="+presses, true)
		s := c.Snapshot(t0)
		if s.Board != board || s.Moves != 0 || s.Start != board {
			t.Errorf("presses=%s: board %s after %d presses (start %s), want %s from its start", presses, s.Board, s.Moves, s.Start, board)
		}
		n := c.Screen().Notice()
		bad := strings.Split(presses, ".")
		entry := bad[len(bad)-1]
		if presses == "3..4" {
			entry = `""`
		}
		if n.Kind != play.KindError || !strings.Contains(n.Text, "presses") || !strings.Contains(n.Text, entry) {
			t.Errorf("presses=%s: notice %+v, want an error naming presses and %s", presses, n, entry)
		}
	}
}

// TestSolvedStartTakesNoPress: a puzzle that starts solved refuses a
// press, on every size, and records nothing.
func TestSolvedStartTakesNoPress(t *testing.T) {
	for _, link := range []string{"game=flip&board=wwwwwwwwwwwwwwww", "game=flip&size=3x3&shape=cross&board=bbbbbbbbb",
		"game=fridge&size=10x10&shape=rowcol&board=" + strings.Repeat("-", 100)} {
		c := newController(flipRules, one(0))
		c.OpenLink(link, true)
		c.Do(play.Intent{Action: play.ActPress, Cell: 0}, t0)
		s := c.Snapshot(t0)
		if s.Moves != 0 || !s.Solved || s.Stats.Played != 0 || s.Stats.Solved != 0 {
			t.Errorf("%s: a press made %d moves, solved %v, stats %+v; want none", link, s.Moves, s.Solved, s.Stats)
		}
		if n := c.Screen().Notice(); n.Kind != play.KindWarning || !strings.Contains(n.Text, "starts solved") {
			t.Errorf("%s: notice %+v, want a warning that the puzzle starts solved", link, n)
		}
	}
}

// TestAnnouncementsFollowTheScreen: every change the screen shows
// replaces the announcement with what is now true.
func TestAnnouncementsFollowTheScreen(t *testing.T) {
	c := newController(flipRules, one(0))
	c.OpenLink("game=flip&board=bwwbbbwbbwwbbwww", true)
	now := t0
	said := func() string { w, _ := c.Screen().Announcement(); return w }
	step := func(a play.Action) {
		c.Do(act(a), now)
		now += 50 * time.Millisecond
		c.Tick(now)
	}

	step(play.ActSolve)
	now += 2 * play.FlipDuration
	c.Tick(now)
	step(play.ActSkip)
	for range 100 {
		now += 100 * time.Millisecond
		c.Tick(now)
		c.View(now)
	}
	if w := said(); !strings.Contains(w, "Skipped to the end of Solve") || !strings.Contains(w, "Solved by the solver") {
		t.Errorf("after Skip to end, on a solved board: %q", w)
	}

	c.OpenLink("game=fridge&board=-+------------+-", false)
	c.View(now)
	if w := said(); !strings.Contains(w, "Refrigerator") {
		t.Errorf("after a link to a Refrigerator puzzle: %q", w)
	}

	step(play.ActFacts)
	if w := said(); !strings.Contains(w, "Puzzle facts open") {
		t.Errorf("after opening the facts: %q", w)
	}
	step(play.ActStop)
	c.View(now)
	if w := said(); !strings.HasPrefix(w, "Closed.") {
		t.Errorf("after Esc closed the facts: %q", w)
	}

	step(play.ActSolve)
	now += 2 * play.FlipDuration
	c.Tick(now)
	step(play.ActStop)
	if w := said(); !strings.Contains(w, "Solve stopped after") {
		t.Errorf("after Esc stopped Solve: %q", w)
	}
}
