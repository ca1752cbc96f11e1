package binary_test

import (
	"fmt"
	"testing"

	"flip/solver/internal/binary"
)

// TestShapesInWords holds every shape's presses, on square and oblong
// boards with and without wrap, to the rules in words, worked out here
// from the cells' rows and columns alone (not from the solver's masks):
// a cross press changes the cell and the cells one step up, down, left
// or right; a king press every cell at most one step away each way; a
// row+col press its row and its column. With wrap, a step off one edge
// comes back at the other: the distance between rows is the shorter way
// round. (Swapping the width and height in the solver's wrap arithmetic
// passes every test built from its own masks; it fails this one.)
func TestShapesInWords(t *testing.T) {
	for _, shape := range binary.Shapes {
		for _, torus := range []bool{false, true} {
			for _, size := range [][2]int{{3, 3}, {4, 3}, {3, 5}, {5, 5}, {6, 4}, {4, 7}, {7, 7}} {
				w, h := size[0], size[1]
				spec := binary.Spec{Game: binary.Fridge, Width: w, Height: h, Shape: shape, Torus: torus}
				if spec.Validate() != nil {
					continue
				}
				r := binary.MustNew(spec)
				t.Run(fmt.Sprintf("%s %dx%d torus %v", shape, w, h, torus), func(t *testing.T) {
					for i := range w * h {
						got := r.Press(i)
						for j := range w * h {
							if want := changes(shape, torus, w, h, i, j); got.Get(j) != want {
								t.Fatalf("a press on row %d column %d: cell row %d column %d changed %v, want %v", i/w, i%w, j/w, j%w, got.Get(j), want)
							}
						}
					}
				})
			}
		}
	}
}

// changes says, from the rules in words, whether a press on cell i of a
// w×h board changes cell j.
func changes(shape binary.Shape, torus bool, w, h, i, j int) bool {
	dr, dc := steps(i/w, j/w, h, torus), steps(i%w, j%w, w, torus)
	switch shape {
	case binary.Cross:
		return dr+dc <= 1
	case binary.King:
		return dr <= 1 && dc <= 1
	case binary.RowCol:
		return dr == 0 || dc == 0
	}
	panic("a shape this test does not know: " + shape.String())
}

// steps is how many steps apart a and b are on a line of n, the shorter
// way round when the line wraps.
func steps(a, b, n int, wrap bool) int {
	d := max(a-b, b-a)
	if wrap {
		d = min(d, n-d)
	}
	return d
}
