package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// Rounded rectangles are drawn as nine pieces — four quarter discs cut
// from one pre-drawn disc of the corner's radius and three rectangles — so
// that drawing one costs a few batched image draws instead of rasterising
// a path. Paths are slow in WebAssembly and in software GL. The pieces
// are drawn pixel for pixel, so they need no filtering.

// whiteImg is a white image whose middle pixel is stretched over
// rectangles.
var whiteImg *ebiten.Image

func white() *ebiten.Image {
	if whiteImg == nil {
		whiteImg = ebiten.NewImage(3, 3)
		whiteImg.Fill(color.White)
	}
	return whiteImg
}

// discs caches the white discs corners are cut from, by radius in pixels.
var discs = map[int]*ebiten.Image{}

// disc returns a white disc of radius r pixels in an image 2r wide.
func disc(r int) *ebiten.Image {
	if img, ok := discs[r]; ok {
		return img
	}
	if len(discs) >= 32 { // a resize goes through many sizes
		for _, img := range discs {
			img.Deallocate()
		}
		clear(discs)
	}
	cv := newCanvas(2*r, 2*r)
	cv.circle(float64(r), float64(r), float64(r), color.RGBA{255, 255, 255, 255})
	img := cv.image()
	discs[r] = img
	return img
}

// px converts a rectangle from CSS pixels to device pixels.
func px(r play.Rect, s float64) play.Rect {
	return play.Rect{X: r.X * s, Y: r.Y * s, W: r.W * s, H: r.H * s}
}

// whitePixel is the middle pixel of white(), the one stretched over
// rectangles.
var whitePixel = play.Rect{X: 1, Y: 1, W: 1, H: 1}

// fillRect fills r with clr using blend.
func fillRect(dst *ebiten.Image, r play.Rect, clr color.Color, blend ebiten.Blend) {
	var q quads
	q.add(r, whitePixel)
	q.draw(dst, white(), clr, blend)
}

// fillRoundRectBlend fills a rounded rectangle (device pixels) with clr.
// Its edges and radius are rounded to whole pixels. It costs two draws:
// the four corners, each a quarter of the disc of the radius, and the
// three rectangles between them, stretched from one white pixel.
func fillRoundRectBlend(dst *ebiten.Image, r play.Rect, radius float64, clr color.Color, blend ebiten.Blend) {
	r = snapRect(r)
	x0, y0, w, h := r.X, r.Y, r.W, r.H
	if w <= 0 || h <= 0 {
		return
	}
	rad := int(math.Max(0, math.Min(math.Round(radius), math.Floor(math.Min(w, h)/2))))
	R := float64(rad)
	var q quads
	if rad > 0 {
		for _, c := range [4]struct{ sx, sy, dx, dy float64 }{
			{0, 0, x0, y0},
			{R, 0, x0 + w - R, y0},
			{0, R, x0, y0 + h - R},
			{R, R, x0 + w - R, y0 + h - R},
		} {
			q.add(play.Rect{X: c.dx, Y: c.dy, W: R, H: R}, play.Rect{X: c.sx, Y: c.sy, W: R, H: R})
		}
		q.draw(dst, disc(rad), clr, blend)
	}
	q.add(play.Rect{X: x0 + R, Y: y0, W: w - 2*R, H: h}, whitePixel)
	q.add(play.Rect{X: x0, Y: y0 + R, W: R, H: h - 2*R}, whitePixel)
	q.add(play.Rect{X: x0 + w - R, Y: y0 + R, W: R, H: h - 2*R}, whitePixel)
	q.draw(dst, white(), clr, blend)
}

// quads gathers up to four rectangles of one source image, each drawn
// onto a rectangle of the destination, for one DrawTriangles: one draw
// instead of one DrawImage per rectangle, each of which costs the page a
// sub-image and its own pass through Ebitengine.
type quads struct {
	vs [16]ebiten.Vertex
	is [24]uint16
	n  int
}

// add adds the source rectangle src drawn onto dst; empty ones are left
// out.
func (q *quads) add(dst, src play.Rect) {
	if dst.W <= 0 || dst.H <= 0 {
		return
	}
	v := q.vs[4*q.n : 4*q.n+4]
	for k, c := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		v[k] = ebiten.Vertex{
			DstX: float32(dst.X + c[0]*dst.W), DstY: float32(dst.Y + c[1]*dst.H),
			SrcX: float32(src.X + c[0]*src.W), SrcY: float32(src.Y + c[1]*src.H),
		}
	}
	b := uint16(4 * q.n)
	copy(q.is[6*q.n:], []uint16{b, b + 1, b + 2, b + 1, b + 3, b + 2})
	q.n++
}

// draw draws the gathered rectangles of src onto dst tinted with clr, as
// DrawImage with ColorScale.ScaleWithColor(clr) would, and empties q.
func (q *quads) draw(dst, src *ebiten.Image, clr color.Color, blend ebiten.Blend) {
	if q.n == 0 {
		return
	}
	var cs ebiten.ColorScale
	cs.ScaleWithColor(clr)
	for k := range 4 * q.n {
		q.vs[k].ColorR, q.vs[k].ColorG, q.vs[k].ColorB, q.vs[k].ColorA = cs.R(), cs.G(), cs.B(), cs.A()
	}
	op := &ebiten.DrawTrianglesOptions{Blend: blend, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(q.vs[:4*q.n], q.is[:6*q.n], src, op)
	q.n = 0
}

// snapRect rounds r's edges to whole pixels, as fillRoundRectBlend does:
// a rectangle inset from a snapped one by whole pixels keeps its border
// the same width on every side.
func snapRect(r play.Rect) play.Rect {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	return play.Rect{X: x0, Y: y0, W: math.Round(r.X+r.W) - x0, H: math.Round(r.Y+r.H) - y0}
}

// fillRoundRect fills a rounded rectangle given in device pixels.
func fillRoundRect(dst *ebiten.Image, r play.Rect, radius float64, clr color.Color) {
	fillRoundRectBlend(dst, r, radius, clr, ebiten.BlendSourceOver)
}

// ringRoundRect draws the outline of a rounded rectangle, width wide
// inside r, onto a transparent image: it fills r and then cuts the inside
// out.
func ringRoundRect(dst *ebiten.Image, r play.Rect, radius, width float64, clr color.Color) {
	r, width = snapRect(r), math.Max(1, math.Round(width))
	fillRoundRect(dst, r, radius, clr)
	fillRoundRectBlend(dst, r.Inset(width), math.Max(0, radius-width), color.White, ebiten.BlendDestinationOut)
}

// fillTriangle fills a triangle pointing left (dir < 0) or right in r.
func fillTriangle(dst *ebiten.Image, r play.Rect, dir float64, clr color.Color) {
	cx, cy := r.Center()
	size := math.Min(r.W, r.H) * 0.22
	n := int(math.Ceil(2*size)) + 2
	key := arrowKey{n, dir < 0}
	img, ok := arrows[key]
	if !ok {
		cv := newCanvas(n, n)
		c := float64(n) / 2
		cv.triangle([2]float64{c + dir*size, c}, [2]float64{c - dir*size*0.8, c - size}, [2]float64{c - dir*size*0.8, c + size}, color.RGBA{255, 255, 255, 255})
		img = cv.image()
		arrows[key] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(cx-float64(n)/2), math.Round(cy-float64(n)/2))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

type arrowKey struct {
	n    int
	left bool
}

// arrows caches the arrow sprites by size and direction.
var arrows = map[arrowKey]*ebiten.Image{}
