package main

import "flip/solver"

// appendCertificates appends, for an impossible position p, one block per
// goal: a line "quiet X", X the goal's character (in two colours the
// game's, w or b for flip and - for fridge; in K colours its digit), then
// the board as Height lines of Width characters: in two colours x on the
// certificate's cells, in K colours each cell's weight as a digit; . for
// the cells outside it.
func appendCertificates(buf []byte, rules *solver.Rules, p solver.Position) []byte {
	w := rules.Width()
	goals := rules.Goals()
	for _, c := range rules.Certificates(p) {
		buf = append(buf, "quiet "...)
		buf = append(buf, rules.Symbol(goals[c.Goal], 0), '\n')
		for i, v := range c.Weights {
			switch {
			case v == 0:
				buf = append(buf, '.')
			case rules.Colours() == 2: // the judge's games mark a set with x
				buf = append(buf, 'x')
			default:
				buf = append(buf, '0'+v)
			}
			if i%w == w-1 {
				buf = append(buf, '\n')
			}
		}
	}
	return buf
}
