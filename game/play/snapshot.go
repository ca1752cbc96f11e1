package play

import (
	"flip/solver"
	"time"

	"flip/game/record"
)

// Snapshot is what the page reports as window.flipgame.snapshot(): the
// page contract. This type is its one definition: the bridge serialises
// it with these JSON names, the browser tests decode into it, and a test
// holds the table in docs/page-contract.md to its fields.
//
// The names are kept for the pages and tests written against them:
// "optimal" is the number of presses to go (the fewest that solve the
// position on screen), and "target" is the par New draws at.
type Snapshot struct {
	Game       string  `json:"game"`       // "flip" or "fridge"
	Board      string  `json:"board"`      // the cells as the permalink writes them
	Moves      int     `json:"moves"`      // presses made since the puzzle started
	Optimal    int     `json:"optimal"`    // presses to go from the position on screen, -1 when it cannot be solved or while it is worked out (Busy)
	Solved     bool    `json:"solved"`     // the position is a goal
	Busy       bool    `json:"busy"`       // an animation, queued press or playback runs, or the presses to go are worked out
	Mode       string  `json:"mode"`       // "play" or "edit"
	TableMs    float64 `json:"tableMs"`    // ms the page spent building the two 4×4 distance tables
	Width      int     `json:"width"`      // columns
	Height     int     `json:"height"`     // rows
	Shape      string  `json:"shape"`      // "cross", "rowcol" or "king"
	Torus      bool    `json:"torus"`      // wrap-around edges
	Colors     int     `json:"colors"`     // K: the colours a press cycles through, 2 to 6
	Proven     bool    `json:"proven"`     // the number to go is proven minimal; an impossibility always is
	Hint       int     `json:"hint"`       // the cell Hint ringed, or -1
	Target     int     `json:"target"`     // the par New draws at
	Step       int     `json:"step"`       // the Solve step shown (1-based), 0 when none
	Steps      int     `json:"steps"`      // the steps of the running Solve, 0 when none
	Notice     string  `json:"notice"`     // the message on screen, or ""
	NoticeKind string  `json:"noticeKind"` // "info", "success", "warning" or "error"; "" when no notice
	Status     string  `json:"status"`     // the status line on screen
	Link       string  `json:"link"`       // the permalink fragment, without '#'
	Frames     int     `json:"frames"`     // frames drawn so far
	Inputs     int     `json:"inputs"`     // intents read from the mouse, touch and keys so far
	// Quiet is one certificate per goal the position cannot reach; empty
	// ([]) when it can be solved.
	Quiet QuietSets `json:"quiet"`
	// Overlay is the overlay open over the game (values.go).
	Overlay Overlay `json:"overlay"`
	// Par is the puzzle's par: the fewest presses from its start; -1
	// when its start cannot be solved.
	Par int `json:"par"`
	// ParProven says Par is proven minimal. In K colours a par the page
	// could not prove at once is proven over the next frames (Busy
	// meanwhile), and then Par may drop.
	ParProven bool `json:"parProven"`
	// Start is the puzzle's start, as Board writes it.
	Start string `json:"start"`
	// SolvedBy says who finished the puzzle (values.go).
	SolvedBy SolvedBy `json:"solvedBy"`
	// Daily is the daily puzzle's date, YYYY-MM-DD, or "".
	Daily string `json:"daily"`
	// Puzzle is the game's id: the same game in two tabs has the same,
	// and a daily's names its game and date.
	Puzzle string `json:"puzzle"`
	// Stats are the player's statistics for the rule set on screen.
	Stats SnapshotStats `json:"stats"`
	// Announcement is what the page's aria-live region says now: the last
	// action in words, with the numbers.
	Announcement string `json:"announcement"`
	// Facts is the shape of the puzzle under its rules.
	Facts Facts `json:"facts"`
	// ReducedMotion is the system's prefers-reduced-motion, as followed:
	// pieces change at once rather than turn, with no flourish.
	ReducedMotion bool `json:"reducedMotion"`
	// Theme is the theme in effect: "light" or "dark".
	Theme string `json:"theme"`
	// HintArea is the row the first Hint on the position rang, its
	// cells ascending; [] when none. The second Hint rings one of them
	// (Hint).
	HintArea []int `json:"hintArea"`
	// Hints counts the Hints used on the puzzle, each step one.
	Hints int `json:"hints"`
	// Coach is the coach's next step; null when the coach is off.
	Coach *CoachView `json:"coach"`
	// Review is the look back at the player's finish; null until the
	// player finishes (Undo clears it).
	Review *ReviewView `json:"review"`
	// Solver says where the searches that would hold up a frame are
	// made: "worker", the solver's Web Worker, or "page", this thread
	// (before the worker is started, or once it is lost).
	Solver string `json:"solver"`
	// SolverLost says why the worker was let go; "" while it answers, or
	// before one is started.
	SolverLost string `json:"solverLost"`
}

