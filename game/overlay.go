package game

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// drawOverlay draws the Puzzle facts panel over the game: the page dimmed,
// then a panel with the title, a bar chart of the positions at each par
// and the facts in words, all as the view gives them.
func (g *Game) drawOverlay(dst *ebiten.Image, f *play.FactsView) {
	s := g.geom.scale
	l := &g.geom.layout
	pal := &g.paint.pal
	b := dst.Bounds()
	fillRect(dst, play.Rect{X: 0, Y: 0, W: float64(b.Dx()), H: float64(b.Dy())}, pal.scrim, ebiten.BlendSourceOver)
	o := l.Overlay
	rad := math.Round(12 * s)
	fillRoundRect(dst, snapRect(px(o, s)), rad, pal.buttonBorder)
	fillRoundRect(dst, snapRect(px(o, s)).Inset(math.Max(1, math.Round(s))), rad-1, pal.panel())

	ts := l.TextSize               // CSS pixels
	small := math.Max(11, ts*0.85) // axis labels
	pad := clamp(o.W*0.05, 14, 26) // CSS pixels
	x0, w0 := o.X+pad, o.W-2*pad   // the content's column
	y := o.Y + pad                 // the next line's top
	bottom := o.Y + o.H - pad      // the content's floor
	tt := clamp(o.W*0.05, 17, 24)  // the title's size
	text := func(str string, size float64, bold bool, x, cy float64, a align, clr color.RGBA) float64 {
		return g.paint.text.draw(dst, str, size*s, bold, x*s, cy*s, a, 0, clr)
	}
	g.paint.text.draw(dst, f.Title, tt*s, true, x0*s, (y+tt*0.6)*s, alignLeft, w0*s, pal.text)
	y += tt * 1.35
	text(f.Close, small, false, x0, y+small*0.6, alignLeft, pal.textDim)
	y += small*1.3 + ts*0.6

	// The words at the foot of the panel, measured first: the chart
	// takes the room they leave.
	type line struct {
		s string
		h float64
	}
	var lines []line
	linesH := 0.0
	for _, str := range f.Lines {
		h := ts * 1.45
		if g.paint.text.wrap(str, ts*s, false, w0*s).two {
			h = ts * (play.TwoLines + 0.2)
		}
		lines = append(lines, line{str, h})
		linesH += h
	}

	if f.Bars != nil {
		legendH := small * 1.8
		chartH := math.Min(bottom-linesH-legendH-ts*0.8-y, o.H*0.55)
		g.drawChart(dst, f, play.Rect{X: x0, Y: y, W: w0, H: chartH}, small)
		y += chartH + ts*0.4
		// The legend: a swatch and its words for the bright bar and the
		// gold mark.
		x := x0
		for i, str := range f.Legend {
			sw := small * 0.9
			clr := pal.accent
			if i == 1 {
				clr = pal.gold
			}
			fillRect(dst, snapRect(px(play.Rect{X: x, Y: y + small*0.9 - sw/2, W: sw, H: sw}, s)), clr, ebiten.BlendSourceOver)
			x += sw + small*0.5
			x += text(str, small, false, x, y+small*0.9, alignLeft, pal.textDim)/s + small*1.5
		}
		y += legendH + ts*0.4
	} else if f.NoBars != "" {
		h := ts * (play.TwoLines + 0.2)
		g.paint.text.drawWrapped(dst, f.NoBars, ts*s, false, x0*s, px(play.Rect{X: x0, Y: y, W: w0, H: h}, s), alignLeft, pal.textDim)
		y += h + ts*0.6
	}
	for _, ln := range lines {
		g.paint.text.drawWrapped(dst, ln.s, ts*s, false, x0*s, px(play.Rect{X: x0, Y: y, W: w0, H: ln.h}, s), alignLeft, pal.text)
		y += ln.h
	}
}

