package play_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// frame is the tick interval of tests that run a clock: every phase length
// of the game is a multiple of it, so the ticks land on the boundaries.
const frame = 10 * time.Millisecond

// period is one Solve step: the highlight, then the flip and the gap.
const period = play.StepHighlight + play.FlipDuration + play.StepGap

func press(cell int) play.Intent { return play.Intent{Action: play.ActPress, Cell: cell} }

func act(a play.Action) play.Intent { return play.Intent{Action: a} }

// checkBoard fails the test when the controller's position or press count
// differ from want and moves.
func checkBoard(t *testing.T, c *play.Controller, want solver.Board, moves int, when string) {
	t.Helper()
	r := c.Rules()
	m := c.Model()
	if m.Board() != want || m.Moves() != moves {
		t.Fatalf("%s: board %s moves %d, want %s and %d", when, r.Encode(m.Board()), m.Moves(), r.Encode(want), moves)
	}
}

func TestControllerPressAnimates(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			start := puzzle(t, r, 3, newRNG(3))
			c := newController(r, start)
			if c.Busy(t0) {
				t.Fatal("a new game is busy")
			}
			const cell = 5
			c.Do(press(cell), t0)
			checkBoard(t, c, r.Apply(start, cell), 1, "right after the press")
			for _, tc := range []struct {
				at   time.Duration
				busy bool
			}{
				{t0, true},
				{t0 + play.FlipDuration/2, true},
				{t0 + play.FlipDuration - 1, true},
				{t0 + play.FlipDuration, false},
				{t0 + time.Hour, false},
			} {
				if got := c.Busy(tc.at); got != tc.busy {
					t.Errorf("Busy(t0+%v) = %v, want %v", tc.at-t0, got, tc.busy)
				}
			}
			mask := r.Press(cell)
			for i := range r.Cells() {
				f, ok := c.Flip(i, t0+play.FlipDuration/2)
				if ok != mask.Get(i) {
					t.Errorf("Flip(%d) half-way: turning %v, want %v (press mask %s)", i, ok, mask.Get(i), r.Encode(mask))
				}
				if ok && (f < 0.49 || f > 0.51) {
					t.Errorf("Flip(%d) half-way = %v, want 0.5", i, f)
				}
				if _, ok := c.Flip(i, t0+play.FlipDuration); ok {
					t.Errorf("Flip(%d) still turning once FlipDuration has passed", i)
				}
			}
			// Once the animation is over the next press applies at once.
			c.Do(press(cell+1), t0+play.FlipDuration)
			checkBoard(t, c, applyAll(r, start, cell, cell+1), 2, "second press after the animation")
		})
	}
}

func TestControllerQueuesPresses(t *testing.T) {
	tests := []struct {
		name    string
		rules   *solver.Rules
		presses []int
		offsets []time.Duration // when each press is made, from t0; all but the first during the first flip
	}{
		{"flip two", flipRules, []int{0, 15}, []time.Duration{0, 50 * time.Millisecond}},
		{"flip same cell", flipRules, []int{6, 6, 6}, []time.Duration{0, 1, 2}},
		{"fridge five", fridgeRules, []int{0, 5, 10, 15, 3}, []time.Duration{0, 10 * time.Millisecond, 20 * time.Millisecond, 30 * time.Millisecond, play.FlipDuration - 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.rules
			start := puzzle(t, r, 2, newRNG(11))
			c := newController(r, start)
			for i, cell := range tt.presses {
				c.Do(press(cell), t0+tt.offsets[i])
				// Only the first press may have been made: the rest wait.
				checkBoard(t, c, r.Apply(start, tt.presses[0]), 1, fmt.Sprintf("after making press %d during the first flip", i))
				if !c.Busy(t0 + tt.offsets[i]) {
					t.Fatalf("not busy during the first flip")
				}
			}
			end := t0 + play.FlipDuration
			for i := 1; i < len(tt.presses); i++ {
				c.Tick(end - 1)
				checkBoard(t, c, applyAll(r, start, tt.presses[:i]...), i, fmt.Sprintf("just before press %d is due", i))
				if !c.Busy(end - 1) {
					t.Fatalf("not busy with press %d waiting", i)
				}
				c.Tick(end)
				checkBoard(t, c, applyAll(r, start, tt.presses[:i+1]...), i+1, fmt.Sprintf("when press %d is due", i))
				// A second tick at the same moment makes no further press.
				c.Tick(end)
				checkBoard(t, c, applyAll(r, start, tt.presses[:i+1]...), i+1, fmt.Sprintf("ticking again when press %d is due", i))
				end += play.FlipDuration
			}
			if !c.Busy(end - 1) {
				t.Error("not busy during the last queued flip")
			}
			if c.Busy(end) {
				t.Error("still busy after the last queued flip")
			}
			c.Tick(end + time.Hour)
			checkBoard(t, c, applyAll(r, start, tt.presses...), len(tt.presses), "an hour later")
		})
	}
}

// TestControllerDoDrainsQueue checks that an intent given after the
// animation has ended runs after the presses that were waiting, not
// before them, even when no Tick came in between.
func TestControllerDoDrainsQueue(t *testing.T) {
	r := flipRules
	start := one(15) // not solved: a puzzle that starts solved takes no press
	c := newController(r, start)
	c.Do(press(0), t0)
	c.Do(press(5), t0+frame) // waits
	at := t0 + play.FlipDuration + 3*frame
	c.Do(press(10), at) // press 5 goes first, then 10 waits for its flip
	checkBoard(t, c, applyAll(r, start, 0, 5), 2, "press given after the first flip")
	c.Tick(at + play.FlipDuration - 1)
	checkBoard(t, c, applyAll(r, start, 0, 5), 2, "before the second flip ends")
	c.Tick(at + play.FlipDuration)
	checkBoard(t, c, applyAll(r, start, 0, 5, 10), 3, "after the second flip")
}

