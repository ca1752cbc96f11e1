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
//
// It directs its parts, each of which owns one thing: the shelf (the
// game on screen and the others in hand), the stage (what moves and what
// waits), the judge (what the solver says), the screen (what the player
// points at and is told) and the keeper (the record and the saved games).
type Controller struct {
	judge *judge // what the solver says: par, to go, proofs, hints
	shelf *Shelf // the game on screen, the games of each rule set visited, those left for Undo
	stage *Stage // the animations, the queue, Solve's playback
	// coaching: the coach is on (Learn), for every puzzle until it is
	// turned off.
	coaching bool

	screen *Screen        // what the player points at and is told, the page's preferences
	keep   *record.Keeper // the player's record and the saved games
}

// NewController starts a game with rules and start as its puzzle. The
// rule sets prebuilt are available too, so that switching to one does not
// build it again.
func NewController(rules *solver.Rules, start solver.Position, rng *rand.Rand, prebuilt ...*solver.Rules) *Controller {
	c := &Controller{
		judge:  newJudge(oracle.New(append([]*solver.Rules{rules}, prebuilt...)...)),
		screen: newScreen(),
		shelf:  newShelf(rng),
		stage:  newStage(),
	}
	id := c.shelf.newID()
	c.keep = record.NewKeeper(c.judge.Oracle(), id[:8], c.shelf.newID) // the tab's name: random, as every new puzzle's id is
	c.use(&puzzle.Game{ID: id, Model: puzzle.NewColourModel(rules, start)})
	c.keep.SetUnsaved(false)
	return c
}

// SetHelper makes h, the solver's Web Worker in the page, make the
// searches that would hold up a frame: the presses to go that a frame's
// slice does not find, and the proofs (oracle.Helper). Once it is lost,
// the page makes them again, and the player is told why.
func (c *Controller) SetHelper(h oracle.Helper) { c.judge.setHelper(h) }

// Keeper returns the player's record and the saved games: the page sets
// what it is told of another tab's writes through it (OnNews), tests the
// calendar (SetCalendar).
func (c *Controller) Keeper() *record.Keeper { return c.keep }

// use puts g on screen as its rule set's game.
func (c *Controller) use(g *puzzle.Game) {
	rules := g.Model.Rules()
	c.shelf.use(g)
	c.stage.reset(g.Model)
	c.screen.newBoard(rules.Cells())
	c.judge.setPar(rules, g.Model.StartPosition())
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
	c.shelf.setMode(Playing)
	c.use(c.shelf.newGame(r, start))
	return nil
}

// Shelf returns the game on screen and the others in hand.
func (c *Controller) Shelf() *Shelf { return c.shelf }

// Stage returns what moves on screen and what waits: the animations, the
// queue, Solve's playback.
func (c *Controller) Stage() *Stage { return c.stage }

// ToGo returns the fewest presses that solve the position on screen,
// ok=false when no sequence does, and whether the number is proven
// minimal (see judge.ToGo).
func (c *Controller) ToGo() (n int, ok, proven bool) { return c.judge.ToGo(c.shelf.Model()) }

// Par returns the puzzle's par: the fewest presses that solve its start,
// and ok=false when nothing solves it.
func (c *Controller) Par() (n int, ok bool) { return c.judge.Par().N, c.judge.Par().OK }

// Screen returns the presenter's state: the pointer, the focus, the
// notice, the announcements, the page's preferences and the effects.
func (c *Controller) Screen() *Screen { return c.screen }

// Animating reports whether anything on screen moves at now, so the
// renderer must draw the next frame too.
func (c *Controller) Animating(now time.Duration) bool {
	return c.stage.Animating(now) || c.screen.hintPulsing(now)
}

// Do applies one intent at time now, or queues it behind the pieces still
// turning. It is the one way in for clicks, taps, keys and the page.
func (c *Controller) Do(in Intent, now time.Duration) {
	c.Tick(now)
	if in.Action != ActCursor && c.screen.clearNotice() {
		c.screen.changed() // a message goes with the next action
	}
	if c.stage.Playing() && in.Action.changesBoard() {
		// The playback owns the board: a click on it stops Solve and
		// says so; a key (undo, a press at the cursor) stops it and then
		// applies, after the piece in flight has turned. After Solve's
		// last press there is nothing to stop: the click goes on as a
		// click on the finished board.
		words := c.stop()
		if in.Action == ActPress && words != "" {
			c.screen.Notify(KindInfo, words)
			c.save()
			return
		}
	}
	if !c.stage.Playing() && c.judge.waitsForProof(in.Action, c.shelf.Model()) {
		// Solve and Hint show the fewest presses: in K colours, once the
		// page has proven them (see judge.proveSoon).
		c.stage.wait(in)
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
	if c.stage.waiting() && in.Action != ActStop && in.Action != ActCursor {
		waits = true
	}
	if waits && c.stage.Busy(now) {
		c.stage.wait(in) // every press counts: parity matters
	} else {
		c.apply(in, now)
	}
	c.save()
}

// Tick advances queued presses and the playback to time now, and gives
// a proof under way its slice of the frame.
func (c *Controller) Tick(now time.Duration) {
	if c.judge.proveSoon(c.shelf.Model()) {
		c.screen.changed()
	}
	if err := c.judge.newlyLost(); err != nil {
		c.screen.Notify(KindWarning, lostWords(err))
		c.screen.changed()
	}
	c.stage.advanceQueue(now, func(a Action) bool { return !c.judge.waitsForProof(a, c.shelf.Model()) }, c.apply)
	moved := c.stage.advancePlayback(now, func(cell, step, steps int, at time.Duration) {
		g := c.shelf.Game()
		g.Assisted, g.BySolve = true, true
		c.turned(g.Model.Press(cell), at)
		c.present().sayStanding(fmt.Sprintf("Solve, step %d of %d: %s. ", step+1, steps, c.present().cellWords(cell)))
	})
	if moved {
		c.screen.changed()
	}
	c.save()
}

// turned starts the flip of every cell set in changed, and whatever
// follows from the new position: the hint goes, a finish is counted and
// celebrated.
func (c *Controller) turned(changed solver.Board, now time.Duration) {
	c.keep.Touch(c.shelf.Game())
	c.show(changed, now)
}

// show turns the cells set in changed to the position on screen, and
// does what follows from it (see turned), as one change of the game or
// as another tab's (see Sync).
func (c *Controller) show(changed solver.Board, now time.Duration) {
	g := c.shelf.Game()
	c.stage.turn(changed, now, g.Model.Position())
	c.screen.clearHint()
	c.coachUpdate()
	c.screen.changed()
	by := c.SolvedBy()
	if by != "" && !g.Finished {
		g.Finished = true
		c.keep.Note(g, func(e *record.Entry) { e.By, e.Presses, e.Par = by, g.Model.Moves(), c.judge.Par().N })
	}
	c.stage.celebrate(by == SolvedByPlayer && !c.screen.Prefs().ReducedMotion(), g.Model.Moves() > c.judge.Par().N)
}

// stop ends a playback and drops the presses waiting their turn. It
// returns what a stop at the player's word says: how far the playback
// went, "" when none ran or it had made its last press.
func (c *Controller) stop() (words string) {
	words, stopped := c.stage.stop()
	if stopped {
		c.screen.changed()
	}
	return words
}
