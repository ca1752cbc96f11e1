package game

import (
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// luminance is the WCAG relative luminance of c.
func luminance(c color.RGBA) float64 {
	ch := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
}

// contrast is the WCAG contrast ratio of a and b.
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// TestPaletteContrast holds both palettes to WCAG's 4.5:1 for every
// colour read as text on what it is read on, and 3:1 for the marks on the
// board (the brackets, the rings) on the felt and the plates.
func TestPaletteContrast(t *testing.T) {
	for _, th := range []play.Theme{play.Dark, play.Light} {
		p := paletteOf(th)
		panel := lerpColor(p.background, p.button, 0.55)
		texts := map[string]color.RGBA{"text": p.text, "dim text": p.textDim, "info": p.gold, "warning": p.warn, "success": p.success, "error": p.error}
		for name, c := range texts {
			for gname, ground := range map[string]color.RGBA{"page": p.background, "overlay": panel} {
				if r := contrast(c, ground); r < 4.5 {
					t.Errorf("%v: %s on the %s: %.2f:1, want 4.5:1", th, name, gname, r)
				}
			}
		}
		for name, ground := range map[string]color.RGBA{"button": p.button, "hovered button": p.buttonHover, "pressed button": p.buttonPressed, "lit button": p.buttonLit} {
			if r := contrast(p.text, ground); r < 4.5 {
				t.Errorf("%v: a label on a %s: %.2f:1, want 4.5:1", th, name, r)
			}
		}
		if th == play.Light {
			// Light only: the dark theme's brackets are as they were.
			// The brackets stand on a halo: violet on it, it on the board.
			if r := contrast(p.quiet, p.quietHalo); r < 3 {
				t.Errorf("%v: brackets on their halo: %.2f:1, want 3:1", th, r)
			}
			for name, ground := range map[string]color.RGBA{"felt": p.felt, "plate": p.plate} {
				if r := max(contrast(p.quiet, ground), contrast(p.quietHalo, ground)); r < 3 {
					t.Errorf("%v: brackets on %s: %.2f:1, want 3:1", th, name, r)
				}
			}
		}
		for name, ground := range map[string]color.RGBA{"felt": p.felt, "plate": p.plate} {
			if r := contrast(p.text, ground); th == play.Light && r < 3 {
				t.Errorf("%v: the cursor's ring on %s: %.2f:1, want 3:1", th, name, r)
			}
		}
		if r := contrast(p.white, p.black); r < 7 {
			t.Errorf("%v: white and black discs: %.2f:1", th, r)
		}
	}
}

// TestUsePalette checks that paint.use switches every colour in use.
func TestUsePalette(t *testing.T) {
	var p paint
	p.use(play.Light)
	if p.pal.background != lightPalette.background || p.pal.felt != lightPalette.felt || p.pal.quiet != lightPalette.quiet || p.pal.panel() == darkPalette.background {
		t.Error("use(Light) left dark colours in use")
	}
	p.use(play.Dark)
	if p.pal.background != darkPalette.background || p.pal.text != darkPalette.text {
		t.Error("use(Dark) left light colours in use")
	}
}

// panels returns the panels a player can see: every shape's label, every
// theme, Solve playing, edit mode, a solved puzzle, on both games.
func panels(t *testing.T) []play.Panel {
	t.Helper()
	var out []play.Panel
	for _, g := range []*solver.Game{solver.FlipGame, solver.Fridge} {
		r := solver.MustNew(solver.Classic(g))
		rng := rand.New(rand.NewPCG(1, 2))
		b, err := r.Puzzle(4, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := play.NewController(r, b, rng)
		now := time.Second
		do := func(a play.Action) {
			c.Do(play.Intent{Action: a}, now)
			now += 5 * time.Second
			c.Tick(now)
		}
		do(play.ActMenu) // the menu's buttons are shown while it is open
		for range 3 {
			do(play.ActTheme)
			out = append(out, c.View(now).Panel)
		}
		do(play.ActPace)
		out = append(out, c.View(now).Panel)
		for range 3 {
			do(play.ActShape)
			out = append(out, c.View(now).Panel)
		}
		do(play.ActSolve)
		out = append(out, c.View(now-4*time.Second).Panel)
		c.Screen().SetTouch()
		do(play.ActEdit)
		out = append(out, c.View(now).Panel)
	}
	// The coach's longest words: light chasing on 10×10, the table, the
	// Refrigerator's one handle and its shortcut, no method; and the
	// look back with many presses wasted.
	for _, x := range []struct {
		spec    solver.Spec
		board   string
		presses []int
	}{
		{solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross}, strings.Repeat("w", 89) + "bbw" + strings.Repeat("w", 8), []int{98}},
		{solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross}, "wwwwwwwwwwwwwwwwwwwwbbwbb", []int{2}},
		{solver.Spec{Game: solver.Fridge, Width: 10, Height: 10, Shape: solver.RowCol}, "+" + strings.Repeat("-", 98) + "+", []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80}},
		{solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King}, "bwwwwwwwwwwwwwww", nil},
	} {
		r := solver.MustNew(x.spec)
		b, err := r.Decode(x.board)
		if err != nil {
			t.Fatal(err)
		}
		c := play.NewController(r, b, rand.New(rand.NewPCG(1, 2)))
		now := time.Second
		c.Do(play.Intent{Action: play.ActLearn}, now)
		out = append(out, c.View(now).Panel)
		for _, cell := range x.presses {
			now += 5 * time.Second
			c.Do(play.Intent{Action: play.ActClose}, now)
			c.Do(play.Intent{Action: play.ActPress, Cell: cell}, now)
			c.Tick(now + 4*time.Second)
			out = append(out, c.View(now+4*time.Second).Panel)
		}
	}
	{
		// A finish over par with many presses cancelled and not needed.
		r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross})
		var presses []int
		for i := 90; i < 100; i++ {
			presses = append(presses, i, i) // cancelled
		}
		presses = append(presses, 0, 11, 22, 33, 44)
		start := solver.Board{}
		for _, p := range presses {
			start = r.Apply(solver.FromBoard(start), p).Board()
		}
		c := play.NewController(r, solver.FromBoard(start), rand.New(rand.NewPCG(1, 2)))
		now := time.Second
		for _, p := range presses {
			now += 5 * time.Second
			c.Do(play.Intent{Action: play.ActPress, Cell: p}, now)
		}
		c.Tick(now + 5*time.Second)
		p := c.View(now + 5*time.Second).Panel
		if !strings.HasPrefix(p.Detail.Text, "Look back: ") {
			t.Fatalf("no look back: %q", p.Detail.Text)
		}
		out = append(out, p)
	}
	// Look backs that name the most: issue 40's, and a group of presses
	// that did the work of three others, with cells cancelled.
	for _, x := range []struct {
		spec    solver.Spec
		board   string
		presses []int
	}{
		{solver.Classic(solver.FlipGame), "bbwwwwwbwbbwwbbw", []int{0, 1, 2, 5, 7, 8, 10, 12, 0}},
		{solver.Spec{Game: solver.Fridge, Width: 6, Height: 6, Shape: solver.King, Torus: true}, "--+--+---+++-+-+-++++---++-++-+--+--", []int{7, 19, 35, 13, 4, 6, 7, 8, 12, 13, 14, 18, 20}},
		{solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.RowCol, Torus: true}, "wwwwbbwbb", []int{5, 7, 1, 6}},
	} {
		r := solver.MustNew(x.spec)
		b, err := r.Decode(x.board)
		if err != nil {
			t.Fatal(err)
		}
		c := play.NewController(r, b, rand.New(rand.NewPCG(1, 2)))
		now := time.Second
		for _, p := range x.presses {
			now += 5 * time.Second
			c.Do(play.Intent{Action: play.ActPress, Cell: p}, now)
		}
		c.Tick(now + 5*time.Second)
		p := c.View(now + 5*time.Second).Panel
		if !strings.HasPrefix(p.Detail.Text, "Look back: of your ") {
			t.Fatalf("%v: no look back over the fewest: %q", x.spec, p.Detail.Text)
		}
		out = append(out, p)
	}
	// Impossible positions: the explanation is the longest line.
	for _, x := range []struct {
		spec  solver.Spec
		board string
	}{
		{solver.Classic(solver.FlipGame), "bwwwwwwbwwwwwwww"},
		{solver.Spec{Game: solver.Fridge, Width: 5, Height: 5, Shape: solver.King}, "+------------------------"},
		{solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true}, "b" + strings.Repeat("w", 99)},
	} {
		r := solver.MustNew(x.spec)
		b, err := r.Decode(x.board)
		if err != nil {
			t.Fatal(err)
		}
		c := play.NewController(r, b, rand.New(rand.NewPCG(1, 2)))
		p := c.View(0).Panel
		if p.Detail.Kind != play.KindWarning {
			t.Fatalf("%v %s: detail %q is no explanation", x.spec, x.board, p.Detail.Text)
		}
		out = append(out, p)
	}
	return out
}

