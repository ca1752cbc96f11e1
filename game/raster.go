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

// paintSpans is paint for a shape that knows, for the row of pixels
// centred on y, the span from in0 to in1 that it covers wholly: the
// pixels centred in it are filled without asking coverage. solid may be
// nil.
func (c *canvas) paintSpans(clr color.RGBA, x0, y0, x1, y1 float64, coverage func(x, y float64) float64, solid func(y float64) (in0, in1 float64)) {
	b := c.img.Bounds()
	ix0, iy0 := max(b.Min.X, int(math.Floor(x0))), max(b.Min.Y, int(math.Floor(y0)))
	ix1, iy1 := min(b.Max.X, int(math.Ceil(x1))), min(b.Max.Y, int(math.Ceil(y1)))
	r, g, bl, al := float64(clr.R), float64(clr.G), float64(clr.B), float64(clr.A)
	for py := iy0; py < iy1; py++ {
		row := c.img.Pix[c.img.PixOffset(ix0, py):c.img.PixOffset(ix1, py)]
		y := float64(py) + 0.5
		in0, in1 := math.Inf(1), math.Inf(-1)
		if solid != nil {
			in0, in1 = solid(y)
		}
		for i := 0; i+3 < len(row); i += 4 {
			x := float64(ix0+i/4) + 0.5
			a := 1.0
			if x < in0 || x > in1 {
				a = coverage(x, y)
				if a <= 0 {
					continue
				}
				a = min(a, 1)
			}
			k := 1 - a*al/255
			p := row[i : i+4 : i+4]
			p[0] = uint8(r*a + float64(p[0])*k + 0.5)
			p[1] = uint8(g*a + float64(p[1])*k + 0.5)
			p[2] = uint8(bl*a + float64(p[2])*k + 0.5)
			p[3] = uint8(al*a + float64(p[3])*k + 0.5)
		}
	}
}

// dist is the distance from the origin to (dx, dy): math.Hypot without
// its guards against overflow, which these small sizes never need and
// which cost WebAssembly dearly.
func dist(dx, dy float64) float64 { return math.Sqrt(dx*dx + dy*dy) }

// edge turns a signed distance (negative inside) into pixel coverage.
func edge(d float64) float64 { return 0.5 - d }

// circle fills a disc of radius r about (cx, cy); clr is premultiplied.
// A pixel whose centre is within r-0.5 of the centre is covered wholly.
func (c *canvas) circle(cx, cy, r float64, clr color.RGBA) {
	inner := r - 0.5
	c.paintSpans(clr, cx-r-1, cy-r-1, cx+r+1, cy+r+1,
		func(x, y float64) float64 { return edge(dist(x-cx, y-cy) - r) },
		func(y float64) (float64, float64) {
			dy := y - cy
			if inner <= 0 || math.Abs(dy) >= inner {
				return math.Inf(1), math.Inf(-1)
			}
			// Shrunk a little, so rounding never admits a pixel whose
			// coverage is below 1.
			w := math.Sqrt(inner*inner-dy*dy) - 1e-9
			return cx - w, cx + w
		})
}

// ring draws a circle's outline of width w about (cx, cy).
func (c *canvas) ring(cx, cy, r, w float64, clr color.RGBA) {
	hi := r + w/2 + 1
	c.paint(clr, cx-hi, cy-hi, cx+hi, cy+hi, func(x, y float64) float64 {
		return edge(math.Abs(dist(x-cx, y-cy)-r) - w/2)
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
