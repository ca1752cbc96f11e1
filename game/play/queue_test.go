package play_test

import (
	"fmt"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

func TestControllerPressAnimates(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			start := puzzle(t, r, 3, newRNG(3))
			c := newController(r, start)
			if c.Stage().Busy(t0) {
				t.Fatal("a new game is busy")
			}
			const cell = 5
			c.Do(press(cell), t0)
			checkBoard(t, c, r.Apply(solver.FromBoard(start), cell).Board(), 1, "right after the press")
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
				if got := c.Stage().Busy(tc.at); got != tc.busy {
					t.Errorf("Busy(t0+%v) = %v, want %v", tc.at-t0, got, tc.busy)
				}
			}
			mask := r.Press(cell)
			for i := range r.Cells() {
				f, ok := c.Stage().Flip(i, t0+play.FlipDuration/2)
				if ok != mask.Get(i) {
					t.Errorf("Flip(%d) half-way: turning %v, want %v (press mask %s)", i, ok, mask.Get(i), r.Encode(solver.FromBoard(mask)))
				}
				if ok && (f < 0.49 || f > 0.51) {
					t.Errorf("Flip(%d) half-way = %v, want 0.5", i, f)
				}
				if _, ok := c.Stage().Flip(i, t0+play.FlipDuration); ok {
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
				checkBoard(t, c, r.Apply(solver.FromBoard(start), tt.presses[0]).Board(), 1, fmt.Sprintf("after making press %d during the first flip", i))
				if !c.Stage().Busy(t0 + tt.offsets[i]) {
					t.Fatalf("not busy during the first flip")
				}
			}
			end := t0 + play.FlipDuration
			for i := 1; i < len(tt.presses); i++ {
				c.Tick(end - 1)
				checkBoard(t, c, applyAll(r, start, tt.presses[:i]...), i, fmt.Sprintf("just before press %d is due", i))
				if !c.Stage().Busy(end - 1) {
					t.Fatalf("not busy with press %d waiting", i)
				}
				c.Tick(end)
				checkBoard(t, c, applyAll(r, start, tt.presses[:i+1]...), i+1, fmt.Sprintf("when press %d is due", i))
				// A second tick at the same moment makes no further press.
				c.Tick(end)
				checkBoard(t, c, applyAll(r, start, tt.presses[:i+1]...), i+1, fmt.Sprintf("ticking again when press %d is due", i))
				end += play.FlipDuration
			}
			if !c.Stage().Busy(end - 1) {
				t.Error("not busy during the last queued flip")
			}
			if c.Stage().Busy(end) {
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
		applied := c.Shelf().Model().Moves()
		if waiting := i + 1 - applied; waiting < 0 || waiting > 9 {
			t.Fatalf("after %d presses, %d applied", i+1, applied)
		}
		checkBoard(t, c, applyAll(r, start, presses[:applied]...), applied, fmt.Sprintf("after press %d", i+1))
	}
	now := t0 + made*time.Millisecond
	for range 100 {
		if !c.Stage().Busy(now) {
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
	for now := t0 + time.Second; c.Stage().Busy(now); now += play.FlipDuration {
		c.Tick(now)
	}
	checkBoard(t, c, r.Apply(solver.FromBoard(start), 5).Board(), 25, "after 25 quick presses on one cell")
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
		{press(3), r.Apply(solver.FromBoard(start), 3).Board(), 1},
		{press(5), applyAll(r, start, 3, 5), 2},
		{act(play.ActUndo), r.Apply(solver.FromBoard(start), 3).Board(), 1},
		{act(play.ActUndo), start, 0},
		{act(play.ActRedo), r.Apply(solver.FromBoard(start), 3).Board(), 1},
		{act(play.ActReset), start, 0},
		{act(play.ActUndo), r.Apply(solver.FromBoard(start), 3).Board(), 1},
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
	if c.Shelf().Model().CanRedo() {
		t.Error("CanRedo after a new press")
	}
}
