package play_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestControllerHint: the first Hint on a position rings the row of the
// solver's hint (the hint area) and no cell; the second rings the cell,
// one of that row; each counts one hint, and a third says it again for
// free. A press clears both.
func TestControllerHint(t *testing.T) {
	for _, r := range classics {
		rng := newRNG(31)
		for _, k := range parsToTry(t, r) {
			start := puzzle(t, r, k, rng)
			t.Run(fmt.Sprintf("%s/%s", r.Game().Name, r.Encode(solver.FromBoard(start))), func(t *testing.T) {
				want, err := r.Hint(solver.FromBoard(start))
				if err != nil || want < 0 {
					t.Fatalf("solver Hint: %d, %v", want, err)
				}
				area := rowOf(r.Width(), want)
				c := newController(r, start)
				if h, _ := c.Screen().Hint(); h != -1 {
					t.Fatalf("hint %d before asking", h)
				}
				if sn := c.Snapshot(t0); len(sn.HintArea) != 0 || sn.HintArea == nil || sn.Hints != 0 {
					t.Fatalf("before asking: hint area %#v, %d hints; want [] and 0", sn.HintArea, sn.Hints)
				}
				// The first step: the row.
				c.Do(act(play.ActHint), t0)
				if h, _ := c.Screen().Hint(); h != -1 {
					t.Errorf("the first Hint rang cell %d, want only the row", h)
				}
				sn := c.Snapshot(t0)
				if sn.Hint != -1 || !slices.Equal(sn.HintArea, area) || sn.Hints != 1 {
					t.Errorf("after the first Hint: snapshot hint %d, area %v, %d hints; want -1, %v, 1", sn.Hint, sn.HintArea, sn.Hints, area)
				}
				if n := c.Screen().Notice().Text; !strings.HasPrefix(n, fmt.Sprintf("Hint: a press in row %d starts an optimal answer. Hint again shows which.", want/r.Width()+1)) {
					t.Errorf("the first Hint says %q", n)
				}
				checkBoard(t, c, start, 0, "after the first hint")
				// The second step: the cell.
				c.Do(act(play.ActHint), t0+frame)
				if h, at := c.Screen().Hint(); h != want || at != t0+frame {
					t.Fatalf("Hint() = %d at t0+%v, want the solver's %d at t0+%v", h, at-t0, want, frame)
				}
				if n := c.Screen().Notice().Text; n != fmt.Sprintf("Hint: press row %d, column %d.", want/r.Width()+1, want%r.Width()+1) {
					t.Errorf("the second Hint says %q", n)
				}
				sn = c.Snapshot(t0 + frame)
				if sn.Hint != want || !slices.Equal(sn.HintArea, area) || sn.Hints != 2 {
					t.Errorf("after the second Hint: snapshot hint %d, area %v, %d hints; want %d, %v, 2", sn.Hint, sn.HintArea, sn.Hints, want, area)
				}
				if v := c.View(t0 + frame); !v.Cells[want].Hint || !v.Cells[want].Area {
					t.Errorf("the hint's cell draws hint %v, area %v; want both", v.Cells[want].Hint, v.Cells[want].Area)
				}
				checkBoard(t, c, start, 0, "after the second hint")
				// A third: the same words again, for free.
				c.Do(act(play.ActHint), t0+2*frame)
				if sn := c.Snapshot(t0 + 2*frame); sn.Hint != want || sn.Hints != 2 || sn.Notice != fmt.Sprintf("Row %d, column %d starts an optimal answer: press it.", want/r.Width()+1, want%r.Width()+1) {
					t.Errorf("after a third Hint: hint %d, %d hints, notice %q; want %d, still 2, the cell again", sn.Hint, sn.Hints, sn.Notice, want)
				}
				other := (want + 1) % r.Cells()
				c.Do(press(other), t0+3*frame)
				if h, _ := c.Screen().Hint(); h != -1 {
					t.Errorf("hint %d still shown after a press", h)
				}
				if sn := c.Snapshot(t0 + 3*frame); len(sn.HintArea) != 0 || sn.Hints != 2 {
					t.Errorf("after a press: hint area %v, %d hints; want none, still 2", sn.HintArea, sn.Hints)
				}
				checkBoard(t, c, r.Apply(solver.FromBoard(start), other).Board(), 1, "the press after the hint")
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
				if solvable != tt.rules.IsGoal(solver.FromBoard(tt.board)) {
					t.Fatalf("test board is neither a goal nor impossible")
				}
				c := newController(tt.rules, tt.board)
				c.Do(act(a), t0)
				if c.Screen().Notice().Text == "" {
					t.Error("no notice")
				}
				if h, _ := c.Screen().Hint(); h != -1 {
					t.Errorf("hint %d", h)
				}
				if _, _, _, ok := c.Stage().Playback(); ok {
					t.Error("a playback started")
				}
				if c.Stage().Busy(t0) {
					t.Error("busy")
				}
				for now := t0; now < t0+2*time.Second; now += frame {
					c.Tick(now)
				}
				checkBoard(t, c, tt.board, 0, "after the request")
				if c.Shelf().Model().CanUndo() || c.Shelf().Mode() != play.Playing {
					t.Errorf("CanUndo %v, mode %v", c.Shelf().Model().CanUndo(), c.Shelf().Mode())
				}
				if sn := c.Snapshot(t0); sn.Notice != c.Screen().Notice().Text || sn.Notice == "" {
					t.Errorf("snapshot notice %q, controller %q", sn.Notice, c.Screen().Notice().Text)
				}
			})
		}
	}
}
