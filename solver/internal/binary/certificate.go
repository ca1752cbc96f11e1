package binary

import (
	"math/bits"
	"slices"

	"flip/solver/internal/bitvec"
	"flip/solver/internal/coset"
)

// Certificate proves that a position can never reach one goal: a set Q of
// cells such that every press changes an even number of Q's cells, while
// an odd number of Q's cells differ from the goal now. No press changes the
// parity of that number, so it stays odd and the goal stays out of reach.
// Changing any one cell of Q makes the parity even (which may still leave
// another certificate odd: see MakeSolvable).
//
// Q is also called a quiet pattern: for the shapes here the press matrix
// is symmetric, so pressing every cell of Q changes nothing.
type Certificate struct {
	// Goal is the goal ruled out, as the game's character for the colour
	// of every cell of it: 'w' (all white) or 'b' (all black) for the Flip
	// Game, '-' (all open) for the Refrigerator.
	Goal byte
	// Cells are Q's cells, row-major (row i/Width, column i%Width), in
	// ascending order.
	Cells []int
	// Lightest is true when no certificate for this goal has fewer cells:
	// always when Nullity is at most 24.
	Lightest bool
}

// Certificates returns, when b cannot be solved, one certificate for each
// goal (in the order of Goals: white before black), each the lightest for
// its goal whenever the left null space has at most 2^24 members (Nullity
// ≤ 24) and whenever it is light enough for the list of light sets the
// rule set keeps, and otherwise a light one found by a bounded search
// (Lightest says which). It returns nil when some goal is reachable. Cells
// beyond the board are ignored.
//
// Each goal gets its own lightest set, so when one set rules out both
// colours it comes twice, with equal Cells; a caller that shows each set
// once compares Cells. Of equally light sets it returns the one whose cell
// list is lexicographically smallest when the set is in the list, and a
// deterministic one otherwise.
//
// The first call on a rule set lists its light quiet sets (a few
// milliseconds natively on the largest null spaces of the game's boards);
// after that a certificate is a scan of that list, microseconds.
func (r *Rules) Certificates(b Board) []Certificate {
	q := r.quiet()
	if q.d() == 0 {
		return nil
	}
	var certs []Certificate
	for _, g := range r.goals {
		c := b.Xor(g)
		p := q.odd(&c)
		if p < 0 {
			return nil // g is reachable
		}
		var cells []int
		lightest := true
		if v := q.lightOdd(&c); v != nil {
			cells = cellsOf(v)
		} else {
			cells, lightest = q.lightestOdd(&c, p)
		}
		certs = append(certs, Certificate{Goal: r.Symbol(g, 0), Cells: cells, Lightest: lightest})
	}
	return certs
}

// lightBudget bounds the sets of basis vectors lightOdd's list is made
// from, once per rule set, and maxLight about how many sets it keeps. The
// budget is larger when the nullity is above coset.ExactNullity, where the
// search behind the list could not prove its answer lightest and takes
// milliseconds a position.
const (
	lightBudget      = 1 << 16
	largeLightBudget = 1 << 21
	maxLight         = 1 << 12
)

// lightOdd returns the lightest set of the space that meets c in an odd
// number of cells, if one weighs at most the weight its list is complete
// to, else nil. Of equally light sets it returns the one whose cell list is
// lexicographically smallest.
//
// The list holds every set of the space of at most W cells, sorted by
// weight then cells: W is the largest for which the sums of at most W
// basis vectors number at most the budget (since the basis is reduced, a
// set has the leads of the basis vectors it sums and no other leads, so it
// weighs at least their number, and none of W cells or fewer is missed),
// or any weight when that covers the whole space; then lowered, whole
// weights at a time, while the list would hold more than maxLight sets. It is made
// once per rule set (65,536 sums at most up to nullity 24; about 1.2
// million when the nullity is 32, W = 6), and then a certificate is a
// scan of a short list.
func (q *quietSpace) lightOdd(c *Board) []uint64 {
	q.lightOnce.Do(q.listLight)
	cw := c[:q.nw]
	for i := 0; i < len(q.light); i += q.nw {
		if v := q.light[i : i+q.nw]; parity(v, cw) {
			return v
		}
	}
	return nil
}