// TestControllerQueueKeepsEveryPress: parity matters in this game, so no
// press is ever dropped. Rapid presses wait behind the running flip; once
// more than a few wait, they are applied at once, in order, so the board
// never lags far behind the player.
func TestControllerQueueKeepsEveryPress(t *testing.T) {
	r := fridgeRules
	start := one(0) // no prefix of the presses below solves it
	c := newController(r, start)
	const made = 60
	presses := make([]int, made)
	for i := range presses {
		presses[i] = (i * 7) % r.Cells()
		now := t0 + time.Duration(i)*time.Millisecond
		c.Do(press(presses[i]), now)
		// Never more than a few wait, and what is applied is a prefix of
		// what was pressed, in order.
		applied := c.Model().Moves()
		if waiting := i + 1 - applied; waiting < 0 || waiting > 9 {
			t.Fatalf("after %d presses, %d applied", i+1, applied)
		}
		checkBoard(t, c, applyAll(r, start, presses[:applied]...), applied, fmt.Sprintf("after press %d", i+1))
	}
	now := t0 + made*time.Millisecond
	for range 100 {
		if !c.Busy(now) {
			break
		}
		now += play.FlipDuration
		c.Tick(now)
	}
	checkBoard(t, c, applyAll(r, start, presses...), made, "once the board is still")

	// 25 quick presses on one cell leave the board as 25 presses do: the
	// piece turned once.
	c = newController(r, start)
	for i := range 25 {
		c.Do(press(5), t0+time.Duration(i)*20*time.Millisecond)
	}
	for now := t0 + time.Second; c.Busy(now); now += play.FlipDuration {
		c.Tick(now)
	}
	checkBoard(t, c, r.Apply(start, 5), 25, "after 25 quick presses on one cell")
}

func TestControllerQueuesUndoRedoReset(t *testing.T) {
	r := flipRules
	start := decode(t, r, "bwwbbbwbbwwbbwww")
	c := newController(r, start)
	steps := []struct {
		in    play.Intent
		board solver.Board
		moves int
	}{
		{press(3), r.Apply(start, 3), 1},
		{press(5), applyAll(r, start, 3, 5), 2},
		{act(play.ActUndo), r.Apply(start, 3), 1},
		{act(play.ActUndo), start, 0},
		{act(play.ActRedo), r.Apply(start, 3), 1},
		{act(play.ActReset), start, 0},
		{act(play.ActUndo), r.Apply(start, 3), 1},
		{press(9), applyAll(r, start, 3, 9), 2},
	}
	for i, s := range steps {
		c.Do(s.in, t0+time.Duration(i)*time.Millisecond)
	}
	checkBoard(t, c, steps[0].board, steps[0].moves, "during the first flip")
	now := t0 + play.FlipDuration
	for i := 1; i < len(steps); i++ {
		c.Tick(now - 1)
		checkBoard(t, c, steps[i-1].board, steps[i-1].moves, fmt.Sprintf("just before step %d", i))
		c.Tick(now)
		checkBoard(t, c, steps[i].board, steps[i].moves, fmt.Sprintf("step %d (%v)", i, describe(steps[i].in)))
		now += play.FlipDuration
	}
	if c.Model().CanRedo() {
		t.Error("CanRedo after a new press")
	}
}

// describe names an intent for test messages.
func describe(in play.Intent) string {
	switch in.Action {
	case play.ActPress:
		return fmt.Sprint("press ", in.Cell)
	case play.ActUndo:
		return "undo"
	case play.ActRedo:
		return "redo"
	case play.ActReset:
		return "reset"
	}
	return fmt.Sprint("action ", in.Action)
}

// parsToTry returns a few pars of r's table: 1, the middle and the largest.
func parsToTry(t *testing.T, r *solver.Rules) []int {
	mx := maxPar(t, r)
	return []int{1, (1 + mx) / 2, mx}
}

func TestControllerSolvePlayback(t *testing.T) {
	for _, r := range classics {
		rng := newRNG(2024)
		for _, k := range parsToTry(t, r) {
			for range 3 {
				start := puzzle(t, r, k, rng)
				t.Run(fmt.Sprintf("%s/par%d/%s", r.Game().Name, k, r.Encode(start)), func(t *testing.T) {
					testPlayback(t, r, start, k)
				})
			}
		}
	}
}

func testPlayback(t *testing.T, r *solver.Rules, start solver.Board, k int) {
	want, err := r.Solution(start)
	if err != nil || len(want) != k {
		t.Fatalf("Solution: %v, %v; want %d presses", want, err, k)
	}
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	checkBoard(t, c, start, 0, "right after Solve")
	at := t0 // when the current step's highlight began
	b := start
	for i, cell := range want {
		step, steps, hc, ok := c.Playback()
		if !ok || step != i || steps != k || hc != cell {
			t.Fatalf("step %d highlight: Playback() = %d, %d, %d, %v; want %d, %d, %d, true", i, step, steps, hc, ok, i, k, cell)
		}
		if st := c.View(at).Status; st != fmt.Sprintf("Solving: step %d of %d", i+1, k) {
			t.Errorf("step %d: status %q", i, st)
		}
		if sn := c.Snapshot(at); sn.Step != i+1 || sn.Steps != k {
			t.Errorf("step %d: snapshot step %d of %d, want %d of %d", i, sn.Step, sn.Steps, i+1, k)
		}
		if !c.Busy(at) {
			t.Fatalf("step %d: not busy during a playback", i)
		}
		c.Tick(at + play.StepHighlight - 1)
		checkBoard(t, c, b, i, fmt.Sprintf("step %d, end of highlight", i))
		c.Tick(at + play.StepHighlight)
		b = r.Apply(b, cell)
		checkBoard(t, c, b, i+1, fmt.Sprintf("step %d, pressed", i))
		if d, ok := dist(t, r, b); !ok || d != k-i-1 {
			t.Fatalf("step %d: distance after the press %d, want %d", i, d, k-i-1)
		}
		if step, _, hc, ok := c.Playback(); !ok || step != i || hc != cell {
			t.Fatalf("step %d while its press flips: Playback() = %d, %d, %v", i, step, hc, ok)
		}
		if _, ok := c.Flip(cell, at+play.StepHighlight); !ok {
			t.Errorf("step %d: the pressed cell %d is not turning", i, cell)
		}
		if i < k-1 {
			for _, when := range []time.Duration{at, at + play.StepHighlight, at + period, at + period + play.CelebrationDuration/2} {
				if _, ok := c.Celebration(when); ok {
					t.Fatalf("step %d: celebrating at t0+%v before the last press", i, when-t0)
				}
			}
		}
		c.Tick(at + period - 1)
		if step, _, _, ok := c.Playback(); !ok || step != i {
			t.Fatalf("step %d: moved on before the gap ended (step %d, %v)", i, step, ok)
		}
		checkBoard(t, c, b, i+1, fmt.Sprintf("step %d, end of gap", i))
		c.Tick(at + period)
		checkBoard(t, c, b, i+1, fmt.Sprintf("step %d, next step begins", i))
		step, _, _, ok = c.Playback()
		if i < k-1 && (!ok || step != i+1) {
			t.Fatalf("after step %d: Playback() step %d ok %v, want step %d", i, step, ok, i+1)
		}
		if i == k-1 && ok {
			t.Fatalf("after the last step: playback still running (step %d)", step)
		}
		at += period
	}
	if !r.IsGoal(c.Model().Board()) || c.Model().Moves() != k {
		t.Fatalf("after the playback: board %s (goal %v), moves %d; want a goal in %d", r.Encode(c.Model().Board()), r.IsGoal(c.Model().Board()), c.Model().Moves(), k)
	}
	// The solver's finish is not the player's: no celebration.
	last := at - period + play.StepHighlight // when the last press was made
	for _, when := range []time.Duration{last - 1, last + play.FlipDuration + play.CelebrationDuration/2} {
		if _, ok := c.Celebration(when); ok {
			t.Errorf("celebrating a finish by Solve at t0+%v", when-t0)
		}
	}
	if by := c.SolvedBy(); by != play.SolvedBySolver {
		t.Errorf("after the playback SolvedBy() = %q, want %q", by, play.SolvedBySolver)
	}
	if c.Busy(at) {
		t.Error("busy after the playback ended")
	}
	if sn := c.Snapshot(at); sn.Step != 0 || sn.Steps != 0 || !sn.Solved || sn.Moves != k || sn.Optimal != 0 {
		t.Errorf("snapshot after the playback: %+v", sn)
	}
	c.Tick(at + time.Hour)
	checkBoard(t, c, b, k, "an hour after the playback")
}

