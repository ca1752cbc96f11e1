package coset

import (
	"flip/solver/internal/bitvec"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// testBoard is a rule set for the tests: a board's press masks, its goals
// and its null space, from an elimination of its own. The reduced row
// echelon form is unique, so the null-space basis and the particular
// solutions are exactly package binary's; the tests share nothing with
// this package but the vectors' layout.
type testBoard struct {
	name    string
	w, h    int
	torus   bool
	n, nw   int
	presses [][]uint64 // presses[c]: the press mask of cell c, nw words
	goals   [][]uint64
	rank    int
	pivots  []int    // pivots[i]: the column row i of R pivots on
	ops     []uint64 // n rows of nw words: T, with T·A = R
	null    []uint64 // the null space's basis, nw words a vector
}

// shape is which cells a press changes, as package binary's Shape.
type shape int

const (
	cross shape = iota
	rowcol
	king
)

// shapes lists every shape in package binary's order.
var shapes = []shape{cross, rowcol, king}

// the two games: the Flip Game (either colour is a goal) and the
// Refrigerator (every handle open).
const (
	flipGame = true
	fridge   = false
)

// newTestBoard returns the w×h board of shape sh, with wrap when torus,
// whose goals are the board of no cell set and, when either, the board of
// every cell set.
func newTestBoard(either bool, sh shape, w, h int, torus bool) *testBoard {
	n := w * h
	nw := (n + 63) / 64
	game, wrap := "fridge", ""
	if either {
		game = "flip"
	}
	if torus {
		wrap = " torus"
	}
	r := &testBoard{
		name: fmt.Sprintf("%s %dx%d %s%s", game, w, h, [...]string{"cross", "rowcol", "king"}[sh], wrap),
		w:    w, h: h, torus: torus, n: n, nw: nw,
	}
	for c := range n {
		r.presses = append(r.presses, r.mask(sh, c/w, c%w))
	}
	r.goals = [][]uint64{make([]uint64, nw)}
	if either {
		full := make([]uint64, nw)
		for c := range n {
			full[c/64] |= 1 << (c % 64)
		}
		r.goals = append(r.goals, full)
	}
	r.eliminate()
	return r
}

// mask returns the cells a press on row y, column x changes.
func (r *testBoard) mask(sh shape, y, x int) []uint64 {
	m := make([]uint64, r.nw)
	add := func(yy, xx int) {
		if r.torus {
			yy, xx = (yy+r.h)%r.h, (xx+r.w)%r.w
		} else if yy < 0 || yy >= r.h || xx < 0 || xx >= r.w {
			return
		}
		c := yy*r.w + xx
		m[c/64] |= 1 << (c % 64)
	}
	switch sh {
	case cross:
		add(y, x)
		add(y-1, x)
		add(y+1, x)
		add(y, x-1)
		add(y, x+1)
	case rowcol:
		for i := range r.w {
			add(y, i)
		}
		for i := range r.h {
			add(i, x)
		}
	case king:
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				add(y+dy, x+dx)
			}
		}
	}
	return m
}

// bit returns bit c of x.
func bit(x []uint64, c int) bool { return x[c/64]>>(c%64)&1 != 0 }

// eliminate reduces A, whose column j is press mask j, to its reduced row
// echelon form R = T·A by Gauss–Jordan elimination, and reads off the
// null space's basis: one vector per free column f, 1 there, 0 on the
// other free columns, and on each pivot column its row's bit of column f.
func (r *testBoard) eliminate() {
	n, nw := r.n, r.nw
	rows := make([][]uint64, n) // R's part, then T's part
	for i := range rows {
		rows[i] = make([]uint64, 2*nw)
		for j := range n {
			if bit(r.presses[j], i) {
				rows[i][j/64] |= 1 << (j % 64)
			}
		}
		rows[i][nw+i/64] |= 1 << (i % 64)
	}
	for c := 0; c < n && r.rank < n; c++ {
		p := r.rank
		for p < n && !bit(rows[p], c) {
			p++
		}
		if p == n {
			continue
		}
		rows[p], rows[r.rank] = rows[r.rank], rows[p]
		for i := range n {
			if i != r.rank && bit(rows[i], c) {
				bitvec.XorInto(rows[i], rows[i], rows[r.rank])
			}
		}
		r.pivots = append(r.pivots, c)
		r.rank++
	}
	r.ops = make([]uint64, 0, n*nw)
	for _, row := range rows {
		r.ops = append(r.ops, row[nw:]...)
	}
	isPivot := make([]bool, n)
	for _, c := range r.pivots {
		isPivot[c] = true
	}
	for f := range n {
		if isPivot[f] {
			continue
		}
		v := make([]uint64, nw)
		v[f/64] |= 1 << (f % 64)
		for i, c := range r.pivots {
			if bit(rows[i], f) {
				v[c/64] |= 1 << (c % 64)
			}
		}
		r.null = append(r.null, v...)
	}
}

// nullity returns the dimension of the null space.
func (r *testBoard) nullity() int { return r.n - r.rank }

// space returns the board's null space with its searches.
func (r *testBoard) space() *Space {
	return New(r.n, r.null, Geometry{Width: r.w, Height: r.h, Torus: r.torus, Presses: r.presses})
}

// particular returns the solution of A·x = b whose free columns are 0,
// or false when there is none.
func (r *testBoard) particular(b []uint64) ([]uint64, bool) {
	nw := r.nw
	odd := func(i int) bool {
		var acc uint64
		for j, v := range r.ops[i*nw : (i+1)*nw] {
			acc ^= v & b[j]
		}
		return bits.OnesCount64(acc)%2 == 1
	}
	for i := r.rank; i < r.n; i++ {
		if odd(i) {
			return nil, false
		}
	}
	x := make([]uint64, nw)
	for i, c := range r.pivots {
		if odd(i) {
			x[c/64] |= 1 << (c % 64)
		}
	}
	return x, true
}

