package binary

import (
	"encoding/binary"
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
	dist []uint8 // 1<<cells entries; unreached when impossible
	rank int     // the rank of the press masks, which building it found

	histOnce sync.Once
	hist     Histogram
}

// buildTable fills the table by linear algebra over GF(2), with no search.
// Gaussian elimination picks r presses whose masks are a basis of the span
// of all masks, the pivots, and writes each other press f as a sum C_f of
// pivots; h[c], the fewest presses that reach the sum of the set of
// pivots c, starts at |c| and is relaxed once per non-pivot f by
// h[c] = min(h[c], h[c^C_f]+1). A second goal in the first one's coset
// folds in as a relaxation of weight 0, one in another coset is a second
// coset to fill. h is kept eight entries to a word. When the masks are
// independent and there is one goal (the Refrigerator), a position's
// distance is a popcount: see fillIndependent. See docs/solver.md, “How
// the table is built”.
func buildTable(r *Rules) *Table {
	n := r.Cells()
	dist := new([1 << TableCells]uint8) // indexed by uint16: no bounds checks
	var (
		s      maskSpan
		kernel []uint16 // C_f of each non-pivot press f
		folds  []uint16 // the coordinates of g ^ g0 for goals g in g0's coset
	)
	for i := range n {
		if c, ok := s.add(uint16(r.presses[i][0])); !ok {
			kernel = append(kernel, c)
		}
	}
	g0 := uint16(r.goals[0][0])
	goals := []uint16{g0}
	for _, g := range r.goals[1:] { // just all-set: a third goal would need folds of its own
		if rest, c := s.reduce(uint16(g[0]) ^ g0); rest == 0 {
			folds = append(folds, c)
		} else {
			goals = append(goals, uint16(g[0]))
		}
	}
	if s.rank == n && len(kernel)+len(folds) == 0 {
		s.fillIndependent(dist, n, g0)
		return &Table{dist: dist[: 1<<n : 1<<n], rank: s.rank}
	}
	// h holds eight entries per word, entry c in byte c&7 of word c>>3,
	// and starts at h[8m+j] = |m| + |j|.
	var h [1 << TableCells / 8]uint64
	words := max(1<<s.rank/8, 1)
	for m := range words {
		h[m] = uint64(bits.OnesCount(uint(m)))*byteOnes + 0x0302020102010100
	}
	relax := func(k uint16, w uint64) {
		for m := range words {
			h[m] = minBytes(h[m], permBytes(h[uint16(m)^k>>3], k&7)+w*byteOnes)
		}
	}
	for _, k := range kernel {
		relax(k, 1)
	}
	for _, k := range folds {
		relax(k, 0)
	}
	fill(dist[:1<<n], unreached)
	lo, hi := xorSums(s.basis[:8]), xorSums(s.basis[8:])
	for _, g := range goals {
		for c := range 1 << s.rank {
			dist[g^lo[c&0xFF]^hi[c>>8&0xFF]] = uint8(h[c>>3] >> (c & 7 * 8))
		}
	}
	return &Table{dist: dist[: 1<<n : 1<<n], rank: s.rank}
}

// maskSpan is the span of some masks of at most TableCells bits in echelon
// form, each vector of it written as a set of pivots: bit i of a vector's
// coordinates stands for basis[i].
type maskSpan struct {
	pivot  [TableCells]uint16 // pivot[b]: a vector whose top bit is b, or 0
	coords [TableCells]uint16 // coords[b]: the coordinates of pivot[b]
	basis  [TableCells]uint16 // basis[i]: the i-th mask added
	rank   int
}

// reduce returns m minus a vector of the span, zero just when m lies in the
// span, and the coordinates of the vector taken away.
func (s *maskSpan) reduce(m uint16) (rest, c uint16) {
	for b := TableCells - 1; b >= 0; b-- {
		if m>>b&1 != 0 && s.pivot[b] != 0 {
			m, c = m^s.pivot[b], c^s.coords[b]
		}
	}
	return m, c
}