// TestControllerPlaybackAfterStall checks that a long pause between ticks
// (a hidden tab) makes one press per tick, never several at once.
func TestControllerPlaybackAfterStall(t *testing.T) {
	r := fridgeRules
	start := puzzle(t, r, 6, newRNG(5))
	want, _ := r.Solution(start)
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	b := start
	for i := range want {
		now := t0 + time.Duration(i+1)*time.Hour
		c.Tick(now)
		b = r.Apply(b, want[i])
		checkBoard(t, c, b, i+1, fmt.Sprintf("tick %d after an hour's stall", i))
		// The pace resumes: the next press comes one highlight later.
		if i+1 < len(want) {
			c.Tick(now + play.StepHighlight - 1)
			checkBoard(t, c, b, i+1, fmt.Sprintf("tick %d, just under a highlight later", i))
		}
	}
	if _, _, _, ok := c.Playback(); ok {
		t.Fatal("playback still running after its last press")
	}
	if !c.Model().Solved() {
		t.Fatal("not solved")
	}
}

// TestControllerSolveWaitsForAnimation: a Solve asked for while a press is
// flipping starts its highlight when the flip is over.
func TestControllerSolveWaitsForAnimation(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 2, newRNG(9))
	c := newController(r, start)
	// A press away from the answer, so the solve has work to do.
	c.Do(press(0), t0)
	b := r.Apply(start, 0)
	want, err := r.Solution(b)
	if err != nil || len(want) == 0 {
		t.Fatalf("Solution after press 0: %v, %v", want, err)
	}
	c.Do(act(play.ActSolve), t0+frame)
	if _, steps, cell, ok := c.Playback(); !ok || steps != len(want) || cell != want[0] {
		t.Fatalf("Playback() = %d steps, cell %d, %v; want %d steps from cell %d", steps, cell, ok, len(want), want[0])
	}
	first := t0 + play.FlipDuration + play.StepHighlight
	c.Tick(first - 1)
	checkBoard(t, c, b, 1, "before the running flip and a highlight have passed")
	c.Tick(first)
	checkBoard(t, c, r.Apply(b, want[0]), 2, "first playback press")
}

func TestControllerStopPlayback(t *testing.T) {
	for _, r := range classics {
		k := maxPar(t, r)
		start := puzzle(t, r, k, newRNG(77))
		want, _ := r.Solution(start)
		for _, stop := range []play.Action{play.ActSolve, play.ActStop} {
			// Stop at every tick of the first three steps, and in the last one.
			var stops []time.Duration
			for d := time.Duration(0); d < 3*period; d += frame {
				stops = append(stops, t0+d)
			}
			for d := time.Duration(0); d < period; d += 3 * frame {
				stops = append(stops, t0+time.Duration(k-1)*period+d)
			}
			for _, at := range stops {
				name := fmt.Sprintf("%s/%s/t0+%v", r.Game().Name, map[play.Action]string{play.ActSolve: "solve", play.ActStop: "stop"}[stop], at-t0)
				t.Run(name, func(t *testing.T) {
					c := newController(r, start)
					c.Do(act(play.ActSolve), t0)
					for now := t0; now < at; now += frame {
						c.Tick(now)
					}
					c.Do(act(stop), at)
					if _, _, _, ok := c.Playback(); ok {
						t.Fatal("playback still running after the stop")
					}
					// The presses due by then were made, whole, and no others.
					n := 0
					for n < k && t0+time.Duration(n)*period+play.StepHighlight <= at {
						n++
					}
					checkBoard(t, c, applyAll(r, start, want[:n]...), n, "after the stop")
					if sn := c.Snapshot(at); sn.Step != 0 || sn.Steps != 0 {
						t.Errorf("snapshot after the stop: step %d of %d", sn.Step, sn.Steps)
					}
					for now := at; now < at+3*period; now += frame {
						c.Tick(now)
					}
					checkBoard(t, c, applyAll(r, start, want[:n]...), n, "a while after the stop")
					// The game goes on normally: a press applies.
					later := at + 3*period
					if c.Busy(later) {
						t.Fatal("busy a while after the stop")
					}
					c.Do(press(2), later)
					if n == k {
						// Solve made every press before the stop: the
						// puzzle is finished and takes no more.
						checkBoard(t, c, applyAll(r, start, want...), k, "a press on the finished puzzle")
						if !c.Allowed(play.ActNext) {
							t.Error("a finished puzzle does not offer Next")
						}
						return
					}
					checkBoard(t, c, applyAll(r, start, append(want[:n:n], 2)...), n+1, "a press after the stop")
				})
			}
		}
	}
}

