package play

import (
	"math/rand/v2"
	"time"

	"flip/solver"
)

// Mode is what a click on the board does: play or edit. (The Mode button
// switches the game, not the mode; see the package doc.)
type Mode uint8

// The modes.
const (
	Playing Mode = iota // a click presses a cell
	Editing             // a click turns over one piece
)

// String returns "play" or "edit", as snapshots spell it.
func (m Mode) String() string {
	if m == Editing {
		return "edit"
	}
	return "play"
}

// Board sizes the size picker offers.
const (
	MinPickSize = 3
	MaxPickSize = 10
)

// Controller runs a game: it decides whether an intent applies, applies it
// to the model, keeps the UI state, queues presses behind running
// animations and plays Solve back step by step. View says what the
// screen shows. Every method takes the current time; nothing in it reads
// a clock.
type Controller struct {
	book   *rulebook
	rules  *solver.Rules
	model  *Model
	mode   Mode
	target int // the par New draws at
	par    distance
	// parStart is the start par is for: undo and redo across a Fix
	// change the start.
	parStart solver.Board

	ui    ui
	anim  animations
	queue []Intent
	play  *playback

	version int
}

// NewController starts a game with rules and start as its puzzle.
func NewController(rules *solver.Rules, start solver.Board, rng *rand.Rand) *Controller {
	c := &Controller{book: newRulebook(rng, rules), target: 5}
	c.ui.hover, c.ui.hint = -1, -1
	c.load(rules, start)
	return c
}

// AddRules makes a prebuilt rule set available, so that switching to it
// does not build it again.
func (c *Controller) AddRules(r *solver.Rules) { c.book.sets[r.Spec()] = r }

// load starts a new puzzle.
func (c *Controller) load(rules *solver.Rules, start solver.Board) {
	c.rules = rules
	c.model = NewModel(rules, start)
	c.anim.reset(rules.Cells())
	c.queue = c.queue[:0]
	c.play = nil
	c.ui.forgetBoard(rules.Cells())
	c.par, c.parStart = c.book.distance(rules, start), start
	c.target = min(c.target, maxTarget(rules))
	c.version++
}

// Load replaces the puzzle with start under the rules of spec, as opening
// a permalink does.
func (c *Controller) Load(spec solver.Spec, start solver.Board) error {
	r, err := c.book.rules(spec)
	if err != nil {
		return err
	}
	c.mode = Playing
	c.load(r, start)
	return nil
}

// Rules returns the rule set in play.
func (c *Controller) Rules() *solver.Rules { return c.rules }

// Model returns the puzzle in play. Callers must not change it.
func (c *Controller) Model() *Model { return c.model }

// Mode returns what a click on the board does.
func (c *Controller) Mode() Mode { return c.mode }

// Target returns the par New draws at.
func (c *Controller) Target() int { return c.target }

// ToGo returns the fewest presses that solve the position on screen,
// ok=false when no sequence does, and whether the number is proven
// minimal.
func (c *Controller) ToGo() (n int, ok, proven bool) {
	d := c.book.distance(c.rules, c.model.Board())
	return d.n, d.ok, d.proven
}

// Par returns the puzzle's par: the fewest presses that solve its start,
// and ok=false when nothing solves it.
func (c *Controller) Par() (n int, ok bool) { return c.par.n, c.par.ok }

// MaxTarget is the largest par New can draw at.
func (c *Controller) MaxTarget() int { return maxTarget(c.rules) }

// Version counts visible changes: the renderer redraws when it moves.
func (c *Controller) Version() int { return c.version }

// Busy reports whether an animation, a queued press or a playback is
// running: presses made now wait their turn.
func (c *Controller) Busy(now time.Duration) bool {
	return c.anim.moving(now) || len(c.queue) > 0 || c.play != nil
}

