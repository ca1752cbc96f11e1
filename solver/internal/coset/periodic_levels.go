package coset

import (
	"math/bits"
	"slices"
)

// The periodic search, an exact search of a torus's null space too large
// to walk: a branch and bound in the Walsh domain. A member weighs
// (n − F)/2 with F = Σ_j s_j (−1)^⟨c, g_j⟩; fixing the first bits of c and
// grouping the cells by their signature on the others bounds |F| by the
// sum of the groups' |h|. The basis is laid out in levels from a chain of
// subspaces fixed by ever larger groups of the torus's symmetries (see
// periodic_symmetry.go), so that each level's cells fall into few units.
// This file lays out the levels; periodic_search.go searches them and
// periodic_lookahead.go looks one level ahead. See docs/solver.md, “The
// periodic search”.

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
