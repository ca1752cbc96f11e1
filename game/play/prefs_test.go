package play_test

import (
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestThemeChoice(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 3, newRNG(2)))
	check := func(when string, choice play.ThemeChoice, theme play.Theme, label string) {
		t.Helper()
		v := c.View(t0)
		if got := c.Screen().Prefs().ThemeChoice(); got != choice {
			t.Errorf("%s: choice %v, want %v", when, got, choice)
		}
		if v.Theme != theme || v.State.Theme != theme.String() {
			t.Errorf("%s: view theme %v, snapshot %q; want %v", when, v.Theme, v.State.Theme, theme)
		}
		if b := v.Buttons[play.BtnTheme]; b.Label != label || !b.Enabled {
			t.Errorf("%s: Theme button %+v, want %q enabled", when, b, label)
		}
	}
	check("fresh", play.ThemeSystem, play.Dark, "Theme: auto")
	c.Screen().Prefs().SetSystemTheme(true)
	check("the system turns light", play.ThemeSystem, play.Light, "Theme: auto")
	c.Do(play.Intent{Action: play.ActTheme}, t0)
	check("chosen light", play.ThemeLight, play.Light, "Theme: light")
	c.Do(play.Intent{Action: play.ActTheme}, t0)
	check("chosen dark", play.ThemeDark, play.Dark, "Theme: dark")
	c.Screen().Prefs().SetSystemTheme(false)
	c.Screen().Prefs().SetSystemTheme(true)
	check("dark, whatever the system says", play.ThemeDark, play.Dark, "Theme: dark")
	c.Do(play.Intent{Action: play.ActTheme}, t0)
	check("back to the system's", play.ThemeSystem, play.Light, "Theme: auto")
	c.Screen().Prefs().SetSystemTheme(false)
	check("the system turns dark again", play.ThemeSystem, play.Dark, "Theme: auto")

	// A change of theme or of the system's scheme is a visible change.
	before := c.Screen().Version()
	c.Screen().Prefs().SetSystemTheme(true)
	if c.Screen().Version() == before {
		t.Error("the system's scheme changed and the version did not move")
	}
}

func TestThemeRemembered(t *testing.T) {
	for _, n := range []int{0, 1, 2} {
		st := &memStore{m: map[string]string{}}
		c := newController(flipRules, puzzle(t, flipRules, 3, newRNG(2)))
		c.Restore(st)
		for range n {
			c.Do(play.Intent{Action: play.ActTheme}, t0)
		}
		want := c.Screen().Prefs().ThemeChoice()
		d := newController(flipRules, puzzle(t, flipRules, 3, newRNG(3)))
		d.Restore(st)
		if got := d.Screen().Prefs().ThemeChoice(); got != want {
			t.Errorf("after %d presses of Theme: restored %v, want %v (stored %s)", n, got, want, st.m["flip.progress.v1"])
		}
		// The theme is remembered even when nothing else was saved.
		if n > 0 {
			e := newController(flipRules, puzzle(t, flipRules, 3, newRNG(4)))
			e.Restore(&memStore{m: map[string]string{"flip.progress.v1": `{"v":1,"current":{},"target":5,"theme":"light","games":[]}`}})
			if e.Screen().Prefs().ThemeChoice() != play.ThemeLight || e.Screen().Prefs().Theme() != play.Light {
				t.Errorf("a stored light theme restored as %v (%v)", e.Screen().Prefs().ThemeChoice(), e.Screen().Prefs().Theme())
			}
		}
	}
	// Something unreadable is the system's.
	e := newController(flipRules, puzzle(t, flipRules, 3, newRNG(4)))
	e.Restore(&memStore{m: map[string]string{"flip.progress.v1": `{"v":1,"current":{},"target":5,"theme":"purple","games":[]}`}})
	if e.Screen().Prefs().ThemeChoice() != play.ThemeSystem {
		t.Errorf("a stored theme %q restored as %v, want the system's", "purple", e.Screen().Prefs().ThemeChoice())
	}
}

