package solver

import "math/big"

// Positions returns the number of positions, K^cells.
func (r *Rules) Positions() *big.Int {
	if r.bin != nil {
		return r.bin.Positions()
	}
	return r.col.Positions()
}

// Solvable returns the number of positions some presses solve.
func (r *Rules) Solvable() *big.Int {
	if r.bin != nil {
		return r.bin.Solvable()
	}
	return r.col.Solvable()
}

// QuietSets returns the number of press sets that change nothing: every
// solvable position has exactly that many answers per goal it can reach.
// It is K^nullity when K is prime (2^Nullity in two colours).
func (r *Rules) QuietSets() *big.Int {
	if r.bin != nil {
		return new(big.Int).Lsh(big.NewInt(1), uint(r.bin.Nullity()))
	}
	return r.col.QuietSets()
}

// Nullity returns d where QuietSets is K^d: in two colours the dimension
// of the press matrix's null space over GF(2) (docs/solver.md, “The null
// space”); -1 in K colours where QuietSets is no power of K (K = 4 or 6
// on some boards).
func (r *Rules) Nullity() int {
	if r.bin != nil {
		return r.bin.Nullity()
	}
	q, k := new(big.Int).Set(r.col.QuietSets()), big.NewInt(int64(r.k))
	d := 0
	for m := new(big.Int); q.Cmp(big.NewInt(1)) > 0; d++ {
		if q.DivMod(q, k, m); m.Sign() != 0 {
			return -1
		}
	}
	return d
}

// OptimalCount returns the number of different optimal answers of p
// (sets of presses of the fewest size, over every goal; 0 when p cannot be
// solved), where it is counted: in two colours when Nullity is at most
// 20. Elsewhere ok is false.
func (r *Rules) OptimalCount(p Position) (count int, ok bool) {
	if r.bin == nil || !r.valid(&p) {
		return 0, false
	}
	return r.bin.OptimalCount(p[0])
}

// HasTable reports whether the rule set answers from a distance table
// that is built, or built at once when first needed: in two colours on
// boards of at most TableCells cells, in K colours where there are at
// most 2^18 positions. Histogram and Puzzle then answer at once, and Draw
// draws uniformly.
func (r *Rules) HasTable() bool {
	if r.bin != nil {
		return r.bin.Table() != nil
	}
	return r.col.States() <= quickTableStates
}

// Histogram returns how many positions lie at each par. It needs a
// distance table: in two colours at most TableCells cells, in K colours
// at most 2^24 positions (built on the first call, which may take
// seconds beyond HasTable's size).
func (r *Rules) Histogram() (Histogram, error) {
	if r.bin != nil {
		return r.bin.Histogram()
	}
	return r.col.Histogram()
}
