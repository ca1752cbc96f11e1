package solver

import (
	"math/bits"
	"slices"
)

// The periodic search: an exact search of a torus's null space too large
// to walk, a branch and bound in the Walsh domain.
//
// Write a member of the coset as x0 ⊕ Σ_i c_i v_i for a basis v_1 … v_k
// of the null space. With s_j = (-1)^(x0_j) and g_j the cell's signature
// (bit i is cell j of v_i), the member weighs (n − F(c))/2 where
// F(c) = Σ_j s_j (-1)^<c,g_j>: the lightest member maximises F, and the
// lightest of its complement (the other goal of a Flip Game torus, see
// complementary) minimises it. Fix the first bits of c, a, and group the
// cells by their signature on the others, b: then F(a, b) =
// Σ_u h_a(u) (-1)^<b,g_u> over the groups u, with h_a(u) the sum of the
// group's s_j (-1)^<a,g_j>, so |F(a, b)| ≤ Σ_u |h_a(u)| for every b. When
// that bound is below the best |F| found so far no b needs a look.
//
// The bound bites only when the cells fall into few groups with mixed
// signs, which the torus's symmetries arrange: the null vectors that a
// group of symmetries fixes (translations by a fraction of the period —
// vectors lifted from a smaller torus —, reflections, transpositions) are
// constant on the group's orbits. So the basis is laid out in levels,
// from a chain of such subspaces N = V_0 ⊃ V_1 ⊃ … ⊃ V_L, each fixed by
// a larger group than the one before (see torusPeriodic): level i holds
// the bits of a complement of V_{i+1} in V_i, the last level V_L's basis,
// and level i's units are the groups of cells that no vector of V_i tells
// apart. A node of level i (the bits of the levels above fixed) bounds
// every combination of its level's bits at once, in the Walsh domain
// (see bounds: each unit of the next level depends on a few parities of
// the combination), takes those whose bound reaches the threshold,
// largest bound first, and visits the next level below each; on the last
// level one Walsh–Hadamard transform gives F exactly. Where it pays, a
// node first looks one level further ahead from tables (see lookAhead),
// which skips most of the combinations whose next level would let
// nothing through (the tables of units of little joint span summed
// beforehand, see groupLooks); for those it lets through, the look-ahead's sums are
// the child's bounds, so the child takes its candidates from them (see
// handedCands) instead of transforming. With a Flip Game torus's two
// complementary cosets the bound covers both: it bounds |F|. Before a
// child is visited, its bound is cut by the signs of its units: the
// characters of three units whose signatures sum to 0 multiply to 1, so
// where their h's signs multiply to -1, F (and where they multiply to 1,
// -F) stays at least twice the least |h| below Σ|h| (see oddTriples; on
// 28×18 the units of the third level fall into 10 such triples, which
// takes the hardest Refrigerator positions' time down 1.5×).
//
// On 20×20 (nullity 32) the levels have 16, 8, 4, 3 and 1 bits, over 400
// cells, then 100 units (period 10 both ways: orbits of 4 cells), 25
// (period 5), 11 and 2 (reflections too); 2^16 combinations on the first
// level, about 4,000 nodes on the second, instead of 2^32 members.

// periodic is the search structure of one chain of subspaces.
type periodic struct {
	n, nw  int
	vecs   []uint64 // the k basis vectors, level 0's first, nw words each
	levels []plevel
	unit0  []int32 // unit0[j]: cell j's unit on level 0
}

// plevel is one level of a periodic search. Its units are the groups of
// cells with the same signature on the level's bits and the ones below.
type plevel struct {
	off, d int // the level's bits: vectors off to off+d-1
	units  int
	// up[u] is unit u's unit on the next level, or on the last level its
	// signature, an index of the transform.
	up []int32
	// sig[u] is unit u's signature on the level's d bits.
	sig []uint32
	// size[u] is unit u's number of cells.
	size []int32
	// On all but the last level, nexts[q] is the next level's unit q as
	// its members here see it (see bounds), and R the largest rank of
	// their signatures.
	nexts []pnext
	R     int
	// triples are disjoint triples of the next level's units whose
	// signatures on the bits below sum to 0 (see oddTriples).
	triples [][3]int32
	// childIdx[a*len(nexts)+q], when the level is small enough, is next
	// unit q's entry in periodicRun.sv at the combination a; otherwise
	// childPat[(256*c+e)*len(nexts)+q] is next unit q's pat[256*c+e]
	// (see pnext.pat) and childOff[q] its off.
	childIdx []int32
	childPat []uint16
	childOff []int32
	// looks[q] is, when the level after next exists, its unit q as this
	// level's units see it (see plook); nil when some span is too large.
	looks []plook
	// The look-ahead's lanes are lw bits wide (see laneWidth), and odd of
	// its units have an odd number of cells.
	lw, odd int
	// groups are the look-ahead's groups of eager units (see groupLooks),
	// direct its eager units in none.
	groups []pgroup
	direct []int32
	// cost estimates a node's work; tableCost that of the look-ahead's
	// tables for a node, lookCost that of a look ahead.
	cost, tableCost, lookCost int
}

// plook is a unit of the level after next seen from a level, for the
// look-ahead (see lookAhead): the level's units in it, which member of
// the unit (in pnext.members of the next level) each belongs to, and
// their signatures' coordinates in the basis beta of their span.
type plook struct {
	units  []int32
	slot   []uint8
	coords []uint32
	beta   []uint32
	// gidx[k] is the coordinates of unit k's member in the basis of the
	// member's unit on the next level (pnext.coords): its entry in the
	// small transform of lookTables.
	gidx []uint8
	off  int   // the unit's table in the look-ahead's tables
	odd  int32 // the unit's number of cells, mod 2
	// pat[256*c+e] is the pattern of parities <a, β> of the combination
	// a whose byte c is e and other bytes 0: a's pattern is the xor of
	// its bytes' (see patternOf).
	pat []uint16
	// masks holds, for each pattern p of the parities <b, β> over the
	// basis of the unit's span on the next level (see pnext), the words
	// whose lanes are 1 for the combinations b of that level's bits that
	// have the pattern, 0 for the others.
	masks []uint64
	// rowCost estimates the work of one row of the unit's table.
	rowCost int
	// A lazy unit's table has, instead of the lanes of a row, its
	// largest half bound and its half bound at each pattern p, stride
	// words a row (see lookAhead); an eager unit's stride is its words.
	lazy   bool
	stride int
}

// pgroup is a group of a level's eager look-ahead units whose rows
// lookTables sums beforehand, one row for each pattern of the parities
// <a, β> over a basis of the units' joint span: lookAhead then adds one
// row for them all.
type pgroup struct {
	looks []int32  // the units, indices in plevel.looks
	pat   []uint16 // the joint pattern of a combination (see plook.pat)
	// sub[m<<span+jp] is unit m's pattern (of looks[m]) at the joint
	// pattern jp.
	sub  []uint16
	span int
	off  int // the group's table, after the units' tables
}

