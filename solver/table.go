package solver

import (
	"math/bits"
	"sync"
)

// TableCells is the largest number of cells for which New builds a
// distance table (2^16 positions, one byte each).
const TableCells = 16

// unreached marks a position no sequence of presses brings to a goal.
const unreached = 0xFF

// Table holds, for every position of a board of at most TableCells cells,
// the minimum number of presses that solves it. Position x is the board
// whose cells are the bits of x (see Board.Index).
type Table struct {
	rules *Rules
	dist  []uint8 // 1<<cells entries; unreached when impossible

	histOnce sync.Once
	hist     Histogram
}

// buildTable fills the table by walking every subset of presses in
// Gray-code order, so that each step from one subset to the next is a
// single XOR with one press mask (2^cells XORs in all, the least any exact
// method can do). Presses commute and undo themselves, so the positions a
// subset S reaches from goal g is g ^ masks(S), and the fewest presses that
// solve a position is the smallest |S| over the subsets that reach it from
// some goal. This is the breadth-first search outward from the goals with
// its levels read off the subsets' sizes, without a queue: one linear pass,
// which is what makes it several times faster than a queue-driven search.
func buildTable(r *Rules) *Table {
	n := r.Cells()
	size := 1 << n
	var (
		dist  = new([1 << TableCells]uint8) // indexed by uint16: no bounds checks
		masks [TableCells + 1]uint16
		goals [2]uint16
	)
	for i := 0; i < n; i++ {
		masks[i] = uint16(r.presses[i][0])
	}
	for i, g := range r.goals {
		goals[i] = uint16(g[0])
	}
	fill(dist[:size], unreached)
	// Subset i of the Gray sequence differs from subset i-1 in press
	// TrailingZeros(i) alone.
	var (
		pos    uint16
		subset uint32
		g0, g1 = goals[0], goals[len(r.goals)-1]
	)
	dist[g0], dist[g1] = 0, 0
	for i := uint32(1); i < uint32(size); i++ {
		t := bits.TrailingZeros32(i)
		pos ^= masks[t]
		subset ^= 1 << t
		w := uint8(bits.OnesCount32(subset))
		x, y := pos^g0, pos^g1
		dist[x] = min(dist[x], w)
		dist[y] = min(dist[y], w)
	}
	return &Table{rules: r, dist: dist[:size:size]}
}

// fill sets every byte of b to v, doubling the filled prefix each step.
func fill(b []uint8, v uint8) {
	if len(b) == 0 {
		return
	}
	b[0] = v
	for i := 1; i < len(b); i *= 2 {
		copy(b[i:], b[:i])
	}
}

// Len returns the number of positions in the table.
func (t *Table) Len() int { return len(t.dist) }

// Distance returns the minimum number of presses that solves position x,
// or -1 when none does. x must be below Len.
func (t *Table) Distance(x uint64) int {
	d := t.dist[x]
	if d == unreached {
		return -1
	}
	return int(d)
}

// Histogram returns how many positions lie at each distance. It is
// counted on the first call, off the start-up path.
func (t *Table) Histogram() Histogram {
	t.histOnce.Do(func() {
		var counts [unreached + 1]int
		for _, d := range t.dist {
			counts[d]++
		}
		last := TableCells
		for last > 0 && counts[last] == 0 {
			last--
		}
		t.hist = Histogram{Counts: counts[:last+1], Impossible: counts[unreached]}
	})
	return Histogram{Counts: append([]int(nil), t.hist.Counts...), Impossible: t.hist.Impossible}
}

// Histogram counts positions by their distance to a goal.
type Histogram struct {
	// Counts[d] is the number of positions exactly d presses from a goal;
	// the last entry is the largest distance there is.
	Counts []int
	// Impossible is the number of positions that cannot be solved.
	Impossible int
}

// Max returns the largest distance any position has.
func (h Histogram) Max() int { return len(h.Counts) - 1 }
