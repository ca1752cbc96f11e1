//go:build js && wasm

package animframe

import "syscall/js"

// After calls f in the n-th animation frame from now (n ≥ 1). The browser
// lets a page's frames run one ahead of the GPU, so the second animation
// frame after Go draws a frame begins once that frame has been drawn: how
// the game and the bench's floor know their first frame is on screen.
func After(n int, f func()) {
	var cb js.Func
	cb = js.FuncOf(func(js.Value, []js.Value) any {
		if n--; n > 0 {
			js.Global().Call("requestAnimationFrame", cb)
			return nil
		}
		cb.Release()
		f()
		return nil
	})
	js.Global().Call("requestAnimationFrame", cb)
}