// groupLooks groups lv's eager look-ahead units (see pgroup) of words
// words a row, greedily: it joins the two groups of the least joint
// span while that span leaves at least 2^groupShift combinations of the
// level's bits per row, and the groups' tables fit in maxGroupWords. Each
// join saves a row's additions per look ahead, and costs its rows'
// additions per node.
func groupLooks(lv *plevel, words int) {
	type grp struct {
		looks []int32
		basis []uint32
	}
	var gs []grp
	for q2, lk := range lv.looks {
		if !lk.lazy {
			gs = append(gs, grp{[]int32{int32(q2)}, lk.beta})
		}
	}
	join := func(a, b []uint32) []uint32 {
		basis := slices.Clone(a)
		for _, x := range b {
			if x, _ = reduce(basis, x); x != 0 {
				basis = append(basis, x)
			}
		}
		return basis
	}
	// span[i][j], i < j: the joint span of groups i and j.
	span := make([][]int, len(gs))
	for i := range gs {
		span[i] = make([]int, len(gs))
		for j := i + 1; j < len(gs); j++ {
			span[i][j] = len(join(gs[i].basis, gs[j].basis))
		}
	}
	size := func(g grp) int {
		if len(g.looks) == 1 {
			return 0 // no table of its own
		}
		return words << len(g.basis)
	}
	total := 0
	alive := make([]bool, len(gs))
	for i := range alive {
		alive[i] = true
	}
	for {
		bi, bj, bs := -1, -1, lv.d-groupShift+1
		for i := range gs {
			if !alive[i] {
				continue
			}
			for j := i + 1; j < len(gs); j++ {
				if alive[j] && span[i][j] < bs && total-size(gs[i])-size(gs[j])+words<<span[i][j] <= maxGroupWords {
					bi, bj, bs = i, j, span[i][j]
				}
			}
		}
		if bi < 0 {
			break
		}
		total -= size(gs[bi]) + size(gs[bj])
		gs[bi] = grp{append(slices.Clone(gs[bi].looks), gs[bj].looks...), join(gs[bi].basis, gs[bj].basis)}
		total += size(gs[bi])
		alive[bj] = false
		for k := range gs {
			if alive[k] && k != bi {
				sp := len(join(gs[bi].basis, gs[k].basis))
				span[min(k, bi)][max(k, bi)] = sp
			}
		}
	}
	live := gs[:0]
	for i, g := range gs {
		if alive[i] {
			live = append(live, g)
		}
	}
	gs = live
	last := lv.looks[len(lv.looks)-1]
	off := last.off + 1<<len(last.beta)*last.stride
	for _, g := range gs {
		if len(g.looks) == 1 {
			lv.direct = append(lv.direct, g.looks[0])
			continue
		}
		span := len(g.basis)
		pg := pgroup{looks: g.looks, pat: patterns(g.basis, lv.d), span: span, off: off}
		off += (1 << span) * words
		pg.sub = make([]uint16, len(g.looks)<<span)
		for m, q2 := range g.looks {
			for j, x := range lv.looks[q2].beta {
				_, c := reduce(g.basis, x)
				for jp := range 1 << span {
					pg.sub[m<<span+jp] |= uint16(bits.OnesCount32(c&uint32(jp))&1) << j
				}
			}
		}
		lv.groups = append(lv.groups, pg)
	}
}

// reduce reduces x by basis, whose rows are each clear of the earlier
// rows' top bits: it returns what is left and which rows it took.
func reduce(basis []uint32, x uint32) (rest, c uint32) {
	for b, row := range basis {
		if x^row < x {
			x ^= row
			c ^= 1 << b
		}
	}
	return x, c
}

// lookRank bounds the span of a plook, whose table has 2^span rows;
// lookBits the next level's bits; maxLookWords a level's tables. A
// plook is lazy when its span is within lazyGap of the level's bits, of
// at least lazyBits: its rows are then about as many as the combinations
// that look ahead, and filling all their lanes costs more than filling
// the few that a lookup needs (24×24: 1.3× less processor time). (On a
// smaller level the rows are few and short, and lazy units only cost.)
const (
	groupShift    = 3
	maxGroupWords = 1 << 17
	lazyGap       = 2
	lazyBits      = 6
	lookRank      = 10
	lookBits      = 10
	maxLookWords  = 1 << 21
)

// pnext is a unit of the next level seen from a level: its members, the
// span of their signatures on the level's bits, of r dimensions, with
// basis β_1 … β_r; coords[m] is member m's signature in that basis, and
// freq[y] = Σ_k y_k β_k.
type pnext struct {
	members []int32
	coords  []uint32
	freq    []uint32
	r       int
	off     int // the unit's signed values in periodicRun.sv
	// pat gives a combination's pattern of parities <a, β_k> (see
	// plook.pat).
	pat []uint16
}

// newPeriodic lays out the search for the basis vecs (k vectors of n
// bits, nw words each), whose levels have dims[i] bits each.
func newPeriodic(n, nw int, vecs []uint64, dims []int) *periodic {
	k := len(vecs) / nw
	p := &periodic{n: n, nw: nw, vecs: vecs, unit0: make([]int32, n)}
	sigs := make([]uint64, n)
	for i := range k {
		v := vecs[i*nw : (i+1)*nw]
		for j := range sigs {
			sigs[j] |= (v[j/64] >> (uint(j) % 64) & 1) << i
		}
	}
	// keys[u]: unit u's signature on this level's bits and below.
	keys := sigs
	unitOf := p.unit0
	for j := range unitOf {
		unitOf[j] = int32(j)
	}
	// Cells with equal signatures share a unit already on level 0.
	keys, p.unit0 = groupKeys(keys, unitOf)
	size := make([]int32, len(keys))
	for _, u := range p.unit0 {
		size[u]++
	}
	off := 0
	for li, d := range dims {
		lv := plevel{off: off, d: d, units: len(keys), sig: make([]uint32, len(keys)), size: size}
		mask := uint64(1)<<d - 1
		for u, key := range keys {
			lv.sig[u] = uint32(key & mask)
		}
		next := make([]uint64, len(keys))
		for u, key := range keys {
			next[u] = key >> d
		}
		if li == len(dims)-1 {
			lv.up = make([]int32, len(keys))
			for u, key := range next {
				lv.up[u] = int32(key)
			}
			// The last level's transform is indexed by the signature.
			for u := range lv.sig {
				lv.up[u] = int32(lv.sig[u])
			}
		} else {
			ident := make([]int32, len(next))
			for u := range ident {
				ident[u] = int32(u)
			}
			keys, lv.up = groupKeys(next, ident)
			lv.nexts, lv.R = nextsOf(&lv, len(keys))
			lv.triples = oddTriples(keys)
			n := len(lv.nexts)
			if n<<d <= maxChildIdx {
				lv.childIdx = make([]int32, n<<d)
				for a := range 1 << d {
					for q := range lv.nexts {
						nx := &lv.nexts[q]
						lv.childIdx[a*n+q] = int32(nx.off + patternOf(nx.pat, uint32(a)))
					}
				}
			} else {
				lv.childPat = make([]uint16, len(lv.nexts[0].pat)*n)
				lv.childOff = make([]int32, n)
				for q := range lv.nexts {
					nx := &lv.nexts[q]
					lv.childOff[q] = int32(nx.off)
					for e, p := range nx.pat {
						lv.childPat[e*n+q] = p
					}
				}
			}
			size = make([]int32, len(keys))
			for u, q := range lv.up {
				size[q] += lv.size[u]
			}
		}
		p.levels = append(p.levels, lv)
		off += d
	}
	if len(dims) == 0 {
		return nil
	}
	for i := range p.levels {
		lv := &p.levels[i]
		// A node: the child's sums, a transform of the level's bits, and
		// per next unit its members, two small transforms and the scatter.
		lv.cost = lv.units + (lv.d+2)<<lv.d
		for _, nx := range lv.nexts {
			lv.cost += len(nx.members) + (2*nx.r+4)<<nx.r
		}
		if i+2 < len(p.levels) {
			nx := &p.levels[i+1]
			lv.looks, lv.lw, lv.odd = looksOf(lv, nx)
			if lv.looks != nil {
				words := lookWords(nx.d, lv.lw)
				groupLooks(lv, words)
				for _, lk := range lv.looks {
					lv.tableCost += lk.rowCost << len(lk.beta)
					lv.lookCost += len(lk.beta)
				}
				lv.lookCost += words * (len(lv.direct) + len(lv.groups))
				for _, g := range lv.groups {
					lv.tableCost += words * len(g.looks) << g.span
				}
			}
		}
	}
	return p
}

