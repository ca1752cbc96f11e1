package main

import (
	"bufio"
	"fmt"

	"flip/solver"
)

// writeFacts writes what -histogram prints for rules: on a board of at
// most 16 cells a line "par K: N" for every par K from 0 to the largest,
// then "impossible: N"; on every board "nullity D" and "solvable: N of 2^n",
// N an exact integer. It returns the first write error, the final flush
// included.
func writeFacts(out *bufio.Writer, rules *solver.Rules) error {
	if h, err := rules.Histogram(); err == nil {
		for k, n := range h.Counts {
			fmt.Fprintf(out, "par %d: %d\n", k, n)
		}
		fmt.Fprintf(out, "impossible: %d\n", h.Impossible)
	}
	fmt.Fprintf(out, "nullity %d\n", rules.Nullity())
	fmt.Fprintf(out, "solvable: %v of 2^%d\n", rules.Solvable(), rules.Cells())
	return out.Flush()
}