// TestControllerInputDuringPlayback: nothing the player does during a
// Solve is dropped in silence. A click on the board stops Solve and says
// so, pressing nothing; a key that changes the board (undo, redo, reset,
// a press at the cursor) stops Solve and is then applied.
func TestControllerInputDuringPlayback(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			k := maxPar(t, r)
			start := puzzle(t, r, k, newRNG(8))
			rng := newRNG(99)
			ins := []play.Intent{press(3), act(play.ActUndo), act(play.ActRedo), act(play.ActReset), act(play.ActPressCursor)}
			for trial := range 40 {
				c := newController(r, start)
				c.Do(act(play.ActSolve), t0)
				at := t0 + time.Duration(rng.IntN(int(time.Duration(k-1)*period/frame)))*frame
				for now := t0; now <= at; now += frame {
					c.Tick(now)
				}
				before, moves := c.Model().Board(), c.Model().Moves()
				in := ins[trial%len(ins)]
				c.Do(in, at)
				if _, _, _, ok := c.Playback(); ok {
					t.Fatalf("%s during the playback did not stop it", describe(in))
				}
				for now := at; c.Busy(now); now += frame {
					c.Tick(now)
				}
				when := fmt.Sprintf("%s at t0+%v", describe(in), at-t0)
				switch in.Action {
				case play.ActPress:
					checkBoard(t, c, before, moves, when)
					if n := c.Notice(); n.Kind != play.KindInfo || !strings.HasPrefix(n.Text, "Solve stopped at step") {
						t.Errorf("%s: notice %+v", when, n)
					}
				case play.ActUndo:
					if moves > 0 && c.Model().Moves() != moves-1 {
						t.Errorf("%s: %d presses, want %d", when, c.Model().Moves(), moves-1)
					}
				case play.ActRedo:
					checkBoard(t, c, before, moves, when) // nothing to redo after Solve's presses
				case play.ActReset:
					if moves > 0 {
						checkBoard(t, c, start, 0, when)
					}
				case play.ActPressCursor:
					if !r.IsGoal(before) {
						checkBoard(t, c, r.Apply(before, 0), moves+1, when)
					}
				}
			}
		})
	}
}

func TestControllerHint(t *testing.T) {
	for _, r := range classics {
		rng := newRNG(31)
		for _, k := range parsToTry(t, r) {
			start := puzzle(t, r, k, rng)
			t.Run(fmt.Sprintf("%s/%s", r.Game().Name, r.Encode(start)), func(t *testing.T) {
				want, err := r.Hint(start)
				if err != nil || want < 0 {
					t.Fatalf("solver Hint: %d, %v", want, err)
				}
				c := newController(r, start)
				if h, _ := c.Hint(); h != -1 {
					t.Fatalf("hint %d before asking", h)
				}
				c.Do(act(play.ActHint), t0)
				if h, at := c.Hint(); h != want || at != t0 {
					t.Fatalf("Hint() = %d at t0+%v, want the solver's %d at t0", h, at-t0, want)
				}
				if c.Notice().Text == "" {
					t.Error("no notice with the hint")
				}
				if sn := c.Snapshot(t0); sn.Hint != want {
					t.Errorf("snapshot hint %d, want %d", sn.Hint, want)
				}
				checkBoard(t, c, start, 0, "after the hint")
				other := (want + 1) % r.Cells()
				c.Do(press(other), t0+frame)
				if h, _ := c.Hint(); h != -1 {
					t.Errorf("hint %d still shown after a press", h)
				}
				checkBoard(t, c, r.Apply(start, other), 1, "the press after the hint")
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
				if solvable != tt.rules.IsGoal(tt.board) {
					t.Fatalf("test board is neither a goal nor impossible")
				}
				c := newController(tt.rules, tt.board)
				c.Do(act(a), t0)
				if c.Notice().Text == "" {
					t.Error("no notice")
				}
				if h, _ := c.Hint(); h != -1 {
					t.Errorf("hint %d", h)
				}
				if _, _, _, ok := c.Playback(); ok {
					t.Error("a playback started")
				}
				if c.Busy(t0) {
					t.Error("busy")
				}
				for now := t0; now < t0+2*time.Second; now += frame {
					c.Tick(now)
				}
				checkBoard(t, c, tt.board, 0, "after the request")
				if c.Model().CanUndo() || c.Mode() != play.Playing {
					t.Errorf("CanUndo %v, mode %v", c.Model().CanUndo(), c.Mode())
				}
				if sn := c.Snapshot(t0); sn.Notice != c.Notice().Text || sn.Notice == "" {
					t.Errorf("snapshot notice %q, controller %q", sn.Notice, c.Notice().Text)
				}
			})
		}
	}
}

// setTarget moves the controller's target par to k with the par buttons.
func setTarget(t *testing.T, c *play.Controller, k int, now time.Duration) {
	t.Helper()
	for i := 0; c.Target() > k && i < 100; i++ {
		c.Do(act(play.ActParDown), now)
	}
	for i := 0; c.Target() < k && i < 100; i++ {
		c.Do(act(play.ActParUp), now)
	}
	if c.Target() != k {
		t.Fatalf("could not set the target par to %d: it is %d", k, c.Target())
	}
}

