package play

import (
	"errors"
	"fmt"
	"time"

	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// Allowed reports whether an intent with action a would do anything now.
// It is the one rule for every way in: the view enables a button by it,
// and Do refuses what it refuses — saying why, where the player could not
// see it from the screen — whether a click, a key or a queued intent
// asked.
func (c *Controller) Allowed(a Action) bool { return c.refusal(a) == "" }

// refusal says why a is refused now: "" when it is allowed, refusedQuiet
// when a disabled button says it already. What an action does while
// Solve plays is its row's in the action table; the cases below are the
// rules of their own.
func (c *Controller) refusal(a Action) string {
	playing := c.play != nil
	switch r := a.row(); {
	case playing && r.solve == solveRefused && r.solveWhy != "":
		return r.solveWhy
	case playing && r.solve == solveRefused, !playing && r.solve == solveOnly:
		return refusedQuiet
	}
	w, h := c.rules.Width(), c.rules.Height()
	finished := c.SolvedBy() != ""
	ok := true
	switch a {
	case ActPress, ActPressCursor:
		switch {
		case c.mode == Playing && finished:
			return "Solved! " + labelNext + " starts a new one; Undo takes a press back."
		case c.mode == Playing && c.judge.Par().OK && c.judge.Par().N == 0 && c.model.Moves() == 0:
			// A puzzle that starts solved has nothing to play: a press
			// would only unsolve it.
			return "This puzzle starts solved: New draws one to play."
		}
	// Undo, Redo and Reset during Solve stop it first (see Do).
	case ActUndo:
		ok = c.model.CanUndo() || c.shelf.canGoBack()
	case ActRedo:
		ok = c.model.CanRedo()
	case ActReset:
		ok = c.model.CanReset()
	case ActParDown:
		ok = c.target > 1
	case ActParUp:
		ok = c.target < c.rules.DrawMax()
	case ActSizeDown:
		ok = w > MinPickSize || h != w
	case ActSizeUp:
		ok = w < MaxPickSize || h != w
	case ActTorus:
		ok = c.rules.Spec().Shape != solver.RowCol // wrap changes nothing for a whole row and column
	case ActFix:
		e := c.judge.explanation(c.model, c.mode)
		ok = e.Impossible() && e.FixErr == nil
	case ActClose:
		ok = c.screen.Overlay() != ""
	case ActNext:
		ok = finished
	case ActLearn:
		if playing && !c.coaching {
			return "The coach waits while Solve plays: Esc stops it."
		}
	case ActTable:
		if why := c.tableRefusal(); why != "" {
			return why
		}
	case ActNone:
		ok = false
	}
	if !ok {
		return refusedQuiet
	}
	return ""
}

// refusedQuiet is the refusal of an action whose button shows it disabled.
const refusedQuiet = "-"

// apply carries out an intent that may run now.
func (c *Controller) apply(in Intent, now time.Duration) {
	if why := c.refusal(in.Action); why != "" {
		if why != refusedQuiet {
			c.screen.Notify(KindWarning, why)
		}
		return
	}
	c.screen.changed()
	if c.screen.Overlay() == OverlayMenu && !in.Action.keepsMenu() {
		c.screen.setOverlay("") // what follows is played on the board: the menu makes way
	}
	switch in.Action {
	case ActPress:
		if in.Cell < 0 || in.Cell >= c.rules.Cells() {
			return
		}
		c.press(in.Cell, now)
		c.sayPress(in.Cell)
	case ActPressCursor:
		cell := c.screen.cursorPress()
		c.press(cell, now)
		c.sayPress(cell)
	case ActUndo:
		if changed, ok := c.model.Undo(); ok {
			c.judge.startChanged(c.model)
			c.turned(changed, now)
			c.present().sayStanding("Undone. ")
		} else if c.shelf.canGoBack() {
			c.backToLeft(now)
		}
	case ActRedo:
		if changed, ok := c.model.Redo(); ok {
			c.judge.startChanged(c.model)
			c.turned(changed, now)
			c.present().sayStanding("Redone. ")
		}
	case ActFix:
		c.fix(now)
	case ActFacts:
		c.toggleOverlay(OverlayFacts)
	case ActHelp:
		c.toggleOverlay(OverlayHelp)
	case ActStats:
		c.toggleOverlay(OverlayStats)
	case ActNext:
		c.newPuzzle(now)
	case ActPace:
		c.fast = !c.fast
		c.keep.SetUnsaved(true)
		if c.play != nil {
			c.play.fast = c.fast
		}
	case ActSkip:
		c.skip(now)
	case ActTheme:
		c.screen.Prefs().cycleTheme()
		c.keep.SetUnsaved(true)
	case ActShare:
		c.share()
	case ActDaily:
		c.openDaily(record.Day(c.keep.Today()), now)
	case ActClose:
		c.screen.setOverlay("")
		c.present().sayStanding("Closed. ")
	case ActReset:
		if changed, ok := c.model.Reset(); ok {
			c.turned(changed, now)
			c.present().sayStanding("Back to the start. ")
		}
	case ActNew:
		c.newPuzzle(now)
	case ActSolve:
		if c.play != nil {
			c.stopSaying()
		} else {
			c.solve(now)
		}
	case ActStop:
		switch {
		case c.screen.Overlay() != "" && c.play == nil:
			c.screen.setOverlay("") // Esc closes the overlay first
			c.present().sayStanding("Closed. ")
		case c.play == nil && c.mode == Editing:
			c.mode = Playing // and leaves edit mode
			c.present().sayStanding("Editing done. ")
		case c.play == nil:
			c.toggleOverlay(OverlayMenu) // with nothing else open, Esc opens the menu
		default:
			c.stopSaying()
		}
	case ActMenu:
		c.toggleOverlay(OverlayMenu)
	case ActLearn:
		c.learn()
	case ActTable:
		c.toggleTable()
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
			c.anim.celebrate(false, false)
			if !c.g.Daily.IsZero() {
				c.editDaily()
			}
		}
		c.screen.clearHint()
	case ActParDown:
		c.target--
		c.keep.SetUnsaved(true)
	case ActParUp:
		c.target++
		c.keep.SetUnsaved(true)
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
		if s.Shape == solver.RowCol {
			s.Torus = false // the same rules: one game, not two
		}
		c.switchSpec(s, now)
	case ActTorus:
		s := c.rules.Spec()
		s.Torus = !s.Torus
		c.switchSpec(s, now)
	case ActColours:
		s := c.rules.Spec()
		c.switchSpec(s.WithColours(s.K()%solver.MaxColours+1+s.K()/solver.MaxColours), now)
	case ActCursor:
		c.screen.moveCursor(in.DX, in.DY, c.rules.Width(), c.rules.Height())
		return
	}
	c.coachUpdate()
}

