package play

import (
	"fmt"
	"time"

	"flip/solver"
)

// Texts are the words on screen.
type Texts struct {
	Title  string // the puzzle's name and board
	HowTo  string // one line on how to play
	Status string // presses and par, or the outcome
	Detail string // a message, or help for the mode
	Par    string // the label between the par buttons: the par New draws at
	Size   string // the label between the size buttons
	Shape  string // the shape button's label
	Torus  string // the torus button's label
}

// reach says which pieces a press changes, for the how-to line.
var reach = map[solver.Shape][2]string{
	solver.Cross:  {"it and its four neighbours over", "it and its four neighbours"},
	solver.RowCol: {"over every piece in its row and column", "every handle in its row and column"},
	solver.King:   {"it and the eight around it over", "it and the eight around it"},
}

// Texts returns the words to show at now.
func (c *Controller) Texts(now time.Duration) Texts {
	s := c.rules.Spec()
	t := Texts{
		Title: fmt.Sprintf("%s  %d×%d", s.Game.Title, s.Width, s.Height),
		Par:   fmt.Sprintf("par %d", c.target),
		Size:  fmt.Sprintf("%d×%d", s.Width, s.Height),
		Shape: shapeLabel[s.Shape],
		Torus: "Wrap off",
	}
	if !c.HasTable() {
		t.Par = "random"
	}
	if s.Torus {
		t.Torus = "Wrap on"
		t.Title += " wrap"
	}
	if s.Game.EitherColour {
		t.HowTo = "Press a piece to turn " + reach[s.Shape][0] + ". Make every piece one colour."
	} else {
		t.HowTo = "Press a handle to turn " + reach[s.Shape][1] + ". Open them all (level)."
	}

	n, ok, proven := c.Par()
	parText := "impossible to solve"
	if ok {
		parText = fmt.Sprintf("par %d", n)
		if !proven {
			parText = fmt.Sprintf("par ≤ %d (not proven)", n)
		}
	}
	moves := c.model.Moves()
	switch step, steps, _, playing := c.Playback(); {
	case playing:
		t.Status = fmt.Sprintf("Solving: step %d of %d", step+1, steps)
	case c.mode == Editing:
		t.Status = "Editing · " + parText
	case c.model.Solved() && moves > 0:
		t.Status = fmt.Sprintf("Solved in %d %s", moves, plural(moves, "press", "presses"))
		if sp, sok := c.StartPar(); sok {
			t.Status += fmt.Sprintf(" (par %d)", sp)
		}
	case c.model.Solved():
		t.Status = "Solved · press New for a puzzle"
	default:
		t.Status = fmt.Sprintf("Presses %d · %s", moves, parText)
	}
	switch {
	case c.notice != "":
		t.Detail = c.notice
	case c.mode == Editing:
		t.Detail = "Click a piece to turn just that one over; Edit again to play."
	default:
		t.Detail = "Keys: arrows and Space · U undo · R redo · H hint · S solve · N new"
	}
	return t
}

var shapeLabel = map[solver.Shape]string{
	solver.Cross:  "Shape: cross",
	solver.RowCol: "Shape: row+col",
	solver.King:   "Shape: king",
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
