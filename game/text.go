package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// text renders strings with the Go fonts into cached images. It uses
// golang.org/x/image's OpenType rasteriser directly rather than
// Ebitengine's text/v2, whose shaping engine would more than double the
// size of the .wasm every visitor downloads.
type text struct {
	fonts [2]*opentype.Font // regular, bold
	faces map[faceKey]*glyphs
	cache map[textKey]*textImage
}

type faceKey struct {
	bold bool
	px   int // size in device pixels
}

type textKey struct {
	face faceKey
	s    string
}

type textImage struct {
	img     *ebiten.Image
	centre  float64 // from the image's top to the middle of a capital letter
	advance float64
}

func newText() *text {
	reg, err := opentype.Parse(goregular.TTF)
	if err != nil {
		panic("game: the embedded Go Regular font does not parse: " + err.Error())
	}
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		panic("game: the embedded Go Bold font does not parse: " + err.Error())
	}
	return &text{fonts: [2]*opentype.Font{reg, bold}, faces: map[faceKey]*glyphs{}, cache: map[textKey]*textImage{}}
}

// face returns the face k with its cache of glyphs.
func (t *text) face(k faceKey) *glyphs {
	if g, ok := t.faces[k]; ok {
		return g
	}
	i := 0
	if k.bold {
		i = 1
	}
	f, err := opentype.NewFace(t.fonts[i], &opentype.FaceOptions{Size: float64(k.px), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("game: font face: " + err.Error())
	}
	g := newGlyphs(f)
	t.faces[k] = g
	return g
}

// render returns the image of s: white on transparent, to be tinted.
func (t *text) render(s string, px float64, bold bool) *textImage {
	k := textKey{faceKey{bold, int(math.Round(px))}, s}
	if ti, ok := t.cache[k]; ok {
		return ti
	}
	if len(t.cache) > 400 {
		for _, ti := range t.cache {
			ti.img.Deallocate()
		}
		clear(t.cache)
	}
	g := t.face(k.face)
	m := g.face.Metrics()
	img, adv := g.rasterize(s)
	ti := &textImage{img: ebiten.NewImageFromImage(img), centre: float64(m.Ascent.Ceil()+1) - float64(m.CapHeight.Ceil())/2, advance: float64(adv.Ceil())}
	t.cache[k] = ti
	return ti
}

// rasterize draws s in white on a transparent image with a pixel's margin,
// and returns it with the string's advance. The image is RGBA, not Alpha:
// image/draw has a fast path for glyphs onto RGBA, and Ebitengine takes
// RGBA pixels as they are, where it converts an Alpha image pixel by pixel.
// glyphs.rasterize draws the same from cached glyphs.
func rasterize(f font.Face, s string) (*image.RGBA, fixed.Int26_6) {
	adv := font.MeasureString(f, s)
	dst := newTextImage(f, adv)
	d := font.Drawer{Dst: dst, Src: image.White, Face: f, Dot: fixed.Point26_6{X: fixed.I(1), Y: baseline(f)}}
	d.DrawString(s)
	return dst, adv
}

// newTextImage returns a transparent image for a string of advance adv in
// face f, a pixel wider than the string on each side and a pixel taller
// than the face.
func newTextImage(f font.Face, adv fixed.Int26_6) *image.RGBA {
	m := f.Metrics()
	w := max(1, adv.Ceil()+2)
	h := max(1, (m.Ascent+m.Descent).Ceil()+2)
	return image.NewRGBA(image.Rect(0, 0, w, h))
}

// baseline is where rasterize puts the baseline: a pixel below the
// face's ascent.
func baseline(f font.Face) fixed.Int26_6 { return f.Metrics().Ascent + fixed.I(1) }

// align says where a string's x coordinate is.
type align uint8

const (
	alignLeft align = iota
	alignCenter
	alignRight
)

// draw writes s at size px (device pixels) with its vertical centre at y,
// and returns its width. A string wider than maxW (if > 0) is drawn
// smaller to fit.
func (t *text) draw(dst *ebiten.Image, s string, px float64, bold bool, x, y float64, a align, maxW float64, clr color.Color) float64 {
	if s == "" {
		return 0
	}
	ti := t.render(s, px, bold)
	scale := 1.0
	if maxW > 0 && ti.advance > maxW {
		scale = maxW / ti.advance
		if scale < 0.8 {
			// Far too wide: render at the smaller size for sharp glyphs.
			return t.draw(dst, s, math.Floor(px*scale), bold, x, y, a, maxW, clr)
		}
	}
	w := ti.advance * scale
	switch a {
	case alignCenter:
		x -= w / 2
	case alignRight:
		x -= w
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-1, -ti.centre)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(clr)
	drawFiltered(dst, ti.img, op)
	return w
}

// reset drops every cached face and image, as after a change of scale.
func (t *text) reset() {
	for _, ti := range t.cache {
		ti.img.Deallocate()
	}
	clear(t.cache)
	clear(t.faces)
}
