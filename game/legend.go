package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// The colours' cycle after the title in K colours: the pieces of colour
// 0, 1, … K−1 and 0 again, at rest in a row on a strip of the board's
// felt (or steel), an arrowhead between each and the next — what a press
// does to a piece, round the cycle, with the same colours, pips and
// handle angles as the board. Its proportions are in units of the
// title's text size u.
const (
	cycleCell  = 1.2  // the cell a piece is drawn for: a disc 0.96u wide, a level handle 1.08u
	cyclePiece = 0.85 // the width a piece takes in the row, of its cell
	cycleArrow = 0.5  // an arrowhead's width, with its margins
	cyclePad   = 0.16 // the strip's margin at either end
	cycleGap   = 0.5  // between the title and the strip
)

// cycleWidth returns the width of the cycle of k colours at text size u
// (device pixels).
func cycleWidth(k int, u float64) float64 {
	return (float64(k+1)*cyclePiece*cycleCell + float64(k)*cycleArrow + 2*cyclePad) * u
}

// cycleSprites are the pieces the cycle is drawn with, for the size and
// palette it was last drawn in: the board's are for the cells' size.
var cycleSprites *sprites

// drawCycle draws the cycle of k colours of look from x, centred
// vertically on y, at text size u (device pixels).
func (g *Game) drawCycle(dst *ebiten.Image, x, y, u float64, k int, look play.Look) {
	cell := math.Round(cycleCell * u)
	pal := &g.paint.pal
	if s := cycleSprites; s == nil || s.size != cell || s.pal != *pal {
		if s != nil {
			s.dispose()
		}
		cycleSprites = newSprites(cell, *pal)
	}
	sp := cycleSprites
	strip, arrowClr := pal.felt, withAlpha(pal.white, 0.85)
	if look == play.Handles {
		strip, arrowClr = pal.plate, pal.screw
	}
	h := math.Round(cell * 0.92)
	fillRoundRect(dst, snapRect(play.Rect{X: x, Y: y - h/2, W: cycleWidth(k, u), H: h}), h*0.3, strip)
	x += cyclePad * u
	piece := cyclePiece * cycleCell * u
	arrow := play.Rect{W: 1.1 * u, H: 1.1 * u}
	for i := 0; i <= k; i++ {
		cx := x + piece/2
		if look == play.Handles {
			sp.drawColourHandle(dst, cx, y, cell, k, i, i, 1, 0)
		} else {
			sp.drawColourDisc(dst, cx, y, cell, k, i, i, 1, 0)
		}
		x += piece
		if i < k {
			arrow.X, arrow.Y = x+cycleArrow*u/2-arrow.W/2, y-arrow.H/2
			fillTriangle(dst, arrow, 1, arrowClr)
			x += cycleArrow * u
		}
	}
}
