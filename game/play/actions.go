package play

import (
	"errors"
	"fmt"
	"time"

	"flip/solver"
)

// Allowed reports whether a intent with action a would do anything now.
// It is the one rule for every way in: the view enables a button by it,
// and apply refuses what it refuses, whether a click, a key or a queued
// intent asked.
func (c *Controller) Allowed(a Action) bool {
	playing := c.play != nil
	w, h := c.rules.Width(), c.rules.Height()
	switch a {
	case ActUndo:
		return !playing && c.model.CanUndo()
	case ActRedo:
		return !playing && c.model.CanRedo()
	case ActReset:
		return !playing && c.model.CanReset()
	case ActParDown:
		return exactDraw(c.rules) && c.target > 1
	case ActParUp:
		return exactDraw(c.rules) && c.target < c.MaxTarget()
	case ActSizeDown:
		return w > MinPickSize || h != w
	case ActSizeUp:
		return w < MaxPickSize || h != w
	case ActFix:
		e := c.explanation()
		return !playing && e.impossible() && e.fixErr == nil
	case ActClose:
		return c.ui.overlay != ""
	case ActNone:
		return false
	}
	return true
}

// apply carries out an intent that may run now.
func (c *Controller) apply(in Intent, now time.Duration) {
	if !c.Allowed(in.Action) {
		return
	}
	c.version++
	switch in.Action {
	case ActPress:
		if in.Cell < 0 || in.Cell >= c.rules.Cells() {
			return
		}
		c.press(in.Cell, now)
	case ActPressCursor:
		c.ui.cursorShown = true
		c.press(c.ui.cursor, now)
	case ActUndo:
		if changed, ok := c.model.Undo(); ok {
			c.startChanged()
			c.turned(changed, now)
		}
	case ActRedo:
		if changed, ok := c.model.Redo(); ok {
			c.startChanged()
			c.turned(changed, now)
		}
	case ActFix:
		c.fix(now)
	case ActFacts:
		if c.ui.overlay == OverlayFacts {
			c.ui.overlay = ""
		} else {
			c.ui.overlay = OverlayFacts
		}
	case ActClose:
		c.ui.overlay = ""
	case ActReset:
		if changed, ok := c.model.Reset(); ok {
			c.turned(changed, now)
		}
	case ActNew:
		c.newPuzzle(now)
	case ActSolve:
		if c.play != nil {
			c.stop()
		} else {
			c.solve(now)
		}
	case ActStop:
		if c.ui.overlay != "" && c.play == nil {
			c.ui.overlay = "" // Esc closes the overlay first
			return
		}
		c.stop()
	case ActHint:
		c.showHint(now)
	case ActGame:
		s := c.rules.Spec()
		g := solver.Games[0]
		for i, x := range solver.Games {
			if x == s.Game {
				g = solver.Games[(i+1)%len(solver.Games)]
			}
		}
		s.Game, s.Shape, s.Torus = g, g.Shape, false
		c.switchSpec(s, now)
	case ActEdit:
		c.stop()
		if c.mode == Editing {
			c.mode = Playing
		} else {
			c.mode = Editing
			c.anim.celebrate(false)
		}
		c.ui.hint = -1
	case ActParDown:
		c.target--
	case ActParUp:
		c.target++
	case ActSizeDown, ActSizeUp:
		s := c.rules.Spec()
		n := s.Width + 1
		if in.Action == ActSizeDown {
			n = s.Width - 1
		}
		s.Width = min(max(n, MinPickSize), MaxPickSize)
		s.Height = s.Width
		c.switchSpec(s, now)
	case ActShape:
		s := c.rules.Spec()
		s.Shape = solver.Shapes[(int(s.Shape)+1)%len(solver.Shapes)]
		c.switchSpec(s, now)
	case ActTorus:
		s := c.rules.Spec()
		s.Torus = !s.Torus
		c.switchSpec(s, now)
	case ActCursor:
		c.ui.moveCursor(in.DX, in.DY, c.rules.Width(), c.rules.Height())
	}
}

