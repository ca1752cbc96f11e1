package game

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// overlayRect is where overlay f stands: docked beside the board
// (Layout.Docked), or over the game.
func (g *Game) overlayRect(f *play.FactsView) play.Rect {
	if f.Docked {
		return g.geom.layout.Docked(f.KeepRow)
	}
	return g.geom.layout.Overlay
}

// drawOverlay draws the overlay over the game: the page dimmed (not
// under a docked overlay, which leaves the board in play), then a panel
// with the title, how to close it, the chart (Puzzle facts, statistics)
// with its legend and the words, placed by flowOverlay so that they fit
// the panel at one type size.
func (g *Game) drawOverlay(dst *ebiten.Image, f *play.FactsView) {
	s := g.geom.scale
	l := &g.geom.layout
	pal := &g.paint.pal
	b := dst.Bounds()
	if !f.Docked {
		fillRect(dst, play.Rect{X: 0, Y: 0, W: float64(b.Dx()), H: float64(b.Dy())}, pal.scrim, ebiten.BlendSourceOver)
	}
	o := g.overlayRect(f)
	rad := math.Round(12 * s)
	fillRoundRect(dst, snapRect(px(o, s)), rad, pal.buttonBorder)
	fillRoundRect(dst, snapRect(px(o, s)).Inset(math.Max(1, math.Round(s))), rad-1, pal.panel())

	fl := g.flowOverlay(f, o, l.TextSize)
	text := func(str string, size float64, bold bool, x, cy float64, a align, clr color.RGBA) float64 {
		return g.paint.text.draw(dst, str, size*s, bold, x*s, cy*s, a, 0, clr)
	}
	t := fl.title
	g.paint.text.draw(dst, f.Title, fl.titleSize*s, true, t.X*s, (t.Y+t.H/2)*s, alignLeft, t.W*s, pal.text)
	text(f.Close, fl.small, false, fl.close.X, fl.close.Y+fl.close.H/2, alignLeft, pal.textDim)
	if f.Bars != nil || f.Chase != nil {
		if f.Chase != nil {
			g.drawChase(dst, f.Chase, fl.chart, fl.small)
		} else {
			g.drawChart(dst, f, fl.chart, fl.small)
		}
		// The legend: a swatch and its words for the bars and the gold
		// mark.
		// On one line, or an item a line where it is too narrow.
		stacked := fl.legend.H > fl.small*2
		x, y := fl.legend.X, fl.legend.Y+fl.small*0.9
		for i, str := range f.Legend {
			sw := fl.small * 0.9
			clr := pal.accent
			if i == 1 {
				clr = pal.gold
			}
			fillRect(dst, snapRect(px(play.Rect{X: x, Y: y - sw/2, W: sw, H: sw}, s)), clr, ebiten.BlendSourceOver)
			w := text(str, fl.small, false, x+sw+fl.small*0.5, y, alignLeft, pal.textDim) / s
			if stacked {
				y += fl.small * 1.5
			} else {
				x += sw + fl.small*0.5 + w + fl.small*1.5
			}
		}
	}
	for _, ln := range fl.lines {
		clr := pal.text
		if ln.dim {
			clr = pal.textDim
		}
		text(ln.s, fl.size, false, ln.at.X, ln.at.Y+ln.at.H/2, alignLeft, clr)
	}
}

// overlayFlow is where flowOverlay puts an overlay's parts, in CSS
// pixels: every line of words at one size, the chart and its legend in
// one column or beside the words.
type overlayFlow struct {
	titleSize, size, small float64 // the title's, the words' and the small print's sizes
	title, close           play.Rect
	chart, legend          play.Rect // zero without a chart
	lines                  []flowLine
	fits                   bool // everything lies inside the panel at at least play.MinTextSize
}

// flowLine is one line of words and its place.
type flowLine struct {
	s   string
	at  play.Rect
	dim bool
}

// MinChart is the least height of an overlay's chart, in CSS pixels.
const MinChart = 120

// flowOverlay places f's parts in the panel o at the largest type size,
// from ts down to play.MinTextSize, at which they all fit: in one column,
// the chart over the words, or in two where the panel is wide and short
// (a phone held sideways), the chart (or half the words) beside the rest.
// The chart is never under MinChart high.
func (g *Game) flowOverlay(f *play.FactsView, o play.Rect, ts float64) overlayFlow {
	var fl overlayFlow
	for size := math.Round(ts); size >= play.MinTextSize; size-- {
		for _, cols := range []int{1, 2} {
			if cols == 2 && o.W < 440 {
				continue
			}
			fl = g.flowAt(f, o, size, cols)
			if fl.fits {
				return fl
			}
		}
	}
	return fl
}