// looksOf returns the units of the level after nx as lv's units see
// them (see plook), or nil when one spans more than lookRank dimensions
// or nx has more than lookBits bits; and the width of the lanes and the
// number of units of an odd number of cells (see laneWidth).
func looksOf(lv, nx *plevel) (looks []plook, lw, odd int) {
	if nx.d > lookBits || nx.R > 8 {
		return nil, 0, 0
	}
	looks = make([]plook, len(nx.nexts))
	half := 0
	for q2 := range nx.nexts {
		lk := &looks[q2]
		var basis []uint32
		cells := int32(0)
		// Signatures relative to the first unit's: flipping every sign of
		// a unit of the level after next leaves its |h| as it is, so the
		// parities against the first unit's are what its row depends on
		// (which can take one dimension off the span, halving the table).
		first := lv.sig[lv.nexts[nx.nexts[q2].members[0]].members[0]]
		for m, q := range nx.nexts[q2].members {
			for _, u := range lv.nexts[q].members {
				cells += lv.size[u]
				x := lv.sig[u] ^ first
				var c uint32
				for b, row := range basis {
					if x^row < x {
						x ^= row
						c ^= 1 << b
					}
				}
				if x != 0 {
					if len(basis) == lookRank {
						return nil, 0, 0
					}
					basis = append(basis, x)
					c ^= 1 << (len(basis) - 1)
				}
				lk.units = append(lk.units, u)
				lk.slot = append(lk.slot, uint8(m))
				lk.coords = append(lk.coords, c)
			}
		}
		lk.beta = basis
		lk.pat = patterns(basis, lv.d)
		n2 := &nx.nexts[q2]
		lk.gidx = make([]uint8, len(lk.units))
		for k, m := range lk.slot {
			lk.gidx[k] = uint8(n2.coords[m])
		}
		lk.odd = cells & 1
		odd += int(lk.odd)
		half += int(cells / 2)
	}
	lw = laneWidth(half)
	per := 64 / lw
	words := lookWords(nx.d, lw)
	off := 0
	for q2 := range looks {
		lk := &looks[q2]
		n2 := &nx.nexts[q2]
		// A unit whose rows are about as many as the combinations of
		// the level's bits fills its lanes only where lookAhead needs
		// them.
		lk.lazy = len(lk.beta)+lazyGap >= lv.d && lv.d >= lazyBits
		lk.stride = words
		if lk.lazy {
			lk.stride = 1 + 1<<n2.r
		}
		lk.off = off
		off += 1 << len(lk.beta) * lk.stride
		if off > maxLookWords {
			return nil, 0, 0
		}
		// A row: the units' changes of sign (about half of them), a
		// transform, and unless lazy the lanes' fill.
		lk.rowCost = len(lk.units)/2 + (n2.r+1)<<n2.r
		lk.masks = make([]uint64, words<<n2.r)
		if !lk.lazy {
			lk.rowCost += words << n2.r
		}
		for b := range 1 << nx.d {
			p := 0
			for k := range n2.r {
				p |= bits.OnesCount32(uint32(b)&n2.freq[1<<k]) & 1 << k
			}
			lk.masks[p*words+b/per] |= 1 << (lw * (b % per))
		}
	}
	return looks, lw, odd
}

// patterns returns the table of patterns of plook.pat for the basis
// beta of a level of d bits.
func patterns(beta []uint32, d int) []uint16 {
	chunks := (d + 7) / 8
	pat := make([]uint16, 256*chunks)
	for c := range chunks {
		for e := range 256 {
			a := uint32(e) << (8 * c)
			p := 0
			for k, b := range beta {
				p |= bits.OnesCount32(a&b) & 1 << k
			}
			pat[256*c+e] = uint16(p)
		}
	}
	return pat
}

// patternOf returns the pattern of the combination a in the table pat
// (see plook.pat).
func patternOf(pat []uint16, a uint32) int {
	p := pat[a&0xff]
	for c := 256; a > 0xff; c += 256 {
		a >>= 8
		p ^= pat[c+int(a&0xff)]
	}
	return int(p)
}

// laneWidth returns the narrowest width of the look-ahead's lanes, 8, 9
// or 16 bits, that holds half sums up to half without a carry: a lane
// holds, for one combination, the sum over the units of (|h| - odd)/2,
// odd being the unit's number of cells mod 2, the parity of h.
func laneWidth(half int) int {
	switch {
	case half < 1<<8:
		return 8
	case half < 1<<9:
		return 9
	}
	return 16
}

// laneMasks returns, for lanes of lw bits, the word with each lane's
// lowest bit set and the word with each lane's top bit set.
func laneMasks(lw int) (ones, tops uint64) {
	for s := 0; s+lw <= 64; s += lw {
		ones |= 1 << s
		tops |= 1 << (s + lw - 1)
	}
	return ones, tops
}

