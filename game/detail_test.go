package game

import (
	"math/rand/v2"
	"strings"
	"testing"

	"flip/game/play"
	"flip/solver"
)

// TestExplanationFillsThePanel checks the size the explanation of an
// impossible position in K colours is set at beside the board, where
// the panel has the height: near the size of the text around it (a
// pixel less at most), its lines within the detail's room — not
// squeezed into three lines at the smallest size while half the panel
// stays empty.
func TestExplanationFillsThePanel(t *testing.T) {
	c := play.NewController(solver.MustNew(solver.Classic(solver.FlipGame)), solver.FromBoard(solver.Board{}), rand.New(rand.NewPCG(1, 2)))
	tx := newText()
	for _, link := range []string{"game=flip&colors=3&board=1000000000000000", "game=fridge&size=4x4&shape=cross&colors=6&board=1000000000000000"} {
		c.OpenLink(link, true)
		text := c.View(0).Detail.Text
		if !strings.Contains(text, "multiple of") {
			t.Fatalf("%s: no explanation: %q", link, text)
		}
		for _, vp := range [][2]float64{{1280, 800}, {1440, 900}, {1024, 768}, {1920, 1080}} {
			l := play.Compute(vp[0], vp[1], 4, 4, false)
			size, lines := tx.block(text, l.TextSize, play.MinTextSize, false, l.Detail)
			if size < l.TextSize-1 {
				t.Errorf("%s on %v: the explanation is set at %v px in %d lines, the text around it at %.1f", link, vp, size, len(lines), l.TextSize)
			}
			if h := float64(len(lines)) * size * play.LineSpacing; h > l.Detail.H {
				t.Errorf("%s on %v: %d lines of %v px take %.0f px, the room is %.0f", link, vp, len(lines), size, h, l.Detail.H)
			}
		}
	}
}