// flowAt places f's parts in o with words of size and cols columns.
func (g *Game) flowAt(f *play.FactsView, o play.Rect, size float64, cols int) overlayFlow {
	sc := g.geom.scale // text is measured in device pixels
	fl := overlayFlow{size: size, small: math.Max(play.MinTextSize, size*0.85)}
	fl.titleSize = math.Max(size*1.3, math.Min(clamp(o.W*0.05, 17, 24), size*1.6))
	pad := clamp(o.W*0.04, 12, 26)
	x0, w0 := o.X+pad, o.W-2*pad
	bottom := o.Y + o.H - pad
	fl.title = play.Rect{X: x0, Y: o.Y + pad, W: w0, H: fl.titleSize * 1.35}
	fl.close = play.Rect{X: x0, Y: fl.title.Y + fl.title.H, W: w0, H: fl.small * 1.3}
	top := fl.close.Y + fl.close.H + size*0.6

	gap := size * 1.5
	colW := w0
	if cols == 2 {
		colW = (w0 - gap) / 2
	}
	// The words, each broken into lines of colW at size.
	type block struct {
		lines []string
		dim   bool
	}
	var blocks []block
	if f.Bars == nil && f.NoBars != "" {
		_, ls := g.paint.text.lines(f.NoBars, size*sc, size*sc, false, play.Rect{W: colW * sc, H: math.Inf(1)})
		blocks = append(blocks, block{ls, true})
	}
	for _, str := range f.Lines {
		_, ls := g.paint.text.lines(str, size*sc, size*sc, false, play.Rect{W: colW * sc, H: math.Inf(1)})
		blocks = append(blocks, block{ls, false})
	}
	lineH := size * play.LineSpacing
	blockGap := size * 0.45
	height := func(bs []block) float64 {
		h := 0.0
		for i, b := range bs {
			h += float64(len(b.lines)) * lineH
			if i > 0 {
				h += blockGap
			}
		}
		return h
	}
	place := func(bs []block, x, y float64) float64 {
		for i, b := range bs {
			if i > 0 {
				y += blockGap
			}
			for _, ln := range b.lines {
				fl.lines = append(fl.lines, flowLine{s: ln, at: play.Rect{X: x, Y: y, W: colW, H: lineH}, dim: b.dim})
				y += lineH
			}
		}
		return y
	}
	fits := true
	chart := f.Bars != nil || f.Chase != nil
	legendH := fl.small * 1.8
	if g.legendWidth(f, fl.small) > colW {
		legendH = fl.small * 1.5 * float64(len(f.Legend)) // an item a line
	}
	switch {
	case chart && cols == 1:
		wordsH := height(blocks)
		chartH := math.Min(bottom-top-legendH-size*0.8-wordsH, o.H*0.55)
		fl.chart = play.Rect{X: x0, Y: top, W: w0, H: chartH}
		fl.legend = play.Rect{X: x0, Y: top + chartH + size*0.4, W: w0, H: legendH}
		end := place(blocks, x0, fl.legend.Y+legendH+size*0.4)
		fits = chartH >= MinChart && end <= bottom+0.5
	case chart:
		// The chart on the left, the words on the right.
		chartH := bottom - top - legendH - size*0.4
		fl.chart = play.Rect{X: x0, Y: top, W: colW, H: chartH}
		fl.legend = play.Rect{X: x0, Y: top + chartH + size*0.4, W: colW, H: legendH}
		end := place(blocks, x0+colW+gap, top)
		fits = chartH >= MinChart && end <= bottom+0.5
	case cols == 1:
		fits = place(blocks, x0, top) <= bottom+0.5
	default:
		// Half the words in each column, split where the columns come
		// out most even.
		best, split := math.Inf(1), len(blocks)
		for i := 1; i < len(blocks); i++ {
			if h := math.Max(height(blocks[:i]), height(blocks[i:])); h < best {
				best, split = h, i
			}
		}
		a := place(blocks[:split], x0, top)
		b := place(blocks[split:], x0+colW+gap, top)
		fits = math.Max(a, b) <= bottom+0.5
	}
	fl.fits = fits && g.paint.text.advance(f.Close, fl.small*sc, false)/sc <= w0
	return fl
}

// legendWidth is the width of the chart's legend at size small, in CSS
// pixels.
func (g *Game) legendWidth(f *play.FactsView, small float64) float64 {
	sc := g.geom.scale
	w := 0.0
	for _, str := range f.Legend {
		w += small*0.9 + small*0.5 + g.paint.text.advance(str, small*sc, false)/sc + small*1.5
	}
	return w
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
	// As many of the scale's ticks as fit without their labels touching.
	every := 1
	if n := len(f.YTicks) - 1; n > 0 {
		for every < n && plot.H*float64(every)/float64(n) < small*1.6 {
			every++
		}
	}
	for i, t := range f.YTicks {
		if i%every != 0 {
			continue
		}
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
			h = math.Max(h, 3) // a bar of one still shows
		}
		bar := snapRect(px(play.Rect{X: cx - bw/2, Y: base - h, W: bw, H: h}, s))
		// The position on screen's bar bright among dim ones; a chart
		// with no such bar (the statistics) all bright, as its legend.
		clr := dim
		if i == f.Here || f.Here < 0 {
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
			label(countLabel(cnt), true, cx, base-h-small*0.75, alignCenter, pal.text)
		}
	}
	label(f.XLabel, false, plot.X+plot.W/2, base+small*2.7, alignCenter, pal.textDim)
}

