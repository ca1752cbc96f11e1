package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// The coach's mark is a dashed circle round the piece, in a colour of
// its own on an outline: a look apart from the pointer's and the hint's
// rounded squares, in both themes, and still, so that it never moves
// where reduced motion is asked for.
const (
	coachDashes  = 12   // the dashes round the circle
	coachDashOn  = 0.4  // the share of each dash's period it fills, but for its round ends
	coachRadius  = 0.47 // the circle's radius, of a cell's side
	coachWidth   = 0.075
	coachOutline = 0.025 // the outline's reach beyond the dash, of a side
)

// coachMark draws the coach's mark on cell r (device pixels).
func (s *sprites) coachMark(dst *ebiten.Image, r play.Rect) {
	m := s.markPieces()
	if m.coach == nil {
		m.coach, m.coachHalo = coachCanvases(s.size)
	}
	cx, cy := r.Center()
	k := r.W / s.size
	for _, x := range []struct {
		img *ebiten.Image
		clr color.RGBA
	}{{m.coachHalo, s.pal.coachHalo}, {m.coach, s.pal.coach}} {
		d := float64(x.img.Bounds().Dx())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(-d/2, -d/2)
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(cx, cy)
		op.ColorScale.ScaleWithColor(x.clr)
		drawFiltered(dst, x.img, op)
	}
}

// coachCanvases draws the coach's mark for cells of side cell, in white
// to tint: the dashes, and their outline.
func coachCanvases(cell float64) (mark, halo *ebiten.Image) {
	w := math.Max(2, cell*coachWidth)
	o := math.Max(1, cell*coachOutline)
	rad := cell * coachRadius
	side := int(math.Ceil(2*(rad+w/2+o))) + 4
	if (side-int(math.Ceil(cell)))%2 != 0 {
		side++
	}
	c := float64(side) / 2
	white := color.RGBA{255, 255, 255, 255}
	out := [2]*ebiten.Image{}
	for i, half := range []float64{w / 2, w/2 + o} {
		cv := newCanvas(side, side)
		cv.dashes(c, rad, half, white)
		out[i] = cv.image()
	}
	return out[0], out[1]
}

// dashes draws coachDashes dashes round a circle of radius rad about
// (c, c), each half wide either side of it, with round ends.
func (cv *canvas) dashes(c, rad, half float64, clr color.RGBA) {
	period := 2 * math.Pi / coachDashes
	arc := period * coachDashOn / 2 // half a dash, as an angle
	hi := rad + half + 1
	cv.paint(clr, c-hi, c-hi, c+hi, c+hi, func(x, y float64) float64 {
		dx, dy := x-c, y-c
		rho := dist(dx, dy)
		a := math.Atan2(dy, dx)
		// The angle from the nearest dash's middle.
		phi := math.Abs(a - period*math.Round(a/period))
		along := math.Max(0, phi-arc) * rad
		return math.Max(0, math.Min(1, edge(dist(along, rho-rad)-half)))
	})
}
