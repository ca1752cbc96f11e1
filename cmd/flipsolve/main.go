// Command flipsolve is a drop-in solver for the judge problems POJ 1753
// (Flip Game) and POJ 2965 (The Pilots Brothers' refrigerator), and for the
// same games on other boards.
//
// Usage:
//
//	flipsolve [-game flip|fridge] [-moves] [-size WxH] [-shape cross|rowcol|king] [-torus] < input
//
// It reads one or more boards from standard input, each H lines of W
// characters in the game's alphabet (b/w for flip, +/- for fridge), and
// prints for each what the judge expects: for flip the minimum number of
// presses or "Impossible" (with -moves, followed by one "row col" line per
// press, 1-based); for fridge the minimum number of presses followed by
// the presses. Bad input stops it with a one-line error naming the input
// line, and exit status 2; the boards before it keep their answers.
//
// By default the board is the judge's: 4x4, with the game's press shape
// (cross for flip, rowcol for fridge), and the answers are exactly the
// judge's. -size, -shape and -torus (presses wrap around the edges) choose
// other boards, up to 32x32. On a few large boards the solver cannot always
// prove its answer minimal; such an answer is followed by a line
// "not proven minimal (at least L)", where no answer is shorter than L
// presses. A bad flag value is a one-line error naming the
// flag, and exit status 2.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
