package colours

import (
	"slices"

	"flip/solver/internal/binary"
)

// The trellis: the par as a shortest path. Every answer for a goal is x₀ +
// Σ tᵢ·qᵢ over the quiet generators qᵢ (tᵢ in [0, orderᵢ)), and its weight
// is a sum over the cells of a term that depends only on the tᵢ whose
// generator is nonzero there. Walking the cells in order, only the
// generators whose span (first to last nonzero cell) covers the cell are
// "active"; a state is a choice of their tᵢ, the cost of a state is the
// least weight of the cells so far, and a generator that ends is
// minimised out. This is the Viterbi algorithm on the trellis of the
// quiet space, as for decoding a linear code, and it is exact. Its work is
// the number of states, the product of the active generators' orders, so
// the generators are first put in minimal-span form (no two start or end
// on the same cell), over each prime field K's generators live in: GF(K)
// for K = 2, 3, 5; for 6 = 2·3, 3·(the quiet sets modulo 2) and 4·(those
// modulo 3), by the Chinese remainder theorem. For K = 4 the Howell
// generators are shortened the same way wherever the later one's last
// count divides the earlier one's (see ringSpan).

// TrellisStates is the most states the trellis may hold at once: about
// 40 MB of costs and choices at the widest.
const TrellisStates = 1 << 21

// quickWork is the most work (states summed over the cells, times the
// goals walked) of a trellis a small budget (the page's) walks: more would
// hold the page for a second or more, and the lift or the branch and bound
// answers within the budget instead, proven or not. It is a little above
// the heaviest the page walked when it went by width alone (10×10 row and
// column in the Flip Game at K = 6: 2^26.4, 60 ms a position natively on
// 2026-11-27), and lets in 5×5 cross with wrap at K = 5 and 6, 8×8 king
// at K = 5, and the Refrigerator's 9×9 row and column at K = 4 and 7×7 at
// K = 6 (docs/solver.md, “Which boards are proven”).
const quickWork = 1 << 27

// gen is a quiet generator: its counts, its order, and its span.
type gen struct {
	v          []uint8
	order      int
	start, end int
}

// A trellis is generators in the form the trellis walks, in the cell order
// perm (perm[k] is the cell walked k-th), with its width and work.
type trellis struct {
	gens        []gen
	width, work int
	perm        []int
}

// narrowest returns the trellis of the quiet generators (with anyGoal,
// of the press sets that make every cell the same colour: see
// anyGoalTrellis) in the narrowest of g's cell orders.
func (g *ring) narrowest(anyGoal bool) trellis {
	var best trellis
	for _, perm := range g.orders {
		masks := permuted(g.masks, perm)
		if anyGoal {
			all := make([]int, g.n)
			for c := range all {
				all[c] = c
			}
			masks = append(masks, all)
		}
		gens := spanGens(g.K, g.n, masks)
		if w, work := widthOf(gens, g.n); best.gens == nil || w < best.width {
			best = trellis{gens: gens, width: w, work: work, perm: perm}
		}
	}
	return best
}

// anyGoalTrellis returns the trellis over every goal of the Flip Game at
// once, or nil when it is wider than TrellisStates. The press sets that
// take a position to some uniform board are x₀ + Q′, x₀ any one answer
// and Q′ the press sets whose counts change every cell alike, {x : A·x ∈
// Z_K·1}: the quiet sets of the system with one more press, on every
// cell, left out of the count (a press set that changes every cell alike
// changes them by a unique t, so Q′'s generators stay independent, in the
// same echelon order). One walk over x₀ + Q′ is the least over the K
// goals, which on row and column boards is 8 to 34 times less work than a
// walk for each goal (docs/solver.md, “More colours”).
func (g *ring) anyGoalTrellis() *trellis {
	g.anyOnce.Do(func() {
		if t := g.narrowest(true); t.width <= TrellisStates {
			g.anyGoal = &t
		}
	})
	return g.anyGoal
}

