package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestControllerSolvePlayback(t *testing.T) {
	for _, r := range classics {
		rng := newRNG(2024)
		for _, k := range parsToTry(t, r) {
			for range 3 {
				start := puzzle(t, r, k, rng)
				t.Run(fmt.Sprintf("%s/par%d/%s", r.Game().Name, k, r.Encode(solver.FromBoard(start))), func(t *testing.T) {
					testPlayback(t, r, start, k)
				})
			}
		}
	}
}

func testPlayback(t *testing.T, r *solver.Rules, start solver.Board, k int) {
	want, err := r.Solution(solver.FromBoard(start))
	if err != nil || len(want) != k {
		t.Fatalf("Solution: %v, %v; want %d presses", want, err, k)
	}
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	checkBoard(t, c, start, 0, "right after Solve")
	at := t0 // when the current step's highlight began
	b := start
	for i, cell := range want {
		step, steps, hc, ok := c.Stage().Playback()
		if !ok || step != i || steps != k || hc != cell {
			t.Fatalf("step %d highlight: Playback() = %d, %d, %d, %v; want %d, %d, %d, true", i, step, steps, hc, ok, i, k, cell)
		}
		if st := c.View(at).Status; st != fmt.Sprintf("Solving: step %d of %d", i+1, k) {
			t.Errorf("step %d: status %q", i, st)
		}
		if sn := c.Snapshot(at); sn.Step != i+1 || sn.Steps != k {
			t.Errorf("step %d: snapshot step %d of %d, want %d of %d", i, sn.Step, sn.Steps, i+1, k)
		}
		if !c.Stage().Busy(at) {
			t.Fatalf("step %d: not busy during a playback", i)
		}
		c.Tick(at + play.StepHighlight - 1)
		checkBoard(t, c, b, i, fmt.Sprintf("step %d, end of highlight", i))
		c.Tick(at + play.StepHighlight)
		b = r.Apply(solver.FromBoard(b), cell).Board()
		checkBoard(t, c, b, i+1, fmt.Sprintf("step %d, pressed", i))
		if d, ok := dist(t, r, b); !ok || d != k-i-1 {
			t.Fatalf("step %d: distance after the press %d, want %d", i, d, k-i-1)
		}
		if step, _, hc, ok := c.Stage().Playback(); !ok || step != i || hc != cell {
			t.Fatalf("step %d while its press flips: Playback() = %d, %d, %v", i, step, hc, ok)
		}
		if _, ok := c.Stage().Flip(cell, at+play.StepHighlight); !ok {
			t.Errorf("step %d: the pressed cell %d is not turning", i, cell)
		}
		if i < k-1 {
			for _, when := range []time.Duration{at, at + play.StepHighlight, at + period, at + period + play.CelebrationDuration/2} {
				if _, ok := c.Stage().Celebration(when); ok {
					t.Fatalf("step %d: celebrating at t0+%v before the last press", i, when-t0)
				}
			}
		}
		c.Tick(at + period - 1)
		if step, _, _, ok := c.Stage().Playback(); !ok || step != i {
			t.Fatalf("step %d: moved on before the gap ended (step %d, %v)", i, step, ok)
		}
		checkBoard(t, c, b, i+1, fmt.Sprintf("step %d, end of gap", i))
		c.Tick(at + period)
		checkBoard(t, c, b, i+1, fmt.Sprintf("step %d, next step begins", i))
		step, _, _, ok = c.Stage().Playback()
		if i < k-1 && (!ok || step != i+1) {
			t.Fatalf("after step %d: Playback() step %d ok %v, want step %d", i, step, ok, i+1)
		}
		if i == k-1 && ok {
			t.Fatalf("after the last step: playback still running (step %d)", step)
		}
		at += period
	}
	if !r.IsGoal(solver.FromBoard(c.Shelf().Model().Board())) || c.Shelf().Model().Moves() != k {
		t.Fatalf("after the playback: board %s (goal %v), moves %d; want a goal in %d", r.Encode(solver.FromBoard(c.Shelf().Model().Board())), r.IsGoal(solver.FromBoard(c.Shelf().Model().Board())), c.Shelf().Model().Moves(), k)
	}
	// The solver's finish is not the player's: no celebration.
	last := at - period + play.StepHighlight // when the last press was made
	for _, when := range []time.Duration{last - 1, last + play.FlipDuration + play.CelebrationDuration/2} {
		if _, ok := c.Stage().Celebration(when); ok {
			t.Errorf("celebrating a finish by Solve at t0+%v", when-t0)
		}
	}
	if by := c.SolvedBy(); by != play.SolvedBySolver {
		t.Errorf("after the playback SolvedBy() = %q, want %q", by, play.SolvedBySolver)
	}
	if c.Stage().Busy(at) {
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
	want, _ := r.Solution(solver.FromBoard(start))
	c := newController(r, start)
	c.Do(act(play.ActSolve), t0)
	b := start
	for i := range want {
		now := t0 + time.Duration(i+1)*time.Hour
		c.Tick(now)
		b = r.Apply(solver.FromBoard(b), want[i]).Board()
		checkBoard(t, c, b, i+1, fmt.Sprintf("tick %d after an hour's stall", i))
		// The pace resumes: the next press comes one highlight later.
		if i+1 < len(want) {
			c.Tick(now + play.StepHighlight - 1)
			checkBoard(t, c, b, i+1, fmt.Sprintf("tick %d, just under a highlight later", i))
		}
	}
	if _, _, _, ok := c.Stage().Playback(); ok {
		t.Fatal("playback still running after its last press")
	}
	if !c.Shelf().Model().Solved() {
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
	b := r.Apply(solver.FromBoard(start), 0)
	want, err := r.Solution(b)
	if err != nil || len(want) == 0 {
		t.Fatalf("Solution after press 0: %v, %v", want, err)
	}
	c.Do(act(play.ActSolve), t0+frame)
	if _, steps, cell, ok := c.Stage().Playback(); !ok || steps != len(want) || cell != want[0] {
		t.Fatalf("Playback() = %d steps, cell %d, %v; want %d steps from cell %d", steps, cell, ok, len(want), want[0])
	}
	first := t0 + play.FlipDuration + play.StepHighlight
	c.Tick(first - 1)
	checkBoard(t, c, b.Board(), 1, "before the running flip and a highlight have passed")
	c.Tick(first)
	checkBoard(t, c, r.Apply(b, want[0]).Board(), 2, "first playback press")
}

func TestControllerStopPlayback(t *testing.T) {
	for _, r := range classics {
		k := maxPar(t, r)
		start := puzzle(t, r, k, newRNG(77))
		want, _ := r.Solution(solver.FromBoard(start))
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
					if _, _, _, ok := c.Stage().Playback(); ok {
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
					if c.Stage().Busy(later) {
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
				before, moves := c.Shelf().Model().Board(), c.Shelf().Model().Moves()
				in := ins[trial%len(ins)]
				c.Do(in, at)
				if _, _, _, ok := c.Stage().Playback(); ok {
					t.Fatalf("%s during the playback did not stop it", describe(in))
				}
				for now := at; c.Stage().Busy(now); now += frame {
					c.Tick(now)
				}
				when := fmt.Sprintf("%s at t0+%v", describe(in), at-t0)
				switch in.Action {
				case play.ActPress:
					checkBoard(t, c, before, moves, when)
					if n := c.Screen().Notice(); n.Kind != play.KindInfo || !strings.HasPrefix(n.Text, "Solve stopped ") {
						t.Errorf("%s: notice %+v", when, n)
					}
				case play.ActUndo:
					if moves > 0 && c.Shelf().Model().Moves() != moves-1 {
						t.Errorf("%s: %d presses, want %d", when, c.Shelf().Model().Moves(), moves-1)
					}
				case play.ActRedo:
					checkBoard(t, c, before, moves, when) // nothing to redo after Solve's presses
				case play.ActReset:
					if moves > 0 {
						checkBoard(t, c, start, 0, when)
					}
				case play.ActPressCursor:
					if !r.IsGoal(solver.FromBoard(before)) {
						checkBoard(t, c, r.Apply(solver.FromBoard(before), 0).Board(), moves+1, when)
					}
				}
			}
		})
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
			if _, _, _, ok := c.Stage().Playback(); ok {
				t.Fatal("playback still running")
			}
			b := c.Shelf().Model().Board()
			if !r.IsGoal(solver.FromBoard(b)) {
				t.Fatalf("after Solve with presses waiting: %s is not a goal (moves %d)", r.Encode(solver.FromBoard(b)), c.Shelf().Model().Moves())
			}
			t.Logf("solved in %d presses from %s", c.Shelf().Model().Moves(), r.Encode(solver.FromBoard(start)))
			for now := end; now < end+5*time.Second; now += frame {
				c.Tick(now)
			}
			if c.Shelf().Model().Board() != b {
				t.Fatalf("a waiting press landed after the Solve: %s", r.Encode(solver.FromBoard(c.Shelf().Model().Board())))
			}
		})
	}
}
