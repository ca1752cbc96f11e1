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
// on screen (see puzzle.Stamp), in order: the same press has the same name in
// every tab.
func PressStamps(c *Controller) []string {
	m := c.shelf.Model()
	n := m.Moves()
	h, cur := m.History()
	out := make([]string, n)
	for i := range n {
		e := h[cur-n+1+i]
		out[i] = e.ID.Tab + ":" + strconv.Itoa(e.ID.N)
	}
	return out
}

// NumActions counts the actions, for tests that go through them all.
const NumActions = numActions

// SolveRule returns what the action table says a does while Solve plays
// ("goes on", "ends", "refused", "only", "own rule") and what its refusal
// then says ("" for none).
func SolveRule(a Action) (rule, why string) {
	r := a.row()
	return [...]string{solveGoesOn: "goes on", solveEnds: "ends", solveRefused: "refused", solveOnly: "only", solveOwnRule: "own rule"}[r.solve], r.solveWhy
}

// ChangesBoard reports what the action table says of a: whether it
// changes the board.
func ChangesBoard(a Action) bool { return a.changesBoard() }

// Refusal says why c refuses a now (see refusal).
func Refusal(c *Controller, a Action) string { return c.refusal(a) }
