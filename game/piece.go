package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// sprites are the pieces pre-drawn at the cell size in device pixels, so
// that a frame only stamps and transforms them.
type sprites struct {
	cell   int
	discs  [2]*ebiten.Image // white (clear), black (set)
	handle *ebiten.Image    // a level handle in greys, tinted when drawn
	hub    *ebiten.Image
}

func newSprites(cell float64) *sprites {
	n := int(math.Ceil(cell))
	s := &sprites{cell: n}
	r := float32(cell * discRadius)
	c := float32(n) / 2
	for i, col := range [2][2]color.RGBA{{colWhite, colWhiteRim}, {colBlack, colBlackRim}} {
		img := ebiten.NewImage(n, n)
		vector.FillCircle(img, c, c, r, col[1], true)
		vector.FillCircle(img, c, c, r*0.93, col[0], true)
		vector.StrokeCircle(img, c, c, r*0.7, max(1, r*0.045), col[1], true)
		shine := 0.28
		if i == 1 {
			shine = 0.10
		}
		vector.FillCircle(img, c-r*0.28, c-r*0.32, r*0.36, withAlpha(color.RGBA{255, 255, 255, 255}, shine), true)
		s.discs[i] = img
	}

	h := ebiten.NewImage(n, n)
	l, t := float32(cell*handleLength), float32(cell*handleThickness)
	var p vector.Path
	x0, y0 := c-l/2, c-t/2
	p.MoveTo(x0+t/2, y0)
	p.LineTo(x0+l-t/2, y0)
	p.Arc(x0+l-t/2, c, t/2, -math.Pi/2, math.Pi/2, vector.Clockwise)
	p.LineTo(x0+t/2, y0+t)
	p.Arc(x0+t/2, c, t/2, math.Pi/2, 3*math.Pi/2, vector.Clockwise)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	vector.FillPath(h, &p, nil, op)
	vector.FillRect(h, x0+t/2, y0+t*0.18, l-t, t*0.22, color.RGBA{0xff, 0xff, 0xff, 0xff}, true)
	s.handle = h

	hub := ebiten.NewImage(n, n)
	hr := float32(cell * hubRadius)
	vector.FillCircle(hub, c, c, hr, color.RGBA{0x3a, 0x40, 0x4a, 0xff}, true)
	vector.FillCircle(hub, c, c, hr*0.78, color.RGBA{0xc9, 0xcf, 0xd8, 0xff}, true)
	vector.FillCircle(hub, c, c, hr*0.3, color.RGBA{0x3a, 0x40, 0x4a, 0xff}, true)
	s.hub = hub
	return s
}

// Piece proportions, relative to the cell.
const (
	discRadius      = 0.40
	handleLength    = 0.80
	handleThickness = 0.20
	hubRadius       = 0.15
)

func (s *sprites) dispose() {
	for _, img := range []*ebiten.Image{s.discs[0], s.discs[1], s.handle, s.hub} {
		img.Deallocate()
	}
}

// stamp draws sprite img centred on (cx, cy), scaled by (sx, sy), turned
// by angle radians and tinted by tint.
func stamp(dst, img *ebiten.Image, cx, cy, sx, sy, angle float64, tint color.Color) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sx, sy)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	if tint != nil {
		op.ColorScale.ScaleWithColor(tint)
	}
	dst.DrawImage(img, op)
}

// drawDisc draws a Flip Game piece at (cx, cy): set is black. t is how far
// it has turned over, from 0 (showing the other side) to 1; bounce scales
// it up for the victory flourish.
func (s *sprites) drawDisc(dst *ebiten.Image, cx, cy, cell float64, set bool, t, bounce float64) {
	side := set
	if t < 0.5 {
		side = !set
	}
	lift := math.Sin(math.Pi * t)
	scale := (1 + 0.14*lift + bounce) * cell / float64(s.cell)
	shadow := cell * (0.035 + 0.09*lift)
	vector.FillCircle(dst, float32(cx+shadow*0.6), float32(cy+shadow), float32(cell*discRadius*(1+0.1*lift)), color.RGBA{0, 0, 0, 0x50}, true)
	i := 0
	if side {
		i = 1
	}
	stamp(dst, s.discs[i], cx, cy, scale, scale*math.Abs(math.Cos(math.Pi*t)), 0, nil)
}

// drawHandle draws a Refrigerator handle at (cx, cy): set is closed
// (upright), clear is open (level). t is how far it has turned, 0 to 1.
func (s *sprites) drawHandle(dst *ebiten.Image, cx, cy, cell float64, set bool, t, bounce float64) {
	e := easeInOut(t)
	from, to := 0.0, math.Pi/2 // open → closed
	cFrom, cTo := colOpen, colClosed
	if !set {
		from, to = math.Pi/2, math.Pi // closed → open, turning on the same way
		cFrom, cTo = colClosed, colOpen
	}
	angle := from + (to-from)*e
	scale := (1 + bounce) * cell / float64(s.cell)
	off := cell * 0.04
	stamp(dst, s.handle, cx+off, cy+off*1.3, scale, scale, angle, color.RGBA{0, 0, 0, 0x48})
	stamp(dst, s.handle, cx, cy, scale, scale, angle, lerpColor(cFrom, cTo, e))
	stamp(dst, s.hub, cx, cy, scale, scale, 0, nil)
}

func easeInOut(t float64) float64 { return 0.5 - 0.5*math.Cos(math.Pi*t) }
