package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

// Flip's app icons are drawn here, at build time, in the game's own
// colours (game/theme.go): a 4×4 Flip Game board of black and white discs
// on green felt in a dark wooden frame, one disc caught mid-turn. They
// are rasterised by a few lines of signed-distance antialiasing rather
// than by package game, which needs Ebitengine.

// The palette, as in game/theme.go.
var (
	colWood     = color.RGBA{0x3b, 0x2a, 0x1e, 0xff} // darkPalette.flipFrame
	colWoodHigh = color.RGBA{0x4d, 0x37, 0x27, 0xff} // the frame's lit top edge
	colWoodLow  = color.RGBA{0x30, 0x22, 0x18, 0xff} // the frame's bottom
	colFelt     = color.RGBA{0x1f, 0x6b, 0x48, 0xff}
	colFeltEdge = color.RGBA{0x18, 0x55, 0x39, 0xff}
	colWhite    = color.RGBA{0xf4, 0xf1, 0xe8, 0xff}
	colWhiteRim = color.RGBA{0xcf, 0xca, 0xbd, 0xff}
	colBlack    = color.RGBA{0x24, 0x26, 0x2b, 0xff}
	colBlackRim = color.RGBA{0x3e, 0x42, 0x4a, 0xff}
)

// iconBoard is the position the icon shows, row-major ('b' black, 'w'
// white, 't' a white disc turning over to black): a symmetric pattern
// that reads as a board at 48 px, with one piece in motion.
const iconBoard = "bwwb" + "wbtw" + "wbbw" + "bwwb"

// maskSafe is the radius of a maskable icon's safe zone, as a share of
// its side: the circle that every platform's mask keeps whole (W3C
// Manifest, "icon masks").
const maskSafe = 0.40

// An iconKind is how an icon is laid out.
type iconKind int

const (
	// plainIcon is the board in its frame with a shadow, on a
	// transparent ground: for launchers that show the icon as it is.
	plainIcon iconKind = iota
	// maskableIcon fills the square with the frame's wood and keeps the
	// felt and the discs within the safe zone, for launchers that cut
	// the icon to a shape of their own (circle, squircle, …).
	maskableIcon
	// touchIcon is for iOS's home screen, which rounds the corners of
	// the square (about 22% of the side) and fills anything transparent
	// with black: full bleed, with the board as large as those corners
	// allow.
	touchIcon
)

// An iconSpec is one icon of the site.
type iconSpec struct {
	stem string   // the file name before its hash
	size int      // the side in pixels
	kind iconKind // the layout
}

// iconsSpec are the icons flipsite writes: the manifest's (192 and 512
// px, each plain and maskable) and the apple-touch-icon.
var iconsSpec = []iconSpec{
	{"icon-192", 192, plainIcon},
	{"icon-512", 512, plainIcon},
	{"icon-maskable-192", 192, maskableIcon},
	{"icon-maskable-512", 512, maskableIcon},
	{appleTouchStem, 180, touchIcon},
}

// appleTouchStem is the stem of the icon the page names as its
// apple-touch-icon.
const appleTouchStem = "apple-touch-icon"

