package game

import (
	"image"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// redrawPanel redraws, each over its own region, only the parts of the
// header and the buttons that differ between was and now: a press
// changes the status line and perhaps a button or two, not the twenty-six
// labels of the panel (redrawing them all took most of a press's frame).
// Each part is cleared and drawn clipped to its own rectangle, which its
// drawing never leaves (a button's with room for its focus ring), so
// nothing around it is touched.
func (g *Game) redrawPanel(dst *ebiten.Image, was, now *panelKey) {
	p, q := &now.panel, &was.panel
	l := &g.layout
	s := g.scale
	if p.Title != q.Title {
		g.redrawIn(dst, l.Title, func(d *ebiten.Image) { g.drawTitle(d, p) })
	}
	if p.HowTo != q.HowTo {
		g.redrawIn(dst, l.HowTo, func(d *ebiten.Image) { g.drawHowTo(d, p) })
	}
	if p.Status != q.Status || p.StatusKind != q.StatusKind {
		g.redrawIn(dst, l.Status, func(d *ebiten.Image) { g.drawStatus(d, p) })
	}
	if p.Detail != q.Detail {
		g.redrawIn(dst, l.Detail, func(d *ebiten.Image) { g.drawDetail(d, p) })
	}
	sizes := g.rowTextSizes(p)
	all := !slices.Equal(sizes, g.drawnSizes)
	g.drawnSizes = sizes
	// The clip leaves room for the focus ring; the layout's gap between
	// buttons is wider than ring and border on both sides.
	pad := (focusRing(s) + buttonBorder(s) + 1) / s
	for i := range play.NumButtons {
		b := play.Button(i)
		if !all && p.Buttons[b] == q.Buttons[b] && !touches(b, was, now) {
			continue
		}
		g.redrawIn(dst, l.Buttons[b].Inset(-pad), func(d *ebiten.Image) { g.drawButton(d, p, b, sizes) })
	}
	if p.Par != q.Par {
		g.redrawIn(dst, l.ParLabel, func(d *ebiten.Image) { g.drawLabel(d, l.ParLabel, p.Par) })
	}
	if p.Size != q.Size {
		g.redrawIn(dst, l.SizeLabel, func(d *ebiten.Image) { g.drawLabel(d, l.SizeLabel, p.Size) })
	}
}

// touches reports whether button b is the one under the pointer or held
// down in either of two frames: its colour may have changed.
func touches(b play.Button, was, now *panelKey) bool {
	i := int(b)
	return (was.hover == i) != (now.hover == i) || (was.held == i) != (now.held == i)
}

// redrawIn clears r (CSS pixels, snapped to whole device pixels) to the
// background and runs draw on the screen clipped to it.
func (g *Game) redrawIn(dst *ebiten.Image, r play.Rect, draw func(*ebiten.Image)) {
	d := snapRect(px(r, g.scale))
	clip := image.Rect(int(d.X), int(d.Y), int(math.Ceil(d.X+d.W)), int(math.Ceil(d.Y+d.H))).Intersect(dst.Bounds())
	if clip.Empty() {
		return
	}
	sub := dst.SubImage(clip).(*ebiten.Image)
	sub.Fill(colBackground)
	draw(sub)
}
