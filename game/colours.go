package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// Pieces in K colours (K = 3 to 6): a press moves a piece one colour on,
// round a cycle of K. Each colour has two cues, so that no one needs to
// tell colours apart to play:
//
//   - a colour of its own (palette.hues), from palettes made for
//     colour-blind readers: 0 white and 1 black as in two colours, then
//     Okabe and Ito's orange (#e69f00) and sky blue (#56b4e9), and Paul
//     Tol's purple (#aa4499) and red (#cc3311). Of the named colours of
//     Okabe–Ito and of Tol's bright, vibrant, muted and light schemes,
//     these four keep the six furthest apart: every two discs at least
//     16.8 CIEDE2000 apart (27.5 for K = 3 and 4, 19.1 for 5) in normal
//     vision and in simulated protanopia, deuteranopia and tritanopia,
//     every face at least 11.5 from the felt of either theme. Greens are
//     out, on green felt and beside the open handle's green. The order
//     keeps the small K the most distinct, and a colour looks the same
//     whatever K is. A deep rim outlines each new disc on the felt: it
//     stands out 2.5:1 or more where the face alone does not reach 2.3:1
//     (about the black disc's on the dark felt). TestColourPalette holds
//     the figures.
//   - pips, as on dice: colour v shows v pips, so 0 is the plain white
//     disc of two colours and the count of pips is how many presses the
//     piece has taken since it was 0 (modulo K). Pips are whole pixels
//     wide and apart, so that they stay sharp and countable, and never
//     narrower than minPip: where the room inside a disc's groove is too
//     small for five such pips (10×10 on a 320-pixel phone), the disc
//     has no groove and its pips take its whole face.
//
// On the Refrigerator v is how many steps the handle is turned from open:
// it stands at v·180°/K, so that the step from K−1 to 0 turns on to
// 180°, which looks as level as 0. It is tinted in the same colours (0
// keeps open's green), and its hub, which does not turn, is a steel cap
// in a pale shade of that colour with v pips: the hub is wide enough
// for them, and on small cells it hides most of the handle, so the cap
// carries the colour too.
//
// Two colours are drawn as they always were, by drawDisc and drawHandle.

// maxColours is the most colours a piece cycles through.
const maxColours = 6

// A hue is how a piece of one colour is drawn.
type hue struct {
	face, rim color.RGBA // a disc's face and rim; a handle is tinted face
	groove    color.RGBA // the ring round a disc's face; none: the rim's
	pip       color.RGBA // a disc's pips: dark on light faces, light on dark
}

// colourCount returns the K the pieces are drawn in for the view's
// Colours: 2 for 2 or less (0 is two colours too), at most maxColours.
func colourCount(k int) int {
	if k <= 2 {
		return 2
	}
	return min(k, maxColours)
}

// colourOf returns colour v as one of k colours, 0 to k−1.
func colourOf(v, k int) int { return ((v % k) + k) % k }

// colourSprites are the pieces of K ≥ 3 colours, drawn colour by colour
// the first time one shows: most games are in two colours.
type colourSprites struct {
	discs  [maxColours]*ebiten.Image // colour v's disc, with v pips; for 0, only where it has no groove (else the white disc of two colours)
	hubs   [maxColours]*ebiten.Image // a handle's hub with v pips
	handle *ebiten.Image             // the level handle in greys, tinted when drawn
}

// Proportions of pieces in K colours, relative to the cell.
const (
	pipHubRadius = 0.2  // a handle's hub, wide enough for five pips
	pipHandle    = 0.84 // the handle's length, a little longer round the wider hub
)

// minPipHub is the least radius of a handle's hub in pixels: room for
// five pips of two pixels, a pixel apart, inside a ring a pixel wide.
// Small cells (a 10×10 board on a phone) get a hub wider than
// pipHubRadius, and a handle a little longer, to show round it.
const minPipHub = 7.75

// pipHubSize returns the radius of a handle's hub in K colours for cells
// of side cell, the width of its ring, and how far from its centre there
// is room for pips.
func pipHubSize(cell float64) (radius, ring, room float64) {
	radius = math.Max(cell*pipHubRadius, minPipHub)
	ring = math.Max(1, radius*0.14)
	return radius, ring, radius - ring - math.Max(0.3, radius*0.05)
}

