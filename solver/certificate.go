package solver

import "math/bits"

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
// ≤ 24), and otherwise a light one found by a bounded search. It returns
// nil when some goal is reachable. Cells beyond the board are ignored.
//
// Each goal gets its own lightest set, so when one set rules out both
// colours it comes twice, with equal Cells; a caller that shows each set
// once compares Cells. Of equally light sets it returns the one whose
// cell list is lexicographically smallest among those the search meets
// (all of them when Nullity ≤ 24), so the answer is deterministic.
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
		cells, lightest := q.lightestOdd(&c, p)
		certs = append(certs, Certificate{Goal: r.Symbol(g, 0), Cells: cells, Lightest: lightest})
	}
	return certs
}

// lightestOdd returns the lightest set of the space that meets c in an odd
// number of cells, given basis vector p that does, and whether it is
// proven lightest.
//
// Those sets are the coset Q0 ⊕ H: Q0 = vector p and H the sets that meet
// c evenly, spanned by vector i ⊕ (vector p when vector i meets c oddly)
// for i ≠ p. The basis of H is in systematic form on the leads other than
// p's, which Q0 does not have (the basis is reduced), so the coset is what
// basis.lightest searches: every member weighs at least the number of
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
			xorInto(h[start:], h[start:], q0)
		}
	}
	best, _, proven := newBasis(q.n, nw, h).lightest([][]uint64{q0})
	return cellsOf(best), proven
}

// cellsOf returns the cells set in x, in ascending order.
func cellsOf(x []uint64) []int {
	cells := make([]int, 0, weight(x))
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
