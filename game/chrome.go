package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// drawHeader draws the title, the how-to line, the status and the detail
// line, each coloured by the kind the view gives it.
func (g *Game) drawHeader(dst *ebiten.Image, t *[numTextPlaces]textLook) {
	for i := range numTextPlaces {
		g.drawText(dst, i, t[i])
	}
}

// drawText draws the line of text at place i (placeTitle, …).
func (g *Game) drawText(dst *ebiten.Image, i int, t textLook) {
	switch i {
	case placeTitle:
		g.drawTitle(dst, t)
	case placeHowTo:
		g.drawHowTo(dst, t)
	case placeStatus:
		g.drawStatus(dst, t)
	case placeDetail:
		g.drawDetail(dst, t)
	}
}

// textRect returns the rectangle of the text place i, in CSS pixels.
func (g *Game) textRect(i int) play.Rect {
	l := &g.geom.layout
	return [numTextPlaces]play.Rect{placeTitle: l.Title, placeHowTo: l.HowTo, placeStatus: l.Status, placeDetail: l.Detail}[i]
}

// headerX returns where the header's lines start, in device pixels, and
// how they align: left beside the board, centred above it.
func (g *Game) headerX() (float64, align) {
	l := &g.geom.layout
	if l.Landscape {
		return l.Title.X * g.geom.scale, alignLeft
	}
	return (l.Title.X + l.Title.W/2) * g.geom.scale, alignCenter
}

// drawTitle draws the title and, in K colours, the colours' cycle after
// it: the two as one line, at the largest size (down to MinTextSize) at
// which they fit the title's width.
func (g *Game) drawTitle(dst *ebiten.Image, t textLook) {
	s, l := g.geom.scale, &g.geom.layout
	x, al := g.headerX()
	_, ty := px(l.Title, s).Center()
	if t.cycle == 0 {
		g.paint.text.draw(dst, t.s, l.TitleSize*s, true, x, ty, al, l.Title.W*s, g.paint.pal.text)
		return
	}
	size := math.Round(l.TitleSize * s)
	width := func(size float64) float64 {
		return g.paint.text.advance(t.s, size, true) + cycleGap*size + cycleWidth(t.cycle, size)
	}
	for size > play.MinTextSize*s && width(size) > l.Title.W*s {
		size--
	}
	if al == alignCenter {
		x -= width(size) / 2
	}
	x += g.paint.text.draw(dst, t.s, size, true, x, ty, alignLeft, 0, g.paint.pal.text) + cycleGap*size
	g.drawCycle(dst, x, ty, size, t.cycle, t.look)
}

func (g *Game) drawHowTo(dst *ebiten.Image, t textLook) {
	s, l := g.geom.scale, &g.geom.layout
	if l.HowTo.W <= 0 {
		return // no room for it: the board took it
	}
	x, al := g.headerX()
	g.paint.text.drawWrapped(dst, t.s, l.TextSize*s, false, x, px(l.HowTo, s), al, g.paint.pal.textDim)
}

func (g *Game) drawStatus(dst *ebiten.Image, t textLook) {
	s, l := g.geom.scale, &g.geom.layout
	x, al := g.headerX()
	_, sy := px(l.Status, s).Center()
	g.paint.text.draw(dst, t.s, l.TextSize*1.35*s, true, x, sy, al, l.Title.W*s, g.paint.pal.kind(t.kind, g.paint.pal.text))
}

func (g *Game) drawDetail(dst *ebiten.Image, t textLook) {
	s, l := g.geom.scale, &g.geom.layout
	x, al := g.headerX()
	// Beside the board the detail's lines stand under the status, and
	// the room below them waits for a longer notice; above the board
	// they are centred between the status and the board.
	g.paint.text.drawLines(dst, t.s, l.TextSize*s, play.MinTextSize*s, false, x, px(l.Detail, s), al, l.Landscape, g.paint.pal.kind(t.kind, g.paint.pal.textDim))
}

// drawButtons draws the places of buttons of play (menu false) or of the
// open menu (menu true) as d says, and the menu's labels between its
// arrows.
func (g *Game) drawButtons(dst *ebiten.Image, d *drawState, menu bool) {
	for i, bl := range d.buttons {
		if place := g.geom.places[i]; place[0].InMenu() == menu {
			g.drawButton(dst, place, bl)
		}
	}
	if l := &g.geom.layout; menu && l.MenuOpen {
		g.drawLabel(dst, l.ParLabel, d.labels[0])
		g.drawLabel(dst, l.SizeLabel, d.labels[1])
	}
}