// nextsOf returns the next level's units as lv's units see them (see
// pnext), given lv.up and lv.sig, and the largest rank.
func nextsOf(lv *plevel, units int) ([]pnext, int) {
	nexts := make([]pnext, units)
	for u, q := range lv.up {
		nexts[q].members = append(nexts[q].members, int32(u))
	}
	R := 0
	for q := range nexts {
		nx := &nexts[q]
		var basis []uint32
		nx.coords = make([]uint32, len(nx.members))
		for m, u := range nx.members {
			x := lv.sig[u]
			var c uint32
			for b, row := range basis {
				if x^row < x {
					x ^= row
					c ^= 1 << b
				}
			}
			if x != 0 {
				// Each row is clear of the earlier rows' top bits, so
				// reducing in the order of the rows is exact.
				basis = append(basis, x)
				c ^= 1 << (len(basis) - 1)
			}
			nx.coords[m] = c
		}
		nx.r = len(basis)
		nx.pat = patterns(basis, lv.d)
		nx.freq = make([]uint32, 1<<nx.r)
		for y := 1; y < len(nx.freq); y++ {
			b := bits.TrailingZeros(uint(y))
			nx.freq[y] = nx.freq[y&(y-1)] ^ basis[b]
		}
		R = max(R, nx.r)
	}
	off := 0
	for q := range nexts {
		nexts[q].off = off
		off += 1 << nexts[q].r
	}
	return nexts, R
}

// oddTriples returns disjoint triples of the units whose keys (their
// signatures on the bits below) sum to 0, greedily, and a unit of key 0
// as a triple of itself. Whatever the bits below, the signs those give
// the three units multiply to 1, so that the three add at most
// |h1|+|h2|+|h3| to F where the signs of h multiply to 1, and
// 2·min|h| less where they multiply to -1 (see tripleCut); -F, whose
// signs multiply the other way, 2·min|h| less where they multiply to 1.
func oddTriples(keys []uint64) [][3]int32 {
	index := make(map[uint64]int32, len(keys))
	for u, k := range keys {
		index[k] = int32(u)
	}
	used := make([]bool, len(keys))
	var out [][3]int32
	for a, ka := range keys {
		if ka == 0 {
			used[a] = true
			out = append(out, [3]int32{int32(a), int32(a), int32(a)})
		}
	}
	for a, ka := range keys {
		if used[a] {
			continue
		}
		for b := a + 1; b < len(keys); b++ {
			if used[b] {
				continue
			}
			c, ok := index[ka^keys[b]]
			if !ok || int(c) <= b || used[c] {
				continue
			}
			used[a], used[b], used[c] = true, true, true
			out = append(out, [3]int32{int32(a), int32(b), c})
			break
		}
	}
	return out
}

// tripleCut returns how much less than Σ|h| F can reach below a node
// whose next level's sums are h (see oddTriples): twice the least |h| of
// each triple whose signs multiply to -1; and with comp, how much less
// |F| can, the lesser of that and what -F's triples cut, those whose
// signs multiply to 1.
func tripleCut(triples [][3]int32, h []int32, comp bool) int32 {
	var neg, pos int32
	for _, t := range triples {
		x, y, z := h[t[0]], h[t[1]], h[t[2]]
		m := min(max(x, -x), max(y, -y), max(z, -z))
		if x^y^z < 0 {
			neg += m
		} else {
			pos += m
		}
	}
	if comp {
		return 2 * min(neg, pos)
	}
	return 2 * neg
}

// groupKeys merges equal keys: it returns the distinct keys, in order of
// first appearance, and each item of of's new group.
func groupKeys(keys []uint64, of []int32) (distinct []uint64, group []int32) {
	index := make(map[uint64]int32, len(keys))
	group = make([]int32, len(of))
	ids := make([]int32, len(keys))
	for u, key := range keys {
		id, ok := index[key]
		if !ok {
			id = int32(len(distinct))
			index[key] = id
			distinct = append(distinct, key)
		}
		ids[u] = id
	}
	for i, u := range of {
		group[i] = ids[u]
	}
	return distinct, group
}

// periodicBudget bounds a periodic search's work within SolveLinear, in
// the units of periodicRun.work (a few ns each): past it, the search gives
// up and the local search takes over.
const periodicBudget = 1 << 29

// periodicRun is one search over a coset (and its complement with comp).
type periodicRun struct {
	p    *periodic
	comp bool
	best int32 // the best |F| so far: the member found weighs (n - best)/2
	// work counts the additions and table entries so far (about 2–4 ns
	// each natively), against budget.
	work, budget int
	// The best member's choice on every level, and whether it is the
	// complement's.
	path, bestPath []uint32
	bestFlip       bool
	found          bool
	// Buffers per level: the units' sums on entry, and the rest below;
	// cands the combinations that pass, F the last level's transform.
	h        [][]int32
	W        [][]int64  // per level, its bounds (see bounds)
	T        [][]uint64 // per level, the look-ahead's tables (see lookTables)
	sv       [][]int64  // per level, each next unit's sum at each pattern (see bounds)
	offs     []int      // lookAhead's rows
	lazyOffs []lazyRow  // lookAhead's lazy rows
	lanes    []uint64   // lookAhead's sums, for the child (see handedCands)
	vals     []int64    // lookTables' signed sums per unit
	G        []int64    // lookTables' transform
	A        []int64    // a unit's transform, in bounds
	cands    [][]pcand
	F        []int32
}

// pcand is a combination of a level's bits that passes the bound.
type pcand struct {
	bound int32
	a     uint32
}

// lightest searches x0 ⊕ span(p.vecs), and with comp its complement too,
// for a member lighter than bw, within budget units of work; it returns
// the lightest it finds (nil when none is lighter) and whether the search
// finished, proving that no member is lighter than what it returns (or
// than bw).
func (p *periodic) lightest(x0 []uint64, bw int, comp bool, budget int) (best []uint64, done bool) {
	r := &periodicRun{p: p, comp: comp, best: int32(p.n - 2*bw), budget: budget}
	L := len(p.levels)
	r.path = make([]uint32, L)
	r.bestPath = make([]uint32, L)
	r.h = make([][]int32, L)
	r.W = make([][]int64, L)
	r.T = make([][]uint64, L)
	r.sv = make([][]int64, L)
	r.cands = make([][]pcand, L)
	for i, lv := range p.levels {
		r.h[i] = make([]int32, lv.units)
		if lv.looks != nil {
			// r.T[i] is allocated by its first use (see lookTables).
			nx := &p.levels[i+1]
			if len(r.offs) < len(lv.looks) {
				r.offs = make([]int, len(lv.looks))
				r.lazyOffs = make([]lazyRow, len(lv.looks))
			}
			if words := lookWords(nx.d, lv.lw); len(r.lanes) < words {
				r.lanes = make([]uint64, words)
			}
			for q2, lk := range lv.looks {
				if len(r.vals) < len(lk.units) {
					r.vals = make([]int64, len(lk.units))
				}
				if size := 1 << nx.nexts[q2].r; len(r.G) < size {
					r.G = make([]int64, size)
				}
			}
		}
		if i+1 < L {
			last := lv.nexts[len(lv.nexts)-1]
			r.sv[i] = make([]int64, last.off+1<<last.r)
			r.W[i] = make([]int64, 1<<lv.d)
			for _, nx := range lv.nexts {
				if len(r.A) < 1<<nx.r {
					r.A = make([]int64, 1<<nx.r)
				}
			}
		}
	}
	r.F = make([]int32, 1<<p.levels[L-1].d)
	h := r.h[0]
	for j := range p.n {
		s := int32(1)
		if x0[j/64]>>(uint(j)%64)&1 != 0 {
			s = -1
		}
		h[p.unit0[j]] += s
	}
	if !r.visit(0, false) {
		return r.result(x0), false
	}
	return r.result(x0), true
}

