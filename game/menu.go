package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// drawMenu draws the open menu over the game: the page dimmed, the sheet
// with its heading, the buttons it holds and the labels between their
// arrows, and the Menu button again above the dimming, lit, since a
// click on it closes the sheet.
func (g *Game) drawMenu(dst *ebiten.Image, d *drawState) {
	s := g.geom.scale
	l := &g.geom.layout
	pal := &g.paint.pal
	b := dst.Bounds()
	fillRect(dst, play.Rect{W: float64(b.Dx()), H: float64(b.Dy())}, pal.scrim, ebiten.BlendSourceOver)
	sheet := snapRect(px(l.Menu, s))
	rad := math.Round(12 * s)
	fillRoundRect(dst, sheet, rad, pal.buttonBorder)
	fillRoundRect(dst, sheet.Inset(math.Max(1, math.Round(s))), rad-1, pal.panel())
	t := px(l.MenuTitle, s)
	_, cy := t.Center()
	w := g.paint.text.draw(dst, "Menu", l.TextSize*1.2*s, true, t.X, cy, alignLeft, t.W, pal.text)
	g.paint.text.draw(dst, g.view.MenuNote, l.TextSize*0.9*s, false, t.X+w+l.TextSize*s, cy, alignLeft, t.W-w-l.TextSize*s, pal.textDim)
	g.drawButtons(dst, d, true)
	for i, bl := range d.buttons {
		if place := g.geom.places[i]; bl.shown && bl.button == play.BtnMenu {
			g.drawButton(dst, place, bl)
		}
	}
}
