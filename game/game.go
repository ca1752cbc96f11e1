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
type Game struct {
	ctl   *play.Controller
	start time.Time
	now   time.Duration // the time of the current Update
	view  play.View     // what the screen shows at now: all that Draw reads

	cssW, cssH float64 // the viewport in CSS pixels
	scale      float64 // device pixels per CSS pixel
	layout     play.Layout
	layoutKey  [4]float64 // what the layout was computed for, plus the board's columns
	sprites    *sprites
	text       *text
	input      input
	board      *ebiten.Image // the frame and empty cells, see boardImage
	boardKey   boardKey

	// What is on the screen, place by place, and what the view wants
	// there now (see drawState); the places of the buttons in the layout.
	drawn, wanted drawState
	places        [][]play.Button
	fullRedraw    atomic.Bool // the next frame draws the whole screen: see RedrawAll
	sizesKey      [play.NumButtons]play.ButtonView
	sizes         []float64 // rowTextSizes for sizesKey in the current layout

	frames      int
	framesDrawn atomic.Int64 // frames, for any goroutine: see Frames
	idle        atomic.Bool  // see Idle
	warmed      bool         // what a press draws has been prepared, see warmForPress
	warmStep    int          // the warm steps run so far, see warmCode
	inputs      int
	firstFrame  func()
	warm        func()

	inboxMu sync.Mutex
	inbox   []func(*play.Controller)
	intents []play.Intent // from the page, applied like input

	published atomic.Pointer[Published]
	pubKey    pubKey
	republish bool // publish at the next Update even if pubKey is the same
	onPublish func(Published)
	onEffect  func(play.Effect)
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
	g := &Game{ctl: ctl, start: time.Now(), text: newText(), scale: 1}
	g.view = ctl.View(0)
	return g
}

// OnFirstFrame sets f to be called once, after the first frame that
// shows the board is drawn.
func (g *Game) OnFirstFrame(f func()) { g.firstFrame = f }

// OnWarm sets f to be called once, from the Update of the frame after
// the last of the work that prepares the first press and the first
// Solve (warmForPress, warmCode): from then on they do not wait for
// first-time work.
func (g *Game) OnWarm(f func()) { g.warm = f }

// OnEffect sets f to be called from Update with each effect the
// controller asks of the page (a link to copy).
func (g *Game) OnEffect(f func(play.Effect)) { g.onEffect = f }

// OnPublish sets f to be called from Update whenever the state on screen
// or the layout changed.
func (g *Game) OnPublish(f func(Published)) { g.onPublish = f }

