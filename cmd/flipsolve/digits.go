package main

import (
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"flip/solver"
	"flip/solver/colours"
)

// digitReader reads K-colour boards, K ≥ 3: solver.CellReader with the
// digits 0 to K−1 for an alphabet, so the two-colour boards' rules and
// errors hold, and a bad character is quoted as a string, "5".
type digitReader struct {
	cr *solver.CellReader
}

// newDigitReader returns a reader of w×h boards in k colours from in.
func newDigitReader(in io.Reader, w, h, k int) *digitReader {
	return &digitReader{cr: solver.NewCellReader(in, w, h, solver.Alphabet{
		Many:  fmt.Sprintf("digits 0-%d", k-1),
		One:   fmt.Sprintf("a digit 0-%d", k-1),
		Chars: "012345"[:k],
		Quote: func(s string) string {
			_, size := utf8.DecodeRuneInString(s)
			return strconv.Quote(s[:size])
		},
	})}
}

// Next returns the next board, io.EOF at the end of the input, or an error
// that names the line and what was wrong.
func (dr *digitReader) Next() (colours.Position, error) {
	cells, err := dr.cr.Next()
	if err != nil {
		return colours.Position{}, err
	}
	return colours.PositionOf(cells), nil
}
