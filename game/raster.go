package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// canvas draws the pieces' sprites on the CPU, each shape antialiased by
// its distance to the pixel's centre, before they go to the GPU once as
// images. Drawing them
// with Ebitengine's vector package instead would compile several more
// shader programs before the first frame, which costs seconds in software
// GL.
type canvas struct{ img *image.RGBA }

func newCanvas(w, h int) *canvas { return &canvas{image.NewRGBA(image.Rect(0, 0, w, h))} }

// image uploads the canvas.
func (c *canvas) image() *ebiten.Image { return ebiten.NewImageFromImage(c.img) }

// paint blends clr over every pixel in the bounding box (x0, y0)–(x1, y1)
// by coverage(x, y), the share of the pixel centred on (x, y) that the
// shape covers, from 0 to 1.
func (c *canvas) paint(clr color.RGBA, x0, y0, x1, y1 float64, coverage func(x, y float64) float64) {
	c.paintSpans(clr, x0, y0, x1, y1, coverage, nil)
}

// A span says where, on the row of pixels centred on some y, a shape can
// be: a pixel centred outside [out0, out1], or strictly inside (hole0,
// hole1), is not covered at all, and one centred in [in0, in1] is covered
// wholly. Only the pixels left are asked their coverage. The bounds may
// say less than the shape (out wider, hole and in narrower), never more.
type span struct{ out0, out1, in0, in1, hole0, hole1 float64 }

// anywhere is the span of a shape that says nothing of its rows.
var anywhere = span{math.Inf(-1), math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)}

// paintSpans is paint for a shape that says, for the row of pixels
// centred on y, where on it the shape can be (rows may be nil). Asking a
// pixel's coverage is a call, a square root and more; in the page the
// sprites of the first frame asked it of every pixel of their boxes.
func (c *canvas) paintSpans(clr color.RGBA, x0, y0, x1, y1 float64, coverage func(x, y float64) float64, rows func(y float64) span) {
	b := c.img.Bounds()
	ix0, iy0 := max(b.Min.X, int(math.Floor(x0))), max(b.Min.Y, int(math.Floor(y0)))
	ix1, iy1 := min(b.Max.X, int(math.Ceil(x1))), min(b.Max.Y, int(math.Ceil(y1)))
	r, g, bl, al := float64(clr.R), float64(clr.G), float64(clr.B), float64(clr.A)
	for py := iy0; py < iy1; py++ {
		row := c.img.Pix[c.img.PixOffset(ix0, py):c.img.PixOffset(ix1, py)]
		y := float64(py) + 0.5
		s := anywhere
		if rows != nil {
			s = rows(y)
		}
		for i := 0; i+3 < len(row); i += 4 {
			x := float64(ix0+i/4) + 0.5
			if x < s.out0 || x > s.out1 || (x > s.hole0 && x < s.hole1) {
				continue
			}
			p := row[i : i+4 : i+4]
			a := 1.0
			if x < s.in0 || x > s.in1 {
				a = coverage(x, y)
				if a <= 0 {
					continue
				}
				a = min(a, 1)
			} else if clr.A == 255 {
				// Covered wholly by an opaque colour: the blend
				// below gives the colour itself.
				p[0], p[1], p[2], p[3] = clr.R, clr.G, clr.B, clr.A
				continue
			}
			k := 1 - a*al/255
			p[0] = uint8(r*a + float64(p[0])*k + 0.5)
			p[1] = uint8(g*a + float64(p[1])*k + 0.5)
			p[2] = uint8(bl*a + float64(p[2])*k + 0.5)
			p[3] = uint8(al*a + float64(p[3])*k + 0.5)
		}
	}
}

// halfChord returns half the chord at height dy of a circle of radius r,
// or -1 if the row misses the circle.
func halfChord(r, dy float64) float64 {
	if r <= 0 || math.Abs(dy) >= r {
		return -1
	}
	return math.Sqrt(r*r - dy*dy)
}

