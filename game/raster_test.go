package game

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// refPaint is the canvas's painting as plainly as it can be written: every
// pixel of the box asked its coverage, the colour blended over it.
func refPaint(img *image.RGBA, clr color.RGBA, x0, y0, x1, y1 float64, coverage func(x, y float64) float64) {
	for py := int(math.Floor(y0)); py < int(math.Ceil(y1)); py++ {
		for px := int(math.Floor(x0)); px < int(math.Ceil(x1)); px++ {
			if !image.Pt(px, py).In(img.Rect) {
				continue
			}
			a := coverage(float64(px)+0.5, float64(py)+0.5)
			if a <= 0 {
				continue
			}
			a = min(a, 1)
			k := 1 - a*float64(clr.A)/255
			p := img.Pix[img.PixOffset(px, py):]
			for i, c := range []uint8{clr.R, clr.G, clr.B, clr.A} {
				p[i] = uint8(float64(c)*a + float64(p[i])*k + 0.5)
			}
		}
	}
}

// TestShapeSpans checks that discs and rings, which skip the pixels their
// rows say they cannot cover and fill the ones they cover wholly, paint
// byte for byte what asking every pixel's coverage paints: opaque and
// translucent, over what is already there, cut by the canvas's edges.
func TestShapeSpans(t *testing.T) {
	under := color.RGBA{0x10, 0x30, 0x50, 0xff}
	for _, clr := range []color.RGBA{{0x80, 0x40, 0x20, 0xc0}, {0xf0, 0xe0, 0xd0, 0xff}} {
		for _, c := range []struct{ cx, cy, r, w float64 }{
			{50, 50, 40, 3}, {50.3, 49.7, 33.4, 1.2}, {10, 10, 0.4, 1}, {10, 10, 0.7, 0.5}, {20.5, 20.5, 1.5, 2}, {0, 0, 30, 4}, {64, 64, 96, 6}, {47.2, 52.9, 23.3, 1.05},
		} {
			circle := func(x, y float64) float64 { return edge(dist(x-c.cx, y-c.cy) - c.r) }
			ring := func(x, y float64) float64 { return edge(math.Abs(dist(x-c.cx, y-c.cy)-c.r) - c.w/2) }
			fast, slow := newCanvas(100, 100), newCanvas(100, 100)
			// Something underneath, where the shapes blend.
			fast.circle(50, 50, 30, under)
			refPaint(slow.img, under, 19, 19, 81, 81, func(x, y float64) float64 { return edge(dist(x-50, y-50) - 30) })
			fast.circle(c.cx, c.cy, c.r, clr)
			refPaint(slow.img, clr, c.cx-c.r-1, c.cy-c.r-1, c.cx+c.r+1, c.cy+c.r+1, circle)
			hi := c.r + c.w/2 + 1
			fast.ring(c.cx, c.cy, c.r, c.w, clr)
			refPaint(slow.img, clr, c.cx-hi, c.cy-hi, c.cx+hi, c.cy+hi, ring)
			for i := range fast.img.Pix {
				if fast.img.Pix[i] != slow.img.Pix[i] {
					t.Fatalf("colour %v, circle and ring %+v: byte %d (pixel %d, %d) is %d, want %d", clr, c, i, i/4%100, i/400, fast.img.Pix[i], slow.img.Pix[i])
				}
			}
		}
	}
}

func BenchmarkSprites(b *testing.B) {
	for b.Loop() {
		cv := newCanvas(133, 133)
		r := 133 * discRadius
		cv.circle(66.5, 66.5, r, darkPalette.whiteRim)
		cv.circle(66.5, 66.5, r*0.93, darkPalette.white)
		cv.ring(66.5, 66.5, r*0.7, r*0.045, darkPalette.whiteRim)
		cv.circle(66.5-r*0.28, 66.5-r*0.32, r*0.36, darkPalette.white)
	}
}
