package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawFinalScreen copies the offscreen onto the canvas instead of blending
// it over the black Ebitengine clears the canvas to: every pixel of the
// offscreen is opaque (Draw fills it before anything else), so the result
// is the same, and on a software GPU such as SwiftShader the copy is one
// full-screen read fewer per frame — about a third of a frame's cost in
// headless Chromium.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
	op.GeoM = geoM
	// The screen is laid out in device pixels, so the scale is 1 but for
	// rounding; a fractional one is smoothed rather than snapped.
	if s := geoM.Element(0, 0); math.Floor(s) != s {
		op.Filter = ebiten.FilterLinear
	}
	screen.DrawImage(offscreen, op)
}

var _ ebiten.FinalScreenDrawer = (*Game)(nil)