func TestControllerNew(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			c := newController(r, solver.Board{})
			now := t0
			for k := 1; k <= maxPar(t, r); k++ {
				setTarget(t, c, k, now)
				for range 3 {
					c.Do(act(play.ActNew), now)
					b := c.Model().Board()
					if d, ok := dist(t, r, b); !ok || d != k {
						t.Fatalf("target %d: New drew %s at distance %d", k, r.Encode(b), d)
					}
					if n, ok, proven := c.ToGo(); n != k || !ok || !proven {
						t.Errorf("target %d: Par() = %d, %v, %v", k, n, ok, proven)
					}
					if n, ok := c.Par(); n != k || !ok {
						t.Errorf("target %d: Par() = %d, %v", k, n, ok)
					}
					if c.Model().Moves() != 0 || c.Model().CanUndo() || c.Model().Start() != b {
						t.Errorf("target %d: a new puzzle with moves %d, CanUndo %v", k, c.Model().Moves(), c.Model().CanUndo())
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
	if _, _, _, ok := c.Playback(); ok {
		t.Fatal("playback survived New")
	}
	if d, _ := dist(t, r, c.Model().Board()); d != c.Target() || c.Model().Moves() != 0 {
		t.Fatalf("New during a playback: distance %d moves %d, want %d and 0", d, c.Model().Moves(), c.Target())
	}
}

func TestControllerParClamp(t *testing.T) {
	small := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 2, Height: 2, Shape: solver.Cross})
	for _, r := range []*solver.Rules{flipRules, fridgeRules, small} {
		t.Run(r.Spec().String(), func(t *testing.T) {
			mx := maxPar(t, r)
			c := newController(r, solver.Board{})
			if c.Target() < 1 || c.Target() > mx {
				t.Fatalf("initial target %d outside 1..%d", c.Target(), mx)
			}
			for i := range mx + 5 {
				before := c.Target()
				c.Do(act(play.ActParUp), t0)
				if want := min(before+1, mx); c.Target() != want {
					t.Fatalf("ParUp %d from %d: target %d, want %d", i, before, c.Target(), want)
				}
			}
			for i := range mx + 5 {
				before := c.Target()
				c.Do(act(play.ActParDown), t0)
				if want := max(before-1, 1); c.Target() != want {
					t.Fatalf("ParDown %d from %d: target %d, want %d", i, before, c.Target(), want)
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
				left[c.Rules().Spec()] = c.Model().Board()
				c.Do(act(play.ActGame), now)
				r := c.Rules()
				if r.Spec() != want {
					t.Fatalf("ActGame %d: spec %v, want %v", i, r.Spec(), want)
				}
				if c.Mode() != play.Playing {
					t.Errorf("ActGame %d: mode %v", i, c.Mode())
				}
				mx := maxPar(t, r)
				if c.Target() < 1 || c.Target() > mx {
					t.Fatalf("ActGame %d: target %d outside 1..%d", i, c.Target(), mx)
				}
				target = min(target, mx)
				if c.Target() != target {
					t.Errorf("ActGame %d: target %d, want %d", i, c.Target(), target)
				}
				b := c.Model().Board()
				if was, ok := left[want]; ok {
					if b != was {
						t.Errorf("ActGame %d: back to %v shows %s, want the puzzle left there, %s", i, want, r.Encode(b), r.Encode(was))
					}
				} else if d, ok := dist(t, r, b); !ok || d != c.Target() {
					t.Errorf("ActGame %d: the new puzzle %s has distance %d, want the target %d", i, r.Encode(b), d, c.Target())
				}
				if c.Model().Moves() != 0 || c.Model().CanUndo() {
					t.Errorf("ActGame %d: moves %d CanUndo %v", i, c.Model().Moves(), c.Model().CanUndo())
				}
				if sn := c.Snapshot(now); sn.Game != want.Game.Name || sn.Shape != want.Shape.String() || sn.Torus {
					t.Errorf("ActGame %d: snapshot game %q shape %q torus %v", i, sn.Game, sn.Shape, sn.Torus)
				}
			}
		})
	}
}

func TestControllerEdit(t *testing.T) {
	r := flipRules
	cell := impossibleCell(t, r)
	c := newController(r, solver.Board{})
	now := t0
	c.Do(act(play.ActEdit), now)
	if c.Mode() != play.Editing || c.Snapshot(now).Mode != "edit" {
		t.Fatalf("after ActEdit: mode %v", c.Mode())
	}
	c.Do(press(cell), now)
	checkBoard(t, c, one(cell), 0, "after turning over one piece")
	if c.Model().Start() != one(cell) || !c.Model().CanUndo() {
		t.Errorf("edited board is not the new start that Undo takes back: start %s CanUndo %v", r.Encode(c.Model().Start()), c.Model().CanUndo())
	}
	if n, ok, _ := c.ToGo(); ok {
		t.Errorf("Par() = %d, ok; want ok=false for an impossible position", n)
	}
	if _, ok := c.Par(); ok {
		t.Error("StartPar ok for an impossible start")
	}
	if sn := c.Snapshot(now); sn.Optimal != -1 || sn.Solved {
		t.Errorf("snapshot optimal %d solved %v, want -1 and false", sn.Optimal, sn.Solved)
	}
	if st := c.View(now).Status; !strings.Contains(st, "impossible") {
		t.Errorf("status %q does not say impossible", st)
	}
	// More toggles, each checked against the solver.
	b := one(cell)
	for _, x := range []int{cell, 0, 1, 4, 15, 0} {
		now += play.FlipDuration
		c.Do(press(x), now)
		b.Toggle(x)
		checkBoard(t, c, b, 0, fmt.Sprintf("after toggling %d", x))
		d, solvable := dist(t, r, b)
		if n, ok, _ := c.ToGo(); ok != solvable || (ok && n != d) {
			t.Errorf("after toggling %d (%s): Par() = %d, %v; solver says %d, %v", x, r.Encode(b), n, ok, d, solvable)
		}
		if n, ok := c.Par(); ok != solvable || (ok && n != d) {
			t.Errorf("after toggling %d: Par() = %d, %v; solver says %d, %v", x, n, ok, d, solvable)
		}
	}
	// Toggles queue behind a running flip like presses do.
	c.Do(press(2), now+1)
	checkBoard(t, c, b, 0, "a toggle made during a flip")
	now += play.FlipDuration
	c.Tick(now)
	b.Toggle(2)
	checkBoard(t, c, b, 0, "the queued toggle")
	// Back to playing: a click presses again.
	now += play.FlipDuration
	c.Do(act(play.ActEdit), now)
	if c.Mode() != play.Playing || c.Snapshot(now).Mode != "play" {
		t.Fatalf("after the second ActEdit: mode %v", c.Mode())
	}
	c.Do(press(5), now)
	checkBoard(t, c, r.Apply(b, 5), 1, "a press after editing")
	if c.Model().Start() != b {
		t.Errorf("start %s, want the edited board %s", r.Encode(c.Model().Start()), r.Encode(b))
	}
}

func TestControllerEditStopsPlayback(t *testing.T) {
	r := fridgeRules
	start := puzzle(t, r, 5, newRNG(12))
	want, _ := r.Solution(start)
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	at := t0 + period + play.StepHighlight + frame // two presses made
	for now := t0; now <= at; now += frame {
		c.Tick(now)
	}
	c.Do(act(play.ActEdit), at)
	if _, _, _, ok := c.Playback(); ok || c.Mode() != play.Editing {
		t.Fatalf("after Edit: playback %v, mode %v", ok, c.Mode())
	}
	checkBoard(t, c, applyAll(r, start, want[:2]...), 2, "after Edit stopped the playback")
}

func TestControllerCursor(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 3, Shape: solver.Cross})
	start := decode(t, r, "bwbwbwbwbwbwbwb")
	c := newController(r, start)
	if _, shown := c.Cursor(); shown {
		t.Fatal("cursor shown before any key")
	}
	c.Do(play.Intent{Action: play.ActCursor}, t0)
	cur, shown := c.Cursor()
	if !shown || cur < 0 || cur >= r.Cells() {
		t.Fatalf("after the first arrow: cursor %d shown %v", cur, shown)
	}
	row, col := cur/r.Width(), cur%r.Width()
	moves := []struct{ dx, dy int }{
		{1, 0}, {1, 0}, {0, 1}, {10, 0}, {1, 0}, {0, 10}, {0, 1}, {-1, -1}, {-100, 0}, {-1, 0}, {0, -100}, {0, -1}, {2, 1}, {1, 1},
	}
	b, presses := start, 0
	now := t0
	for i, m := range moves {
		c.Do(play.Intent{Action: play.ActCursor, DX: m.dx, DY: m.dy}, now)
		row = min(max(row+m.dy, 0), r.Height()-1)
		col = min(max(col+m.dx, 0), r.Width()-1)
		want := row*r.Width() + col
		if cur, shown := c.Cursor(); cur != want || !shown {
			t.Fatalf("move %d by (%d,%d): cursor %d shown %v, want %d (row %d, column %d)", i, m.dx, m.dy, cur, shown, want, row, col)
		}
		checkBoard(t, c, b, presses, fmt.Sprintf("cursor move %d", i))
		if i%3 == 0 {
			c.Do(act(play.ActPressCursor), now)
			b = r.Apply(b, want)
			presses++
			checkBoard(t, c, b, presses, fmt.Sprintf("pressing the cursor cell %d", want))
			now += play.FlipDuration
		}
	}
	c.SetHover(3)
	if _, shown := c.Cursor(); shown {
		t.Error("cursor still shown after the pointer moved")
	}
	if c.Hover() != 3 {
		t.Errorf("Hover() = %d, want 3", c.Hover())
	}
}

