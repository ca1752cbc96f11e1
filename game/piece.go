package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// sprites are the pieces pre-drawn for one cell size in device pixels, so
// that a frame only stamps and transforms them: at rest a piece is drawn
// one to one, pixel for pixel.
type sprites struct {
	pal    palette          // the palette they are drawn in
	size   float64          // the cell size they are drawn for
	cell   int              // the side of a cell-sized sprite, size rounded up
	discs  [2]*ebiten.Image // white (clear), black (set)
	shadow *ebiten.Image    // a disc's shadow, in white, tinted when drawn
	marks  *markSprites     // drawn when first needed
	steel  *steelSprites    // the Refrigerator's, drawn when first needed
	// colours are the pieces of three colours or more, drawn when first
	// needed (colours.go)
	colours *colourSprites
}

// markSprites mark cells: the tints of the cells a press would change and
// the rings of the cursor, the hint and the Solve step. A board that has
// just loaded shows none of them, so they are drawn the first time one is.
type markSprites struct {
	overlay *ebiten.Image // a cell-sized rounded square in white, to tint
	ring    *ebiten.Image // a cell's outline in white, to tint
	ringPad float64       // how far the ring reaches outside the cell
	// coach and coachHalo are the coach's mark (coachmark.go), drawn
	// the first time the coach rings a press.
	coach, coachHalo *ebiten.Image
}

// steelSprites are the Refrigerator's pieces: most visitors start with the
// Flip Game, so they are drawn the first time a Refrigerator is shown.
type steelSprites struct {
	handle *ebiten.Image // a level handle in greys, tinted when drawn
	hub    *ebiten.Image
	screw  *ebiten.Image // one screw of a steel plate
}

// spriteSide returns the side of a sprite that holds a shape reaching
// extent device pixels from its centre, with two clear pixels to spare for
// filtering: a centred crop of a cell-sized sprite of side n, so that it
// lands on the same pixels. On a GPU that runs in software every pixel a
// sprite's quad covers costs, clear or not (docs/performance.md).
func spriteSide(n int, extent float64) int {
	w := int(math.Ceil(2*extent)) + 4
	if (n-w)%2 != 0 {
		w++
	}
	return min(w, n)
}

// newSprites draws the pieces for cells of side cell, device pixels, in
// palette pal.
func newSprites(cell float64, pal palette) *sprites {
	n := int(math.Ceil(cell))
	s := &sprites{pal: pal, size: cell, cell: n}
	discs, shadow := discCanvases(cell, &pal)
	for i, cv := range discs {
		s.discs[i] = cv.image()
	}
	s.shadow = shadow.image()
	return s
}

// discCanvases draws the two-colour discs, white and black, and a
// disc's shadow for cells of side cell.
func discCanvases(cell float64, pal *palette) (discs [2]*canvas, shadow *canvas) {
	n := int(math.Ceil(cell))
	r := cell * discRadius
	d := spriteSide(n, r)
	c := float64(d) / 2
	for i, col := range [2][2]color.RGBA{{pal.white, pal.whiteRim}, {pal.black, pal.blackRim}} {
		shine := 0.28
		if i == 1 {
			shine = 0.10
		}
		discs[i] = newCanvas(d, d)
		discs[i].flipDisc(c, r, col[0], col[1], col[1], shine)
	}
	shadow = newCanvas(d, d)
	shadow.circle(c, c, r, color.RGBA{255, 255, 255, 255})
	return discs, shadow
}

// flipDisc draws a piece of the Flip Game of radius r about (c, c) on cv: a
// rim, the face, a groove round it and a shine of opacity shine at the
// top left.
func (cv *canvas) flipDisc(c, r float64, face, rim, groove color.RGBA, shine float64) {
	cv.circle(c, c, r, rim)
	cv.circle(c, c, r*0.93, face)
	cv.ring(c, c, r*0.7, math.Max(1, r*0.045), groove)
	cv.circle(c-r*0.28, c-r*0.32, r*0.36, withAlpha(color.RGBA{255, 255, 255, 255}, shine))
}

// markPieces returns the sprites that mark cells, drawing them the first
// time.
func (s *sprites) markPieces() *markSprites {
	if s.marks != nil {
		return s.marks
	}
	cell, n := s.size, s.cell
	m := &markSprites{}
	cr := math.Max(2, cell*0.12)
	m.overlay = ebiten.NewImage(n, n)
	fillRoundRect(m.overlay, play.Rect{W: cell, H: cell}, cr, color.White)
	thick := math.Max(2, cell*0.07)
	m.ringPad = math.Ceil(thick)
	rn := n + 2*int(m.ringPad)
	m.ring = ebiten.NewImage(rn, rn)
	ringRoundRect(m.ring, play.Rect{X: m.ringPad - thick, Y: m.ringPad - thick, W: cell + 2*thick, H: cell + 2*thick}, cr+thick, thick, color.White)
	s.marks = m
	return m
}

// steelPieces returns the Refrigerator's sprites, drawing them the first
// time.
func (s *sprites) steelPieces() *steelSprites {
	if s.steel != nil {
		return s.steel
	}
	handle, hub, screw := steelCanvases(s.size, &s.pal)
	st := &steelSprites{handle: handle.image(), hub: hub.image(), screw: screw.image()}
	s.steel = st
	return st
}

