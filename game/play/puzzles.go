package play

import (
	"fmt"
	"time"

	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// newPuzzle draws a new puzzle under the rules on screen, at the target.
func (c *Controller) newPuzzle(now time.Duration) {
	c.stop()
	c.shelf.setMode(Playing)
	b, err := c.shelf.draw(c.judge.Oracle(), c.shelf.Rules())
	if err != nil {
		c.screen.Notify(KindWarning, noPuzzle(c.shelf.Rules(), c.shelf.Target()))
		return
	}
	c.shelf.leaveShown()
	c.use(c.shelf.newGame(c.shelf.Rules(), b))
	c.turned(solver.Full(c.shelf.Rules().Cells()), now)
	c.present().sayPuzzle()
}

// findGame returns the game with id: on screen, kept for its rule set,
// left behind (on s), or in the store (k's); nil when there is none.
func findGame(s *Shelf, k *record.Keeper, id string) *puzzle.Game {
	if g := s.find(id); g != nil {
		return g
	}
	return k.Find(id)
}

// noPuzzle says, in a player's words, why New drew nothing at target.
func noPuzzle(r *solver.Rules, target int) string {
	if r.HasTable() {
		if h, err := r.Histogram(); err == nil && h.Max() == 0 {
			return "Every position of this board that can be solved is already solved: try another size or shape."
		}
	}
	return fmt.Sprintf("No position of this board has par %d: try a par from 1 to %d.", target, r.DrawMax())
}

// switchSpec puts the rules of s on screen: their game in play if the
// player has one, else a new puzzle under them.
func (c *Controller) switchSpec(s solver.Spec, now time.Duration) {
	r, err := c.judge.Oracle().Rules(s)
	if err != nil {
		c.screen.Notify(KindError, err.Error())
		return
	}
	c.stop()
	c.shelf.setMode(Playing)
	if g, ok := c.shelf.of(s); ok {
		c.use(g)
		c.turned(solver.Full(r.Cells()), now)
		c.present().sayPuzzle()
		return
	}
	c.shelf.setTarget(min(c.shelf.Target(), r.DrawMax()))
	b, err := c.shelf.draw(c.judge.Oracle(), r)
	if err != nil {
		// On some boards every press keeps a solved board solved: there
		// is no puzzle to draw, so show a solved one and say why.
		c.use(c.shelf.newGame(r, r.Goals()[0]))
		c.screen.Notify(KindWarning, "Every position of this board that can be solved is already solved: try another size or shape.")
	} else {
		c.use(c.shelf.newGame(r, b))
	}
	c.turned(solver.Full(r.Cells()), now)
	if c.screen.Notice().Text == "" {
		c.present().sayPuzzle()
	}
}

// toggleOverlay opens overlay o, or closes it when it is open, and says
// so.
func (c *presenter) toggleOverlay(o Overlay) {
	if c.screen.Overlay() == o {
		c.screen.setOverlay(OverlayNone)
		c.sayStanding("Closed. ")
		return
	}
	c.screen.setOverlay(o)
	c.screen.say(overlayNames[o] + " open: Esc closes it.")
}

// overlayNames are the overlays as the screen reader names them.
var overlayNames = map[Overlay]string{OverlayFacts: "Puzzle facts", OverlayHelp: "Help", OverlayStats: "Statistics", OverlayMenu: "Menu", OverlayTable: "Last-row table"}
