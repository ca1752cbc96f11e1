package e2e

import (
	"image"
	"testing"

	"flip/solver"
)

// rulesFor returns the rule set want, which the test knows it is playing
// from the link it opened and the buttons it pressed, and fails unless the
// snapshot says the page plays the same.
func rulesFor(t *testing.T, s Snapshot, want solver.Spec) *solver.Rules {
	t.Helper()
	if s.Game != want.Game.Name || s.Width != want.Width || s.Height != want.Height ||
		s.Shape != want.Shape.String() || s.Torus != want.Torus {
		t.Fatalf("page plays %s %dx%d %s torus %v, want %v", s.Game, s.Width, s.Height, s.Shape, s.Torus, want)
	}
	return solver.MustNew(want)
}

// decode reads a snapshot's board with the solver.
func decode(t *testing.T, r *solver.Rules, board string) solver.Board {
	t.Helper()
	b, err := r.Decode(board)
	if err != nil {
		t.Fatalf("snapshot board %q: %v", board, err)
	}
	return b.Board()
}

// distance is the solver's par, -1 when impossible.
func distance(r *solver.Rules, b solver.Board) int {
	d, err := r.Distance(solver.FromBoard(b))
	if err != nil {
		return -1
	}
	return d
}

// checkAgainstModel fails unless the snapshot shows board after moves
// presses, with the solver's par and solved flag.
func checkAgainstModel(t *testing.T, s Snapshot, r *solver.Rules, board solver.Board, moves int) {
	t.Helper()
	if want := r.Encode(solver.FromBoard(board)); s.Board != want {
		t.Fatalf("page shows board %s, model says %s", s.Board, want)
	}
	if s.Moves != moves {
		t.Fatalf("page counts %d presses, want %d", s.Moves, moves)
	}
	if want := distance(r, board); s.Optimal != want {
		t.Fatalf("page shows par %d for %s, solver says %d", s.Optimal, s.Board, want)
	}
	if want := r.IsGoal(solver.FromBoard(board)); s.Solved != want {
		t.Fatalf("page says solved=%v for %s, want %v", s.Solved, s.Board, want)
	}
}

// checkPixels fails unless the screenshot shows each cell's piece as the
// board says: for the Flip Game the centre of a disc is dark (black) or
// light (white); for the Refrigerator a point right of the hub is on the
// green handle when it is level (open) and on the grey plate when the
// handle stands upright (closed).
func checkPixels(t *testing.T, shot []byte, l Layout, r *solver.Rules, board solver.Board, dpr float64) {
	t.Helper()
	img := pngOf(t, shot)
	for i, c := range l.Cells {
		x, y := c.X+c.W/2, c.Y+c.H/2
		if !r.Game().EitherColour {
			x += c.W * 0.3
		}
		cr, cg, cb := sample(img, x*dpr, y*dpr)
		set := board.Get(i)
		if r.Game().EitherColour {
			lum := 0.299*cr + 0.587*cg + 0.114*cb
			if set && lum > 90 || !set && lum < 170 {
				t.Errorf("cell %d (%s): centre pixel luminance %.0f (rgb %.0f,%.0f,%.0f), want a %s disc",
					i, string(r.Symbol(solver.FromBoard(board), i)), lum, cr, cg, cb, map[bool]string{true: "black", false: "white"}[set])
			}
		} else {
			green := cg-cr > 50 && cg-cb > 20
			if green == set {
				t.Errorf("cell %d (%s): pixel right of the hub is rgb %.0f,%.0f,%.0f, want %s",
					i, string(r.Symbol(solver.FromBoard(board), i)), cr, cg, cb, map[bool]string{true: "the plate (handle upright)", false: "the green handle (level)"}[set])
			}
		}
	}
}

// sample averages the 3×3 pixels around (x, y).
func sample(img image.Image, x, y float64) (r, g, b float64) {
	n := 0.0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			cr, cg, cb, _ := img.At(int(x)+dx, int(y)+dy).RGBA()
			r, g, b = r+float64(cr>>8), g+float64(cg>>8), b+float64(cb>>8)
			n++
		}
	}
	return r / n, g / n, b / n
}