// eachGoal returns the trellis of the quiet generators, walked for one
// goal at a time, in the narrowest of the cell orders cellOrders offers.
func (g *ring) eachGoal() *trellis {
	g.eachOnce.Do(func() { g.each = g.narrowest(false) })
	return &g.each
}

// anyGoalFrom is the least work of the walks goal by goal for which the
// trellis over every goal at once is built: building it costs about what
// building the quiet generators did (2 ms natively on 10×10), more than
// such walks.
const anyGoalFrom = 1 << 16

// plan returns the trellis a search for goals goals walks: every goal at
// once (any, when the goals are the Flip Game's K uniform boards) or each
// in turn, whichever is less work, and that work; nil when neither fits
// TrellisStates. The walks goal by goal are taken without comparing when
// they are under anyGoalFrom.
func (g *ring) plan(goals int, uniform bool) (t *trellis, work int, any bool) {
	if b := g.eachGoal(); b.width <= TrellisStates {
		t, work = b, goals*b.work
	}
	if uniform && goals > 1 && (t == nil || work >= anyGoalFrom) {
		if a := g.anyGoalTrellis(); a != nil && (t == nil || a.work < work) {
			return a, a.work, true
		}
	}
	return t, work, false
}

// spanGens returns the quiet generators of the system masks in
// minimal-span form: over GF(K) for K = 2, 3, 5; for 6 = 2·3, 3·(the
// quiet sets modulo 2) and 4·(those modulo 3), by the Chinese remainder
// theorem; for K = 4, the Howell generators shortened (see ringSpan).
func spanGens(K, n int, masks [][]int) []gen {
	switch K {
	case 2, 3, 5:
		q, _ := kernelMod(masks, n, K)
		return minimalSpan(q, K, 1, K)
	case 6:
		two, _ := kernelMod(masks, n, 2)
		three, _ := kernelMod(masks, n, 3)
		return append(minimalSpan(two, 2, 3, 6), minimalSpan(three, 3, 4, 6)...)
	default:
		_, _, q, _, o := reduce(K, n, masks, false)
		return ringSpan(q, o, K)
	}
}

// widthOf returns the most states the trellis over gens holds at once and
// their sum over the cells (the walk's work), or TrellisStates+1 for both
// when the most is more than TrellisStates.
func widthOf(gens []gen, n int) (width, work int) {
	width = 1
	for c := range n {
		s := 1
		for _, x := range gens {
			if x.start <= c && c <= x.end {
				if s *= x.order; s > TrellisStates {
					return TrellisStates + 1, TrellisStates + 1
				}
			}
		}
		width = max(width, s)
		work += s
	}
	return width, work
}

// cellOrders returns the orders the trellis may walk the cells of s in:
// row by row; column by column when s is not square; and on a torus whose
// sides the period m (2 or 3) divides, by the classes of the row and
// column modulo m (all the cells of rows ≡ a and columns ≡ b together,
// row by row, for a then b in turn). A torus's quiet press sets repeat
// with such a period (king with wrap on 9×9 repeats every third row and
// column), and walking a class at a time keeps a repeating set active
// over its class only: 9×9 king with wrap at K = 3 goes from 2^25 states
// row by row to 2^19.
func cellOrders(s binary.Spec) [][]int {
	cols, rows := s.Width, s.Height
	n := cols * rows
	byRow := make([]int, n)
	for c := range byRow {
		byRow[c] = c
	}
	out := [][]int{byRow}
	if cols != rows {
		byCol := make([]int, 0, n)
		for x := range cols {
			for y := range rows {
				byCol = append(byCol, y*cols+x)
			}
		}
		out = append(out, byCol)
	}
	for _, m := range []int{2, 3} {
		if !s.Torus || cols%m != 0 || rows%m != 0 {
			continue
		}
		p := make([]int, 0, n)
		for a := range m {
			for b := range m {
				for y := a; y < rows; y += m {
					for x := b; x < cols; x += m {
						p = append(p, y*cols+x)
					}
				}
			}
		}
		out = append(out, p)
	}
	return out
}