// cosets returns the representatives of the goals' cosets of solutions of
// b, as package binary gives them to Lightest.
func (r *testBoard) cosets(b []uint64) [][]uint64 {
	var cosets [][]uint64
	for _, g := range r.goals {
		c := make([]uint64, r.nw)
		bitvec.XorInto(c, b, g)
		if x0, ok := r.particular(c); ok {
			cosets = append(cosets, x0)
		}
	}
	return cosets
}

// randomSolvable returns a random goal with random presses made on it, as
// package binary's Rules.RandomSolvable draws it from rng.
func (r *testBoard) randomSolvable(rng *rand.Rand) []uint64 {
	b := append([]uint64(nil), r.goals[rng.IntN(len(r.goals))]...)
	var coins uint64
	for i, m := range r.presses {
		if i%64 == 0 {
			coins = rng.Uint64()
		}
		if coins&1 != 0 {
			bitvec.XorInto(b, b, m)
		}
		coins >>= 1
	}
	return b
}

// pressed returns what the presses x change.
func (r *testBoard) pressed(x []uint64) []uint64 {
	sum := make([]uint64, r.nw)
	for c := range r.n {
		if bit(x, c) {
			bitvec.XorInto(sum, sum, r.presses[c])
		}
	}
	return sum
}

// inCoset reports whether x ⊕ x0 is a null vector of the presses.
func (r *testBoard) inCoset(x, x0 []uint64) bool {
	d := make([]uint64, r.nw)
	bitvec.XorInto(d, x, x0)
	return bitvec.Weight(r.pressed(d)) == 0
}

// solves reports whether the presses x bring b to a goal.
func (r *testBoard) solves(x, b []uint64) bool {
	after := r.pressed(x)
	bitvec.XorInto(after, after, b)
	return slices.ContainsFunc(r.goals, func(g []uint64) bool { return slices.Equal(after, g) })
}

// fewest returns the fewest presses that solve b, or -1 when nothing
// does, by a plain Gray-code walk over every solution for every goal,
// its innermost steps (the last eight basis vectors) from a table of
// their sums, one popcount a word and solution.
func (r *testBoard) fewest(b []uint64) int {
	k, nw := r.nullity(), r.nw
	// The last t basis vectors from a table of their 2^t sums, in
	// Gray-code order; the others by a Gray-code walk around it.
	t := min(k, 8)
	table := make([]uint64, nw<<t)
	for j := 1; j < 1<<t; j++ {
		v := r.null[(k-t+bits.TrailingZeros(uint(j)))*nw:][:nw]
		for q := range nw {
			table[j*nw+q] = table[(j-1)*nw+q] ^ v[q]
		}
	}
	best := -1
	for _, x0 := range r.cosets(b) {
		cur := slices.Clone(x0)
		for i := 0; i < 1<<(k-t); i++ {
			if i > 0 {
				v := r.null[bits.TrailingZeros(uint(i))*nw:][:nw]
				for q := range nw {
					cur[q] ^= v[q]
				}
			}
			if w := nearest(cur, table); best < 0 || w < best {
				best = w
			}
		}
	}
	return best
}

// nearest returns the least weight of x ⊕ u over the vectors u of table
// (len(x) words each), written out for up to four words.
func nearest(x, table []uint64) int {
	best := 64 * len(x)
	switch len(x) {
	case 1:
		for _, u := range table {
			best = min(best, bits.OnesCount64(x[0]^u))
		}
	case 2:
		x0, x1 := x[0], x[1]
		for ; len(table) >= 2; table = table[2:] {
			best = min(best, bits.OnesCount64(x0^table[0])+bits.OnesCount64(x1^table[1]))
		}
	case 3:
		x0, x1, x2 := x[0], x[1], x[2]
		for ; len(table) >= 3; table = table[3:] {
			best = min(best, bits.OnesCount64(x0^table[0])+bits.OnesCount64(x1^table[1])+bits.OnesCount64(x2^table[2]))
		}
	case 4:
		x0, x1, x2, x3 := x[0], x[1], x[2], x[3]
		for ; len(table) >= 4; table = table[4:] {
			best = min(best, bits.OnesCount64(x0^table[0])+bits.OnesCount64(x1^table[1])+
				bits.OnesCount64(x2^table[2])+bits.OnesCount64(x3^table[3]))
		}
	default:
		for ; len(table) >= len(x); table = table[len(x):] {
			w := 0
			for q, c := range x {
				w += bits.OnesCount64(c ^ table[q])
			}
			best = min(best, w)
		}
	}
	return best
}

// smallNullSpaces lists the Refrigerator rule sets of sides 3 to 12,
// every shape and wrap, whose nullity is between 1 and 18, so that a walk
// of the whole null space is cheap.
func smallNullSpaces(t *testing.T) []*testBoard {
	var out []*testBoard
	for w := 3; w <= 12; w++ {
		for h := 3; h <= 12; h++ {
			for _, sh := range shapes {
				for _, torus := range []bool{false, true} {
					r := newTestBoard(fridge, sh, w, h, torus)
					if k := r.nullity(); k >= 1 && k <= 18 {
						out = append(out, r)
					}
				}
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("%d rule sets with nullity 1 to 18; want at least 50", len(out))
	}
	return out
}

// randomVector returns n random bits in nw words.
func randomVector(rng *rand.Rand, n, nw int) []uint64 {
	x := make([]uint64, nw)
	for c := range n {
		if rng.IntN(2) == 1 {
			x[c/64] |= 1 << (c % 64)
		}
	}
	return x
}
