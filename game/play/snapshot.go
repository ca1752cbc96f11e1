package play

import "time"

// Snapshot is the state the page reports to tests and automation as
// window.flipgame.snapshot(). Field names are the JavaScript ones.
type Snapshot struct {
	Game    string `js:"game"`    // "flip" or "fridge"
	Board   string `js:"board"`   // the cells as the permalink writes them
	Moves   int    `js:"moves"`   // presses since the puzzle started
	Optimal int    `js:"optimal"` // par of the position, -1 when impossible
	Solved  bool   `js:"solved"`
	Busy    bool   `js:"busy"`   // an animation, queued press or playback runs
	Mode    string `js:"mode"`   // "play" or "edit"
	Width   int    `js:"width"`  // columns
	Height  int    `js:"height"` // rows
	Shape   string `js:"shape"`  // "cross", "rowcol" or "king"
	Torus   bool   `js:"torus"`
	Proven  bool   `js:"proven"` // the par is proven minimal
	Hint    int    `js:"hint"`   // the highlighted hint cell, or -1
	Target  int    `js:"target"` // the par New draws at
	Step    int    `js:"step"`   // the Solve step shown (1-based), 0 when none
	Steps   int    `js:"steps"`  // the steps of the running Solve, 0 when none
	Notice  string `js:"notice"` // the message on screen, if any
	Status  string `js:"status"` // the status line on screen
	Link    string `js:"link"`   // the permalink fragment, without '#'
}

// Snapshot returns the state at now.
func (c *Controller) Snapshot(now time.Duration) Snapshot {
	s := c.rules.Spec()
	n, ok, proven := c.Par()
	if !ok {
		n = -1
	}
	step, steps, _, playing := c.Playback()
	if playing {
		step++
	}
	return Snapshot{
		Game:    s.Game.Name,
		Board:   c.rules.Encode(c.model.Board()),
		Moves:   c.model.Moves(),
		Optimal: n,
		Solved:  c.model.Solved(),
		Busy:    c.Busy(now),
		Mode:    c.mode.String(),
		Width:   s.Width,
		Height:  s.Height,
		Shape:   s.Shape.String(),
		Torus:   s.Torus,
		Proven:  proven,
		Hint:    c.hint,
		Target:  c.target,
		Step:    step,
		Steps:   steps,
		Notice:  c.notice,
		Status:  c.Texts(now).Status,
		Link:    Fragment(c.rules, c.model.Board()),
	}
}
