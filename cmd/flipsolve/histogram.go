package main

import (
	"bufio"
	"fmt"

	"flip/solver"
)

// writeFacts writes what -histogram prints for rules: where the rule set
// has a distance table (two colours: at most 16 cells; K colours: K^n ≤
// 2^24) a line "par P: N" for every par P from 0 to the largest, then
// "impossible: N"; on every board, in two colours "nullity D" and
// "solvable: N of 2^n", in K colours "quiet press sets: Q" and "solvable:
// N of K^n", Q and N exact integers. It returns the first write error, the
// final flush included.
func writeFacts(out *bufio.Writer, rules *solver.Rules) error {
	if h, err := rules.Histogram(); err == nil {
		for k, n := range h.Counts {
			fmt.Fprintf(out, "par %d: %d\n", k, n)
		}
		fmt.Fprintf(out, "impossible: %d\n", h.Impossible)
	}
	if rules.Colours() == 2 { // the judge's games say it as a nullity
		fmt.Fprintf(out, "nullity %d\n", rules.Nullity())
	} else {
		fmt.Fprintf(out, "quiet press sets: %v\n", rules.QuietSets())
	}
	fmt.Fprintf(out, "solvable: %v of %d^%d\n", rules.Solvable(), rules.Colours(), rules.Cells())
	return out.Flush()
}