// Post runs f on the game's loop before the next Update, with the current
// time; it is how the page (a changed permalink, say) reaches the
// controller without racing the game. Safe from any goroutine.
func (g *Game) Post(f func(*play.Controller)) {
	g.inboxMu.Lock()
	g.inbox = append(g.inbox, f)
	g.inboxMu.Unlock()
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// PostIntent hands an intent from the page (its accessible mirror) to the
// controller at the next Update, with the game's clock, exactly as a
// click or a key would. Safe from any goroutine.
func (g *Game) PostIntent(in play.Intent) {
	g.inboxMu.Lock()
	g.intents = append(g.intents, in)
	g.inboxMu.Unlock()
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// Latest returns what was last published, or nil before the first Update.
func (g *Game) Latest() *Published { return g.published.Load() }

// Now returns the game clock: the time since the game started.
func (g *Game) Now() time.Duration { return time.Since(g.start) }

// Update reads input and advances the controller.
func (g *Game) Update() error {
	g.now = g.Now()
	g.inboxMu.Lock()
	inbox, intents := g.inbox, g.intents
	g.inbox, g.intents = nil, nil
	g.inboxMu.Unlock()
	for _, f := range inbox {
		f(g.ctl)
	}
	for _, in := range append(intents, g.readInput()...) {
		g.ctl.Do(in, g.now)
		g.inputs++
	}
	g.warmCode()
	g.ctl.Tick(g.now)
	for _, e := range g.ctl.TakeEffects() {
		if g.onEffect != nil {
			g.onEffect(e)
		}
	}
	g.view = g.ctl.View(g.now)
	g.followTheme()
	if g.view.Moves || g.drawn.moving {
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
	}
	g.relayout()
	g.publish()
	return nil
}

// publish copies the state out when it changed.
func (g *Game) publish() {
	key := pubKey{g.view.Stamp, g.view.Busy, g.layoutKey, g.inputs}
	if key == g.pubKey && g.published.Load() != nil && !g.republish {
		return
	}
	g.pubKey, g.republish = key, false
	said, seq := g.ctl.Announcement()
	p := &Published{Snapshot: g.view.State, Layout: g.layout.Page(),
		Access: Access{Look: g.view.Look, Buttons: g.view.Buttons, Said: said, SaidSeq: seq}}
	p.Snapshot.Frames, p.Snapshot.Inputs = g.frames, g.inputs
	g.published.Store(p)
	if g.onPublish != nil {
		g.onPublish(*p)
	}
}

// pubKey is what a new publication is due for: a visible change, the busy
// flag, the layout, or input read.
type pubKey struct {
	stamp  int
	busy   bool
	layout [4]float64
	inputs int
}

// LayoutF sizes the screen in device pixels so that drawing is sharp on
// HiDPI screens; the layout itself is in CSS pixels.
func (g *Game) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := drawScale()
	g.cssW, g.cssH, g.scale = outsideW, outsideH, s
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
	cols, rows := g.view.Cols, g.view.Rows
	key := [4]float64{g.cssW, g.cssH, g.scale, float64(cols*100 + rows)}
	if key == g.layoutKey {
		return
	}
	if key[2] != g.layoutKey[2] {
		g.text.reset()
	}
	g.layoutKey = key
	g.layout = play.Compute(g.cssW, g.cssH, cols, rows)
	g.places = buttonPlaces(&g.layout)
	g.sizes = nil
	g.drawn.valid = false
	if g.sprites != nil && g.sprites.size != g.cellSize() {
		g.sprites.dispose()
		g.sprites = nil
	}
}

// cellSize is a cell's side in device pixels in the current layout, at
// least 1.
func (g *Game) cellSize() float64 {
	cell := 0.0
	if len(g.layout.Cells) > 0 {
		cell = g.layout.Cells[0].W * g.scale
	}
	return max(cell, 1)
}

// ensureSprites draws the pieces' sprites for the current cell size and
// palette if they are not drawn yet. They are drawn in Draw, not when the
// layout or the theme changes: before the first frame both change once
// (Ebitengine lays out before the first Update, which brings the board's
// size and the system's theme), and the sprites are drawn on the processor.
func (g *Game) ensureSprites() {
	if g.sprites == nil {
		g.sprites = newSprites(g.cellSize())
	}
}

// Draw draws what changed since the last frame; the screen is not cleared
// between frames. It compares what the view wants in each place with
// what the draw state says is there (see drawState) and redraws only the
// places that differ: a line of the header, a place of buttons, a label,
// the board's changed cells. A new layout, theme or overlay redraws the
// whole screen; an idle frame draws nothing.
func (g *Game) Draw(screen *ebiten.Image) {
	g.relayout()
	g.ensureSprites()
	if g.frames > 0 && !g.warmed {
		// The first frame drew no scaled image; the next prepares what
		// the first press needs (see warmForPress).
		g.warmed = true
		g.warmForPress()
	}
	if g.fullRedraw.Swap(false) {
		// Drawn whole; the next Update publishes the frame count.
		g.drawn.valid = false
		g.republish = true
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
	}
	was, now := &g.drawn, &g.wanted
	g.want(now)
	g.idle.Store(!now.moving && !g.republish)
	if was.same(now) {
		return
	}
	// Under the overlay every frame that draws draws everything: the
	// board's region alone would cover the overlay.
	full := !was.valid || now.overlay || was.overlay
	if full {
		screen.Fill(colBackground)
		g.drawHeader(screen, &now.texts)
		g.drawButtons(screen, now)
	} else {
		g.redrawPlaces(screen, was, now)
	}
	g.drawBoard(screen, full)
	if now.overlay {
		g.drawOverlay(screen, g.view.Overlay)
	}
	was.copyFrom(now)
	g.frames++
	g.framesDrawn.Store(int64(g.frames))
	if g.frames == 1 {
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
		if g.firstFrame != nil {
			g.firstFrame()
		}
	}
}

// Frames returns the number of frames drawn so far (a frame in which
// nothing changed draws nothing and is not counted). Safe from any
// goroutine.
func (g *Game) Frames() int { return int(g.framesDrawn.Load()) }

// Idle reports whether the last frame found nothing moving: once it
// drew, the screen shows the view at rest until the next input. Safe
// from any goroutine.
func (g *Game) Idle() bool { return g.idle.Load() }

// RedrawAll makes the next frame draw the whole screen, as after a new
// layout, and asks for that frame. It is how a test compares the screen
// drawn in parts with the screen drawn whole (window.flipgame.redraw()).
// Safe from any goroutine.
func (g *Game) RedrawAll() {
	g.fullRedraw.Store(true)
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
}

// warmForPress prepares, in the frame after the first, what the first
// press would otherwise prepare while the player waits for it to show
// (the first press used to take 330–560 ms, the later ones a frame or
// two): the linear filter's shader program, the sprites that mark cells
// (the pointer's tint and rings), a piece drawn mid-turn, and the glyphs
// of the status line's digits.
func (g *Game) warmForPress() {
	warmLinear()
	sp := g.sprites
	if sp == nil || len(g.layout.Cells) == 0 {
		return
	}
	n := sp.cell + 8
	scratch := ebiten.NewImage(n, n)
	r := play.Rect{X: 4, Y: 4, W: sp.size, H: sp.size}
	c := float64(n) / 2
	sp.tintCell(scratch, r, withAlpha(colAccent, 0.34))
	sp.drawDisc(scratch, c, c, sp.size, true, 0.3, 0)
	sp.ringCell(scratch, r, 0, withAlpha(colAccent, 0.9))
	scratch.Deallocate()
	size := g.layout.TextSize * 1.35 * g.scale
	g.text.face(faceKey{true, int(math.Round(size))}).warm("0123456789")
}