// chordOut sets s's [out0, out1] to the pixels of the row at height dy
// of centre cx that can be within r of the centre: none if the row
// misses the circle. Widened a little, so rounding never leaves out a
// pixel of coverage above 0.
func (s *span) chordOut(cx, r, dy float64) {
	if w := halfChord(r, dy); w >= 0 {
		s.out0, s.out1 = cx-w-1e-9, cx+w+1e-9
	} else {
		s.out0, s.out1 = math.Inf(1), math.Inf(-1)
	}
}

// dist is the distance from the origin to (dx, dy): math.Hypot without
// its guards against overflow, which these small sizes never need and
// which cost WebAssembly dearly.
func dist(dx, dy float64) float64 { return math.Sqrt(dx*dx + dy*dy) }

// edge turns a signed distance (negative inside) into pixel coverage.
func edge(d float64) float64 { return 0.5 - d }

// circle fills a disc of radius r about (cx, cy); clr is premultiplied.
// A pixel whose centre is within r-0.5 of the centre is covered wholly,
// and one whose centre is r+0.5 or more away not at all.
func (c *canvas) circle(cx, cy, r float64, clr color.RGBA) {
	c.paintSpans(clr, cx-r-1, cy-r-1, cx+r+1, cy+r+1,
		func(x, y float64) float64 { return edge(dist(x-cx, y-cy) - r) },
		func(y float64) span {
			s := anywhere
			s.chordOut(cx, r+0.5, y-cy)
			// Shrunk a little, so rounding never admits a pixel whose
			// coverage is below 1.
			if w := halfChord(r-0.5, y-cy); w >= 0 {
				s.in0, s.in1 = cx-w+1e-9, cx+w-1e-9
			}
			return s
		})
}

// ring draws a circle's outline of width w about (cx, cy).
func (c *canvas) ring(cx, cy, r, w float64, clr color.RGBA) {
	hi := r + w/2 + 1
	c.paintSpans(clr, cx-hi, cy-hi, cx+hi, cy+hi, func(x, y float64) float64 {
		return edge(math.Abs(dist(x-cx, y-cy)-r) - w/2)
	}, func(y float64) span {
		// Covered only between r-w/2-0.5 and r+w/2+0.5 from the centre.
		s := anywhere
		s.chordOut(cx, r+w/2+0.5, y-cy)
		if h := halfChord(r-w/2-0.5, y-cy); h >= 0 {
			s.hole0, s.hole1 = cx-h+1e-9, cx+h-1e-9
		}
		return s
	})
}

// capsule fills the points within r of the segment (ax, ay)–(bx, by).
func (c *canvas) capsule(ax, ay, bx, by, r float64, clr color.RGBA) {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	c.paint(clr, math.Min(ax, bx)-r-1, math.Min(ay, by)-r-1, math.Max(ax, bx)+r+1, math.Max(ay, by)+r+1, func(x, y float64) float64 {
		t := 0.0
		if l2 > 0 {
			t = math.Max(0, math.Min(1, ((x-ax)*dx+(y-ay)*dy)/l2))
		}
		return edge(dist(x-ax-t*dx, y-ay-t*dy) - r)
	})
}

// triangle fills the triangle a, b, d, with 4×4 samples a pixel.
func (c *canvas) triangle(a, b, d [2]float64, clr color.RGBA) {
	side := func(p, q [2]float64, x, y float64) float64 { return (q[0]-p[0])*(y-p[1]) - (q[1]-p[1])*(x-p[0]) }
	inside := func(x, y float64) bool {
		s1, s2, s3 := side(a, b, x, y), side(b, d, x, y), side(d, a, x, y)
		return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)
	}
	c.paint(clr, math.Min(a[0], math.Min(b[0], d[0])), math.Min(a[1], math.Min(b[1], d[1])),
		math.Max(a[0], math.Max(b[0], d[0])), math.Max(a[1], math.Max(b[1], d[1])), func(x, y float64) float64 {
			n := 0
			for sy := -1.5; sy < 2; sy++ {
				for sx := -1.5; sx < 2; sx++ {
					if inside(x+sx/4, y+sy/4) {
						n++
					}
				}
			}
			return float64(n) / 16
		})
}