// Animating reports whether anything on screen moves at now, so the
// renderer must draw the next frame too.
func (c *Controller) Animating(now time.Duration) bool {
	return c.Busy(now) || c.anim.flourishing(now) ||
		(c.ui.hint >= 0 && now < c.ui.hintAt+HintPulse)
}

// Do applies one intent at time now, or queues it behind the pieces still
// turning. It is the one way in for clicks, taps, keys and the page.
func (c *Controller) Do(in Intent, now time.Duration) {
	c.Tick(now)
	if in.Action != ActCursor && c.ui.notice.Text != "" {
		c.ui.notice = Notice{} // a message goes with the next action
		c.version++
	}
	waits := in.Action.changesBoard()
	if waits && c.play != nil {
		return // the playback owns the board; Solve or Esc stops it
	}
	// Behind presses still waiting, every action but Stop and the cursor
	// waits its turn too, so that nothing is applied out of order.
	if len(c.queue) > 0 && in.Action != ActStop && in.Action != ActCursor {
		waits = true
	}
	if waits && c.Busy(now) {
		if len(c.queue) < maxQueue {
			c.queue = append(c.queue, in)
		}
		return
	}
	c.apply(in, now)
}

// Tick advances queued presses and the playback to time now.
func (c *Controller) Tick(now time.Duration) {
	for !c.anim.moving(now) && len(c.queue) > 0 && c.play == nil {
		in := c.queue[0]
		c.queue = append(c.queue[:0], c.queue[1:]...)
		c.apply(in, max(now, c.anim.end))
	}
	if p := c.play; p != nil {
		step := p.step
		ended := p.advance(now, func(cell int, at time.Duration) { c.turned(c.model.Press(cell), at) })
		if ended {
			c.play = nil
		}
		if ended || p.step != step {
			c.version++
		}
	}
}

// Playback returns the Solve step being shown (0-based), the number of
// steps, the cell it presses and whether a playback is running.
func (c *Controller) Playback() (step, steps, cell int, ok bool) {
	p := c.play
	if p == nil {
		return 0, 0, -1, false
	}
	return p.step, len(p.presses), p.cell(), true
}

// turned starts the flip of every cell set in changed, and whatever
// follows from the new position: the hint goes, a solved puzzle
// celebrates.
func (c *Controller) turned(changed solver.Board, now time.Duration) {
	c.anim.turn(changed, now)
	c.ui.hint = -1
	c.version++
	c.anim.celebrate(c.mode == Playing && c.model.Solved() && c.model.Moves() > 0)
}

// Flip returns how far cell's piece has turned at now, from 0 to 1, and
// false when it is not turning.
func (c *Controller) Flip(cell int, now time.Duration) (float64, bool) {
	return c.anim.progress(cell, now)
}

// Celebration returns how far the victory flourish has run at now, from 0
// to 1, and false when there is none.
func (c *Controller) Celebration(now time.Duration) (float64, bool) {
	return c.anim.celebration(now)
}

// Notify shows a message that stays until the player's next action.
func (c *Controller) Notify(kind Kind, text string) {
	c.ui.notice = Notice{Text: text, Kind: kind}
	c.version++
}

// Notice returns the message on screen, if any.
func (c *Controller) Notice() Notice { return c.ui.notice }

// SetHover records the cell under the pointer, or -1. Moving the pointer
// hides the keyboard cursor.
func (c *Controller) SetHover(cell int) {
	if cell != c.ui.hover {
		c.ui.hover = cell
		c.ui.cursorShown = false
		c.version++
	}
}

// Hover returns the cell under the pointer, or -1.
func (c *Controller) Hover() int { return c.ui.hover }

// Cursor returns the keyboard cursor's cell and whether it is shown.
func (c *Controller) Cursor() (int, bool) { return c.ui.cursor, c.ui.cursorShown }

// Hint returns the highlighted hint cell and when it was given, or -1.
func (c *Controller) Hint() (int, time.Duration) { return c.ui.hint, c.ui.hintAt }
