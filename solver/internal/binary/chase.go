package binary

import (
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strings"
)

// The limits of Chase: a row is a bitmask of up to MaxChaseWidth columns,
// and the table has 2^width candidate top rows.
const (
	MaxChaseWidth  = 16
	MaxChaseHeight = MaxSide
)

// ChaseLine is one line of a light-chasing table.
type ChaseLine struct {
	// Pattern is the last row P that light chasing leaves: bit c is
	// column c (0-based), set when that cell differs from the colour
	// chased toward.
	Pattern uint32
	// Presses is the top row T to press to clear P: bit c is a press on
	// row 1, column c+1. Pressing T and chasing again clears the board.
	Presses uint32
}

// ChaseTable is the last-row table of light chasing for the Flip Game
// with the cross shape and no wrap, on a board of Width columns and Height
// rows.
//
// Light chasing goes row by row from the top: for every cell of row r
// (r = 0 … Height-2) that differs from the colour chased toward, press
// the cell directly below it. That clears every row but the last, which
// is left with a pattern P. If P is in the table, pressing its Presses T
// on the top row and chasing again clears the whole board; if it is not,
// the board cannot be brought to that colour.
//
// Lines holds one line per pattern that some top row reaches, the zero
// pattern included (with no presses), sorted by the pattern written as a
// string (see Format); each line's Presses is the top row with the fewest
// presses that reaches its pattern, ties going to the lowest string. The
// table is a value to read: callers must not change Lines.
type ChaseTable struct {
	Width, Height int
	Lines         []ChaseLine
}

// Chase returns the light-chasing table of a board of width columns and
// height rows (width 1 to MaxChaseWidth, height 1 to MaxChaseHeight).
//
// The table comes from the 2^width top rows T: each is pressed on a clear
// board and chased; the last row left is its pattern P. The map from T to
// P is linear over GF(2), so the top rows are walked in Gray-code order,
// each P one XOR away from the one before: about 30 µs at width 10 and
// well under a millisecond at width 16 (BenchmarkChase). Chase keeps no
// cache; each call builds a new table.
func Chase(width, height int) (*ChaseTable, error) {
	var bad []string
	if width < 1 || width > MaxChaseWidth {
		bad = append(bad, fmt.Sprintf("width %d", width))
	}
	if height < 1 || height > MaxChaseHeight {
		bad = append(bad, fmt.Sprintf("height %d", height))
	}
	if len(bad) > 0 {
		return nil, fmt.Errorf("chase table %dx%d: %s out of range: want width 1 to %d and height 1 to %d",
			width, height, strings.Join(bad, " and "), MaxChaseWidth, MaxChaseHeight)
	}

	// image[c] is the last row left by a press on row 1, column c+1.
	var image [MaxChaseWidth]uint32
	for c := range width {
		image[c] = chaseLastRow(width, height, 1<<c)
	}

	// best[P] is the best top row found so far that reaches P, or none.
	const none = ^uint32(0)
	n := 1 << width
	best := make([]uint32, n)
	for i := range best {
		best[i] = none
	}
	p, reached := uint32(0), 0
	for i := range n {
		t := uint32(i ^ i>>1) // the Gray code: one bit away from the last
		if i > 0 {
			p ^= image[bits.TrailingZeros(uint(i))]
		}
		switch {
		case best[p] == none:
			best[p] = t
			reached++
		case chaseLess(t, best[p], width):
			best[p] = t
		}
	}

	// Walk the patterns in string order: the string order of rows is the
	// numeric order of their bit reversals.
	t := &ChaseTable{Width: width, Height: height, Lines: make([]ChaseLine, 0, reached)}
	for k := range n {
		p := reverseRow(uint32(k), width)
		if best[p] != none {
			t.Lines = append(t.Lines, ChaseLine{Pattern: p, Presses: best[p]})
		}
	}
	return t, nil
}

// chaseLastRow presses the top row t on a clear board of w columns and h
// rows, chases, and returns the last row left.
func chaseLastRow(w, h int, t uint32) uint32 {
	// cur and next are rows r and r+1 as the chase reaches row r; the rows
	// below them are still clear.
	cur, next := spreadRow(t, w), t
	for range h - 1 {
		// Pressing row r+1 under cur's cells clears row r, flips those
		// cells and their neighbours in row r+1, and those cells in r+2.
		cur, next = next^spreadRow(cur, w), cur
	}
	return cur
}

// spreadRow returns the cells of its own row that presses on the cells of
// x flip: each cell and its left and right neighbours, within w columns.
func spreadRow(x uint32, w int) uint32 {
	return (x ^ x<<1 ^ x>>1) & (1<<w - 1)
}

// reverseRow returns x with its w low bits in the opposite order.
func reverseRow(x uint32, w int) uint32 {
	return bits.Reverse32(x) >> (32 - w)
}

// chaseLess reports whether top row a is better than b: fewer presses, or
// as many and a lower string ('.' before 'x', column 1 first).
func chaseLess(a, b uint32, w int) bool {
	na, nb := bits.OnesCount32(a), bits.OnesCount32(b)
	if na != nb {
		return na < nb
	}
	return reverseRow(a, w) < reverseRow(b, w)
}

// Lookup returns the top-row presses that clear the last row pattern,
// and ok = false when no top row clears it (then the board cannot be
// brought to the colour chased toward). It is a binary search: O(log n)
// in the number of lines.
func (t *ChaseTable) Lookup(pattern uint32) (presses uint32, ok bool) {
	if pattern>>t.Width != 0 {
		return 0, false
	}
	key := reverseRow(pattern, t.Width)
	i, found := slices.BinarySearchFunc(t.Lines, key, func(l ChaseLine, key uint32) int {
		k := reverseRow(l.Pattern, t.Width)
		switch {
		case k < key:
			return -1
		case k > key:
			return 1
		}
		return 0
	})
	if !found {
		return 0, false
	}
	return t.Lines[i].Presses, true
}

// Clearable returns how many last-row patterns some top row clears:
// len(Lines), a power of two.
func (t *ChaseTable) Clearable() int { return len(t.Lines) }

// Format writes the table as flipsolve -chase prints it: one line "P T"
// per table line, each row Width characters, column 1 first, 'x' for a
// set cell (a differing cell in P, a press in T) and '.' otherwise; then
// a line "clearable N of 2^W". It returns the first write error.
func (t *ChaseTable) Format(w io.Writer) error {
	buf := make([]byte, 0, (2*t.Width+2)*len(t.Lines)+32)
	for _, l := range t.Lines {
		buf = appendChaseRow(buf, l.Pattern, t.Width)
		buf = append(buf, ' ')
		buf = appendChaseRow(buf, l.Presses, t.Width)
		buf = append(buf, '\n')
	}
	buf = fmt.Appendf(buf, "clearable %d of 2^%d\n", t.Clearable(), t.Width)
	_, err := w.Write(buf)
	return err
}

// appendChaseRow appends the w cells of row x to buf: 'x' for a set bit,
// '.' for a clear one, column 1 (bit 0) first.
func appendChaseRow(buf []byte, x uint32, w int) []byte {
	for c := range w {
		if x>>c&1 != 0 {
			buf = append(buf, 'x')
		} else {
			buf = append(buf, '.')
		}
	}
	return buf
}
