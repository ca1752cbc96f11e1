// Command flipsolve is a drop-in solver for the judge problems POJ 1753
// (Flip Game) and POJ 2965 (The Pilots Brothers' refrigerator), and for the
// same games on other boards.
//
// Usage:
//
//	flipsolve [-game flip|fridge] [-colors K] [-moves] [-explain] [-size WxH] [-shape cross|rowcol|king] [-torus] < input
//	flipsolve -histogram [-game flip|fridge] [-colors K] [-size WxH] [-shape cross|rowcol|king] [-torus]
//	flipsolve -chase [-size WxH]
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
// flag, and exit status 2; -h prints the usage and exits 0.
//
// With -explain, each "Impossible" is followed by one block per goal that
// proves it: a line "quiet X", X the goal's character (w or b for flip, -
// for fridge), then H lines of W characters with x on the cells of a
// quiet pattern (every press changes an even number of them, and an odd
// number of them differ from the goal now) and . elsewhere.
//
// With -histogram it reads nothing and prints facts about the rule set: on
// boards of up to 16 cells one line "par K: N" for each par K from 0 to
// the largest, then "impossible: N"; on every board "nullity D" and
// "solvable: N of 2^n", N an exact integer.
//
// With -chase it reads nothing and prints the last-row table of light
// chasing on the Flip Game's cross board of -size without wrap (width 1
// to 16, height 1 to 32): chasing row by row from the top, pressing the
// cell below each differing cell, leaves a last row P; pressing the top
// row T of P's line and chasing again clears the board. One line "P T"
// per last row that some top row clears, each W characters, column 1
// first, x for a differing cell or a press and . otherwise, T the fewest
// presses (then the lowest string), lines in string order of P; then
// "clearable N of 2^W". -chase with another game, shape, -torus,
// -histogram, -moves, -explain or -colors K ≥ 3 is an error, exit status 2.
//
// With -colors K, K from 3 to 6 (the default, 2, is the judge's game, and
// -colors 2 changes nothing), both games are played in K colours: a press
// adds 1 modulo K to every cell of its shape, and boards are written in
// the digits 0 to K-1, for flip a colour (solved when every cell has the
// same one), for fridge the steps a handle is turned from open (solved
// when every handle is 0). The answers are as above, and a cell pressed j
// times is listed j times. -explain prints per goal "quiet X", X the
// goal's digit (0 for fridge), then H lines of W characters, each cell's
// weight as a digit and . for 0: every press changes the weighted sum of
// the digits by a multiple of K, and the board's sum is not the goal's.
// -histogram prints the "par" and "impossible" lines where K^n ≤ 2^24,
// then on every board "quiet press sets: Q" (the press sets that change
// nothing) and "solvable: N of K^n". A character that is not a digit
// below K is an error, as in "line 2, column 3: want a digit 0-2, got
// '5'"; a -colors value other than 2 to 6 is one too, naming the flag.
//
// A UTF-8 byte-order mark at the start of the input is skipped. An error
// quotes at most a short, escaped excerpt of the line; a line over 1 MiB
// is an error that names the limit. When the answers cannot be written (a
// full disk, say), it stops with a message and exit status 1; when the
// reader of a pipe has gone (flipsolve | head -1) it ends quietly.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
