package coset

import "math/bits"

// The periodic search's look-ahead: tables, filled once per node, of the
// bound each unit of the level after next adds on the next level, as
// lanes packed into words, so that a combination whose next level would
// let nothing through is skipped by a few additions and one comparison of
// all lanes at once. See docs/solver.md, “The periodic search”.

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

// laneMasks returns, for lanes of lw bits, the word with each lane's
// lowest bit set and the word with each lane's top bit set.
func laneMasks(lw int) (ones, tops uint64) {
	for s := 0; s+lw <= 64; s += lw {
		ones |= 1 << s
		tops |= 1 << (s + lw - 1)
	}
	return ones, tops
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
