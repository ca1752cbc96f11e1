package binary

import (
	"math/bits"
	"slices"

	"flip/solver/internal/bitvec"
)

// Closest is the answer Rules.Closest finds for a set of presses.
type Closest struct {
	// Presses is the answer's set of presses: one bit per cell.
	Presses Board
	// Exact is true when Presses is proven to be, of the sets that do
	// what the given set does, one of the fewest presses and of those
	// one sharing the most cells with it; false where the walk would be
	// too long (never on the boards the game offers, up to 10×10), and
	// Presses is then a local search's best.
	Exact bool
}

// closestBudget bounds the work of Closest's walk, in candidates (one
// evaluation of a line's choice): 2^24, about 25 ms natively.
const closestBudget = 1 << 24

// Closest returns, of the sets of presses that change a board exactly as
// pressed does (pressed plus any member of the null space: from the same
// start they reach the same position), one of the fewest presses; of
// those, one that shares the most cells with pressed; of those that tie,
// the same one every time. It does not need the start: the player's
// odd-count set from a puzzle's start gives the optimal answers that reach
// the player's finish. Cells beyond the board are ignored.
//
// It cuts the board into rows (or columns, when that is less work) and
// splits the null space into the members inside each line and a rest:
// for each of the 2^rest combinations of the rest it picks each line's
// best member alone, since the cost is a sum over the cells. On 9×9 king
// with wrap (nullity 32) that leaves 2^14 combinations; elsewhere in the
// game at most 2^20. See docs/solver.md, “The optimal answer closest to
// a player's”.
func (r *Rules) Closest(pressed Board) Closest {
	sys := r.linear()
	n, nw, k := sys.n, sys.nw, sys.nullity()
	var c Closest
	for i := range n {
		c.Presses.Set(i, pressed.Get(i))
	}
	if k == 0 {
		c.Exact = true
		return c
	}
	p := c.Presses[:nw]
	null := make([][]uint64, k)
	for j := range null {
		null[j] = sys.null[j*nw : (j+1)*nw]
	}
	w := closestWalk{n: n, nw: nw, p: p}
	plan, work := r.linesPlan(null, true)
	if cols, cw := r.linesPlan(null, false); cw < work {
		plan, work = cols, cw
	}
	if work > closestBudget {
		best := w.descend(p, null)
		copy(c.Presses[:nw], best)
		return c
	}
	best := w.walk(plan)
	copy(c.Presses[:nw], best)
	c.Exact = true
	return c
}

// linePlan is the null space split for Closest's walk: the lines (rows or
// columns) with the span of the members inside each, the mask of the
// cells of the lines that hold none, and a basis of the rest.
type linePlan struct {
	lines []planLine
	plain []uint64   // the cells of the lines with no member inside
	rest  [][]uint64 // completes the lines' members to a basis
}

// planLine is one line of a linePlan: its cells and every member of the
// null space inside it (the zero vector first).
type planLine struct {
	mask []uint64
	span [][]uint64
}

// linesPlan splits the null space along the rows (or the columns) and
// returns the plan with its work: 2^rest times the members to try in the
// lines.
func (r *Rules) linesPlan(null [][]uint64, rows bool) (linePlan, int) {
	wd, ht := r.spec.Width, r.spec.Height
	nw := len(null[0])
	count, long := ht, wd
	if !rows {
		count, long = wd, ht
	}
	var plan linePlan
	plan.plain = make([]uint64, nw)
	var members [][]uint64
	tries := 1
	for l := range count {
		mask := make([]uint64, nw)
		for i := range long {
			c := l*wd + i
			if !rows {
				c = i*wd + l
			}
			mask[c/64] |= 1 << (uint(c) % 64)
		}
		in := inside(null, mask)
		if len(in) == 0 {
			bitvec.XorInto(plan.plain, plan.plain, mask)
			continue
		}
		members = append(members, in...)
		plan.lines = append(plan.lines, planLine{mask: mask, span: spanOf(in, nw)})
		tries += 1 << len(in)
	}
	e := echelon{}
	for _, v := range members {
		e.add(v)
	}
	for _, v := range null {
		if e.add(v) {
			plan.rest = append(plan.rest, v)
		}
	}
	if len(plan.rest) >= 40 {
		return plan, closestBudget + 1
	}
	return plan, tries << len(plan.rest)
}

// closestWalk holds what Closest's walk compares: the board's cells and
// the pressed set.
type closestWalk struct {
	n, nw int
	p     []uint64
}

// cost is the walk's order on candidates x, restricted to the cells of
// mask: fewer presses first, then fewer cells differing from the pressed
// set (the more shared, as the sizes are equal).
func (w *closestWalk) cost(x, mask []uint64) int {
	size, diff := 0, 0
	for j, m := range mask {
		size += bits.OnesCount64(x[j] & m)
		diff += bits.OnesCount64((x[j] ^ w.p[j]) & m)
	}
	return size*(w.n+1) + diff
}

// walk visits every combination of the plan's rest in Gray-code order,
// picks each line's best member for it, and returns the best candidate.
func (w *closestWalk) walk(plan linePlan) []uint64 {
	nw := w.nw
	cur := slices.Clone(w.p)
	z := make([]uint64, nw)
	bestCost, bestRest := -1, make([]uint64, nw)
	for i := 0; i < 1<<len(plan.rest); i++ {
		if i > 0 {
			bitvec.XorInto(cur, cur, plan.rest[bits.TrailingZeros(uint(i))])
		}
		total := w.cost(cur, plan.plain)
		for _, l := range plan.lines {
			lb := -1
			for _, v := range l.span {
				bitvec.XorInto(z, cur, v)
				if c := w.cost(z, l.mask); lb < 0 || c < lb {
					lb = c
				}
			}
			total += lb
		}
		if bestCost < 0 || total < bestCost {
			bestCost = total
			copy(bestRest, cur)
		}
	}
	// The best combination with each line's first best member.
	best := slices.Clone(bestRest)
	for _, l := range plan.lines {
		lb, pick := -1, l.span[0]
		for _, v := range l.span {
			bitvec.XorInto(z, bestRest, v)
			if c := w.cost(z, l.mask); lb < 0 || c < lb {
				lb, pick = c, v
			}
		}
		bitvec.XorInto(best, best, pick)
	}
	return best
}

