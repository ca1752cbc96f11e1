package play

import (
	"math"
	"time"

	"flip/solver"
)

// View is everything the screen shows at one moment, computed from the
// game's state and the clock: the renderer draws it and decides nothing,
// the page's accessible mirror and window.flipgame read it too.
type View struct {
	Panel      // the words and buttons
	Look  Look // how the pieces are drawn
	// Colours is K, the colours (or handle positions) a piece cycles
	// through: 2 for the judge's games, 3 to 6 for more colours.
	Colours int
	Cols    int        // the board's columns
	Rows    int        // the board's rows
	Cells   []CellView // row-major
	Flair   Flair      // the hint ring's pulse and the victory flourish
	// Overlay is the panel drawn over the game — the Puzzle facts, the
	// help or the statistics — nil when none is open.
	Overlay *FactsView
	// Menu: the menu is open; the layout gives its buttons their places.
	// MenuNote says, beside its heading, how it closes.
	Menu     bool
	MenuNote string
	// Theme is the theme in effect; the renderer picks its palette.
	Theme Theme
	// Fade: pieces change by a cross-fade in place rather than turning
	// over, and nothing bounces (the system asks for reduced motion).
	Fade      bool
	Busy      bool     // presses made now wait their turn
	Animating bool     // something moves: the next frame differs from this one
	State     Snapshot // the same moment, as window.flipgame.snapshot() reports it
	Stamp     int      // changes whenever anything above changes but the clock
}

// Panel is what the header, the status lines and the buttons show. It is
// comparable: when two frames' panels are equal, the panel needs no
// drawing.
type Panel struct {
	Title string
	// Cycle is K in K colours (3 to 6), 0 in two: the title is followed
	// by the colours' cycle, each piece and the next one a press turns
	// it to, 0, 1, … K−1 and 0 again, drawn as the pieces are.
	Cycle      int
	HowTo      string // one line on how to play
	Status     string // presses and par, the Solve step, or the outcome
	StatusKind Kind
	Detail     Notice // the notice, or help for the mode (KindPlain)
	Buttons    [NumButtons]ButtonView
	Par        Label // between the par buttons: the target par
	Size       Label // between the size buttons
}

// ButtonView is one button as drawn.
type ButtonView struct {
	Label   string // empty for the arrow buttons, which draw a triangle
	Enabled bool   // a click would do something
	On      bool   // lit: Solve while it plays, Edit while editing, Wrap when on
	Hidden  bool   // not drawn: Next takes New's place and Skip Hint's, one of each pair at a time
	Focused bool   // the page's keyboard focus is on it: ringed
}

// Label is a caption over a value, between two arrow buttons.
type Label struct{ Caption, Value string }

// Look is how the pieces are drawn.
type Look uint8

// The looks.
const (
	Discs   Look = iota // the Flip Game: discs on felt, black or white
	Handles             // the Refrigerator: handles on plates, closed or open
)

// CellView is one cell as drawn.
type CellView struct {
	Piece bool // black (Flip Game) or closed (Refrigerator): Colour is not 0
	// Colour is the piece's colour, 0 to Colours−1 (for the Refrigerator,
	// how many steps the handle is turned from open); From is the colour
	// it is turning from (Colour−1 modulo Colours after a press, Colour+1
	// after an undo), equal to Colour at rest. In two colours Colour is 1
	// for a black or closed piece.
	Colour, From int
	Turn         float64 // how far a turning piece has turned, 0 to 1; 1 at rest
	Pointed      bool    // under the pointer or the keyboard's cursor: a press would go here
	Reach        bool    // a press where the player points would change this piece
	Step         bool    // the cell Solve presses next
	StepHits     bool    // Solve's next press changes this piece
	Hint         bool    // ringed by Hint
	Cursor       bool    // the keyboard's cursor
	Marked       bool    // in the set of cells that proves the position cannot be solved
	Weight       int     // in K colours, the marked cell's weight in that proof (1 to K−1); 0 otherwise
	Area         bool    // in the row the first Hint rang
	Coach        bool    // the press the coach rings
	About        bool    // the piece the coach's reason is about: the one chased, the handle turned alone
	Added        bool    // ringed by the look back: a press of its answer the player did not make (an odd number of times)
	Waste        int     // the look back: how many of the player's presses on this cell its answer does not have (cancelled, or replaced); 0 when none
}

// Flair is the movement that is not a piece turning.
type Flair struct {
	HintPulse   float64 // the hint ring's opacity, 0 to 1
	Celebrating bool    // the victory flourish runs
	Celebration float64 // how far it has run, 0 to 1
	Small       bool    // a finish over par: the smaller flourish
}

// View returns what the screen shows at now.
func (c *Controller) View(now time.Duration) View { return c.present().view(now) }

