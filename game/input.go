package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"flip/game/play"
)

// input turns mouse, touch and keys into intents. Where a pointer moves,
// goes down or comes up, it finds what lies there in the layout (a
// play.Hit) and reports it: what a pointer going down means — a press, a
// button taken hold of, an overlay closed — is the controller's to say
// (Screen.PointerDown). A held button fires when it is released over
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

// keyIntent is one key of the action table (play.KeyIntents) as
// Ebitengine reads it.
type keyIntent struct {
	key         ebiten.Key // none for a character
	char        rune       // a character typed
	ctrl, shift bool       // a chord with Ctrl, and Shift
	in          play.Intent
}

// keyIntents maps the action table's keys to intents.
var keyIntents = ebitenKeys(play.KeyIntents())

// ebitenKeys maps each key of the action table to Ebitengine's key of
// its name; it panics on a name Ebitengine does not know.
func ebitenKeys(keys []play.KeyIntent) []keyIntent {
	out := make([]keyIntent, len(keys))
	for i, k := range keys {
		out[i] = keyIntent{char: k.Key.Char, ctrl: k.Key.Ctrl, shift: k.Key.Shift, in: k.Intent}
		if k.Key.Name == "" {
			continue
		}
		if err := out[i].key.UnmarshalText([]byte(k.Key.Name)); err != nil {
			panic(fmt.Sprintf("game: the action table's key for %v: %v", k.Intent.Action, err))
		}
	}
	return out
}

// keyboard is what the keys are read from: Ebitengine's, or a test's.
type keyboard interface {
	pressed(k ebiten.Key) bool     // held down
	justPressed(k ebiten.Key) bool // went down this tick
	chars() []rune                 // the characters typed this tick
}

// ebitenKeyboard is Ebitengine's keyboard.
type ebitenKeyboard struct{ in *input }

func (ebitenKeyboard) pressed(k ebiten.Key) bool     { return ebiten.IsKeyPressed(k) }
func (ebitenKeyboard) justPressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }
func (kb ebitenKeyboard) chars() []rune {
	kb.in.chars = ebiten.AppendInputChars(kb.in.chars[:0])
	return kb.in.chars
}

// readKeys adds this tick's intents from the keys to out: with Ctrl (or
// Cmd) held, the first of the table's chords that went down with Shift as
// it is; otherwise every key that went down and every character typed.
func readKeys(out []play.Intent, kb keyboard) []play.Intent {
	if kb.pressed(ebiten.KeyControl) || kb.pressed(ebiten.KeyMeta) {
		shift := kb.pressed(ebiten.KeyShift)
		for _, k := range keyIntents {
			if k.ctrl && k.shift == shift && k.char == 0 && kb.justPressed(k.key) {
				return append(out, k.in)
			}
		}
		return out
	}
	for _, k := range keyIntents {
		if !k.ctrl && k.char == 0 && kb.justPressed(k.key) {
			out = append(out, k.in)
		}
	}
	// A character ('?') is read wherever a keyboard layout puts it.
	for _, r := range kb.chars() {
		for _, k := range keyIntents {
			if k.char != 0 && k.char == r {
				out = append(out, k.in)
			}
		}
	}
	return out
}

// readInput returns this tick's intents.
func (g *Game) readInput() []play.Intent {
	in := &g.input
	s := inputScale() // see scale.go
	out := readKeys(nil, ebitenKeyboard{in})

	// Mouse.
	mx, my := ebiten.CursorPositionF()
	mx, my = mx/s, my/s
	if mx != in.lastX || my != in.lastY {
		in.lastX, in.lastY = mx, my
		h := g.hit(mx, my)
		g.ctl.Screen().PointerMoved(h)
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
		g.ctl.Screen().SetTouch()
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
	in, hold := g.ctl.Screen().PointerDown(h)
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