// drawIcon draws the icon of side n laid out as kind says.
func drawIcon(n int, kind iconKind) *image.RGBA {
	c := &canvas{image.NewRGBA(image.Rect(0, 0, n, n))}
	s := float64(n)
	var frame rect // the wooden frame
	var grid rect  // the 4×4 cells, with the gaps between them
	switch kind {
	case maskableIcon:
		frame = rect{0, 0, s, s}
		// The grid's corners on the safe circle, less a pixel's margin.
		half := (maskSafe*s - 1) / math.Sqrt2
		grid = rect{s/2 - half, s/2 - half, 2 * half, 2 * half}
	case touchIcon:
		frame = rect{0, 0, s, s}
		grid = frame.grow(-0.1 * s) // its corners well inside iOS's
	default:
		frame = rect{0.04 * s, 0.035 * s, 0.92 * s, 0.92 * s}
		// A soft shadow under the frame, as the game's board has.
		sh := frame
		sh.y += 0.02 * s
		c.fill(color.RGBA{0, 0, 0, 0x70}, sh.grow(0.004*s), 0.03*s, 0.12*s)
		grid = frame.grow(-0.075 * s)
	}
	maskable := kind != plainIcon // full bleed
	radius := 0.0
	if !maskable {
		radius = 0.14 * s
	}
	c.fillFunc(wood(frame), frame, 1, radius)
	if kind == maskableIcon {
		// Darker towards the edges, where a mask may cut: the eye goes to
		// the board.
		c.paint(0, 0, s, s, func(x, y float64) (color.RGBA, float64) {
			d := math.Hypot(x-s/2, y-s/2) / (s / 2)
			return color.RGBA{0x10, 0x0a, 0x06, 0xff}, 0.45 * math.Max(0, math.Min(1, (d-0.55)/0.9))
		})
	}
	if !maskable {
		// A lit top edge and a shaded recess around the felt.
		c.ringRect(frame.grow(-0.006*s), radius, 0.006*s, color.RGBA{0x6a, 0x4c, 0x36, 0x90})
	}
	c.fill(color.RGBA{0x1a, 0x12, 0x0c, 0x80}, grid.grow(0.012*s), 1, 0.03*s+0.012*s)

	gap := grid.w * 0.035
	cell := (grid.w - 3*gap) / 4
	for i, p := range iconBoard {
		x := grid.x + float64(i%4)*(cell+gap)
		y := grid.y + float64(i/4)*(cell+gap)
		r := rect{x, y, cell, cell}
		cr := cell * 0.12
		c.fill(colFeltEdge, r, 1, cr)
		c.fill(colFelt, r.grow(-math.Max(1, cell*0.035)), 1, cr*0.85)
		c.disc(x+cell/2, y+cell/2, cell*0.40, p)
	}
	return c.img
}

// wood returns the colour of the frame at (x, y): lit from above, with a
// faint grain running across.
func wood(frame rect) func(x, y float64) color.RGBA {
	return func(x, y float64) color.RGBA {
		t := (y - frame.y) / frame.h
		base := mix(colWoodHigh, colWood, math.Min(1, t*2.2))
		if t > 0.5 {
			base = mix(colWood, colWoodLow, (t-0.5)*2)
		}
		u := (y - frame.y) / frame.h * 46
		grain := 0.5 + 0.5*math.Sin(u+1.4*math.Sin((x-frame.x)/frame.w*4.1+u*0.11))
		return mix(base, colWoodLow, 0.28*grain*grain*grain)
	}
}

// disc draws a piece centred on (cx, cy) of radius r: kind 'w' white,
// 'b' black, 't' a white disc seen half-way through turning over, its
// dark face showing at the edge. Proportions as the game's sprites
// (game/piece.go).
func (c *canvas) disc(cx, cy, r float64, kind rune) {
	face, rim, shine := colWhite, colWhiteRim, 0.28
	if kind == 'b' {
		face, rim, shine = colBlack, colBlackRim, 0.10
	}
	sx := 1.0 // the disc's width, as a share of its height
	if kind == 't' {
		sx = 0.5
	}
	shadow := color.RGBA{0, 0, 0, 0x5c}
	c.ellipse(cx, cy+r*0.09, r*sx, r, shadow, r*0.08)
	if kind == 't' {
		// The black underside, a sliver to the right of the white face.
		c.ellipse(cx+r*0.12, cy, r*sx, r, colBlackRim, 1)
		c.ellipse(cx+r*0.10, cy, r*sx*0.93, r*0.93, colBlack, 1)
	}
	c.ellipse(cx, cy, r*sx, r, rim, 1)
	c.ellipse(cx, cy, r*sx*0.93, r*0.93, face, 1)
	if kind == 't' {
		c.ellipseRing(cx, cy, r*sx*0.7, r*0.7, math.Max(1, r*0.045), rim)
		c.ellipse(cx-r*sx*0.28, cy-r*0.32, r*sx*0.36, r*0.36, fade(color.RGBA{255, 255, 255, 255}, shine), 1)
		return
	}
	c.ellipseRing(cx, cy, r*0.7, r*0.7, math.Max(1, r*0.045), rim)
	c.ellipse(cx-r*0.28, cy-r*0.32, r*0.36, r*0.36, fade(color.RGBA{255, 255, 255, 255}, shine), 1)
}

// A rect is x, y, width and height in pixels.
type rect struct{ x, y, w, h float64 }

// grow returns r with d added on every side (d < 0 shrinks it).
func (r rect) grow(d float64) rect { return rect{r.x - d, r.y - d, r.w + 2*d, r.h + 2*d} }

// sdf returns the signed distance from (x, y) to the edge of r with
// corners rounded to radius rad: negative inside.
func (r rect) sdf(x, y, rad float64) float64 {
	qx := math.Abs(x-(r.x+r.w/2)) - (r.w/2 - rad)
	qy := math.Abs(y-(r.y+r.h/2)) - (r.h/2 - rad)
	return math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - rad
}

