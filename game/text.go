package game

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"flip/game/fontface"
	"flip/game/play"
)

// text renders strings with Noto Sans into cached images. It draws
// them with package fontface, the fonts' outlines extracted ahead of time
// and rasterised with golang.org/x/image/vector, rather than through
// Ebitengine's text/v2, which made the .wasm 8% larger and the first
// frame later for the same pixels: see docs/decisions.md, "Ebitengine's
// text/v2".
type text struct {
	fonts [2]*fontface.Font // regular, bold
	faces map[faceKey]*glyphs
	cache map[textKey]*textImage
	wraps map[wrapKey]wrap // how drawWrapped last laid each string out
	page  textPage         // where the cached strings' pixels are
}

// A textPage is one image holding the rasterised strings side by side,
// on shelves. A string rasterised for the first time is written into it
// rather than into an image of its own: in the page each new Ebitengine
// image cost about a millisecond (allocated on Ebitengine's atlas, its
// pixels copied with a padding, then uploaded), and the first frame
// rasterises some thirty strings.
type textPage struct {
	img        *ebiten.Image // nil until the first string
	x, y, rowH int           // the next place: the shelf's top and height
}

// textPageSize is the side of a text page in pixels; a string larger than
// that gets an image of its own.
const textPageSize = 1024

// place reserves a w × h rectangle of the page with a pixel's gap after
// it, and returns its image; ok is false when the page is full or the
// string too large for a page.
func (p *textPage) place(w, h int) (img *ebiten.Image, ok bool) {
	if w > textPageSize || h > textPageSize {
		return nil, false
	}
	if p.img == nil {
		p.img = ebiten.NewImageWithOptions(image.Rect(0, 0, textPageSize, textPageSize), &ebiten.NewImageOptions{Unmanaged: true})
	}
	if p.x+w > textPageSize {
		p.x, p.y, p.rowH = 0, p.y+p.rowH, 0
	}
	if p.y+h > textPageSize {
		return nil, false
	}
	r := image.Rect(p.x, p.y, p.x+w, p.y+h)
	p.x += w + 1
	p.rowH = max(p.rowH, h+1)
	return p.img.SubImage(r).(*ebiten.Image), true
}

// empty makes the whole page free again and clears it: every string in
// it must be dropped from the cache first.
func (p *textPage) empty() {
	p.x, p.y, p.rowH = 0, 0, 0
	if p.img != nil {
		p.img.Clear()
	}
}

type wrapKey struct {
	text textKey
	maxW float64
}

// wrap is drawWrapped's layout of a string: one line, or first and
// second at size.
type wrap struct {
	first, second string
	size          float64
	two           bool
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
	img     *ebiten.Image // a part of the text page, or an image of its own
	own     bool          // img is an image of its own, to deallocate
	centre  float64       // from the image's top to the middle of a capital letter
	advance float64
}

func newText() *text {
	return &text{fonts: [2]*fontface.Font{fontface.Regular, fontface.Bold}, faces: map[faceKey]*glyphs{}, cache: map[textKey]*textImage{}, wraps: map[wrapKey]wrap{}}
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
	g := newGlyphs(fontface.NewFace(t.fonts[i], float64(k.px)))
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
		t.drop()
	}
	g := t.face(k.face)
	m := g.face.Metrics()
	img, adv := g.rasterize(t.drawable(s, bold))
	ti := &textImage{centre: float64(m.Ascent.Ceil()+1) - float64(m.CapHeight.Ceil())/2, advance: float64(adv.Ceil())}
	w, h := img.Rect.Dx(), img.Rect.Dy()
	dst, ok := t.page.place(w, h)
	if !ok && w <= textPageSize && h <= textPageSize {
		// The page is full: start it over. The strings already drawn
		// this frame keep their pixels, as Ebitengine runs the draws
		// that used them before this write.
		t.drop()
		dst, ok = t.page.place(w, h)
	}
	if ok {
		dst.WritePixels(img.Pix)
		ti.img = dst
	} else {
		ti.img, ti.own = ebiten.NewImageFromImage(img), true
	}
	t.cache[k] = ti
	return ti
}

// drop empties the cache of strings and the page.
func (t *text) drop() {
	for _, ti := range t.cache {
		if ti.own {
			ti.img.Deallocate()
		}
	}
	clear(t.cache)
	t.page.empty()
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
// and returns its width. A string wider than maxW (if > 0) is drawn at
// the largest whole pixel size at which it fits (see fit).
func (t *text) draw(dst *ebiten.Image, s string, px float64, bold bool, x, y float64, a align, maxW float64, clr color.Color) float64 {
	if s == "" {
		return 0
	}
	ti := t.render(s, t.fit(s, px, bold, maxW), bold)
	w := ti.advance
	switch a {
	case alignCenter:
		x -= w / 2
	case alignRight:
		x -= w
	}
	// Drawn pixel for pixel, as it was rasterised: sharp, and with no
	// need of the linear filter.
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x)-1, math.Round(y-ti.centre))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(ti.img, op)
	return w
}

