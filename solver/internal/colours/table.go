package colours

import "flip/solver/internal/binary"

// table is the distance of every position to the nearest goal, found by
// breadth-first layers from the goals. A position's index is Σ cᵢ·Kⁱ.
type table struct {
	K, n int
	pow  []int
	dist []int8 // -1: out of reach
}

// buildTable searches backwards from the goals: a position one press
// before q is q with press j's cells one colour back.
func buildTable(r *Rules) *table {
	K, n := r.k, r.n
	t := &table{K: K, n: n, pow: make([]int, n+1)}
	t.pow[0] = 1
	for i := range n {
		t.pow[i+1] = t.pow[i] * K
	}
	t.dist = make([]int8, t.pow[n])
	for i := range t.dist {
		t.dist[i] = -1
	}
	var frontier []int32
	for _, g := range r.goals {
		x := t.index(&g)
		if t.dist[x] < 0 {
			t.dist[x] = 0
			frontier = append(frontier, int32(x))
		}
	}
	// A press's change of index is a sum over its cells, each a function
	// of that cell's digit: tabulated for the low cells' index and the
	// high cells' separately, so a neighbour is x + lo[j][x mod L] +
	// L·hi[j][x / L].
	m := n / 2
	L := t.pow[m]
	lo := make([][]int32, len(r.masks))
	hi := make([][]int32, len(r.masks))
	for j, mask := range r.masks {
		lo[j] = make([]int32, L)
		hi[j] = make([]int32, t.pow[n]/L)
		for _, i := range mask {
			if i < m {
				addDelta(lo[j], i, K, t.pow)
			} else {
				addDelta(hi[j], i-m, K, t.pow)
			}
		}
	}
	for d := int8(1); len(frontier) > 0; d++ {
		var next []int32
		for _, s := range frontier {
			x := int(s)
			l, h := x%L, x/L
			for j := range r.masks {
				y := x + int(lo[j][l]) + L*int(hi[j][h])
				if t.dist[y] < 0 {
					t.dist[y] = d
					next = append(next, int32(y))
				}
			}
		}
		frontier = next
	}
	return t
}

// addDelta adds to delta[x], for every index x of the digits it covers,
// the change of index when digit i goes one colour back (0 to K−1).
func addDelta(delta []int32, i, K int, pow []int) {
	for x := range delta {
		if x/pow[i]%K == 0 {
			delta[x] += int32((K - 1) * pow[i])
		} else {
			delta[x] -= int32(pow[i])
		}
	}
}

// index returns p's index.
func (t *table) index(p *Position) int {
	x := 0
	for i := t.n - 1; i >= 0; i-- {
		x = x*t.K + p.Get(i)
	}
	return x
}

// position returns the position of index x.
func (t *table) position(x int) Position {
	var p Position
	for i := range t.n {
		p.Set(i, x%t.K)
		x /= t.K
	}
	return p
}

// histogram counts the positions at each distance.
func (t *table) histogram() binary.Histogram {
	var h binary.Histogram
	for _, d := range t.dist {
		if d < 0 {
			h.Impossible++
			continue
		}
		for int(d) >= len(h.Counts) {
			h.Counts = append(h.Counts, 0)
		}
		h.Counts[d]++
	}
	return h
}

// tbl returns the distance table, building it on the first call, or nil
// where K^cells > TableStates.
func (r *Rules) tbl() *table {
	if !r.HasTable() {
		return nil
	}
	r.tableOnce.Do(func() {
		r.table = buildTable(r)
		r.built.Store(true)
	})
	return r.table
}

// cheapTableStates is the most positions a table may have for Solve and
// Par to build it: beyond that (3×3 at K = 5 and 6, 4×3 at K = 4, …) the
// table takes seconds, and the trellis answers those small boards exactly
// in microseconds, so they use the table only once Histogram or Puzzle has
// built it.
const cheapTableStates = 1 << 20

// cheapTable returns the table when it is built or cheap to build, and nil
// otherwise.
func (r *Rules) cheapTable() *table {
	if r.built.Load() || states(r.k, r.n) <= cheapTableStates {
		return r.tbl()
	}
	return nil
}

// States returns the number of positions, K^cells, or TableStates+1 when
// that is larger.
func (r *Rules) States() int { return states(r.k, r.n) }

// TableReady reports whether Solve answers from the distance table: it is
// built, or cheap enough to build now (which this does).
func (r *Rules) TableReady() bool { return r.cheapTable() != nil }
