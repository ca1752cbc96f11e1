package play

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"flip/solver"
)

// Mode is what a click on the board does.
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

// Controller runs a game: it applies intents to the model, keeps the UI
// state (cursor, hover, hint, messages), queues presses behind running
// animations and plays Solve back step by step. Every method takes the
// current time; nothing in it reads a clock.
type Controller struct {
	rules  *solver.Rules
	cache  map[solver.Spec]*solver.Rules
	model  *Model
	mode   Mode
	target int // the par New draws at
	rng    *rand.Rand

	cursor      int
	cursorShown bool
	hover       int
	hint        int
	hintAt      time.Duration

	notice string // stays until the next action: no timer runs frames

	queue   []Intent
	flips   []flip // per cell
	animEnd time.Duration
	play    *playback

	celebrateAt time.Duration
	celebrating bool
	startPar    par

	parCache struct {
		board solver.Board
		rules *solver.Rules
		par   par
	}
	version int
}

// flip is one piece turning over.
type flip struct {
	at     time.Duration
	active bool
}

// playback is a Solve in progress.
type playback struct {
	presses []int
	step    int           // index of the press being shown
	pressed bool          // whether presses[step] has been made
	at      time.Duration // when the current phase began
}

// par is the exact minimum of presses for a position, when it has one.
type par struct {
	n      int
	ok     bool // false: impossible
	proven bool
}

// NewController starts a game with rules and start as its puzzle.
func NewController(rules *solver.Rules, start solver.Board, rng *rand.Rand) *Controller {
	c := &Controller{
		cache:  map[solver.Spec]*solver.Rules{rules.Spec(): rules},
		rng:    rng,
		hover:  -1,
		hint:   -1,
		target: 5,
	}
	c.load(rules, start)
	return c
}

// AddRules makes a prebuilt rule set available, so that switching to it
// does not build it again.
func (c *Controller) AddRules(r *solver.Rules) { c.cache[r.Spec()] = r }

// load starts a new puzzle.
func (c *Controller) load(rules *solver.Rules, start solver.Board) {
	c.rules = rules
	c.model = NewModel(rules, start)
	c.flips = make([]flip, rules.Cells())
	c.queue = c.queue[:0]
	c.play = nil
	c.hint = -1
	c.hover = -1 // the pointer is over another board now
	c.celebrating = false
	c.cursor = min(c.cursor, rules.Cells()-1)
	c.startPar = c.parOf(start)
	c.target = min(c.target, c.MaxTarget())
	c.version++
}

// Load replaces the puzzle with start under the rules of spec, as opening
// a permalink does.
func (c *Controller) Load(spec solver.Spec, start solver.Board) error {
	r, err := c.rulesFor(spec)
	if err != nil {
		return err
	}
	c.mode = Playing
	c.load(r, start)
	return nil
}

func (c *Controller) rulesFor(spec solver.Spec) (*solver.Rules, error) {
	if r, ok := c.cache[spec]; ok {
		return r, nil
	}
	r, err := solver.New(spec)
	if err != nil {
		return nil, err
	}
	c.cache[spec] = r
	return r, nil
}

// Rules returns the rule set in play.
func (c *Controller) Rules() *solver.Rules { return c.rules }

// Model returns the puzzle in play. Callers must not change it.
func (c *Controller) Model() *Model { return c.model }

// Mode returns what a click on the board does.
func (c *Controller) Mode() Mode { return c.mode }

// Target returns the par New draws at.
func (c *Controller) Target() int { return c.target }

// Version counts visible changes: the renderer redraws when it moves.
func (c *Controller) Version() int { return c.version }

func (c *Controller) parOf(b solver.Board) par {
	pc := &c.parCache
	if pc.rules == c.rules && pc.board == b {
		return pc.par
	}
	var p par
	if t := c.rules.Table(); t != nil {
		n := t.Distance(b.Index())
		p = par{n: n, ok: n >= 0, proven: true}
	} else if a, err := c.rules.Solve(b); err == nil {
		p = par{n: len(a.Presses), ok: true, proven: a.Proven}
	}
	pc.rules, pc.board, pc.par = c.rules, b, p
	return p
}

// Par returns the minimum number of presses from the position on screen,
// ok=false when no sequence solves it, and whether the minimum is proven.
func (c *Controller) Par() (n int, ok, proven bool) {
	p := c.parOf(c.model.Board())
	return p.n, p.ok, p.proven
}

// StartPar returns the par of the puzzle's starting position.
func (c *Controller) StartPar() (n int, ok bool) { return c.startPar.n, c.startPar.ok }

// MaxTarget is the largest par New can draw at.
func (c *Controller) MaxTarget() int {
	if h, err := c.rules.Histogram(); err == nil {
		return max(1, h.Max())
	}
	return c.rules.Cells()
}

// Busy reports whether an animation, a queued press or a playback is
// running: presses made now wait their turn.
func (c *Controller) Busy(now time.Duration) bool {
	return now < c.animEnd || len(c.queue) > 0 || c.play != nil
}