// permuted returns masks with the cells renamed: cell perm[k] is cell k.
func permuted(masks [][]int, perm []int) [][]int {
	inv := make([]int, len(perm))
	for k, c := range perm {
		inv[c] = k
	}
	out := make([][]int, len(masks))
	for j, m := range masks {
		pm := make([]int, len(m))
		for i, c := range m {
			pm[i] = inv[c]
		}
		slices.Sort(pm)
		out[inv[j]] = pm
	}
	return out
}

// kernelMod returns a basis of the quiet press sets modulo the prime p.
func kernelMod(masks [][]int, n, p int) ([][]uint8, []int) {
	_, _, k, _, o := reduce(p, n, masks, false)
	return k, o
}

// minimalSpan puts the basis vecs over GF(p) in minimal-span form: the
// starts are distinct (it is in echelon form), and while two vectors end
// on the same cell, the one that starts earlier takes a multiple of the
// other, which moves its end back and keeps its start. It returns the
// vectors scaled by scale modulo K, each of order p.
func minimalSpan(vecs [][]uint8, p, scale, K int) []gen {
	vs := make([][]uint8, len(vecs))
	for i, v := range vecs {
		vs[i] = append([]uint8(nil), v...)
	}
	last := func(v []uint8) int {
		for c := len(v) - 1; c >= 0; c-- {
			if v[c] != 0 {
				return c
			}
		}
		return -1
	}
	first := func(v []uint8) int {
		for c, x := range v {
			if x != 0 {
				return c
			}
		}
		return len(v)
	}
	for changed := true; changed; {
		changed = false
		for i := range vs {
			for j := range vs {
				if i == j {
					continue
				}
				e := last(vs[i])
				if e < 0 || last(vs[j]) != e || first(vs[i]) >= first(vs[j]) {
					continue
				}
				// vs[i] starts first: vs[i] -= f·vs[j] with f = vs[i][e]/vs[j][e].
				f := int(vs[i][e]) * inverse(int(vs[j][e]), p) % p
				for c := range vs[i] {
					vs[i][c] = uint8(mod(int(vs[i][c])-f*int(vs[j][c]), p))
				}
				changed = true
			}
		}
	}
	out := make([]gen, len(vs))
	for i, v := range vs {
		for c := range v {
			v[c] = uint8(int(v[c]) * scale % K)
		}
		out[i] = spanOf(v, p)
	}
	return out
}

func spanOf(v []uint8, order int) gen {
	x := gen{v: v, order: order, start: len(v), end: -1}
	for c, a := range v {
		if a != 0 {
			x.start = min(x.start, c)
			x.end = c
		}
	}
	return x
}

// inverse returns a⁻¹ modulo the prime p.
func inverse(a, p int) int {
	for b := 1; b < p; b++ {
		if a*b%p == 1 {
			return b
		}
	}
	panic("colours: no inverse")
}

// walk is the trellis's walk over the cells for one x₀, the lightest of
// x₀ + Σ tᵢ·qᵢ: it can stop between cells and go on (see Search). The
// caller checks the width first.
type walk struct {
	g    *ring
	gens []gen
	perm []int // perm[k] is the cell walked k-th
	x0   []uint8
	c    int // the next cell
	// active lists the generators in the state, the first the least
	// significant digit; cost[s] is the least weight so far of state s.
	active  []int
	cost    []int32
	history []choice
	// spare is the other buffer the costs move to; row, rows and digits
	// are addCell's, kept between cells.
	spare     []int32
	row, rows []int32
	digits    []int
}

// choice is a generator minimised out: its best t for each state of the
// generators left, which were active with it in the order digits.
type choice struct {
	gen    int
	digits []int
	pick   []uint8
}

