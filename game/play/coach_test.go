package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/coach"
	"flip/game/play"
	"flip/solver"
)

// follow turns the coach on and presses what it rings until it rings
// nothing, the last-row table open or not; it returns the
// methods seen, in order, and fails after max presses (a loop).
func follow(t *testing.T, c *play.Controller, now *time.Duration, max int) []play.Method {
	t.Helper()
	step := func(in play.Intent) {
		*now += time.Second
		c.Do(in, *now)
		*now += time.Second
		c.Tick(*now)
	}
	step(play.Intent{Action: play.ActLearn})
	var methods []play.Method
	for n := 0; ; n++ {
		s := c.Snapshot(*now)
		if s.Coach == nil {
			t.Fatalf("the coach is off after Learn")
		}
		if len(methods) == 0 || methods[len(methods)-1] != s.Coach.Method {
			methods = append(methods, s.Coach.Method)
		}
		if s.Coach.Next < 0 {
			return methods
		}
		if n >= max {
			t.Fatalf("%s: still coaching after %d presses (%v): %q", s.Link, n, methods, s.Coach.Why)
		}
		step(play.Intent{Action: play.ActPress, Cell: s.Coach.Next})
	}
}

// TestCoachSolves follows the coach from random solvable positions on
// every board it has a method for: it must end on a solved board, with no
// dead end and no loop, and the finish is the coach's.
func TestCoachSolves(t *testing.T) {
	rng := newRNG(29)
	type board struct {
		game *solver.Game
		w, h int
	}
	var boards []board
	for n := play.MinPickSize; n <= play.MaxPickSize; n++ {
		boards = append(boards, board{solver.FlipGame, n, n})
	}
	boards = append(boards, board{solver.FlipGame, 7, 6}, board{solver.FlipGame, 6, 7}, board{solver.FlipGame, 10, 3},
		board{solver.Fridge, 4, 4}, board{solver.Fridge, 6, 4}, board{solver.Fridge, 4, 6}, board{solver.Fridge, 10, 10})
	for _, bd := range boards {
		r := solver.MustNew(solver.Spec{Game: bd.game, Width: bd.w, Height: bd.h, Shape: bd.game.Shape})
		sawTable := false
		for trial := 0; trial < 12; trial++ {
			start := r.RandomSolvable(rng)
			if r.IsGoal(start) {
				continue
			}
			c := newController(r, start.Board())
			now := t0
			methods := follow(t, c, &now, 3*r.Cells()+bd.w)
			s := c.Snapshot(now)
			if !s.Solved {
				t.Fatalf("%s: the coach stopped on an unsolved board (%v): %q", s.Link, methods, s.Coach.Why)
			}
			if s.SolvedBy != play.SolvedByCoach {
				t.Errorf("%s: solved by %q, want %q", s.Link, s.SolvedBy, play.SolvedByCoach)
			}
			if !strings.HasPrefix(s.Status, "Solved with the coach in ") {
				t.Errorf("%s: status %q", s.Link, s.Status)
			}
			want := play.CoachChase
			if bd.game == solver.Fridge {
				want = play.CoachSingle
			}
			for _, m := range methods {
				switch {
				case m == play.CoachTable && want == play.CoachChase:
					sawTable = true
				case m != want:
					t.Errorf("%s: method %q on %v", s.Link, m, r.Spec())
				}
			}
		}
		if bd.game == solver.FlipGame && r.Nullity() < bd.w && !sawTable {
			t.Errorf("%v: twelve puzzles and the table never used", r.Spec())
		}
	}
}

// TestCoachNoMethod: where the coach has no method it says so and rings
// nothing; on an impossible position it says why.
func TestCoachNoMethod(t *testing.T) {
	king := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King})
	wrap := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross, Torus: true})
	odd := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 5, Height: 5, Shape: solver.RowCol})
	for _, r := range []*solver.Rules{king, wrap, odd} {
		c := newController(r, r.RandomSolvable(newRNG(3)).Board())
		c.Do(play.Intent{Action: play.ActLearn}, t0)
		s := c.Snapshot(t0)
		if s.Coach == nil || s.Coach.Method != play.CoachNone || s.Coach.Next != -1 || !strings.Contains(s.Coach.Why, "No hand method") {
			t.Errorf("%v: coach %+v", r.Spec(), s.Coach)
		}
	}
	impossible, _ := flipRules.Decode("bwwwwwwwwwwwwwww")
	c := newController(flipRules, impossible.Board())
	c.Do(play.Intent{Action: play.ActLearn}, t0)
	s := c.Snapshot(t0)
	if s.Coach == nil || s.Coach.Method != play.CoachNone || s.Coach.Next != -1 || !strings.Contains(s.Coach.Why, "No method can solve this position") || !strings.Contains(s.Coach.Why, "marked") {
		t.Errorf("impossible: coach %+v", s.Coach)
	}
	c.Do(play.Intent{Action: play.ActLearn}, t0+time.Second)
	if s := c.Snapshot(t0 + time.Second); s.Coach != nil {
		t.Errorf("Learn again: coach %+v, want off", s.Coach)
	}
}

