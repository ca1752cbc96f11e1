package play

import "time"

// SetCountSlice sets the slice of each frame the search for the presses
// to go gets, for a test, and returns what restores it.
func SetCountSlice(d time.Duration) (restore func()) {
	old := countSlice
	countSlice = d
	return func() { countSlice = old }
}

// HelpedNote is what the first help on a puzzle says it costs.
const HelpedNote = helpedNote
