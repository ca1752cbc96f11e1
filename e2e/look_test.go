package e2e

import (
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/chromedp"
	"strings"
	"testing"
)

// TestScreenshots saves screenshots of the page for a person to look at
// when FLIP_SCREENSHOTS names a directory; the README shows the ones in
// docs/ (FLIP_SCREENSHOTS=$PWD/docs).
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("FLIP_SCREENSHOTS")
	if dir == "" {
		t.Skip("set FLIP_SCREENSHOTS=DIR to save screenshots")
	}
	for _, c := range []struct {
		name, frag string
		w, h       int64
		dpr        float64
	}{
		{"flip-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1},
		{"fridge-desktop", "game=fridge&board=-+------------+-", 1280, 800, 1},
		{"king-6x6-phone", "game=flip&size=6x6&shape=king&torus=1&board=" + strings.Repeat("bwwbwb", 6), 390, 844, 2},
		{"lights-out-10x10", "game=fridge&size=10x10&shape=cross&board=" + strings.Repeat("-+--++-+-+", 10), 1280, 800, 1},
	} {
		p := open(t, c.frag, c.w, c.h, c.dpr)
		p.settle("idle", func(Snapshot) bool { return true })
		if c.name == "flip-desktop" {
			// Point at a cell: the pieces a press there would turn are lit.
			r := p.layout().Cells[5]
			if err := chromedp.Do(p.ctx, chromedp.MouseEvent(chromedp.MouseMoved, r.X+r.W/2, r.Y+r.H/2)); err != nil {
				t.Fatal(err)
			}
			time.Sleep(time.Second)
		}
		if err := os.WriteFile(filepath.Join(dir, c.name+".png"), p.screenshot(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
