package play_test

import (
	"testing"
	"time"

	"flip/game/play"
)

// TestMenuButtons goes through the action table's buttons in the menu,
// each on a fresh game with the menu open: a setting leaves the menu
// open, Facts, Help and Stats open their overlay in its place, and
// anything else closes it. Mutation-checked: a setting taken out of
// keepsMenu (ActColours) fails it.
func TestMenuButtons(t *testing.T) {
	r := classics[0]
	settings := 0
	for b := range play.NumButtons {
		if !b.InMenu() {
			continue
		}
		c := newController(r, puzzle(t, r, 4, newRNG(3)))
		c.Do(press(0), t0) // Undo and Reset have a press to take back
		now := t0 + time.Second
		c.Tick(now)
		c.Do(act(play.ActMenu), now)
		if o := c.Snapshot(now).Overlay; o != play.OverlayMenu {
			t.Fatalf("Menu opens %q, want the menu", o)
		}
		a := b.Action()
		if !c.Allowed(a) {
			if b.Setting() {
				t.Errorf("%s: the setting is refused here, so the test shows nothing of it", b.Name())
			}
			continue
		}
		c.Do(act(a), now)
		o := c.Snapshot(now).Overlay
		switch {
		case b.Setting():
			settings++
			if o != play.OverlayMenu {
				t.Errorf("%s, a setting, leaves %q open: want the menu", b.Name(), o)
			}
		case b == play.BtnFacts || b == play.BtnHelp || b == play.BtnStats:
			if string(o) != b.Name() {
				t.Errorf("%s from the menu leaves %q open: want its overlay", b.Name(), o)
			}
		case o == play.OverlayMenu:
			t.Errorf("%s from the menu leaves the menu open: only a setting keeps it", b.Name())
		}
	}
	if settings == 0 {
		t.Error("no setting in the menu")
	}
}

// TestWhileSolve holds each action to what the action table says it does
// while Solve plays, on a game with a press to undo, one to redo and Solve playing: refused
// (with its words, if any), allowed only then, played with Solve going
// on, or ending it; Learn, by its own rule, waits for Solve to turn the
// coach on. Mutation-checked: Skip marked "goes on" instead of
// "only" fails it.
func TestWhileSolve(t *testing.T) {
	r := classics[0]
	start := puzzle(t, r, 5, newRNG(8))
	for a := range play.Action(play.NumActions) {
		rule, why := play.SolveRule(a)
		c := newController(r, start)
		if rule == "only" && c.Allowed(a) {
			t.Errorf("%v is allowed with no Solve playing: the table says only while Solve plays", a)
		}
		// Presses to undo, redo and reset.
		c.Do(press(0), t0)
		c.Do(press(1), t0)
		c.Do(act(play.ActUndo), t0)
		now := t0
		for c.Stage().Busy(now) {
			now += frame
			c.Tick(now)
		}
		c.Do(act(play.ActSolve), now)
		now += frame
		c.Tick(now)
		if a == play.ActClose {
			c.Do(act(play.ActFacts), now) // something to close
		}
		if _, _, _, playing := c.Stage().Playback(); !playing {
			t.Fatalf("Solve does not play: %q", c.Snapshot(now).Notice)
		}
		switch rule {
		case "refused":
			if c.Allowed(a) {
				t.Errorf("%v is allowed while Solve plays: the table says refused", a)
			}
			if got := play.Refusal(c, a); why != "" && got != why {
				t.Errorf("%v while Solve plays says %q, want %q", a, got, why)
			}
			continue
		case "only":
			if !c.Allowed(a) {
				t.Errorf("%v is refused while Solve plays: the table says allowed only then", a)
			}
			continue
		case "own rule":
			if a != play.ActLearn {
				t.Errorf("%v has a rule of its own while Solve plays that this test does not check", a)
			} else if c.Allowed(a) {
				t.Errorf("%v is allowed while Solve plays with the coach off: the coach waits", a)
			}
			continue
		}
		if !c.Allowed(a) {
			t.Errorf("%v is refused here for a reason of its own: the test shows nothing of it", a)
			continue
		}
		c.Do(act(a), now)
		_, _, _, playing := c.Stage().Playback()
		if playing != (rule == "goes on") {
			t.Errorf("%v while Solve plays: still playing %v, want %v (the table says it %s)", a, playing, !playing, rule)
		}
	}
}
