package play

import (
	"fmt"
)

// helpedNote tells, at the first help on a puzzle, what it costs.
const helpedNote = "With help, this puzzle counts as played, not as your solve."

// finishWords says how a finished puzzle was solved, with how much help:
// "Solved by the solver" when Solve made the last press; else the presses
// and the par, with the hints and the coach that helped ("Solved in 6
// presses with 1 hint — par 5"); "Solved with help" for a game saved
// before hints were counted.
func (c *presenter) finishWords() string {
	moves := c.model.Moves()
	presses := fmt.Sprintf("%d %s", moves, plural(moves, "press", "presses"))
	hints := ""
	if n := c.g.Hints; n > 0 {
		hints = fmt.Sprintf(" with %d %s", n, plural(n, "hint", "hints"))
	}
	switch {
	case c.g.BySolve:
		return "Solved by the solver"
	case c.g.Coached:
		return fmt.Sprintf("Solved with the coach in %s%s — par %s", presses, hints, c.judge.parWords())
	case hints != "":
		return fmt.Sprintf("Solved in %s%s — par %s", presses, hints, c.judge.parWords())
	}
	return "Solved with help"
}

// SolvedBy says who solved the puzzle on screen: SolvedByPlayer,
// SolvedBySolver when Solve or Hint helped, SolvedByCoach when the coach
// was on, or SolvedByNone while it is not solved (or in edit mode, or
// before any press).
func (c *Controller) SolvedBy() SolvedBy {
	switch {
	case c.shelf.Mode() != Playing || c.shelf.Model().Moves() == 0 || !c.shelf.Model().Solved():
		return SolvedByNone
	case c.shelf.Game().Assisted:
		return SolvedBySolver
	case c.shelf.Game().Coached:
		return SolvedByCoach
	}
	return SolvedByPlayer
}

// Stats returns the player's statistics for the rule set on screen, as
// they stand today.
func (c *Controller) Stats() Stats { return c.keep.Stats(c.shelf.Rules().Spec()) }
