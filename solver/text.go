package solver

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
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
		return Board{}, fmt.Errorf("want %s of %s, got %d", plural(s.Cells(), "character"), g.alphabetName(), n)
	}
	var b Board
	i := 0
	for k, ch := range str {
		v, ok := g.cellValue(ch)
		if !ok {
			return Board{}, fmt.Errorf("character %d: want %s, got %s", i+1, g.alphabetName(), quoteChar(str[k:]))
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

// MaxLineBytes is the longest input line a Reader takes, in bytes, its line
// ending included.
const MaxLineBytes = 1 << 20

// excerptBytes is about how much of a bad line an error quotes.
const excerptBytes = 40

// utf8BOM is the byte-order mark some editors write at the start of a file.
const utf8BOM = "\uFEFF"

// Reader reads boards one after another from a stream, as the judge
// problems give them: Height lines of Width characters each, with blank
// lines and spaces around lines ignored, and a UTF-8 byte-order mark at the
// very start of the input skipped. Its errors name the input line and
// quote at most a short excerpt of it, escaped (a byte that is not UTF-8
// shows as \xff); a line longer than MaxLineBytes is an error that says so.
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
	sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
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
			if err := br.sc.Err(); errors.Is(err, bufio.ErrTooLong) {
				return Board{}, fmt.Errorf("line %d: longer than %d bytes, the longest line the reader takes", br.line+1, MaxLineBytes)
			} else if err != nil {
				return Board{}, fmt.Errorf("line %d: %w", br.line+1, err)
			}
			if row == 0 {
				return Board{}, io.EOF
			}
			return Board{}, fmt.Errorf("line %d: board cut short: want %s of %s, got %d before the end of the input", br.line+1, plural(h, "line"), plural(w, "character"), row)
		}
		br.line++
		raw := br.sc.Text()
		if br.line == 1 {
			raw = strings.TrimPrefix(raw, utf8BOM)
		}
		text := strings.TrimSpace(raw)
		if text == "" {
			continue
		}
		if row == 0 {
			br.boardLine = br.line
		}
		if n := utf8.RuneCountInString(text); n != w {
			return Board{}, fmt.Errorf("line %d: want %s of %s, got %s", br.line, plural(w, "character"), r.spec.Game.alphabetName(), excerpt(text, n))
		}
		// Columns count characters from the start of the line, spaces
		// before the board included.
		col := utf8.RuneCountInString(raw[:strings.Index(raw, text)])
		c := 0
		for k, ch := range text {
			col++
			v, ok := r.spec.Game.cellValue(ch)
			if !ok {
				return Board{}, fmt.Errorf("line %d, column %d: want %s, got %s", br.line, col, r.spec.Game.alphabetName(), quoteChar(text[k:]))
			}
			b.Set(row*w+c, v)
			c++
		}
		row++
	}
	return b, nil
}

// plural returns n and the noun, in the plural unless n is 1: "1
// character", "32 lines".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// excerpt quotes text, a line of n characters, escaped as Go quotes a
// string (a byte that is not UTF-8 as \xff): whole when it is short,
// otherwise its first characters and how long it is.
func excerpt(text string, n int) string {
	if len(text) <= excerptBytes {
		return strconv.Quote(text)
	}
	cut := excerptBytes
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d characters)", strconv.Quote(text[:cut]), n)
}

// quoteChar quotes the character s begins with, as Go quotes a rune: 'x',
// '\t', 'é', and a byte that is not UTF-8 as '\xff'.
func quoteChar(s string) string {
	ch, size := utf8.DecodeRuneInString(s)
	if ch == utf8.RuneError && size <= 1 {
		return fmt.Sprintf(`'\x%02x'`, s[0])
	}
	return strconv.QuoteRune(ch)
}
