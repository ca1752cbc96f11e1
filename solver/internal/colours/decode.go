package colours

import (
	"math/bits"
	"slices"
)

// A decoder finds the nearest word of a binary code to a target, or
// shows that no word is nearer than a given distance: the lift asks the
// question once for each of its outer parts (lift.go).
//
// A word nearer than below differs from the target in fewer than below
// cells. Cut the cells into J disjoint information sets, sets of k cells
// (k the code's dimension) on which the code's words are all 2^k
// patterns: each word is fixed by its pattern on any one of them. A word
// that differs from the target in fewer than below cells differs from it
// in at most r = (below − 1)/J cells of one of the sets at least (else it
// differs in J·(r+1) ≥ below). So it is enough to look, on each set, at
// the words whose pattern there is the target's with at most r cells
// changed: J·Σ_{i≤r} C(k, i) words instead of 2^k. Where that is not
// fewer, or no distance bounds the question, the decoder walks every word
// in Gray order.
type decoder struct {
	basis [][]uint64 // the code's basis, as bit sets
	sets  []infoSet
	flips []uint32 // every k-bit pattern of at most maxFlips ones, by their number
	upTo  []int    // upTo[r]: how many of flips have at most r ones
}

// An infoSet is one information set: its cells, and the code's words by
// their pattern there, in tables of 8 bits of the pattern each.
type infoSet struct {
	cells []int
	// chunks holds, for each 8 cells h of the set and each pattern v of
	// theirs, the word whose pattern is v there and 0 on the set's other
	// cells, at (256·h + v)·words.
	chunks []uint64
	words  int
}

// word sets w to the word whose pattern on s's cells is v.
func (s *infoSet) word(v uint32, w []uint64) {
	clear(w)
	for h := 0; h*256*s.words < len(s.chunks); h++ {
		at := (256*h + int(v>>(8*h)&0xff)) * s.words
		for i := range w {
			w[i] ^= s.chunks[at+i]
		}
	}
}

// newDecoder builds the decoder of the code with this basis over n
// cells (the basis independent).
func newDecoder(basis [][]uint64, n int) *decoder {
	d := &decoder{basis: basis}
	k := len(basis)
	if k == 0 {
		return d
	}
	used := make([]bool, n)
	for {
		s, ok := infoSetOf(basis, n, used)
		if !ok {
			break
		}
		d.sets = append(d.sets, s)
	}
	// The patterns of at most r ones, for r up to where they are as many
	// as the code's words.
	for r := 0; r <= k; r++ {
		for v := uint32(0); v < 1<<k; v++ {
			if bits.OnesCount32(v) == r {
				d.flips = append(d.flips, v)
			}
		}
		d.upTo = append(d.upTo, len(d.flips))
		if len(d.sets)*len(d.flips) >= 1<<k {
			break
		}
	}
	return d
}

// infoSetOf returns an information set among the cells not yet used (and
// marks its cells used), in systematic form: a word of the code for each
// of its cells, that is 1 there and 0 on the set's other cells. It
// reports false when the unused cells hold none.
func infoSetOf(basis [][]uint64, n int, used []bool) (infoSet, bool) {
	k := len(basis)
	rows := make([][]uint64, k)
	for i, b := range basis {
		rows[i] = slices.Clone(b)
	}
	var cells []int
	for c := 0; c < n && len(cells) < k; c++ {
		if used[c] {
			continue
		}
		// A row below the pivots so far with this cell set, if any,
		// becomes its pivot, cleared from every other row.
		p := -1
		for i := len(cells); i < k; i++ {
			if rows[i][c/64]>>(c%64)&1 != 0 {
				p = i
				break
			}
		}
		if p < 0 {
			continue
		}
		i := len(cells)
		rows[i], rows[p] = rows[p], rows[i]
		for j := range rows {
			if j != i && rows[j][c/64]>>(c%64)&1 != 0 {
				for w := range rows[j] {
					rows[j][w] ^= rows[i][w]
				}
			}
		}
		cells = append(cells, c)
	}
	if len(cells) < k {
		return infoSet{}, false
	}
	for _, c := range cells {
		used[c] = true
	}
	words := len(basis[0])
	s := infoSet{cells: cells, words: words}
	for h := 0; h*8 < k; h++ {
		at := len(s.chunks)
		s.chunks = append(s.chunks, make([]uint64, 256*words)...)
		for v := 1; v < 1<<min(8, k-8*h); v++ {
			low, prev := bits.TrailingZeros(uint(v)), at+(v&(v-1))*words
			for w, b := range rows[8*h+low] {
				s.chunks[at+v*words+w] = s.chunks[prev+w] ^ b
			}
		}
	}
	return s, true
}

// nearest sets word to the code's nearest word to target and returns its
// distance, when that is below below; otherwise it returns a distance of
// at least below (and word is a word of the code at that distance, or
// not set). A below of 0 or less asks for the nearest word, however far.
// It also returns how many words it looked at.
func (d *decoder) nearest(target, word []uint64, below int) (dist, looked int) {
	k := len(d.basis)
	if k == 0 {
		clear(word)
		return distance(target, word), 1
	}
	J := len(d.sets)
	if below > 0 && J > 0 {
		if r := (below - 1) / J; r < len(d.upTo) && J*d.upTo[r] < 1<<k {
			return d.nearSets(target, word, d.flips[:d.upTo[r]])
		}
	}
	return d.walk(target, word), 1 << k
}

// nearSets looks, on each information set, at the words whose pattern
// there is target's with the cells of one of flips changed.
func (d *decoder) nearSets(target, word []uint64, flips []uint32) (dist, looked int) {
	dist = -1
	var at *infoSet
	var atV uint32
	var cand []uint64
	for i := range d.sets {
		s := &d.sets[i]
		var p uint32
		for i, c := range s.cells {
			p |= uint32(target[c/64]>>(c%64)&1) << i
		}
		if s.words == 2 && len(s.chunks) == 2*256*2 {
			// Boards of up to 128 cells and codes of 9 to 16 words: the
			// same as below, unrolled.
			t0, t1, ch := target[0], target[1], s.chunks[:1024]
			for _, f := range flips {
				v := p ^ f
				lo, hi := 2*(v&0xff), 512+2*(v>>8&0xff)
				e := bits.OnesCount64(ch[lo]^ch[hi]^t0) + bits.OnesCount64(ch[lo+1]^ch[hi+1]^t1)
				if dist < 0 || e < dist {
					dist, at, atV = e, s, v
				}
			}
			continue
		}
		if cand == nil {
			cand = make([]uint64, len(target))
		}
		for _, f := range flips {
			s.word(p^f, cand)
			if e := distance(target, cand); dist < 0 || e < dist {
				dist, at, atV = e, s, p^f
			}
		}
	}
	at.word(atV, word)
	return dist, len(d.sets) * len(flips)
}

// walk returns the distance of the code's nearest word to target, walking
// every word in Gray order, and sets word to it.
func (d *decoder) walk(target, word []uint64) int {
	cur := make([]uint64, len(target))
	dist := distance(target, cur)
	copy(word, cur)
	for i := 1; i < 1<<len(d.basis) && dist > 0; i++ {
		for w, b := range d.basis[bits.TrailingZeros(uint(i))] {
			cur[w] ^= b
		}
		if e := distance(target, cur); e < dist {
			dist = e
			copy(word, cur)
		}
	}
	return dist
}