// drawButton draws what a place of buttons shows: nothing, or its one
// shown button with its label at its row's text size.
func (g *Game) drawButton(dst *ebiten.Image, place []play.Button, bl buttonLook) {
	if !bl.shown {
		return
	}
	s := g.geom.scale
	r := px(g.geom.layout.Buttons[place[0]], s)
	bv := bl.view
	pal := &g.paint.pal
	bg := pal.button
	switch {
	case !bv.Enabled:
		bg = lerpColor(pal.button, pal.background, 0.45)
	case bl.held:
		bg = pal.buttonPressed
	case bv.On:
		bg = pal.buttonLit
	case bl.hover:
		bg = pal.buttonHover
	}
	rad, border := r.H*0.22, buttonBorder(s)
	if bv.Focused {
		// The page's keyboard focus: a ring around the button.
		ring := focusRing(s)
		fillRoundRect(dst, snapRect(r).Inset(-ring-border), rad+ring+border, pal.text)
		fillRoundRect(dst, snapRect(r).Inset(-border), rad+border, pal.background)
	}
	fillRoundRect(dst, snapRect(r), rad, pal.buttonBorder)
	fillRoundRect(dst, snapRect(r).Inset(border), rad-border, bg)
	fg := pal.text
	if !bv.Enabled {
		fg = pal.buttonDimmed
	}
	switch bl.button {
	case play.BtnParDown, play.BtnSizeDown:
		fillTriangle(dst, r, -1, fg)
	case play.BtnParUp, play.BtnSizeUp:
		fillTriangle(dst, r, 1, fg)
	default:
		cx, cy := r.Center()
		g.paint.text.draw(dst, bv.Label, bl.size, true, cx, cy, alignCenter, r.W-8*s, fg)
	}
}

// buttonBorder and focusRing are the widths, in device pixels, of a
// button's border and of the ring around the focused button.
func buttonBorder(s float64) float64 { return math.Max(1, math.Round(s)) }
func focusRing(s float64) float64    { return math.Max(2, math.Round(2*s)) }

// drawLabel draws a caption over a value in r (CSS pixels).
func (g *Game) drawLabel(dst *ebiten.Image, r play.Rect, lb play.Label) {
	s := g.geom.scale
	l := &g.geom.layout
	r = px(r, s)
	cx, cy := r.Center()
	g.paint.text.draw(dst, lb.Caption, l.CaptionSize*s, false, cx, cy-r.H*0.22, alignCenter, r.W, g.paint.pal.textDim)
	g.paint.text.draw(dst, lb.Value, l.ButtonTextSize*s*1.05, true, cx, cy+r.H*0.16, alignCenter, r.W, g.paint.pal.text)
}

// rowTextSizes returns the size, in device pixels, of the labels in each
// row of buttons: one size per row, the largest at which every label the
// row shows fits its button, so that a long label does not shrink alone.
func (g *Game) rowTextSizes(p *play.Panel) []float64 {
	s := g.geom.scale
	l := &g.geom.layout
	sizes := make([]float64, l.ButtonRows)
	for i := range sizes {
		sizes[i] = math.Round(l.ButtonTextSize * s)
	}
	for i := range play.NumButtons {
		b := play.Button(i)
		bv := p.Buttons[b]
		if bv.Hidden || bv.Label == "" || l.Buttons[b].W <= 0 {
			continue
		}
		row := l.ButtonRow[b]
		sizes[row] = min(sizes[row], g.paint.text.fit(bv.Label, sizes[row], true, l.Buttons[b].W*s-8*s))
	}
	return sizes
}

// drawConfetti throws confetti over the board, t of the way through the
// victory flourish: a third as much for a finish over par.
func (g *Game) drawConfetti(dst *ebiten.Image, t float64, small bool) {
	s := g.geom.scale
	b := px(g.geom.layout.Board, s)
	pal := &g.paint.pal
	cols := []color.RGBA{pal.gold, pal.accent, pal.success, pal.warn, pal.white}
	seed := uint32(2166136261)
	rnd := func() float64 {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return float64(seed%10000) / 10000
	}
	size := math.Max(3, b.W*0.018)
	pieces := 90
	if small {
		pieces = 30
	}
	for i := 0; i < pieces; i++ {
		x0 := b.X + rnd()*b.W
		vx := (rnd() - 0.5) * b.W * 0.5
		vy := -b.H * (0.5 + rnd()*0.6)
		gravity := b.H * 2.4
		delay := rnd() * 0.25
		spin := (rnd() - 0.5) * 20
		col := cols[i%len(cols)]
		tt := t - delay
		if tt < 0 {
			continue
		}
		sec := tt * play.CelebrationDuration.Seconds()
		x := x0 + vx*sec
		y := b.Y + b.H*0.55 + vy*sec + gravity*sec*sec/2
		alpha := 1.0
		if t > 0.7 {
			alpha = (1 - t) / 0.3
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-0.5, -0.5)
		op.GeoM.Scale(size, size*0.55)
		op.GeoM.Rotate(spin * sec)
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(withAlpha(col, alpha))
		dst.DrawImage(pixel(), op)
	}
}

var pixelImg *ebiten.Image

// pixel returns a 1×1 white image, to stretch into rectangles.
func pixel() *ebiten.Image {
	if pixelImg == nil {
		pixelImg = ebiten.NewImage(1, 1)
		pixelImg.Fill(color.White)
	}
	return pixelImg
}