// listLight fills q.light; see lightOdd.
func (q *quietSpace) listLight() {
	d, nw := q.d(), q.nw
	budget := lightBudget
	if d > coset.ExactNullity {
		budget = largeLightBudget
	}
	w, sets, c := 0, 1, 1 // sets: sums of at most w vectors; c = C(d, w)
	for w < d {
		next := c * (d - w) / (w + 1)
		if sets+next > budget {
			break
		}
		w, sets, c = w+1, sets+next, next
	}
	// buckets[k] holds the sets of weight k met so far, for k up to
	// limit; when they hold more than maxLight sets in all, the heaviest
	// bucket goes and limit drops below it.
	limit := w
	if w == d {
		limit = q.n
	}
	buckets := make([][]uint64, limit+1)
	kept := 0
	keep := func(v []uint64, k int) { // k = bitvec.Weight(v) <= limit
		buckets[k] = append(buckets[k], v...)
		for kept++; kept > maxLight; limit-- {
			kept -= len(buckets[limit]) / nw
			buckets[limit] = nil
		}
	}
	stack := make([]uint64, (w+1)*nw)
	var visit func(start, depth int)
	visit = func(start, depth int) {
		if depth == w {
			return
		}
		cur := stack[depth*nw : (depth+1)*nw]
		next := stack[(depth+1)*nw : (depth+2)*nw]
		for i := start; i < d; i++ {
			v := q.vecs[i*nw : (i+1)*nw]
			v = v[:len(cur)]
			next = next[:len(cur)]
			k := 0
			for j, x := range cur {
				x ^= v[j]
				next[j] = x
				k += bits.OnesCount64(x)
			}
			if k <= limit {
				keep(next, k)
			}
			if depth+1 < w {
				visit(i+1, depth+1)
			}
		}
	}
	if w < d {
		visit(0, 0)
	} else {
		// The whole space: a Gray-code walk, one XOR a set.
		cur := stack[:nw]
		for i := 1; i < 1<<d; i++ {
			bitvec.XorInto(cur, cur, q.vec(bits.TrailingZeros(uint(i))))
			if k := bitvec.Weight(cur); k <= limit {
				keep(cur, k)
			}
		}
	}
	var found [][]uint64
	for _, bucket := range buckets[:limit+1] {
		for i := 0; i < len(bucket); i += nw {
			found = append(found, bucket[i:i+nw])
		}
	}
	slices.SortFunc(found, func(a, b []uint64) int {
		if wa, wb := bitvec.Weight(a), bitvec.Weight(b); wa != wb {
			return wa - wb
		}
		if bitvec.LexLess(a, b) {
			return -1
		}
		return 1
	})
	for _, v := range found {
		q.light = append(q.light, v...)
	}
}

// lightestOdd returns the lightest set of the space that meets c in an odd
// number of cells, given basis vector p that does, and whether it is
// proven lightest.
//
// Those sets are the coset Q0 ⊕ H: Q0 = vector p and H the sets that meet
// c evenly, spanned by vector i ⊕ (vector p when vector i meets c oddly)
// for i ≠ p. The basis of H is in systematic form on the leads other than
// p's, which Q0 does not have (the basis is reduced), so the coset is what
// coset.Space.Lightest searches: every member weighs at least the number of
// basis vectors summed into it.
func (q *quietSpace) lightestOdd(c *Board, p int) ([]int, bool) {
	nw := q.nw
	cw := c[:nw]
	q0 := append([]uint64(nil), q.vec(p)...)
	h := make([]uint64, 0, (q.d()-1)*nw)
	for i := range q.d() {
		if i == p {
			continue
		}
		start := len(h)
		h = append(h, q.vec(i)...)
		if parity(q.vec(i), cw) {
			bitvec.XorInto(h[start:], h[start:], q0)
		}
	}
	// No board geometry here: the split and periodic searches and the
	// projection bound are for press spaces; the walk and the search need
	// none.
	best, bw, bound := coset.New(q.n, h, coset.Geometry{}).Lightest([][]uint64{q0})
	return cellsOf(best), bound == bw
}

// cellsOf returns the cells set in x, in ascending order.
func cellsOf(x []uint64) []int {
	cells := make([]int, 0, bitvec.Weight(x))
	for k, word := range x {
		for word != 0 {
			cells = append(cells, k*64+bits.TrailingZeros64(word))
			word &= word - 1
		}
	}
	return cells
}

// OffGoal returns how many of c's cells differ in b from c's goal: an odd
// number for a certificate of b.
func (r *Rules) OffGoal(b Board, c Certificate) int {
	n := 0
	for _, i := range c.Cells {
		if r.Symbol(b, i) != c.Goal {
			n++
		}
	}
	return n
}
