package record_test

import (
	"testing"

	"flip/game/puzzle"
	"flip/solver"
)

// TestKeeperTouch checks that Touch stamps a change of g as the keeper's
// tab's, dated by its calendar, and leaves progress to save.
// Mutation-checked: Touch without SetUnsaved's effect (Pending stays
// false) and Touch stamping another tab's name each fail it.
func TestKeeperTouch(t *testing.T) {
	k := newKeeper("tabA")
	k.SetUnsaved(false)
	if k.Pending() {
		t.Fatal("a new keeper with nothing unsaved has progress pending")
	}
	g := &puzzle.Game{ID: "g", Model: puzzle.NewColourModel(flipRules, solver.Position{})}
	g.Model.Press(5)
	k.Touch(g)
	if g.Seen["tabA"] != 1 || len(g.Seen) != 1 {
		t.Errorf("after one touch the game has seen %v, want tabA's one change", g.Seen)
	}
	if g.At != today.UnixMilli() {
		t.Errorf("the change is dated %d, want the keeper's today %d", g.At, today.UnixMilli())
	}
	if !k.Pending() {
		t.Error("a touched game leaves nothing to save")
	}
}