// add adds m to the basis when it lies outside the span, reporting ok;
// otherwise it returns m's coordinates.
func (s *maskSpan) add(m uint16) (c uint16, ok bool) {
	rest, c := s.reduce(m)
	if rest == 0 {
		return c, false
	}
	top := bits.Len16(rest) - 1
	s.pivot[top], s.coords[top], s.basis[s.rank] = rest, c^1<<s.rank, m
	s.rank++
	return 0, true
}

// fillIndependent fills dist for n independent masks and the single goal
// g: position x is reached by one set of presses alone, the coordinates
// T(x ^ g), so dist[x] = |T(x ^ g)|. T is linear, so the positions 8m+j
// (j < 8) have coordinates u ^ T(j) with u = T(8m ^ g), and their eight
// distances, one per byte, are lo[u&0xFF] + hi[u>>8], where byte j of
// lo[v] is |v ^ (T(j)&0xFF)| and of hi[v] is |v ^ T(j)>>8|: two loads, an
// add and an 8-byte store for every eight positions.
func (s *maskSpan) fillIndependent(dist *[1 << TableCells]uint8, n int, g uint16) {
	var unit [TableCells]uint16 // unit[i] = T(1<<i)
	for i := range n {
		_, unit[i] = s.reduce(1 << i)
	}
	tlo, thi := xorSums(unit[:8]), xorSums(unit[8:])
	_, tg := s.reduce(g)
	// lo[0] and hi[0] are plain popcounts. Setting bit b of v flips bit b
	// (b+8 for hi) of every coordinate: it adds 1 to the bytes where T(j)
	// has that bit clear and takes 1 from the others, which hold at least 1.
	var lo, hi [256]uint64
	for j := range 8 {
		lo[0] |= uint64(bits.OnesCount8(uint8(tlo[j]))) << (8 * j)
		hi[0] |= uint64(bits.OnesCount8(uint8(tlo[j]>>8))) << (8 * j)
	}
	for b := range 8 {
		var pl, ph uint64 // byte j: bit b and bit b+8 of T(j)
		for j := range 8 {
			pl |= uint64(tlo[j]>>b&1) << (8 * j)
			ph |= uint64(tlo[j]>>(b+8)&1) << (8 * j)
		}
		for v := range 1 << b {
			lo[1<<b|v] = lo[v] + byteOnes - 2*pl
			hi[1<<b|v] = hi[v] + byteOnes - 2*ph
		}
	}
	for x := 0; x < 1<<n; x += 8 {
		u := thi[x>>8] ^ tlo[x&0xFF] ^ tg
		binary.LittleEndian.PutUint64(dist[x:], lo[u&0xFF]+hi[u>>8])
	}
}

// byteOnes has 1 in every byte.
const byteOnes = 0x0101010101010101

// minBytes returns the bytewise minimum of a and b, whose bytes must all be
// below 0x80: a byte of (a|0x80...) - b keeps its top bit just when a >= b.
func minBytes(a, b uint64) uint64 {
	ge := ((a | 0x80*byteOnes) - b) >> 7 & byteOnes * 0xFF
	return b&ge | a&^ge
}

// permBytes returns v with byte j moved to byte j^s, for s < 8.
func permBytes(v uint64, s uint16) uint64 {
	if s&4 != 0 {
		v = v>>32 | v<<32
	}
	if s&2 != 0 {
		v = v>>16&0x0000FFFF0000FFFF | v&0x0000FFFF0000FFFF<<16
	}
	if s&1 != 0 {
		v = v>>8&0x00FF00FF00FF00FF | v&0x00FF00FF00FF00FF<<8
	}
	return v
}

// xorSums returns the XOR of every subset of v: entry j is the XOR of the
// v[i] for the bits i of j.
func xorSums(v []uint16) *[256]uint16 {
	var t [256]uint16
	for i, x := range v {
		for j := range 1 << i {
			t[1<<i|j] = t[j] ^ x
		}
	}
	return &t
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
