package play

import (
	"strconv"
	"time"

	"flip/game/oracle"
)

// SetCountSlice sets the slice of each frame the search for the presses
// to go gets, for a test, and returns what restores it.
func SetCountSlice(d time.Duration) (restore func()) {
	old := oracle.CountSlice
	oracle.CountSlice = d
	return func() { oracle.CountSlice = old }
}

// HelpedNote is what the first help on a puzzle says it costs.
const HelpedNote = helpedNote

// PressStamps returns the names of the presses that reached the position
// on screen (see stamp), in order: the same press has the same name in
// every tab.
func PressStamps(c *Controller) []string {
	m := c.model
	n := m.Moves()
	out := make([]string, n)
	for i := range n {
		e := m.history[m.cur-n+1+i]
		out[i] = e.id.tab + ":" + strconv.Itoa(e.id.n)
	}
	return out
}
