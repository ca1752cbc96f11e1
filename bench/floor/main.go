// Command floor is the smallest Ebitengine game worth comparing Flip with:
// the floor of what any Ebitengine page costs a visitor. It fills the
// screen with one colour in its first frame and draws nothing after, with
// the screen not cleared between frames, and otherwise keeps Ebitengine's
// defaults.
//
// With the URL fragment #animate it is instead the floor of an animation:
// after the first frame it moves one small square every frame, the least
// drawing that makes Ebitengine present a frame.
//
// Built for GOOS=js GOARCH=wasm (cmd/flipbench builds it with the same
// flags as the game and serves it with its own index.html), it records
// performance.now() at its first frame in window.floorFirstFrameMs, and
// the start's performance marks the game's page records (but for the
// game's own: its tables and set-up).
// Built natively it opens a window.
package main

import (
	"image"
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
)

// fill is the one colour the floor draws: the game's background.
var fill = color.RGBA{R: 0x1b, G: 0x20, B: 0x2a, A: 0xff}

// square is the colour of the animating floor's square.
var square = color.RGBA{R: 0x5b, G: 0xa8, B: 0xff, A: 0xff}

// squareSize is the side of the animating floor's square, in pixels.
const squareSize = 8

// floor is the game: it draws once, or animates a square if animate.
type floor struct {
	updated bool
	drawn   bool
	animate bool
	frame   int
}

// Update does nothing but mark the first Update: the floor has no state.
func (f *floor) Update() error {
	if !f.updated {
		f.updated = true
		mark("flip:first-update")
	}
	return nil
}

// Draw fills the screen on the first frame and leaves it alone after.
func (f *floor) Draw(screen *ebiten.Image) {
	if f.drawn {
		if f.animate {
			f.moveSquare(screen)
		}
		return
	}
	f.drawn = true
	mark("flip:first-draw")
	screen.Fill(fill)
	markFirstFrame()
}

// moveSquare paints over the square's last place and draws it one pixel
// further along the top of the screen.
func (f *floor) moveSquare(screen *ebiten.Image) {
	w := screen.Bounds().Dx() - squareSize
	if w <= 0 {
		return
	}
	at := func(i int) image.Rectangle {
		x := i % w
		return image.Rect(x, squareSize, x+squareSize, 2*squareSize)
	}
	screen.SubImage(at(f.frame)).(*ebiten.Image).Fill(fill)
	f.frame++
	screen.SubImage(at(f.frame)).(*ebiten.Image).Fill(square)
}

// Layout makes the screen as large as the window.
func (f *floor) Layout(outsideW, outsideH int) (int, int) { return outsideW, outsideH }

func main() {
	mark("flip:main")
	ebiten.SetWindowTitle("Flip floor")
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(&floor{animate: animateRequested()}); err != nil {
		log.Fatalf("floor: %v", err)
	}
}