func (g *ring) newWalk(t *trellis, x0 []uint8) *walk {
	px := make([]uint8, len(x0))
	for k, c := range t.perm {
		px[k] = x0[c]
	}
	return &walk{g: g, gens: t.gens, perm: t.perm, x0: px, cost: []int32{0}}
}

// step walks up to cells more cells; it reports whether the walk is over.
func (w *walk) step(cells int) bool {
	n, gens := w.g.n, w.gens
	for end := min(w.c+cells, n); w.c < end; w.c++ {
		c := w.c
		for i, x := range gens {
			if x.start != c {
				continue
			}
			// A generator starts: its digit is the most significant,
			// so each of its values is a copy of the states so far.
			o, l := x.order, len(w.cost)
			next := w.buffer(l * o)
			for t := range o {
				copy(next[t*l:], w.cost)
			}
			w.cost, w.spare = next, w.cost
			w.active = append(w.active, i)
		}
		w.addCell(c)
		for k := len(w.active) - 1; k >= 0; k-- {
			if gens[w.active[k]].end == c {
				w.minimiseOut(k)
			}
		}
	}
	if w.c < n {
		return false
	}
	// The costs are done with: the next walk takes their buffers.
	costBuffers.put(w.cost)
	costBuffers.put(w.spare)
	w.cost, w.spare = nil, nil
	return true
}

// buffer returns the spare buffer at length l, or one a finished walk
// left, or a new one, when it is too small: the walk's costs move between
// two buffers rather than a new one for each change of the states.
func (w *walk) buffer(l int) []int32 {
	if cap(w.spare) >= l {
		return w.spare[:l]
	}
	if b := costBuffers.take(l); b != nil {
		return b
	}
	return make([]int32, l, max(l, cap(w.spare)*2))
}

// rowMin is the fewest states the cell's counts are laid out for at once:
// the digits below it make rows, one for each count the digits above add.
const rowMin = 256

// addCell adds cell c's count in each state, x₀[c] + Σ t·q[c] modulo K
// over the active generators, to the state's cost. The digits above the
// last generator that is nonzero at c add nothing: the counts repeat. Of
// the rest, the low ones make a row of counts for each value the high
// ones add (K rows, built once), and each run of states adds its row.
// A cell no active generator touches adds the same to every state, which
// changes no choice: it is left out (result weighs the answer itself).
func (w *walk) addCell(c int) {
	K, gens := w.g.K, w.gens
	top := -1
	for k, a := range w.active {
		if gens[a].v[c] != 0 {
			top = k
		}
	}
	if top < 0 {
		return
	}
	// The low digits: the row's pattern of Σ t·q[c].
	row, low := append(w.row[:0], 0), 0
	for low <= top && len(row) < rowMin {
		x := gens[w.active[low]]
		q, l := int32(x.v[c]), len(row)
		for t := int32(1); t < int32(x.order); t++ {
			for j := range l {
				row = append(row, (row[j]+t*q)%int32(K))
			}
		}
		low++
	}
	w.row = row
	rl := len(row)
	rows := w.rows[:0]
	for v := range int32(K) {
		for _, r := range row {
			rows = append(rows, (v+r)%int32(K))
		}
	}
	w.rows = rows
	// The high digits up to top, as a mixed-radix counter; the period
	// after which the counts repeat.
	period := rl
	for k := low; k <= top; k++ {
		period *= gens[w.active[k]].order
	}
	digits := w.digits[:0]
	for range top + 1 - low {
		digits = append(digits, 0)
	}
	w.digits = digits
	x0 := int(w.x0[c])
	for at := 0; at < len(w.cost); at += period {
		v := x0
		for s := at; s < at+period; s += rl {
			src := rows[v*rl : v*rl+rl]
			dst := w.cost[s : s+rl]
			for j := range dst {
				dst[j] += src[j]
			}
			for k := range digits {
				x := gens[w.active[low+k]]
				q := int(x.v[c])
				if digits[k]++; digits[k] < x.order {
					v = (v + q) % K
					break
				}
				v = mod(v-(x.order-1)*q, K)
				digits[k] = 0
			}
		}
	}
}

