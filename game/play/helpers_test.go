package play_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// The classic rule sets, built once.
var (
	flipRules   = solver.MustNew(solver.Classic(solver.FlipGame))
	fridgeRules = solver.MustNew(solver.Classic(solver.Fridge))
	classics    = []*solver.Rules{flipRules, fridgeRules}
)

// t0 is when the tests' games start: later than zero, so that nothing
// depends on the clock starting at 0.
const t0 = 10 * time.Second

// newRNG returns a seeded generator, so every run draws the same puzzles.
func newRNG(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)) }

// newController starts a game on start with a seeded generator, the rule
// sets prebuilt available too.
func newController(r *solver.Rules, start solver.Board, prebuilt ...*solver.Rules) *play.Controller {
	return play.NewController(r, solver.FromBoard(start), newRNG(1), prebuilt...)
}

// applyAll presses cells one after another on b, by the solver's rules.
func applyAll(r *solver.Rules, b solver.Board, cells ...int) solver.Board {
	for _, c := range cells {
		b = r.Apply(solver.FromBoard(b), c).Board()
	}
	return b
}

// one returns the board with just cell i set.
func one(i int) solver.Board {
	var b solver.Board
	b.Set(i, true)
	return b
}

// dist returns the solver's distance of b, and false when b is impossible.
func dist(t testing.TB, r *solver.Rules, b solver.Board) (int, bool) {
	t.Helper()
	d, err := r.Distance(solver.FromBoard(b))
	if errors.Is(err, solver.ErrImpossible) {
		return -1, false
	}
	if err != nil {
		t.Fatalf("Distance(%s): %v", r.Encode(solver.FromBoard(b)), err)
	}
	return d, true
}

// maxPar is the largest distance in r's table.
func maxPar(t testing.TB, r *solver.Rules) int {
	t.Helper()
	h, err := r.Histogram()
	if err != nil {
		t.Fatalf("Histogram: %v", err)
	}
	return h.Max()
}

// puzzle draws a position exactly k presses from a goal.
func puzzle(t testing.TB, r *solver.Rules, k int, rng *rand.Rand) solver.Board {
	t.Helper()
	b, err := r.Puzzle(k, rng)
	if err != nil {
		t.Fatalf("Puzzle(%d): %v", k, err)
	}
	return b.Board()
}

// impossibleCell returns a cell whose lone piece, on an all-clear board,
// no sequence of presses solves; the test fails when r has none.
func impossibleCell(t testing.TB, r *solver.Rules) int {
	t.Helper()
	for i := range r.Cells() {
		if _, ok := dist(t, r, one(i)); !ok {
			return i
		}
	}
	t.Fatalf("%v: every single-piece position is solvable", r.Spec())
	return -1
}

// decode reads a board in r's alphabet.
func decode(t testing.TB, r *solver.Rules, s string) solver.Board {
	t.Helper()
	b, err := r.Decode(s)
	if err != nil {
		t.Fatalf("Decode(%q): %v", s, err)
	}
	return b.Board()
}

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
	r := c.Shelf().Rules()
	m := c.Shelf().Model()
	if m.Board() != want || m.Moves() != moves {
		t.Fatalf("%s: board %s moves %d, want %s and %d", when, r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(want)), moves)
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

// setTarget moves the controller's target par to k with the par buttons.
func setTarget(t *testing.T, c *play.Controller, k int, now time.Duration) {
	t.Helper()
	for i := 0; c.Shelf().Target() > k && i < 100; i++ {
		c.Do(act(play.ActParDown), now)
	}
	for i := 0; c.Shelf().Target() < k && i < 100; i++ {
		c.Do(act(play.ActParUp), now)
	}
	if c.Shelf().Target() != k {
		t.Fatalf("could not set the target par to %d: it is %d", k, c.Shelf().Target())
	}
}

// rowOf returns the cells of the row that holds cell on a board w wide,
// ascending: the hint area the first Hint rings for a press at cell.
func rowOf(w, cell int) []int {
	row := make([]int, w)
	for i := range row {
		row[i] = cell/w*w + i
	}
	return row
}
