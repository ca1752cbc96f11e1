package game

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// TestSpriteCrop checks that a sprite drawn at spriteSide is the centred
// crop of the cell-sized one, pixel for pixel, and that the cell-sized one
// has nothing outside the crop: a cropped sprite lands on the same pixels.
// A crop smaller than the cell keeps the two clear pixels spriteSide
// promises on every side, for the linear filter to sample.
func TestSpriteCrop(t *testing.T) {
	clr := color.RGBA{0xd8, 0xd8, 0xd8, 0xff}
	for _, cell := range []float64{13, 24.5, 37.25, 64, 101.7, 150} {
		n := int(math.Ceil(cell))
		l, th := cell*handleLength, cell*handleThickness
		shapes := []struct {
			name   string
			ew, eh float64 // how far the shape reaches from the centre
			draw   func(cv *canvas, x, y float64)
		}{
			{"disc", cell * discRadius, cell * discRadius, func(cv *canvas, x, y float64) { cv.circle(x, y, cell*discRadius, clr) }},
			{"handle", l / 2, th / 2, func(cv *canvas, x, y float64) { cv.capsule(x-l/2+th/2, y, x+l/2-th/2, y, th/2, clr) }},
		}
		for _, sh := range shapes {
			w, h := spriteSide(n, sh.ew), spriteSide(n, sh.eh)
			if (n-w)%2 != 0 || (n-h)%2 != 0 || w > n || h > n {
				t.Fatalf("cell %g, %s: sides %d×%d for a cell of %d: want the parity of %d and no larger", cell, sh.name, w, h, n, n)
			}
			full, crop := newCanvas(n, n), newCanvas(w, h)
			sh.draw(full, float64(n)/2, float64(n)/2)
			sh.draw(crop, float64(w)/2, float64(h)/2)
			ox, oy := (n-w)/2, (n-h)/2
			for y := range h {
				for x := range w {
					edgeX := w < n && (x < 2 || x >= w-2)
					edgeY := h < n && (y < 2 || y >= h-2)
					if c := crop.img.RGBAAt(x, y); (edgeX || edgeY) && c.A != 0 {
						t.Fatalf("cell %g, %s: pixel (%d, %d) of the %d×%d crop is inked, within the two clear pixels on its edges", cell, sh.name, x, y, w, h)
					}
				}
			}
			inside := image.Rect(ox, oy, ox+w, oy+h)
			for y := range n {
				for x := range n {
					got := full.img.RGBAAt(x, y)
					if !(image.Point{x, y}).In(inside) {
						if got.A != 0 {
							t.Fatalf("cell %g, %s: pixel (%d, %d) of the cell-sized sprite is inked outside the crop %v", cell, sh.name, x, y, inside)
						}
						continue
					}
					if c := crop.img.RGBAAt(x-ox, y-oy); c != got {
						t.Fatalf("cell %g, %s: pixel (%d, %d) is %v cropped, %v in the cell-sized sprite", cell, sh.name, x, y, c, got)
					}
				}
			}
		}
	}
}
