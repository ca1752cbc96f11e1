package game

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"flip/game/play"
)

// TestPreviewColours writes pictures of the pieces in K colours for a
// person to look at, when FLIP_PREVIEW names a directory:
//
//	FLIP_PREVIEW=/tmp/flip-preview go test -run Preview ./game/
//
// One picture per theme and cell size (the smallest the layout gives, a
// 10×10 board on a 320×480 phone, and a large one): a row of every
// colour's disc for K = 3 to 6, then a row of every handle, then a disc
// and a handle caught at six moments of a turn. The smallest size is
// also written four times enlarged, pixel for pixel. The pieces are put
// together on the processor from the sprites' canvases, as
// drawColourDisc and drawColourHandle put them together on the screen
// (at rest, pixel for pixel).
func TestPreviewColours(t *testing.T) {
	dir := os.Getenv("FLIP_PREVIEW")
	if dir == "" {
		t.Skip("FLIP_PREVIEW is not set: no pictures written")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	small := play.Compute(320, 480, 10, 10, false).Cells[0].W
	for _, th := range []play.Theme{play.Dark, play.Light} {
		for _, cell := range []float64{small, 96} {
			img := previewSheet(paletteOf(th), cell)
			name := fmt.Sprintf("colours-%v-%.0f.png", th, cell)
			writePNG(t, filepath.Join(dir, name), img)
			if cell < 40 {
				writePNG(t, filepath.Join(dir, fmt.Sprintf("colours-%v-%.0f-x4.png", th, cell)), enlarge(img, 4))
			}
		}
	}
	t.Logf("pictures in %s", dir)
}

// previewSheet draws the sheet of pieces for one palette and cell size.
func previewSheet(pal palette, cell float64) *image.RGBA {
	pitch := math.Round(cell * 1.12)
	pad := math.Round(cell * 0.3)
	cols := maxColours
	rows := 2*(maxColours-2) + 2
	w := int(2*pad + pitch*float64(cols))
	h := int(2*pad + pitch*float64(rows) + pad)
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	fillBox(dst, 0, 0, float64(w), float64(h), pal.background)
	_, shadow := discCanvases(cell, &pal)
	_, _, screw := steelCanvases(cell, &pal)
	bar := pipHandleCanvas(cell)
	row := 0
	at := func(col int) (x, y float64) {
		extra := 0.0
		if row >= maxColours-2 {
			extra = pad / 2
		}
		if row >= 2*(maxColours-2) {
			extra = pad
		}
		return pad + pitch*float64(col), pad + pitch*float64(row) + extra
	}
	disc := func(col, k, from, to int, turn float64) {
		x, y := at(col)
		previewFelt(dst, &pal, x, y, cell)
		cx, cy := x+cell/2, y+cell/2
		lift := math.Sin(math.Pi * turn)
		scale := 1 + 0.14*lift
		off := cell * (0.035 + 0.09*lift)
		ss := 1 + 0.1*lift
		stampCPU(dst, shadow.img, cx+off*0.6, cy+off, ss, ss, 0, &color.RGBA{0, 0, 0, 0x50})
		v := discSide(colourOf(from, k), colourOf(to, k), turn)
		stampCPU(dst, colourDiscCanvas(cell, &pal, v).img, cx, cy, scale, scale*math.Abs(math.Cos(math.Pi*turn)), 0, nil)
	}
	handle := func(col, k, from, to int, turn float64) {
		x, y := at(col)
		previewPlate(dst, &pal, x, y, cell, screw.img)
		cx, cy := x+cell/2, y+cell/2
		e := easeInOut(turn)
		angle := handleTurn(from, to, k, e)
		off := cell * 0.04
		stampCPU(dst, bar.img, cx+off, cy+off*1.3, 1, 1, angle, &color.RGBA{0, 0, 0, 0x48})
		tint := lerpColor(pal.handleTint(from), pal.handleTint(to), e)
		stampCPU(dst, bar.img, cx, cy, 1, 1, angle, &tint)
		stampCPU(dst, pipHubCanvas(cell, &pal, discSide(from, to, e)).img, cx, cy, 1, 1, 0, nil)
	}
	for k := 3; k <= maxColours; k++ {
		for v := range k {
			disc(v, k, v, v, 1)
		}
		row++
	}
	for k := 3; k <= maxColours; k++ {
		for v := range k {
			handle(v, k, v, v, 1)
		}
		row++
	}
	// A press turns a disc from 1 to 2 and a handle from 3 to 0 (K = 4).
	for i, turn := range []float64{0, 0.2, 0.4, 0.6, 0.8, 1} {
		disc(i, 4, 1, 2, turn)
	}
	row++
	for i, turn := range []float64{0, 0.2, 0.4, 0.6, 0.8, 1} {
		handle(i, 4, 3, 0, turn)
	}
	return dst
}

// previewFelt draws an empty cell of felt, as boardImage does.
func previewFelt(dst *image.RGBA, pal *palette, x, y, cell float64) {
	fillBox(dst, x-cell*0.06, y-cell*0.06, x+cell*1.06, y+cell*1.06, pal.flipFrame)
	cr := math.Max(2, cell*0.12)
	fillRound(dst, x, y, cell, cell, cr, pal.feltEdge)
	in := math.Max(1, math.Round(cell*0.03))
	fillRound(dst, x+in, y+in, cell-2*in, cell-2*in, cr*0.85, pal.felt)
}

// previewPlate draws an empty steel plate with its screws.
func previewPlate(dst *image.RGBA, pal *palette, x, y, cell float64, screw *image.RGBA) {
	fillBox(dst, x-cell*0.06, y-cell*0.06, x+cell*1.06, y+cell*1.06, pal.fridgeFrame)
	cr := math.Max(2, cell*0.12)
	fillRound(dst, x, y, cell, cell, cr, pal.plateEdge)
	in := math.Max(1, math.Round(cell*0.03))
	fillRound(dst, x+in, y+in, cell-2*in, cell-2*in, cr*0.85, pal.plate)
	d := cell * 0.13
	for _, p := range [4][2]float64{{x + d, y + d}, {x + cell - d, y + d}, {x + d, y + cell - d}, {x + cell - d, y + cell - d}} {
		stampCPU(dst, screw, math.Round(p[0]-float64(screw.Rect.Dx())/2)+float64(screw.Rect.Dx())/2, math.Round(p[1]-float64(screw.Rect.Dy())/2)+float64(screw.Rect.Dy())/2, 1, 1, 0, nil)
	}
}

// fillBox fills the pixels whose centres lie in (x0, y0)–(x1, y1).
func fillBox(dst *image.RGBA, x0, y0, x1, y1 float64, clr color.RGBA) {
	for py := int(math.Round(y0)); py < int(math.Round(y1)); py++ {
		for px := int(math.Round(x0)); px < int(math.Round(x1)); px++ {
			if image.Pt(px, py).In(dst.Rect) {
				dst.SetRGBA(px, py, clr)
			}
		}
	}
}

// fillRound fills a rounded rectangle, antialiased.
func fillRound(dst *image.RGBA, x, y, w, h, r float64, clr color.RGBA) {
	cv := &canvas{dst}
	cv.paint(clr, x-1, y-1, x+w+1, y+h+1, func(px, py float64) float64 {
		qx := math.Max(math.Abs(px-(x+w/2))-(w/2-r), 0)
		qy := math.Max(math.Abs(py-(y+h/2))-(h/2-r), 0)
		return edge(dist(qx, qy) - r)
	})
}

// stampCPU draws src onto dst as stamp does on the GPU: centred on (cx,
// cy), scaled by (sx, sy), turned by angle, tinted by tint (nil: none),
// snapped to whole pixels and sampled as is when that maps pixels one to
// one (drawFiltered), filtered linearly otherwise. Premultiplied alpha.
func stampCPU(dst, src *image.RGBA, cx, cy, sx, sy, angle float64, tint *color.RGBA) {
	sw, sh := float64(src.Rect.Dx()), float64(src.Rect.Dy())
	tr := [4]float64{1, 1, 1, 1}
	if tint != nil {
		tr = [4]float64{float64(tint.R) / 255, float64(tint.G) / 255, float64(tint.B) / 255, float64(tint.A) / 255}
	}
	oneToOne := angle == 0 && math.Abs(sx) == 1 && math.Abs(sy) == 1
	ox, oy := cx-sw/2*sx, cy-sh/2*sy // where the source's top left lands when not turned
	if oneToOne {
		ox, oy = math.Round(ox), math.Round(oy)
	}
	cos, sin := math.Cos(angle), math.Sin(angle)
	reach := math.Hypot(sw*sx, sh*sy)/2 + 2
	for py := int(cy - reach); py <= int(cy+reach); py++ {
		for px := int(cx - reach); px <= int(cx+reach); px++ {
			if !image.Pt(px, py).In(dst.Rect) {
				continue
			}
			var s [4]float64
			if oneToOne {
				ix, iy := px-int(ox), py-int(oy)
				if ix < 0 || iy < 0 || ix >= int(sw) || iy >= int(sh) {
					continue
				}
				p := src.RGBAAt(ix, iy)
				s = [4]float64{float64(p.R), float64(p.G), float64(p.B), float64(p.A)}
			} else {
				// Undo the turn about the centre, then the scale.
				dx, dy := float64(px)+0.5-cx, float64(py)+0.5-cy
				ux, uy := (cos*dx+sin*dy)/sx, (-sin*dx+cos*dy)/sy
				s = bilinear(src, ux+sw/2, uy+sh/2)
			}
			if s[3] == 0 {
				continue
			}
			p := dst.Pix[dst.PixOffset(px, py):]
			a := s[3] * tr[3] / 255
			for i := range 4 {
				v := s[i]*tr[i] + float64(p[i])*(1-a)
				p[i] = uint8(math.Min(255, v+0.5))
			}
		}
	}
}

// bilinear samples src at (x, y), pixel centres at half units,
// transparent outside.
func bilinear(src *image.RGBA, x, y float64) [4]float64 {
	x, y = x-0.5, y-0.5
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	var out [4]float64
	for _, c := range [4]struct {
		dx, dy int
		w      float64
	}{{0, 0, (1 - fx) * (1 - fy)}, {1, 0, fx * (1 - fy)}, {0, 1, (1 - fx) * fy}, {1, 1, fx * fy}} {
		ix, iy := int(x0)+c.dx, int(y0)+c.dy
		if !image.Pt(ix, iy).In(src.Rect) {
			continue
		}
		p := src.RGBAAt(ix, iy)
		out[0] += c.w * float64(p.R)
		out[1] += c.w * float64(p.G)
		out[2] += c.w * float64(p.B)
		out[3] += c.w * float64(p.A)
	}
	return out
}

// enlarge scales img up n times, pixel for pixel.
func enlarge(img *image.RGBA, n int) *image.RGBA {
	b := img.Rect
	out := image.NewRGBA(image.Rect(0, 0, b.Dx()*n, b.Dy()*n))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			out.SetRGBA(x, y, img.RGBAAt(x/n, y/n))
		}
	}
	return out
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
