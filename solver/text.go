package solver

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Symbol returns the judge character for cell i of b.
func (r *Rules) Symbol(b Board, i int) byte {
	if b.Get(i) {
		return r.spec.Game.Alphabet[1]
	}
	return r.spec.Game.Alphabet[0]
}

// Encode writes b as one row-major string of Cells characters in the
// game's alphabet, as permalinks carry it ("bwwbbbwbbwwbbwww").
func (r *Rules) Encode(b Board) string {
	s := make([]byte, r.Cells())
	for i := range s {
		s[i] = r.Symbol(b, i)
	}
	return string(s)
}

// Format writes b as the judge does: Height lines of Width characters,
// each ending in a newline.
func (r *Rules) Format(b Board) string {
	var sb strings.Builder
	w := r.spec.Width
	for i := 0; i < r.Cells(); i++ {
		sb.WriteByte(r.Symbol(b, i))
		if i%w == w-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// Decode reads a row-major string of Cells characters in the game's
// alphabet, as Encode writes it.
func (r *Rules) Decode(s string) (Board, error) { return r.spec.Decode(s) }

// Decode reads a row-major string of Cells characters in the game's
// alphabet, as Rules.Encode writes it. It needs no Rules, so a permalink
// can be checked without building the rule set's tables.
func (s Spec) Decode(str string) (Board, error) {
	g := s.Game
	if n := utf8.RuneCountInString(str); n != s.Cells() {
		return Board{}, fmt.Errorf("want %d characters of %s, got %d", s.Cells(), g.alphabetName(), n)
	}
	var b Board
	i := 0
	for _, ch := range str {
		v, ok := g.cellValue(ch)
		if !ok {
			return Board{}, fmt.Errorf("character %d: want %s, got %q", i+1, g.alphabetName(), ch)
		}
		b.Set(i, v)
		i++
	}
	return b, nil
}

// Parse reads one board written as Format writes it. Blank lines and spaces
// around lines are ignored.
func (r *Rules) Parse(text string) (Board, error) {
	br := r.NewReader(strings.NewReader(text))
	b, err := br.Next()
	if err == io.EOF {
		return Board{}, errors.New("no board: the input is empty")
	}
	if err != nil {
		return Board{}, err
	}
	if _, err := br.Next(); err != io.EOF {
		if err == nil {
			err = fmt.Errorf("line %d: more than one board", br.boardLine)
		}
		return Board{}, err
	}
	return b, nil
}

// cellValue returns the cell state c stands for, and whether it is a
// character of the alphabet.
func (g *Game) cellValue(c rune) (bool, bool) {
	switch c {
	case rune(g.Alphabet[0]):
		return false, true
	case rune(g.Alphabet[1]):
		return true, true
	}
	return false, false
}

func (g *Game) alphabetName() string {
	a := g.Alphabet
	return fmt.Sprintf("%c/%c", a[1], a[0])
}

// Reader reads boards one after another from a stream, as the judge
// problems give them: Height lines of Width characters each, with blank
// lines and spaces around lines ignored. Its errors name the input line.
type Reader struct {
	rules     *Rules
	sc        *bufio.Scanner
	line      int // lines read so far
	boardLine int // line the last board started on
	err       error
}

// NewReader returns a Reader of boards for r from in.
func (r *Rules) NewReader(in io.Reader) *Reader {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	return &Reader{rules: r, sc: sc}
}

// Line returns the input line on which the last board returned by Next
// began.
func (br *Reader) Line() int { return br.boardLine }

// Next returns the next board, io.EOF at the end of the input, or an error
// that names the line and what was wrong. After an error it returns that
// error again.
func (br *Reader) Next() (Board, error) {
	if br.err != nil {
		return Board{}, br.err
	}
	b, err := br.next()
	if err != nil {
		br.err = err
	}
	return b, err
}

func (br *Reader) next() (Board, error) {
	r := br.rules
	w, h := r.spec.Width, r.spec.Height
	var b Board
	row := 0
	for row < h {
		if !br.sc.Scan() {
			if err := br.sc.Err(); err != nil {
				return Board{}, fmt.Errorf("line %d: %w", br.line+1, err)
			}
			if row == 0 {
				return Board{}, io.EOF
			}
			return Board{}, fmt.Errorf("line %d: board cut short: want %d lines of %d characters, got %d before the end of the input", br.line+1, h, w, row)
		}
		br.line++
		raw := br.sc.Text()
		text := strings.TrimSpace(raw)
		if text == "" {
			continue
		}
		if row == 0 {
			br.boardLine = br.line
		}
		if utf8.RuneCountInString(text) != w {
			return Board{}, fmt.Errorf("line %d: want %d characters of %s, got %q", br.line, w, r.spec.Game.alphabetName(), text)
		}
		// Columns count characters from the start of the line, spaces
		// before the board included.
		col := utf8.RuneCountInString(raw[:strings.Index(raw, text)])
		c := 0
		for _, ch := range text {
			col++
			v, ok := r.spec.Game.cellValue(ch)
			if !ok {
				return Board{}, fmt.Errorf("line %d, column %d: want %s, got %q", br.line, col, r.spec.Game.alphabetName(), ch)
			}
			b.Set(row*w+c, v)
			c++
		}
		row++
	}
	return b, nil
}
