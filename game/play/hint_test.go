package play_test

import (
	"fmt"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestControllerHint(t *testing.T) {
	for _, r := range classics {
		rng := newRNG(31)
		for _, k := range parsToTry(t, r) {
			start := puzzle(t, r, k, rng)
			t.Run(fmt.Sprintf("%s/%s", r.Game().Name, r.Encode(start)), func(t *testing.T) {
				want, err := r.Hint(start)
				if err != nil || want < 0 {
					t.Fatalf("solver Hint: %d, %v", want, err)
				}
				c := newController(r, start)
				if h, _ := c.Hint(); h != -1 {
					t.Fatalf("hint %d before asking", h)
				}
				c.Do(act(play.ActHint), t0)
				if h, at := c.Hint(); h != want || at != t0 {
					t.Fatalf("Hint() = %d at t0+%v, want the solver's %d at t0", h, at-t0, want)
				}
				if c.Notice().Text == "" {
					t.Error("no notice with the hint")
				}
				if sn := c.Snapshot(t0); sn.Hint != want {
					t.Errorf("snapshot hint %d, want %d", sn.Hint, want)
				}
				checkBoard(t, c, start, 0, "after the hint")
				other := (want + 1) % r.Cells()
				c.Do(press(other), t0+frame)
				if h, _ := c.Hint(); h != -1 {
					t.Errorf("hint %d still shown after a press", h)
				}
				checkBoard(t, c, r.Apply(start, other), 1, "the press after the hint")
			})
		}
	}
}

func TestControllerHintSolveWithNothingToDo(t *testing.T) {
	fridge3 := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 3, Height: 3, Shape: solver.RowCol})
	allBlack := decode(t, flipRules, "bbbbbbbbbbbbbbbb")
	tests := []struct {
		name  string
		rules *solver.Rules
		board solver.Board
	}{
		{"flip all white", flipRules, solver.Board{}},
		{"flip all black", flipRules, allBlack},
		{"fridge all open", fridgeRules, solver.Board{}},
		{"flip impossible", flipRules, one(impossibleCell(t, flipRules))},
		{"fridge 3x3 impossible", fridge3, one(impossibleCell(t, fridge3))},
	}
	for _, tt := range tests {
		for _, a := range []play.Action{play.ActHint, play.ActSolve} {
			t.Run(fmt.Sprintf("%s/%v", tt.name, map[play.Action]string{play.ActHint: "hint", play.ActSolve: "solve"}[a]), func(t *testing.T) {
				_, solvable := dist(t, tt.rules, tt.board)
				if solvable != tt.rules.IsGoal(tt.board) {
					t.Fatalf("test board is neither a goal nor impossible")
				}
				c := newController(tt.rules, tt.board)
				c.Do(act(a), t0)
				if c.Notice().Text == "" {
					t.Error("no notice")
				}
				if h, _ := c.Hint(); h != -1 {
					t.Errorf("hint %d", h)
				}
				if _, _, _, ok := c.Playback(); ok {
					t.Error("a playback started")
				}
				if c.Busy(t0) {
					t.Error("busy")
				}
				for now := t0; now < t0+2*time.Second; now += frame {
					c.Tick(now)
				}
				checkBoard(t, c, tt.board, 0, "after the request")
				if c.Model().CanUndo() || c.Mode() != play.Playing {
					t.Errorf("CanUndo %v, mode %v", c.Model().CanUndo(), c.Mode())
				}
				if sn := c.Snapshot(t0); sn.Notice != c.Notice().Text || sn.Notice == "" {
					t.Errorf("snapshot notice %q, controller %q", sn.Notice, c.Notice().Text)
				}
			})
		}
	}
}