// TestTypeScale checks the sizes text is drawn at on every viewport from
// 320×480 up: each row's labels at one size, none under
// play.MinTextSize CSS px; the header's and status's wrapped lines too.
func TestTypeScale(t *testing.T) {
	viewports := [][2]float64{{320, 480}, {480, 320}, {360, 640}, {390, 844}, {844, 390}, {600, 500}, {768, 1024}, {1024, 768}, {1280, 800}, {1600, 500}, {1920, 1080}}
	ps := panels(t)
	g := &Game{geom: geometry{scale: 1}, paint: paint{text: newText()}}
	for _, vp := range viewports {
		for _, n := range []int{4, 10} {
			g.geom.layout = play.Compute(vp[0], vp[1], n, n, n == 10) // the menu's labels too
			l := &g.geom.layout
			name := fmt.Sprintf("%vx%v %dx%d", vp[0], vp[1], n, n)
			for _, p := range ps {
				for row, size := range g.rowTextSizes(&p) {
					if size < play.MinTextSize {
						t.Errorf("%s: row %d of buttons at %v px", name, row, size)
					}
				}
				wr := g.paint.text.wrap(p.HowTo, l.TextSize, false, l.HowTo.W)
				if l.HowTo.W > 0 && wr.two && wr.size < play.MinTextSize {
					t.Errorf("%s: %q drawn at %v px", name, p.HowTo, wr.size)
				}
				// The detail as drawLines draws it.
				if wr := g.paint.text.wrap(p.Detail.Text, l.TextSize, false, l.Detail.W); wr.two {
					size, lines := g.paint.text.lines(p.Detail.Text, l.TextSize, play.MinTextSize, false, l.Detail)
					if size <= wr.size || len(lines) <= 2 {
						if wr.size < play.MinTextSize {
							t.Errorf("%s: %q drawn on two lines at %v px", name, p.Detail.Text, wr.size)
						}
						continue
					}
					if size < play.MinTextSize || float64(len(lines))*size*play.LineSpacing > l.Detail.H+1 {
						t.Errorf("%s: %q drawn on %d lines at %v px in %v px of height", name, p.Detail.Text, len(lines), size, l.Detail.H)
					}
					for _, ln := range lines {
						if w := g.paint.text.advance(ln, size, false); w > l.Detail.W {
							t.Errorf("%s: line %q is %v px wide, the panel %v", name, ln, w, l.Detail.W)
						}
					}
				}
			}
		}
	}
}
