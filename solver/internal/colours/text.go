package colours

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Encode writes the first n cells of p as digits, row-major: the
// K-colour boards' alphabet in permalinks, saved games and the CLI.
func Encode(p Position, n int) string {
	s := make([]byte, n)
	for i := range s {
		s[i] = byte('0' + p.Get(i))
	}
	return string(s)
}

// Decode reads a board of n cells in k colours written as Encode writes
// it, or says what is wrong with it.
func Decode(str string, n, k int) (Position, error) {
	if c := utf8.RuneCountInString(str); c != n {
		return Position{}, fmt.Errorf("want %d digits 0-%d, got %d characters", n, k-1, c)
	}
	var p Position
	for i := range n {
		ch := str[i]
		if ch < '0' || int(ch-'0') >= k {
			_, size := utf8.DecodeRuneInString(str[i:])
			return Position{}, fmt.Errorf("character %d: want a digit 0-%d, got %s", i+1, k-1, strconv.Quote(str[i:i+size]))
		}
		p.Set(i, int(ch-'0'))
	}
	return p, nil
}
