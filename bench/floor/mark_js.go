//go:build js && wasm

package main

import (
	"syscall/js"

	"flip/web/animframe"
)

// markFirstFrame records performance.now() in window.floorFirstFrameMs,
// and in window.floorShownMs at the second animation frame after it,
// once the first frame has been drawn (the game's shownMs,
// docs/page-contract.md).
func markFirstFrame() {
	g := js.Global()
	mark("flip:first-frame")
	g.Set("floorFirstFrameMs", g.Get("performance").Call("now"))
	animframe.After(2, func() { g.Set("floorShownMs", g.Get("performance").Call("now")) })
}

// animateRequested reports whether the page's URL fragment is #animate.
func animateRequested() bool {
	return js.Global().Get("location").Get("hash").String() == "#animate"
}

// mark records the performance mark name, one of the start's marks that
// the game's page records too (web/bridge.Mark…, docs/performance.md).
func mark(name string) {
	if perf := js.Global().Get("performance"); perf.Truthy() && perf.Get("mark").Truthy() {
		perf.Call("mark", name)
	}
}