// result returns the best member found, or nil.
func (r *periodicRun) result(x0 []uint64) []uint64 {
	if !r.found {
		return nil
	}
	p := r.p
	x := append([]uint64(nil), x0...)
	for i, lv := range p.levels {
		for a := r.bestPath[i]; a != 0; a &= a - 1 {
			t := lv.off + bits.TrailingZeros32(a)
			xorInto(x, x, p.vecs[t*p.nw:(t+1)*p.nw])
		}
	}
	if r.bestFlip {
		complement(x, p.n)
	}
	return x
}

// visit searches level i below the choices in r.path[:i], whose sums per
// unit are in r.h[i]; it reports false when the budget ran out.
func (r *periodicRun) visit(i int, handed bool) bool {
	p := r.p
	lv := &p.levels[i]
	h := r.h[i]
	if i == len(p.levels)-1 {
		return r.leaf(lv, h)
	}
	var cands []pcand
	if handed {
		// The look-ahead above found the bounds already, in its lanes.
		cands = r.handedCands(i)
		r.signed(i, h)
	} else {
		W := r.bounds(i, h)
		thr := int64(r.best+2) << lv.R
		cands = r.cands[i][:0]
		for a, x := range W {
			if x >= thr {
				cands = append(cands, pcand{int32(x >> lv.R), uint32(a)})
			}
		}
		r.work += len(W)*(lv.d+1) + len(h)
	}
	if r.work > r.budget {
		return false
	}
	if len(cands) > 1 {
		slices.SortFunc(cands, func(a, b pcand) int { return int(b.bound - a.bound) })
	}
	r.cands[i] = cands
	// The look-ahead pays when its tables cost less than what it saves on
	// the candidates (estimated in the units of work; the estimate of a
	// node leaves out its sorting and bookkeeping, so it counts twice: on
	// 24×24 that takes the look-ahead on the second level, 1.5× faster).
	look := lv.looks != nil && 2*len(cands)*(p.levels[i+1].cost-lv.lookCost) > lv.tableCost
	if look {
		r.lookTables(i, h)
	}
	child := r.h[i+1]
	for _, c := range cands {
		if c.bound < r.best+2 {
			break
		}
		if look && !r.lookAhead(i, c.a) {
			continue
		}
		// The child's sums, from the signed values bounds kept: unit q's
		// is its value at the pattern of parities <a, β_k>.
		sv := r.sv[i]
		n := len(child)
		if idx := lv.childIdx; idx != nil {
			row := idx[int(c.a)*n : int(c.a+1)*n]
			for q, o := range row {
				child[q] = int32(sv[o])
			}
		} else {
			// Byte by byte, as patternOf.
			pats := lv.childPat
			row := pats[int(c.a&0xff)*n : int(c.a&0xff+1)*n]
			child = child[:len(row)]
			for q, o := range row {
				child[q] = int32(o)
			}
			for a, base := c.a>>8, 256; a != 0; a, base = a>>8, base+256 {
				e := base + int(a&0xff)
				row := pats[e*n : (e+1)*n]
				child = child[:len(row)]
				for q, p := range row {
					child[q] ^= int32(p)
				}
			}
			for q, nx := range lv.childOff {
				child[q] = int32(sv[int(nx)+int(child[q])])
			}
		}
		r.work += len(child)
		if lv.triples != nil {
			// The bound with the triples' signs (see oddTriples).
			r.work += 3 * len(lv.triples)
			if c.bound-tripleCut(lv.triples, child, r.comp) < r.best+2 {
				continue
			}
		}
		r.path[i] = c.a
		if !r.visit(i+1, look) {
			return false
		}
	}
	return true
}

// handedCands returns level i's candidates from the lanes that the
// look-ahead of level i-1 left in r.lanes (see lookAhead): the
// combinations whose lane reaches the threshold, each bound being twice
// the lane plus the odd units of level i-1's look-ahead.
func (r *periodicRun) handedCands(i int) []pcand {
	up := &r.p.levels[i-1]
	lw := up.lw
	t := max(int(r.best)+2-up.odd+1, 0) / 2
	ones, tops := laneMasks(lw)
	tw := uint64(t) * ones
	tl := tw &^ tops
	per := 64 / lw
	mask := uint64(1)<<lw - 1
	cands := r.cands[i][:0]
	lanes := r.lanes[:lookWords(r.p.levels[i].d, lw)]
	for w, x := range lanes {
		for m := reach(x, tw, tl, tops); m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m) / lw
			if b := w*per + l; b < 1<<r.p.levels[i].d {
				v := x >> (lw * l) & mask
				cands = append(cands, pcand{int32(2*v) + int32(up.odd), uint32(b)})
			}
		}
	}
	r.work += 2*len(lanes) + len(cands)
	return cands
}

// signed keeps in r.sv[i] each next unit's sum at each pattern, for
// level i's node whose sums are h: the first half of bounds.
func (r *periodicRun) signed(i int, h []int32) {
	lv := &r.p.levels[i]
	for q := range lv.nexts {
		nx := &lv.nexts[q]
		g := r.sv[i][nx.off : nx.off+1<<nx.r]
		clear(g)
		for m, u := range nx.members {
			g[nx.coords[m]] += int64(h[u])
		}
		wht64(g)
		r.work += len(nx.members) + len(g)*nx.r
	}
}

// bounds returns, for every combination a of level i's bits, 2^R times
// the bound Σ_q |h_{i+1}(q)| on the level below it, h being level i's
// sums: all at once, in the Walsh domain. Unit q of the next level adds
// |Σ_m h[member m]·(-1)^<a, sig_m>|, a function G_q of the r ≤ R
// parities <a, β_k>; its transform Ĝ_q lives on the frequencies freq[y],
// so 2^R·G_q(a) = Σ_y 2^(R-r)·Ĝ_q(y)·(-1)^<freq[y], a>, and one transform
// of 2^d entries sums them all.
func (r *periodicRun) bounds(i int, h []int32) []int64 {
	lv := &r.p.levels[i]
	W := r.W[i]
	clear(W)
	A := r.A
	sv := r.sv[i]
	for q := range lv.nexts {
		nx := &lv.nexts[q]
		// The signed values, kept in sv, then their absolute values.
		s := sv[nx.off : nx.off+1<<nx.r]
		clear(s)
		for m, u := range nx.members {
			s[nx.coords[m]] += int64(h[u])
		}
		wht64(s)
		g := A[:len(s)]
		for p, x := range s {
			g[p] = max(x, -x)
		}
		wht64(g)
		sh := uint(lv.R - nx.r)
		for y, x := range g {
			W[nx.freq[y]] += x << sh
		}
		r.work += len(g) * (nx.r + 1)
	}
	wht64(W)
	return W
}

