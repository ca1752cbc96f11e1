package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestControllerNew(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			c := newController(r, solver.Board{})
			now := t0
			for k := 1; k <= maxPar(t, r); k++ {
				setTarget(t, c, k, now)
				for range 3 {
					c.Do(act(play.ActNew), now)
					b := c.Shelf().Model().Board()
					if d, ok := dist(t, r, b); !ok || d != k {
						t.Fatalf("target %d: New drew %s at distance %d", k, r.Encode(solver.FromBoard(b)), d)
					}
					if n, ok, proven := c.ToGo(); n != k || !ok || !proven {
						t.Errorf("target %d: Par() = %d, %v, %v", k, n, ok, proven)
					}
					if n, ok := c.Par(); n != k || !ok {
						t.Errorf("target %d: Par() = %d, %v", k, n, ok)
					}
					if c.Shelf().Model().Moves() != 0 || c.Shelf().Model().CanUndo() || c.Shelf().Model().Start() != b {
						t.Errorf("target %d: a new puzzle with moves %d, CanUndo %v", k, c.Shelf().Model().Moves(), c.Shelf().Model().CanUndo())
					}
					now += time.Second
				}
			}
		})
	}
}

func TestControllerNewStopsPlayback(t *testing.T) {
	r := fridgeRules
	c := newController(r, puzzle(t, r, 8, newRNG(4)))
	c.Do(act(play.ActSolve), t0)
	for now := t0; now <= t0+2*period; now += frame {
		c.Tick(now)
	}
	c.Do(act(play.ActNew), t0+2*period)
	if _, _, _, ok := c.Stage().Playback(); ok {
		t.Fatal("playback survived New")
	}
	if d, _ := dist(t, r, c.Shelf().Model().Board()); d != c.Shelf().Target() || c.Shelf().Model().Moves() != 0 {
		t.Fatalf("New during a playback: distance %d moves %d, want %d and 0", d, c.Shelf().Model().Moves(), c.Shelf().Target())
	}
}

func TestControllerParClamp(t *testing.T) {
	small := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 2, Height: 2, Shape: solver.Cross})
	for _, r := range []*solver.Rules{flipRules, fridgeRules, small} {
		t.Run(r.Spec().String(), func(t *testing.T) {
			mx := maxPar(t, r)
			c := newController(r, solver.Board{})
			if c.Shelf().Target() < 1 || c.Shelf().Target() > mx {
				t.Fatalf("initial target %d outside 1..%d", c.Shelf().Target(), mx)
			}
			for i := range mx + 5 {
				before := c.Shelf().Target()
				c.Do(act(play.ActParUp), t0)
				if want := min(before+1, mx); c.Shelf().Target() != want {
					t.Fatalf("ParUp %d from %d: target %d, want %d", i, before, c.Shelf().Target(), want)
				}
			}
			for i := range mx + 5 {
				before := c.Shelf().Target()
				c.Do(act(play.ActParDown), t0)
				if want := max(before-1, 1); c.Shelf().Target() != want {
					t.Fatalf("ParDown %d from %d: target %d, want %d", i, before, c.Shelf().Target(), want)
				}
			}
			if sn := c.Snapshot(t0); sn.Target != 1 || !strings.Contains(c.View(t0).Par.Value, "1") {
				t.Errorf("snapshot target %d, label %q; want 1", sn.Target, c.View(t0).Par.Value)
			}
			setTarget(t, c, mx, t0)
			if sn := c.Snapshot(t0); sn.Target != mx || !strings.Contains(c.View(t0).Par.Value, fmt.Sprint(mx)) {
				t.Errorf("snapshot target %d, label %q; want %d", sn.Target, c.View(t0).Par.Value, mx)
			}
		})
	}
}

