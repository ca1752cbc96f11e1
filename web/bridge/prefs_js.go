//go:build js && wasm

package bridge

import (
	"math"
	"strconv"
	"syscall/js"

	"flip/game"
	"flip/game/play"
)

// followPreferences follows the system's preferences while the page is
// open: prefers-color-scheme and prefers-reduced-motion go to the
// controller, which decides what they change, as does whether the main
// pointer is a touch screen's (pointer: coarse); a change of the device
// pixel ratio (browser zoom, a move to another screen) resizes the
// canvas's backing store and makes the game draw at the new ratio.
func followPreferences(g *game.Game) {
	global := js.Global()
	if !global.Get("matchMedia").Truthy() {
		return
	}
	follow := func(query string, set func(*play.Controller, bool)) {
		mq := global.Call("matchMedia", query)
		apply := func() {
			on := mq.Get("matches").Bool()
			g.Post(func(c *play.Controller) { set(c, on) })
		}
		apply()
		onChange(mq, apply)
	}
	follow("(prefers-color-scheme: light)", func(c *play.Controller, on bool) { c.Screen().Prefs().SetSystemTheme(on) })
	follow("(prefers-reduced-motion: reduce)", (*play.Controller).SetReducedMotion)
	follow("(pointer: coarse)", func(c *play.Controller, on bool) { c.Screen().Prefs().SetCoarsePointer(on) })
	followPixelRatio(g)
}

// onChange calls f on each change of the media query list mq
// (addListener where a browser has no addEventListener on it).
func onChange(mq js.Value, f func()) {
	fn := js.FuncOf(func(js.Value, []js.Value) any { f(); return nil })
	if mq.Get("addEventListener").Truthy() {
		mq.Call("addEventListener", "change", fn)
	} else if mq.Get("addListener").Truthy() {
		mq.Call("addListener", fn)
	}
}

// followPixelRatio watches window.devicePixelRatio: a media query for the
// ratio in effect fires when it changes, and is then replaced by one for
// the new ratio. Ebitengine sizes the canvas's backing store with the
// ratio it read at the start, on every resize; this sizes it again, after
// Ebitengine, for the ratio in effect. A new size clears the canvas, after
// the frame Ebitengine drew for its own sizing: the game then draws the
// whole screen again in a frame of its own (a zoom changes the size and
// the ratio at once, and the frame for the ratio may have come first:
// without it the page stayed black until the next input).
func followPixelRatio(g *game.Game) {
	global := js.Global()
	ratio := func() float64 {
		r := global.Get("devicePixelRatio").Float()
		if r <= 0 || math.IsNaN(r) {
			return 1
		}
		return r
	}
	current := ratio()
	moved := false // the ratio changed since Ebitengine read it
	size := func() {
		if !moved {
			return // Ebitengine's own sizing is right
		}
		canvas := global.Get("document").Call("querySelector", "canvas")
		body := global.Get("document").Get("body")
		if !canvas.Truthy() || !body.Truthy() {
			return
		}
		w := int(body.Get("clientWidth").Float() * current)
		h := int(body.Get("clientHeight").Float() * current)
		if canvas.Get("width").Int() != w || canvas.Get("height").Int() != h {
			canvas.Set("width", w)
			canvas.Set("height", h)
			g.RedrawAll()
		}
	}
	changed := func() {
		r := ratio()
		if r == current {
			return
		}
		current, moved = r, true
		size()
		game.SetDeviceScale(current)
	}
	// A media query for the ratio in effect fires when it changes (a
	// move to another screen), and is then replaced by one for the new
	// ratio.
	var watch func()
	watch = func() {
		mq := global.Call("matchMedia", "(resolution: "+strconv.FormatFloat(current, 'f', -1, 64)+"dppx)")
		var fn js.Func
		fn = js.FuncOf(func(js.Value, []js.Value) any {
			if mq.Get("removeEventListener").Truthy() {
				mq.Call("removeEventListener", "change", fn)
			}
			fn.Release()
			changed()
			watch()
			return nil
		})
		if mq.Get("addEventListener").Truthy() {
			mq.Call("addEventListener", "change", fn)
		}
	}
	watch()
	// Not every change fires that query (Chromium's emulated device
	// scale, in the browser tests, fires nothing), so the ratio is
	// looked at every ratioPoll ms too: a call into Go that reads one
	// number, a few microseconds.
	global.Call("setInterval", js.FuncOf(func(js.Value, []js.Value) any { changed(); return nil }), ratioPoll)
	// Browser zoom resizes the viewport: the ratio is looked at then
	// too. Registered after Ebitengine's, so these run after its sizing.
	resized := js.FuncOf(func(js.Value, []js.Value) any { changed(); size(); return nil })
	// Registered after Ebitengine's, so these run after its sizing.
	global.Call("addEventListener", "resize", resized)
	if ro := global.Get("ResizeObserver"); ro.Truthy() {
		if canvas := global.Get("document").Call("querySelector", "canvas"); canvas.Truthy() {
			ro.New(resized).Call("observe", canvas)
		}
	}
}

// ratioPoll is how often, in milliseconds, the page looks at the device
// pixel ratio besides the events that say it changed.
const ratioPoll = 100

// followTheme gives the page around the canvas the theme in effect: the
// root element's data-theme and color-scheme, the body's background and
// the browser's theme-color.
func followTheme(theme string) {
	doc := js.Global().Get("document")
	root := doc.Get("documentElement")
	if root.Get("dataset").Get("theme").String() == theme {
		return
	}
	t := play.Dark
	if theme == play.Light.String() {
		t = play.Light
	}
	bg := game.PageColour(t)
	root.Get("dataset").Set("theme", theme)
	root.Get("style").Set("colorScheme", theme)
	root.Get("style").Set("background", bg)
	if body := doc.Get("body"); body.Truthy() {
		body.Get("style").Set("background", bg)
	}
	if meta := doc.Call("querySelector", `meta[name="theme-color"]`); meta.Truthy() {
		meta.Call("setAttribute", "content", bg)
	}
}
