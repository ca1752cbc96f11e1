//go:build js && wasm

package main

import "syscall/js"

// markFirstFrame records performance.now() in window.floorFirstFrameMs.
func markFirstFrame() {
	g := js.Global()
	g.Set("floorFirstFrameMs", g.Get("performance").Call("now"))
}

// animateRequested reports whether the page's URL fragment is #animate.
func animateRequested() bool {
	return js.Global().Get("location").Get("hash").String() == "#animate"
}
