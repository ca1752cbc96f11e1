package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// redrawPlaces redraws, each over its own rectangle, the places of the
// header, the buttons and the labels where what is wanted differs from
// what was drawn: a press changes the status line and perhaps a button
// or two, not the twenty-six labels of the panel (redrawing them all took
// most of a press's frame). Each place is cleared and drawn clipped to
// its rectangle, which its drawing never leaves (a button's with room
// for its focus ring), so nothing around it is touched; the property
// test in e2e holds the result to a drawing of the whole screen.
func (g *Game) redrawPlaces(dst *ebiten.Image, was, now *drawState) {
	l := &g.geom.layout
	for i := range numTextPlaces {
		if now.texts[i] != was.texts[i] {
			g.redrawIn(dst, g.textRect(i), func(d *ebiten.Image) { g.drawText(d, i, now.texts[i]) })
		}
	}
	// The clip leaves room for the focus ring; the layout's gap between
	// buttons is wider than ring and border on both sides.
	pad := (focusRing(g.geom.scale) + buttonBorder(g.geom.scale) + 1) / g.geom.scale
	for i, bl := range now.buttons {
		if i < len(was.buttons) && bl == was.buttons[i] {
			continue
		}
		place := g.geom.places[i]
		g.redrawIn(dst, l.Buttons[place[0]].Inset(-pad), func(d *ebiten.Image) { g.drawButton(d, place, bl) })
	}
	for i, r := range [2]play.Rect{l.ParLabel, l.SizeLabel} {
		if now.labels[i] != was.labels[i] && r.W > 0 {
			g.redrawIn(dst, r, func(d *ebiten.Image) { g.drawLabel(d, r, now.labels[i]) })
		}
	}
}

// redrawIn clears r (CSS pixels, snapped to whole device pixels) to the
// background and runs draw on the screen clipped to it.
func (g *Game) redrawIn(dst *ebiten.Image, r play.Rect, draw func(*ebiten.Image)) {
	d := snapRect(px(r, g.geom.scale))
	clip := image.Rect(int(d.X), int(d.Y), int(math.Ceil(d.X+d.W)), int(math.Ceil(d.Y+d.H))).Intersect(dst.Bounds())
	if clip.Empty() {
		return
	}
	sub := dst.SubImage(clip).(*ebiten.Image)
	sub.Fill(g.paint.pal.background)
	draw(sub)
}
