package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// canvas draws the pieces' sprites on the CPU, each shape antialiased by
// 4×4 supersampling, before they go to the GPU once as images. Drawing them
// with Ebitengine's vector package instead would compile several more
// shader programs before the first frame, which costs seconds in software
// GL.
type canvas struct{ img *image.RGBA }

func newCanvas(w, h int) *canvas { return &canvas{image.NewRGBA(image.Rect(0, 0, w, h))} }

// image uploads the canvas.
func (c *canvas) image() *ebiten.Image { return ebiten.NewImageFromImage(c.img) }

// paint blends clr over every pixel by the share of its 16 samples for
// which inside holds, within the bounding box (x0, y0)–(x1, y1).
func (c *canvas) paint(clr color.RGBA, x0, y0, x1, y1 float64, inside func(x, y float64) bool) {
	b := c.img.Bounds()
	ix0, iy0 := max(b.Min.X, int(math.Floor(x0))), max(b.Min.Y, int(math.Floor(y0)))
	ix1, iy1 := min(b.Max.X, int(math.Ceil(x1))), min(b.Max.Y, int(math.Ceil(y1)))
	for py := iy0; py < iy1; py++ {
		for px := ix0; px < ix1; px++ {
			n := 0
			for sy := 0; sy < 4; sy++ {
				for sx := 0; sx < 4; sx++ {
					if inside(float64(px)+(float64(sx)+0.5)/4, float64(py)+(float64(sy)+0.5)/4) {
						n++
					}
				}
			}
			if n == 0 {
				continue
			}
			a := float64(n) / 16
			o := c.img.RGBAAt(px, py)
			k := 1 - a*float64(clr.A)/255
			mix := func(src, dst uint8) uint8 { return uint8(float64(src)*a + float64(dst)*k + 0.5) }
			c.img.SetRGBA(px, py, color.RGBA{mix(clr.R, o.R), mix(clr.G, o.G), mix(clr.B, o.B), mix(clr.A, o.A)})
		}
	}
}

// circle fills a disc of radius r about (cx, cy); clr is premultiplied.
func (c *canvas) circle(cx, cy, r float64, clr color.RGBA) {
	c.paint(clr, cx-r, cy-r, cx+r, cy+r, func(x, y float64) bool { return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r })
}

// ring draws a circle's outline of width w about (cx, cy).
func (c *canvas) ring(cx, cy, r, w float64, clr color.RGBA) {
	lo, hi := r-w/2, r+w/2
	c.paint(clr, cx-hi, cy-hi, cx+hi, cy+hi, func(x, y float64) bool {
		d := (x-cx)*(x-cx) + (y-cy)*(y-cy)
		return d >= lo*lo && d <= hi*hi
	})
}

// capsule fills the points within r of the segment (ax, ay)–(bx, by).
func (c *canvas) capsule(ax, ay, bx, by, r float64, clr color.RGBA) {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	c.paint(clr, math.Min(ax, bx)-r, math.Min(ay, by)-r, math.Max(ax, bx)+r, math.Max(ay, by)+r, func(x, y float64) bool {
		t := 0.0
		if l2 > 0 {
			t = math.Max(0, math.Min(1, ((x-ax)*dx+(y-ay)*dy)/l2))
		}
		ex, ey := x-ax-t*dx, y-ay-t*dy
		return ex*ex+ey*ey <= r*r
	})
}

// triangle fills the triangle a, b, c.
func (c *canvas) triangle(a, b, d [2]float64, clr color.RGBA) {
	side := func(p, q [2]float64, x, y float64) float64 { return (q[0]-p[0])*(y-p[1]) - (q[1]-p[1])*(x-p[0]) }
	c.paint(clr, math.Min(a[0], math.Min(b[0], d[0])), math.Min(a[1], math.Min(b[1], d[1])),
		math.Max(a[0], math.Max(b[0], d[0])), math.Max(a[1], math.Max(b[1], d[1])), func(x, y float64) bool {
			s1, s2, s3 := side(a, b, x, y), side(b, d, x, y), side(d, a, x, y)
			return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)
		})
}
