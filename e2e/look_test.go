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
		{"explain-desktop", "game=flip&board=bwwwwwwbwwwwwwww", 1280, 800, 1},
		{"explain-phone", "game=flip&board=bwwwwwwbwwwwwwww", 390, 844, 2},
		{"explain-fridge-desktop", "game=fridge&size=5x5&shape=king&board=+------------------------", 1280, 800, 1},
		{"facts-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1},
		{"facts-phone", "game=flip&board=bwwbbbwbbwwbbwww", 390, 844, 2},
		{"facts-fridge-phone", "game=fridge&board=-+------------+-", 390, 844, 2},
		{"facts-10x10-desktop", "game=flip&size=10x10&shape=cross&torus=1&board=" + strings.Repeat("bwwbbwbwwb", 10), 1280, 800, 1},
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
		if c.name == "facts-desktop" {
			// A press first, so that the bright bar (the position on
			// screen) and the gold mark (the puzzle's par) differ.
			p.clickCell(p.layout(), 0)
			p.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
		}
		if strings.HasPrefix(c.name, "facts-") {
			p.clickButton(p.layout(), "facts")
			p.settle("facts open", func(s Snapshot) bool { return s.Overlay == "facts" })
			time.Sleep(300 * time.Millisecond)
		}
		if err := os.WriteFile(filepath.Join(dir, c.name+".png"), p.screenshot(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
