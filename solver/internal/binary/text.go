package binary

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
			err = fmt.Errorf("line %d: more than one board", br.Line())
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

// Alphabet is what the characters of a board's cells may be: the names an
// error gives them and the character of each cell value.
type Alphabet struct {
	// Many names the characters after "want W characters of", as in
	// "b/w" or "digits 0-2"; One names a single one after "want", as in
	// "b/w" or "a digit 0-2".
	Many, One string
	// Chars holds the character of each value, value 0 first: "wb",
	// "-+", "012". They are ASCII.
	Chars string
	// Quote quotes a bad character (the start of the string it is given)
	// in an error; nil quotes it as Go quotes a rune, 'x'.
	Quote func(s string) string
}

// CellReader reads boards one after another from a stream, as the judge
// problems give them: h lines of w characters each, with blank lines and
// spaces around lines ignored, and a UTF-8 byte-order mark at the very
// start of the input skipped. Its errors name the input line and quote at
// most a short excerpt of it, escaped (a byte that is not UTF-8 shows as
// \xff); a line longer than MaxLineBytes is an error that says so.
type CellReader struct {
	w, h      int
	alphabet  Alphabet
	value     [128]int8 // the value of each ASCII character, -1 when none
	sc        *bufio.Scanner
	line      int // lines read so far
	boardLine int // line the last board started on
	cells     []uint8
	err       error
}

// NewCellReader returns a reader of w×h boards written in alphabet from in.
func NewCellReader(in io.Reader, w, h int, alphabet Alphabet) *CellReader {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 4096), MaxLineBytes)
	if alphabet.Quote == nil {
		alphabet.Quote = quoteChar
	}
	cr := &CellReader{w: w, h: h, alphabet: alphabet, sc: sc, cells: make([]uint8, w*h)}
	for i := range cr.value {
		cr.value[i] = -1
	}
	for v, ch := range []byte(alphabet.Chars) {
		cr.value[ch&127] = int8(v)
	}
	return cr
}

// Line returns the input line on which the last board returned by Next
// began.
func (cr *CellReader) Line() int { return cr.boardLine }

// Next returns the next board's cell values, row-major (valid until the
// next call), io.EOF at the end of the input, or an error that names the
// line and what was wrong. After an error it returns that error again.
func (cr *CellReader) Next() ([]uint8, error) {
	if cr.err != nil {
		return nil, cr.err
	}
	if err := cr.next(); err != nil {
		cr.err = err
		return nil, err
	}
	return cr.cells, nil
}

func (cr *CellReader) next() error {
	w, h := cr.w, cr.h
	row := 0
	for row < h {
		if !cr.sc.Scan() {
			if err := cr.sc.Err(); errors.Is(err, bufio.ErrTooLong) {
				return fmt.Errorf("line %d: longer than %d bytes, the longest line the reader takes", cr.line+1, MaxLineBytes)
			} else if err != nil {
				return fmt.Errorf("line %d: %w", cr.line+1, err)
			}
			if row == 0 {
				return io.EOF
			}
			return fmt.Errorf("line %d: board cut short: want %s of %s, got %d before the end of the input", cr.line+1, plural(h, "line"), plural(w, "character"), row)
		}
		cr.line++
		raw := cr.sc.Text()
		if cr.line == 1 {
			raw = strings.TrimPrefix(raw, utf8BOM)
		}
		text := strings.TrimSpace(raw)
		if text == "" {
			continue
		}
		if row == 0 {
			cr.boardLine = cr.line
		}
		if n := utf8.RuneCountInString(text); n != w {
			return fmt.Errorf("line %d: want %s of %s, got %s", cr.line, plural(w, "character"), cr.alphabet.Many, excerpt(text, n))
		}
		// Columns count characters from the start of the line, spaces
		// before the board included.
		col := utf8.RuneCountInString(raw[:strings.Index(raw, text)])
		c := 0
		for k, ch := range text {
			col++
			v := int8(-1)
			if ch < 128 {
				v = cr.value[ch]
			}
			if v < 0 {
				// A clone: text passed to a function value would escape,
				// and every line read would then be a string on the heap.
				return fmt.Errorf("line %d, column %d: want %s, got %s", cr.line, col, cr.alphabet.One, cr.alphabet.Quote(strings.Clone(text[k:])))
			}
			cr.cells[row*w+c] = uint8(v)
			c++
		}
		row++
	}
	return nil
}

// Reader reads a rule set's boards one after another from a stream, in
// its game's judge alphabet, as CellReader does.
type Reader struct {
	cr *CellReader
}

// NewReader returns a Reader of boards for r from in.
func (r *Rules) NewReader(in io.Reader) *Reader {
	g := r.spec.Game
	name := g.alphabetName()
	return &Reader{cr: NewCellReader(in, r.spec.Width, r.spec.Height, Alphabet{Many: name, One: name, Chars: string(g.Alphabet[:])})}
}

// Line returns the input line on which the last board returned by Next
// began.
func (br *Reader) Line() int { return br.cr.Line() }

// Next returns the next board, io.EOF at the end of the input, or an error
// that names the line and what was wrong. After an error it returns that
// error again.
func (br *Reader) Next() (Board, error) {
	cells, err := br.cr.Next()
	if err != nil {
		return Board{}, err
	}
	var b Board
	for i, v := range cells {
		b[i>>6] |= uint64(v) << (uint(i) & 63)
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