func TestControllerMode(t *testing.T) {
	kingTorus := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King, Torus: true})
	tests := []struct {
		name   string
		rules  *solver.Rules
		target int
		next   []solver.Spec // after each ActGame
	}{
		{"flip", flipRules, 4, []solver.Spec{solver.Classic(solver.Fridge), solver.Classic(solver.FlipGame), solver.Classic(solver.Fridge)}},
		{"fridge high par", fridgeRules, 12, []solver.Spec{solver.Classic(solver.FlipGame), solver.Classic(solver.Fridge)}},
		{"flip king torus", kingTorus, 1, []solver.Spec{solver.Classic(solver.Fridge), solver.Classic(solver.FlipGame)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newController(tt.rules, solver.Board{})
			setTarget(t, c, tt.target, t0)
			now := t0
			target := tt.target // the target only ever clamps down
			// Switching back to a game returns to the puzzle left there.
			left := map[solver.Spec]solver.Board{}
			for i, want := range tt.next {
				now += time.Second
				left[c.Shelf().Rules().Spec()] = c.Shelf().Model().Board()
				c.Do(act(play.ActGame), now)
				r := c.Shelf().Rules()
				if r.Spec() != want {
					t.Fatalf("ActGame %d: spec %v, want %v", i, r.Spec(), want)
				}
				if c.Shelf().Mode() != play.Playing {
					t.Errorf("ActGame %d: mode %v", i, c.Shelf().Mode())
				}
				mx := maxPar(t, r)
				if c.Shelf().Target() < 1 || c.Shelf().Target() > mx {
					t.Fatalf("ActGame %d: target %d outside 1..%d", i, c.Shelf().Target(), mx)
				}
				target = min(target, mx)
				if c.Shelf().Target() != target {
					t.Errorf("ActGame %d: target %d, want %d", i, c.Shelf().Target(), target)
				}
				b := c.Shelf().Model().Board()
				if was, ok := left[want]; ok {
					if b != was {
						t.Errorf("ActGame %d: back to %v shows %s, want the puzzle left there, %s", i, want, r.Encode(solver.FromBoard(b)), r.Encode(solver.FromBoard(was)))
					}
				} else if d, ok := dist(t, r, b); !ok || d != c.Shelf().Target() {
					t.Errorf("ActGame %d: the new puzzle %s has distance %d, want the target %d", i, r.Encode(solver.FromBoard(b)), d, c.Shelf().Target())
				}
				if c.Shelf().Model().Moves() != 0 || c.Shelf().Model().CanUndo() {
					t.Errorf("ActGame %d: moves %d CanUndo %v", i, c.Shelf().Model().Moves(), c.Shelf().Model().CanUndo())
				}
				if sn := c.Snapshot(now); sn.Game != want.Game.Name || sn.Shape != want.Shape.String() || sn.Torus {
					t.Errorf("ActGame %d: snapshot game %q shape %q torus %v", i, sn.Game, sn.Shape, sn.Torus)
				}
			}
		})
	}
}

// TestControllerSpecButtons drives the size, shape and torus buttons and
// checks after each that the spec moved as asked, that the model plays by
// the controller's rules, and that presses use the new rules' masks.
func TestControllerSpecButtons(t *testing.T) {
	spec := func(w int, sh solver.Shape, torus bool) solver.Spec {
		return solver.Spec{Game: solver.FlipGame, Width: w, Height: w, Shape: sh, Torus: torus}
	}
	steps := []struct {
		a    play.Action
		want solver.Spec
	}{
		{play.ActSizeDown, spec(3, solver.Cross, false)},
		{play.ActSizeDown, spec(3, solver.Cross, false)}, // the smallest size
		{play.ActTorus, spec(3, solver.Cross, true)},
		{play.ActShape, spec(3, solver.RowCol, false)}, // wrap changes nothing for row+col: off
		{play.ActTorus, spec(3, solver.RowCol, false)}, // and not offered
		{play.ActShape, spec(3, solver.King, false)},
		{play.ActSizeUp, spec(4, solver.King, false)},
		{play.ActTorus, spec(4, solver.King, true)},
		{play.ActShape, spec(4, solver.Cross, true)},
		{play.ActSizeUp, spec(5, solver.Cross, true)},
		{play.ActSizeUp, spec(6, solver.Cross, true)},
		{play.ActSizeUp, spec(7, solver.Cross, true)},
		{play.ActSizeUp, spec(8, solver.Cross, true)},
		{play.ActSizeUp, spec(9, solver.Cross, true)},
		{play.ActSizeUp, spec(10, solver.Cross, true)},
		{play.ActSizeUp, spec(10, solver.Cross, true)}, // the largest size
		{play.ActTorus, spec(10, solver.Cross, false)},
		{play.ActSizeDown, spec(9, solver.Cross, false)},
	}
	c := newController(flipRules, solver.Board{})
	now := t0
	for i, st := range steps {
		noop := c.Shelf().Rules().Spec() == st.want
		was, wasMoves := c.Shelf().Model().Board(), c.Shelf().Model().Moves()
		c.Do(act(st.a), now)
		r := c.Shelf().Rules()
		if noop {
			checkBoard(t, c, was, wasMoves, fmt.Sprintf("step %d: a button that cannot change the spec", i))
		}
		if r.Spec() != st.want {
			t.Fatalf("step %d: spec %v, want %v", i, r.Spec(), st.want)
		}
		if c.Shelf().Model().Rules() != r {
			t.Errorf("step %d (%v): the controller plays %v but its model %v (board %q, notice %q)",
				i, st.want, r.Spec(), c.Shelf().Model().Rules().Spec(), c.Shelf().Model().Rules().Encode(solver.FromBoard(c.Shelf().Model().Board())), c.Screen().Notice().Text)
		}
		if (!noop && c.Shelf().Model().Moves() != 0) || c.Shelf().Mode() != play.Playing {
			t.Errorf("step %d: moves %d mode %v, want a new puzzle in play", i, c.Shelf().Model().Moves(), c.Shelf().Mode())
		}
		if !noop {
			d, ok := dist(t, r, c.Shelf().Model().Board())
			switch {
			case !ok:
				t.Errorf("step %d: New drew an impossible position %s", i, r.Encode(solver.FromBoard(c.Shelf().Model().Board())))
			case r.HasTable() && d != c.Shelf().Target():
				t.Errorf("step %d: new puzzle at distance %d, target %d", i, d, c.Shelf().Target())
			}
		}
		now += time.Second
		before, moves := c.Shelf().Model().Board(), c.Shelf().Model().Moves()
		c.Do(press(1), now)
		checkBoard(t, c, r.Apply(solver.FromBoard(before), 1).Board(), moves+1, fmt.Sprintf("step %d: a press under %v", i, st.want))
		now += time.Second
	}
}