// Snapshot returns the state at now. TableMs, Frames and Inputs are the
// page's to fill.
func (c *Controller) Snapshot(now time.Duration) Snapshot { return c.View(now).State }

// snapshot fills the contract from a view being built.
func (c *presenter) snapshot(v *View) Snapshot {
	s := c.rules.Spec()
	d, known := c.judge.toGo(c.model)
	n, proven := d.N, d.Proven
	if !known || !d.OK {
		n = -1
	}
	step, steps, playing := c.solve.step, c.solve.steps, c.solve.on
	if playing {
		step++
	}
	sn := Snapshot{
		Game:    s.Game.Name,
		Board:   c.rules.Encode(c.model.Position()),
		Colors:  s.K(),
		Moves:   c.model.Moves(),
		Optimal: n,
		Solved:  c.model.Solved(),
		Busy:    v.Busy,
		Mode:    c.mode.String(),
		Width:   s.Width,
		Height:  s.Height,
		Shape:   s.Shape.String(),
		Torus:   s.Torus,
		Proven:  proven,
		Hint:    c.screen.ringed(),
		Target:  c.target,
		Step:    step,
		Steps:   steps,
		Notice:  c.screen.Notice().Text,
		Status:  v.Status,
		Link:    linkOf(c.g),
	}
	sn.Par, sn.ParProven = -1, c.judge.Par().Proven
	if c.judge.Par().OK {
		sn.Par = c.judge.Par().N
	}
	sn.Start = c.rules.Encode(c.model.StartPosition())
	sn.SolvedBy = c.by
	sn.Puzzle = c.g.ID
	sn.Announcement, _ = c.screen.Announcement()
	if !c.g.Daily.IsZero() {
		sn.Daily = record.FormatDate(c.g.Daily)
	}
	st := c.ask.Stats()
	sn.Stats = SnapshotStats{Played: st.Played, Solved: st.Solved, AtPar: st.AtPar, Streak: st.Streak, BestStreak: st.BestStreak, Coached: st.Coached}
	e := c.judge.explanation(c.model, c.mode)
	var goals []solver.Position
	if len(e.Certs) > 0 {
		goals = c.rules.Goals()
	}
	for _, q := range e.Certs {
		qs := QuietSet{Goal: string(c.rules.Symbol(goals[q.Goal], 0)), Cells: q.Cells}
		if c.colours() > 2 { // the snapshot says the weights in K colours
			qs.Sum, qs.Want = q.Sum, q.Want
			for _, i := range q.Cells {
				qs.Weights = append(qs.Weights, int(q.Weights[i]))
			}
		}
		sn.Quiet = append(sn.Quiet, qs)
	}
	sn.Overlay = c.screen.Overlay()
	sn.HintArea = append([]int{}, c.screen.hintArea()...)
	sn.Hints = c.g.Hints
	sn.Coach = c.coachView()
	sn.Review = c.lookBack().view()
	sn.Facts = *c.judge.facts(c.rules)
	sn.ReducedMotion = c.screen.Prefs().ReducedMotion()
	sn.Theme = v.Theme.String()
	sn.Solver = "page"
	if c.judge.helped() {
		sn.Solver = "worker"
	}
	if err := c.judge.helperLost(); err != nil {
		sn.SolverLost = err.Error()
	}
	if sn.Notice != "" {
		sn.NoticeKind = c.screen.Notice().Kind.String()
	}
	return sn
}

// SnapshotStats are the statistics snapshot() reports: solved and atPar
// count only the player's own solves.
type SnapshotStats struct {
	Played     int `json:"played"`
	Solved     int `json:"solved"`
	AtPar      int `json:"atPar"`
	Streak     int `json:"streak"`
	BestStreak int `json:"bestStreak"`
	Coached    int `json:"coached"` // solved with the coach on: counted apart from solved
}
