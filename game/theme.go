package game

import (
	"fmt"
	"image/color"

	"flip/game/play"
)

// palette is every colour the game draws with. Which theme is in effect
// is the controller's decision (View.Theme); its colours are drawing. The
// game holds the palette of the theme in effect (paint.pal) and hands it
// to what draws: the sprites keep the one they were drawn in.
type palette struct {
	background, text, textDim  color.RGBA
	accent                     color.RGBA // the pointer's tint and ring, Solve's step, the chart's bars
	gold                       color.RGBA // info notices and the chart's par: read as text
	hint                       color.RGBA // the hint ring, on felt and on steel
	coach, coachHalo           color.RGBA // the coach's dashed ring and the outline under it
	warn, success, error       color.RGBA // notices by kind: read as text
	quiet                      color.RGBA // the marked set's corner brackets
	quietHalo                  color.RGBA // drawn under the brackets, wider; none when transparent
	scrim                      color.RGBA // over the page under an overlay
	button, buttonHover        color.RGBA
	buttonPressed, buttonLit   color.RGBA
	buttonBorder, buttonDimmed color.RGBA // the border; a disabled button's label

	flipFrame, felt, feltEdge        color.RGBA
	white, whiteRim, black, blackRim color.RGBA
	fridgeFrame, plate, plateEdge    color.RGBA
	screw, open, closed              color.RGBA

	// hues are the pieces of K colours (K ≥ 3), colour by colour: a
	// disc of colour v is hues[v], a handle turned v steps is tinted
	// hues[v].face, but open (0) in open. Colour 0 is the white disc
	// and 1 the black, as in two colours; colours.go says why the rest.
	hues [maxColours]hue
}

// darkPalette is the game's first look: a night-blue page, green felt in
// a dark wooden frame, steel plates.
var darkPalette = palette{
	background: color.RGBA{0x1b, 0x20, 0x2a, 0xff},
	text:       color.RGBA{0xee, 0xf0, 0xf4, 0xff},
	textDim:    color.RGBA{0x9a, 0xa3, 0xb5, 0xff},
	accent:     color.RGBA{0x5b, 0xa8, 0xff, 0xff},
	gold:       color.RGBA{0xff, 0xc8, 0x3d, 0xff},
	hint:       color.RGBA{0xff, 0xc8, 0x3d, 0xff},
	// Pink, apart from the pointer's blue and the hint's gold, on a
	// dark outline that holds it on steel.
	coach:     color.RGBA{0xff, 0x8f, 0xd6, 0xff},
	coachHalo: color.RGBA{0x14, 0x18, 0x20, 0xff},
	warn:      color.RGBA{0xff, 0x9e, 0x7a, 0xff},
	success:   color.RGBA{0x7b, 0xe0, 0x9a, 0xff},
	error:     color.RGBA{0xff, 0x7a, 0x85, 0xff},
	// Violet, apart from the accent blue of the pointer and the gold of
	// the hint, and clear on felt and on steel.
	quiet: color.RGBA{0xe0, 0x5c, 0xff, 0xff},
	scrim: color.RGBA{0, 0, 0, 0x99},

	button:        color.RGBA{0x34, 0x3d, 0x4e, 0xff},
	buttonHover:   color.RGBA{0x41, 0x4c, 0x61, 0xff},
	buttonPressed: color.RGBA{0x2a, 0x31, 0x3f, 0xff},
	buttonLit:     color.RGBA{0x2b, 0x66, 0xb8, 0xff},
	buttonBorder:  color.RGBA{0x4a, 0x55, 0x6b, 0xff},
	buttonDimmed:  color.RGBA{0x5e, 0x66, 0x76, 0xff},

	flipFrame: color.RGBA{0x3b, 0x2a, 0x1e, 0xff},
	felt:      color.RGBA{0x1f, 0x6b, 0x48, 0xff},
	feltEdge:  color.RGBA{0x18, 0x55, 0x39, 0xff},
	white:     color.RGBA{0xf4, 0xf1, 0xe8, 0xff},
	whiteRim:  color.RGBA{0xcf, 0xca, 0xbd, 0xff},
	black:     color.RGBA{0x24, 0x26, 0x2b, 0xff},
	blackRim:  color.RGBA{0x3e, 0x42, 0x4a, 0xff},

	fridgeFrame: color.RGBA{0x4a, 0x52, 0x5e, 0xff},
	plate:       color.RGBA{0x8d, 0x97, 0xa5, 0xff},
	plateEdge:   color.RGBA{0x74, 0x7e, 0x8c, 0xff},
	screw:       color.RGBA{0x5f, 0x68, 0x75, 0xff},
	open:        color.RGBA{0x2e, 0xb8, 0x6e, 0xff},
	closed:      color.RGBA{0xd9, 0x4f, 0x3d, 0xff},

	// The pieces in K colours (colours.go): see kHues.
	hues: kHues(hue{face: color.RGBA{0xf4, 0xf1, 0xe8, 0xff}, rim: color.RGBA{0xcf, 0xca, 0xbd, 0xff}}),
}

