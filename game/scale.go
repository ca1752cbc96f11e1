package game

import (
	"math"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ebitengine reads the device pixel ratio once, in the browser, and keeps
// it: a later change (browser zoom, a move to another screen) would leave
// the canvas's backing store and the drawing at the old ratio, stretched
// and blurred. The page's bridge follows the ratio instead: it sizes the
// canvas's backing store for the new one and reports it with
// SetDeviceScale; the game then lays out and rasterises for it.
//
// Ebitengine still maps the pointer with the ratio it read, so input is
// converted with that one (inputScale), drawing with the new.

// deviceScale is the device pixel ratio the page reported, as float64
// bits; 0 until it changes from the one Ebitengine read.
var deviceScale atomic.Uint64

// SetDeviceScale sets the device pixels per CSS pixel the game draws at,
// from now on. Safe from any goroutine; the next frame lays out again.
func SetDeviceScale(f float64) {
	if f > 0 && !math.IsNaN(f) && !math.IsInf(f, 0) {
		deviceScale.Store(math.Float64bits(f))
		//lint:ignore SA1019 the game runs frames only when asked: see main.go
		ebiten.ScheduleFrame()
	}
}

// drawScale returns the device pixels per CSS pixel to draw at.
func drawScale() float64 {
	if b := deviceScale.Load(); b != 0 {
		return math.Float64frombits(b)
	}
	return inputScale()
}

// inputScale returns the device pixels per CSS pixel of the pointer's
// positions: the ratio Ebitengine read.
func inputScale() float64 {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 || math.IsNaN(s) {
		s = 1
	}
	return s
}
