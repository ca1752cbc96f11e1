package game

import (
	"image"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"flip/game/fontface"
)

// glyphs rasterises strings in one face from glyphs each rasterised once:
// a page's words share most of their letters, and rasterising an outline
// is the dear part of drawing text in WebAssembly.
type glyphs struct {
	face   font.Face
	cached map[rune]*glyph
}

// A glyph is one rasterised glyph, with its dot at x = 0 on the baseline
// rasterize uses.
type glyph struct {
	mask    *image.Alpha    // nil for a glyph that inks nothing
	dr      image.Rectangle // where the mask goes, relative to that dot
	advance fixed.Int26_6
}

// maxGlyphs bounds a face's cache; past it the cache starts over.
const maxGlyphs = 512

func newGlyphs(f font.Face) *glyphs { return &glyphs{face: f, cached: map[rune]*glyph{}} }

// glyph returns r's glyph, rasterising it the first time.
func (g *glyphs) glyph(r rune) *glyph {
	if gl, ok := g.cached[r]; ok {
		return gl
	}
	if len(g.cached) >= maxGlyphs {
		clear(g.cached)
	}
	dr, mask, maskp, advance, _ := g.face.Glyph(fixed.Point26_6{Y: baseline(g.face)}, r)
	gl := &glyph{dr: dr, advance: advance}
	if !dr.Empty() {
		// A fontface mask is new each time: it is kept as it is.
		if _, fresh := g.face.(*fontface.Face); fresh && maskp == mask.Bounds().Min {
			gl.mask = mask.(*image.Alpha)
		} else {
			// The face reuses its mask for the next glyph: keep a copy.
			gl.mask = copyMask(mask, maskp, dr.Dx(), dr.Dy())
		}
	}
	g.cached[r] = gl
	return gl
}

// copyMask returns a copy of the w × h pixels of mask at maskp. The
// faces give their masks as *image.Alpha, copied row by row; image/draw
// has no fast path from one Alpha image to another, and in the page its
// pixel-by-pixel one was code the first frame ran for every glyph.
func copyMask(mask image.Image, maskp image.Point, w, h int) *image.Alpha {
	dst := image.NewAlpha(image.Rect(0, 0, w, h))
	src, ok := mask.(*image.Alpha)
	if !ok {
		draw.Draw(dst, dst.Rect, mask, maskp, draw.Src)
		return dst
	}
	for y := range h {
		i := src.PixOffset(maskp.X, maskp.Y+y)
		copy(dst.Pix[y*dst.Stride:y*dst.Stride+w], src.Pix[i:i+w])
	}
	return dst
}

// rasterize draws s as the package function rasterize does, pixel for
// pixel, from cached glyphs. A glyph is the same wherever it lands as
// long as it lands on a whole pixel, which hinting ensures; should a
// string's kerning ever place one between pixels, s is drawn the slow
// way.
func (g *glyphs) rasterize(s string) (*image.RGBA, fixed.Int26_6) {
	type placed struct {
		gl *glyph
		x  int
	}
	var buf [64]placed
	line := buf[:0]
	x := fixed.I(0)
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			x += g.face.Kern(prev, r)
		}
		if x&63 != 0 {
			return rasterize(g.face, s)
		}
		gl := g.glyph(r)
		line = append(line, placed{gl, x.Floor()})
		x += gl.advance
		prev = r
	}
	dst := newTextImage(g.face, x)
	for _, p := range line {
		if p.gl.mask != nil {
			// The margin of a pixel on the left, as rasterize leaves.
			overWhite(dst, p.gl.dr.Add(image.Pt(p.x+1, 0)), p.gl.mask)
		}
	}
	return dst, x
}

// overWhite draws white through mask onto dst at dr, byte for byte as
// draw.DrawMask with image.White and draw.Over does. A string's pixels
// stay white (R = G = B = A), so one channel is worked out and written to
// all four, and a pixel still transparent takes the mask's value as it
// is: a quarter of image/draw's work, which was a quarter of the first
// frame's text natively (BenchmarkFirstPanelText's profile).
func overWhite(dst *image.RGBA, dr image.Rectangle, mask *image.Alpha) {
	r := dr.Intersect(dst.Rect).Intersect(mask.Rect.Add(dr.Min.Sub(mask.Rect.Min)))
	mp := mask.Rect.Min.Add(r.Min.Sub(dr.Min))
	for y := range r.Dy() {
		d := dst.Pix[dst.PixOffset(r.Min.X, r.Min.Y+y):]
		ms := mask.Pix[mask.PixOffset(mp.X, mp.Y+y):]
		for x := range r.Dx() {
			v := ms[x]
			if v == 0 {
				continue
			}
			if old := d[4*x+3]; old != 0 {
				const m = 0xffff
				ma := uint32(v) * 0x101
				v = uint8((uint32(old)*((m-ma)*0x101) + m*ma) / m >> 8)
			}
			d[4*x], d[4*x+1], d[4*x+2], d[4*x+3] = v, v, v, v
		}
	}
}

// warm rasterises the glyphs of s that are not cached yet.
func (g *glyphs) warm(s string) {
	for _, r := range s {
		g.glyph(r)
	}
}
