// Command floor is the smallest Ebitengine game worth comparing Flip with:
// the floor of what any Ebitengine page costs a visitor. It fills the
// screen with one colour in its first frame and draws nothing after, with
// the screen not cleared between frames, and otherwise keeps Ebitengine's
// defaults.
//
// Built for GOOS=js GOARCH=wasm (cmd/flipbench builds it with the same
// flags as the game and serves it with its own index.html), it records
// performance.now() at its first frame in window.floorFirstFrameMs.
// Built natively it opens a window.
package main

import (
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
)

// fill is the one colour the floor draws: the game's background.
var fill = color.RGBA{R: 0x1b, G: 0x20, B: 0x2a, A: 0xff}

// floor is the game: it draws once.
type floor struct {
	drawn bool
}

// Update does nothing: the floor has no state.
func (f *floor) Update() error { return nil }

// Draw fills the screen on the first frame and leaves it alone after.
func (f *floor) Draw(screen *ebiten.Image) {
	if f.drawn {
		return
	}
	f.drawn = true
	screen.Fill(fill)
	markFirstFrame()
}

// Layout makes the screen as large as the window.
func (f *floor) Layout(outsideW, outsideH int) (int, int) { return outsideW, outsideH }

func main() {
	ebiten.SetWindowTitle("Flip floor")
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(&floor{}); err != nil {
		log.Fatalf("floor: %v", err)
	}
}
