package play_test

import (
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestViewWholeGame drives the view model through a whole game — a
// press, a hint in its two steps, Solve, undo, edit, a broken link — without Ebitengine,
// and checks what the screen would show against the solver.
func TestViewWholeGame(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 3, newRNG(7))
	c := newController(r, start)
	now := t0
	v := c.View(now)
	if v.Cols != 4 || v.Rows != 4 || len(v.Cells) != 16 || v.Look != play.Discs {
		t.Fatalf("fresh view: %dx%d, %d cells, look %v", v.Cols, v.Rows, len(v.Cells), v.Look)
	}
	for i, cell := range v.Cells {
		if cell.Piece != start.Get(i) || cell.Turn != 1 || cell.Pointed || cell.Reach || cell.Hint || cell.Area || cell.Step ||
			cell.Coach || cell.Added || cell.Waste != 0 {
			t.Fatalf("fresh cell %d: %+v", i, cell)
		}
	}
	for _, b := range []play.Button{play.BtnUndo, play.BtnRedo, play.BtnReset} {
		if v.Buttons[b].Enabled {
			t.Errorf("fresh: %s enabled", b.Name())
		}
	}
	if v.Buttons[play.BtnSolve].Label != "Solve" || v.Buttons[play.BtnEdit].Label != "Edit" || v.StatusKind != play.KindPlain {
		t.Errorf("fresh panel: %+v", v.Panel)
	}

	// Pointing at a cell lights what a press there would change.
	c.Screen().SetHover(5)
	v = c.View(now)
	for i, cell := range v.Cells {
		if cell.Pointed != (i == 5) || cell.Reach != r.Press(5).Get(i) {
			t.Fatalf("pointing at 5, cell %d: %+v", i, cell)
		}
	}

	// A press turns pieces, enables Undo and moves nothing else.
	c.Do(press(5), now)
	b := r.Apply(solver.FromBoard(start), 5)
	v = c.View(now + play.FlipDuration/2)
	if !v.Busy || !v.Animating {
		t.Fatal("mid-press view neither busy nor moving")
	}
	for i, cell := range v.Cells {
		turning := r.Press(5).Get(i)
		if cell.Piece != b.Board().Get(i) || (cell.Turn < 1) != turning || cell.Pointed || cell.Reach {
			t.Fatalf("mid-press cell %d: %+v (turning %v)", i, cell, turning)
		}
	}
	now += play.FlipDuration
	v = c.View(now)
	if !v.Buttons[play.BtnUndo].Enabled || v.Buttons[play.BtnRedo].Enabled || !v.Buttons[play.BtnReset].Enabled || v.Busy {
		t.Errorf("after a press: %+v", v.Buttons)
	}

	// Hint marks the row of the solver's next press, then rings the
	// press, and says so as information.
	c.Do(act(play.ActHint), now)
	hint, _ := r.Hint(b)
	v = c.View(now)
	if v.Detail.Kind != play.KindInfo || !strings.HasPrefix(v.Detail.Text, "Hint: a press in row") {
		t.Errorf("first hint notice %+v", v.Detail)
	}
	for i, cell := range v.Cells {
		if cell.Hint || cell.Area != (i/4 == hint/4) {
			t.Fatalf("first hint %d (its row), cell %d: %+v", hint, i, cell)
		}
	}
	c.Do(act(play.ActHint), now)
	v = c.View(now)
	if v.Detail.Kind != play.KindInfo || !strings.HasPrefix(v.Detail.Text, "Hint: press row") {
		t.Errorf("second hint notice %+v", v.Detail)
	}
	for i, cell := range v.Cells {
		if cell.Hint != (i == hint) || cell.Area != (i/4 == hint/4) {
			t.Fatalf("hint %d, cell %d: %+v", hint, i, cell)
		}
	}
	if v.Flair.HintPulse <= 0 || v.Flair.HintPulse > 1 {
		t.Errorf("hint pulse %v", v.Flair.HintPulse)
	}

	// Solve: the button reads Stop and is lit, the step's cell and what
	// it changes are marked; Hint is refused in words while it plays.
	answer, _ := r.Solution(b)
	c.Do(act(play.ActSolve), now)
	v = c.View(now + frame)
	if sb := v.Buttons[play.BtnSolve]; sb.Label != "Stop" || !sb.On || v.Buttons[play.BtnSkip].Hidden || !v.Buttons[play.BtnNext].Hidden {
		t.Errorf("during Solve: solve %+v, skip %+v, next %+v", sb, v.Buttons[play.BtnSkip], v.Buttons[play.BtnNext])
	}
	for i, cell := range v.Cells {
		if cell.Step != (i == answer[0]) || cell.StepHits != r.Press(answer[0]).Get(i) || cell.Hint {
			t.Fatalf("Solve step 1 (cell %d), cell %d: %+v", answer[0], i, cell)
		}
	}
	// Solve drops the hint's row with its ring.
	for i, cell := range v.Cells {
		if cell.Area {
			t.Errorf("Solve step 1 (cell %d): cell %d still drawn in the hint's row", answer[0], i)
		}
	}
	c.Do(act(play.ActHint), now+frame)
	if n := c.Screen().Notice(); n.Kind != play.KindWarning || !strings.Contains(n.Text, "Solve") {
		t.Errorf("Hint during Solve: notice %+v, want a warning that says why", n)
	}
	for now += frame; c.Stage().Busy(now); now += frame {
		c.Tick(now)
	}
	// Solve's finish is the solver's: said plainly, not celebrated, and
	// the board takes no more presses — Next is offered.
	v = c.View(now)
	if v.StatusKind == play.KindSuccess || !strings.HasPrefix(v.Status, "Solved by the solver") || !c.Shelf().Model().Solved() || v.Flair.Celebrating {
		t.Fatalf("after Solve: %q (%v), celebrating %v", v.Status, v.StatusKind, v.Flair.Celebrating)
	}
	if got := c.Shelf().Model().Moves(); got != 1+len(answer) {
		t.Fatalf("after Solve: %d presses, want %d", got, 1+len(answer))
	}
	if nb := v.Buttons[play.BtnNext]; !nb.Enabled || nb.Hidden || !v.Buttons[play.BtnSkip].Hidden {
		t.Errorf("after Solve: next %+v", nb)
	}
	c.Do(press(0), now)
	if c.Shelf().Model().Moves() != 1+len(answer) || c.Screen().Notice().Kind != play.KindWarning {
		t.Errorf("a press on a finished puzzle: %d presses, notice %+v; want it refused in words", c.Shelf().Model().Moves(), c.Screen().Notice())
	}

	// Undo: one press back, no longer solved.
	c.Do(act(play.ActUndo), now)
	now += play.FlipDuration
	v = c.View(now)
	if v.StatusKind != play.KindPlain || !v.Buttons[play.BtnRedo].Enabled {
		t.Errorf("after undo: %q %v, redo %+v", v.Status, v.StatusKind, v.Buttons[play.BtnRedo])
	}

	// Edit: Done, a one-piece toggle, and an impossible position shown
	// as a warning; no press preview in edit mode.
	c.Do(act(play.ActEdit), now)
	c.Do(act(play.ActReset), now) // edit mode keeps undo; reset first for a clean start
	now += play.FlipDuration
	c.Screen().SetHover(-1)
	v = c.View(now)
	if v.Buttons[play.BtnEdit].Label != "Done" || !v.Buttons[play.BtnEdit].On {
		t.Errorf("editing: edit button %+v", v.Buttons[play.BtnEdit])
	}
	cur := c.Shelf().Model().Board()
	toggle := -1
	for i := range 16 {
		x := cur
		x.Toggle(i)
		if _, ok := dist(t, r, x); !ok {
			toggle = i
			break
		}
	}
	if toggle < 0 {
		t.Fatal("no single toggle makes the position impossible")
	}
	c.Do(press(toggle), now)
	now += play.FlipDuration
	c.Screen().SetHover(toggle)
	v = c.View(now)
	if v.StatusKind != play.KindWarning || !strings.Contains(v.Status, "impossible") {
		t.Errorf("impossible edit: %q %v", v.Status, v.StatusKind)
	}
	for i, cell := range v.Cells {
		if cell.Reach || cell.Pointed != (i == toggle) {
			t.Fatalf("editing, pointing at %d, cell %d: %+v", toggle, i, cell)
		}
	}

	// A broken link: an error notice, the game unchanged.
	before := c.Shelf().Model().Board()
	c.OpenLink("#game=flip&board=bwbw", false)
	v = c.View(now)
	if v.Detail.Kind != play.KindError || !strings.Contains(v.Detail.Text, "board") || c.Shelf().Model().Board() != before {
		t.Errorf("broken link: %+v", v.Detail)
	}
	if sn := c.Snapshot(now); sn.NoticeKind != "error" || sn.Notice != v.Detail.Text {
		t.Errorf("broken link snapshot: %q %q", sn.NoticeKind, sn.Notice)
	}
	// A good link replaces the puzzle and the old error goes.
	c.OpenLink("#game=fridge&board=-+------------+-", false)
	v = c.View(now)
	if v.Look != play.Handles || v.Detail.Kind != play.KindPlain || c.Shelf().Model().Moves() != 0 {
		t.Errorf("good link after a broken one: look %v, detail %+v", v.Look, v.Detail)
	}
}

