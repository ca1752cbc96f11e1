package solver

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"flip/solver/internal/colours"
)

// Symbol returns the character of cell i of p: in two colours the game's
// judge character (b/w, +/-), in K colours the digit of its colour.
func (r *Rules) Symbol(p Position, i int) byte {
	if r.bin != nil {
		return r.bin.Symbol(p[0], i)
	}
	return byte('0' + p.Get(i))
}

// Encode writes p as one row-major string of Cells characters (see
// Symbol), as permalinks and saved games carry it.
func (r *Rules) Encode(p Position) string {
	if r.bin != nil {
		return r.bin.Encode(p[0])
	}
	s := make([]byte, r.Cells())
	for i := range s {
		s[i] = byte('0' + p.Get(i))
	}
	return string(s)
}

// Format writes p as the judge does: Height lines of Width characters,
// each ending in a newline.
func (r *Rules) Format(p Position) string {
	var sb strings.Builder
	w := r.spec.Width
	for i := range r.Cells() {
		sb.WriteByte(r.Symbol(p, i))
		if i%w == w-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Decode reads a row-major string of Cells characters, as Encode writes
// it.
func (r *Rules) Decode(s string) (Position, error) { return Decode(r.spec, s) }

// Decode reads a board of spec written as Rules.Encode writes it, or says
// what is wrong with it. It needs no Rules, so a permalink can be checked
// without building the rule set.
func Decode(spec Spec, s string) (Position, error) {
	if spec.K() == 2 {
		b, err := spec.Decode(s)
		return FromBoard(b), err
	}
	return colours.Decode(s, spec.Cells(), spec.K())
}

// Reader reads a rule set's boards one after another from a stream, as
// the judge problems lay them out: Height lines of Width characters (see
// Symbol), blank lines and spaces around lines ignored.
type Reader struct {
	cr *CellReader
}

// NewReader returns a Reader of r's boards from in: in two colours in the
// game's judge alphabet (its errors name it "b/w", "+/-"), in K colours in
// the digits 0 to K−1 (a bad character quoted as a string, "5").
func (r *Rules) NewReader(in io.Reader) *Reader {
	if r.bin != nil {
		a := r.spec.Game.Alphabet
		name := fmt.Sprintf("%c/%c", a[1], a[0])
		return &Reader{cr: NewCellReader(in, r.spec.Width, r.spec.Height, Alphabet{Many: name, One: name, Chars: string(a[:])})}
	}
	k := r.k
	return &Reader{cr: NewCellReader(in, r.spec.Width, r.spec.Height, Alphabet{
		Many:  fmt.Sprintf("digits 0-%d", k-1),
		One:   fmt.Sprintf("a digit 0-%d", k-1),
		Chars: "012345"[:k],
		Quote: func(s string) string {
			_, size := utf8.DecodeRuneInString(s)
			return strconv.Quote(s[:size])
		},
	})}
}

// Next reads the next board into p, and returns io.EOF at the end of the
// input, or an error that names the line and what was wrong.
func (rd *Reader) Next(p *Position) error {
	cells, err := rd.cr.Next()
	if err != nil {
		return err
	}
	*p = Position{}
	for i, v := range cells {
		w, s := i>>6, uint(i)&63
		p[0][w] |= uint64(v&1) << s
		if v > 1 {
			p[1][w] |= uint64(v>>1&1) << s
			p[2][w] |= uint64(v>>2&1) << s
		}
	}
	return nil
}

// Line returns the input line on which the last board returned by Next
// began.
func (rd *Reader) Line() int { return rd.cr.Line() }