// editDaily turns the daily on screen into a puzzle of the player's own
// for editing: a new game from the position on screen, no longer the
// daily (its header, address, Share and statistics say so). The daily
// stays as it was, and Undo goes back to it.
func (c *Controller) editDaily() {
	c.leave()
	c.use(&puzzle.Game{ID: c.newID(), Model: puzzle.NewColourModel(c.rules, c.model.Position())})
	c.touch()
	c.screen.Notify(KindInfo, "Editing makes this a puzzle of your own: it no longer counts as today's daily. Undo goes back to the daily.")
}

// press makes a press (or, in edit mode, turns over one piece: the edited
// position becomes the puzzle's start).
func (c *Controller) press(cell int, now time.Duration) {
	if c.mode == Editing {
		c.model.Toggle(cell)
		c.judge.startChanged(c.model)
		var one solver.Board
		one.Set(cell, true)
		c.turned(one, now)
		return
	}
	if !c.g.Counted {
		c.g.Counted = true
		c.logGame(func(e *record.Entry) { e.Played = true })
	}
	c.g.BySolve = false
	if c.coachOn() {
		c.g.Coached = true
	}
	c.turned(c.model.Press(cell), now)
}

// fix turns over the fewest pieces that make the position solvable, as an
// edit: the result is the puzzle's new start, and Undo takes it back.
func (c *Controller) fix(now time.Duration) {
	e := c.judge.explanation(c.model, c.mode)
	cells := append([]int(nil), e.Steps...)
	if !e.Exact {
		// Fix picks, of the fewest steps, those that leave the lowest
		// par for this very position.
		if t, _, err := c.rules.MakeSolvable(c.model.Position()); err == nil && len(t) > 0 {
			cells = t
		}
	}
	changed := c.model.Fix(cells)
	c.judge.startChanged(c.model)
	c.turned(changed, now)
	c.screen.Notify(KindInfo, c.present().fixWords(cells))
}

