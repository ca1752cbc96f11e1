package e2e

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestFirstMinutes plays the first minutes of a new player on four
// windows — 320×480, a 390×844 phone, the phone held sideways and a
// 1280×800 desktop — with real clicks and keys: the board's share of
// the screen and its cells' sizes, at most 8 buttons in play, the menu
// opened by a click and by Esc with its buttons inside the window, the
// price of a hint said before it is paid, the finish after help said as
// such, and a finished board that draws no press preview under the
// pointer (compared pixel by pixel).
func TestFirstMinutes(t *testing.T) {
	for _, vp := range []struct {
		w, h int64
		cell float64 // the least side of a 10×10 cell
	}{{320, 480, play.MinCellTouch}, {390, 844, 32}, {844, 390, 32}, {1280, 800, 32}} {
		t.Run(fmt.Sprintf("%dx%d", vp.w, vp.h), func(t *testing.T) {
			t.Parallel()
			big := open(t, "game=flip&size=10x10&shape=cross&board="+strings.Repeat("bwwbbwbwwb", 10), vp.w, vp.h, 1)
			big.settle("the 10×10 board", func(Snapshot) bool { return true })
			bl := big.layout()
			if c := bl.Cells[0]; c.W < vp.cell || c.H < vp.cell {
				t.Errorf("10×10 cell %.1f×%.1f px, want at least %v", c.W, c.H, vp.cell)
			}
			// Esc stops Solve and says where, as a click does.
			big.clickButton(bl, "solve")
			waitSteps := time.Now().Add(30 * time.Second)
			for s := big.snapshot(); s.Steps == 0 && time.Now().Before(waitSteps); s = big.nextSnapshot() {
			}
			big.key("Escape")
			if s := big.settle("Solve stopped by Esc", func(s Snapshot) bool { return s.Steps == 0 }); !strings.HasPrefix(s.Notice, "Solve stopped ") || !strings.Contains(s.Notice, fmt.Sprintf("of %d", s.Par)) {
				t.Errorf("Esc during Solve: notice %q, want \"Solve stopped … of %d …\"", s.Notice, s.Par)
			}
			// Esc in the accessible twin opens the menu too.
			big.waitJS(`document.querySelector('#access [role=gridcell] button') !== null`, 10*time.Second)
			eval[bool](big, `(document.querySelector('#access [role=gridcell] button').focus(), true)`)
			big.key("Escape")
			big.settle("the menu by Esc in the twin", func(s Snapshot) bool { return s.Overlay == "menu" })
			// The twin follows in a task of its own, soon after.
			big.waitJS(`document.querySelector('#access [data-name=menu]').getAttribute('aria-expanded') === 'true' &&
				!document.querySelector('#access [data-name=facts]').hidden`, 10*time.Second)

			big.close() // an open page draws its frames, and costs the next its processor time

			const start = "bwwbbbwbbwwbbwww"
			p := open(t, "game=flip&board="+start, vp.w, vp.h, 1)
			s := p.settle("the puzzle", func(Snapshot) bool { return true })
			l := p.layout()
			if vp.w == 320 && l.Board.W < 0.6*float64(vp.w) {
				t.Errorf("4×4 board %.0f px wide of %d", l.Board.W, vp.w)
			}
			places := map[Rect]bool{}
			for name, r := range l.Buttons {
				if r.W > 0 {
					places[r] = true
					if !inWindow(r, vp.w, vp.h) {
						t.Errorf("button %s %+v outside the window", name, r)
					}
				}
			}
			if len(places) > 8 {
				t.Errorf("%d buttons in play, want at most 8: %+v", len(places), l.Buttons)
			}

			// The menu, by a click and by Esc.
			m := l.Buttons["menu"]
			p.click(m.X+m.W/2, m.Y+m.H/2)
			p.settle("the menu by a click", func(s Snapshot) bool { return s.Overlay == "menu" })
			open := p.layout()
			for _, name := range []string{"mode", "sizeUp", "shape", "torus", "theme", "edit", "fix", "facts", "daily", "stats", "share", "help", "parUp", "pace", "reset"} {
				if r := open.Buttons[name]; r.W <= 0 || !inWindow(r, vp.w, vp.h) {
					t.Errorf("open menu: button %s at %+v", name, r)
				}
			}
			p.key("Escape")
			p.settle("the menu closed by Esc", func(s Snapshot) bool { return s.Overlay == "" })
			if r := p.layout().Buttons["facts"]; r.W != 0 {
				t.Errorf("closed menu: facts at %+v, want a zero rectangle", r)
			}
			p.key("Escape")
			p.settle("the menu opened by Esc", func(s Snapshot) bool { return s.Overlay == "menu" })
			p.key("Escape")
			p.settle("the menu closed again", func(s Snapshot) bool { return s.Overlay == "" })

			// Each overlay through the menu, and Esc closes it. Each draws
			// within its panel: outside it, the three screenshots show the
			// same dimmed game, pixel for pixel.
			var outside []image.Image
			for _, o := range []string{"facts", "help", "stats"} {
				p.clickButton(l, o)
				p.settle("the "+o+" overlay", func(s Snapshot) bool { return string(s.Overlay) == o })
				p.move(1, 1)
				outside = append(outside, pngOf(t, p.stillShot()))
				p.key("Escape")
				p.settle("the "+o+" overlay closed", func(s Snapshot) bool { return s.Overlay == "" })
			}
			ov := l.Overlay
			panel := image.Rect(int(ov.X)-1, int(ov.Y)-1, int(ov.X+ov.W)+2, int(ov.Y+ov.H)+2)
			for i, name := range []string{"help", "stats"} {
				if n := differOutside(outside[0], outside[i+1], panel); n > 0 {
					t.Errorf("facts and %s differ in %d pixels outside the overlay's panel %v: something is drawn outside it", name, n, panel)
				}
			}

			// The price of a hint, then the player's own presses.
			p.clickButton(l, "hint")
			s = p.settle("the hint", func(s Snapshot) bool { return len(s.HintArea) > 0 })
			if !strings.Contains(s.Notice, "not as your solve") || !strings.Contains(s.Announcement, "not as your solve") {
				t.Errorf("first hint: notice %q, announced %q; want the price said", s.Notice, s.Announcement)
			}
			r := solver.MustNew(solver.Classic(solver.FlipGame))
			answer, err := r.Solution(solver.FromBoard(decode(t, r, start)))
			if err != nil {
				t.Fatal(err)
			}
			for i, cell := range answer {
				p.clickCell(l, cell)
				p.settle("a press", func(s Snapshot) bool { return s.Moves == i+1 })
			}
			s = p.settle("the finish", func(s Snapshot) bool { return s.Solved })
			if want := fmt.Sprintf("Solved in %d presses with 1 hint — par %d", len(answer), s.Par); s.Status != want || s.SolvedBy != "solver" {
				t.Errorf("finish after a hint: %q by %q, want %q by the solver", s.Status, s.SolvedBy, want)
			}
			if nx, nw := l.Buttons["next"], l.Buttons["new"]; nx != nw {
				t.Errorf("Next %+v not in New's place %+v", nx, nw)
			}

			// A finished board: the pointer over a cell changes nothing
			// (each screenshot once the celebration is over and the game
			// has drawn the pointer where it is).
			p.move(1, 1)
			away := pngOf(t, p.stillShot())
			c := l.Cells[5]
			p.move(c.X+c.W/2, c.Y+c.H/2)
			over := pngOf(t, p.stillShot())
			board := image.Rect(int(l.Board.X), int(l.Board.Y), int(l.Board.X+l.Board.W), int(l.Board.Y+l.Board.H))
			if diff, n, _ := compareShots(sub(away, board), sub(over, board)); n > 0 {
				t.Errorf("finished board: the pointer over cell 5 changed %d pixels in %v: a press preview", n, diff)
			}
		})
	}
}

func inWindow(r Rect, w, h int64) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= float64(w)+0.5 && r.Y+r.H <= float64(h)+0.5
}

// sub returns the part of img in r.
func sub(img image.Image, r image.Rectangle) image.Image {
	return img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(r)
}

// differOutside counts the pixels outside r where a and b differ by more
// than one level in a channel.
func differOutside(a, b image.Image, r image.Rectangle) int {
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if (image.Point{x, y}).In(r) {
				continue
			}
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			if max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2))>>8 > 1 {
				n++
			}
		}
	}
	return n
}
