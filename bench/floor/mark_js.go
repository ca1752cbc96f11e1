//go:build js && wasm

package main

import (
	"syscall/js"

	"flip/web/animframe"
)

// markFirstFrame records performance.now() in window.floorFirstFrameMs,
// and in window.floorShownMs at the second animation frame after it,
// once the first frame has been drawn (the game's shownMs, README).
func markFirstFrame() {
	g := js.Global()
	g.Set("floorFirstFrameMs", g.Get("performance").Call("now"))
	animframe.After(2, func() { g.Set("floorShownMs", g.Get("performance").Call("now")) })
}

// animateRequested reports whether the page's URL fragment is #animate.
func animateRequested() bool {
	return js.Global().Get("location").Get("hash").String() == "#animate"
}
