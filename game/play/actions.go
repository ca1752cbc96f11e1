package play

import (
	"errors"
	"fmt"
	"time"

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
	playing := c.stage.Playing()
	switch r := a.row(); {
	case playing && r.solve == solveRefused && r.solveWhy != "":
		return r.solveWhy
	case playing && r.solve == solveRefused, !playing && r.solve == solveOnly:
		return refusedQuiet
	}
	w, h := c.shelf.Rules().Width(), c.shelf.Rules().Height()
	finished := func() bool { return c.SolvedBy() != "" } // asked only by the actions it concerns: the panel asks of every button each frame
	ok := true
	switch a {
	case ActPress, ActPressCursor:
		switch {
		case c.shelf.Mode() == Playing && finished():
			return "Solved! " + labelNext + " starts a new one; Undo takes a press back."
		case c.shelf.Mode() == Playing && c.judge.Par().OK && c.judge.Par().N == 0 && c.shelf.Model().Moves() == 0:
			// A puzzle that starts solved has nothing to play: a press
			// would only unsolve it.
			return "This puzzle starts solved: New draws one to play."
		}
	// Undo, Redo and Reset during Solve stop it first (see Do).
	case ActUndo:
		ok = c.shelf.Model().CanUndo() || c.shelf.canGoBack()
	case ActRedo:
		ok = c.shelf.Model().CanRedo()
	case ActReset:
		ok = c.shelf.Model().CanReset()
	case ActParDown:
		ok = c.shelf.Target() > 1
	case ActParUp:
		ok = c.shelf.Target() < c.shelf.Rules().DrawMax()
	case ActSizeDown:
		ok = w > MinPickSize || h != w
	case ActSizeUp:
		ok = w < MaxPickSize || h != w
	case ActTorus:
		ok = c.shelf.Rules().Spec().Shape != solver.RowCol // wrap changes nothing for a whole row and column
	case ActFix:
		e := c.judge.explanation(c.shelf.Model(), c.shelf.Mode())
		ok = e.Impossible() && e.FixErr == nil
	case ActClose:
		ok = c.screen.Overlay() != ""
	case ActNext:
		ok = finished()
	case ActLearn:
		if playing && !c.coaching {
			return "The coach waits while Solve plays: Esc stops it."
		}
	case ActTable:
		if why := tableRefusal(c.shelf.Rules()); why != "" {
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
		if in.Cell < 0 || in.Cell >= c.shelf.Rules().Cells() {
			return
		}
		c.press(in.Cell, now)
		c.present().sayPress(in.Cell)
	case ActPressCursor:
		cell := c.screen.cursorPress()
		c.press(cell, now)
		c.present().sayPress(cell)
	case ActUndo:
		if changed, ok := c.shelf.Model().Undo(); ok {
			c.judge.startChanged(c.shelf.Model())
			c.turned(changed, now)
			c.present().sayStanding("Undone. ")
		} else if c.shelf.canGoBack() {
			// Back to the game New, Next, Daily or Edit left, with its
			// presses and its undo list: Undo at the start of the game
			// on screen.
			g := c.shelf.back()
			c.stop()
			c.shelf.setMode(Playing)
			c.use(g)
			c.turned(solver.Full(c.shelf.Rules().Cells()), now)
			c.present().sayStanding("Back to the game you left. ")
		}
	case ActRedo:
		if changed, ok := c.shelf.Model().Redo(); ok {
			c.judge.startChanged(c.shelf.Model())
			c.turned(changed, now)
			c.present().sayStanding("Redone. ")
		}
	case ActFix:
		c.fix(now)
	case ActFacts:
		c.present().toggleOverlay(OverlayFacts)
	case ActHelp:
		c.present().toggleOverlay(OverlayHelp)
	case ActStats:
		c.present().toggleOverlay(OverlayStats)
	case ActNext:
		c.newPuzzle(now)
	case ActPace:
		c.stage.togglePace()
		c.keep.SetUnsaved(true)
	case ActSkip:
		// The rest of Solve's answer at once.
		changed := c.stage.skip(c.shelf.Model())
		g := c.shelf.Game()
		g.Assisted, g.BySolve = true, true
		c.turned(changed, c.stage.settled(now))
		c.present().sayStanding("Skipped to the end of Solve. ")
	case ActTheme:
		c.screen.Prefs().cycleTheme()
		c.keep.SetUnsaved(true)
	case ActShare:
		c.screen.share(shareOf(c.shelf.Game(), c.judge.Par(), c.SolvedBy() == SolvedByPlayer))
	case ActDaily:
		c.openDaily(record.Day(c.keep.Today()), now)
	case ActClose:
		c.screen.setOverlay("")
		c.present().sayStanding("Closed. ")
	case ActReset:
		if changed, ok := c.shelf.Model().Reset(); ok {
			c.turned(changed, now)
			c.present().sayStanding("Back to the start. ")
		}
	case ActNew:
		c.newPuzzle(now)
	case ActSolve:
		if !c.stage.Playing() {
			c.solve(now)
		} else if words := c.stop(); words != "" {
			c.screen.Notify(KindInfo, words) // stopped at the player's word: how far it went
		}
	case ActStop:
		switch {
		case c.screen.Overlay() != "" && !c.stage.Playing():
			c.screen.setOverlay("") // Esc closes the overlay first
			c.present().sayStanding("Closed. ")
		case !c.stage.Playing() && c.shelf.Mode() == Editing:
			c.shelf.setMode(Playing) // and leaves edit mode
			c.present().sayStanding("Editing done. ")
		case !c.stage.Playing():
			c.present().toggleOverlay(OverlayMenu) // with nothing else open, Esc opens the menu
		default:
			if words := c.stop(); words != "" {
				c.screen.Notify(KindInfo, words)
			}
		}
	case ActMenu:
		c.present().toggleOverlay(OverlayMenu)
	case ActLearn:
		c.learn()
	case ActTable:
		// At the player's word (T): a table the player opens stays open
		// until they close it.
		if k := c.shelf.Game().Coach; k != nil {
			k.LeaveTable()
		}
		c.present().toggleOverlay(OverlayTable)
	case ActHint:
		c.showHint(now)
	case ActGame:
		s := c.shelf.Rules().Spec()
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
		if c.shelf.Mode() == Editing {
			c.shelf.setMode(Playing)
		} else {
			c.shelf.setMode(Editing)
			c.stage.celebrate(false, false)
			if !c.shelf.Game().Daily.IsZero() {
				// The daily becomes a puzzle of the player's own for
				// editing: a new game from the position on screen, no
				// longer the daily (its header, address, Share and
				// statistics say so). The daily stays as it was, and
				// Undo goes back to it.
				c.shelf.leaveShown()
				c.use(c.shelf.newGame(c.shelf.Rules(), c.shelf.Model().Position()))
				c.keep.Touch(c.shelf.Game())
				c.screen.Notify(KindInfo, "Editing makes this a puzzle of your own: it no longer counts as today's daily. Undo goes back to the daily.")
			}
		}
		c.screen.clearHint()
	case ActParDown:
		c.shelf.setTarget(c.shelf.Target() - 1)
		c.keep.SetUnsaved(true)
	case ActParUp:
		c.shelf.setTarget(c.shelf.Target() + 1)
		c.keep.SetUnsaved(true)
	case ActSizeDown, ActSizeUp:
		s := c.shelf.Rules().Spec()
		n := s.Width + 1
		if in.Action == ActSizeDown {
			n = s.Width - 1
		}
		s.Width = min(max(n, MinPickSize), MaxPickSize)
		s.Height = s.Width
		c.switchSpec(s, now)
	case ActShape:
		s := c.shelf.Rules().Spec()
		s.Shape = solver.Shapes[(int(s.Shape)+1)%len(solver.Shapes)]
		if s.Shape == solver.RowCol {
			s.Torus = false // the same rules: one game, not two
		}
		c.switchSpec(s, now)
	case ActTorus:
		s := c.shelf.Rules().Spec()
		s.Torus = !s.Torus
		c.switchSpec(s, now)
	case ActColours:
		s := c.shelf.Rules().Spec()
		c.switchSpec(s.WithColours(s.K()%solver.MaxColours+1+s.K()/solver.MaxColours), now)
	case ActCursor:
		c.screen.moveCursor(in.DX, in.DY, c.shelf.Rules().Width(), c.shelf.Rules().Height())
		return
	}
	c.coachUpdate()
}

// press makes a press (or, in edit mode, turns over one piece: the edited
// position becomes the puzzle's start).
func (c *Controller) press(cell int, now time.Duration) {
	if c.shelf.Mode() == Editing {
		c.shelf.Model().Toggle(cell)
		c.judge.startChanged(c.shelf.Model())
		var one solver.Board
		one.Set(cell, true)
		c.turned(one, now)
		return
	}
	if !c.shelf.Game().Counted {
		c.shelf.Game().Counted = true
		c.keep.Note(c.shelf.Game(), func(e *record.Entry) { e.Played = true })
	}
	c.shelf.Game().BySolve = false
	if c.coachOn() {
		c.shelf.Game().Coached = true
	}
	c.turned(c.shelf.Model().Press(cell), now)
}

// fix turns over the fewest pieces that make the position solvable, as an
// edit: the result is the puzzle's new start, and Undo takes it back.
func (c *Controller) fix(now time.Duration) {
	e := c.judge.explanation(c.shelf.Model(), c.shelf.Mode())
	cells := append([]int(nil), e.Steps...)
	if !e.Exact {
		// Fix picks, of the fewest steps, those that leave the lowest
		// par for this very position.
		if t, _, err := c.shelf.Rules().MakeSolvable(c.shelf.Model().Position()); err == nil && len(t) > 0 {
			cells = t
		}
	}
	changed := c.shelf.Model().Fix(cells)
	c.judge.startChanged(c.shelf.Model())
	c.turned(changed, now)
	c.screen.Notify(KindInfo, c.present().fixWords(cells))
}

// alreadySolved is what Solve and Hint say on a solved position: it
// names the button that draws another puzzle as it reads (newLabel).
func alreadySolved(newLabel string) string {
	return "Already solved: " + newLabel + " draws another puzzle."
}

func (c *Controller) solve(now time.Duration) {
	c.shelf.setMode(Playing)
	a, err := c.judge.solveNow(c.shelf.Model())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.screen.Notify(KindWarning, "No sequence of presses solves this position.")
	case err != nil:
		c.screen.Notify(KindError, "Cannot solve: "+err.Error())
	case len(a.Presses) == 0:
		c.screen.Notify(KindInfo, alreadySolved(c.present().newLabel()))
	default:
		c.screen.clearHint()
		c.stage.startPlayback(a.Presses, now)
	}
}

