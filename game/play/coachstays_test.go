package play_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// toTable turns the coach on at a position whose chase leaves a last row
// and follows it until it has opened the last-row table; false when no
// such position came up in 40.
func toTable(t *testing.T, r *solver.Rules, seed uint64) (*play.Controller, time.Duration, bool) {
	t.Helper()
	rng := newRNG(seed)
	for range 40 {
		c := newController(r, r.RandomSolvable(rng).Board())
		now := t0
		c.Do(act(play.ActLearn), now)
		for range 3 * r.Cells() {
			s := c.Snapshot(now)
			if s.Coach.Next < 0 {
				break
			}
			if s.Overlay == play.OverlayTable {
				return c, now, true
			}
			now += time.Second
			c.Do(press(s.Coach.Next), now)
		}
	}
	return nil, 0, false
}

// TestCoachTableLeavesTheBoard: with the last-row table the coach opened,
// a pointer going down on the cell the coach rings presses it (it used to
// close the table only, and the coach stalled there); one in the table's
// panel does nothing, one on neither closes it; the pointer still points
// at cells; the table closes itself once its presses are made. The
// table's view is docked and keeps the ringed row in sight.
func TestCoachTableLeavesTheBoard(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross})
	c, now, ok := toTable(t, r, 7)
	if !ok {
		t.Fatal("no position in 40 took the coach to the table")
	}
	v := c.View(now)
	s := v.State
	if v.Overlay == nil || !v.Overlay.Docked || v.Overlay.KeepRow != s.Coach.Next/5 {
		t.Fatalf("the table's view %+v: want docked, keeping row %d", v.Overlay, s.Coach.Next/5)
	}
	if in, _ := c.Screen().PointerDown(play.Hit{Cell: s.Coach.Next, InOverlay: true}); in.Action != play.ActNone {
		t.Errorf("a click in the table's panel: %+v, want nothing", in)
	}
	if in, _ := c.Screen().PointerDown(play.Hit{Cell: -1}); in.Action != play.ActClose {
		t.Errorf("a click beside the board and the table: %+v, want the table closed", in)
	}
	if _, hold := c.Screen().PointerDown(play.Hit{Cell: -1, OnButton: true, Button: play.BtnUndo}); !hold {
		t.Error("a button beside the table is not taken hold of")
	}
	now += 5 * time.Second
	c.Tick(now)
	c.Screen().PointerMoved(play.Hit{Cell: 3})
	if !c.View(now).Cells[3].Pointed {
		t.Error("the pointer over a cell beside the table points at nothing")
	}
	for n := 0; s.Coach.Method == play.CoachTable; n++ {
		if s.Overlay != play.OverlayTable {
			t.Fatalf("%s: the table closed before its presses were made: %+v", s.Link, s.Coach)
		}
		in, _ := c.Screen().PointerDown(play.Hit{Cell: s.Coach.Next})
		if in.Action != play.ActPress || in.Cell != s.Coach.Next {
			t.Fatalf("%s: a click on the ringed cell %d with the table open: %+v, want a press", s.Link, s.Coach.Next, in)
		}
		now += time.Second
		c.Do(in, now)
		s = c.Snapshot(now)
		if s.Moves == 0 || n > 5 {
			t.Fatalf("%s: the click pressed nothing", s.Link)
		}
	}
	if s.Overlay != "" {
		t.Errorf("%s: the table stays open after its presses (coach %+v)", s.Link, s.Coach)
	}
}

// TestHintAgreesWithCoach: with the coach on, both steps of Hint point at
// the press the coach rings (a row tinted holds it, the cell ringed is
// it), and say so, at every step of the way to the finish, on the Flip
// Game and the Refrigerator; with the coach off Hint is the optimal
// answer's again. Before, Hint tinted a row of an optimal answer while
// the coach rang another.
func TestHintAgreesWithCoach(t *testing.T) {
	rng := newRNG(43)
	for _, spec := range []solver.Spec{
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross},
		{Game: solver.FlipGame, Width: 7, Height: 6, Shape: solver.Cross},
		{Game: solver.Fridge, Width: 4, Height: 4, Shape: solver.RowCol},
	} {
		r := solver.MustNew(spec)
		for range 5 {
			c := newController(r, r.RandomSolvable(rng).Board())
			now := t0
			do := func(in play.Intent) play.Snapshot {
				now += time.Second
				c.Do(in, now)
				now += time.Second
				c.Tick(now)
				return c.Snapshot(now)
			}
			s := do(act(play.ActLearn))
			for n := 0; s.Coach.Next >= 0; n++ {
				next := s.Coach.Next
				s = do(act(play.ActHint))
				if !slices.Contains(s.HintArea, next) || !strings.Contains(s.Notice, "the coach's next") {
					t.Fatalf("%s: the coach rings %d, the first Hint tints %v and says %q", s.Link, next, s.HintArea, s.Notice)
				}
				s = do(act(play.ActHint))
				if s.Hint != next {
					t.Fatalf("%s: the coach rings %d, the second Hint rings %d (%q)", s.Link, next, s.Hint, s.Notice)
				}
				s = do(press(next))
				if n > 3*r.Cells() {
					t.Fatalf("%s: no finish", s.Link)
				}
			}
		}
	}
	// The coach off: Hint's press starts an optimal answer.
	start := applyAll(flipRules, solver.Board{}, 0, 6, 9)
	c := newController(flipRules, start)
	c.Do(act(play.ActHint), t0)
	c.Do(act(play.ActHint), t0+time.Second)
	s := c.Snapshot(t0 + time.Second)
	if d, _ := dist(t, flipRules, flipRules.Apply(solver.FromBoard(start), s.Hint).Board()); d != 2 {
		t.Errorf("coach off: Hint rings %d, which leaves %d to go, want 2", s.Hint, d)
	}
}

