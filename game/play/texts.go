package play

import (
	"fmt"

	"flip/solver"
)

// reach says which pieces a press changes, for the how-to line.
var reach = map[solver.Shape][2]string{
	solver.Cross:  {"it and its four neighbours over", "it and its four neighbours"},
	solver.RowCol: {"over every piece in its row and column", "every handle in its row and column"},
	solver.King:   {"it and the eight around it over", "it and the eight around it"},
}

var shapeLabel = map[solver.Shape]string{
	solver.Cross:  "Shape: cross",
	solver.RowCol: "Shape: row+col",
	solver.King:   "Shape: king",
}

// keysLine is the help line under the status when nothing else is said.
const keysLine = "Keys: arrows and Space · U undo · R redo · H hint · S solve · N new · F facts"

// panel returns the words and buttons on screen.
func (c *Controller) panel() Panel {
	s := c.rules.Spec()
	p := Panel{
		Title: fmt.Sprintf("%s  %d×%d", s.Game.Title, s.Width, s.Height),
		Par:   Label{Caption: "new puzzle", Value: fmt.Sprintf("par %d", c.target)},
		Size:  Label{Caption: "board", Value: fmt.Sprintf("%d×%d", s.Width, s.Height)},
	}
	if !exactDraw(c.rules) {
		p.Par.Value = "random"
	}
	if s.Torus {
		p.Title += " wrap"
	}
	if s.Game.EitherColour {
		p.HowTo = "Press a piece to turn " + reach[s.Shape][0] + ". Make every piece one colour."
	} else {
		p.HowTo = "Press a handle to turn " + reach[s.Shape][1] + ". Open them all (level)."
	}
	p.Status, p.StatusKind = c.status()
	e := c.explanation()
	switch {
	case c.ui.notice.Text != "":
		p.Detail = c.ui.notice
	case e.impossible():
		p.Detail = Notice{Text: c.explainText(e), Kind: KindWarning}
	case c.mode == Editing:
		p.Detail = Notice{Text: "Click a piece to turn just that one over; Done to play."}
	default:
		p.Detail = Notice{Text: keysLine}
	}
	labels := [NumButtons]string{
		BtnSolve: "Solve", BtnHint: "Hint", BtnUndo: "Undo", BtnRedo: "Redo",
		BtnReset: "Reset", BtnNew: "New", BtnGame: "Mode", BtnEdit: "Edit",
		BtnShape: shapeLabel[s.Shape], BtnTorus: "Wrap off", BtnFix: "Fix", BtnFacts: "Facts",
	}
	on := [NumButtons]bool{BtnSolve: c.play != nil, BtnEdit: c.mode == Editing, BtnTorus: s.Torus, BtnFacts: c.ui.overlay == OverlayFacts}
	if c.play != nil {
		labels[BtnSolve] = "Stop"
	}
	if c.mode == Editing {
		labels[BtnEdit] = "Done"
	}
	if s.Torus {
		labels[BtnTorus] = "Wrap on"
	}
	for b := range NumButtons {
		p.Buttons[b] = ButtonView{Label: labels[b], Enabled: c.Allowed(b.Action()), On: on[b]}
	}
	return p
}

// status returns the status line and its kind: the presses and the par
// of the position, the Solve step, or the outcome.
func (c *Controller) status() (string, Kind) {
	n, ok, proven := c.ToGo()
	parText := "impossible to solve"
	if ok {
		parText = fmt.Sprintf("par %d", n)
		if !proven {
			parText = fmt.Sprintf("par ≤ %d (not proven)", n)
		}
	}
	kind := KindPlain
	if !ok {
		kind = KindWarning
	}
	moves := c.model.Moves()
	switch step, steps, _, playing := c.Playback(); {
	case playing:
		return fmt.Sprintf("Solving: step %d of %d", step+1, steps), KindPlain
	case c.mode == Editing:
		return "Editing · " + parText, kind
	case c.model.Solved() && moves > 0:
		st := fmt.Sprintf("Solved in %d %s", moves, plural(moves, "press", "presses"))
		if p, pok := c.Par(); pok {
			st += fmt.Sprintf(" (par %d)", p)
		}
		return st, KindSuccess
	case c.model.Solved():
		return "Solved · press New for a puzzle", KindPlain
	}
	return fmt.Sprintf("Presses %d · %s", moves, parText), kind
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
