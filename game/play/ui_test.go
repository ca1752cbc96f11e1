package play_test

import (
	"fmt"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestControllerCursor(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 3, Shape: solver.Cross})
	start := decode(t, r, "bwbwbwbwbwbwbwb")
	c := newController(r, start)
	if _, shown := c.Screen().Cursor(); shown {
		t.Fatal("cursor shown before any key")
	}
	c.Do(play.Intent{Action: play.ActCursor}, t0)
	cur, shown := c.Screen().Cursor()
	if !shown || cur < 0 || cur >= r.Cells() {
		t.Fatalf("after the first arrow: cursor %d shown %v", cur, shown)
	}
	row, col := cur/r.Width(), cur%r.Width()
	moves := []struct{ dx, dy int }{
		{1, 0}, {1, 0}, {0, 1}, {10, 0}, {1, 0}, {0, 10}, {0, 1}, {-1, -1}, {-100, 0}, {-1, 0}, {0, -100}, {0, -1}, {2, 1}, {1, 1},
	}
	b, presses := start, 0
	now := t0
	for i, m := range moves {
		c.Do(play.Intent{Action: play.ActCursor, DX: m.dx, DY: m.dy}, now)
		row = min(max(row+m.dy, 0), r.Height()-1)
		col = min(max(col+m.dx, 0), r.Width()-1)
		want := row*r.Width() + col
		if cur, shown := c.Screen().Cursor(); cur != want || !shown {
			t.Fatalf("move %d by (%d,%d): cursor %d shown %v, want %d (row %d, column %d)", i, m.dx, m.dy, cur, shown, want, row, col)
		}
		checkBoard(t, c, b, presses, fmt.Sprintf("cursor move %d", i))
		if i%3 == 0 {
			c.Do(act(play.ActPressCursor), now)
			b = r.Apply(solver.FromBoard(b), want).Board()
			presses++
			checkBoard(t, c, b, presses, fmt.Sprintf("pressing the cursor cell %d", want))
			now += play.FlipDuration
		}
	}
	c.Screen().SetHover(3)
	if _, shown := c.Screen().Cursor(); shown {
		t.Error("cursor still shown after the pointer moved")
	}
	if c.Screen().Hover() != 3 {
		t.Errorf("Hover() = %d, want 3", c.Screen().Hover())
	}
}

func TestControllerNotices(t *testing.T) {
	c := newController(flipRules, solver.Board{})
	c.Do(act(play.ActHint), t0) // already solved: a message
	msg := c.Screen().Notice().Text
	if msg == "" {
		t.Fatal("no notice")
	}
	c.Tick(t0 + time.Hour)
	if c.Screen().Notice().Text != msg || c.Animating(t0+time.Hour) {
		t.Fatalf("notice %q (want %q) should stay without running frames (animating %v)", c.Screen().Notice().Text, msg, c.Animating(t0+time.Hour))
	}
	c.Do(play.Intent{Action: play.ActCursor, DX: 1}, t0+time.Hour)
	if c.Screen().Notice().Text != msg {
		t.Fatalf("a cursor move took the notice %q away", msg)
	}

	// A warning stays until the player does something.
	c.Screen().Notify(play.KindError, "link ignored")
	c.Tick(t0 + time.Hour)
	if c.Screen().Notice().Text != "link ignored" || c.View(t0+time.Hour).Detail.Text != "link ignored" {
		t.Fatalf("warning %q, detail %q", c.Screen().Notice().Text, c.View(t0+time.Hour).Detail.Text)
	}
	c.Do(act(play.ActUndo), t0+time.Hour)
	if c.Screen().Notice().Text != "" {
		t.Fatalf("warning %q still up after the player's next action", c.Screen().Notice().Text)
	}
}