// drawChart draws the bar chart of the positions at each par in r (CSS
// pixels): a scale of counts on the left with faint grid lines, a bar per
// par, the bar of the position on screen bright with its count over it,
// the puzzle's par marked in gold under its bar, and the pars under the
// axis with the axis's name.
func (g *Game) drawChart(dst *ebiten.Image, f *play.FactsView, r play.Rect, small float64) {
	s := g.geom.scale
	pal := &g.paint.pal
	sz := math.Round(small * s) // device pixels
	label := func(str string, bold bool, x, cy float64, a align, clr color.RGBA) float64 {
		return g.paint.text.draw(dst, str, sz, bold, x*s, cy*s, a, 0, clr) / s
	}
	// The scale's widest label sets the room on the left.
	yw := 0.0
	for _, t := range f.YTicks {
		yw = math.Max(yw, g.paint.text.advance(countLabel(t), sz, false)/s)
	}
	yw += small * 0.6
	plot := play.Rect{X: r.X + yw, Y: r.Y + small*1.4, W: r.W - yw, H: r.H - small*1.4 - small*3.4}
	if plot.H < 10 || plot.W < 10 || f.YMax <= 0 {
		return
	}
	base := plot.Y + plot.H
	grid := withAlpha(pal.textDim, 0.22)
	for _, t := range f.YTicks {
		yy := base - float64(t)/float64(f.YMax)*plot.H
		line := snapRect(px(play.Rect{X: plot.X, Y: yy, W: plot.W, H: 0}, s))
		line.H = math.Max(1, math.Round(s))
		if t == 0 {
			fillRect(dst, line, pal.textDim, ebiten.BlendSourceOver)
		} else {
			fillRect(dst, line, grid, ebiten.BlendSourceOver)
		}
		label(countLabel(t), false, plot.X-small*0.5, yy, alignRight, pal.textDim)
	}
	n := len(f.Bars)
	pitch := plot.W / float64(n)
	bw := pitch * 0.7
	// Label every k-th par so that the numbers never touch.
	k := int(math.Ceil((g.paint.text.advance(fmt.Sprint(n-1), sz, false)/s + small*0.8) / pitch))
	k = max(k, 1)
	dim := lerpColor(pal.accent, pal.panel(), 0.55)
	for i, cnt := range f.Bars {
		cx := plot.X + pitch*(float64(i)+0.5)
		h := float64(cnt) / float64(f.YMax) * plot.H
		if cnt > 0 {
			h = math.Max(h, 2/s) // a layer of two positions still shows
		}
		bar := snapRect(px(play.Rect{X: cx - bw/2, Y: base - h, W: bw, H: h}, s))
		clr := dim
		if i == f.Here {
			clr = pal.accent
		}
		fillRect(dst, bar, clr, ebiten.BlendSourceOver)
		if i == f.Par {
			mark := snapRect(px(play.Rect{X: cx - pitch*0.45, Y: base + small*0.25, W: pitch * 0.9, H: math.Max(3, small*0.3)}, s))
			fillRect(dst, mark, pal.gold, ebiten.BlendSourceOver)
		}
		if i%k == 0 || i == f.Par || i == f.Here {
			clr, bold := pal.textDim, false
			switch {
			case i == f.Par:
				clr, bold = pal.gold, true
			case i == f.Here:
				clr, bold = pal.text, true
			}
			name := fmt.Sprint(i)
			if f.XNames != nil {
				name = f.XNames[i]
			}
			label(name, bold, cx, base+small*1.25, alignCenter, clr)
		}
		if i == f.Here {
			label(fmt.Sprint(cnt), true, cx, base-h-small*0.75, alignCenter, pal.text)
		}
	}
	label(f.XLabel, false, plot.X+plot.W/2, base+small*2.7, alignCenter, pal.textDim)
}

// countLabel writes a count for the chart's scale: 12,870 as 12.9k.
func countLabel(n int) string {
	switch {
	case n >= 1_000_000:
		return trimZero(fmt.Sprintf("%.1fM", float64(n)/1e6))
	case n >= 10_000:
		return trimZero(fmt.Sprintf("%.1fk", float64(n)/1e3))
	}
	return fmt.Sprint(n)
}

func trimZero(s string) string {
	if len(s) > 3 && s[len(s)-3:len(s)-1] == ".0" {
		return s[:len(s)-3] + s[len(s)-1:]
	}
	return s
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }
