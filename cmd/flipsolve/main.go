// Command flipsolve is a drop-in solver for the judge problems POJ 1753
// (Flip Game) and POJ 2965 (The Pilots Brothers' refrigerator).
//
// Usage:
//
//	flipsolve [-game flip|fridge] [-moves] < input
//
// It reads one or more boards from standard input, each 4 lines of 4
// characters in the game's alphabet (b/w for flip, +/- for fridge), and
// prints for each what the judge expects: for flip the minimum number of
// presses or "Impossible" (with -moves, followed by one "row col" line per
// press, 1-based); for fridge the minimum number of presses followed by
// the presses. Bad input stops it with a one-line error naming the input
// line, and exit status 2; the boards before it keep their answers.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