// TestControllerSwitchToSpecWithNoPuzzle: some rule sets have no position
// at par 1 or more (every press turns the whole board, so every solvable
// position is a goal) and New cannot draw a puzzle for them. Switching to
// one must leave the controller and its model under the same rules, either
// the old ones or the new.
func TestControllerSwitchToSpecWithNoPuzzle(t *testing.T) {
	tests := []struct {
		name  string
		spec  solver.Spec // loaded first, as a permalink would
		board string
		then  []play.Action
	}{
		{"buttons to flip 3x3 king torus", solver.Classic(solver.FlipGame), "wwwwwwwwwwwwwwww",
			[]play.Action{play.ActSizeDown, play.ActShape, play.ActShape, play.ActTorus}},
		{"fridge 1x1 to flip", solver.Spec{Game: solver.Fridge, Width: 1, Height: 1, Shape: solver.RowCol}, "+",
			[]play.Action{play.ActGame}},
		{"flip 2x2 rowcol to king", solver.Spec{Game: solver.FlipGame, Width: 2, Height: 2, Shape: solver.RowCol}, "bwww",
			[]play.Action{play.ActShape}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newController(flipRules, solver.Board{})
			r0 := solver.MustNew(tt.spec)
			if err := c.Load(tt.spec, solver.FromBoard(decode(t, r0, tt.board))); err != nil {
				t.Fatalf("Load: %v", err)
			}
			now := t0
			for _, a := range tt.then {
				c.Do(act(a), now)
				now += time.Second
			}
			r, m := c.Shelf().Rules(), c.Shelf().Model()
			if m.Rules() != r {
				t.Errorf("controller rules %v, model rules %v (notice %q)", r.Spec(), m.Rules().Spec(), c.Screen().Notice().Text)
			}
			b := m.Board()
			sn := c.Snapshot(now)
			if d, ok := dist(t, r, b); sn.Solved != (ok && d == 0) {
				t.Errorf("snapshot says solved=%v, but under %v the board %s has distance %d (ok %v)", sn.Solved, r.Spec(), r.Encode(solver.FromBoard(b)), d, ok)
			}
			c.Do(press(0), now)
			want := r.Apply(solver.FromBoard(b), 0)
			if sn.Solved && sn.Moves == 0 {
				want = solver.FromBoard(b) // a puzzle that starts solved takes no press
			}
			if got := c.Shelf().Model().Position(); got != want {
				t.Errorf("press 0 under %v: board %s, want %s", r.Spec(), r.Encode(got), r.Encode(want))
			}
		})
	}
}

func TestControllerLoad(t *testing.T) {
	c := newController(flipRules, solver.Board{})
	c.Do(act(play.ActEdit), t0)
	spec := solver.Spec{Game: solver.Fridge, Width: 5, Height: 3, Shape: solver.King, Torus: true}
	r := solver.MustNew(spec)
	b := decode(t, r, "+-+-+-+-+-+-+-+")
	if err := c.Load(spec, solver.FromBoard(b)); err != nil {
		t.Fatalf("Load: %v", err)
	}
	if c.Shelf().Rules().Spec() != spec || c.Shelf().Model().Board() != b || c.Shelf().Model().Moves() != 0 || c.Shelf().Mode() != play.Playing {
		t.Fatalf("after Load: %v %s moves %d mode %v", c.Shelf().Rules().Spec(), c.Shelf().Rules().Encode(solver.FromBoard(c.Shelf().Model().Board())), c.Shelf().Model().Moves(), c.Shelf().Mode())
	}
	d, ok := dist(t, r, b)
	if n, pok, _ := c.ToGo(); pok != ok || (ok && n != d) {
		t.Errorf("Par() = %d, %v; solver %d, %v", n, pok, d, ok)
	}
	if err := c.Load(solver.Spec{Game: solver.FlipGame, Width: 0, Height: 4}, solver.FromBoard(solver.Board{})); err == nil {
		t.Fatal("Load of a 0x4 board: no error")
	}
	if c.Shelf().Rules().Spec() != spec || c.Shelf().Model().Board() != b {
		t.Fatal("a refused Load changed the game")
	}
}

// TestControllerLoadForgetsHover checks that a cell under the pointer on
// one board is not taken for a cell of a smaller board loaded after it.
func TestControllerLoadForgetsHover(t *testing.T) {
	big := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.Cross})
	c := newController(big, solver.Board{})
	c.Screen().SetHover(35)
	small := solver.Spec{Game: solver.Fridge, Width: 3, Height: 5, Shape: solver.King, Torus: true}
	if err := c.Load(small, solver.FromBoard(solver.Board{})); err != nil {
		t.Fatal(err)
	}
	if h := c.Screen().Hover(); h != -1 {
		t.Fatalf("after loading a 3×5 board the hover cell is %d, want -1", h)
	}
}
