package play

import (
	"testing"
	"time"

	"flip/game/oracle"
	"flip/game/puzzle"
	"flip/solver"
)

// fakeDirector answers the presenter's questions as a test says: Undo is
// refused, every label is "label " and the action's name, nothing moves,
// and the statistics are Played 7.
type fakeDirector struct{}

func (fakeDirector) refusal(a Action) string {
	if a == ActUndo {
		return "refused by the test"
	}
	return ""
}
func (fakeDirector) label(b Button) string        { return "label " + b.Action().String() }
func (fakeDirector) Stats() Stats                 { return Stats{Played: 7} }
func (fakeDirector) Animating(time.Duration) bool { return false }

// testMoment returns a moment on a 3×3 Flip Game one press (the centre)
// from solved, with cells pressed on the model.
func testMoment(t *testing.T, presses ...int) moment {
	t.Helper()
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross})
	var start solver.Position
	for _, i := range []int{1, 3, 4, 5, 7} { // the centre's press from all white
		start.Set(i, 1)
	}
	g := &puzzle.Game{ID: "test", Model: puzzle.NewColourModel(r, start)}
	for _, p := range presses {
		g.Model.Press(p)
	}
	j := newJudge(oracle.New(r))
	j.setPar(r, start)
	s := newScreen()
	s.newBoard(r.Cells())
	st := newStage()
	st.reset(g.Model)
	return moment{rules: r, g: g, model: g.Model, mode: Playing, target: 4, judge: j, screen: s, stage: st,
		solve: solveState{cell: -1}, coach: coachState{next: -1}, ask: fakeDirector{}}
}

// TestPresenterSaysTheMoment checks that the presenter makes the View
// and the Snapshot from the moment it is handed and from nothing else:
// the buttons' labels and whether they apply are the director's, the
// link and the statistics too; Solve's step, the pace and Learn are the
// moment's; the finish is who the moment says finished, not worked out
// again. Mutation-checked: the panel's Enabled set to true (not the
// director's refusal), the snapshot's link left empty, the Solve step
// shown 0-based, and the status ignoring the moment's finish each fail
// it.
func TestPresenterSaysTheMoment(t *testing.T) {
	m := testMoment(t)
	m.solve = solveState{step: 1, steps: 3, cell: 4, on: true, fast: true}
	m.coach.learn = true
	v := (&presenter{m}).view(0)
	if v.Buttons[BtnUndo].Enabled || !v.Buttons[BtnRedo].Enabled {
		t.Errorf("Undo enabled %v, Redo %v: want the director's refusal of Undo only", v.Buttons[BtnUndo].Enabled, v.Buttons[BtnRedo].Enabled)
	}
	if want := "label " + BtnHint.Action().String(); v.Buttons[BtnHint].Label != want {
		t.Errorf("Hint's label %q, want the director's %q", v.Buttons[BtnHint].Label, want)
	}
	if v.State.Link != linkOf(m.g) || v.State.Stats.Played != 7 {
		t.Errorf("link %q, played %d: want the game's link %q and the director's statistics", v.State.Link, v.State.Stats.Played, linkOf(m.g))
	}
	if v.Status != "Solving: step 2 of 3" || v.State.Step != 2 || v.State.Steps != 3 {
		t.Errorf("status %q, step %d of %d: want Solve's step 2 of 3", v.Status, v.State.Step, v.State.Steps)
	}
	if !v.Cells[4].Step || v.Cells[0].Step || !v.Cells[1].StepHits || v.Cells[0].StepHits {
		t.Errorf("the centre is not Solve's step, with its neighbours: %+v", v.Cells)
	}
	if !v.Buttons[BtnSolve].On || !v.Buttons[BtnPace].On || !v.Buttons[BtnLearn].On || v.Buttons[BtnSkip].Hidden {
		t.Errorf("Solve lit %v, Pace %v, Learn %v, Skip hidden %v", v.Buttons[BtnSolve].On, v.Buttons[BtnPace].On, v.Buttons[BtnLearn].On, v.Buttons[BtnSkip].Hidden)
	}

	// The finish is the moment's to say: the same solved board reads as
	// the player's Perfect finish, or as solved by no one.
	m = testMoment(t, 4)
	m.by = SolvedByPlayer
	p := &presenter{m}
	if st, kind := p.status(); st != "Perfect! Solved in 1 press — par 1" || kind != KindSuccess {
		t.Errorf("the player's finish: status %q (%v)", st, kind)
	}
	if v := p.view(0); v.State.SolvedBy != SolvedByPlayer || v.Buttons[BtnNext].Hidden {
		t.Errorf("the player's finish: solvedBy %q, Next hidden %v", v.State.SolvedBy, v.Buttons[BtnNext].Hidden)
	}
	p.by = SolvedByNone
	if st, _ := p.status(); st != "Solved · press New for a puzzle" {
		t.Errorf("solved by no one: status %q", st)
	}
	if w, ok := p.standing(); !ok || w != "Par 1, 0 to go." {
		t.Errorf("solved by no one: standing %q, %v", w, ok)
	}
}

// TestPresenterWords checks the presenter's sentences from a moment:
// a cell's name, the announcement after a press, and Fix's words.
// Mutation-checked: cellWords counting rows from 0, and sayStanding
// saying the prefix without where the puzzle stands, each fail it.
func TestPresenterWords(t *testing.T) {
	m := testMoment(t)
	p := &presenter{m}
	if w := p.cellWords(5); w != "Row 2, column 3" {
		t.Errorf("cellWords(5) = %q", w)
	}
	p.sayStanding("Row 2, column 2 pressed. ")
	if w, _ := m.screen.Announcement(); w != "Row 2, column 2 pressed. Par 1, 1 to go." {
		t.Errorf("announced %q", w)
	}
	if w := p.fixWords([]int{0, 8}); w != "Turned over the pieces at row 1, column 1 and row 3, column 3 to make it solvable." {
		t.Errorf("fixWords = %q", w)
	}
}
