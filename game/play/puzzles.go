package play

import (
	"fmt"
	"time"

	"flip/game/puzzle"
	"flip/solver"
)

// newPuzzle draws a new puzzle under the rules on screen, at the target.
func (c *Controller) newPuzzle(now time.Duration) {
	c.stop()
	c.mode = Playing
	b, err := c.draw(c.rules, c.target)
	if err != nil {
		c.screen.Notify(KindWarning, c.noPuzzle(c.rules, c.target))
		return
	}
	c.leave()
	c.use(&puzzle.Game{ID: c.newID(), Model: puzzle.NewColourModel(c.rules, b)})
	c.turned(solver.Full(c.rules.Cells()), now)
	c.sayPuzzle()
}

// backToLeft puts back the game New, Next, Daily or Edit left, with its
// presses and its undo list: Undo at the start of the game on screen.
func (c *Controller) backToLeft(now time.Duration) {
	g := c.shelf.back()
	c.stop()
	c.mode = Playing
	c.use(g)
	c.turned(solver.Full(c.rules.Cells()), now)
	c.present().sayStanding("Back to the game you left. ")
}

// findGame returns the game with id: on screen, kept for its rule set,
// left behind, or in the store; nil when there is none.
func (c *Controller) findGame(id string) *puzzle.Game {
	if g := c.shelf.find(id); g != nil {
		return g
	}
	return c.keep.Find(id)
}

// noPuzzle says, in a player's words, why New drew nothing at target.
func (c *Controller) noPuzzle(r *solver.Rules, target int) string {
	if r.HasTable() {
		if h, err := r.Histogram(); err == nil && h.Max() == 0 {
			return "Every position of this board that can be solved is already solved: try another size or shape."
		}
	}
	return fmt.Sprintf("No position of this board has par %d: try a par from 1 to %d.", target, r.DrawMax())
}

// draw picks a new puzzle under r at target (see oracle.Draw).
func (c *Controller) draw(r *solver.Rules, target int) (solver.Position, error) {
	return c.judge.Oracle().Draw(r, target, c.rng)
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
	c.mode = Playing
	if g, ok := c.shelf.of(s); ok {
		c.use(g)
		c.turned(solver.Full(r.Cells()), now)
		c.sayPuzzle()
		return
	}
	c.target = min(c.target, r.DrawMax())
	b, err := c.draw(r, c.target)
	if err != nil {
		// On some boards every press keeps a solved board solved: there
		// is no puzzle to draw, so show a solved one and say why.
		c.load(r, r.Goals()[0])
		c.screen.Notify(KindWarning, "Every position of this board that can be solved is already solved: try another size or shape.")
	} else {
		c.use(&puzzle.Game{ID: c.newID(), Model: puzzle.NewColourModel(r, b)})
	}
	c.turned(solver.Full(r.Cells()), now)
	if c.screen.Notice().Text == "" {
		c.sayPuzzle()
	}
}

// skip plays the rest of Solve's answer at once.
func (c *Controller) skip(now time.Duration) {
	p := c.play
	c.play = nil
	var changed solver.Board
	for i := p.step; i < len(p.presses); i++ {
		if i == p.step && p.pressed {
			continue
		}
		mask := c.model.Press(p.presses[i])
		if c.colours() == 2 {
			changed = changed.Xor(mask) // a piece turned over twice is as it was
			continue
		}
		for w := range changed {
			changed[w] |= mask[w] // in more colours, a piece pressed twice has moved on
		}
	}
	c.g.Assisted, c.g.BySolve = true, true
	c.turned(changed, max(now, c.anim.end))
	c.present().sayStanding("Skipped to the end of Solve. ")
}

// toggleOverlay opens overlay o, or closes it when it is open, and says
// so.
func (c *Controller) toggleOverlay(o Overlay) {
	if c.screen.Overlay() == o {
		c.screen.setOverlay(OverlayNone)
		c.present().sayStanding("Closed. ")
		return
	}
	c.screen.setOverlay(o)
	c.screen.say(overlayNames[o] + " open: Esc closes it.")
}

// overlayNames are the overlays as the screen reader names them.
var overlayNames = map[Overlay]string{OverlayFacts: "Puzzle facts", OverlayHelp: "Help", OverlayStats: "Statistics", OverlayMenu: "Menu", OverlayTable: "Last-row table"}
