//go:build js && wasm

package main

import "syscall/js"

// markFirstFrame records performance.now() in window.floorFirstFrameMs.
func markFirstFrame() {
	g := js.Global()
	g.Set("floorFirstFrameMs", g.Get("performance").Call("now"))
}
