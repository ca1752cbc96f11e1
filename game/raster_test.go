package game

import (
	"image/color"
	"testing"
)

// TestCircleSpans checks that filling a disc's inside wholly, without
// asking coverage, paints exactly what the pixel-by-pixel coverage does.
func TestCircleSpans(t *testing.T) {
	clr := color.RGBA{0x80, 0x40, 0x20, 0xc0}
	for _, c := range []struct{ cx, cy, r float64 }{
		{50, 50, 40}, {50.3, 49.7, 33.4}, {10, 10, 0.4}, {10, 10, 0.7}, {20.5, 20.5, 1.5}, {0, 0, 30}, {64, 64, 96},
	} {
		fast, slow := newCanvas(100, 100), newCanvas(100, 100)
		fast.circle(c.cx, c.cy, c.r, clr)
		slow.paint(clr, c.cx-c.r-1, c.cy-c.r-1, c.cx+c.r+1, c.cy+c.r+1, func(x, y float64) float64 {
			return edge(dist(x-c.cx, y-c.cy) - c.r)
		})
		inked := 0
		for i := range fast.img.Pix {
			if fast.img.Pix[i] != slow.img.Pix[i] {
				t.Fatalf("circle(%v, %v, %v): byte %d (pixel %d, %d) is %d, want %d", c.cx, c.cy, c.r, i, i/4%100, i/400, fast.img.Pix[i], slow.img.Pix[i])
			}
			if fast.img.Pix[i] != 0 {
				inked++
			}
		}
		if inked == 0 {
			t.Errorf("circle(%v, %v, %v) painted nothing", c.cx, c.cy, c.r)
		}
	}
}

func BenchmarkSprites(b *testing.B) {
	for b.Loop() {
		cv := newCanvas(133, 133)
		r := 133 * discRadius
		cv.circle(66.5, 66.5, r, colWhiteRim)
		cv.circle(66.5, 66.5, r*0.93, colWhite)
		cv.ring(66.5, 66.5, r*0.7, r*0.045, colWhiteRim)
		cv.circle(66.5-r*0.28, 66.5-r*0.32, r*0.36, colWhite)
	}
}