// TestAllowedIsOneRule checks that a key and a button go through the same
// decision: what the view shows disabled, Do refuses from any source.
func TestAllowedIsOneRule(t *testing.T) {
	big := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.Cross})
	c := newController(big, big.RandomSolvable(newRNG(3)).Board())
	now := t0
	for range 20 {
		c.Do(act(play.ActParDown), now) // as the '-' key sends it
	}
	v := c.View(now)
	if c.Shelf().Target() != 1 || v.Buttons[play.BtnParDown].Enabled || !v.Buttons[play.BtnParUp].Enabled {
		t.Fatalf("target %d, par buttons %+v %+v; want 1, down disabled, up enabled", c.Shelf().Target(), v.Buttons[play.BtnParDown], v.Buttons[play.BtnParUp])
	}
	for a := play.ActNone; a <= play.ActDaily; a++ {
		enabled := c.Allowed(a)
		for b := range play.NumButtons {
			if b.Action() == a && v.Buttons[b].Enabled != enabled {
				t.Errorf("%s: view says enabled %v, Allowed says %v", b.Name(), v.Buttons[b].Enabled, enabled)
			}
		}
	}
	// New draws at an exact par on a board without a table too.
	for _, target := range []int{1, 4, 7} {
		for c.Shelf().Target() < target {
			c.Do(act(play.ActParUp), now)
		}
		c.Do(act(play.ActNew), now)
		now += time.Second
		if d, ok := dist(t, big, c.Shelf().Model().Board()); !ok || d != target {
			t.Errorf("New at target %d on 6×6 drew a position at %d (%v)", target, d, ok)
		}
	}
}

// TestImpossibleIsProven: an impossible position is proven impossible on
// every board, with a distance table (4×4) or without (5×5): elimination
// proves it, no search is involved.
func TestImpossibleIsProven(t *testing.T) {
	for _, spec := range []solver.Spec{
		solver.Classic(solver.FlipGame),
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross},
		{Game: solver.Fridge, Width: 9, Height: 9, Shape: solver.King, Torus: true},
	} {
		r := solver.MustNew(spec)
		if r.Nullity() == 0 {
			t.Fatalf("%v: every position is solvable; pick a board with a null space", spec)
		}
		c := newController(r, one(impossibleCell(t, r)))
		if sn := c.Snapshot(t0); sn.Optimal != -1 || !sn.Proven {
			t.Errorf("%v, one piece: optimal %d proven %v; want -1 and proven", spec, sn.Optimal, sn.Proven)
		}
	}
}
