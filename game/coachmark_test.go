package game

import (
	"image/color"
	"math"
	"testing"

	"flip/game/play"
)

// TestCoachMarkLook holds the coach's mark apart from the pointer's ring
// and the hint's, in both themes: its colour far from the pointer's blue
// and the hint's gold, clear (3:1, on its outline) on the felt and on the
// plates; and its shape a dashed circle — gaps round it, nothing in the
// cell's corners, where the pointer's and the hint's rounded squares
// run. Before, the coach rang its press in the hint's gold and the piece
// it chased in the pointer's blue ring.
func TestCoachMarkLook(t *testing.T) {
	far := func(a, b color.RGBA) float64 {
		dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
		return math.Sqrt(dr*dr + dg*dg + db*db)
	}
	for _, th := range []play.Theme{play.Dark, play.Light} {
		p := paletteOf(th)
		// (The brackets' violet and the look back's coral are never on
		// the board with it: the coach rings nothing on an impossible
		// position or a finished one.)
		for name, other := range map[string]color.RGBA{"pointer's": p.accent, "hint's": p.hint} {
			if d := far(p.coach, other); d < 120 {
				t.Errorf("%v: the coach's colour is %.0f from the %s, want 120 or more", th, d, name)
			}
		}
		if r := contrast(p.coach, p.coachHalo); r < 3 {
			t.Errorf("%v: the coach's mark on its outline: %.2f:1, want 3:1", th, r)
		}
		for name, ground := range map[string]color.RGBA{"felt": p.felt, "plate": p.plate, "white disc": p.white, "black disc": p.black} {
			if r := max(contrast(p.coach, ground), contrast(p.coachHalo, ground)); r < 3 {
				t.Errorf("%v: the coach's mark on the %s: %.2f:1, want 3:1", th, name, r)
			}
		}
	}

	const cell = 100.0
	cv := newCanvas(int(cell), int(cell))
	c := cell / 2
	cv.dashes(c, cell*coachRadius, cell*coachWidth/2, color.RGBA{255, 255, 255, 255})
	alpha := func(x, y float64) uint8 { return cv.img.RGBAAt(int(x), int(y)).A }
	// Round the circle: as many dashes as gaps.
	on, turns, last := 0, 0, false
	for i := range 720 {
		a := float64(i) / 720 * 2 * math.Pi
		x, y := c+math.Cos(a)*cell*coachRadius, c+math.Sin(a)*cell*coachRadius
		lit := alpha(x, y) > 128
		if lit {
			on++
		}
		if i > 0 && lit != last {
			turns++
		}
		last = lit
	}
	if turns < 2*coachDashes-1 || on < 720/3 || on > 720*3/4 {
		t.Errorf("round the coach's circle: %d changes between dash and gap, %d of 720 points lit; want %d dashes", turns, on, coachDashes)
	}
	for _, pt := range [][2]float64{{4, 4}, {cell - 5, 4}, {4, cell - 5}, {cell - 5, cell - 5}, {c, c}} {
		if a := alpha(pt[0], pt[1]); a != 0 {
			t.Errorf("the coach's mark covers (%.0f, %.0f) (alpha %d): the corners and the middle are the piece's and the rings'", pt[0], pt[1], a)
		}
	}
}