// lookTables fills r.T[i] for level i's node whose sums are h: for each
// unit q2 of level i+2 and each pattern π of the parities <a, beta_k>
// (which fix the sums of q2's members on level i+1, given the
// combination a of level i's bits), the bound q2 adds on level i+1 (see
// bounds) for every combination b of level i+1's bits, one lane each,
// halved (see laneWidth); for a lazy unit (see plook) only the half
// bounds at each of the patterns that b fixes, and the largest.
func (r *periodicRun) lookTables(i int, h []int32) {
	lv, nx := &r.p.levels[i], &r.p.levels[i+1]
	words := lookWords(nx.d, lv.lw)
	if r.T[i] == nil {
		last := lv.looks[len(lv.looks)-1]
		size := last.off + 1<<len(last.beta)*last.stride
		if len(lv.groups) > 0 {
			g := lv.groups[len(lv.groups)-1]
			size = g.off + words<<g.span
		}
		r.T[i] = make([]uint64, size)
	}
	T := r.T[i]
	for q2 := range lv.looks {
		lk := &lv.looks[q2]
		n2 := &nx.nexts[q2]
		rows := 1 << len(lk.beta)
		size := 1 << n2.r
		// The patterns in Gray-code order: from one to the next, the
		// units whose coordinates have the bit that changes change sign,
		// and so does what they add to the member's entry of g0.
		g0 := r.A[:size]
		clear(g0)
		sv := r.vals[:len(lk.units)]
		for k, u := range lk.units {
			sv[k] = int64(h[u])
			g0[lk.gidx[k]] += sv[k]
		}
		g := r.G[:size]
		for idx := range rows {
			pi := idx ^ idx>>1
			if idx > 0 {
				bit := uint32(1) << bits.TrailingZeros(uint(idx))
				for k, c := range lk.coords {
					if c&bit != 0 {
						g0[lk.gidx[k]] -= 2 * sv[k]
						sv[k] = -sv[k]
					}
				}
			}
			copy(g, g0)
			wht64(g)
			if lk.lazy {
				row := T[lk.off+pi*lk.stride : lk.off+(pi+1)*lk.stride]
				top := uint64(0)
				for p, x := range g {
					v := uint64(max(x, -x)-int64(lk.odd)) / 2
					row[1+p] = v
					top = max(top, v)
				}
				row[0] = top
				continue
			}
			row := T[lk.off+pi*words : lk.off+(pi+1)*words]
			// Each pattern's lanes at once: its mask has 1 in the lanes of
			// the combinations that have the pattern.
			clear(row)
			for p, x := range g {
				mask := lk.masks[p*words : (p+1)*words]
				mask = mask[:len(row)]
				v := uint64(max(x, -x)-int64(lk.odd)) / 2
				for w, m := range mask {
					row[w] += v * m
				}
			}
		}
		r.work += rows * lk.rowCost
	}
	// The groups' rows: the sums of their units' rows.
	for gi := range lv.groups {
		g := &lv.groups[gi]
		rows := 1 << g.span
		for jp := range rows {
			row := T[g.off+jp*words : g.off+(jp+1)*words]
			for m, q2 := range g.looks {
				lk := &lv.looks[q2]
				o := lk.off + int(g.sub[m<<g.span+jp])*words
				src := T[o : o+words]
				if m == 0 {
					copy(row, src)
					continue
				}
				src = src[:len(row)]
				for w, x := range src {
					row[w] += x
				}
			}
		}
		r.work += rows * words * len(g.looks)
	}
}

// lookWords returns the words of lanes of lw bits that hold one lane
// per combination of d bits.
func lookWords(d, lw int) int {
	per := 64 / lw
	return (1<<d + per - 1) / per
}

// lookAhead reports whether level i+1's bound (see bounds), below the
// combination a of level i's bits, lets any combination through: what
// visit(i+1) would find first, from the tables of lookTables. Word by
// word (four at a time), it sums the units' rows into r.lanes and checks
// the lanes: the lanes cannot carry, each holding half a bound on part of
// |F| (see laneWidth), and all of them together at most half the cells.
// The lazy units count first with their largest half bound in every
// lane; only the words where that lets a lane through get their lanes
// filled. The lanes that reach the threshold are exact, and they are
// the candidates of the child (see handedCands).
func (r *periodicRun) lookAhead(i int, a uint32) bool {
	lv, nx := &r.p.levels[i], &r.p.levels[i+1]
	// The bound is 2L + odd for a lane's sum L: it reaches best+2 when L
	// reaches t.
	t := max(int(r.best)+2-lv.odd+1, 0) / 2
	if t >= 1<<lv.lw {
		return false // more than any lane holds
	}
	words := lookWords(nx.d, lv.lw)
	offs, lazy := r.offs[:0], r.lazyOffs[:0]
	top := 0
	for _, q2 := range lv.direct {
		lk := &lv.looks[q2]
		offs = append(offs, lk.off+patternOf(lk.pat, a)*words)
	}
	for gi := range lv.groups {
		g := &lv.groups[gi]
		offs = append(offs, g.off+patternOf(g.pat, a)*words)
	}
	for q2 := range lv.looks {
		if lk := &lv.looks[q2]; lk.lazy {
			o := lk.off + patternOf(lk.pat, a)*lk.stride
			lazy = append(lazy, lazyRow{lk, o})
			top += int(r.T[i][o])
		}
	}
	T := r.T[i]
	lanes := r.lanes[:words]
	r.work += 4*len(offs) + 4*len(lazy) + words*len(offs)
	// Lane by lane, x >= t (see lanesReach); with lazy units, first with
	// their largest half bounds in place of their lanes, t2 = t - top,
	// then where that lets a lane through, with their lanes.
	ones, tops := laneMasks(lv.lw)
	tw := uint64(t) * ones
	tl := tw &^ tops
	t2 := max(t-top, 0)
	tw2 := uint64(t2) * ones
	tl2 := tw2 &^ tops
	var any uint64
	w := 0
	for ; w+4 <= words; w += 4 {
		var s0, s1, s2, s3 uint64
		for _, o := range offs {
			row := T[o+w : o+w+4]
			s0 += row[0]
			s1 += row[1]
			s2 += row[2]
			s3 += row[3]
		}
		lanes[w], lanes[w+1], lanes[w+2], lanes[w+3] = s0, s1, s2, s3
	}
	for ; w < words; w++ {
		var s0 uint64
		for _, o := range offs {
			s0 += T[o+w]
		}
		lanes[w] = s0
	}
	if len(lazy) == 0 {
		for _, x := range lanes {
			any |= reach(x, tw, tl, tops)
		}
		return any != 0
	}
	for w, x := range lanes {
		if reach(x, tw2, tl2, tops) == 0 {
			continue // below t even with the lazy units' largest
		}
		for _, lz := range lazy {
			x += lz.lanes(T, w, words)
		}
		r.work += len(lazy) << 3 // about 2^r multiplications each
		lanes[w] = x
		any |= reach(x, tw, tl, tops)
	}
	return any != 0
}