// press makes a press (or, in edit mode, turns over one piece: the edited
// position becomes the puzzle's start).
func (c *Controller) press(cell int, now time.Duration) {
	if c.mode == Editing {
		c.model.Toggle(cell)
		c.startChanged()
		var one solver.Board
		one.Set(cell, true)
		c.turned(one, now)
		return
	}
	c.turned(c.model.Press(cell), now)
}

// fix turns over the fewest pieces that make the position solvable, as an
// edit: the result is the puzzle's new start, and Undo takes it back.
func (c *Controller) fix(now time.Duration) {
	e := c.explanation()
	cells := append([]int(nil), e.toggles...)
	changed := c.model.Fix(cells)
	c.startChanged()
	c.turned(changed, now)
	c.Notify(KindInfo, "Turned over "+cellNames(cells, c.rules.Width())+" to make it solvable.")
}

// startChanged recomputes the puzzle's par when undo, redo or Fix moved
// to another start.
func (c *Controller) startChanged() {
	if start := c.model.Start(); start != c.parStart {
		c.par = c.book.distance(c.rules, start)
		c.parStart = start
	}
}

// alreadySolved is what Solve and Hint say on a solved position.
const alreadySolved = "Already solved: press New for another puzzle."

func (c *Controller) solve(now time.Duration) {
	c.mode = Playing
	a, err := c.rules.Solve(c.model.Board())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.Notify(KindWarning, "No sequence of presses solves this position.")
	case err != nil:
		c.Notify(KindError, "Cannot solve: "+err.Error())
	case len(a.Presses) == 0:
		c.Notify(KindInfo, alreadySolved)
	default:
		c.queue = c.queue[:0]
		c.ui.hint = -1
		c.play = &playback{presses: a.Presses, at: max(now, c.anim.end)}
	}
}

// stop ends a playback and drops the presses waiting their turn.
func (c *Controller) stop() {
	c.queue = c.queue[:0]
	if c.play != nil {
		c.play = nil
		c.version++
	}
}

func (c *Controller) showHint(now time.Duration) {
	c.mode = Playing
	cell, err := c.rules.Hint(c.model.Board())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.Notify(KindWarning, "No hint: no sequence of presses solves this position.")
	case err != nil:
		c.Notify(KindError, "No hint: "+err.Error())
	case cell < 0:
		c.Notify(KindInfo, alreadySolved)
	default:
		c.ui.hint, c.ui.hintAt = cell, now
		w := c.rules.Width()
		c.Notify(KindInfo, fmt.Sprintf("Hint: press row %d, column %d.", cell/w+1, cell%w+1))
	}
}

func (c *Controller) newPuzzle(now time.Duration) {
	c.stop()
	c.mode = Playing
	b, err := c.book.draw(c.rules, c.target)
	if err != nil {
		c.Notify(KindError, "New puzzle: "+err.Error())
		return
	}
	c.load(c.rules, b)
	c.turned(solver.Full(c.rules.Cells()), now)
}

// switchSpec changes the rules and draws a new puzzle under them.
func (c *Controller) switchSpec(s solver.Spec, now time.Duration) {
	r, err := c.book.rules(s)
	if err != nil {
		c.Notify(KindError, err.Error())
		return
	}
	c.stop()
	c.mode = Playing
	c.target = min(c.target, maxTarget(r))
	b, err := c.book.draw(r, c.target)
	if err != nil {
		// On some boards every press keeps a solved board solved: there
		// is no puzzle to draw, so show a solved one and say why.
		c.load(r, r.Goals()[0])
		c.Notify(KindWarning, "Every position of this board that can be solved is already solved: try another size or shape.")
	} else {
		c.load(r, b)
	}
	c.turned(solver.Full(r.Cells()), now)
}
