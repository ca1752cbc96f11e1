package play

import (
	"time"

	"flip/game/puzzle"
	"flip/solver"
)

// moment is what the Controller hands the presenter: the state of play
// at one moment, as the parts that own it say it. The presenter makes
// the View, the Snapshot and every sentence from it, and from nothing
// else of the Controller's.
type moment struct {
	rules  *solver.Rules
	g      *puzzle.Game  // the game on screen
	model  *puzzle.Model // g.Model
	mode   Mode
	target int        // the par New draws at
	judge  *judge     // par, to go, proofs, explanations, facts
	screen *Screen    // the pointer, the focus, the notice, the preferences
	stage  *Stage     // the pieces turning, the flourish, the queue, read at a time
	solve  solveState // Solve's playback
	coach  coachState // the coach's setting and the press it rings
	by     SolvedBy   // who finished the puzzle on screen, "" while not
	ask    director   // what only the Controller can answer
}

// solveState is Solve's playback as the presenter shows it: the step
// shown (0-based), the steps, the cell it presses, whether it runs, and
// the pace the player chose.
type solveState struct {
	step, steps, cell int
	on, fast          bool
}

// coachState is the coach as the presenter shows it: Learn is on (learn),
// the coach is on for the game on screen (on), and the press it rings
// (next, -1 when none).
type coachState struct {
	learn, on bool
	next      int
}

// director is what the presenter asks the Controller: whether an action
// applies now and why not, the buttons' labels from the action table, the
// player's statistics, and whether anything moves at a time (the stage's
// pieces or the hint's ring).
type director interface {
	refusal(a Action) string
	label(b Button) string
	Stats() Stats
	Animating(now time.Duration) bool
}

// present returns the presenter of the moment: the state of play as it
// stands now.
func (c *Controller) present() *presenter {
	step, steps, cell, on := c.stage.Playback()
	sh := c.shelf
	return &presenter{moment{
		rules: sh.Rules(), g: sh.Game(), model: sh.Model(), mode: sh.Mode(), target: sh.Target(),
		judge: c.judge, screen: c.screen, stage: c.stage,
		solve: solveState{step: step, steps: steps, cell: cell, on: on, fast: c.stage.Fast()},
		coach: coachState{learn: c.coaching, on: c.coachOn(), next: c.coachNext()},
		by:    c.SolvedBy(),
		ask:   c,
	}}
}
