package game

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// drawHeader draws the title, the how-to line and the status.
func (g *Game) drawHeader(dst *ebiten.Image, t *play.Texts) {
	s := g.scale
	l := &g.layout
	x := l.Title.X * s
	al := alignLeft
	if !l.Landscape {
		x = (l.Title.X + l.Title.W/2) * s
		al = alignCenter
	}
	maxW := l.Title.W * s
	_, ty := px(l.Title, s).Center()
	g.text.draw(dst, t.Title, l.TitleSize*s, true, x, ty, al, maxW, colText)
	g.text.drawWrapped(dst, t.HowTo, l.TextSize*s, false, x, px(l.HowTo, s), al, colTextDim)

	statusCol := colText
	_, ok, _ := g.ctl.Par()
	switch {
	case g.ctl.Model().Solved() && g.ctl.Model().Moves() > 0 && g.ctl.Mode() == play.Playing:
		statusCol = colSuccess
	case !ok:
		statusCol = colWarn
	}
	_, sy := px(l.Status, s).Center()
	g.text.draw(dst, t.Status, l.TextSize*1.35*s, true, x, sy, al, maxW, statusCol)
	detailCol := colTextDim
	if g.ctl.Notice() != "" {
		detailCol = colGold
		if strings.HasPrefix(g.ctl.Notice(), "Link") || strings.HasPrefix(g.ctl.Notice(), "No ") {
			detailCol = colWarn
		}
	}
	g.text.drawWrapped(dst, t.Detail, l.TextSize*s, false, x, px(l.Detail, s), al, detailCol)
}

// enabled reports whether a click on b would do anything.
func (g *Game) enabled(b play.Button) bool {
	m := g.ctl.Model()
	_, _, _, playing := g.ctl.Playback()
	r := g.ctl.Rules()
	switch b {
	case play.BtnUndo:
		return !playing && m.CanUndo()
	case play.BtnRedo:
		return !playing && m.CanRedo()
	case play.BtnReset:
		return !playing && m.CanReset()
	case play.BtnParDown:
		return g.ctl.HasTable() && g.ctl.Target() > 1
	case play.BtnParUp:
		return g.ctl.HasTable() && g.ctl.Target() < g.ctl.MaxTarget()
	case play.BtnSizeDown:
		return r.Width() > play.MinPickSize || r.Height() != r.Width()
	case play.BtnSizeUp:
		return r.Width() < play.MaxPickSize || r.Height() != r.Width()
	}
	return true
}

// activeButtons reports which buttons are lit: Solve while it plays
// (it reads Stop), Edit in edit mode (Done), and Wrap when it is on.
func (g *Game) activeButtons() [play.NumButtons]bool {
	var a [play.NumButtons]bool
	_, _, _, playing := g.ctl.Playback()
	a[play.BtnSolve] = playing
	a[play.BtnEdit] = g.ctl.Mode() == play.Editing
	a[play.BtnTorus] = g.ctl.Rules().Spec().Torus
	return a
}

// drawButtons draws every button and the labels between them.
func (g *Game) drawButtons(dst *ebiten.Image, t *play.Texts) {
	s := g.scale
	l := &g.layout
	_, _, _, playing := g.ctl.Playback()
	labels := [play.NumButtons]string{
		play.BtnSolve: "Solve", play.BtnHint: "Hint", play.BtnUndo: "Undo", play.BtnRedo: "Redo",
		play.BtnReset: "Reset", play.BtnNew: "New", play.BtnMode: "Mode", play.BtnEdit: "Edit",
		play.BtnShape: t.Shape, play.BtnTorus: t.Torus,
	}
	active := g.activeButtons()
	if playing {
		labels[play.BtnSolve] = "Stop"
	}
	if g.ctl.Mode() == play.Editing {
		labels[play.BtnEdit] = "Done"
	}
	in := &g.input
	for i := range play.NumButtons {
		b := play.Button(i)
		r := px(l.Buttons[b], s)
		if r.W <= 0 {
			continue
		}
		en := g.enabled(b)
		bg := colButton
		switch {
		case !en:
			bg = lerpColor(colButton, colBackground, 0.45)
		case in.holding && in.held == b:
			bg = colButtonPressed
		case active[b]:
			bg = colButtonActive
		case in.hovering && in.hoverBtn == b:
			bg = colButtonHover
		}
		rad, border := r.H*0.22, math.Max(1, math.Round(s))
		fillRoundRect(dst, snapRect(r), rad, colButtonBorder)
		fillRoundRect(dst, snapRect(r).Inset(border), rad-border, bg)
		fg := colText
		if !en {
			fg = colButtonDisabled
		}
		switch b {
		case play.BtnParDown, play.BtnSizeDown:
			fillTriangle(dst, r, -1, fg)
		case play.BtnParUp, play.BtnSizeUp:
			fillTriangle(dst, r, 1, fg)
		default:
			cx, cy := r.Center()
			g.text.draw(dst, labels[b], l.ButtonTextSize*s, true, cx, cy, alignCenter, r.W-8*s, fg)
		}
	}
	for _, lb := range []struct {
		r       play.Rect
		caption string
		s       string
	}{{l.ParLabel, "new puzzle", t.Par}, {l.SizeLabel, "board", t.Size}} {
		r := px(lb.r, s)
		cx, cy := r.Center()
		cap := l.ButtonTextSize * s * 0.72
		g.text.draw(dst, lb.caption, cap, false, cx, cy-r.H*0.22, alignCenter, r.W, colTextDim)
		g.text.draw(dst, lb.s, l.ButtonTextSize*s*1.05, true, cx, cy+r.H*0.16, alignCenter, r.W, colText)
	}
}

// drawConfetti throws confetti over the board, t of the way through the
// victory flourish.
func (g *Game) drawConfetti(dst *ebiten.Image, t float64) {
	s := g.scale
	b := px(g.layout.Board, s)
	cols := []color.RGBA{colGold, colAccent, colSuccess, colWarn, colWhite}
	seed := uint32(2166136261)
	rnd := func() float64 {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return float64(seed%10000) / 10000
	}
	size := math.Max(3, b.W*0.018)
	for i := 0; i < 90; i++ {
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
