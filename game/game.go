package game

import (
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// Game is the Ebitengine game. Create it with New and hand it to
// ebiten.RunGame.
//
// Its state comes in parts, each a type of its own: the loop's clock and
// counts (loop), what the page hands the loop (inbox) and what the loop
// hands the page (outbox), the pointer between ticks (input), the
// viewport and its layout (geometry), what drawing is made of (paint:
// the palette, the sprites, the text, the board's image), what is on the
// screen and what the view wants there (drawState), and what the next
// Draw is asked to do besides (requests).
type Game struct {
	ctl  *play.Controller
	view play.View // what the screen shows at loop.now: all that Draw reads

	loop   loop
	inbox  inbox
	outbox outbox
	input  input
	geom   geometry
	paint  paint

	// What is on the screen, place by place, and what the view wants
	// there now (see drawState).
	drawn, wanted drawState
	asked         requests
}

// loop is the game loop's clock and counts.
type loop struct {
	start       time.Time
	now         time.Duration // the time of the current Update
	frames      int           // frames drawn (a frame that draws nothing does not count)
	framesDrawn atomic.Int64  // frames, for any goroutine: see Frames
	inputs      int           // intents handed to the controller
	idle        atomic.Bool   // see Idle
	firstFrame  func()        // see OnFirstFrame
	onStart     func(string)  // see OnStartPhase
	updated     bool          // an Update has run
}

// inbox is what the page hands the loop from other goroutines, for the
// next Update: functions to run on the controller, and intents applied
// like input (see Post and PostIntent).
type inbox struct {
	mu      sync.Mutex
	funcs   []func(*play.Controller)
	intents []play.Intent
}

// take empties the inbox and returns what was in it.
func (b *inbox) take() ([]func(*play.Controller), []play.Intent) {
	b.mu.Lock()
	defer b.mu.Unlock()
	funcs, intents := b.funcs, b.intents
	b.funcs, b.intents = nil, nil
	return funcs, intents
}

// outbox is what the loop hands the page: the last publication, for any
// goroutine to read, and the page's callbacks.
type outbox struct {
	published atomic.Pointer[Published]
	key       pubKey
	republish bool // publish at the next Update even if key is the same
	onPublish func(Published)
	onEffect  func(play.Effect)
}

// geometry is the viewport and what is laid out in it.
type geometry struct {
	cssW, cssH float64 // the viewport in CSS pixels
	scale      float64 // device pixels per CSS pixel
	layout     play.Layout
	key        [5]float64      // what the layout was computed for: the viewport, the scale, the board's size and the menu
	places     [][]play.Button // the places of the buttons in the layout: see buttonPlaces
	sizesKey   [play.NumButtons]play.ButtonView
	sizes      []float64 // rowTextSizes for sizesKey in the current layout
}

// paint is what drawing is made of: the palette of the theme in effect,
// and the images drawn ahead of the frames (the pieces, the text, the
// board's frame and cells).
type paint struct {
	theme    play.Theme // the theme pal is of
	pal      palette
	sprites  *sprites // the pieces for the current cell size, see ensureSprites
	text     *text
	board    *ebiten.Image // the frame and empty cells, see boardImage
	boardKey boardKey
}

// requests are what the next Draw is asked to do besides drawing what
// changed, from any goroutine.
type requests struct {
	fullRedraw atomic.Bool // draw the whole screen: see RedrawAll
	warm       atomic.Bool // prepare what the first press draws: see WarmDrawing
}

// Published is what the game shows, copied out at the end of an Update
// for the page's bridge to read from any goroutine: the page contract's
// two values.
type Published struct {
	Snapshot play.Snapshot   // with Frames and Inputs filled; TableMs is the page's
	Layout   play.PageLayout // the layout in the page's terms
	Access   Access          // what the page's accessible mirror shows
}

// Access is what the page's accessible mirror of the canvas needs beyond
// the snapshot: how the pieces read, the buttons as the view shows them,
// and the last announcement with its sequence number.
type Access struct {
	Look    play.Look
	Buttons [play.NumButtons]play.ButtonView
	Said    string
	SaidSeq int
}

// New returns a game that plays ctl.
func New(ctl *play.Controller) *Game {
	g := &Game{ctl: ctl}
	g.loop.start = time.Now()
	g.geom.scale = 1
	g.paint.text = newText()
	g.paint.theme, g.paint.pal = play.Dark, paletteOf(play.Dark)
	g.view = ctl.View(0)
	return g
}

// OnFirstFrame sets f to be called once, after the first frame that
// shows the board is drawn.
func (g *Game) OnFirstFrame(f func()) { g.loop.firstFrame = f }

// Start phases, reported to OnStartPhase's function as the game's first
// frame is prepared.
const (
	PhaseFirstUpdate = "first-update" // the first Update begins: Ebitengine has started
	PhaseFirstDraw   = "first-draw"   // the first Draw begins: layout, sprites, glyphs and drawing follow
)

// OnStartPhase sets f to be called with PhaseFirstUpdate as the first
// Update begins and with PhaseFirstDraw as the first Draw begins, so that
// the page can time the start's phases (docs/performance.md).
func (g *Game) OnStartPhase(f func(phase string)) { g.loop.onStart = f }

// OnEffect sets f to be called from Update with each effect the
// controller asks of the page (a link to copy).
func (g *Game) OnEffect(f func(play.Effect)) { g.outbox.onEffect = f }

// OnPublish sets f to be called from Update whenever the state on screen
// or the layout changed.
func (g *Game) OnPublish(f func(Published)) { g.outbox.onPublish = f }

// Post runs f on the game's loop before the next Update, with the current
// time, and publishes after it; it is how the page (a changed permalink, say) reaches the
// controller without racing the game. Safe from any goroutine.
func (g *Game) Post(f func(*play.Controller)) {
	g.inbox.mu.Lock()
	g.inbox.funcs = append(g.inbox.funcs, f)
	g.inbox.mu.Unlock()
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// PostIntent hands an intent from the page (its accessible mirror) to the
// controller at the next Update, with the game's clock, exactly as a
// click or a key would. Safe from any goroutine.
func (g *Game) PostIntent(in play.Intent) {
	g.inbox.mu.Lock()
	g.inbox.intents = append(g.inbox.intents, in)
	g.inbox.mu.Unlock()
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// Latest returns what was last published, or nil before the first Update.
func (g *Game) Latest() *Published { return g.outbox.published.Load() }

// Now returns the game clock: the time since the game started.
func (g *Game) Now() time.Duration { return time.Since(g.loop.start) }

// Update reads input and advances the controller.
func (g *Game) Update() error {
	if !g.loop.updated {
		g.loop.updated = true
		if g.loop.onStart != nil {
			g.loop.onStart(PhaseFirstUpdate)
		}
	}
	g.loop.now = g.Now()
	funcs, intents := g.inbox.take()
	for _, f := range funcs {
		f(g.ctl)
	}
	if len(funcs) > 0 {
		// What the page posted is answered by a publication even when
		// nothing on screen changed (a link to the puzzle already shown
		// still has the address written: web/bridge's address).
		g.outbox.republish = true
	}
	for _, in := range append(intents, g.readInput()...) {
		g.ctl.Do(in, g.loop.now)
		g.loop.inputs++
	}
	g.ctl.Tick(g.loop.now)
	for _, e := range g.ctl.Screen().TakeEffects() {
		if g.outbox.onEffect != nil {
			g.outbox.onEffect(e)
		}
	}
	g.view = g.ctl.View(g.loop.now)
	g.followTheme()
	if g.view.Animating || g.drawn.moving {
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
	}
	g.relayout()
	g.publish()
	return nil
}

// publish copies the state out when it changed.
func (g *Game) publish() {
	o := &g.outbox
	key := pubKey{g.view.Stamp, g.view.Busy, g.view.State.Busy, g.geom.key, g.loop.inputs}
	if key == o.key && o.published.Load() != nil && !o.republish {
		return
	}
	o.key, o.republish = key, false
	said, seq := g.ctl.Screen().Announcement()
	p := &Published{Snapshot: g.view.State, Layout: g.geom.layout.Page(),
		Access: Access{Look: g.view.Look, Buttons: g.view.Buttons, Said: said, SaidSeq: seq}}
	p.Snapshot.Frames, p.Snapshot.Inputs = g.loop.frames, g.loop.inputs
	o.published.Store(p)
	if o.onPublish != nil {
		o.onPublish(*p)
	}
}

// pubKey is what a new publication is due for: a visible change, the busy
// flags (the stage's, and the snapshot's, which is also true while the
// presses to go are worked out: an answer of the solver's helper can end
// it in a frame that changes nothing else), the layout, or input read.
type pubKey struct {
	stamp     int
	busy      bool
	stateBusy bool
	layout    [5]float64
	inputs    int
}

// LayoutF sizes the screen in device pixels so that drawing is sharp on
// HiDPI screens; the layout itself is in CSS pixels.
func (g *Game) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := drawScale()
	g.geom.cssW, g.geom.cssH, g.geom.scale = outsideW, outsideH, s
	g.relayout()
	return math.Ceil(outsideW * s), math.Ceil(outsideH * s)
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (g *Game) Layout(outsideW, outsideH int) (int, int) {
	w, h := g.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// relayout recomputes the layout when the viewport, the scale or the
// board's size changed.
func (g *Game) relayout() {
	gm := &g.geom
	cols, rows := g.view.Cols, g.view.Rows
	menu := 0.0
	if g.view.Menu {
		menu = 1
	}
	key := [5]float64{gm.cssW, gm.cssH, gm.scale, float64(cols*100 + rows), menu}
	if key == gm.key {
		return
	}
	if key[2] != gm.key[2] {
		g.paint.text.reset()
	}
	gm.key = key
	gm.layout = play.Compute(gm.cssW, gm.cssH, cols, rows, g.view.Menu)
	gm.places = buttonPlaces(&gm.layout)
	gm.sizes = nil
	g.drawn.valid = false
	if sp := g.paint.sprites; sp != nil && sp.size != g.cellSize() {
		sp.dispose()
		g.paint.sprites = nil
	}
}

// cellSize is a cell's side in device pixels in the current layout, at
// least 1.
func (g *Game) cellSize() float64 {
	cell := 0.0
	if len(g.geom.layout.Cells) > 0 {
		cell = g.geom.layout.Cells[0].W * g.geom.scale
	}
	return max(cell, 1)
}

// ensureSprites draws the pieces' sprites for the current cell size and
// palette if they are not drawn yet. They are drawn in Draw, not when the
// layout or the theme changes: before the first frame both change once
// (Ebitengine lays out before the first Update, which brings the board's
// size and the system's theme), and the sprites are drawn on the processor.
func (g *Game) ensureSprites() {
	if g.paint.sprites == nil {
		g.paint.sprites = newSprites(g.cellSize(), g.paint.pal)
	}
}

// Draw draws what changed since the last frame; the screen is not cleared
// between frames. It compares what the view wants in each place with
// what the draw state says is there (see drawState) and redraws only the
// places that differ: a line of the header, a place of buttons, a label,
// the board's changed cells. A new layout, theme or overlay redraws the
// whole screen; an idle frame draws nothing.
func (g *Game) Draw(screen *ebiten.Image) {
	if g.loop.frames == 0 && g.loop.onStart != nil {
		g.loop.onStart(PhaseFirstDraw)
		g.loop.onStart = nil
	}
	g.relayout()
	g.ensureSprites()
	if g.asked.warm.Swap(false) {
		g.warmForPress()
	}
	if g.asked.fullRedraw.Swap(false) {
		// Drawn whole; the next Update publishes the frame count.
		g.drawn.valid = false
		g.outbox.republish = true
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
	}
	was, now := &g.drawn, &g.wanted
	g.want(now)
	g.loop.idle.Store(!now.moving && !g.outbox.republish)
	if was.same(now) {
		return
	}
	// Under the overlay or the menu every frame that draws draws
	// everything: the board's region alone would cover them.
	full := !was.valid || now.overlay || was.overlay || now.menu || was.menu
	if full {
		screen.Fill(g.paint.pal.background)
		g.drawHeader(screen, &now.texts)
		g.drawButtons(screen, now, false)
	} else {
		g.redrawPlaces(screen, was, now)
	}
	g.drawBoard(screen, full)
	if now.menu {
		g.drawMenu(screen, now)
	}
	if now.overlay {
		g.drawOverlay(screen, g.view.Overlay)
	}
	was.copyFrom(now)
	g.loop.frames++
	g.loop.framesDrawn.Store(int64(g.loop.frames))
	if g.loop.frames == 1 {
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
		if g.loop.firstFrame != nil {
			g.loop.firstFrame()
		}
	}
}

// Frames returns the number of frames drawn so far (a frame in which
// nothing changed draws nothing and is not counted). Safe from any
// goroutine.
func (g *Game) Frames() int { return int(g.loop.framesDrawn.Load()) }

// Idle reports whether the last frame found nothing moving: once it
// drew, the screen shows the view at rest until the next input. Safe
// from any goroutine.
func (g *Game) Idle() bool { return g.loop.idle.Load() }

// Wake asks for a frame: the solver's helper calls it when a reply
// arrives, which the next Update takes (the game runs no frames while it
// only waits for one). Safe from any goroutine.
func (g *Game) Wake() {
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// RedrawAll makes the next frame draw the whole screen, as after a new
// layout, and asks for that frame. It is how a test compares the screen
// drawn in parts with the screen drawn whole (window.flipgame.redraw()).
// Safe from any goroutine.
func (g *Game) RedrawAll() {
	g.asked.fullRedraw.Store(true)
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// WarmDrawing makes the next frame prepare what a first press draws (see
// warmForPress), and asks for that frame. When is the caller's decision
// (main.go: in the frame after the first, which drew no scaled image).
// Safe from any goroutine.
func (g *Game) WarmDrawing() {
	g.asked.warm.Store(true)
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// warmForPress prepares what the first press would otherwise prepare
// while the player waits for it to show (docs/performance.md, Presses):
// the linear filter's shader program, the partial redraw, the sprites
// that mark cells (the pointer's tint and rings), a piece drawn
// mid-turn, and the glyphs of the status line's digits.
func (g *Game) warmForPress() {
	warmLinear()
	// The partial redraw, which no frame may have run yet: compared with
	// itself, no place differs and nothing is drawn, but its code is
	// compiled (28 ms of wasm.CompileLazy in the first press's frame).
	g.redrawPlaces(nil, &g.drawn, &g.drawn)
	sp := g.paint.sprites
	if sp == nil || len(g.geom.layout.Cells) == 0 {
		return
	}
	accent := g.paint.pal.accent
	n := sp.cell + 8
	scratch := ebiten.NewImage(n, n)
	r := play.Rect{X: 4, Y: 4, W: sp.size, H: sp.size}
	c := float64(n) / 2
	sp.tintCell(scratch, r, withAlpha(accent, 0.34))
	sp.drawDisc(scratch, c, c, sp.size, true, 0.3, 0)
	sp.ringCell(scratch, r, 0, withAlpha(accent, 0.9))
	scratch.Deallocate()
	size := g.geom.layout.TextSize * 1.35 * g.geom.scale
	g.paint.text.face(faceKey{true, int(math.Round(size))}).warm("0123456789")
}
