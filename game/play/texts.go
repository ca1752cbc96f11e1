package play

import (
	"fmt"
	"strings"

	"flip/game/record"
	"flip/solver"
)

// reach says which pieces a press changes, for the how-to line.
var reach = map[solver.Shape][2]string{
	solver.Cross:  {"it and its four neighbours over", "it and its four neighbours"},
	solver.RowCol: {"over every piece in its row and column", "every handle in its row and column"},
	solver.King:   {"it and the eight around it over", "it and the eight around it"},
}

// colourReach says which pieces a press moves on in K colours.
var colourReach = map[solver.Shape]string{
	solver.Cross:  "it and its four neighbours",
	solver.RowCol: "every piece in its row and column",
	solver.King:   "it and the eight around it",
}

// gameShort names each game on the button that switches it.
var gameShort = map[string]string{"flip": "Flip", "fridge": "Fridge"}

var shapeLabel = map[solver.Shape]string{
	solver.Cross:  "Shape: cross",
	solver.RowCol: "Shape: row+col",
	solver.King:   "Shape: king",
}

// keysLine is the help line under the status when nothing else is said;
// touchLine takes its place where there is no keyboard (see keyboard).
// Its keys are the action table's.
var keysLine = keyList("Keys: "+keyLabel(ActCursor)+" and "+keyLabel(ActPressCursor),
	keyItem(ActUndo, "undo"), keyItem(ActRedo, "redo"), keyItem(ActHint, "hint"), keyItem(ActLearn, "learn"),
	keyItem(ActSolve, "solve"), keyItem(ActNew, "new"), keyItem(ActStop, "menu"), keyItem(ActHelp, "help"))

const touchLine = "Tap a piece to press it. Help explains the rules and the par."

// keyList joins a list of keys and what they do with " · ", the words of
// each item held together by no-break spaces: the renderer breaks a line
// at a space, so that a key is never parted from its word.
func keyList(items ...string) string {
	for i, it := range items {
		items[i] = strings.ReplaceAll(it, " ", nbsp)
	}
	return strings.Join(items, " · ")
}

// nbsp is the no-break space.
const nbsp = "\u00a0"

// The labels of buttons the panel's words name: New and Next puzzle
// share a place (Next puzzle once the puzzle is finished), and Edit reads
// Done while editing.
const (
	labelNew  = "New"
	labelNext = "Next puzzle"
	labelDone = "Done"
)

// newLabel returns the label of the button in New's place as the panel
// shows it (see panel): Next puzzle once the puzzle is finished.
func (c *presenter) newLabel() string {
	if c.by != "" && c.mode == Playing && !c.solve.on {
		return labelNext
	}
	return labelNew
}

// panel returns the words and buttons on screen.
func (c *presenter) panel() Panel {
	s := c.rules.Spec()
	p := Panel{
		Title: fmt.Sprintf("%s  %d×%d", s.Game.Title, s.Width, s.Height),
		Par:   Label{Caption: "next puzzle", Value: fmt.Sprintf("par %d", c.target)},
		Size:  Label{Caption: "board", Value: fmt.Sprintf("%d×%d", s.Width, s.Height)},
	}
	if s.Torus {
		p.Title += " wrap"
	}
	if !c.g.Daily.IsZero() {
		p.Title = fmt.Sprintf("%s · daily #%d", s.Game.Title, record.DailyNumber(c.g.Daily))
	}
	if k := s.K(); k > 2 {
		p.Cycle = k // the cycle after the title shows the K colours
	}
	if c.mode == Editing {
		p.HowTo = c.editHowTo()
	} else if k := s.K(); k > 2 {
		if s.Game.EitherColour {
			p.HowTo = fmt.Sprintf("Press a piece to move %s one colour on (of %d). Make every piece one colour.", colourReach[s.Shape], k)
		} else {
			p.HowTo = fmt.Sprintf("Press a handle to turn %s one step on (of %d). Open them all.", reach[s.Shape][1], k)
		}
	} else if s.Game.EitherColour {
		p.HowTo = "Press a piece to turn " + reach[s.Shape][0] + ". Make every piece one colour."
	} else {
		p.HowTo = "Press a handle to turn " + reach[s.Shape][1] + ". Open them all (level)."
	}
	p.Status, p.StatusKind = c.status()
	e := c.judge.explanation(c.model, c.mode)
	rv := c.lookBack()
	switch {
	case c.screen.Notice().Text != "":
		p.Detail = c.screen.Notice()
	case rv != nil && c.mode == Playing:
		p.Detail = Notice{Text: rv.words, Kind: KindInfo}
	case e.Impossible():
		// The coach says the same, with "No method can solve it" before.
		p.Detail = Notice{Text: c.explainText(e), Kind: KindWarning}
	case c.coach.on && c.mode == Playing:
		p.Detail = Notice{Text: c.g.Coach.Step().Why, Kind: KindInfo}
	case c.mode == Editing:
		p.Detail = Notice{Text: c.editDetail()}
	case !c.screen.keyboard():
		p.Detail = Notice{Text: touchLine}
	default:
		p.Detail = Notice{Text: keysLine}
	}
	finished := c.by != "" && c.mode == Playing
	menu := c.screen.Overlay() == OverlayMenu
	on := [NumButtons]bool{
		BtnSolve: c.solve.on, BtnEdit: c.mode == Editing, BtnTorus: s.Torus,
		BtnFacts: c.screen.Overlay() == OverlayFacts, BtnStats: c.screen.Overlay() == OverlayStats,
		BtnHelp: c.screen.Overlay() == OverlayHelp, BtnPace: c.solve.fast, BtnNext: finished,
		BtnDaily: !c.g.Daily.IsZero(), BtnMenu: menu, BtnLearn: c.coach.learn,
	}
	// New and Next share a place, as do Hint and Skip: Next once the
	// puzzle is finished, Skip while Solve plays.
	hidden := [NumButtons]bool{
		BtnNext: !finished || c.solve.on, BtnNew: finished && !c.solve.on,
		BtnSkip: !c.solve.on, BtnHint: c.solve.on,
	}
	for b := range NumButtons {
		if b.InMenu() && !menu {
			hidden[b] = true
		}
	}
	for b := range NumButtons {
		p.Buttons[b] = ButtonView{Label: c.ask.label(b), Enabled: c.ask.refusal(b.Action()) == "", On: on[b], Hidden: hidden[b], Focused: c.screen.focused() == int(b)}
	}
	return p
}

