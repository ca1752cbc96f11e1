package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestAnnouncements: after each press, undo, hint, Solve step and finish
// the words for a screen reader say what happened, with the numbers the
// solver gives.
func TestAnnouncements(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 3, newRNG(21))
	c := newController(r, start)
	now := t0
	say := func() string { s, _ := c.Screen().Announcement(); return s }

	c.Do(press(6), now)
	b := r.Apply(solver.FromBoard(start), 6)
	d, _ := dist(t, r, b.Board())
	if want := fmt.Sprintf("Row 2, column 3 pressed. Par 3, %d to go.", d); say() != want {
		t.Errorf("after a press: %q, want %q", say(), want)
	}
	now += time.Second
	_, seq := c.Screen().Announcement()
	c.Do(act(play.ActUndo), now)
	if want := "Undone. Par 3, 3 to go."; say() != want {
		t.Errorf("after undo: %q, want %q", say(), want)
	}
	if _, again := c.Screen().Announcement(); again == seq {
		t.Error("a new announcement kept the old sequence number")
	}
	now += time.Second
	// Hint in two steps: the row first (with the price, the puzzle's
	// first help), then the cell; a third Hint says the cell again.
	c.Do(act(play.ActHint), now)
	hint, _ := r.Hint(solver.FromBoard(start))
	if want := fmt.Sprintf("Hint: a press in row %d starts an optimal answer. Hint again shows which. %s", hint/4+1, play.HelpedNote); say() != want {
		t.Errorf("after a hint: %q, want %q", say(), want)
	}
	c.Do(act(play.ActHint), now)
	if want := fmt.Sprintf("Hint: press row %d, column %d.", hint/4+1, hint%4+1); say() != want {
		t.Errorf("after a second hint: %q, want %q", say(), want)
	}
	c.Do(act(play.ActHint), now)
	if want := fmt.Sprintf("Row %d, column %d starts an optimal answer: press it.", hint/4+1, hint%4+1); say() != want {
		t.Errorf("after a third hint: %q, want %q", say(), want)
	}
	// Solve's steps, then its finish.
	answer, _ := r.Solution(solver.FromBoard(start))
	c.Do(act(play.ActSolve), now)
	seen := map[string]bool{}
	for ; c.Stage().Busy(now); now += 10 * time.Millisecond {
		c.Tick(now)
		seen[say()] = true
	}
	for i, cell := range answer {
		words := fmt.Sprintf("Solve, step %d of %d: Row %d, column %d.", i+1, len(answer), cell/4+1, cell%4+1)
		found := false
		for s := range seen {
			found = found || strings.HasPrefix(s, words)
		}
		if !found {
			t.Errorf("never said %q (said %v)", words, seen)
		}
	}
	if !strings.HasSuffix(say(), "Solved by the solver.") {
		t.Errorf("after Solve: %q", say())
	}

	// The player's finish at par.
	c = newController(r, start)
	for i, cell := range answer {
		c.Do(press(cell), t0+time.Duration(i)*time.Second)
	}
	// And the look back, which a screen reader hears too.
	if !strings.Contains(say(), "Solved at par. Look back: your ") || !strings.Contains(say(), " an optimal answer.") {
		t.Errorf("a finish at par: %q", say())
	}
	// An impossible position says why.
	c = newController(r, one(impossibleCell(t, r)))
	c.Do(press(0), t0)
	if s := say(); !strings.Contains(s, "Impossible to solve. Every press turns over an even number") {
		t.Errorf("an impossible position: %q", s)
	}
	if got := play.CellName(play.Handles, 1, 2, true); got != "row 2, column 3, closed" {
		t.Errorf("CellName: %q", got)
	}
	if got := play.CellName(play.Discs, 0, 0, false); got != "row 1, column 1, white" {
		t.Errorf("CellName: %q", got)
	}
}