// minimiseOut takes the k-th active generator out of the states, each
// state left keeping the least cost over the generator's values, and its
// choice in the history.
func (w *walk) minimiseOut(k int) {
	a := w.active[k]
	o := w.gens[a].order
	lo := 1
	for _, b := range w.active[:k] {
		lo *= w.gens[b].order
	}
	hi := len(w.cost) / (lo * o)
	next := w.buffer(lo * hi)
	pick := pickBuffers.take(lo * hi)
	if pick == nil {
		pick = make([]uint8, lo*hi)
	}
	clear(pick)
	for h := range hi {
		dst, choose := next[h*lo:h*lo+lo], pick[h*lo:h*lo+lo]
		copy(dst, w.cost[h*o*lo:])
		for t := 1; t < o; t++ {
			src := w.cost[(h*o+t)*lo : (h*o+t)*lo+lo]
			for l, v := range src {
				if v < dst[l] {
					dst[l], choose[l] = v, uint8(t)
				}
			}
		}
	}
	w.history = append(w.history, choice{gen: a, digits: append([]int(nil), w.active...), pick: pick})
	w.cost, w.spare = next, w.cost
	w.active = append(w.active[:k:k], w.active[k+1:]...)
}

// result traces the finished walk back: every generator has ended, so one
// state is left, and each choice picked its generator's t given the later
// ones. It returns the answer and its weight.
func (w *walk) result() ([]uint8, int) {
	K, n, gens := w.g.K, w.g.n, w.gens
	t := make([]int, len(gens))
	for h := len(w.history) - 1; h >= 0; h-- {
		ch := w.history[h]
		// The state after the choice is the digits of the generators in
		// ch.digits other than ch.gen, all known by now.
		idx, mul := 0, 1
		for _, a := range ch.digits {
			if a == ch.gen {
				continue
			}
			idx += t[a] * mul
			mul *= gens[a].order
		}
		t[ch.gen] = int(ch.pick[idx])
	}
	x := make([]uint8, n)
	weight := 0
	for c := range n {
		v := int(w.x0[c])
		for i, q := range gens {
			v += t[i] * int(q.v[c])
		}
		x[w.perm[c]] = uint8(v % K)
		weight += v % K
	}
	// The picks are done with: the next walks take their buffers.
	for _, ch := range w.history {
		pickBuffers.put(ch.pick)
	}
	w.history = nil
	return x, weight
}

// ringSpan is minimalSpan over Z_K for Howell generators (K = 4): while
// two end on the same cell e, the one that starts earlier takes c times
// the other, where c·later[e] ≡ earlier[e] has a solution c (always when
// later[e] is a unit; for 2 modulo 4, when earlier[e] is even). Taking a
// later generator from an earlier one keeps the Howell parametrisation
// (each quiet set once, tᵢ in [0, orderᵢ)): the starts, the orders and
// the span of every suffix of the list are unchanged.
func ringSpan(rows [][]uint8, orders []int, K int) []gen {
	gs := make([]gen, len(rows))
	for i, r := range rows {
		gs[i] = spanOf(append([]uint8(nil), r...), orders[i])
	}
	for changed := true; changed; {
		changed = false
		for i := range gs {
			for j := range gs {
				a, b := &gs[i], &gs[j] // a starts earlier, b later, same end
				if i == j || a.end < 0 || a.end != b.end || a.start >= b.start {
					continue
				}
				e := a.end
				c := -1
				for x := 1; x < K; x++ {
					if x*int(b.v[e])%K == int(a.v[e]) {
						c = x
						break
					}
				}
				if c < 0 {
					continue
				}
				for k := range a.v {
					a.v[k] = uint8(mod(int(a.v[k])-c*int(b.v[k]), K))
				}
				*a = spanOf(a.v, a.order)
				changed = true
			}
		}
	}
	return gs
}