// lazyRow is a lazy unit's row of the look-ahead's tables (see plook).
type lazyRow struct {
	lk  *plook
	off int
}

// lanes returns word w of the row's lanes, of words words: each
// pattern's half bound in the lanes of its mask.
func (lz lazyRow) lanes(T []uint64, w, words int) uint64 {
	hv := T[lz.off+1 : lz.off+lz.lk.stride]
	masks := lz.lk.masks
	var x uint64
	for p, v := range hv {
		x += v * masks[p*words+w]
	}
	return x
}

// lanesReach reports whether a lane of lw bits in acc holds at least t,
// t < 2^lw (see reach).
func lanesReach(acc []uint64, t uint64, lw int) bool {
	ones, tops := laneMasks(lw)
	tw := t * ones
	tl := tw &^ tops
	for _, x := range acc {
		if reach(x, tw, tl, tops) != 0 {
			return true
		}
	}
	return false
}

// reach returns the top bits of the lanes of x that hold at least t's,
// given tw, t in every lane, tl = tw &^ tops, and tops, each lane's top
// bit. With the top bits apart, (x|tops) - tl cannot borrow across lanes
// and has the top bit set where x's low bits reach t's; where the top
// bits differ, x's decides.
func reach(x, tw, tl, tops uint64) uint64 {
	d := (x | tops) - tl
	return (x&^tw | ^(x^tw)&d) & tops
}

// wht64 replaces g, of a power of two entries, by its Walsh–Hadamard
// transform.
func wht64(g []int64) {
	// The small ones, most of them, written out.
	switch len(g) {
	case 1:
		return
	case 2:
		g[0], g[1] = g[0]+g[1], g[0]-g[1]
		return
	case 4:
		wht4(g)
		return
	case 8:
		wht8(g)
		return
	case 16:
		wht8(g[:8])
		wht8(g[8:16])
		for j := range 8 {
			x, y := g[j], g[8+j]
			g[j], g[8+j] = x+y, x-y
		}
		return
	}
	for w := 1; w < len(g); w *= 2 {
		for b := 0; b < len(g); b += 2 * w {
			lo, hi := g[b:b+w], g[b+w:b+2*w]
			hi = hi[:len(lo)]
			for j, x := range lo {
				y := hi[j]
				lo[j], hi[j] = x+y, x-y
			}
		}
	}
}

// wht8 is wht64 of eight entries.
func wht8(g []int64) {
	g = g[:8]
	wht4(g[:4])
	wht4(g[4:8])
	for j := range 4 {
		x, y := g[j], g[4+j]
		g[j], g[4+j] = x+y, x-y
	}
}

// wht4 is wht64 of four entries.
func wht4(g []int64) {
	g = g[:4]
	a, b, c, d := g[0]+g[1], g[0]-g[1], g[2]+g[3], g[2]-g[3]
	g[0], g[1], g[2], g[3] = a+c, b+d, a-c, b-d
}

// leaf finishes the last level exactly: one Walsh–Hadamard transform of
// the sums by signature.
func (r *periodicRun) leaf(lv *plevel, h []int32) bool {
	F := r.F
	clear(F)
	for u, v := range h {
		F[lv.up[u]] += v
	}
	for w := 1; w < len(F); w *= 2 {
		for b := 0; b < len(F); b += 2 * w {
			lo, hi := F[b:b+w], F[b+w:b+2*w]
			hi = hi[:len(lo)]
			for j, x := range lo {
				y := hi[j]
				lo[j], hi[j] = x+y, x-y
			}
		}
	}
	r.work += len(F) * (lv.d + 1)
	for a, t := range F {
		switch {
		case t > r.best:
			r.record(a, t, false)
		case r.comp && -t > r.best:
			r.record(a, -t, true)
		}
	}
	return r.work <= r.budget
}

// record makes the member at leaf index a, of |F| = t, the best so far.
func (r *periodicRun) record(a int, t int32, flip bool) {
	r.best, r.found, r.bestFlip = t, true, flip
	copy(r.bestPath, r.path)
	r.bestPath[len(r.bestPath)-1] = uint32(a)
}

// torusPeriodic returns the periodic search of a w×h torus with press
// masks presses and null-space basis null, or nil when its null space
// has no invariant subspace to exploit. Every symmetry of the torus that
// maps each press mask onto a press mask (the translations, the
// reflections and, on a square board, the transpositions) maps the null
// space onto itself, and the null vectors that a group of them fixes are
// constant on the group's orbits. The chain of subspaces is built
// greedily: add to the group the symmetry that keeps the largest fixed
// subspace, and of those the one that leaves the fewest orbits; a step
// that keeps the dimension only coarsens the orbits, one that lowers it
// starts a level.
func torusPeriodic(presses []Board, null *basis, w, h int) *periodic {
	k, n, nw := null.k(), null.n, null.nw
	if w*h != n || k > periodicNullity || k == 0 {
		return nil
	}
	pool := torusSymmetries(presses, w, h)
	chain := [][]uint64{null.vecs}
	cur := null.vecs
	parent := make([]int32, n) // the union-find of the group's orbits
	for j := range parent {
		parent[j] = int32(j)
	}
	orbits := n
	used := make([]bool, len(pool))
	for {
		best, bestDim, bestOrbits := -1, -1, 0
		var bestVecs []uint64
		for gi, g := range pool {
			if used[gi] {
				continue
			}
			o := orbitsWith(parent, g)
			if o == orbits {
				used[gi] = true // already in the group
				continue
			}
			vecs := fixedBy(cur, nw, g)
			if d := len(vecs) / nw; d > bestDim || d == bestDim && o < bestOrbits {
				best, bestDim, bestOrbits, bestVecs = gi, d, o, vecs
			}
		}
		if best < 0 || bestDim == 0 {
			break
		}
		used[best] = true
		uniteAll(parent, pool[best])
		orbits = bestOrbits
		if bestDim < len(cur)/nw {
			chain = append(chain, bestVecs)
		} else {
			chain[len(chain)-1] = bestVecs
		}
		cur = bestVecs
	}
	if len(chain) < 2 {
		return nil
	}
	// The basis, from the bottom up: V_L's, then each level's complement.
	var levels [][]uint64
	e := newEchelon(nw)
	for i := len(chain) - 1; i >= 0; i-- {
		var lvl []uint64
		vs := chain[i]
		for j := 0; j < len(vs)/nw; j++ {
			if v := vs[j*nw : (j+1)*nw]; e.add(v) {
				lvl = append(lvl, v...)
			}
		}
		levels = append(levels, lvl)
	}
	slices.Reverse(levels)
	var vecs []uint64
	var dims []int
	for _, l := range levels {
		vecs = append(vecs, l...)
		dims = append(dims, len(l)/nw)
	}
	dims = mergeLevels(dims)
	if slices.Max(dims) > maxLevelBits {
		return nil // a level's transform would not fit
	}
	return newPeriodic(n, nw, vecs, dims)
}