// canvas draws antialiased shapes on an RGBA image (premultiplied), each
// pixel covered by its distance to the shape's edge.
type canvas struct{ img *image.RGBA }

// cover turns a signed distance into coverage, over an edge soft pixels
// wide (1 for a crisp antialiased edge).
func cover(d, soft float64) float64 { return math.Max(0, math.Min(1, 0.5-d/soft)) }

// fill fills r with corners of radius rad in clr (premultiplied), its
// edge soft pixels wide.
func (c *canvas) fill(clr color.RGBA, r rect, soft, rad float64) {
	c.fillFunc(func(float64, float64) color.RGBA { return clr }, r, soft, rad)
}

// fillFunc fills r with corners of radius rad, each pixel in the colour
// clr gives for it.
func (c *canvas) fillFunc(clr func(x, y float64) color.RGBA, r rect, soft, rad float64) {
	pad := soft + 1
	c.paint(r.x-pad, r.y-pad, r.x+r.w+pad, r.y+r.h+pad, func(x, y float64) (color.RGBA, float64) {
		return clr(x, y), cover(r.sdf(x, y, rad), soft)
	})
}

// ringRect strokes the outline of r (radius rad) with a line w wide.
func (c *canvas) ringRect(r rect, rad, w float64, clr color.RGBA) {
	c.paint(r.x-w-1, r.y-w-1, r.x+r.w+w+1, r.y+r.h+w+1, func(x, y float64) (color.RGBA, float64) {
		return clr, cover(math.Abs(r.sdf(x, y, rad))-w/2, 1)
	})
}

// ellipseDist approximates the signed distance from (x, y) to the
// ellipse about (cx, cy) with radii rx, ry: exact for a circle, and
// close enough on a flattened disc for antialiasing.
func ellipseDist(x, y, cx, cy, rx, ry float64) float64 {
	dx, dy := (x-cx)/rx, (y-cy)/ry
	return (math.Hypot(dx, dy) - 1) * math.Min(rx, ry)
}

// ellipse fills an ellipse, its edge soft pixels wide.
func (c *canvas) ellipse(cx, cy, rx, ry float64, clr color.RGBA, soft float64) {
	pad := soft + 1
	c.paint(cx-rx-pad, cy-ry-pad, cx+rx+pad, cy+ry+pad, func(x, y float64) (color.RGBA, float64) {
		return clr, cover(ellipseDist(x, y, cx, cy, rx, ry), soft)
	})
}

// ellipseRing strokes an ellipse with a line w wide.
func (c *canvas) ellipseRing(cx, cy, rx, ry, w float64, clr color.RGBA) {
	c.paint(cx-rx-w-1, cy-ry-w-1, cx+rx+w+1, cy+ry+w+1, func(x, y float64) (color.RGBA, float64) {
		return clr, cover(math.Abs(ellipseDist(x, y, cx, cy, rx, ry))-w/2, 1)
	})
}

// paint blends over every pixel of the box (x0, y0)–(x1, y1) the colour
// and coverage that shade gives for its centre.
func (c *canvas) paint(x0, y0, x1, y1 float64, shade func(x, y float64) (color.RGBA, float64)) {
	b := c.img.Bounds()
	ix0, iy0 := max(b.Min.X, int(math.Floor(x0))), max(b.Min.Y, int(math.Floor(y0)))
	ix1, iy1 := min(b.Max.X, int(math.Ceil(x1))), min(b.Max.Y, int(math.Ceil(y1)))
	for py := iy0; py < iy1; py++ {
		for px := ix0; px < ix1; px++ {
			clr, a := shade(float64(px)+0.5, float64(py)+0.5)
			if a <= 0 {
				continue
			}
			p := c.img.Pix[c.img.PixOffset(px, py):][:4:4]
			k := 1 - a*float64(clr.A)/255
			p[0] = uint8(float64(clr.R)*a + float64(p[0])*k + 0.5)
			p[1] = uint8(float64(clr.G)*a + float64(p[1])*k + 0.5)
			p[2] = uint8(float64(clr.B)*a + float64(p[2])*k + 0.5)
			p[3] = uint8(float64(clr.A)*a + float64(p[3])*k + 0.5)
		}
	}
}

// mix mixes a and b: t=0 gives a, t=1 gives b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// fade returns c at opacity a (0..1), premultiplied.
func fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// encodePNG encodes img as a PNG at the best compression.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
