package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// Rounded rectangles are drawn as nine pieces — four quarter discs cut
// from one pre-drawn disc and three stretched rectangles — so that drawing
// one costs a few batched image draws instead of rasterising a path. Paths
// are slow in WebAssembly and in software GL.

// discRadiusPx is the radius of the pre-drawn disc.
const discRadiusPx = 96

var discImg, whiteImg *ebiten.Image

func shapeImages() (disc, white *ebiten.Image) {
	if discImg == nil {
		cv := newCanvas(2*discRadiusPx, 2*discRadiusPx)
		cv.circle(discRadiusPx, discRadiusPx, discRadiusPx, color.RGBA{255, 255, 255, 255})
		discImg = cv.image()
		whiteImg = ebiten.NewImage(3, 3)
		whiteImg.Fill(color.White)
	}
	return discImg, whiteImg
}

// px converts a rectangle from CSS pixels to device pixels.
func px(r play.Rect, s float64) play.Rect {
	return play.Rect{X: r.X * s, Y: r.Y * s, W: r.W * s, H: r.H * s}
}

// fillRect fills r with clr using blend.
func fillRect(dst *ebiten.Image, r play.Rect, clr color.Color, blend ebiten.Blend) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	_, white := shapeImages()
	op := &ebiten.DrawImageOptions{Blend: blend}
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image), op)
}

// fillRoundRectBlend fills a rounded rectangle (device pixels) with clr.
func fillRoundRectBlend(dst *ebiten.Image, r play.Rect, radius float64, clr color.Color, blend ebiten.Blend) {
	radius = math.Max(0, math.Min(radius, math.Min(r.W, r.H)/2))
	disc, _ := shapeImages()
	k := radius / discRadiusPx
	R := discRadiusPx
	for _, q := range [4]struct {
		src    image.Rectangle
		dx, dy float64
	}{
		{image.Rect(0, 0, R, R), r.X, r.Y},
		{image.Rect(R, 0, 2*R, R), r.X + r.W - radius, r.Y},
		{image.Rect(0, R, R, 2*R), r.X, r.Y + r.H - radius},
		{image.Rect(R, R, 2*R, 2*R), r.X + r.W - radius, r.Y + r.H - radius},
	} {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: blend}
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(q.dx, q.dy)
		op.ColorScale.ScaleWithColor(clr)
		dst.DrawImage(disc.SubImage(q.src).(*ebiten.Image), op)
	}
	fillRect(dst, play.Rect{X: r.X + radius, Y: r.Y, W: r.W - 2*radius, H: r.H}, clr, blend)
	fillRect(dst, play.Rect{X: r.X, Y: r.Y + radius, W: radius, H: r.H - 2*radius}, clr, blend)
	fillRect(dst, play.Rect{X: r.X + r.W - radius, Y: r.Y + radius, W: radius, H: r.H - 2*radius}, clr, blend)
}

// fillRoundRect fills a rounded rectangle given in device pixels.
func fillRoundRect(dst *ebiten.Image, r play.Rect, radius float64, clr color.Color) {
	fillRoundRectBlend(dst, r, radius, clr, ebiten.BlendSourceOver)
}

// ringRoundRect draws the outline of a rounded rectangle, width wide
// inside r, onto a transparent image: it fills r and then cuts the inside
// out.
func ringRoundRect(dst *ebiten.Image, r play.Rect, radius, width float64, clr color.Color) {
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
