//go:build js && wasm

package bridge

import (
	"syscall/js"

	"flip/game"
	"flip/game/play"
)

// Fragment returns the page address's fragment, with its '#'.
func Fragment() string {
	return js.Global().Get("location").Get("hash").String()
}

// Install connects g to the page. tableMs is how long the page spent
// building the distance tables.
func Install(g *game.Game, tableMs float64) {
	global := js.Global()
	last := ""
	// The address is brought up to date in a task of its own: the frame
	// in progress is shown first (history.replaceState can take tens of
	// milliseconds, and the first frame is the one a visitor waits for).
	replace := js.FuncOf(func(js.Value, []js.Value) any {
		global.Get("history").Call("replaceState", nil, "", "#"+last)
		return nil
	})
	g.OnPublish(func(p game.Published) {
		if p.Snapshot.Link == last {
			return
		}
		last = p.Snapshot.Link
		global.Call("setTimeout", replace, 0)
	})
	global.Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		frag := Fragment()
		if frag == "#"+last {
			return nil
		}
		link, err := play.ParseFragment(frag)
		g.Post(func(c *play.Controller) {
			switch {
			case err == play.ErrNoLink:
			case err != nil:
				c.Warn("Link ignored: " + err.Error() + ".")
			default:
				if err := c.Load(link.Spec, link.Board); err != nil {
					c.Warn("Link ignored: " + err.Error() + ".")
				}
			}
		})
		return nil
	}))
	g.OnFirstFrame(func() {
		api := global.Get("Object").New()
		api.Set("tableMs", tableMs)
		api.Set("firstFrameMs", global.Get("performance").Call("now"))
		api.Set("snapshot", js.FuncOf(func(js.Value, []js.Value) any {
			p := g.Latest()
			if p == nil {
				return nil
			}
			return snapshotValue(p, tableMs)
		}))
		api.Set("layout", js.FuncOf(func(js.Value, []js.Value) any {
			p := g.Latest()
			if p == nil {
				return nil
			}
			return layoutValue(&p.Layout)
		}))
		global.Set("flipgame", api)
		if el := global.Get("document").Call("getElementById", "loading"); el.Truthy() {
			el.Call("remove")
		}
		global.Call("dispatchEvent", global.Get("Event").New("flipgame:ready"))
	})
}

func snapshotValue(p *game.Published, tableMs float64) js.Value {
	s := p.Snapshot
	return js.ValueOf(map[string]any{
		"game":    s.Game,
		"board":   s.Board,
		"moves":   s.Moves,
		"optimal": s.Optimal,
		"solved":  s.Solved,
		"busy":    s.Busy,
		"mode":    s.Mode,
		"tableMs": tableMs,
		"width":   s.Width,
		"height":  s.Height,
		"shape":   s.Shape,
		"torus":   s.Torus,
		"proven":  s.Proven,
		"hint":    s.Hint,
		"target":  s.Target,
		"step":    s.Step,
		"steps":   s.Steps,
		"notice":  s.Notice,
		"status":  s.Status,
		"link":    s.Link,
		"frames":  p.Frames,
		"inputs":  p.Inputs,
	})
}

func rectValue(r play.Rect) map[string]any {
	return map[string]any{"x": r.X, "y": r.Y, "w": r.W, "h": r.H}
}

func layoutValue(l *play.Layout) js.Value {
	cells := make([]any, len(l.Cells))
	for i, r := range l.Cells {
		cells[i] = rectValue(r)
	}
	buttons := map[string]any{}
	for b := range play.NumButtons {
		buttons[b.Name()] = rectValue(l.Buttons[b])
	}
	return js.ValueOf(map[string]any{
		"cells":   cells,
		"buttons": buttons,
		"board":   rectValue(l.Board),
	})
}