// lightPalette is designed for daylight, not inverted: a warm paper page
// with ink-dark text; every colour that is read as text (the notices,
// the gold of info and of the par) darkened to at least 4.5:1 on the page
// and on the overlay's panel; white buttons with a grey border, lit in a
// pale blue; the felt a brighter green in a honey-coloured frame, the
// discs as they are; brushed-aluminium plates; the brackets a deep violet
// that stands out from felt and aluminium alike. TestPaletteContrast
// holds the figures.
var lightPalette = palette{
	background: color.RGBA{0xf4, 0xf2, 0xee, 0xff},
	text:       color.RGBA{0x1b, 0x21, 0x2c, 0xff},
	textDim:    color.RGBA{0x4c, 0x55, 0x66, 0xff},
	accent:     color.RGBA{0x1a, 0x62, 0xc2, 0xff},
	gold:       color.RGBA{0x85, 0x57, 0x00, 0xff},
	hint:       color.RGBA{0xff, 0xc2, 0x1a, 0xff},
	// A deep magenta on a white outline, as the brackets' violet.
	coach:     color.RGBA{0xc2, 0x10, 0x6e, 0xff},
	coachHalo: color.RGBA{0xff, 0xff, 0xff, 0xff},
	warn:      color.RGBA{0xa8, 0x3a, 0x00, 0xff},
	success:   color.RGBA{0x17, 0x6a, 0x36, 0xff},
	error:     color.RGBA{0xb8, 0x1d, 0x33, 0xff},
	quiet:     color.RGBA{0x6c, 0x12, 0xa8, 0xff},
	quietHalo: color.RGBA{0xff, 0xff, 0xff, 0xff},
	scrim:     color.RGBA{0x1b, 0x21, 0x2c, 0x66},

	button:        color.RGBA{0xff, 0xff, 0xff, 0xff},
	buttonHover:   color.RGBA{0xe9, 0xef, 0xf8, 0xff},
	buttonPressed: color.RGBA{0xd8, 0xdf, 0xea, 0xff},
	buttonLit:     color.RGBA{0xc6, 0xdb, 0xf8, 0xff},
	buttonBorder:  color.RGBA{0xa9, 0xb1, 0xbf, 0xff},
	buttonDimmed:  color.RGBA{0x86, 0x8d, 0x99, 0xff},

	flipFrame: color.RGBA{0xb0, 0x80, 0x52, 0xff},
	felt:      color.RGBA{0x2f, 0x8a, 0x5c, 0xff},
	feltEdge:  color.RGBA{0x26, 0x74, 0x4c, 0xff},
	white:     color.RGBA{0xfb, 0xf9, 0xf3, 0xff},
	whiteRim:  color.RGBA{0xcc, 0xc5, 0xb6, 0xff},
	black:     color.RGBA{0x24, 0x26, 0x2b, 0xff},
	blackRim:  color.RGBA{0x3e, 0x42, 0x4a, 0xff},

	fridgeFrame: color.RGBA{0x9a, 0xa3, 0xb0, 0xff},
	plate:       color.RGBA{0xd6, 0xdc, 0xe4, 0xff},
	plateEdge:   color.RGBA{0xb3, 0xbb, 0xc7, 0xff},
	screw:       color.RGBA{0x8a, 0x93, 0xa0, 0xff},
	open:        color.RGBA{0x1f, 0x9a, 0x5a, 0xff},
	closed:      color.RGBA{0xcc, 0x3b, 0x2a, 0xff},

	// The pieces in K colours: see kHues, with a brighter white disc.
	hues: kHues(hue{face: color.RGBA{0xfb, 0xf9, 0xf3, 0xff}, rim: color.RGBA{0xcc, 0xc5, 0xb6, 0xff}}),
}

