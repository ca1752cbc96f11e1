package solver

import "math"

// Exported for the black-box tests: the brute-force oracle of
// oracle_test.go, on a rule set.

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

// PeriodicLightest runs the periodic search of r, a torus, on b without a
// budget, from an incumbent of weight start (the cells, to search from
// scratch; below that, only lighter members count), over every goal's
// coset (one search for both when they are complementary). It returns the
// presses it finds, or nil when none is lighter than start, and ok false
// when r has no periodic search.
func PeriodicLightest(r *Rules, b Board, start int) (presses []int, ok bool) {
	sys := r.linear()
	p := sys.torusPeriodic(r)
	if p == nil {
		return nil, false
	}
	var cosets [][]uint64
	for _, g := range r.goals {
		if x0, ok := sys.particular(b.Xor(g)); ok {
			cosets = append(cosets, x0)
		}
	}
	if len(cosets) == 2 && sys.null.complementary(cosets[0], cosets[1]) {
		cosets = cosets[:1:1]
		x, _ := p.lightest(cosets[0], start, true, math.MaxInt)
		return cellsOrNil(x), true
	}
	bw := start
	var best []uint64
	for _, x0 := range cosets {
		if x, _ := p.lightest(x0, bw, false, math.MaxInt); x != nil {
			best, bw = x, weight(x)
		}
	}
	return cellsOrNil(best), true
}

func cellsOrNil(x []uint64) []int {
	if x == nil {
		return nil
	}
	return cellsOf(x)
}
