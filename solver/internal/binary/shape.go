package binary

import "fmt"

// Shape is which cells a press changes, relative to the pressed cell.
type Shape uint8

// The press shapes.
const (
	// Cross is the pressed cell and its up, down, left and right
	// neighbours: the Flip Game and Lights Out press.
	Cross Shape = iota
	// RowCol is every cell in the pressed cell's row and column: the
	// Refrigerator press.
	RowCol
	// King is the pressed cell and all eight neighbours.
	King
)

// Shapes lists every shape, in the order a picker shows them.
var Shapes = []Shape{Cross, RowCol, King}

var shapeNames = [...]string{Cross: "cross", RowCol: "rowcol", King: "king"}

// String returns the shape's name as the CLI and permalinks spell it.
func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return fmt.Sprintf("Shape(%d)", s)
}

// ParseShape returns the shape named name ("cross", "rowcol" or "king").
func ParseShape(name string) (Shape, error) {
	for s, n := range shapeNames {
		if n == name {
			return Shape(s), nil
		}
	}
	return 0, fmt.Errorf("unknown shape %q: want cross, rowcol or king", name)
}

// mask returns the cells a press on (r, c) changes on a w×h board.
func (s Shape) mask(w, h, r, c int, torus bool) Board {
	var m Board
	add := func(rr, cc int) {
		if torus {
			rr, cc = (rr+h)%h, (cc+w)%w
		} else if rr < 0 || rr >= h || cc < 0 || cc >= w {
			return
		}
		m.Set(rr*w+cc, true)
	}
	switch s {
	case Cross:
		add(r, c)
		add(r-1, c)
		add(r+1, c)
		add(r, c-1)
		add(r, c+1)
	case RowCol:
		for i := 0; i < w; i++ {
			add(r, i)
		}
		for i := 0; i < h; i++ {
			add(i, c)
		}
	case King:
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				add(r+dr, c+dc)
			}
		}
	}
	return m
}