// alreadySolved is what Solve and Hint say on a solved position: it
// names the button that draws another puzzle as it reads.
func (c *Controller) alreadySolved() string {
	return "Already solved: " + c.present().newLabel() + " draws another puzzle."
}

func (c *Controller) solve(now time.Duration) {
	c.mode = Playing
	a, err := c.judge.solveNow(c.model)
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.screen.Notify(KindWarning, "No sequence of presses solves this position.")
	case err != nil:
		c.screen.Notify(KindError, "Cannot solve: "+err.Error())
	case len(a.Presses) == 0:
		c.screen.Notify(KindInfo, c.alreadySolved())
	default:
		c.queue = c.queue[:0]
		c.screen.clearHint()
		c.play = &playback{presses: a.Presses, at: max(now, c.anim.end), fast: c.fast, flip: c.anim.dur}
	}
}

// stopSaying stops a playback at the player's word (Solve clicked again,
// Esc) and says how far it went, as a click on the board does.
func (c *Controller) stopSaying() {
	words := ""
	if p := c.play; p != nil {
		words = p.stopWords()
	}
	c.stop()
	if words != "" {
		c.screen.Notify(KindInfo, words)
	}
}

// stop ends a playback and drops the presses waiting their turn.
func (c *Controller) stop() {
	c.queue = c.queue[:0]
	if c.play != nil {
		c.play = nil
		c.screen.changed()
	}
}

func (c *Controller) showHint(now time.Duration) {
	c.mode = Playing
	cell, err := c.judge.hintCell(c.model, c.coachNext())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.screen.Notify(KindWarning, "No hint: no sequence of presses solves this position.")
	case err != nil:
		c.screen.Notify(KindError, "No hint: "+err.Error())
	case cell < 0:
		c.screen.Notify(KindInfo, c.alreadySolved())
	case c.screen.ringed() == cell:
		// Both steps are on the board already: say them again, free.
		c.screen.Notify(KindInfo, c.present().cellWords(cell)+" "+c.hintWhat()+": press it.")
	default:
		first := !c.g.Assisted
		c.g.Assisted = true
		c.g.Hints++
		c.touch() // the help is part of the game's record
		w := c.rules.Width()
		var words string
		if c.screen.hintArea() == nil {
			// The first step: the row that holds the press.
			row := cell / w
			var area []int
			for i := range w {
				area = append(area, row*w+i)
			}
			c.screen.ringHint(cell, area, now)
			words = fmt.Sprintf("Hint: a press in row %d %s. Hint again shows which.", row+1, c.hintWhat())
		} else {
			c.screen.ringHint(cell, nil, now)
			words = fmt.Sprintf("Hint: press row %d, column %d.", cell/w+1, cell%w+1)
		}
		if first {
			// Said before the player relies on it: the price of help.
			words += " " + helpedNote
		}
		c.screen.Notify(KindInfo, words)
	}
}

// sayPress announces a press (or an edit's toggle) and where the puzzle
// stands after it.
func (c *Controller) sayPress(cell int) {
	verb := "pressed"
	switch {
	case c.mode == Editing && c.colours() > 2:
		pos := c.model.Position()
		verb = fmt.Sprintf("turned to colour %d of %d", pos.Get(cell)+1, c.colours())
	case c.mode == Editing:
		verb = "turned over"
	}
	c.present().sayStanding(c.present().cellWords(cell) + " " + verb + ". ")
}

// sayPuzzle announces the puzzle now on screen.
func (c *Controller) sayPuzzle() {
	s := c.rules.Spec()
	words := fmt.Sprintf("%s %d by %d", s.Game.Title, s.Width, s.Height)
	if k := s.K(); k > 2 {
		words += fmt.Sprintf(", %d colours", k)
	}
	if !c.g.Daily.IsZero() {
		words = fmt.Sprintf("%s daily puzzle number %d", s.Game.Title, record.DailyNumber(c.g.Daily))
	}
	c.present().sayStanding(words + ". ")
}