// view returns what the screen shows at now.
func (c *presenter) view(now time.Duration) View {
	defer c.judge.nextFrame()
	if c.screen.waiting() != "" {
		c.sayStanding(c.screen.waiting())
	}
	v := View{
		Colours:   c.colours(),
		Panel:     c.panel(),
		Cols:      c.rules.Width(),
		Rows:      c.rules.Height(),
		Busy:      c.stage.Busy(now),
		Animating: c.ask.Animating(now),
		Theme:     c.screen.Prefs().Theme(),
		Menu:      c.screen.Overlay() == OverlayMenu,
	}
	if !c.rules.Game().EitherColour {
		v.Look = Handles
	}
	if v.Menu {
		v.MenuNote = "Esc or a click outside closes it."
		if !c.screen.keyboard() {
			v.MenuNote = "A tap outside closes it."
		}
	}
	v.Cells = c.cells(now, v.Busy)
	if hint, at := c.screen.Hint(); hint >= 0 {
		v.Flair.HintPulse = 1
		if d := now - at; d < HintPulse && !c.screen.Prefs().ReducedMotion() {
			v.Flair.HintPulse = 0.55 + 0.45*math.Abs(math.Cos(float64(d)/float64(time.Second)*math.Pi*2))
		}
	}
	v.Flair.Celebration, v.Flair.Celebrating = c.stage.Celebration(now)
	v.Flair.Small = c.stage.smallFlourish()
	switch c.screen.Overlay() {
	case OverlayFacts:
		v.Overlay = c.factsView()
	case OverlayHelp:
		v.Overlay = c.helpView()
	case OverlayStats:
		v.Overlay = c.statsView()
	case OverlayTable:
		v.Overlay = c.tableView()
	}
	if v.Overlay != nil && v.Overlay.Close == "" {
		v.Overlay.Close = c.closeWords()
	}
	v.State = c.snapshot(&v)
	if c.judge.counting(c.model) || c.screen.waiting() != "" {
		// The presses to go are being worked out: the next frame gives
		// the search another slice, and the page waits for the number;
		// or the solver's helper works them out, and its reply wakes
		// the page.
		v.State.Busy = true
		v.Animating = v.Animating || !c.judge.away()
	}
	v.Stamp = c.screen.Version()
	return v
}

// cells returns each cell's look at now.
func (c *presenter) cells(now time.Duration, busy bool) []CellView {
	r := c.rules
	board := c.model.Board()
	cells := make([]CellView, r.Cells())
	var reach, stepHits solver.Board
	step := -1
	if c.solve.on {
		step = c.solve.cell
		stepHits = r.Press(step)
	}
	pointed := -1
	// A finished board takes no press: nothing under the pointer or the
	// cursor invites one.
	refused := c.mode == Playing && c.ask.refusal(ActPress) != ""
	if !busy && !c.solve.on && !refused {
		pointed = c.screen.pointed()
	}
	if pointed >= 0 && c.mode == Playing {
		reach = r.Press(pointed)
	}
	var marked solver.Board
	var weights map[int]int
	if e := c.judge.explanation(c.model, c.mode); e.Impossible() {
		var cells []int
		cells, weights = c.markedCells(e)
		for _, i := range cells {
			marked.Set(i, true)
		}
	}
	k := c.colours()
	pos := c.model.Position()
	coachNext, coachAbout := -1, -1
	if c.coach.on && c.mode == Playing && !c.solve.on {
		coachNext, coachAbout = c.g.Coach.Step().Next, c.g.Coach.Step().About
	}
	var area solver.Board
	for _, i := range c.screen.hintArea() {
		area.Set(i, true)
	}
	var added solver.Board
	var waste map[int]int // nil, and read as 0, without a look back
	if rv := c.lookBack(); rv != nil && c.mode == Playing {
		added, waste = rv.ringed, rv.wasted
	}
	hint := c.screen.ringed()
	cursor, cursorShown := c.screen.Cursor()
	for i := range cells {
		turn, moving := c.stage.Flip(i, now)
		colour := pos.Get(i)
		cells[i] = CellView{
			Piece:    board.Get(i),
			Colour:   colour,
			From:     colour,
			Turn:     turn,
			Pointed:  i == pointed,
			Reach:    reach.Get(i),
			Step:     i == step,
			StepHits: stepHits.Get(i),
			Hint:     i == hint,
			Cursor:   cursorShown && i == cursor && !refused,
			Marked:   marked.Get(i),
			Weight:   weights[i],
			Area:     area.Get(i),
			Coach:    i == coachNext,
			About:    i == coachAbout,
			Added:    added.Get(i),
			Waste:    waste[i],
		}
		if moving {
			cells[i].From = c.stage.from(i, colour, k)
		}
	}
	return cells
}
