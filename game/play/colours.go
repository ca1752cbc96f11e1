package play

import (
	"flip/game/oracle"
	"flip/solver"
)

// distance is the fewest presses that solve a position, when any do, as
// the oracle found it.
type distance = oracle.Distance

// colours returns K, the colours of the rule set on screen: what the
// pieces show and the words say.
func (c *Controller) colours() int { return c.rules.Colours() }

// solveNow returns Solve's answer for the position on screen.
func (c *Controller) solveNow() (solver.Answer, error) {
	return c.oracle.Solve(c.rules, c.model.Position())
}
