package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestControllerCelebration(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			k := 3
			start := puzzle(t, r, k, newRNG(21))
			want, _ := r.Solution(solver.FromBoard(start))
			c := newController(r, start)
			now := t0
			for i, cell := range want {
				for _, d := range []time.Duration{0, play.FlipDuration, play.FlipDuration + play.CelebrationDuration/2} {
					if _, ok := c.Stage().Celebration(now + d); ok {
						t.Fatalf("celebrating before press %d of %d", i+1, k)
					}
				}
				c.Do(press(cell), now)
				now += play.FlipDuration
			}
			last := now - play.FlipDuration
			if !c.Shelf().Model().Solved() {
				t.Fatal("not solved")
			}
			if f, ok := c.Stage().Celebration(last + play.FlipDuration + play.CelebrationDuration/4); !ok || f < 0.24 || f > 0.26 {
				t.Errorf("a quarter into the celebration: %v, %v", f, ok)
			}
			if _, ok := c.Stage().Celebration(last + play.FlipDuration + play.CelebrationDuration); ok {
				t.Error("still celebrating once the celebration has run")
			}
			if !c.Animating(last + play.FlipDuration + play.CelebrationDuration/2) {
				t.Error("not animating during the celebration")
			}
			// Undo leaves the goal, and with it the celebration.
			c.Do(act(play.ActUndo), now)
			if _, ok := c.Stage().Celebration(now + play.FlipDuration + play.CelebrationDuration/4); ok {
				t.Error("celebrating after Undo left the goal")
			}
		})
	}
}

// TestControllerNoCelebrationWithoutPresses: coming back to a start that
// is already a goal, by Undo or Reset, is not a win.
func TestControllerNoCelebrationWithoutPresses(t *testing.T) {
	for _, r := range classics {
		for _, back := range []play.Action{play.ActUndo, play.ActReset} {
			t.Run(fmt.Sprintf("%s/%v", r.Game().Name, describe(act(back))), func(t *testing.T) {
				c := newController(r, solver.Board{})
				c.Do(press(6), t0)
				c.Do(act(back), t0+play.FlipDuration)
				if !c.Shelf().Model().Solved() || c.Shelf().Model().Moves() != 0 {
					t.Fatalf("solved %v moves %d, want back on the goal with 0 presses", c.Shelf().Model().Solved(), c.Shelf().Model().Moves())
				}
				for now := t0 + play.FlipDuration; now < t0+play.FlipDuration*2+play.CelebrationDuration; now += frame {
					if _, ok := c.Stage().Celebration(now); ok {
						t.Fatalf("celebrating at t0+%v with no presses made", now-t0)
					}
				}
				if st := c.View(t0 + time.Second).Status; strings.HasPrefix(st, "Solved in") {
					t.Errorf("status %q with no presses made", st)
				}
			})
		}
	}
}