func TestControllerCelebration(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			k := 3
			start := puzzle(t, r, k, newRNG(21))
			want, _ := r.Solution(start)
			c := newController(r, start)
			now := t0
			for i, cell := range want {
				for _, d := range []time.Duration{0, play.FlipDuration, play.FlipDuration + play.CelebrationDuration/2} {
					if _, ok := c.Celebration(now + d); ok {
						t.Fatalf("celebrating before press %d of %d", i+1, k)
					}
				}
				c.Do(press(cell), now)
				now += play.FlipDuration
			}
			last := now - play.FlipDuration
			if !c.Model().Solved() {
				t.Fatal("not solved")
			}
			if f, ok := c.Celebration(last + play.FlipDuration + play.CelebrationDuration/4); !ok || f < 0.24 || f > 0.26 {
				t.Errorf("a quarter into the celebration: %v, %v", f, ok)
			}
			if _, ok := c.Celebration(last + play.FlipDuration + play.CelebrationDuration); ok {
				t.Error("still celebrating once the celebration has run")
			}
			if !c.Animating(last + play.FlipDuration + play.CelebrationDuration/2) {
				t.Error("not animating during the celebration")
			}
			// Undo leaves the goal, and with it the celebration.
			c.Do(act(play.ActUndo), now)
			if _, ok := c.Celebration(now + play.FlipDuration + play.CelebrationDuration/4); ok {
				t.Error("celebrating after Undo left the goal")
			}
		})
	}
}