// drawWrapped writes s inside r (device pixels), x placed as draw places
// it: on one line, centred vertically, if it fits r's width at size px;
// otherwise on two lines broken between words (see split), both at the
// largest size at which each fits.
func (t *text) drawWrapped(dst *ebiten.Image, s string, px float64, bold bool, x float64, r play.Rect, a align, clr color.Color) {
	_, cy := r.Center()
	w := t.wrap(s, px, bold, r.W)
	if !w.two {
		t.draw(dst, s, px, bold, x, cy, a, r.W, clr)
		return
	}
	d := w.size * play.LineSpacing / 2
	t.draw(dst, w.first, w.size, bold, x, cy-d, a, 0, clr)
	t.draw(dst, w.second, w.size, bold, x, cy+d, a, 0, clr)
}

// wrap returns how drawWrapped lays s out, measuring it the first time:
// the panel redraws its lines on every change of the status, and most of
// them are the same.
func (t *text) wrap(s string, px float64, bold bool, maxW float64) wrap {
	k := wrapKey{textKey{faceKey{bold, int(math.Round(px))}, s}, maxW}
	if w, ok := t.wraps[k]; ok {
		return w
	}
	if len(t.wraps) > 400 {
		clear(t.wraps)
	}
	var w wrap
	w.first, w.second, w.two = t.split(s, math.Round(px), bold, maxW)
	if w.two {
		w.size = min(t.fit(w.first, px, bold, maxW), t.fit(w.second, px, bold, maxW))
	}
	t.wraps[k] = w
	return w
}

// split breaks s in two at a space, if s is wider than maxW at size px
// and has a space: after a sentence, or in place of a " · " separator
// (which the break then replaces), if both parts then fit; else where the
// longer part is the shortest. ok is false when s is to be drawn on one
// line.
func (t *text) split(s string, px float64, bold bool, maxW float64) (first, second string, ok bool) {
	if t.advance(s, px, bold) <= maxW {
		return s, "", false
	}
	const sep = " " + separator + " "
	bestW, bestNatural := math.Inf(1), false
	for i := range len(s) {
		if s[i] != ' ' || strings.HasSuffix(s[:i], sep[:len(sep)-1]) {
			continue // not a space, or the one after a separator
		}
		a, b, natural := s[:i], s[i+1:], i > 0 && s[i-1] == '.'
		if strings.HasPrefix(s[i:], sep) {
			b, natural = s[i+len(sep):], true
		}
		w := max(t.advance(a, px, bold), t.advance(b, px, bold))
		natural = natural && w <= maxW
		if (natural && !bestNatural) || (natural == bestNatural && w < bestW) {
			first, second, ok, bestW, bestNatural = a, b, true, w, natural
		}
	}
	return first, second, ok
}

// separator parts the items of a list on one line ("U undo · R redo"):
// where the line breaks, it goes.
const separator = "·"

// minTextPx is the smallest size fit shrinks a string to: smaller words
// would not be read, so a string still too wide overflows instead.
const minTextPx = 8

// fit returns the size to draw s at: px rounded or, if s is wider than
// maxW (> 0) at that size, the largest whole pixel size, down to
// minTextPx, at which it fits. Sizes are tried from the top by measuring,
// so only the chosen one is rasterised. Shrinking a string's size rather
// than scaling its image keeps its glyphs hinted and sharp.
func (t *text) fit(s string, px float64, bold bool, maxW float64) float64 {
	size := math.Max(1, math.Round(px))
	for maxW > 0 && size > minTextPx && t.advance(s, size, bold) > maxW {
		size--
	}
	return size
}

// advance returns the width s takes at size px, as render's image gives
// it, without rasterising s.
func (t *text) advance(s string, px float64, bold bool) float64 {
	k := textKey{faceKey{bold, int(px)}, s}
	if ti, ok := t.cache[k]; ok {
		return ti.advance
	}
	return float64(font.MeasureString(t.face(k.face).face, t.drawable(s, bold)).Ceil())
}

// drawable returns s with each character the font lacks written as its
// escape, \u0416 for Ж, and each byte that is not UTF-8 as \xff: the
// fonts are drawn for the characters the game's own words use
// (fontface), and a message that quotes what a visitor typed into a link
// then shows every character of it rather than a box.
func (t *text) drawable(s string, bold bool) string {
	f := t.fonts[0]
	if bold {
		f = t.fonts[1]
	}
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !f.Has(r) || (r == utf8.RuneError && n == 1) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	b := []byte(s[:i])
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b = append(b, `\x`...)
			b = append(b, "0123456789abcdef"[s[i]>>4], "0123456789abcdef"[s[i]&15])
		case f.Has(r):
			b = append(b, s[i:i+n]...)
		default:
			q := strconv.QuoteRuneToASCII(r) // '\u0416'
			b = append(b, q[1:len(q)-1]...)
		}
		i += n
	}
	return string(b)
}

// reset drops every cached face and image, as after a change of scale.
func (t *text) reset() {
	t.drop()
	clear(t.faces)
	clear(t.wraps)
}