// pipSpots places 1 to 5 pips as dice do, in steps across and down from
// the centre.
var pipSpots = [maxColours][][2]float64{
	1: {{0, 0}},
	2: {{1, -1}, {-1, 1}},
	3: {{1, -1}, {0, 0}, {-1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
}

// pipGeometry returns the pips' diameter and step (from the centre to a
// corner pip, across and down) for pips that must stay within inner
// pixels of the centre, both in whole pixels: every pip then falls on
// the pixel grid alike, and the smallest pips are solid squares of two
// pixels rather than smudges. A corner pip stays a pixel and a half
// clear of the centre one, so that a pixel between them is clear of
// both their antialiased edges; all of a pip and the half pixel pips may
// move by (see pips) stay within inner.
func pipGeometry(inner float64) (diameter, step float64) {
	reach := func(d, step float64) float64 { return step*math.Sqrt2 + d/2 + pipBleed + math.Sqrt2/2 }
	diameter = math.Max(2, math.Round(inner*0.36))
	for {
		step = math.Max(math.Ceil((diameter+pipGap+2*pipBleed)/math.Sqrt2), math.Round(inner*0.5))
		for step > 1 && reach(diameter, step) > inner && (step-1)*math.Sqrt2 >= diameter+pipGap+2*pipBleed {
			step--
		}
		if reach(diameter, step) <= inner || diameter <= 2 {
			return diameter, step
		}
		diameter--
	}
}

// pipBleed is how far a pip's circle reaches past its diameter, so that
// the pixels on its edge are inked solidly; pipGap is the least gap
// between two pips' circles.
const (
	pipBleed = 0.2
	pipGap   = 1.5
)

// pips draws v pips about (c, c), within inner pixels of it (see
// pipGeometry). Their centres move by half a pixel when that puts their
// edges on the pixel grid: the pips of a small piece are sharp, and half
// a pixel off centre does not show.
func (cv *canvas) pips(c, inner float64, v int, clr color.RGBA) {
	d, step := pipGeometry(inner)
	if _, f := math.Modf(c + d/2); f != 0 {
		c -= 0.5
	}
	for _, p := range pipSpots[v] {
		cv.circle(c+p[0]*step, c+p[1]*step, d/2+pipBleed, clr)
	}
}

// discPipRoom is how far from its centre a disc of radius r has room
// for pips: up to its groove (see flipDisc), less a margin.
func discPipRoom(r float64) float64 {
	return r*0.7 - math.Max(1, r*0.045)/2 - math.Max(0.3, r*0.03)
}

// minPip is the least diameter of a pip, in pixels: five pips of two
// pixels on a disc of twenty are specks, not a count.
const minPip = 3

// discPips returns how far from the centre of a disc of radius r its pips
// may reach, and whether the disc keeps its groove: inside the groove
// where pips of minPip fit there, else on the whole face, up to its rim
// less a margin, with no groove.
func discPips(r float64) (room float64, groove bool) {
	if d, _ := pipGeometry(discPipRoom(r)); d >= minPip {
		return discPipRoom(r), true
	}
	return r*0.93 - math.Max(0.5, r*0.03), false
}

// colourDiscCanvas draws colour v's disc for cells of side cell, the
// size of the two-colour discs: the same disc in hue v, with v pips
// inside its groove.
func colourDiscCanvas(cell float64, pal *palette, v int) *canvas {
	n := int(math.Ceil(cell))
	r := cell * discRadius
	d := spriteSide(n, r)
	c := float64(d) / 2
	h := pal.hues[v]
	shine := 0.14 // the shine of two colours' discs: 0.28 on white, 0.10 on black
	switch v {
	case 0:
		shine = 0.28
	case 1:
		shine = 0.10
	}
	groove := h.groove
	if groove.A == 0 {
		groove = h.rim
	}
	room, grooved := discPips(r)
	if !grooved {
		groove = h.face
	}
	cv := newCanvas(d, d)
	cv.flipDisc(c, r, h.face, h.rim, groove, shine)
	if v > 0 {
		cv.pips(c, room, v, h.pip)
	}
	return cv
}

// The hub of a handle in K colours: a steel cap in a dark ring, and its
// pips.
var (
	hubRing = color.RGBA{0x3a, 0x40, 0x4a, 0xff}
	hubCap  = color.RGBA{0xc9, 0xcf, 0xd8, 0xff}
	hubPip  = color.RGBA{0x2a, 0x2f, 0x38, 0xff}
)

// pipHubCanvas draws the hub of a handle turned v steps, for cells of
// side cell in palette pal: a steel cap, wider than two colours' hub,
// in a shade of the handle's colour, with v pips.
func pipHubCanvas(cell float64, pal *palette, v int) *canvas {
	n := int(math.Ceil(cell))
	hr, ring, room := pipHubSize(cell)
	hs := spriteSide(n, hr)
	c := float64(hs) / 2
	cv := newCanvas(hs, hs)
	cv.circle(c, c, hr, hubRing)
	cv.circle(c, c, hr-ring, pal.hubCap(v))
	if v > 0 {
		cv.pips(c, room, v, hubPip)
	}
	return cv
}

// pipHandleCanvas draws the level handle of K colours for cells of side
// cell, in greys to tint: two colours' handle, a little longer, so that
// its ends show round the wider hub (by at least 0.18 of the cell, up
// to 0.9 of the cell long).
func pipHandleCanvas(cell float64) *canvas {
	n := int(math.Ceil(cell))
	hr, _, _ := pipHubSize(cell)
	l, t := math.Min(cell*0.9, math.Max(cell*pipHandle, 2*hr+cell*0.36)), cell*handleThickness
	hw, hh := spriteSide(n, l/2), spriteSide(n, t/2)
	cv := newCanvas(hw, hh)
	cv.handle(float64(hw)/2, float64(hh)/2, l, t)
	return cv
}

// colourPieces returns the sprites of K ≥ 3 colours, the first time an
// empty set.
func (s *sprites) colourPieces() *colourSprites {
	if s.colours == nil {
		s.colours = &colourSprites{}
	}
	return s.colours
}

// colourDisc returns colour v's disc, drawing it the first time: for 0
// the white disc of two colours, unless the discs of this size have no
// groove (see discPips).
func (s *sprites) colourDisc(v int) *ebiten.Image {
	if _, grooved := discPips(s.size * discRadius); v == 0 && grooved {
		return s.discs[0]
	}
	cs := s.colourPieces()
	if cs.discs[v] == nil {
		cs.discs[v] = colourDiscCanvas(s.size, &s.pal, v).image()
	}
	return cs.discs[v]
}

// pipHub returns the hub of a handle turned v steps, drawing it the
// first time.
func (s *sprites) pipHub(v int) *ebiten.Image {
	cs := s.colourPieces()
	if cs.hubs[v] == nil {
		cs.hubs[v] = pipHubCanvas(s.size, &s.pal, v).image()
	}
	return cs.hubs[v]
}

// pipHandle returns the handle of K colours, drawing it the first time.
func (s *sprites) pipHandle() *ebiten.Image {
	cs := s.colourPieces()
	if cs.handle == nil {
		cs.handle = pipHandleCanvas(s.size).image()
	}
	return cs.handle
}

// prepareColours draws the pieces of all k colours in look that are not
// drawn yet: a press may turn a piece to a colour no piece shows, and
// drawing its sprite in the middle of the turn would cost that frame.
func (s *sprites) prepareColours(look play.Look, k int) {
	for v := range k {
		if look == play.Handles {
			s.pipHub(v)
		} else {
			s.colourDisc(v)
		}
	}
}

// hubCap is the colour of the cap of a handle turned v steps: steel with
// a touch of the handle's colour, which shows it where the hub hides
// most of the handle (small cells).
func (p *palette) hubCap(v int) color.RGBA { return lerpColor(hubCap, p.handleTint(v), hubTint) }

// hubTint is how much of the handle's colour is in its hub's cap.
const hubTint = 0.3

// handleTint is the tint of a handle turned v steps: open for 0.
func (p *palette) handleTint(v int) color.RGBA {
	if v == 0 {
		return p.open
	}
	return p.hues[v].face
}

// discSide returns the colour a disc turning from from to to shows when
// it has turned t (0 to 1): from in the first half, to in the second, as
// a two-colour disc turns over.
func discSide(from, to int, t float64) int {
	if t < 0.5 {
		return from
	}
	return to
}

// handleAngle is the angle of a handle turned v steps of k: v·180°/k
// from level, clockwise on the screen.
func handleAngle(v, k int) float64 { return float64(v) * math.Pi / float64(k) }

// handleTurn returns the angle of a handle turning from step from to
// step to of k when it has turned e (0 to 1, eased): the short way
// round, forward for a press (K−1 to 0 goes on to 180°) and back for an
// undo.
func handleTurn(from, to, k int, e float64) float64 {
	d := colourOf(to-from, k)
	if 2*d > k {
		d -= k
	}
	return handleAngle(from, k) + float64(d)*math.Pi/float64(k)*e
}

// drawColourDisc draws a Flip Game piece of k colours at (cx, cy),
// turning from colour from to colour to; t and bounce as for drawDisc.
func (s *sprites) drawColourDisc(dst *ebiten.Image, cx, cy, cell float64, k, from, to int, t, bounce float64) {
	lift := math.Sin(math.Pi * t)
	scale := (1 + 0.14*lift + bounce) * cell / s.size
	off := cell * (0.035 + 0.09*lift)
	ss := (1 + 0.1*lift) * cell / s.size
	stamp(dst, s.shadow, cx+off*0.6, cy+off, ss, ss, 0, color.RGBA{0, 0, 0, 0x50})
	img := s.colourDisc(discSide(colourOf(from, k), colourOf(to, k), t))
	stamp(dst, img, cx, cy, scale, scale*math.Abs(math.Cos(math.Pi*t)), 0, nil)
}

// drawColourHandle draws a Refrigerator handle of k positions at (cx,
// cy), turning from step from to step to; t and bounce as for
// drawHandle. The tint changes with the turn, the hub's pips halfway.
func (s *sprites) drawColourHandle(dst *ebiten.Image, cx, cy, cell float64, k, from, to int, t, bounce float64) {
	from, to = colourOf(from, k), colourOf(to, k)
	e := easeInOut(t)
	angle := handleTurn(from, to, k, e)
	scale := (1 + bounce) * cell / s.size
	off := cell * 0.04
	handle := s.pipHandle()
	stamp(dst, handle, cx+off, cy+off*1.3, scale, scale, angle, color.RGBA{0, 0, 0, 0x48})
	stamp(dst, handle, cx, cy, scale, scale, angle, lerpColor(s.pal.handleTint(from), s.pal.handleTint(to), e))
	stamp(dst, s.pipHub(discSide(from, to, e)), cx, cy, scale, scale, 0, nil)
}