// status returns the status line and its kind: the presses, the puzzle's
// par and the presses to go; the Solve step; or the finish.
func (c *presenter) status() (string, Kind) {
	d, known := c.judge.toGo(c.model)
	toGo := "impossible to solve"
	switch {
	case !known:
		toGo = "… to go" // being worked out: a frame or two
	case d.OK && d.Proven:
		toGo = fmt.Sprintf("%d to go", d.N)
	case d.OK && c.judge.provingToGo(c.model):
		toGo = fmt.Sprintf("at most %d to go (proving…)", d.N)
	case d.OK:
		toGo = fmt.Sprintf("at most %d to go (not proven)", d.N)
	}
	kind := KindPlain
	if known && !d.OK {
		kind = KindWarning
	}
	par := ""
	if c.judge.Par().OK {
		par = "par " + c.judge.parWords() + " · "
	}
	moves := c.model.Moves()
	switch step, steps, playing := c.solve.step, c.solve.steps, c.solve.on; {
	case playing:
		return fmt.Sprintf("Solving: step %d of %d", step+1, steps), KindPlain
	case c.mode == Editing:
		return "Editing · " + toGo, kind
	}
	switch c.by {
	case SolvedBySolver, SolvedByCoach:
		if w := c.finishWords(); c.g.BySolve || w == "Solved with help" {
			return fmt.Sprintf("%s · %spress Next", w, par), KindInfo
		}
		return c.finishWords(), KindInfo
	case SolvedByPlayer:
		solved := fmt.Sprintf("Solved in %d %s — par %s", moves, plural(moves, "press", "presses"), c.judge.parWords())
		if moves <= c.judge.Par().N {
			return "Perfect! " + solved, KindSuccess
		}
		return solved, KindSuccess
	}
	if c.model.Solved() {
		return "Solved · press New for a puzzle", KindPlain
	}
	return fmt.Sprintf("Presses %d · %s%s", moves, par, toGo), kind
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// editHowTo is the how-to line of edit mode: what a click does there,
// and what becomes of the position.
func (c *presenter) editHowTo() string {
	return "Edit mode. " + c.editClick() + " The board becomes the puzzle's start."
}

// editClick says what a click (a tap) on a piece does in edit mode.
func (c *presenter) editClick() string {
	s := c.rules.Spec()
	verb, piece := "Click", "piece"
	if !c.screen.keyboard() {
		verb = "Tap"
	}
	if !s.Game.EitherColour {
		piece = "handle"
	}
	switch {
	case s.K() > 2:
		return fmt.Sprintf("%s a %s to move just that one a colour on.", verb, piece)
	case s.Game.EitherColour:
		return verb + " a piece to turn just that one over."
	}
	return verb + " a handle to turn just that one."
}

// editDetail is the line under the status in edit mode: the way back to
// play, by the controls on screen (Done is in the menu). What a click
// does is the how-to line's to say, not said twice.
func (c *presenter) editDetail() string {
	back := "To play this position: Menu, then " + labelDone
	if c.screen.keyboard() {
		return back + " (or E)."
	}
	return back + "."
}

// lostWords is the notice that the solver's worker was let go, with why:
// the game goes on, its searches made on the page's thread.
func lostWords(err error) string {
	return "Solving on this page, which may pause while it thinks: the solver's worker " + err.Error() + "."
}
