package play_test

import (
	"reflect"
	"testing"

	"flip/game/play"
)

// TestPointerDown checks what a pointer going down means: on the board a
// press, on a button a hold, and with an overlay open nothing inside its
// panel and a close outside it, wherever that is.
func TestPointerDown(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 4, newRNG(3)))
	none := play.Intent{}
	for _, tt := range []struct {
		name    string
		overlay bool
		hit     play.Hit
		want    play.Intent
		hold    bool
	}{
		{"a cell", false, play.Hit{Cell: 5}, press(5), false},
		{"a button", false, play.Hit{Cell: -1, Button: play.BtnSolve, OnButton: true}, none, true},
		{"nothing", false, play.Hit{Cell: -1}, none, false},
		{"a cell under the panel", false, play.Hit{Cell: 5, InOverlay: true}, press(5), false},
		{"inside the overlay", true, play.Hit{Cell: -1, InOverlay: true}, none, false},
		{"a cell inside the overlay", true, play.Hit{Cell: 5, InOverlay: true}, none, false},
		{"a cell outside the overlay", true, play.Hit{Cell: 5}, act(play.ActClose), false},
		{"a button outside the overlay", true, play.Hit{Cell: -1, Button: play.BtnSolve, OnButton: true}, act(play.ActClose), false},
		{"nothing outside the overlay", true, play.Hit{Cell: -1}, act(play.ActClose), false},
	} {
		if open := c.Snapshot(t0).Overlay != ""; open != tt.overlay {
			c.Do(act(play.ActFacts), t0)
		}
		in, hold := c.Screen().PointerDown(tt.hit)
		if in != tt.want || hold != tt.hold {
			t.Errorf("%s: %+v, hold %v; want %+v, hold %v", tt.name, in, hold, tt.want, tt.hold)
		}
	}
}

// TestPointerMoved checks that the cell under the pointer is hovered, and
// none while an overlay is open.
func TestPointerMoved(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 4, newRNG(3)))
	c.Screen().PointerMoved(play.Hit{Cell: 6})
	if c.Screen().Hover() != 6 {
		t.Fatalf("hover %d after a move onto cell 6", c.Screen().Hover())
	}
	c.Do(act(play.ActHelp), t0)
	c.Screen().PointerMoved(play.Hit{Cell: 7})
	if c.Screen().Hover() != -1 {
		t.Errorf("hover %d under the help; want none", c.Screen().Hover())
	}
}

// TestWarmSteps runs the warm-up and checks that the controller it was
// asked of is untouched: the warm steps play on throwaway controllers.
func TestWarmSteps(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 4, newRNG(3)))
	c.Do(press(2), t0)
	before := c.Snapshot(t0 + play.FlipDuration)
	steps := play.WarmSteps(c)
	if len(steps) == 0 {
		t.Fatal("no warm steps")
	}
	for _, step := range steps {
		step()
	}
	if after := c.Snapshot(t0 + play.FlipDuration); !reflect.DeepEqual(after, before) {
		t.Errorf("the warm steps changed the controller:\n%+v\nwas\n%+v", after, before)
	}
}
