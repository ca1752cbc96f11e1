package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"flip/internal/driver"
)

// TestZoomRedraws: changes of the viewport's size and of its device scale
// at once — what browser zoom does (Ctrl +: 1280×800 at 1 becomes
// 1024×640 at 1.25), or a phone's page moved to a smaller screen —
// redraw the whole screen in the next frames, with no input: the pieces
// are where the new layout says, at the new scale. (Without a frame
// after the page resized the canvas for the new scale, which clears it,
// the page stayed black until the pointer moved.) In WebKit, whose
// scale is fixed as the browser starts, the size changes alone.
func TestZoomRedraws(t *testing.T) {
	type view struct {
		w, h int
		dpr  float64
	}
	views := []view{{1280, 800, 1}, {1024, 640, 1.25}, {844, 390, 2}, {320, 480, 1}, {1000, 700, 1}, {800, 560, 1.25}}
	board := decode(t, classicFlip, "wbwwbbbwwbwwwwww")
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			scale := func(v view) float64 {
				if e == driver.WebKit {
					return 1
				}
				return v.dpr
			}
			p := openIn(t, e, oneFromSolved, int64(views[0].w), int64(views[0].h), scale(views[0]))
			checkPixels(t, p.stillShot(), p.layout(), classicFlip, board, scale(views[0]))
			for i, to := range views[1:] {
				from := views[i]
				before := eval[string](p, "JSON.stringify(window.flipgame.layout().board)")
				p.do("the zoom", p.drv.SetViewport(context.Background(), to.w, to.h, scale(to)))
				want := [2]int{int(float64(to.w) * scale(to)), int(float64(to.h) * scale(to))}
				p.waitJS(fmt.Sprintf(`(() => { const c = document.querySelector("canvas"); return c.width === %d && c.height === %d; })()`, want[0], want[1]), 5*time.Second)
				p.waitJS(fmt.Sprintf("JSON.stringify(window.flipgame.layout().board) !== %q", before), 5*time.Second)
				t.Logf("%dx%d@%g to %dx%d@%g", from.w, from.h, scale(from), to.w, to.h, scale(to))
				checkPixels(t, p.stillShot(), p.layout(), classicFlip, board, scale(to))
			}
		})
	}
}
