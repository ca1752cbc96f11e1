package play_test

import (
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestCoachComesBack: a new controller on the same store comes back
// coaching, at the same step, in the middle of the table's presses;
// Learn off is saved too; an old saved game (no coach, no hints) opens.
func TestCoachComesBack(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross})
	st := &memStore{m: map[string]string{}}
	rng := newRNG(17)
	var want play.Snapshot
	now := t0
	for trial := 0; trial < 50 && want.Coach == nil; trial++ {
		st.m = map[string]string{}
		c := newController(r, r.RandomSolvable(rng).Board())
		c.Restore(st)
		now += time.Second
		c.Do(act(play.ActLearn), now)
		for n := 0; n < 60; n++ {
			s := c.Snapshot(now)
			if s.Coach.Next < 0 {
				break
			}
			// Stop after the table's first press, with more to come.
			if s.Coach.Method == play.CoachTable && strings.HasPrefix(s.Coach.Why, "From the last-row table") {
				want = s
				break
			}
			now += time.Second
			c.Do(act(play.ActClose), now)
			now += time.Second
			c.Do(press(s.Coach.Next), now)
			now += time.Second
			c.Tick(now)
		}
	}
	if want.Coach == nil {
		t.Fatal("no puzzle took two presses from the table")
	}
	d := newController(r, solver.Board{})
	d.Restore(st)
	got := d.Snapshot(now)
	if got.Board != want.Board || got.Coach == nil || *got.Coach != *want.Coach {
		t.Fatalf("restored %s coach %+v; want %s coach %+v", got.Board, got.Coach, want.Board, want.Coach)
	}
	d.Do(act(play.ActLearn), now+time.Second)
	e := newController(r, solver.Board{})
	e.Restore(st)
	if s := e.Snapshot(now); s.Coach != nil {
		t.Errorf("Learn off, restored: coach %+v", s.Coach)
	}

	// A game saved before the coach: no coach, no hints, no coached.
	old := `{"v":2,"current":{"game":"flip","w":4,"h":4,"shape":"cross"},"target":5,"games":[{"id":"0123456789abcdef","rev":3,"at":1,"spec":{"game":"flip","w":4,"h":4,"shape":"cross"},"history":[{"b":"wbwwbbbwwbwwwwww","m":0,"s":"wbwwbbbwwbwwwwww","c":-1},{"b":"wwwwwwwwwwwwwwww","m":1,"s":"wbwwbbbwwbwwwwww","c":5}],"cur":1,"assisted":true,"counted":true,"finished":true}]}`
	st2 := &memStore{m: map[string]string{"flip.progress.v2": old}}
	g := newController(flipRules, solver.Board{})
	g.Restore(st2)
	s := g.Snapshot(t0)
	if s.Board != "wwwwwwwwwwwwwwww" || s.Hints != 0 || s.Coach != nil || s.Status != "Solved with help · par 1 · press Next" {
		t.Errorf("an old saved game: board %s hints %d coach %+v status %q", s.Board, s.Hints, s.Coach, s.Status)
	}
}