func TestReducedMotion(t *testing.T) {
	r := flipRules
	// One press from solved: the press finishes the puzzle.
	start := r.Apply(solver.FromBoard(solver.Board{}), 5)
	c := newController(r, start.Board())
	c.SetReducedMotion(true)
	v := c.View(t0)
	if !v.State.ReducedMotion {
		t.Fatal("reduced motion set, the snapshot says it is not")
	}
	c.Do(play.Intent{Action: play.ActPress, Cell: 5}, t0)
	if play.ReducedFlipDuration > 100*time.Millisecond {
		t.Errorf("a press takes %v under reduced motion, more than 100 ms", play.ReducedFlipDuration)
	}
	if v := c.View(t0); v.Cells[5].Turn != 1 || v.Busy {
		t.Errorf("right after the press: cell 5 turned %v, busy %v; want changed at once", v.Cells[5].Turn, v.Busy)
	}
	end := t0 + play.ReducedFlipDuration
	if c.Stage().Busy(end) || c.Animating(end) {
		t.Errorf("busy %v, animating %v once the fade has ended", c.Stage().Busy(end), c.Animating(end))
	}
	if _, ok := c.Stage().Celebration(end + time.Millisecond); ok {
		t.Error("a celebration under reduced motion")
	}
	for _, now := range []time.Duration{end, end + 500*time.Millisecond} {
		if v := c.View(now); v.Flair.Celebrating {
			t.Errorf("view celebrates at %v under reduced motion", now-t0)
		}
	}
	if c.SolvedBy() != play.SolvedByPlayer {
		t.Errorf("solved by %q", c.SolvedBy())
	}

	// The hint stands still: the first Hint's row, then the ring the
	// second puts on its cell.
	d := newController(r, puzzle(t, r, 4, newRNG(5)))
	d.SetReducedMotion(true)
	d.Do(play.Intent{Action: play.ActHint}, t0)
	if v := d.View(t0 + 100*time.Millisecond); len(v.State.HintArea) == 0 || v.State.Hint != -1 || v.Animating {
		t.Errorf("after the first Hint: area %v, hint %d, animating %v; want a still row and no ring", v.State.HintArea, v.State.Hint, v.Animating)
	}
	d.Do(play.Intent{Action: play.ActHint}, t0+time.Second)
	if v := d.View(t0 + time.Second + 100*time.Millisecond); v.State.Hint < 0 || v.Flair.HintPulse != 1 || v.Animating {
		t.Errorf("after the second Hint: ring on %d at %v, animating %v; want a ring still at 1", v.State.Hint, v.Flair.HintPulse, v.Animating)
	}

	// Back to full motion: presses turn in FlipDuration again.
	c.SetReducedMotion(false)
	c.Do(play.Intent{Action: play.ActUndo}, end)
	if !c.Stage().Busy(end + play.FlipDuration - 1) {
		t.Error("full motion again, but the turn ended early")
	}
}

// TestReducedMotionSolve checks that Solve still paces its steps under
// reduced motion: each step's cell is shown before it is pressed.
func TestReducedMotionSolve(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 4, newRNG(6))
	c := newController(r, start)
	c.SetReducedMotion(true)
	c.Do(play.Intent{Action: play.ActSolve}, t0)
	if _, steps, _, ok := c.Stage().Playback(); !ok || steps != 4 {
		t.Fatalf("playback %v, %d steps", ok, steps)
	}
	// The first press waits StepHighlight, as at full motion.
	c.Tick(t0 + play.StepHighlight - time.Millisecond)
	if c.Shelf().Model().Moves() != 0 {
		t.Error("Solve pressed before showing the step")
	}
	now := t0
	for ; now < t0+10*time.Second && c.Stage().Busy(now); now += 10 * time.Millisecond {
		c.Tick(now)
	}
	if !c.Shelf().Model().Solved() {
		t.Fatal("Solve did not finish")
	}
	per := (now - t0) / 4
	if want := play.StepHighlight + play.ReducedFlipDuration + play.StepGap; per < want-20*time.Millisecond {
		t.Errorf("a step took %v, want about %v", per, want)
	}
}
