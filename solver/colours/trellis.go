package colours

import (
	"slices"

	"flip/solver"
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

// quickTrellis is the widest trellis a small budget (the page's) walks:
// wider ones would hold a frame for seconds, and the branch and bound
// answers within the budget instead, proven or not.
const quickTrellis = 1 << 18

// gen is a quiet generator: its counts, its order, and its span.
type gen struct {
	v          []uint8
	order      int
	start, end int
}

// trellisGens returns r's quiet generators in the form the trellis walks,
// in the order of the cells (of those cellOrders offers) that makes the
// trellis narrowest: g.perm[k] is the cell walked k-th, and the generators' counts
// are in that order.
func (g *ring) trellisGens() []gen {
	g.gensOnce.Do(func() {
		for _, perm := range g.orders {
			gens := spanGens(g.K, g.n, permuted(g.masks, perm))
			if w := widthOf(gens, g.n); g.gens == nil || w < g.width {
				g.gens, g.width, g.perm = gens, w, perm
			}
		}
	})
	return g.gens
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

// widthOf returns the most states the trellis over gens holds at once, or
// TrellisStates+1 when it is more than TrellisStates.
func widthOf(gens []gen, n int) int {
	w := 1
	for c := range n {
		s := 1
		for _, x := range gens {
			if x.start <= c && c <= x.end {
				if s *= x.order; s > TrellisStates {
					return TrellisStates + 1
				}
			}
		}
		w = max(w, s)
	}
	return w
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
func cellOrders(s solver.Spec) [][]int {
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
	x0   []uint8
	c    int // the next cell
	// active lists the generators in the state, the first the least
	// significant digit; cost[s] is the least weight so far of state s.
	active  []int
	cost    []int32
	history []choice
}

// choice is a generator minimised out: its best t for each state of the
// generators left, which were active with it in the order digits.
type choice struct {
	gen    int
	digits []int
	pick   []uint8
}

func (g *ring) newWalk(x0 []uint8) *walk {
	gens := g.trellisGens()
	px := make([]uint8, len(x0))
	for k, c := range g.perm {
		px[k] = x0[c]
	}
	return &walk{g: g, gens: gens, x0: px, cost: []int32{0}}
}

// step walks up to cells more cells; it reports whether the walk is over.
func (w *walk) step(cells int) bool {
	K, n, gens := w.g.K, w.g.n, w.gens
	stride := func(act []int, k int) int {
		s := 1
		for _, a := range act[:k] {
			s *= gens[a].order
		}
		return s
	}
	for end := min(w.c+cells, n); w.c < end; w.c++ {
		c := w.c
		for i, x := range gens {
			if x.start != c {
				continue
			}
			o := x.order
			next := make([]int32, len(w.cost)*o)
			for t := range o {
				copy(next[t*len(w.cost):], w.cost)
			}
			w.cost = next
			w.active = append(w.active, i)
		}
		// The cell's count in each state: x₀ plus Σ t·q over the active
		// generators, walked as a mixed-radix counter.
		digits := make([]int, len(w.active))
		val := int(w.x0[c])
		for s := range w.cost {
			w.cost[s] += int32(val)
			// Advance the counter and keep val = x₀[c] + Σ t·q[c] mod K.
			for k, a := range w.active {
				q := int(gens[a].v[c])
				digits[k]++
				if digits[k] < gens[a].order {
					val = (val + q) % K
					break
				}
				val = mod(val-(gens[a].order-1)*q, K)
				digits[k] = 0
			}
		}
		for k := len(w.active) - 1; k >= 0; k-- {
			a := w.active[k]
			if gens[a].end != c {
				continue
			}
			o := gens[a].order
			lo := stride(w.active, k)
			hi := len(w.cost) / (lo * o)
			next := make([]int32, lo*hi)
			pick := make([]uint8, lo*hi)
			for h := range hi {
				for l := range lo {
					best, bt := int32(-1), 0
					for t := range o {
						if v := w.cost[(h*o+t)*lo+l]; best < 0 || v < best {
							best, bt = v, t
						}
					}
					next[h*lo+l] = best
					pick[h*lo+l] = uint8(bt)
				}
			}
			w.history = append(w.history, choice{gen: a, digits: append([]int(nil), w.active...), pick: pick})
			w.cost = next
			w.active = append(w.active[:k:k], w.active[k+1:]...)
		}
	}
	return w.c >= n
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
		x[w.g.perm[c]] = uint8(v % K)
		weight += v % K
	}
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