// steelCanvases draws the Refrigerator's pieces for cells of side cell:
// a level handle, its hub and one screw of a steel plate.
func steelCanvases(cell float64, pal *palette) (handle, hub, screw *canvas) {
	n := int(math.Ceil(cell))
	sn := n/8 + 2
	sc := float64(sn) / 2
	sr := math.Max(1, cell*0.035)
	screw = newCanvas(sn, sn)
	screw.circle(sc, sc, sr, pal.screw)
	screw.capsule(sc-sr*0.7, sc+sr*0.7, sc+sr*0.7, sc-sr*0.7, math.Max(0.5, sr*0.18), pal.plateEdge)

	// The handle: a capsule in light grey with a white highlight along it,
	// tinted open or closed when drawn.
	l, t := cell*handleLength, cell*handleThickness
	hw, hh := spriteSide(n, l/2), spriteSide(n, t/2)
	handle = newCanvas(hw, hh)
	handle.handle(float64(hw)/2, float64(hh)/2, l, t)

	hr := cell * hubRadius
	hs := spriteSide(n, hr)
	c := float64(hs) / 2
	hub = newCanvas(hs, hs)
	hub.circle(c, c, hr, color.RGBA{0x3a, 0x40, 0x4a, 0xff})
	hub.circle(c, c, hr*0.78, color.RGBA{0xc9, 0xcf, 0xd8, 0xff})
	hub.circle(c, c, hr*0.3, color.RGBA{0x3a, 0x40, 0x4a, 0xff})
	return handle, hub, screw
}

// handle draws a level handle l long and t thick about (x, y) on cv.
func (cv *canvas) handle(x, y, l, t float64) {
	cv.capsule(x-l/2+t/2, y, x+l/2-t/2, y, t/2, color.RGBA{0xd8, 0xd8, 0xd8, 0xff})
	cv.capsule(x-l/2+t/2, y-t*0.18, x+l/2-t/2, y-t*0.18, t*0.11, color.RGBA{0xff, 0xff, 0xff, 0xff})
}

// Piece proportions, relative to the cell.
const (
	discRadius      = 0.40
	handleLength    = 0.80
	handleThickness = 0.20
	hubRadius       = 0.15
)

func (s *sprites) dispose() {
	for _, img := range []*ebiten.Image{s.discs[0], s.discs[1], s.shadow} {
		img.Deallocate()
	}
	if m := s.marks; m != nil {
		m.overlay.Deallocate()
		m.ring.Deallocate()
		if m.coach != nil {
			m.coach.Deallocate()
			m.coachHalo.Deallocate()
		}
	}
	if st := s.steel; st != nil {
		for _, img := range []*ebiten.Image{st.handle, st.hub, st.screw} {
			img.Deallocate()
		}
	}
	if cs := s.colours; cs != nil {
		for _, img := range append(append(cs.discs[:], cs.hubs[:]...), cs.handle) {
			if img != nil {
				img.Deallocate()
			}
		}
	}
}

// stamp draws sprite img centred on (cx, cy), scaled by (sx, sy), turned
// by angle radians and tinted by tint.
func stamp(dst, img *ebiten.Image, cx, cy, sx, sy, angle float64, tint color.Color) {
	b := img.Bounds()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sx, sy)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(cx, cy)
	if tint != nil {
		op.ColorScale.ScaleWithColor(tint)
	}
	drawFiltered(dst, img, op)
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
	scale := (1 + 0.14*lift + bounce) * cell / s.size
	off := cell * (0.035 + 0.09*lift)
	ss := (1 + 0.1*lift) * cell / s.size
	stamp(dst, s.shadow, cx+off*0.6, cy+off, ss, ss, 0, color.RGBA{0, 0, 0, 0x50})
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
	cFrom, cTo := s.pal.open, s.pal.closed
	if !set {
		from, to = math.Pi/2, 0 // closed → open: back the way it came
		cFrom, cTo = s.pal.closed, s.pal.open
	}
	angle := from + (to-from)*e
	scale := (1 + bounce) * cell / s.size
	off := cell * 0.04
	st := s.steelPieces()
	stamp(dst, st.handle, cx+off, cy+off*1.3, scale, scale, angle, color.RGBA{0, 0, 0, 0x48})
	stamp(dst, st.handle, cx, cy, scale, scale, angle, lerpColor(cFrom, cTo, e))
	stamp(dst, st.hub, cx, cy, scale, scale, 0, nil)
}

// tintCell covers cell r (device pixels) with the overlay in clr.
func (s *sprites) tintCell(dst *ebiten.Image, r play.Rect, clr color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W/s.size, r.H/s.size)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(clr)
	drawFiltered(dst, s.markPieces().overlay, op)
}

// ringCell outlines cell r (device pixels) in clr, grown by grow.
func (s *sprites) ringCell(dst *ebiten.Image, r play.Rect, grow float64, clr color.Color) {
	m := s.markPieces()
	k := (r.W + 2*grow) / s.size
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-m.ringPad, -m.ringPad)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(r.X-grow, r.Y-grow)
	op.ColorScale.ScaleWithColor(clr)
	drawFiltered(dst, m.ring, op)
}

func easeInOut(t float64) float64 { return 0.5 - 0.5*math.Cos(math.Pi*t) }
