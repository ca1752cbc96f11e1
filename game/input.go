package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"flip/game/play"
)

// input turns mouse, touch and keys into intents. A cell is pressed when
// the button or finger goes down on it; a button fires when it is released
// over the button it went down on, as buttons do everywhere. Whether an
// intent applies is the controller's to decide: input sends them all.
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
	l := &g.layout

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
		if g.view.Overlay != nil {
			g.ctl.SetHover(-1)
		} else {
			g.ctl.SetHover(l.CellAt(mx, my))
		}
		b, ok := l.ButtonAt(mx, my, g.shown)
		if ok != in.hovering || b != in.hoverBtn {
			in.hovering, in.hoverBtn = ok, b
		}
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

func (g *Game) pointerDown(out []play.Intent, x, y float64) []play.Intent {
	if g.view.Overlay != nil {
		// The overlay takes every click: one outside it closes it.
		if !g.layout.Overlay.Contains(x, y) {
			out = append(out, play.Intent{Action: play.ActClose})
		}
		return out
	}
	if cell := g.layout.CellAt(x, y); cell >= 0 {
		return append(out, play.Intent{Action: play.ActPress, Cell: cell})
	}
	if b, ok := g.layout.ButtonAt(x, y, g.shown); ok {
		g.input.held, g.input.holding = b, true
	}
	return out
}

func (g *Game) pointerUp(out []play.Intent, x, y float64) []play.Intent {
	in := &g.input
	if !in.holding {
		return out
	}
	in.holding = false
	if b, ok := g.layout.ButtonAt(x, y, g.shown); ok && b == in.held {
		out = append(out, play.Intent{Action: b.Action()})
	}
	return out
}

// shown reports whether the view draws button b: a click lands on what is
// drawn (Next and Skip share a place).
func (g *Game) shown(b play.Button) bool { return !g.view.Buttons[b].Hidden }
