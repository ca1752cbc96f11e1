package binary

// Exported for the black-box tests: the brute-force oracle of
// oracle_test.go, on a rule set, and a forged distance table.

// BruteDistances returns the fewest presses that solve each position of
// r, a board of at most 16 cells, or -1 (see bruteDistances).
func BruteDistances(r *Rules) []int {
	masks, goals := lowWords(r.presses), lowWords(r.goals)
	return bruteDistances(r.Cells(), masks, goals)
}

// BruteQuiet returns every set of r's cells, as a position index, that
// each press changes an even number of (see bruteQuiet).
func BruteQuiet(r *Rules) []uint64 { return bruteQuiet(r.Cells(), lowWords(r.presses)) }

// lowWords returns the first word of each board.
func lowWords(bs []Board) []uint64 {
	w := make([]uint64, len(bs))
	for i, b := range bs {
		w[i] = b[0]
	}
	return w
}

// WithDistances returns a rule set like r, a board with a distance table,
// whose table says f(d) presses wherever r's says d: a table no board has
// (a histogram with gaps, say), to test what Puzzle makes of one.
func WithDistances(r *Rules, f func(d int) int) *Rules {
	dist := make([]uint8, len(r.table.dist))
	for x, d := range r.table.dist {
		if d != unreached {
			d = uint8(f(int(d)))
		}
		dist[x] = d
	}
	return &Rules{spec: r.spec, presses: r.presses, goals: r.goals, table: &Table{dist: dist, rank: r.table.rank}}
}
