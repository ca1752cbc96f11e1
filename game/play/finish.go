package play

// Who finished a puzzle, as Snapshot.SolvedBy says it.
const (
	SolvedByPlayer = "player"
	SolvedBySolver = "solver"
)

// SolvedBy says who solved the puzzle on screen: SolvedByPlayer,
// SolvedBySolver when Solve or Hint helped, or "" while it is not solved
// (or in edit mode, or before any press).
func (c *Controller) SolvedBy() string {
	switch {
	case c.mode != Playing || c.model.Moves() == 0 || !c.model.Solved():
		return ""
	case c.g.assisted:
		return SolvedBySolver
	}
	return SolvedByPlayer
}

// record changes the statistics of the rule set on screen.
func (c *Controller) record(f func(*Stats)) {
	s := c.stats[c.rules.Spec()]
	f(&s)
	c.stats[c.rules.Spec()] = s
	c.statsDirty = true
}

// Stats returns the player's statistics for the rule set on screen, as
// they stand today.
func (c *Controller) Stats() Stats { return c.stats[c.rules.Spec()].current(c.today()) }