func (c *Controller) showHint(now time.Duration) {
	c.shelf.setMode(Playing)
	cell, err := c.judge.hintCell(c.shelf.Model(), c.coachNext())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.screen.Notify(KindWarning, "No hint: no sequence of presses solves this position.")
	case err != nil:
		c.screen.Notify(KindError, "No hint: "+err.Error())
	case cell < 0:
		c.screen.Notify(KindInfo, alreadySolved(c.present().newLabel()))
	case c.screen.ringed() == cell:
		// Both steps are on the board already: say them again, free.
		c.screen.Notify(KindInfo, c.present().cellWords(cell)+" "+c.present().hintWhat()+": press it.")
	default:
		first := !c.shelf.Game().Assisted
		c.shelf.Game().Assisted = true
		c.shelf.Game().Hints++
		c.keep.Touch(c.shelf.Game()) // the help is part of the game's record
		w := c.shelf.Rules().Width()
		var words string
		if c.screen.hintArea() == nil {
			// The first step: the row that holds the press.
			row := cell / w
			var area []int
			for i := range w {
				area = append(area, row*w+i)
			}
			c.screen.ringHint(cell, area, now)
			words = fmt.Sprintf("Hint: a press in row %d %s. Hint again shows which.", row+1, c.present().hintWhat())
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
func (c *presenter) sayPress(cell int) {
	verb := "pressed"
	switch {
	case c.mode == Editing && c.colours() > 2:
		pos := c.model.Position()
		verb = fmt.Sprintf("turned to colour %d of %d", pos.Get(cell)+1, c.colours())
	case c.mode == Editing:
		verb = "turned over"
	}
	c.sayStanding(c.cellWords(cell) + " " + verb + ". ")
}

// sayPuzzle announces the puzzle now on screen.
func (c *presenter) sayPuzzle() {
	s := c.rules.Spec()
	words := fmt.Sprintf("%s %d by %d", s.Game.Title, s.Width, s.Height)
	if k := s.K(); k > 2 {
		words += fmt.Sprintf(", %d colours", k)
	}
	if !c.g.Daily.IsZero() {
		words = fmt.Sprintf("%s daily puzzle number %d", s.Game.Title, record.DailyNumber(c.g.Daily))
	}
	c.sayStanding(words + ". ")
}
