package game

import (
	"image"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
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
		// The face reuses its mask for the next glyph: keep a copy.
		gl.mask = image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.Draw(gl.mask, gl.mask.Rect, mask, maskp, draw.Src)
	}
	g.cached[r] = gl
	return gl
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
			dr := p.gl.dr.Add(image.Pt(p.x+1, 0))
			draw.DrawMask(dst, dr, image.White, image.Point{}, p.gl.mask, image.Point{}, draw.Over)
		}
	}
	return dst, x
}

// warm rasterises the glyphs of s that are not cached yet.
func (g *glyphs) warm(s string) {
	for _, r := range s {
		g.glyph(r)
	}
}
