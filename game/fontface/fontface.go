// Package fontface draws the game's two fonts, Noto Sans Regular and
// Noto Sans Bold (third_party/fonts/notosans; licence in
// LICENSE-NOTO-SANS), from their outlines, advances, kerning and metrics
// extracted ahead of time (fonts_gen.go, written by cmd/flipfonts from
// package fontgen), for the runes fontgen.Runes lists that the fonts
// have; any other rune is drawn as the font's missing glyph.
//
// A Face gives the same metrics, advances, kerning, bounds and glyph
// masks, byte for byte, as golang.org/x/image/font/opentype's face of the
// same font at the same size with full hinting (TestMatchesOpentype). It
// exists so that the page neither carries the two font files (1 MB) nor
// links the OpenType parser (and the character-set tables it pulls in),
// nor parses the fonts as the game starts: in the page, the fonts parsed
// and their glyphs looked up were a tenth of the game's work before its
// first frame (docs/performance.md).
package fontface

import (
	"image"
	"image/draw"
	"slices"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// A Font is one of the fonts, in font units; see fontgen.Font.
type Font struct {
	unitsPerEm                                  int32
	ascent, descent, height, xHeight, capHeight int32
	slopeX, slopeY                              int32
	runes                                       []rune
	advance                                     []uint16
	segStart, argStart                          []uint32
	ops                                         []uint8
	args                                        []int16
	kernKeys                                    []uint32
	kernPx                                      []int8
}

// Regular is Noto Sans Regular; Bold is Noto Sans Bold.
var (
	Regular = regular
	Bold    = bold
)

// Segment operations, as in fontgen.
const (
	opMove = iota
	opLine
	opQuad
)

// firstASCII is the glyph of ' ': glyphs 1 to 95 are ' ' to '~', in order.
const firstASCII = 1

// index returns r's glyph, 0 (the missing glyph) if the font has none.
func (f *Font) index(r rune) int {
	if r >= 0x20 && r <= 0x7e {
		return int(r-0x20) + firstASCII
	}
	const rest = firstASCII + 0x7e - 0x20 + 1 // the glyphs after ASCII, by rune
	if i, ok := slices.BinarySearch(f.runes[rest:], r); ok {
		return rest + i
	}
	return 0
}

// Has reports whether f draws r with a glyph of its own rather than the
// missing glyph.
func (f *Font) Has(r rune) bool { return f.index(r) != 0 }

// A Face is a Font at one size. Its methods are not safe to call
// concurrently.
type Face struct {
	f       *Font
	ppem    fixed.Int26_6
	metrics font.Metrics
	rast    vector.Rasterizer
}

// NewFace returns f at size px: the face golang.org/x/image/font/opentype
// gives for a Size of px at 72 DPI with full hinting.
func NewFace(f *Font, px float64) *Face {
	// opentype's expression, in its order, for the same rounding.
	const dpi = 72
	face := &Face{f: f, ppem: fixed.Int26_6(0.5 + (px * dpi * 64 / 72))}
	face.metrics = font.Metrics{
		Height:     face.scale(f.height),
		Ascent:     face.scale(f.ascent),
		Descent:    face.scale(f.descent),
		XHeight:    face.scale(f.xHeight),
		CapHeight:  face.scale(f.capHeight),
		CaretSlope: image.Point{X: int(f.slopeX), Y: int(f.slopeY)},
	}
	// Full hinting quantises the metrics up to a whole pixel.
	for _, m := range []*fixed.Int26_6{&face.metrics.Height, &face.metrics.Ascent, &face.metrics.Descent, &face.metrics.XHeight, &face.metrics.CapHeight} {
		*m = (*m + 63) &^ 63
	}
	return face
}

// scale returns v font units at the face's size, rounded to the nearest
// 1/64 pixel, half away from zero, as the OpenType parser scales.
func (a *Face) scale(v int32) fixed.Int26_6 {
	x := fixed.Int26_6(v) * a.ppem
	u := fixed.Int26_6(a.f.unitsPerEm)
	if x >= 0 {
		x += u / 2
	} else {
		x -= u / 2
	}
	return x / u
}

// Close does nothing; it is part of font.Face.
func (a *Face) Close() error { return nil }

// Metrics returns the face's metrics.
func (a *Face) Metrics() font.Metrics { return a.metrics }

// advanceOf returns glyph x's advance, rounded to a whole pixel.
func (a *Face) advanceOf(x int) fixed.Int26_6 {
	return (a.scale(int32(a.f.advance[x])) + 32) &^ 63
}

// GlyphAdvance returns r's advance; ok is false for a rune the font lacks.
func (a *Face) GlyphAdvance(r rune) (advance fixed.Int26_6, ok bool) {
	x := a.f.index(r)
	return a.advanceOf(x), x != 0
}

// Kern returns the kerning between r0 and r1. As opentype's face gives it,
// it does not depend on the face's size (fontgen.Extract).
func (a *Face) Kern(r0, r1 rune) fixed.Int26_6 {
	key := uint32(a.f.index(r0))<<16 | uint32(a.f.index(r1))
	if i, ok := slices.BinarySearch(a.f.kernKeys, key); ok {
		return fixed.Int26_6(a.f.kernPx[i]) * 64
	}
	return 0
}

// segments calls fn with each segment of glyph x scaled to the face's size
// (y down), and its points.
func (a *Face) segments(x int, fn func(op uint8, p []fixed.Point26_6)) {
	var pts [2]fixed.Point26_6
	args := a.f.args[a.f.argStart[x]:a.f.argStart[x+1]]
	for _, op := range a.f.ops[a.f.segStart[x]:a.f.segStart[x+1]] {
		n := 1
		if op == opQuad {
			n = 2
		}
		for i := range n {
			pts[i] = fixed.Point26_6{X: a.scale(int32(args[2*i])), Y: a.scale(int32(args[2*i+1]))}
		}
		args = args[2*n:]
		fn(op, pts[:n])
	}
}

// bounds returns the bounds of glyph x's points at the face's size, as the
// OpenType parser's Segments.Bounds does: empty for a glyph with none.
func (a *Face) bounds(x int) fixed.Rectangle26_6 {
	if a.f.segStart[x] == a.f.segStart[x+1] {
		return fixed.Rectangle26_6{}
	}
	b := fixed.Rectangle26_6{
		Min: fixed.Point26_6{X: 1<<31 - 1, Y: 1<<31 - 1},
		Max: fixed.Point26_6{X: -1 << 31, Y: -1 << 31},
	}
	a.segments(x, func(_ uint8, ps []fixed.Point26_6) {
		for _, p := range ps {
			b.Min.X, b.Max.X = min(b.Min.X, p.X), max(b.Max.X, p.X)
			b.Min.Y, b.Max.Y = min(b.Min.Y, p.Y), max(b.Max.Y, p.Y)
		}
	})
	return b
}

// GlyphBounds returns r's bounds and advance; ok is false for a rune the
// font lacks.
func (a *Face) GlyphBounds(r rune) (bounds fixed.Rectangle26_6, advance fixed.Int26_6, ok bool) {
	x := a.f.index(r)
	return a.bounds(x), a.advanceOf(x), x != 0
}

// Glyph rasterises r with its origin at dot. Unlike opentype's face, it
// returns a new mask each time, which the caller may keep.
func (a *Face) Glyph(dot fixed.Point26_6, r rune) (dr image.Rectangle, mask image.Image, maskp image.Point, advance fixed.Int26_6, ok bool) {
	x := a.f.index(r)
	advance = a.advanceOf(x)
	db := a.bounds(x).Add(dot)
	dr = image.Rect(db.Min.X.Floor(), db.Min.Y.Floor(), db.Max.X.Ceil(), db.Max.Y.Ceil())
	w, h := dr.Dx(), dr.Dy()
	if w < 0 || h < 0 {
		return image.Rectangle{}, nil, image.Point{}, 0, false
	}
	// The rasteriser's origin is dr's corner: the points move by the
	// dot's distance from it.
	bx := dot.X - fixed.Int26_6(dr.Min.X<<6)
	by := dot.Y - fixed.Int26_6(dr.Min.Y<<6)
	a.rast.Reset(w, h)
	a.rast.DrawOp = draw.Src
	a.segments(x, func(op uint8, p []fixed.Point26_6) {
		switch op {
		case opMove:
			a.rast.MoveTo(float32(p[0].X+bx)/64, float32(p[0].Y+by)/64)
		case opLine:
			a.rast.LineTo(float32(p[0].X+bx)/64, float32(p[0].Y+by)/64)
		case opQuad:
			a.rast.QuadTo(float32(p[0].X+bx)/64, float32(p[0].Y+by)/64, float32(p[1].X+bx)/64, float32(p[1].Y+by)/64)
		}
	})
	m := image.NewAlpha(image.Rect(0, 0, w, h))
	a.rast.Draw(m, m.Bounds(), image.Opaque, image.Point{})
	return dr, m, image.Point{}, advance, x != 0
}