// TestControllerSnapshot checks every snapshot field against the model,
// the solver and the controller's own accessors in several states.
// TestControllerSnapshot follows a game with a model of its own — the
// presses it made, replayed by the solver's rules, the clock of the
// playback — and checks every field of the snapshot against it.
func TestControllerSnapshot(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 4, newRNG(55))
	c := newController(r, start)
	type model struct {
		rules   *solver.Rules
		board   solver.Board
		moves   int
		mode    string
		hint    int
		notice  string
		kind    string
		step    int // 1-based, 0 when no playback
		steps   int
		busy    bool
		classic string // the link's game field on the classic 4×4 board
		shape   string
		start   solver.Board
		presses []int // made since the start
		played  int   // puzzles of this rule set the player pressed in
		by      string
	}
	m := model{rules: r, board: start, mode: "play", hint: -1, classic: "flip", shape: "cross", start: start}
	check := func(now time.Duration, when string) {
		t.Helper()
		sn := c.Snapshot(now)
		optimal, ok := dist(t, m.rules, m.board)
		par, parOK := dist(t, m.rules, m.start)
		status := fmt.Sprintf("Presses %d · par %d · %d to go", m.moves, par, optimal)
		switch {
		case m.steps > 0:
			status = fmt.Sprintf("Solving: step %d of %d", m.step, m.steps)
		case !ok:
			status = "Editing · impossible to solve"
		case m.mode == "edit":
			status = fmt.Sprintf("Editing · %d to go", optimal)
		case optimal == 0 && m.moves > 0:
			status = "Solved by the solver"
		}
		if !parOK {
			par = -1
		}
		link := "game=" + m.classic + "&board=" + m.rules.Encode(m.start)
		if len(m.presses) > 0 {
			link += "&presses=" + strings.Trim(strings.ReplaceAll(fmt.Sprint(m.presses), " ", "."), "[]")
		}
		want := play.Snapshot{
			Game: m.classic, Board: m.rules.Encode(m.board), Moves: m.moves, Optimal: optimal,
			Solved: optimal == 0, Busy: m.busy, Mode: m.mode, Width: 4, Height: 4,
			Shape: m.shape, Torus: false, Proven: true, Hint: m.hint, Target: 5,
			Step: m.step, Steps: m.steps, Notice: m.notice, NoticeKind: m.kind,
			Status: sn.Status, Link: link, Par: par, Start: m.rules.Encode(m.start), SolvedBy: m.by,
			Stats: play.SnapshotStats{Played: m.played}, Theme: "dark",
		}
		if !strings.HasPrefix(sn.Status, status) {
			t.Errorf("%s: status %q, want it to start %q", when, sn.Status, status)
		}
		// Quiet and Facts are checked against the rules by TestQuiet and
		// TestFacts.
		want.Quiet, want.Facts = sn.Quiet, sn.Facts
		want.Announcement = sn.Announcement // TestAnnouncements checks it
		if sn.Puzzle == "" {
			t.Errorf("%s: no puzzle id", when)
		}
		want.Puzzle = sn.Puzzle // random; TestTwoTabs checks what it means
		if !reflect.DeepEqual(sn, want) {
			t.Errorf("%s: snapshot\n%+v\nwant\n%+v", when, sn, want)
		}
	}
	now := t0
	check(now, "fresh")
	c.Do(press(7), now)
	m.board, m.moves, m.busy, m.presses, m.played = r.Apply(m.board, 7), 1, true, []int{7}, 1
	check(now, "during a flip")
	now += play.FlipDuration
	m.busy = false
	check(now, "after the flip")
	c.Do(act(play.ActHint), now)
	hint, err := r.Hint(m.board)
	if err != nil {
		t.Fatal(err)
	}
	m.hint, m.notice, m.kind = hint, fmt.Sprintf("Hint: press row %d, column %d.", hint/4+1, hint%4+1), "info"
	check(now, "with a hint")
	answer, err := r.Solution(m.board)
	if err != nil {
		t.Fatal(err)
	}
	c.Do(act(play.ActSolve), now)
	m.hint, m.notice, m.kind, m.busy, m.steps = -1, "", "", true, len(answer)
	began := now
	for end := now + 3*period; now < end; now += frame {
		c.Tick(now)
		k := int((now - began) / period) // steps finished
		m.step = k + 1
		m.board, m.moves = applyAll(r, start, 7), 1
		m.board = applyAll(r, m.board, answer[:k]...)
		m.moves += k
		m.presses = append([]int{7}, answer[:k]...)
		if now-began-time.Duration(k)*period >= play.StepHighlight {
			m.board = r.Apply(m.board, answer[k])
			m.moves++
			m.presses = append(m.presses, answer[k])
		}
		check(now, fmt.Sprintf("playback at t0+%v", now-t0))
	}
	c.Do(act(play.ActStop), now)
	m.step, m.steps = 0, 0
	now += play.FlipDuration
	m.busy = false
	c.Do(act(play.ActEdit), now)
	cell := impossibleCell(t, r)
	c.Do(press(cell), now)
	m.board.Toggle(cell)
	m.mode, m.moves, m.busy, m.start, m.presses = "edit", 0, true, m.board, nil
	check(now, "editing")
	now += play.FlipDuration
	c.Do(act(play.ActEdit), now)
	c.Do(act(play.ActGame), now)
	if sn := c.Snapshot(now); sn.Game != "fridge" || sn.Mode != "play" || sn.Moves != 0 || len(sn.Board) != 16 {
		t.Fatalf("after Mode: %+v", sn)
	}
	m.rules, m.classic, m.shape, m.mode, m.moves, m.busy, m.played = fridgeRules, "fridge", "rowcol", "play", 0, false, 0
	m.board = decode(t, fridgeRules, c.Snapshot(now).Board)
	m.start = m.board
	check(now+play.FlipDuration, "fridge")
	now += play.FlipDuration
	c.Do(act(play.ActSolve), now)
	answer, err = fridgeRules.Solution(m.board)
	if err != nil {
		t.Fatal(err)
	}
	for end := now + 20*period; now < end; now += frame {
		c.Tick(now)
	}
	m.board, m.moves, m.presses, m.by = applyAll(fridgeRules, m.board, answer...), len(answer), answer, "solver"
	check(now, "solved fridge")
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
				if !c.Model().Solved() || c.Model().Moves() != 0 {
					t.Fatalf("solved %v moves %d, want back on the goal with 0 presses", c.Model().Solved(), c.Model().Moves())
				}
				for now := t0 + play.FlipDuration; now < t0+play.FlipDuration*2+play.CelebrationDuration; now += frame {
					if _, ok := c.Celebration(now); ok {
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

// TestControllerSolveWithQueuedPresses: a Solve asked for while presses
// wait behind a flip ends on a goal that stays a goal; no press waiting
// from before the Solve lands afterwards.
func TestControllerSolveWithQueuedPresses(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			start := puzzle(t, r, 3, newRNG(17))
			c := newController(r, start)
			c.Do(press(0), t0)
			c.Do(press(1), t0+frame) // waits
			c.Do(press(2), t0+2*frame)
			c.Do(act(play.ActSolve), t0+3*frame)
			end := t0 + play.FlipDuration + time.Duration(r.Cells()+3)*period
			for now := t0 + 3*frame; now <= end; now += frame {
				c.Tick(now)
			}
			if _, _, _, ok := c.Playback(); ok {
				t.Fatal("playback still running")
			}
			b := c.Model().Board()
			if !r.IsGoal(b) {
				t.Fatalf("after Solve with presses waiting: %s is not a goal (moves %d)", r.Encode(b), c.Model().Moves())
			}
			t.Logf("solved in %d presses from %s", c.Model().Moves(), r.Encode(start))
			for now := end; now < end+5*time.Second; now += frame {
				c.Tick(now)
			}
			if c.Model().Board() != b {
				t.Fatalf("a waiting press landed after the Solve: %s", r.Encode(c.Model().Board()))
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
		noop := c.Rules().Spec() == st.want
		was, wasMoves := c.Model().Board(), c.Model().Moves()
		c.Do(act(st.a), now)
		r := c.Rules()
		if noop {
			checkBoard(t, c, was, wasMoves, fmt.Sprintf("step %d: a button that cannot change the spec", i))
		}
		if r.Spec() != st.want {
			t.Fatalf("step %d: spec %v, want %v", i, r.Spec(), st.want)
		}
		if c.Model().Rules() != r {
			t.Errorf("step %d (%v): the controller plays %v but its model %v (board %q, notice %q)",
				i, st.want, r.Spec(), c.Model().Rules().Spec(), c.Model().Rules().Encode(c.Model().Board()), c.Notice().Text)
		}
		if (!noop && c.Model().Moves() != 0) || c.Mode() != play.Playing {
			t.Errorf("step %d: moves %d mode %v, want a new puzzle in play", i, c.Model().Moves(), c.Mode())
		}
		if !noop {
			d, ok := dist(t, r, c.Model().Board())
			switch {
			case !ok:
				t.Errorf("step %d: New drew an impossible position %s", i, r.Encode(c.Model().Board()))
			case r.Table() != nil && d != c.Target():
				t.Errorf("step %d: new puzzle at distance %d, target %d", i, d, c.Target())
			}
		}
		now += time.Second
		before, moves := c.Model().Board(), c.Model().Moves()
		c.Do(press(1), now)
		checkBoard(t, c, r.Apply(before, 1), moves+1, fmt.Sprintf("step %d: a press under %v", i, st.want))
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
			if err := c.Load(tt.spec, decode(t, r0, tt.board)); err != nil {
				t.Fatalf("Load: %v", err)
			}
			now := t0
			for _, a := range tt.then {
				c.Do(act(a), now)
				now += time.Second
			}
			r, m := c.Rules(), c.Model()
			if m.Rules() != r {
				t.Errorf("controller rules %v, model rules %v (notice %q)", r.Spec(), m.Rules().Spec(), c.Notice().Text)
			}
			b := m.Board()
			sn := c.Snapshot(now)
			if d, ok := dist(t, r, b); sn.Solved != (ok && d == 0) {
				t.Errorf("snapshot says solved=%v, but under %v the board %s has distance %d (ok %v)", sn.Solved, r.Spec(), r.Encode(b), d, ok)
			}
			c.Do(press(0), now)
			want := r.Apply(b, 0)
			if sn.Solved && sn.Moves == 0 {
				want = b // a puzzle that starts solved takes no press
			}
			if got := c.Model().Board(); got != want {
				t.Errorf("press 0 under %v: board %s, want %s", r.Spec(), r.Encode(got), r.Encode(want))
			}
		})
	}
}

