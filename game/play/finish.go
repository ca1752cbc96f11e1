package play

// Who finished a puzzle, as Snapshot.SolvedBy says it.
const (
	SolvedByPlayer = "player"
	SolvedBySolver = "solver"
)

// helpedNote tells, at the first help on a puzzle, what it costs.
const helpedNote = "With help, this puzzle counts as played, not as your solve."

// finishWords says who finished a puzzle Solve or Hint helped with:
// "Solved by the solver" when Solve made the last press, "Solved with
// help" when the player did.
func (c *Controller) finishWords() string {
	if c.g.bySolve {
		return "Solved by the solver"
	}
	return "Solved with help"
}

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

// logGame notes what f says of the game on screen in the player's
// record.
func (c *Controller) logGame(f func(*logEntry)) {
	e := logEntry{ID: c.g.id, Spec: specOf(c.rules.Spec())}
	if !c.g.daily.IsZero() {
		e.Daily = FormatDate(c.g.daily)
	}
	f(&e)
	if c.rec.note(e) {
		c.statsDirty = true
	}
}

// Stats returns the player's statistics for the rule set on screen, as
// they stand today.
func (c *Controller) Stats() Stats { return c.rec.stats(c.rules.Spec()).current(c.today()) }
