package main

import "flip/solver"

// appendCertificates appends, for an impossible position b, one block per
// goal: a line "quiet X", X the goal's character in the game's alphabet,
// then the board as Height lines of Width characters, x on the
// certificate's cells and . elsewhere.
func appendCertificates(buf []byte, rules *solver.Rules, b solver.Board) []byte {
	w := rules.Width()
	for _, c := range rules.Certificates(b) {
		buf = append(buf, "quiet "...)
		buf = append(buf, c.Goal, '\n')
		start := len(buf)
		for range rules.Height() {
			for range w {
				buf = append(buf, '.')
			}
			buf = append(buf, '\n')
		}
		for _, i := range c.Cells {
			buf[start+i/w*(w+1)+i%w] = 'x'
		}
	}
	return buf
}