// maxChildIdx bounds a level's plevel.childIdx.
const maxChildIdx = 1 << 17

// maxLevelBits is the most bits of a level: its bounds take a transform
// of 2^bits entries.
const maxLevelBits = 20

// mergeSmall is the most bits of a level that mergeLevels joins to the
// next: such a level prunes too little to pay for its nodes (on 18×28
// it halves the time).
const mergeSmall = 2

// mergeLevels joins each level of at most mergeSmall bits to the next.
// (Joining the first levels up to 16 bits, so that the look-ahead's
// tables are built once, measured no faster: on 24×24 and 18×28 the
// first level's look-ahead then spans too much.)
func mergeLevels(dims []int) []int {
	var out []int
	carry := 0
	for i, d := range dims {
		d += carry
		carry = 0
		if d <= mergeSmall && i+1 < len(dims) {
			carry = d
			continue
		}
		out = append(out, d)
	}
	return out
}

// torusSymmetries returns the symmetries of a w×h torus, as maps of
// cells, that map every press mask onto a press mask: the translations
// by w/q columns and h/q rows for each divisor q > 1, the reflections of
// the columns and of the rows about either kind of axis, and on a square
// board the two transpositions.
func torusSymmetries(presses []Board, w, h int) [][]int32 {
	cell := func(x, y int) int32 { return int32(((y%h+h)%h)*w + (x%w+w)%w) }
	var maps []func(x, y int) int32
	for q := 2; q <= w; q++ {
		if w%q == 0 {
			maps = append(maps, func(x, y int) int32 { return cell(x+w/q, y) })
		}
	}
	for q := 2; q <= h; q++ {
		if h%q == 0 {
			maps = append(maps, func(x, y int) int32 { return cell(x, y+h/q) })
		}
	}
	for c := range 2 {
		maps = append(maps,
			func(x, y int) int32 { return cell(c-x, y) },
			func(x, y int) int32 { return cell(x, c-y) })
	}
	if w == h {
		maps = append(maps,
			func(x, y int) int32 { return cell(y, x) },
			func(x, y int) int32 { return cell(-y, -x) })
	}
	n := w * h
	var out [][]int32
	for _, f := range maps {
		g := make([]int32, n)
		for j := range g {
			g[j] = f(j%w, j/w)
		}
		if preservesPresses(presses, g) {
			out = append(out, g)
		}
	}
	return out
}

// preservesPresses reports whether the cell map g maps the press mask of
// each cell onto that of its image.
func preservesPresses(presses []Board, g []int32) bool {
	for j, gj := range g {
		var img Board
		for wi, word := range presses[j] {
			for word != 0 {
				c := wi*64 + bits.TrailingZeros64(word)
				word &= word - 1
				img.Set(int(g[c]), true)
			}
		}
		if img != presses[gj] {
			return false
		}
	}
	return true
}

// fixedBy returns a basis (nw words a vector) of the members of span(vecs)
// that the cell map g fixes: the kernel of g + 1 there.
func fixedBy(vecs []uint64, nw int, g []int32) []uint64 {
	k := len(vecs) / nw
	n := len(g)
	type row struct {
		v    []uint64
		comb uint64
	}
	var rows []row
	var out []uint64
	for i := range k {
		v := vecs[i*nw : (i+1)*nw]
		d := append([]uint64(nil), v...) // v + g(v)
		for j := range n {
			if v[j/64]>>(uint(j)%64)&1 != 0 {
				c := int(g[j])
				d[c/64] ^= 1 << (uint(c) % 64)
			}
		}
		comb := uint64(1) << i
		for {
			lb := lowBit(d)
			if lb < 0 {
				x := make([]uint64, nw)
				for c := comb; c != 0; c &= c - 1 {
					t := bits.TrailingZeros64(c)
					xorInto(x, x, vecs[t*nw:(t+1)*nw])
				}
				out = append(out, x...)
				break
			}
			found := false
			for _, r := range rows {
				if lowBit(r.v) == lb {
					xorInto(d, d, r.v)
					comb ^= r.comb
					found = true
					break
				}
			}
			if !found {
				rows = append(rows, row{d, comb})
				break
			}
		}
	}
	return out
}

// find returns j's root in the union-find parent.
func find(parent []int32, j int32) int32 {
	for parent[j] != j {
		parent[j] = parent[parent[j]]
		j = parent[j]
	}
	return j
}

// uniteAll joins every cell's set with its image's under g.
func uniteAll(parent []int32, g []int32) {
	for j, gj := range g {
		if a, b := find(parent, int32(j)), find(parent, gj); a != b {
			parent[a] = b
		}
	}
}

// orbitsWith returns the number of orbits once g joins the group whose
// orbits parent holds, without changing parent.
func orbitsWith(parent []int32, g []int32) int {
	p := slices.Clone(parent)
	uniteAll(p, g)
	o := 0
	for j := range p {
		if p[j] == int32(j) {
			o++
		}
	}
	return o
}

// torusPeriodic returns r's periodic search, building it on the first
// call, or nil when r's board is not a torus or has none. s must be r's
// system.
func (s *system) torusPeriodic(r *Rules) *periodic {
	s.periodicOnce.Do(func() {
		if r.spec.Torus {
			s.periodic = torusPeriodic(r.presses, s.null, r.spec.Width, r.spec.Height)
		}
	})
	return s.periodic
}

// lightestCosets searches the cosets (see basis.lightest) with p for a
// member lighter than best, of weight bw, within budget; it returns the
// lightest it knows and whether that is proven lightest.
func (p *periodic) lightestCosets(null *basis, cosets [][]uint64, best []uint64, bw int, budget int) ([]uint64, int, bool) {
	if len(cosets) == 2 && null.complementary(cosets[0], cosets[1]) {
		cosets = cosets[:1]
		x, done := p.lightest(cosets[0], bw, true, budget)
		if x != nil {
			best, bw = x, weight(x)
		}
		return best, bw, done
	}
	for _, x0 := range cosets {
		x, done := p.lightest(x0, bw, false, budget/len(cosets))
		if x != nil {
			best, bw = x, weight(x)
		}
		if !done {
			return best, bw, false
		}
	}
	return best, bw, true
}