// TestCoachTableLit: when only the last row is left, the coach looks it
// up in the last-row table, opens the table with its line lit, and rings
// the top-row presses the table gives.
func TestCoachTableLit(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross})
	seen := map[uint32]bool{}
	rng := newRNG(5)
	for trial := 0; trial < 40; trial++ {
		c := newController(r, r.RandomSolvable(rng).Board())
		now := t0
		c.Do(play.Intent{Action: play.ActLearn}, now)
		for n := 0; n < 40; n++ {
			v := c.View(now)
			s := v.State
			if s.Coach.Next < 0 {
				break
			}
			if s.Coach.Method == play.CoachTable && strings.HasPrefix(s.Coach.Why, "Only the last row") {
				if s.Overlay != play.OverlayTable || v.Overlay == nil || v.Overlay.Chase == nil || v.Overlay.Chase.Lit < 0 {
					t.Fatalf("%s: coach %+v, overlay %q: want the table open, a line lit", s.Link, s.Coach, s.Overlay)
				}
				lit := v.Overlay.Chase.Lines[v.Overlay.Chase.Lit]
				seen[lit.Pattern] = true
				if want := fmt.Sprintf("(%s)", coach.Pattern(lit.Pattern, 5)); !strings.Contains(s.Coach.Why, want) {
					t.Errorf("%s: coach says %q, want the lit line's pattern %s", s.Link, s.Coach.Why, want)
				}
				// The position's last row, against the colour chased, is
				// the lit line's pattern.
				b, _ := r.Decode(s.Board)
				var last uint32
				for col := range 5 {
					if b.Get(20+col) != b.Get(0) {
						last |= 1 << col
					}
				}
				if last != lit.Pattern {
					t.Errorf("%s: last row %s, lit line %s", s.Link, coach.Pattern(last, 5), coach.Pattern(lit.Pattern, 5))
				}
				if s.Coach.Next >= 5 || lit.Presses>>s.Coach.Next&1 == 0 {
					t.Errorf("%s: rings %d, want a top-row press of %s", s.Link, s.Coach.Next, coach.Pattern(lit.Presses, 5))
				}
				now += time.Second
				c.Do(play.Intent{Action: play.ActClose}, now)
			}
			now += time.Second
			c.Do(play.Intent{Action: play.ActPress, Cell: s.Coach.Next}, now)
		}
	}
	if len(seen) < 4 {
		t.Errorf("the table was lit on %d different lines in 40 puzzles", len(seen))
	}
}

// TestCoachAfterStrayPresses: a player who strays from the method — a
// press of their own now and then, Undo — is taken back to it: following
// the coach from wherever they are still solves the board.
func TestCoachAfterStrayPresses(t *testing.T) {
	rng := newRNG(31)
	for _, spec := range []solver.Spec{
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross},
		{Game: solver.FlipGame, Width: 6, Height: 4, Shape: solver.Cross},
		{Game: solver.Fridge, Width: 4, Height: 4, Shape: solver.RowCol},
	} {
		r := solver.MustNew(spec)
		for trial := 0; trial < 40; trial++ {
			c := newController(r, r.RandomSolvable(rng).Board())
			now := t0
			do := func(in play.Intent) {
				now += time.Second
				c.Do(in, now)
				now += time.Second
				c.Tick(now)
			}
			do(play.Intent{Action: play.ActLearn})
			strays := 0
			for n := 0; ; n++ {
				s := c.Snapshot(now)
				if s.Solved {
					break
				}
				if n > 12*r.Cells() {
					t.Fatalf("%s: not solved after %d presses (%d stray): %+v", s.Link, n, strays, s.Coach)
				}
				if s.Overlay != "" {
					do(play.Intent{Action: play.ActClose})
				}
				switch k := rng.IntN(10); {
				case k == 0 && strays < 4:
					strays++
					do(play.Intent{Action: play.ActPress, Cell: rng.IntN(r.Cells())})
				case k == 1 && strays < 4 && s.Moves > 0:
					strays++
					do(play.Intent{Action: play.ActUndo})
				default:
					if s.Coach.Next < 0 {
						t.Fatalf("%s: unsolved and the coach rings nothing: %+v", s.Link, s.Coach)
					}
					do(play.Intent{Action: play.ActPress, Cell: s.Coach.Next})
				}
			}
		}
	}
}
