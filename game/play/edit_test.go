package play_test

import (
	"fmt"
	"strings"
	"testing"

	"flip/game/play"
	"flip/solver"
)

func TestControllerEdit(t *testing.T) {
	r := flipRules
	cell := impossibleCell(t, r)
	c := newController(r, solver.Board{})
	now := t0
	c.Do(act(play.ActEdit), now)
	if c.Shelf().Mode() != play.Editing || c.Snapshot(now).Mode != "edit" {
		t.Fatalf("after ActEdit: mode %v", c.Shelf().Mode())
	}
	c.Do(press(cell), now)
	checkBoard(t, c, one(cell), 0, "after turning over one piece")
	if c.Shelf().Model().Start() != one(cell) || !c.Shelf().Model().CanUndo() {
		t.Errorf("edited board is not the new start that Undo takes back: start %s CanUndo %v", r.Encode(solver.FromBoard(c.Shelf().Model().Start())), c.Shelf().Model().CanUndo())
	}
	if n, ok, _ := c.ToGo(); ok {
		t.Errorf("Par() = %d, ok; want ok=false for an impossible position", n)
	}
	if _, ok := c.Par(); ok {
		t.Error("StartPar ok for an impossible start")
	}
	if sn := c.Snapshot(now); sn.Optimal != -1 || sn.Solved {
		t.Errorf("snapshot optimal %d solved %v, want -1 and false", sn.Optimal, sn.Solved)
	}
	if st := c.View(now).Status; !strings.Contains(st, "impossible") {
		t.Errorf("status %q does not say impossible", st)
	}
	// More toggles, each checked against the solver.
	b := one(cell)
	for _, x := range []int{cell, 0, 1, 4, 15, 0} {
		now += play.FlipDuration
		c.Do(press(x), now)
		b.Toggle(x)
		checkBoard(t, c, b, 0, fmt.Sprintf("after toggling %d", x))
		d, solvable := dist(t, r, b)
		if n, ok, _ := c.ToGo(); ok != solvable || (ok && n != d) {
			t.Errorf("after toggling %d (%s): Par() = %d, %v; solver says %d, %v", x, r.Encode(solver.FromBoard(b)), n, ok, d, solvable)
		}
		if n, ok := c.Par(); ok != solvable || (ok && n != d) {
			t.Errorf("after toggling %d: Par() = %d, %v; solver says %d, %v", x, n, ok, d, solvable)
		}
	}
	// Toggles queue behind a running flip like presses do.
	c.Do(press(2), now+1)
	checkBoard(t, c, b, 0, "a toggle made during a flip")
	now += play.FlipDuration
	c.Tick(now)
	b.Toggle(2)
	checkBoard(t, c, b, 0, "the queued toggle")
	// Back to playing: a click presses again.
	now += play.FlipDuration
	c.Do(act(play.ActEdit), now)
	if c.Shelf().Mode() != play.Playing || c.Snapshot(now).Mode != "play" {
		t.Fatalf("after the second ActEdit: mode %v", c.Shelf().Mode())
	}
	c.Do(press(5), now)
	checkBoard(t, c, r.Apply(solver.FromBoard(b), 5).Board(), 1, "a press after editing")
	if c.Shelf().Model().Start() != b {
		t.Errorf("start %s, want the edited board %s", r.Encode(solver.FromBoard(c.Shelf().Model().Start())), r.Encode(solver.FromBoard(b)))
	}
}

func TestControllerEditStopsPlayback(t *testing.T) {
	r := fridgeRules
	start := puzzle(t, r, 5, newRNG(12))
	want, _ := r.Solution(solver.FromBoard(start))
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	at := t0 + period + play.StepHighlight + frame // two presses made
	for now := t0; now <= at; now += frame {
		c.Tick(now)
	}
	c.Do(act(play.ActEdit), at)
	if _, _, _, ok := c.Stage().Playback(); ok || c.Shelf().Mode() != play.Editing {
		t.Fatalf("after Edit: playback %v, mode %v", ok, c.Shelf().Mode())
	}
	checkBoard(t, c, applyAll(r, start, want[:2]...), 2, "after Edit stopped the playback")
}
