//go:build js && wasm

package main

import "syscall/js"

// markFirstFrame records performance.now() in window.floorFirstFrameMs,
// and in window.floorShownMs at the second animation frame after it,
// once the first frame has been drawn (the game's shownMs, README).
func markFirstFrame() {
	g := js.Global()
	g.Set("floorFirstFrameMs", g.Get("performance").Call("now"))
	n := 2
	var cb js.Func
	cb = js.FuncOf(func(js.Value, []js.Value) any {
		if n--; n > 0 {
			g.Call("requestAnimationFrame", cb)
			return nil
		}
		cb.Release()
		g.Set("floorShownMs", g.Get("performance").Call("now"))
		return nil
	})
	g.Call("requestAnimationFrame", cb)
}

// animateRequested reports whether the page's URL fragment is #animate.
func animateRequested() bool {
	return js.Global().Get("location").Get("hash").String() == "#animate"
}
