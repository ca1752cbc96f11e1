package puzzle

import (
	"time"

	"flip/game/coach"
)

// Game is one rule set's puzzle in play, with what its finish and the
// statistics need to know of it.
type Game struct {
	ID       string       // the puzzle's id, the same in every tab (see game/record's SavedGame)
	Seen     Versions     // the changes made to it, in this tab and others (see merge.go)
	At       int64        // when the last was made, Unix milliseconds
	Model    *Model       // the puzzle and its undo list
	Daily    time.Time    // the daily puzzle's date, or the zero time
	Assisted bool         // Solve or Hint helped: the finish is the solver's
	BySolve  bool         // the last press was Solve's, not the player's: the finish is "by the solver", not "with help"
	Counted  bool         // counted as played in the statistics
	Hints    int          // the Hints used: each step of a hint counts one
	Coach    *coach.Coach // the coach, nil when off
	Coached  bool         // the player pressed while the coach was on: the finish is the coach's
	Finished bool         // its finish is in the statistics
}

// Touch records a change to g made by tab at at (Unix milliseconds): one
// more of tab's changes. The states the change pushed on the undo list
// are stamped with it (one change each, so that every state has a name of
// its own: see merge.go).
func (g *Game) Touch(tab string, at int64) {
	g.At = at
	if g.Seen == nil {
		g.Seen = Versions{}
	}
	h := g.Model.history
	i := len(h)
	for i > 0 && h[i-1].fresh {
		i--
	}
	if i == len(h) {
		g.Seen[tab]++
	}
	for ; i < len(h); i++ {
		g.Seen[tab]++
		h[i].ID, h[i].fresh = Stamp{Tab: tab, N: g.Seen[tab], At: g.At}, false
	}
}
