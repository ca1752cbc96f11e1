package e2e

import (
	"fmt"
	"image"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPartialRedrawMatchesFull checks the drawing that redraws only what
// changed (the board's changed cells; the panel's status line, notice,
// labels and the buttons whose state or hover changed) against a full
// redraw: after presses, an undo, a redo, the pointer moving over the
// buttons and one held down, the screen must be, pixel for pixel, what
// the game draws from scratch when the viewport is resized away and back.
func TestPartialRedrawMatchesFull(t *testing.T) {
	for _, c := range []struct {
		name string
		w, h int64
		dpr  float64
	}{{"desktop", 1024, 768, 1}, {"phone", 390, 844, 2}} {
		t.Run(c.name, func(t *testing.T) {
			p := open(t, "game=flip&board=wbwbbwbwwbwbbwbw", c.w, c.h, c.dpr)
			p.settle("load", func(Snapshot) bool { return true })
			l := p.layout()
			p.clickCell(l, 5)
			p.settle("press", func(s Snapshot) bool { return s.Moves == 1 })
			p.clickCell(l, 10)
			p.settle("press", func(s Snapshot) bool { return s.Moves == 2 })
			p.clickButton(l, "undo")
			p.settle("undo", func(s Snapshot) bool { return s.Moves == 1 })
			p.clickButton(l, "redo")
			p.settle("redo", func(s Snapshot) bool { return s.Moves == 2 })
			p.clickCell(l, 0)
			p.settle("press", func(s Snapshot) bool { return s.Moves == 3 })
			// The pointer over one button, then another; then one held.
			for _, name := range []string{"hint", "new", "undo"} {
				r := l.Buttons[name]
				p.move(r.X+r.W/2, r.Y+r.H/2)
				time.Sleep(150 * time.Millisecond)
			}
			r := l.Buttons["reset"]
			p.move(r.X+r.W/2, r.Y+r.H/2)
			p.mouseDown(r.X+r.W/2, r.Y+r.H/2)
			time.Sleep(300 * time.Millisecond)
			partial := p.stillShot()

			frames := p.snapshot().Frames
			if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(c.w+7, c.h, chromedp.EmulateScale(c.dpr))); err != nil {
				t.Fatal(err)
			}
			p.waitJS(fmt.Sprintf("window.flipgame.snapshot().frames > %d", frames), 10*time.Second)
			frames = p.snapshot().Frames
			if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(c.w, c.h, chromedp.EmulateScale(c.dpr))); err != nil {
				t.Fatal(err)
			}
			p.waitJS(fmt.Sprintf("window.flipgame.snapshot().frames > %d", frames), 10*time.Second)
			full := p.stillShot()
			p.mouseUp(r.X+r.W/2, r.Y+r.H/2)

			a, b := pngOf(t, partial), pngOf(t, full)
			if a.Bounds() != b.Bounds() {
				t.Fatalf("screenshots of %v and %v", a.Bounds(), b.Bounds())
			}
			var diff image.Rectangle
			n := 0
			for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
				for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
					if a.At(x, y) != b.At(x, y) {
						n++
						diff = diff.Union(image.Rect(x, y, x+1, y+1))
					}
				}
			}
			if n > 0 {
				t.Errorf("%d pixels differ between the screen drawn in parts and drawn whole, within %v (device pixels)",
					n, diff)
			}
		})
	}
}

// stillShot waits until the game has drawn no frame for a while and
// captures the viewport.
func (p *page) stillShot() []byte {
	p.t.Helper()
	last := -1
	for range 50 {
		f := p.snapshot().Frames
		if f == last && !p.snapshot().Busy {
			return p.screenshot()
		}
		last = f
		time.Sleep(200 * time.Millisecond)
	}
	p.t.Fatalf("the game kept drawing frames for 10 s")
	return nil
}
