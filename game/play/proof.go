package play

import "fmt"

// proveSoon gives this frame's slice, in K colours, to proving what the
// page could not prove at once (see rulebook.colourProve): the puzzle's
// par first, then the presses to go from the position on screen.
// Meanwhile the status says *at most N* and that it is proving, and the
// page keeps drawing frames.
func (c *Controller) proveSoon() {
	if c.colours() == 2 {
		c.book.colourStopProof()
		return
	}
	if !c.parSettled {
		if d, over := c.book.colourProve(c.rules, c.parStart, c.frame); over {
			c.par, c.parSettled = d, true
			c.version++
		}
		return
	}
	if c.provingToGo() {
		if _, over := c.book.colourProve(c.rules, c.model.Position(), c.frame); over {
			c.version++
		}
		return
	}
	c.book.colourStopProof()
}

// proving reports whether a proof is due or under way, for the par or
// for the presses to go from the position on screen (in K colours: two
// colours are proven at once, and nothing is ever due there).
func (c *Controller) proving() bool {
	return c.colours() > 2 && (!c.parSettled || c.provingToGo())
}

// provingToGo reports whether the presses to go from the position on
// screen are known but not proven, and their proof is due or under way.
func (c *Controller) provingToGo() bool {
	if c.colours() == 2 {
		return false
	}
	p := c.model.Position()
	d, known := c.book.colourKnown(c.rules, p)
	return known && d.ok && !d.proven && !c.book.colourProofOver(c.rules, p)
}

// waitsForProof reports whether action a must wait for a proof under
// way: Solve and Hint, which show the fewest presses.
func (c *Controller) waitsForProof(a Action) bool {
	return (a == ActSolve || a == ActHint) && c.proving()
}

// parWords is the par as the words say it: "12", or "at most 12" when it
// is not proven (yet).
func (c *Controller) parWords() string {
	if c.par.ok && !c.par.proven {
		return fmt.Sprintf("at most %d", c.par.n)
	}
	return fmt.Sprint(c.par.n)
}
