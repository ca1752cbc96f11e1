//go:build js && wasm

package bridge

import (
	"encoding/json"
	"syscall/js"

	"flip/game"
	"flip/game/play"
	"flip/game/record"
	"flip/web/animframe"
)

// Fragment returns the page address's fragment, with its '#'.
func Fragment() string {
	return js.Global().Get("location").Get("hash").String()
}

// Mark records the performance mark name (one of the Mark… names) at
// this moment, for the start's phases (docs/performance.md).
func Mark(name string) {
	if perf := js.Global().Get("performance"); perf.Truthy() && perf.Get("mark").Truthy() {
		perf.Call("mark", name)
	}
}

// Install connects g to the page. tableMs is how long the page spent
// building the distance tables. It returns what the page does as the game
// starts, for main to call: when the first frame is drawn and when the
// warm-up is done.
func Install(g *game.Game, tableMs float64) Start {
	global := js.Global()
	addr := newAddress(Fragment())
	// The address is brought up to date in a task of its own: the frame
	// in progress is shown first (history.replaceState can take tens of
	// milliseconds, and the first frame is the one a visitor waits for).
	replace := js.FuncOf(func(js.Value, []js.Value) any {
		if frag, ok := addr.write(Fragment()); ok {
			global.Get("history").Call("replaceState", nil, "", frag)
		}
		return nil
	})
	// The accessible twin is built after the first frame (see
	// OnFirstFrame below): its elements and their callbacks are not
	// what a visitor waits for. It follows the game in a task of its own
	// after each frame that changed something, never inside the frame:
	// its changes to the page's elements make the browser recompute
	// style and layout (5 ms at the next click's hit test in a trace),
	// which a press's frame then waited for. Many changes in a row
	// become one update, from the latest state.
	var mir *mirror
	mirrorDue := false
	mirrorTask := js.FuncOf(func(js.Value, []js.Value) any {
		mirrorDue = false
		if p := g.Latest(); mir != nil && p != nil {
			mir.update(p)
		}
		return nil
	})
	followPreferences(g)
	// While a press's pieces turn over, the address waits until the board
	// is still (history.replaceState can hold the main thread for a
	// frame or more). While Solve plays, each step shown goes into the
	// address, in its own task after the step's frame, so that a reload
	// mid-Solve keeps it; the figures: docs/decisions.md, "The address
	// during Solve".
	g.OnPublish(func(p game.Published) {
		followTheme(p.Snapshot.Theme)
		if mir != nil && !mirrorDue {
			mirrorDue = true
			global.Call("setTimeout", mirrorTask, 0)
		}
		if addr.publish(p.Snapshot.Link, p.Snapshot.Busy, p.Snapshot.Steps > 0) {
			global.Call("setTimeout", replace, 0)
		}
	})
	global.Call("addEventListener", "hashchange", js.FuncOf(func(_ js.Value, args []js.Value) any {
		frag := Fragment()
		if len(args) > 0 {
			if u := args[0].Get("newURL"); u.Type() == js.TypeString {
				frag = fragmentOf(u.String())
			}
		}
		addr.changed(frag)
		g.Post(func(c *play.Controller) {
			c.OpenLink(frag, false)
			addr.opened()
		})
		return nil
	}))
	// Another tab wrote the player's data: merge it in (a storage event
	// reaches every other tab of the origin; a null key is a clear).
	global.Call("addEventListener", "storage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		k := args[0].Get("key")
		if k.IsNull() || (k.Type() == js.TypeString && (k.String() == record.ProgressKey || k.String() == record.StatsKey)) {
			g.Post(func(c *play.Controller) { c.Sync(g.Now()) })
		}
		return nil
	}))
	// This tab's own write merged another tab's changes in: no storage
	// event tells this tab of that, so it syncs too.
	g.Post(func(c *play.Controller) {
		c.Keeper().OnNews(func() { g.Post(func(c *play.Controller) { c.Sync(g.Now()) }) })
	})
	g.OnEffect(func(e play.Effect) {
		if e.Share != nil {
			share(g, e.Share)
		}
	})
	var first, shown js.Value
	var warm, published bool
	publishIfReady := func() {
		if published || !warm || shown.IsUndefined() {
			return
		}
		published = true
		if mir = newMirror(g); mir != nil {
			if p := g.Latest(); p != nil {
				mir.update(p)
			}
		}
		publishAPI(g, tableMs, first, shown, global.Get("performance").Call("now"))
	}
	g.OnStartPhase(func(phase string) { Mark(MarkPrefix + phase) })
	firstFrame := func() {
		Mark(MarkFirstFrame)
		first = global.Get("performance").Call("now")
		if el := global.Get("document").Call("getElementById", "loading"); el.Truthy() {
			el.Call("remove")
		}
		// The rest waits until the first frame is on screen and the
		// frames that prepare the first press and Solve (Start.Warm) are
		// drawn too: the accessible twin, then the page's handle on
		// the game and the ready event (so a script that sees
		// window.flipgame finds the twin there too). Go's Draw only
		// queues a frame's drawing; the browser lets a page's frames run
		// one ahead of the GPU, so the second animation frame after one
		// begins once that one has been drawn. On a GPU that is a frame
		// or two; in software (SwiftShader) it can be hundreds of
		// milliseconds, which a press made meanwhile waits for
		// (docs/decisions.md, "Ready at the first frame alone").
		animframe.After(2, func() {
			shown = global.Get("performance").Call("now")
			publishIfReady()
		})
	}
	warmed := func() {
		animframe.After(2, func() {
			warm = true
			publishIfReady()
		})
	}
	return Start{FirstFrame: firstFrame, Warm: warmed}
}