// descend is Closest's fallback: from the pressed set, it adds a member
// of the null space's basis, or two, while that lowers the cost.
func (w *closestWalk) descend(p []uint64, null [][]uint64) []uint64 {
	all := make([]uint64, w.nw)
	for i := range w.n {
		all[i/64] |= 1 << (uint(i) % 64)
	}
	cur := slices.Clone(p)
	z := make([]uint64, w.nw)
	for better := true; better; {
		better = false
		c0 := w.cost(cur, all)
		for i := range null {
			for j := i; j < len(null); j++ {
				bitvec.XorInto(z, cur, null[i])
				if j > i {
					bitvec.XorInto(z, z, null[j])
				}
				if c := w.cost(z, all); c < c0 {
					copy(cur, z)
					c0, better = c, true
				}
			}
		}
	}
	return cur
}

// inside returns a basis of the members of the space spanned by vecs
// that lie within mask: elimination on the bits outside it, keeping the
// vectors that reduce to nothing there.
func inside(vecs [][]uint64, mask []uint64) [][]uint64 {
	type pivot struct {
		v   []uint64
		low int
	}
	lowOutside := func(x []uint64) int {
		for j, v := range x {
			if o := v &^ mask[j]; o != 0 {
				return j*64 + bits.TrailingZeros64(o)
			}
		}
		return -1
	}
	var pivots []pivot
	var in [][]uint64
	for _, v := range vecs {
		x := slices.Clone(v)
		for {
			lb := lowOutside(x)
			if lb < 0 {
				in = append(in, x)
				break
			}
			i := slices.IndexFunc(pivots, func(p pivot) bool { return p.low == lb })
			if i < 0 {
				pivots = append(pivots, pivot{x, lb})
				break
			}
			bitvec.XorInto(x, x, pivots[i].v)
		}
	}
	return in
}

// spanOf returns every combination of the independent vectors vecs, the
// zero vector first.
func spanOf(vecs [][]uint64, nw int) [][]uint64 {
	span := [][]uint64{make([]uint64, nw)}
	for _, v := range vecs {
		for _, s := range span[:len(span):len(span)] {
			x := make([]uint64, nw)
			bitvec.XorInto(x, s, v)
			span = append(span, x)
		}
	}
	return span
}

// echelon is a set of independent vectors kept with distinct lowest bits.
type echelon struct{ rows [][]uint64 }

// add adds v to the set if it is independent of it, and reports whether
// it was.
func (e *echelon) add(v []uint64) bool {
	x := slices.Clone(v)
	for {
		lb := lowBit(x)
		if lb < 0 {
			return false
		}
		i := slices.IndexFunc(e.rows, func(r []uint64) bool { return lowBit(r) == lb })
		if i < 0 {
			e.rows = append(e.rows, x)
			return true
		}
		bitvec.XorInto(x, x, e.rows[i])
	}
}

// lowBit returns the lowest set bit of v, or -1 when v is zero.
func lowBit(v []uint64) int {
	for j, x := range v {
		if x != 0 {
			return j*64 + bits.TrailingZeros64(x)
		}
	}
	return -1
}

// QuietParts splits x, a set of presses that together change nothing (a
// member of the null space), into disjoint sets that each change nothing:
// the smallest such set within x's cells, then the smallest within what
// is left, until nothing is. Where x's cells hold more than 2^16 such
// sets, what is left is one part. It returns nil when x is empty or
// changes something.
func (r *Rules) QuietParts(x Board) []Board {
	sys := r.linear()
	n, nw := sys.n, sys.nw
	var effect Board
	for i := range n {
		if x.Get(i) {
			effect = effect.Xor(r.presses[i])
		}
	}
	if x.IsZero() || !effect.IsZero() || !sys.fits(&x) {
		return nil
	}
	null := make([][]uint64, sys.nullity())
	for j := range null {
		null[j] = sys.null[j*nw : (j+1)*nw]
	}
	var parts []Board
	rest := slices.Clone(x[:nw])
	for lowBit(rest) >= 0 {
		in := inside(null, rest)
		part := rest
		if len(in) > 1 && len(in) <= 16 {
			bw := -1
			for _, v := range spanOf(in, nw)[1:] {
				if w := bitvec.Weight(v); bw < 0 || w < bw {
					bw, part = w, v
				}
			}
		}
		var b Board
		copy(b[:nw], part)
		parts = append(parts, b)
		rest = slices.Clone(rest)
		bitvec.XorInto(rest, rest, part)
	}
	return parts
}

// GoalDistances returns, for each goal in the order of Goals, the fewest
// presses that solve b toward that goal alone, -1 where that goal cannot
// be reached. Like OptimalCount it walks every solution, so ok is false
// when Nullity is over 20.
func (r *Rules) GoalDistances(b Board) (dist []int, ok bool) {
	dist = make([]int, len(r.goals))
	for i := range dist {
		dist[i] = -1
	}
	ok = r.eachSolution(b, func(goal int, x []uint64) {
		if w := bitvec.Weight(x); dist[goal] < 0 || w < dist[goal] {
			dist[goal] = w
		}
	})
	if !ok {
		return nil, false
	}
	return dist, true
}
