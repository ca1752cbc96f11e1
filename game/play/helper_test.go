package play_test

import (
	"errors"
	"math/rand/v2"
	"strings"

	"sync/atomic"
	"testing"
	"time"

	"flip/game/oracle"
	"flip/game/oracle/remote"
	"flip/game/play"
	"flip/solver"
)

// TestHelperMakesTheSearches: with the solver's helper set, a press on a
// board whose search is long is drawn at once and its number follows: the
// view stays busy without asking for frames while only the helper works
// (its reply wakes the page), then says the presses to go the solver
// says. The snapshot says the worker makes the searches (tried: with the
// view animating while it waits, the check of the idle frames fails).
func TestHelperMakesTheSearches(t *testing.T) {
	spec := solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true, Colours: 6}
	r := solver.MustNew(spec)
	rng := rand.New(rand.NewPCG(3, 4))
	start := r.RandomSolvable(rng)
	c := play.NewController(flipRules, solver.Position{}, rng)
	var wakes atomic.Int32
	h := remote.NewLocal(func() { wakes.Add(1) })
	defer h.Close()
	c.SetHelper(h)
	if err := c.Load(spec, start); err != nil {
		t.Fatal(err)
	}
	now := time.Second
	c.Do(press(40), now)
	pressed := r.Apply(start, 40)
	want, err := r.Solve(pressed)
	if err != nil || !want.Proven {
		t.Fatalf("the solver's answer: %+v %v", want, err)
	}
	idle := 0
	for end := now + time.Minute; ; now += 16 * time.Millisecond {
		if now > end {
			t.Fatal("no answer in a minute of frames")
		}
		c.Tick(now)
		v := c.View(now)
		s := v.State
		if s.Solver != "worker" {
			t.Fatalf("the snapshot says the solver works on the %q", s.Solver)
		}
		if !s.Busy && s.Proven && s.ParProven {
			if s.Optimal != len(want.Presses) {
				t.Fatalf("%d to go; the solver says %d", s.Optimal, len(want.Presses))
			}
			break
		}
		if now > time.Second+play.FlipDuration+50*time.Millisecond && !v.Animating {
			idle++
		}
		time.Sleep(2 * time.Millisecond) // the helper works meanwhile
	}
	if idle == 0 || wakes.Load() == 0 {
		t.Errorf("%d frames did not ask for the next while the helper worked, %d wakes; want the page idle, woken by replies", idle, wakes.Load())
	}
}

// lostHelper is a helper that is lost from the start.
type lostHelper struct{}

func (*lostHelper) Ask(oracle.Question)     {}
func (*lostHelper) Replies() []oracle.Reply { return nil }
func (*lostHelper) Lost() error             { return errors.New("did not load its script") }

// TestHelperLostIsSaid: a helper that is lost is said once, as a
// warning, with why; the page then makes the searches itself.
func TestHelperLostIsSaid(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 4, newRNG(3)))
	c.SetHelper(&lostHelper{})
	now := time.Second
	c.Tick(now)
	s := c.Snapshot(now)
	if s.Solver != "page" || s.SolverLost != "did not load its script" || s.NoticeKind != "warning" ||
		!strings.Contains(s.Notice, "Solving on this page") || !strings.Contains(s.Notice, "the solver's worker did not load its script.") {
		t.Fatalf("solver %q, lost %q, notice %q (%s); want the page, with why, said as a warning", s.Solver, s.SolverLost, s.Notice, s.NoticeKind)
	}
	c.Do(act(play.ActHint), now)
	c.Tick(now)
	if s := c.Snapshot(now); strings.Contains(s.Notice, "Solving on this page") {
		t.Errorf("the loss said again after a hint: %q", s.Notice)
	}
}
