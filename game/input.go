package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"flip/game/play"
)

// input turns mouse, touch and keys into intents. Where a pointer moves,
// goes down or comes up, it finds what lies there in the layout (a
// play.Hit) and reports it: what a pointer going down means — a press, a
// button taken hold of, an overlay closed — is the controller's to say
// (Controller.PointerDown). A held button fires when it is released over
// the button it went down on, as buttons do everywhere. Whether an intent
// applies is the controller's to decide too: input sends them all.
type input struct {
	chars    []rune      // the characters typed this tick
	held     play.Button // the button under a held mouse button or finger
	holding  bool
	hoverBtn play.Button
	hovering bool
	touches  []ebiten.TouchID
	lastX    float64
	lastY    float64
}

// keyIntents maps single keys to intents.
var keyIntents = []struct {
	key ebiten.Key
	in  play.Intent
}{
	{ebiten.KeyArrowLeft, play.Intent{Action: play.ActCursor, DX: -1}},
	{ebiten.KeyArrowRight, play.Intent{Action: play.ActCursor, DX: 1}},
	{ebiten.KeyArrowUp, play.Intent{Action: play.ActCursor, DY: -1}},
	{ebiten.KeyArrowDown, play.Intent{Action: play.ActCursor, DY: 1}},
	{ebiten.KeySpace, play.Intent{Action: play.ActPressCursor}},
	{ebiten.KeyEnter, play.Intent{Action: play.ActPressCursor}},
	{ebiten.KeyNumpadEnter, play.Intent{Action: play.ActPressCursor}},
	{ebiten.KeyU, play.Intent{Action: play.ActUndo}},
	{ebiten.KeyR, play.Intent{Action: play.ActRedo}},
	{ebiten.KeyS, play.Intent{Action: play.ActSolve}},
	{ebiten.KeyH, play.Intent{Action: play.ActHint}},
	{ebiten.KeyL, play.Intent{Action: play.ActLearn}},
	{ebiten.KeyC, play.Intent{Action: play.ActColours}},
	{ebiten.KeyT, play.Intent{Action: play.ActTable}},
	{ebiten.KeyN, play.Intent{Action: play.ActNew}},
	{ebiten.KeyEscape, play.Intent{Action: play.ActStop}},
	{ebiten.KeyM, play.Intent{Action: play.ActGame}},
	{ebiten.KeyE, play.Intent{Action: play.ActEdit}},
	{ebiten.KeyF1, play.Intent{Action: play.ActHelp}},
	{ebiten.KeyF, play.Intent{Action: play.ActFacts}},
	{ebiten.KeyBackspace, play.Intent{Action: play.ActReset}},
	{ebiten.KeyMinus, play.Intent{Action: play.ActParDown}},
	{ebiten.KeyEqual, play.Intent{Action: play.ActParUp}},
	{ebiten.KeyNumpadSubtract, play.Intent{Action: play.ActParDown}},
	{ebiten.KeyNumpadAdd, play.Intent{Action: play.ActParUp}},
}

// readInput returns this tick's intents.
func (g *Game) readInput() []play.Intent {
	var out []play.Intent
	in := &g.input
	s := inputScale() // see scale.go

	// Keys. Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo too.
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyZ) {
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			out = append(out, play.Intent{Action: play.ActRedo})
		} else {
			out = append(out, play.Intent{Action: play.ActUndo})
		}
	} else if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyY) {
		out = append(out, play.Intent{Action: play.ActRedo})
	} else if !ctrl {
		for _, k := range keyIntents {
			if inpututil.IsKeyJustPressed(k.key) {
				out = append(out, k.in)
			}
		}
		// '?' is a character, wherever a keyboard layout puts it.
		in.chars = ebiten.AppendInputChars(in.chars[:0])
		for _, r := range in.chars {
			if r == '?' {
				out = append(out, play.Intent{Action: play.ActHelp})
			}
		}
	}

	// Mouse.
	mx, my := ebiten.CursorPositionF()
	mx, my = mx/s, my/s
	if mx != in.lastX || my != in.lastY {
		in.lastX, in.lastY = mx, my
		h := g.hit(mx, my)
		g.ctl.PointerMoved(h)
		in.hovering, in.hoverBtn = h.OnButton, h.Button
	}
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		out = g.pointerDown(out, mx, my)
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		out = g.pointerUp(out, mx, my)
	}

	// Touch: the same, finger by finger.
	in.touches = inpututil.AppendJustPressedTouchIDs(in.touches[:0])
	for _, id := range in.touches {
		x, y := ebiten.TouchPositionF(id)
		x, y = x/s, y/s
		g.ctl.SetTouch()
		out = g.pointerDown(out, x, y)
	}
	in.touches = inpututil.AppendJustReleasedTouchIDs(in.touches[:0])
	for _, id := range in.touches {
		x, y := inpututil.TouchPositionFInPreviousTick(id)
		x, y = x/s, y/s
		out = g.pointerUp(out, x, y)
	}
	return out
}

// hit returns what lies at (x, y), CSS pixels, on top in the layout on
// screen: under an open overlay no button, in the open menu its own.
func (g *Game) hit(x, y float64) play.Hit {
	l := &g.geom.layout
	h := play.Hit{Cell: l.CellAt(x, y)}
	switch {
	case l.MenuOpen:
		h.InOverlay = l.Menu.Contains(x, y)
	case g.view.Overlay != nil:
		h.InOverlay = g.overlayRect(g.view.Overlay).Contains(x, y)
	}
	// A docked overlay leaves the buttons outside its panel in play.
	free := g.view.Overlay == nil || l.MenuOpen || (g.view.Overlay.Docked && !h.InOverlay)
	if b, ok := l.ButtonAt(x, y, g.shown); ok && free && (!l.MenuOpen || h.InOverlay) {
		h.Button, h.OnButton = b, true
	}
	return h
}

// pointerDown reports a pointer going down at (x, y) to the controller
// and adds the intent it makes of it to out, or takes hold of the button
// there.
func (g *Game) pointerDown(out []play.Intent, x, y float64) []play.Intent {
	h := g.hit(x, y)
	in, hold := g.ctl.PointerDown(h)
	if hold {
		g.input.held, g.input.holding = h.Button, true
	}
	if in.Action != play.ActNone {
		out = append(out, in)
	}
	return out
}

// pointerUp fires the held button if the pointer comes up on it.
func (g *Game) pointerUp(out []play.Intent, x, y float64) []play.Intent {
	in := &g.input
	if !in.holding {
		return out
	}
	in.holding = false
	if h := g.hit(x, y); h.OnButton && h.Button == in.held {
		out = append(out, play.Intent{Action: h.Button.Action()})
	}
	return out
}

// shown reports whether the view draws button b: a click lands on what is
// drawn (Next takes New's place, Skip Hint's).
func (g *Game) shown(b play.Button) bool { return !g.view.Buttons[b].Hidden }