// countLabel writes a count for the chart's scale as people write it,
// the thousands grouped: 15,000.
func countLabel(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// drawChase draws the last-row table's picture in r (CSS pixels): a line
// for each last row that top-row presses clear, its pattern (the pieces
// left, in the accent) beside its presses (gold), in as many columns as
// fit; the line the coach looked up lit. Where the lines are more than
// fit, the ones around the lit line, and which they are of how many.
func (g *Game) drawChase(dst *ebiten.Image, c *play.ChaseView, r play.Rect, small float64) {
	s := g.geom.scale
	pal := &g.paint.pal
	n := len(c.Lines)
	if n == 0 || c.Width <= 0 {
		return
	}
	w := float64(c.Width)
	// A line is the pattern, a gap, the presses: 2w+2 squares of side sq,
	// and columns of lines are 2 squares apart. Of one to four columns,
	// the one that gives the largest squares (at most a large text
	// line's height) for every line; where even one column's squares
	// would be too small, a window of lines around the lit one.
	const gapSq, lineSq = 2.0, 1.45
	sq, cols := 0.0, 1
	for k := 1; k <= 4; k++ {
		rowsK := (n + k - 1) / k
		side := math.Min(r.W/(float64(k)*(2*w+2)+float64(k-1)*gapSq), r.H/(float64(rowsK)*lineSq))
		if side > sq {
			sq, cols = side, k
		}
	}
	sq = math.Min(sq, small*2)
	first, shown, rows := 0, n, (n+cols-1)/cols
	if least := small * 0.75; sq < least {
		// Too many lines: as many as fit at a readable size.
		sq = math.Min(least, r.W/(2*w+2))
		cols = max(1, int((r.W+gapSq*sq)/(sq*(2*w+2+gapSq))))
		rows = max(1, int(r.H/(sq*lineSq))-1) // and a line for which these are
		shown = min(n, cols*rows)
		if c.Lit >= 0 {
			first = min(max(0, c.Lit-shown/2), n-shown)
		}
	}
	lineW := sq * (2*w + 2)
	lineH := sq * lineSq
	colW := lineW + sq*gapSq
	x0 := r.X + math.Max(0, (r.W-float64(cols)*colW+sq*gapSq)/2)
	empty := lerpColor(pal.panel(), pal.textDim, 0.35)
	for k := 0; k < shown && first+k < n; k++ {
		i := first + k
		ln := c.Lines[i]
		x := x0 + float64(k/rows)*colW
		y := r.Y + float64(k%rows)*lineH
		if i == c.Lit {
			fillRoundRect(dst, snapRect(px(play.Rect{X: x - sq*0.3, Y: y - sq*0.2, W: lineW + sq*0.6, H: sq * 1.4}, s)), sq*0.3*s, withAlpha(pal.accent, 0.3))
		}
		for col := 0; col < c.Width; col++ {
			clr := empty
			if ln.Pattern>>col&1 != 0 {
				clr = pal.accent
			}
			fillRect(dst, snapRect(px(play.Rect{X: x + float64(col)*sq, Y: y, W: sq * 0.86, H: sq}, s)), clr, ebiten.BlendSourceOver)
			clr = empty
			if ln.Presses>>col&1 != 0 {
				clr = pal.gold
			}
			fillRect(dst, snapRect(px(play.Rect{X: x + (w+2)*sq + float64(col)*sq, Y: y, W: sq * 0.86, H: sq}, s)), clr, ebiten.BlendSourceOver)
		}
		// Between the two: a short bar, as the table's "gives".
		fillRect(dst, snapRect(px(play.Rect{X: x + (w+0.4)*sq, Y: y + sq*0.42, W: sq * 1.1, H: math.Max(1, sq*0.16)}, s)), pal.textDim, ebiten.BlendSourceOver)
	}
	if shown < n {
		last := min(first+shown, n)
		g.paint.text.draw(dst, fmt.Sprintf("lines %s–%s of %s", countLabel(first+1), countLabel(last), countLabel(n)), small*s, false,
			(r.X+r.W/2)*s, (r.Y+float64(rows)*lineH+small*0.8)*s, alignCenter, 0, pal.textDim)
	}
}
