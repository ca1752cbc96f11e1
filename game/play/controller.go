package play

import (
	"fmt"
	"math/rand/v2"
	"time"

	"flip/game/oracle"
	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// Mode is what a click on the board does: play or edit. (The Game button,
// named "mode" in the page's layout, switches the game, not the mode; see
// the package doc.)
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
// animations, plays Solve back step by step, keeps one game per rule set
// and the player's statistics, and saves them to its Store. View says what
// the screen shows. Every method takes the current time; nothing in it
// reads a clock but the calendar it is given for the daily puzzle.
type Controller struct {
	judge  *judge     // what the solver says: par, to go, proofs, hints
	rng    *rand.Rand // draws the puzzles and names them
	rules  *solver.Rules
	g      *puzzle.Game  // the game on screen
	model  *puzzle.Model // g.Model
	mode   Mode
	target int // the par New draws at
	// shown is the position the pieces showed at the last turn: where
	// the next turn's pieces turn from.
	shown solver.Position

	shelf shelf // the games of each rule set visited, and those left for Undo
	fast  bool  // Solve's pace
	// coaching: the coach is on (Learn), for every puzzle until it is
	// turned off.
	coaching bool

	screen *Screen // what the player points at and is told, the page's preferences
	anim   animations
	queue  []Intent
	play   *playback

	keep *record.Keeper // the player's record and the saved games
}

// NewController starts a game with rules and start as its puzzle.
func NewController(rules *solver.Rules, start solver.Position, rng *rand.Rand) *Controller {
	c := &Controller{
		judge:  newJudge(oracle.New(rules)),
		screen: newScreen(),
		rng:    rng,
		target: 5,
		shelf:  newShelf(),
	}
	c.anim.dur = FlipDuration
	id := c.newID()
	c.keep = record.NewKeeper(c.judge.Oracle(), id[:8], c.newID) // the tab's name: random, as every new puzzle's id is
	c.use(&puzzle.Game{ID: id, Model: puzzle.NewColourModel(rules, start)})
	c.keep.SetUnsaved(false)
	return c
}

// AddRules makes a prebuilt rule set available, so that switching to it
// does not build it again.
func (c *Controller) AddRules(r *solver.Rules) { c.judge.Oracle().Add(r) }

// SetCalendar sets the clock the daily puzzle is dated by (time.Now by
// default); tests set a fixed day.
func (c *Controller) SetCalendar(today func() time.Time) { c.keep.SetCalendar(today) }

// load starts a new puzzle under rules: the rule set's game from now on.
func (c *Controller) load(rules *solver.Rules, start solver.Position) {
	c.use(&puzzle.Game{ID: c.newID(), Model: puzzle.NewColourModel(rules, start)})
}

// leave keeps the game on screen on the list Undo goes back through,
// before New, Next, Daily or Edit put another in its place.
func (c *Controller) leave() { c.shelf.leave(c.g) }

// touch records a change to the game on screen: one more of this tab's
// changes, and when (see puzzle.Game.Touch).
func (c *Controller) touch() {
	c.g.Touch(c.keep.Tab(), c.keep.Today().UnixMilli())
	c.keep.SetUnsaved(true)
}

// use puts g on screen as its rule set's game.
func (c *Controller) use(g *puzzle.Game) {
	rules := g.Model.Rules()
	c.rules, c.g, c.model = rules, g, g.Model
	c.shown = g.Model.Position()
	c.shelf.put(g)
	c.anim.reset(rules.Cells())
	c.queue = c.queue[:0]
	c.play = nil
	c.screen.newBoard(rules.Cells())
	c.judge.setPar(c.rules, g.Model.StartPosition())
	c.target = min(c.target, c.rules.DrawMax())
	c.keep.SetUnsaved(true)
	c.screen.changed()
	c.coachUpdate()
}

// Load replaces the puzzle with start under the rules of spec, as opening
// a permalink does.
func (c *Controller) Load(spec solver.Spec, start solver.Position) error {
	r, err := c.judge.Oracle().Rules(spec)
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
func (c *Controller) Model() *puzzle.Model { return c.model }

// Mode returns what a click on the board does.
func (c *Controller) Mode() Mode { return c.mode }

// Target returns the par New draws at.
func (c *Controller) Target() int { return c.target }

// ToGo returns the fewest presses that solve the position on screen,
// ok=false when no sequence does, and whether the number is proven
// minimal (see judge.ToGo).
func (c *Controller) ToGo() (n int, ok, proven bool) { return c.judge.ToGo(c.model) }

// Par returns the puzzle's par: the fewest presses that solve its start,
// and ok=false when nothing solves it.
func (c *Controller) Par() (n int, ok bool) { return c.judge.Par().N, c.judge.Par().OK }

// Screen returns the presenter's state: the pointer, the focus, the
// notice, the announcements, the page's preferences and the effects.
func (c *Controller) Screen() *Screen { return c.screen }

// Busy reports whether an animation, a queued press or a playback is
// running: presses made now wait their turn.
func (c *Controller) Busy(now time.Duration) bool {
	return c.anim.moving(now) || len(c.queue) > 0 || c.play != nil
}

// Animating reports whether anything on screen moves at now, so the
// renderer must draw the next frame too.
func (c *Controller) Animating(now time.Duration) bool {
	return c.Busy(now) || c.anim.flourishing(now) ||
		c.screen.hintPulsing(now)
}

// Do applies one intent at time now, or queues it behind the pieces still
// turning. It is the one way in for clicks, taps, keys and the page.
func (c *Controller) Do(in Intent, now time.Duration) {
	c.Tick(now)
	if in.Action != ActCursor && c.screen.clearNotice() {
		c.screen.changed() // a message goes with the next action
	}
	if c.play != nil && in.Action.changesBoard() {
		// The playback owns the board: a click on it stops Solve and
		// says so; a key (undo, a press at the cursor) stops it and then
		// applies, after the piece in flight has turned. After Solve's
		// last press there is nothing to stop: the click goes on as a
		// click on the finished board.
		words := c.play.stopWords()
		c.stop()
		if in.Action == ActPress && words != "" {
			c.screen.Notify(KindInfo, words)
			c.save()
			return
		}
	}
	if c.play == nil && c.judge.waitsForProof(in.Action, c.model) {
		// Solve and Hint show the fewest presses: in K colours, once the
		// page has proven them (see judge.proveSoon).
		c.queue = append(c.queue, in)
		name := "Solve"
		if in.Action == ActHint {
			name = "Hint"
		}
		c.screen.Notify(KindInfo, name+" waits a moment: the page is proving the fewest presses.")
		c.save()
		return
	}
	waits := in.Action.changesBoard()
	// Behind presses still waiting, every action but Stop and the cursor
	// waits its turn too, so that nothing is applied out of order.
	if len(c.queue) > 0 && in.Action != ActStop && in.Action != ActCursor {
		waits = true
	}
	if waits && c.Busy(now) {
		c.queue = append(c.queue, in) // every press counts: parity matters
	} else {
		c.apply(in, now)
	}
	c.save()
}

// Tick advances queued presses and the playback to time now, and gives
// a proof under way its slice of the frame.
func (c *Controller) Tick(now time.Duration) {
	if c.judge.proveSoon(c.model) {
		c.screen.changed()
	}
	// Presses wait for the pieces in flight; a long queue (fast clicks)
	// is applied at once, so the board never lags the player.
	catchUp := len(c.queue) > queueCatchUp
	for len(c.queue) > 0 && c.play == nil && (catchUp || !c.anim.moving(now)) && !c.judge.waitsForProof(c.queue[0].Action, c.model) {
		in := c.queue[0]
		c.queue = append(c.queue[:0], c.queue[1:]...)
		at := now
		if !c.anim.moving(now) {
			at = max(now, c.anim.end)
		}
		c.apply(in, at)
	}
	if p := c.play; p != nil {
		step := p.step
		ended := p.advance(now, func(cell int, at time.Duration) {
			c.g.Assisted, c.g.BySolve = true, true
			c.turned(c.model.Press(cell), at)
			c.present().sayStanding(fmt.Sprintf("Solve, step %d of %d: %s. ", p.step+1, len(p.presses), c.present().cellWords(cell)))
		})
		if ended {
			c.play = nil
		}
		if ended || p.step != step {
			c.screen.changed()
		}
	}
	c.save()
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
// follows from the new position: the hint goes, a finish is counted and
// celebrated.
func (c *Controller) turned(changed solver.Board, now time.Duration) {
	c.touch()
	c.show(changed, now)
}

// show turns the cells set in changed to the position on screen, and
// does what follows from it (see turned), as one change of the game or
// as another tab's (see adopt).
func (c *Controller) show(changed solver.Board, now time.Duration) {
	c.anim.turn(changed, now, &c.shown)
	c.shown = c.model.Position()
	c.screen.clearHint()
	c.coachUpdate()
	c.screen.changed()
	by := c.SolvedBy()
	if by != "" && !c.g.Finished {
		c.g.Finished = true
		c.logGame(func(e *record.Entry) { e.By, e.Presses, e.Par = by, c.model.Moves(), c.judge.Par().N })
	}
	c.anim.celebrate(by == SolvedByPlayer && !c.screen.Prefs().ReducedMotion(), c.model.Moves() > c.judge.Par().N)
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
