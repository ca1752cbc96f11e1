package play

import "fmt"

// proveSoon gives this frame's slice to proving what the page could not
// prove at once (see oracle.Prove): the puzzle's par first, then the
// presses to go from the position on screen. Meanwhile the status says
// *at most N* and that it is proving, and the page keeps drawing frames.
func (c *Controller) proveSoon() {
	if !c.parSettled {
		if d, over := c.oracle.Prove(c.rules, c.parStart, c.frame); over {
			c.par, c.parSettled = d, true
			c.version++
		}
		return
	}
	if c.provingToGo() {
		if _, over := c.oracle.Prove(c.rules, c.model.Position(), c.frame); over {
			c.version++
		}
		return
	}
	c.oracle.StopProof()
}

// proving reports whether a proof is due or under way, for the par or
// for the presses to go from the position on screen.
func (c *Controller) proving() bool { return !c.parSettled || c.provingToGo() }

// provingToGo reports whether the presses to go from the position on
// screen are known but not proven, and their proof is due or under way.
func (c *Controller) provingToGo() bool {
	p := c.model.Position()
	d, known := c.oracle.Known(c.rules, p)
	return known && d.OK && !d.Proven && !c.oracle.ProofOver(c.rules, p)
}

// waitsForProof reports whether action a must wait for a proof under
// way: Solve and Hint, which show the fewest presses.
func (c *Controller) waitsForProof(a Action) bool {
	return (a == ActSolve || a == ActHint) && c.proving()
}

// parWords is the par as the words say it: "12", or "at most 12" when it
// is not proven (yet).
func (c *Controller) parWords() string {
	if c.par.OK && !c.par.Proven {
		return fmt.Sprintf("at most %d", c.par.N)
	}
	return fmt.Sprint(c.par.N)
}
