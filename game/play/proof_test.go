package play_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestColoursProvesInSlices: on a board the page cannot prove at once (the
// Flip Game on 9×9 king with wrap in 6 colours), a puzzle opens with the
// best answer a short search finds, said to be at most that; the par is
// then proven over the following frames, a slice each (busy meanwhile),
// and becomes the solver's proven par; then the presses to go are proven
// too. A press starts a proof of the new position, said to be under way
// ("proving…"), which ends at the solver's proven count.
func TestColoursProvesInSlices(t *testing.T) {
	restore := play.SetCountSlice(2 * time.Millisecond)
	defer restore()
	cr, start, quick, want := unprovenStart(t, 21)
	c := newController(flipRules, solver.Board{})
	now := t0
	c.OpenLink("game=flip&size=9x9&shape=king&torus=1&colors=6&board="+cr.Encode(start), true)
	s := c.Snapshot(now)
	if s.Colors != 6 || s.Par != len(quick.Presses) || s.ParProven || !strings.Contains(s.Status, fmt.Sprintf("par at most %d", s.Par)) {
		t.Fatalf("opened: colors %d, par %d (proven %v), status %q; want the short search's %d, not proven", s.Colors, s.Par, s.ParProven, s.Status, len(quick.Presses))
	}
	frames := 0
	advance := func(until func(play.Snapshot) bool, what string) play.Snapshot {
		t.Helper()
		for s := c.Snapshot(now); ; s = c.Snapshot(now) {
			if until(s) {
				return s
			}
			if !s.Busy {
				t.Fatalf("%s: not busy, and not over: par %d (proven %v), status %q", what, s.Par, s.ParProven, s.Status)
			}
			if frames++; frames > 100000 {
				t.Fatalf("%s: not over after 100,000 frames", what)
			}
			now += 16 * time.Millisecond
			c.Tick(now)
		}
	}
	s = advance(func(s play.Snapshot) bool { return s.ParProven }, "the par's proof")
	if frames < 2 {
		t.Errorf("the par was proven in %d frames: not sliced", frames)
	}
	if s.Par != len(want.Presses) {
		t.Errorf("the proven par is %d, the solver's %d", s.Par, len(want.Presses))
	}
	s = advance(func(s play.Snapshot) bool { return !s.Busy }, "the presses to go")
	if s.Optimal != len(want.Presses) || !s.Proven || !strings.Contains(s.Status, fmt.Sprintf("par %d · %d to go", s.Par, s.Par)) {
		t.Errorf("settled at the start: to go %d (proven %v), status %q; want %d, proven", s.Optimal, s.Proven, s.Status, len(want.Presses))
	}

	// A press: a proof of its own, said to be under way.
	now += time.Second
	c.Do(press(40), now)
	after := cr.Apply(start, 40)
	want, err := cr.Solve(after)
	if err != nil || !want.Proven {
		t.Fatalf("the solver's own answer after the press: %+v %v", want, err)
	}
	proving := false
	s = advance(func(s play.Snapshot) bool {
		proving = proving || strings.Contains(s.Status, "(proving…)")
		return !s.Busy
	}, "the press's proof")
	if s.Optimal != len(want.Presses) || !s.Proven || !strings.Contains(s.Status, fmt.Sprintf("%d to go", s.Optimal)) {
		t.Errorf("after the press: to go %d (proven %v), status %q; the solver says %d", s.Optimal, s.Proven, s.Status, len(want.Presses))
	}
	if q, _ := quickSolve(cr, after); !q.Proven && !proving {
		t.Errorf("the status never said the proof was under way")
	}
}

// TestSolveWaitsForTheProof: Solve pressed while the page proves the
// fewest presses says it waits, and then plays the proven answer, not
// the short search's longer one.
func TestSolveWaitsForTheProof(t *testing.T) {
	restore := play.SetCountSlice(2 * time.Millisecond)
	defer restore()
	cr, start, _, want := unprovenStart(t, 23)
	c := newController(flipRules, solver.Board{})
	now := t0
	c.OpenLink("game=flip&size=9x9&shape=king&torus=1&colors=6&board="+cr.Encode(start), true)
	c.Do(act(play.ActSolve), now)
	s := c.Snapshot(now)
	if s.Steps != 0 || !s.Busy || !strings.Contains(s.Notice, "Solve waits") {
		t.Fatalf("Solve while proving: steps %d, busy %v, notice %q; want it to wait and say so", s.Steps, s.Busy, s.Notice)
	}
	for frames := 0; s.Steps == 0; s = c.Snapshot(now) {
		if frames++; frames > 100000 {
			t.Fatal("Solve never started")
		}
		now += 16 * time.Millisecond
		c.Tick(now)
	}
	if s.Steps != len(want.Presses) || !s.ParProven || s.Par != len(want.Presses) {
		t.Errorf("Solve plays %d steps (par %d, proven %v); the proven par is %d", s.Steps, s.Par, s.ParProven, len(want.Presses))
	}
}

// unprovenStart returns, on the Flip Game's 9×9 king with wrap in 6
// colours, a random solvable position (drawn from seed) whose short
// search (the page's: solver.Quick) is not proven, that answer, and the
// solver's own proven one.
func unprovenStart(t *testing.T, seed uint64) (cr *solver.Rules, start solver.Position, quick, want solver.Answer) {
	t.Helper()
	cr, err := solver.New(solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true, Colours: 6})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, seed+1))
	for {
		start = cr.RandomSolvable(rng)
		if quick, err = quickSolve(cr, start); err != nil {
			t.Fatal(err)
		}
		if !quick.Proven {
			break
		}
	}
	if want, err = cr.Solve(start); err != nil || !want.Proven {
		t.Fatalf("the solver's own answer: %+v %v", want, err)
	}
	return cr, start, quick, want
}

// quickSolve is the page's answer for p under r: a Quick search's.
func quickSolve(r *solver.Rules, p solver.Position) (solver.Answer, error) {
	s := r.NewSearch(p, solver.Quick)
	for !s.Step(time.Hour) {
	}
	return s.Answer()
}
