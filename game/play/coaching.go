package play

import (
	"fmt"
	"math/big"

	"flip/game/coach"
	"flip/solver"
)

// The controller's side of the coach: Learn turns it on and off for every
// puzzle from then on (a setting, saved), each game keeps the coach's
// state of its own (saved with it), and every change of the position
// works the next step out again.

// coachOn reports whether the coach is on for the game on screen.
func (c *Controller) coachOn() bool { return c.coaching && c.shelf.Game().Coach != nil }

// learn turns the coach on or off.
func (c *Controller) learn() {
	c.coaching = !c.coaching
	c.keep.SetUnsaved(true)
	if !c.coaching {
		if c.screen.Overlay() == OverlayTable {
			c.screen.setOverlay("")
		}
		c.present().sayStanding("Coach off. ")
		return
	}
	c.shelf.setMode(Playing)
	c.shelf.Game().Coach = nil // a fresh start from the position on screen
	c.coachUpdate()
	c.keep.Touch(c.shelf.Game())
	c.screen.say("Coach on. " + c.shelf.Game().Coach.Step().Why)
}

// coachUpdate works out the coach's next step for the position on
// screen, starting the coach of a game it has not coached yet, and opens
// the last-row table the first time a plan needs it.
func (c *Controller) coachUpdate() {
	if !c.coaching {
		return
	}
	if c.shelf.Game().Coach == nil {
		c.shelf.Game().Coach = coach.New(c.shelf.Rules(), c.shelf.Model().Board())
	}
	k := c.shelf.Game().Coach
	why := ""
	if e := c.judge.explainNow(c.shelf.Model()); e.Impossible() {
		why = c.present().explainText(e)
	}
	k.Update(c.shelf.Rules(), c.shelf.Model().Board(), why)
	switch {
	case k.TableDue() && !c.stage.Playing() && c.shelf.Mode() == Playing &&
		(c.screen.Overlay() == "" || c.screen.Overlay() == OverlayTable):
		k.OpenedTable()
		c.screen.setOverlay(OverlayTable)
	case k.Opened() && k.Step().Method != CoachTable:
		// The table's presses are made (or the player left them): the
		// table the coach opened makes way for the chase.
		k.LeaveTable()
		if c.screen.Overlay() == OverlayTable {
			c.screen.setOverlay("")
		}
	}
}

// coachNext is the press the coach rings on the board, -1 when it is off
// or rings none. Hint points at it too, so that the two never disagree.
func (c *Controller) coachNext() int {
	if !c.coachOn() || c.shelf.Mode() != Playing || c.stage.Playing() {
		return -1
	}
	return c.shelf.Game().Coach.Step().Next
}

// hintWhat says what Hint's press is: the coach's next, while the coach
// rings one, or the start of an optimal answer.
func (c *presenter) hintWhat() string {
	if c.coach.next >= 0 {
		return "is the coach's next"
	}
	return "starts an optimal answer"
}

// tableRefusal says why T has no last-row table to show under r, "" when
// it has: the table is light chasing's, on any board the coach chases on,
// with the coach on or off.
func tableRefusal(r *solver.Rules) string {
	if coach.MethodOf(r) == CoachChase {
		return ""
	}
	return "No last-row table here: it is for light chasing, on the Flip Game with the cross shape and no wrap."
}

// CoachView is snapshot().coach: the coach's method (values.go), the
// cell it rings (-1 when none) and why.
type CoachView struct {
	Method Method `json:"method"`
	Next   int    `json:"next"`
	Why    string `json:"why"`
}

// coachView returns the coach's step as the snapshot reports it, nil
// when the coach is off.
func (c *presenter) coachView() *CoachView {
	if !c.coach.on {
		return nil
	}
	s := c.g.Coach.Step()
	return &CoachView{Method: s.Method, Next: s.Next, Why: s.Why}
}

// tableView returns the last-row table's overlay for the board on
// screen: the picture, with the line the coach looked up lit, and how to
// use it in words.
func (c *presenter) tableView() *FactsView {
	s := c.rules.Spec()
	// Docked beside the board, which stays in play: a click on a cell
	// presses it, the table open or not. The row of the press the coach
	// rings stays in sight.
	v := &FactsView{Here: -1, Par: -1, Docked: true, KeepRow: max(0, c.coach.next) / s.Width,
		Close: "Esc or T closes this; the board stays in play."}
	v.Title = fmt.Sprintf("Last-row table · %s %d×%d", s.Game.Title, s.Width, s.Height)
	t, err := solver.Chase(s.Width, s.Height)
	if err != nil || coach.MethodOf(c.rules) != CoachChase {
		v.Lines = []string{coach.NoMethod}
		return v
	}
	cv := &ChaseView{Width: s.Width, Lines: t.Lines, Lit: -1}
	if last, ok := c.g.Coach.LastRow(c.rules); ok {
		for i, ln := range t.Lines {
			if ln.Pattern == last {
				cv.Lit = i
			}
		}
	}
	v.Chase = cv
	v.Legend = []string{"left in the last row", "press in the top row"}
	v.Lines = []string{
		"Chase the lights down: for each piece of a row that is the wrong colour, press the one below it. Only the last row is left.",
		"Find that row on the left; press the top-row cells on its right, then chase down again: the board is solved.",
		fmt.Sprintf("%s of the %s last rows can be cleared on this board; the others cannot be solved.", groups(big.NewInt(int64(t.Clearable()))), groups(big.NewInt(1<<s.Width))),
	}
	if cv.Lit >= 0 {
		v.Lines[2] = fmt.Sprintf("The lit line is this board's. %s of the %s last rows can be cleared here.", groups(big.NewInt(int64(t.Clearable()))), groups(big.NewInt(1<<s.Width)))
	}
	return v
}
