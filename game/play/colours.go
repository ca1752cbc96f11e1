package play

import "flip/game/oracle"

// distance is the fewest presses that solve a position, when any do, as
// the oracle found it.
type distance = oracle.Distance

// colours returns K, the colours of the rule set on screen: what the
// pieces show and the words say.
func (c *Controller) colours() int { return c.shelf.Rules().Colours() }