// TestCoachFridgeNeverPressesTwice follows the Refrigerator's coach from
// random positions of every even board: no cell is pressed twice, the
// finish is at par (the shortcut is the only answer without a press made
// twice, so the optimal one), and the look back tags none of the
// coach's presses as waste. Before, the coach first turned one handle
// alone, then pressed two of those cells again in the shortcut: 15
// presses against a par of 11 on the 4×4.
func TestCoachFridgeNeverPressesTwice(t *testing.T) {
	rng := newRNG(47)
	for _, wh := range [][2]int{{4, 4}, {6, 4}, {4, 6}, {6, 6}, {8, 8}, {10, 10}} {
		r := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: wh[0], Height: wh[1], Shape: solver.RowCol})
		for range 6 {
			start := r.RandomSolvable(rng)
			if start == (solver.Position{}) {
				continue
			}
			c := newController(r, start.Board())
			now := t0
			c.Do(act(play.ActLearn), now)
			pressed := map[int]bool{}
			s := c.Snapshot(now)
			if !strings.Contains(s.Coach.Why, "presses made twice cancel") {
				t.Errorf("%s: the coach's first words %q do not teach the trick", s.Link, s.Coach.Why)
			}
			for s.Coach.Next >= 0 {
				if pressed[s.Coach.Next] {
					t.Fatalf("%s: the coach rings %d a second time: %q", s.Link, s.Coach.Next, s.Coach.Why)
				}
				pressed[s.Coach.Next] = true
				now += time.Second
				c.Do(press(s.Coach.Next), now)
				now += time.Second
				c.Tick(now)
				s = c.Snapshot(now)
				// A screen reader hears the coach's next step after each
				// press.
				if s.Coach.Next >= 0 && !strings.Contains(s.Announcement, " Coach: "+s.Coach.Why) {
					t.Fatalf("%s: announced %q, without the coach's %q", s.Link, s.Announcement, s.Coach.Why)
				}
			}
			v := c.View(now)
			s = v.State
			if !s.Solved || s.Moves != s.Par {
				t.Fatalf("%s: solved %v in %d presses, par %d", s.Link, s.Solved, s.Moves, s.Par)
			}
			if s.Review == nil || len(s.Review.Cancelled) > 0 || len(s.Review.Extra) > 0 {
				t.Fatalf("%s: the look back %+v tags the coach's presses", s.Link, s.Review)
			}
			for i, cv := range v.Cells {
				if cv.Waste > 0 {
					t.Fatalf("%s: the look back tags cell %d as waste", s.Link, i)
				}
			}
		}
	}
}

// TestTableKeyWithoutTable: T where there is no last-row table (the
// Refrigerator, the king's press, wrap) says why in a notice and opens
// nothing; on a board the coach chases on it opens the table, with the
// coach off too. Before, T did nothing and said nothing.
func TestTableKeyWithoutTable(t *testing.T) {
	for _, spec := range []solver.Spec{
		{Game: solver.Fridge, Width: 4, Height: 4, Shape: solver.RowCol},
		{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King},
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross, Torus: true},
	} {
		r := solver.MustNew(spec)
		for _, coach := range []bool{false, true} {
			c := newController(r, r.RandomSolvable(newRNG(3)).Board())
			now := t0
			if coach {
				c.Do(act(play.ActLearn), now)
			}
			now += time.Second
			c.Do(act(play.ActTable), now)
			s := c.Snapshot(now)
			if s.Overlay != "" || s.NoticeKind != "warning" || !strings.HasPrefix(s.Notice, "No last-row table here") {
				t.Errorf("%v, coach %v: T opens %q and says %q (%s)", spec, coach, s.Overlay, s.Notice, s.NoticeKind)
			}
		}
	}
	c := newController(flipRules, applyAll(flipRules, solver.Board{}, 0, 6))
	c.Do(act(play.ActTable), t0)
	if s := c.Snapshot(t0); s.Overlay != play.OverlayTable {
		t.Errorf("T on the classic Flip Game, the coach off: overlay %q, want the table", s.Overlay)
	}
}