// Animating reports whether anything on screen moves at now, so the
// renderer must draw the next frame too.
func (c *Controller) Animating(now time.Duration) bool {
	return c.Busy(now) ||
		(c.celebrating && now < c.celebrateAt+CelebrationDuration) ||
		(c.hint >= 0 && now < c.hintAt+HintPulse)
}

// Do applies one intent at time now.
func (c *Controller) Do(in Intent, now time.Duration) {
	c.Tick(now)
	if in.Action != ActCursor && c.notice != "" {
		c.notice = "" // a message goes with the next action
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

// apply carries out an intent that may run now.
func (c *Controller) apply(in Intent, now time.Duration) {
	c.version++
	switch in.Action {
	case ActPress:
		if in.Cell < 0 || in.Cell >= c.rules.Cells() {
			return
		}
		c.press(in.Cell, now)
	case ActPressCursor:
		c.cursorShown = true
		c.press(c.cursor, now)
	case ActUndo:
		if changed, ok := c.model.Undo(); ok {
			c.animate(changed, now)
		}
	case ActRedo:
		if changed, ok := c.model.Redo(); ok {
			c.animate(changed, now)
		}
	case ActReset:
		if changed, ok := c.model.Reset(); ok {
			c.animate(changed, now)
		}
	case ActNew:
		c.newPuzzle(now)
	case ActSolve:
		if c.play != nil {
			c.stop(now)
		} else {
			c.solve(now)
		}
	case ActStop:
		c.stop(now)
	case ActHint:
		c.showHint(now)
	case ActMode:
		g := solver.Games[0]
		for i, x := range solver.Games {
			if x == c.rules.Game() {
				g = solver.Games[(i+1)%len(solver.Games)]
			}
		}
		s := c.rules.Spec()
		s.Game, s.Shape, s.Torus = g, g.Shape, false
		c.switchSpec(s, now)
	case ActEdit:
		c.stop(now)
		if c.mode == Editing {
			c.mode = Playing
		} else {
			c.mode = Editing
			c.celebrating = false
		}
		c.hint = -1
	case ActParDown:
		c.target = max(1, c.target-1)
	case ActParUp:
		c.target = min(c.MaxTarget(), c.target+1)
	case ActSizeDown, ActSizeUp:
		s := c.rules.Spec()
		d := 1
		if in.Action == ActSizeDown {
			d = -1
		}
		n := min(max(s.Width+d, MinPickSize), MaxPickSize)
		if n == s.Width && n == s.Height {
			return
		}
		s.Width, s.Height = n, n
		c.switchSpec(s, now)
	case ActShape:
		s := c.rules.Spec()
		s.Shape = solver.Shapes[(int(s.Shape)+1)%len(solver.Shapes)]
		c.switchSpec(s, now)
	case ActTorus:
		s := c.rules.Spec()
		s.Torus = !s.Torus
		c.switchSpec(s, now)
	case ActCursor:
		w, h := c.rules.Width(), c.rules.Height()
		if c.cursorShown {
			r, col := c.cursor/w, c.cursor%w
			r = min(max(r+in.DY, 0), h-1)
			col = min(max(col+in.DX, 0), w-1)
			c.cursor = r*w + col
		}
		c.cursorShown = true
	}
}

// press makes a press (or, in edit mode, turns over one piece).
func (c *Controller) press(cell int, now time.Duration) {
	if c.mode == Editing {
		c.model.Toggle(cell)
		var one solver.Board
		one.Set(cell, true)
		c.startPar = c.parOf(c.model.Board())
		c.animate(one, now)
		return
	}
	c.animate(c.model.Press(cell), now)
}

// animate starts the flip of every cell set in changed, and whatever
// follows from the new position: the hint goes, a solved puzzle
// celebrates.
func (c *Controller) animate(changed solver.Board, now time.Duration) {
	for i := range c.flips {
		if changed.Get(i) {
			c.flips[i] = flip{at: now, active: true}
		}
	}
	c.animEnd = now + FlipDuration
	c.hint = -1
	c.version++
	if c.mode == Playing && c.model.Solved() && c.model.Moves() > 0 {
		c.celebrating = true
		c.celebrateAt = c.animEnd
	} else {
		c.celebrating = false
	}
}

// Flip returns how far cell's piece has turned at now, from 0 to 1, and
// false when it is not turning.
func (c *Controller) Flip(cell int, now time.Duration) (float64, bool) {
	f := c.flips[cell]
	if !f.active || now >= f.at+FlipDuration {
		return 1, false
	}
	return max(0, float64(now-f.at)/float64(FlipDuration)), true
}

// Celebration returns how far the victory flourish has run at now, from 0
// to 1, and false when there is none.
func (c *Controller) Celebration(now time.Duration) (float64, bool) {
	if !c.celebrating || now < c.celebrateAt || now >= c.celebrateAt+CelebrationDuration {
		return 0, false
	}
	return float64(now-c.celebrateAt) / float64(CelebrationDuration), true
}

// Tick advances queued presses and the playback to time now.
func (c *Controller) Tick(now time.Duration) {
	for now >= c.animEnd && len(c.queue) > 0 && c.play == nil {
		in := c.queue[0]
		c.queue = append(c.queue[:0], c.queue[1:]...)
		c.apply(in, max(now, c.animEnd))
	}
	for p := c.play; p != nil; p = c.play {
		if !p.pressed {
			if now < p.at+StepHighlight {
				return
			}
			p.at += StepHighlight
			p.pressed = true
			c.animate(c.model.Press(p.presses[p.step]), p.at)
			continue
		}
		if now < p.at+FlipDuration+StepGap {
			return
		}
		p.at += FlipDuration + StepGap
		p.step++
		p.pressed = false
		c.version++
		if p.step == len(p.presses) {
			c.play = nil
		}
		if p.at < now-StepHighlight {
			p.at = now // after a stall (a hidden tab), go on at the normal pace
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
	return p.step, len(p.presses), p.presses[p.step], true
}

func (c *Controller) solve(now time.Duration) {
	if c.mode == Editing {
		c.mode = Playing
	}
	a, err := c.rules.Solve(c.model.Board())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.Warn("No sequence of presses solves this position.")
	case err != nil:
		c.Warn("Cannot solve: " + err.Error())
	case len(a.Presses) == 0:
		c.Warn("Already solved: press New for another puzzle.")
	default:
		c.queue = c.queue[:0]
		c.hint = -1
		c.play = &playback{presses: a.Presses, at: max(now, c.animEnd)}
	}
}

func (c *Controller) stop(now time.Duration) {
	c.queue = c.queue[:0]
	if c.play != nil {
		c.play = nil
		c.version++
	}
}

func (c *Controller) showHint(now time.Duration) {
	if c.mode == Editing {
		c.mode = Playing
	}
	cell, err := c.rules.Hint(c.model.Board())
	switch {
	case errors.Is(err, solver.ErrImpossible):
		c.Warn("No hint: no sequence of presses solves this position.")
	case err != nil:
		c.Warn("No hint: " + err.Error())
	case cell < 0:
		c.Warn("Already solved: press New for another puzzle.")
	default:
		c.hint, c.hintAt = cell, now
		w := c.rules.Width()
		c.Warn(fmt.Sprintf("Hint: press row %d, column %d.", cell/w+1, cell%w+1))
	}
}

// Hint returns the highlighted hint cell and when it was given, or -1.
func (c *Controller) Hint() (int, time.Duration) { return c.hint, c.hintAt }

func (c *Controller) newPuzzle(now time.Duration) {
	c.stop(now)
	c.mode = Playing
	b, err := c.draw()
	if err != nil {
		c.Warn("New puzzle: " + err.Error())
		return
	}
	c.load(c.rules, b)
	c.animate(solver.Full(c.rules.Cells()), now)
}

// draw picks a new puzzle: uniformly among positions at exactly the target
// par where a distance table exists, else a random solvable position.
func (c *Controller) draw() (solver.Board, error) {
	if c.rules.Table() != nil {
		return c.rules.Puzzle(min(c.target, c.MaxTarget()), c.rng)
	}
	return c.rules.RandomSolvable(c.rng), nil
}

// HasTable reports whether New draws at an exact par: boards with a
// distance table do; larger boards draw a random solvable position.
func (c *Controller) HasTable() bool { return c.rules.Table() != nil }

// switchSpec changes the rules and draws a new puzzle under them.
func (c *Controller) switchSpec(s solver.Spec, now time.Duration) {
	r, err := c.rulesFor(s)
	if err != nil {
		c.Warn(err.Error())
		return
	}
	c.stop(now)
	c.mode = Playing
	c.rules = r
	c.target = min(c.target, c.MaxTarget())
	b, err := c.draw()
	if err != nil {
		// On some boards every press keeps a solved board solved: there
		// is no puzzle to draw, so show a solved one and say why.
		b = r.Goals()[0]
		c.load(r, b)
		c.Warn("Every position of this board that can be solved is already solved: try another size or shape.")
	} else {
		c.load(r, b)
	}
	c.animate(solver.Full(r.Cells()), now)
}

// Warn shows a message that stays until the player's next action, such as
// why a permalink was not followed.
func (c *Controller) Warn(msg string) {
	c.notice = msg
	c.version++
}

// Notice returns the message on screen, if any.
func (c *Controller) Notice() string { return c.notice }

// SetHover records the cell under the pointer, or -1. Moving the pointer
// hides the keyboard cursor.
func (c *Controller) SetHover(cell int) {
	if cell != c.hover {
		c.hover = cell
		c.cursorShown = false
		c.version++
	}
}

// Hover returns the cell under the pointer, or -1.
func (c *Controller) Hover() int { return c.hover }

// Cursor returns the keyboard cursor's cell and whether it is shown.
func (c *Controller) Cursor() (int, bool) { return c.cursor, c.cursorShown }