func TestControllerNotices(t *testing.T) {
	c := newController(flipRules, solver.Board{})
	c.Do(act(play.ActHint), t0) // already solved: a message
	msg := c.Notice().Text
	if msg == "" {
		t.Fatal("no notice")
	}
	c.Tick(t0 + time.Hour)
	if c.Notice().Text != msg || c.Animating(t0+time.Hour) {
		t.Fatalf("notice %q (want %q) should stay without running frames (animating %v)", c.Notice().Text, msg, c.Animating(t0+time.Hour))
	}
	c.Do(play.Intent{Action: play.ActCursor, DX: 1}, t0+time.Hour)
	if c.Notice().Text != msg {
		t.Fatalf("a cursor move took the notice %q away", msg)
	}

	// A warning stays until the player does something.
	c.Notify(play.KindError, "link ignored")
	c.Tick(t0 + time.Hour)
	if c.Notice().Text != "link ignored" || c.View(t0+time.Hour).Detail.Text != "link ignored" {
		t.Fatalf("warning %q, detail %q", c.Notice().Text, c.View(t0+time.Hour).Detail.Text)
	}
	c.Do(act(play.ActUndo), t0+time.Hour)
	if c.Notice().Text != "" {
		t.Fatalf("warning %q still up after the player's next action", c.Notice().Text)
	}
}

func TestControllerLoad(t *testing.T) {
	c := newController(flipRules, solver.Board{})
	c.Do(act(play.ActEdit), t0)
	spec := solver.Spec{Game: solver.Fridge, Width: 5, Height: 3, Shape: solver.King, Torus: true}
	r := solver.MustNew(spec)
	b := decode(t, r, "+-+-+-+-+-+-+-+")
	if err := c.Load(spec, b); err != nil {
		t.Fatalf("Load: %v", err)
	}
	if c.Rules().Spec() != spec || c.Model().Board() != b || c.Model().Moves() != 0 || c.Mode() != play.Playing {
		t.Fatalf("after Load: %v %s moves %d mode %v", c.Rules().Spec(), c.Rules().Encode(c.Model().Board()), c.Model().Moves(), c.Mode())
	}
	d, ok := dist(t, r, b)
	if n, pok, _ := c.ToGo(); pok != ok || (ok && n != d) {
		t.Errorf("Par() = %d, %v; solver %d, %v", n, pok, d, ok)
	}
	if err := c.Load(solver.Spec{Game: solver.FlipGame, Width: 0, Height: 4}, solver.Board{}); err == nil {
		t.Fatal("Load of a 0x4 board: no error")
	}
	if c.Rules().Spec() != spec || c.Model().Board() != b {
		t.Fatal("a refused Load changed the game")
	}
}

// TestControllerLoadForgetsHover checks that a cell under the pointer on
// one board is not taken for a cell of a smaller board loaded after it.
func TestControllerLoadForgetsHover(t *testing.T) {
	big := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.Cross})
	c := newController(big, solver.Board{})
	c.SetHover(35)
	small := solver.Spec{Game: solver.Fridge, Width: 3, Height: 5, Shape: solver.King, Torus: true}
	if err := c.Load(small, solver.Board{}); err != nil {
		t.Fatal(err)
	}
	if h := c.Hover(); h != -1 {
		t.Fatalf("after loading a 3×5 board the hover cell is %d, want -1", h)
	}
}
