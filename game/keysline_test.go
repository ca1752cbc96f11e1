package game

import (
	"math/rand/v2"
	"strings"
	"testing"

	"flip/game/play"
	"flip/solver"
)

// TestKeysKeepTheirWords checks that the lists of keys the game shows —
// the keys line under the status and the help's lines of keys — break
// between their items and never inside one, "H | hint", at any width
// down to the longest item's, in both ways the panel breaks lines: split
// (two lines) and lines (as many as fit).
func TestKeysKeepTheirWords(t *testing.T) {
	c := play.NewController(solver.MustNew(solver.Classic(solver.FlipGame)), solver.FromBoard(solver.Board{}), rand.New(rand.NewPCG(1, 2)))
	lists := []string{c.View(0).Detail.Text}
	c.Do(play.Intent{Action: play.ActHelp}, 0)
	for _, l := range c.View(0).Overlay.Lines {
		if strings.Contains(l, " · ") {
			lists = append(lists, l)
		}
	}
	if len(lists) < 4 || !strings.Contains(lists[0], "hint") {
		t.Fatalf("the lists of keys: %q", lists)
	}
	tx := newText()
	plain := func(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") }
	for _, list := range lists {
		items := strings.Split(plain(list), " · ")
		for _, px := range []float64{12, 13, 15, 17, 26} {
			widest := 0.0
			for _, it := range items {
				widest = max(widest, tx.advance(it, px, false))
			}
			full := tx.advance(list, px, false)
			for w := widest; w < full; w += 7 {
				var broken [][]string
				if a, b, ok := tx.split(list, px, false, w); ok {
					broken = append(broken, []string{a, b})
				}
				_, ls := tx.lines(list, px, px, false, play.Rect{W: w, H: 1e9})
				broken = append(broken, ls)
				for _, lines := range broken {
					for _, it := range items {
						whole := false
						for _, ln := range lines {
							whole = whole || strings.Contains(" · "+plain(ln)+" · ", " · "+it+" · ")
						}
						if !whole {
							t.Errorf("%.0f px in %.0f: %q is broken: %q", px, w, it, lines)
						}
					}
				}
			}
		}
	}
}
