package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestStatusSolved(t *testing.T) {
	tests := []struct {
		rules *solver.Rules
		par   int
		extra int // a cell pressed twice before the answer, or -1
		undo  int // a cell pressed and undone before the answer, or -1
	}{
		{flipRules, 1, -1, -1},
		{flipRules, 3, -1, -1},
		{flipRules, 3, 0, -1},
		{flipRules, 6, -1, 9},
		{fridgeRules, 1, 4, -1},
		{fridgeRules, 7, -1, -1},
		{fridgeRules, 16, 2, 3},
	}
	for _, tt := range tests {
		r := tt.rules
		start := puzzle(t, r, tt.par, newRNG(uint64(tt.par)))
		t.Run(fmt.Sprintf("%s/par%d/extra%d/undo%d", r.Game().Name, tt.par, tt.extra, tt.undo), func(t *testing.T) {
			answer, err := r.Solution(solver.FromBoard(start))
			if err != nil {
				t.Fatal(err)
			}
			c := newController(r, start)
			now := t0
			do := func(in play.Intent) {
				c.Do(in, now)
				now += play.FlipDuration
			}
			presses := tt.par
			if tt.extra >= 0 {
				do(press(tt.extra))
				do(press(tt.extra))
				presses += 2
			}
			if tt.undo >= 0 {
				do(press(tt.undo))
				do(act(play.ActUndo))
			}
			for i, cell := range answer {
				if st := c.View(now).Status; strings.HasPrefix(st, "Solved") {
					t.Fatalf("before press %d of the answer: status %q", i, st)
				}
				do(press(cell))
			}
			if !c.Shelf().Model().Solved() || c.Shelf().Model().Moves() != presses {
				t.Fatalf("solved %v in %d moves, want solved in %d", c.Shelf().Model().Solved(), c.Shelf().Model().Moves(), presses)
			}
			word := "presses"
			if presses == 1 {
				word = "press"
			}
			want := fmt.Sprintf("Solved in %d %s — par %d", presses, word, tt.par)
			if presses == tt.par {
				want = "Perfect! " + want
			}
			if st := c.View(now).Status; st != want {
				t.Errorf("status %q, want %q", st, want)
			}
			if sn := c.Snapshot(now); sn.Status != want {
				t.Errorf("snapshot status %q, want %q", sn.Status, want)
			}
		})
	}
}

func TestStatusImpossible(t *testing.T) {
	r := flipRules
	b := one(impossibleCell(t, r))
	c := newController(r, b)
	if st := c.View(t0).Status; !strings.Contains(st, "impossible") {
		t.Errorf("playing an impossible position: status %q", st)
	}
	c.Do(press(0), t0)
	if _, ok := dist(t, r, c.Shelf().Model().Board()); ok {
		t.Fatal("a press made an impossible position solvable")
	}
	if st := c.View(t0).Status; !strings.Contains(st, "impossible") {
		t.Errorf("after a press on an impossible position: status %q", st)
	}
	c.Do(act(play.ActEdit), t0+time.Second)
	if st := c.View(t0 + time.Second).Status; !strings.Contains(st, "impossible") {
		t.Errorf("editing an impossible position: status %q", st)
	}
	// A solvable one does not say impossible.
	s := newController(r, puzzle(t, r, 2, newRNG(1)))
	if st := s.View(t0).Status; strings.Contains(st, "impossible") {
		t.Errorf("solvable position: status %q", st)
	}
}

func TestStatusPlayback(t *testing.T) {
	r := fridgeRules
	start := puzzle(t, r, 4, newRNG(6))
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	seen := map[string]bool{}
	for now := t0; now < t0+4*period; now += frame {
		c.Tick(now)
		step, steps, _, ok := c.Stage().Playback()
		if !ok {
			t.Fatalf("t0+%v: playback ended early", now-t0)
		}
		want := fmt.Sprintf("Solving: step %d of %d", step+1, steps)
		if st := c.View(now).Status; st != want {
			t.Fatalf("t0+%v: status %q, want %q", now-t0, st, want)
		}
		seen[want] = true
	}
	for i := 1; i <= 4; i++ {
		if want := fmt.Sprintf("Solving: step %d of 4", i); !seen[want] {
			t.Errorf("never showed %q", want)
		}
	}
	c.Tick(t0 + 4*period)
	// Solve's finish is the solver's, and the status says so.
	if v := c.View(t0 + 4*period); !strings.HasPrefix(v.Status, "Solved by the solver") || v.StatusKind == play.KindSuccess {
		t.Errorf("after the playback: status %q (%v)", v.Status, v.StatusKind)
	}
}