// publishAPI sets window.flipgame, the page's handle on the game
// (docs/page-contract.md), and tells the page it is ready.
func publishAPI(g *game.Game, tableMs float64, firstFrameMs, shownMs, readyMs js.Value) {
	global := js.Global()
	api := global.Get("Object").New()
	api.Set("tableMs", tableMs)
	api.Set("firstFrameMs", firstFrameMs)
	api.Set("shownMs", shownMs)
	api.Set("readyMs", readyMs)
	api.Set("snapshot", js.FuncOf(func(js.Value, []js.Value) any {
		p := g.Latest()
		if p == nil {
			return nil
		}
		return snapshotValue(p, tableMs)
	}))
	// busy is snapshot().busy without the rest of the snapshot: what a
	// script polls while an animation runs, at no cost to its frames.
	api.Set("busy", js.FuncOf(func(js.Value, []js.Value) any {
		p := g.Latest()
		return p != nil && p.Snapshot.Busy
	}))
	api.Set("layout", js.FuncOf(func(js.Value, []js.Value) any {
		p := g.Latest()
		if p == nil {
			return nil
		}
		return layoutValue(p)
	}))
	// redraw makes the next frame draw the whole screen: the tests compare
	// it, pixel for pixel, with the screen drawn in parts.
	api.Set("redraw", js.FuncOf(func(js.Value, []js.Value) any {
		g.RedrawAll()
		return nil
	}))
	// frames is the count of frames drawn so far, now: snapshot().frames
	// is the count when the snapshot was last published.
	api.Set("frames", js.FuncOf(func(js.Value, []js.Value) any { return g.Frames() }))
	// idle says the last frame found nothing moving (no piece, Solve,
	// hint pulse or flourish): with frames() unchanged, the screen is at
	// rest.
	api.Set("idle", js.FuncOf(func(js.Value, []js.Value) any { return g.Idle() }))
	global.Set("flipgame", api)
	global.Call("dispatchEvent", global.Get("Event").New("flipgame:ready"))
}

// snapshotValue is p's snapshot as a JavaScript object, with the page's
// own figure filled in. The JSON names of play.Snapshot are the contract.
func snapshotValue(p *game.Published, tableMs float64) js.Value {
	s := p.Snapshot
	s.TableMs = tableMs
	return parseJSON(s)
}

// layoutValue is p's layout as a JavaScript object.
func layoutValue(p *game.Published) js.Value { return parseJSON(p.Layout) }

// parseJSON hands v to the page through its JSON form.
func parseJSON(v any) js.Value {
	b, err := json.Marshal(v)
	if err != nil {
		// Only a number that is not finite can fail here: say so on the
		// console and give the caller null rather than half a value.
		js.Global().Get("console").Call("error", "flipgame: "+err.Error())
		return js.Null()
	}
	return js.Global().Get("JSON").Call("parse", string(b))
}

// share puts a puzzle's line and link on the clipboard and tells the game
// how it went; where the clipboard is refused (no permission, an insecure
// page, an old browser) it shows the link selected for copying by hand.
func share(g *game.Game, sh *play.Share) {
	global := js.Global()
	loc := global.Get("location")
	url := loc.Get("origin").String() + loc.Get("pathname").String() + "#" + sh.Fragment
	text := sh.Text + "\n" + url
	refused := func() {
		showShareFallback(url)
		g.Post(func(c *play.Controller) { c.Screen().Shared(false) })
	}
	clip := global.Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		refused()
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		g.Post(func(c *play.Controller) { c.Screen().Shared(true) })
		ok.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		refused()
		ok.Release()
		fail.Release()
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, fail)
}

// showShareFallback shows the page's share box with the link selected.
func showShareFallback(url string) {
	doc := js.Global().Get("document")
	box := doc.Call("getElementById", "share")
	input := doc.Call("getElementById", "share-link")
	if !box.Truthy() || !input.Truthy() {
		return
	}
	input.Set("value", url)
	box.Set("hidden", false)
	input.Call("focus")
	input.Call("select")
	if closer := doc.Call("getElementById", "share-close"); closer.Truthy() && !closer.Get("onclick").Truthy() {
		closer.Set("onclick", js.FuncOf(func(js.Value, []js.Value) any {
			box.Set("hidden", true)
			return nil
		}))
	}
}