// paletteOf returns the palette of theme t.
// kHues are the pieces in K colours (colours.go) for a theme whose white
// disc is white: the white and black discs of two colours, Okabe and
// Ito's orange and sky blue, Paul Tol's purple and red, each with a deep
// rim that outlines it on the felt; the same in both themes but for the
// white disc.
func kHues(white hue) [maxColours]hue {
	return [maxColours]hue{
		white,
		{face: color.RGBA{0x24, 0x26, 0x2b, 0xff}, rim: color.RGBA{0x3e, 0x42, 0x4a, 0xff},
			pip: color.RGBA{0xf4, 0xf1, 0xe8, 0xff}},
		{face: color.RGBA{0xe6, 0x9f, 0x00, 0xff}, rim: color.RGBA{0x45, 0x2f, 0x00, 0xff},
			groove: color.RGBA{0xa8, 0x6c, 0x00, 0xff}, pip: color.RGBA{0x24, 0x26, 0x2b, 0xff}},
		{face: color.RGBA{0x56, 0xb4, 0xe9, 0xff}, rim: color.RGBA{0x1a, 0x36, 0x46, 0xff},
			groove: color.RGBA{0x2f, 0x7d, 0xad, 0xff}, pip: color.RGBA{0x24, 0x26, 0x2b, 0xff}},
		{face: color.RGBA{0xaa, 0x44, 0x99, 0xff}, rim: color.RGBA{0x33, 0x14, 0x2e, 0xff},
			groove: color.RGBA{0x74, 0x24, 0x66, 0xff}, pip: color.RGBA{0xff, 0xff, 0xff, 0xff}},
		{face: color.RGBA{0xcc, 0x33, 0x11, 0xff}, rim: color.RGBA{0x3d, 0x0f, 0x05, 0xff},
			groove: color.RGBA{0x8c, 0x1e, 0x06, 0xff}, pip: color.RGBA{0xff, 0xff, 0xff, 0xff}},
	}
}

func paletteOf(t play.Theme) palette {
	if t == play.Light {
		return lightPalette
	}
	return darkPalette
}

// panel is the overlay's background: a step from the page towards the
// buttons.
func (p *palette) panel() color.RGBA { return lerpColor(p.background, p.button, 0.55) }

// kind is the colour of a text of kind k; plain text takes plain.
func (p *palette) kind(k play.Kind, plain color.RGBA) color.RGBA {
	switch k {
	case play.KindInfo:
		return p.gold
	case play.KindSuccess:
		return p.success
	case play.KindWarning:
		return p.warn
	case play.KindError:
		return p.error
	}
	return plain
}

// use makes t's palette the one drawn with. The sprites and the board's
// image, drawn in the old colours, go: the next Draw draws them again
// (see ensureSprites, boardImage).
func (p *paint) use(t play.Theme) {
	p.theme, p.pal = t, paletteOf(t)
	if p.sprites != nil {
		p.sprites.dispose()
		p.sprites = nil
	}
	if p.board != nil {
		p.board.Deallocate()
		p.board = nil
	}
}

// followTheme switches to the palette of the theme the view gives, when
// it changed: the pieces and the board are drawn again in its colours,
// and the next frame draws the whole screen.
func (g *Game) followTheme() {
	if g.view.Theme == g.paint.theme {
		return
	}
	g.paint.use(g.view.Theme)
	g.drawn.valid = false
}

// lerpColor mixes a and b: t=0 gives a, t=1 gives b.
func lerpColor(a, b color.RGBA, t float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), mix(a.A, b.A)}
}

// withAlpha returns c at opacity a (0..1), premultiplied.
func withAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// PageColour returns the page's background in theme t as CSS writes it
// (#rrggbb): the bridge gives it to the page around the canvas.
func PageColour(t play.Theme) string {
	c := paletteOf(t).background
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}
