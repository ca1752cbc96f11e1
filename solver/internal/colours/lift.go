package colours

import (
	"fmt"
	"math/big"
	"math/bits"
	"slices"
)

// The lift: the par for K = 4 and 6 as a search over one factor of the
// quiet sets with a binary code for the other, where the trellis is too
// wide (10×10 cross with wrap: every quiet set there spans the board).
//
// K = 6. A quiet set is 3·u + 4·v modulo 6 with u quiet modulo 2 and v
// quiet modulo 3 (the Chinese remainder theorem). Let y = x₀ + 4·v: the
// counts of x = y + 3·u keep y's residues modulo 3, and a count with
// residue r is r or r + 3, so x weighs Σ r plus 3 for each cell whose
// count is r + 3. Adding 3 on a cell toggles which, so the weight is
// A(y) + 3·|b(y) ⊕ u|, where A(y) is the sum of y's counts modulo 3 and
// b(y) marks the cells where y is r + 3.
//
// K = 4. The images modulo 2 of the quiet sets are a binary code M; some
// of the Howell generators lift a basis of M (see liftBasis), and every
// quiet set is a lift of some u in M plus 2·n, with n quiet modulo 2 (it is A·(q − lift)/2
// ≡ 0 modulo 2). Let y = x₀ + lift: a count y is lo + 2·hi with lo its
// bit, adding 2 on a cell toggles hi, so the weight is A(y) + 2·|b(y) ⊕ n|
// with A(y) the number of odd counts and b(y) the hi bits.
//
// Either way the par is the least, over the outer part y (3^d or 2^d of
// them), of A(y) + f·d(b(y)), where d(b) is the distance from b to the
// binary code of the quiet sets modulo 2 (the two-colour par of a press
// set). The outer parts are walked by A ascending, and the walk stops at
// the first A that is not below the best weight found: every part after
// it weighs at least that. A part is lighter than the best only if d(b)
// is below (best − A)/f, and the decoder (decode.go) answers that
// question looking at far fewer words than the code has. It is exact.

// liftParts is the most outer parts the lift walks for a goal, and
// liftWords the most words of its binary code.
const (
	liftParts = 1 << 17
	liftWords = 1 << 20
)

// liftWork is how many words of the binary code the lift may look at
// for each node of a search budget: SearchBudget's allowance is about a
// second (a word is about 4 ns natively).
const liftWork = 64

// lifter holds a rule set's two factors for the lift.
type lifter struct {
	outer      [][]uint8  // the outer generators, over Z_K
	outerOrder int        // each one's t ranges over [0, outerOrder)
	code       [][]uint64 // the binary code's basis, as bit sets
	f          int        // the weight of a toggle: 3 for K = 6, 2 for K = 4
	dec        *decoder   // the code's nearest words
}

// lifter returns g's lift, or nil when K is not 4 or 6 or a factor has
// more elements than liftParts or liftWords.
func (g *ring) lifter() *lifter {
	g.liftOnce.Do(func() {
		var l lifter
		switch g.K {
		case 6:
			three, _ := kernelMod(g.masks, g.n, 3)
			for _, v := range three {
				w := make([]uint8, g.n)
				for c, a := range v {
					w[c] = uint8(4 * int(a) % 6)
				}
				l.outer = append(l.outer, w)
			}
			l.outerOrder, l.f = 3, 3
		case 4:
			l.outer = liftBasis(g.quiet)
			l.outerOrder, l.f = 2, 2
		default:
			return
		}
		two, _ := kernelMod(g.masks, g.n, 2)
		words := (g.n + 63) / 64
		for _, v := range two {
			b := make([]uint64, words)
			for c, a := range v {
				if a != 0 {
					b[c/64] |= 1 << (c % 64)
				}
			}
			l.code = append(l.code, b)
		}
		outer := 1
		for range l.outer {
			if outer *= l.outerOrder; outer > liftParts {
				return
			}
		}
		if 1<<len(l.code) > liftWords {
			return
		}
		// Each quiet set is one outer part plus (K/2)·a word, exactly once.
		count := new(big.Int).Exp(big.NewInt(int64(l.outerOrder)), big.NewInt(int64(len(l.outer))), nil)
		if count.Lsh(count, uint(len(l.code))).Cmp(g.quietCount()) != 0 {
			panic(fmt.Sprintf("colours: the lift counts %v quiet sets, not %v", count, g.quietCount()))
		}
		l.dec = newDecoder(l.code, g.n)
		g.lift = &l
	})
	return g.lift
}

// listable reports whether listing the outer parts of goals goals on n
// cells, a step for each cell of each part, is within work: in the page
// (a small budget) the lift runs only where listing them is quick.
func (l *lifter) listable(goals, n, work int) bool {
	parts := goals * n
	for range l.outer {
		parts *= l.outerOrder
	}
	return parts <= work
}

// lightest returns the lightest answer over the goals' particular
// answers xs (nil for a goal out of reach) that it finds looking at no
// more than work words of the binary code (at least one outer part's):
// proven says it looked at every part it had to, and bound is a weight
// no answer is below.
func (l *lifter) lightest(K int, xs [][]uint8, work int) (best []uint8, proven bool, bound int) {
	w := l.newWalk(K, xs, work)
	for !w.step() {
	}
	return w.result()
}

// A liftWalk is lightest in steps, for a caller that must not wait
// (Search): a step lists one goal's outer parts, or orders them all by
// A, or walks parts until it has looked at liftStepWords words.
type liftWalk struct {
	l      *lifter
	K      int
	xs     [][]uint8
	work   int
	parts  []liftPart
	listed int  // the goals whose parts are listed
	sorted bool // the parts are in order
	next   int  // the next part to walk
	over   bool

	y            []int
	target, word []uint64
	bestW        int
	bestY        []int
	bestWord     []uint64
	proven       bool
	bound        int
}

// A liftPart is an outer part of a goal's answers: the idx'th (see
// outerPart), with its A.
type liftPart struct {
	a    int32
	goal int32
	idx  int32
}

// liftStepWords is about the most words a step of a liftWalk looks at
// (a part's words are never split between steps).
const liftStepWords = 1 << 16

func (l *lifter) newWalk(K int, xs [][]uint8, work int) *liftWalk {
	n := 0
	for _, x0 := range xs {
		if x0 != nil {
			n = len(x0)
		}
	}
	words := (n + 63) / 64
	return &liftWalk{l: l, K: K, xs: xs, work: work, y: make([]int, n), target: make([]uint64, words), word: make([]uint64, words), bestW: -1, proven: true}
}

// step does the next piece of the walk; it reports whether it is over.
func (w *liftWalk) step() bool {
	switch {
	case w.over:
	case w.listed < len(w.xs):
		w.list(w.listed)
		w.listed++
	case !w.sorted:
		w.parts = sortByA(w.parts)
		w.sorted = true
	default:
		w.walk()
	}
	return w.over
}

// list adds every outer part of goal gi, if it is in reach, with its A.
func (w *liftWalk) list(gi int) {
	l, K, x0, y := w.l, w.K, w.xs[gi], w.y
	if x0 == nil {
		return
	}
	for c, v := range x0 {
		y[c] = int(v)
	}
	digits := make([]int, len(l.outer))
	for idx := 0; ; idx++ {
		w.parts = append(w.parts, liftPart{a: int32(l.outerWeight(K, y)), goal: int32(gi), idx: int32(idx)})
		// Advance the counter, keeping y = x₀ + Σ t·outer.
		k := 0
		for ; k < len(l.outer); k++ {
			o := l.outer[k]
			if digits[k]++; digits[k] < l.outerOrder {
				for c, a := range o {
					y[c] = (y[c] + int(a)) % K
				}
				break
			}
			for c, a := range o {
				y[c] = mod(y[c]-(l.outerOrder-1)*int(a), K)
			}
			digits[k] = 0
		}
		if k == len(l.outer) {
			return
		}
	}
}

// sortByA returns the parts by A ascending, keeping the order of equals
// (a counting sort: an A is at most K·cells).
func sortByA(parts []liftPart) []liftPart {
	hi := int32(0)
	for _, p := range parts {
		hi = max(hi, p.a)
	}
	count := make([]int, hi+2)
	for _, p := range parts {
		count[p.a+1]++
	}
	for v := 1; v < len(count); v++ {
		count[v] += count[v-1]
	}
	out := make([]liftPart, len(parts))
	for _, p := range parts {
		out[count[p.a]] = p
		count[p.a]++
	}
	return out
}

// walk looks at the next parts, in order, until about liftStepWords
// words of the code have been looked at or the walk is over.
func (w *liftWalk) walk() {
	l, K := w.l, w.K
	for looked := 0; looked < liftStepWords; {
		if w.next == len(w.parts) {
			w.over = true
			return
		}
		p := w.parts[w.next]
		if w.bestW >= 0 && int(p.a) >= w.bestW {
			w.over = true
			return
		}
		if w.bestW >= 0 && w.work <= 0 {
			// Every part from here on weighs at least its A.
			w.proven, w.bound, w.over = false, int(p.a), true
			return
		}
		w.next++
		l.outerPart(K, w.xs[p.goal], int(p.idx), w.y)
		clear(w.target)
		for c, v := range w.y {
			if l.bit(K, v) {
				w.target[c/64] |= 1 << (c % 64)
			}
		}
		// Only a word nearer than below makes this part lighter than the
		// best so far.
		below := 0
		if w.bestW >= 0 {
			below = (w.bestW-int(p.a)-1)/l.f + 1
		}
		near, n := l.dec.nearest(w.target, w.word, below)
		w.work -= n
		looked += n
		if wt := int(p.a) + l.f*near; w.bestW < 0 || wt < w.bestW {
			w.bestW = wt
			w.bestY = slices.Clone(w.y)
			w.bestWord = slices.Clone(w.word)
		}
	}
}

// result returns the walk's answer once step has reported it over.
func (w *liftWalk) result() (best []uint8, proven bool, bound int) {
	K := w.K
	best = make([]uint8, len(w.y))
	for c, v := range w.bestY {
		if w.bestWord[c/64]>>(c%64)&1 != 0 {
			v = (v + K/2) % K
		}
		best[c] = uint8(v)
	}
	if w.proven {
		return best, true, w.bestW
	}
	return best, false, min(w.bound, w.bestW)
}

// liftBasis returns those of the quiet sets modulo 4 whose images modulo
// 2 are a basis of the images of them all. (A Howell row that leads with
// 2 may still have odd counts further on, so the rows leading with 1 are
// not always enough.) A quiet set whose image is a sum of earlier ones is
// their sum plus twice a set quiet modulo 2, which the code covers.
func liftBasis(quiet [][]uint8) [][]uint8 {
	var out [][]uint8
	var reduced [][]uint64 // the images so far, each with its own lead bit
	var leads []int
	for _, q := range quiet {
		v := make([]uint64, (len(q)+63)/64)
		for c, a := range q {
			if a%2 != 0 {
				v[c/64] |= 1 << (c % 64)
			}
		}
		for i, r := range reduced {
			if v[leads[i]/64]>>(leads[i]%64)&1 != 0 {
				for w := range v {
					v[w] ^= r[w]
				}
			}
		}
		lead := -1
		for w, b := range v {
			if b != 0 {
				lead = w*64 + bits.TrailingZeros64(b)
				break
			}
		}
		if lead < 0 {
			continue
		}
		for _, r := range reduced {
			if r[lead/64]>>(lead%64)&1 != 0 {
				for w := range r {
					r[w] ^= v[w]
				}
			}
		}
		reduced, leads = append(reduced, v), append(leads, lead)
		out = append(out, q)
	}
	return out
}

// outerWeight returns A(y): the sum of the counts modulo 3 (K = 6) or the
// number of odd counts (K = 4).
func (l *lifter) outerWeight(K int, y []int) int {
	a := 0
	for _, v := range y {
		if K == 6 {
			a += v % 3
		} else {
			a += v & 1
		}
	}
	return a
}

// bit returns b(y) on a cell whose count is v: whether adding K/2 makes
// it lighter.
func (l *lifter) bit(K, v int) bool {
	return v >= K/2
}

// outerPart sets y to x₀ plus the outer part numbered idx (its t's are
// idx's digits in base outerOrder, the first the least significant).
func (l *lifter) outerPart(K int, x0 []uint8, idx int, y []int) {
	for c, v := range x0 {
		y[c] = int(v)
	}
	for _, o := range l.outer {
		if t := idx % l.outerOrder; t != 0 {
			for c, a := range o {
				y[c] = (y[c] + t*int(a)) % K
			}
		}
		idx /= l.outerOrder
	}
}

// distance returns the number of bits in which a and b differ.
func distance(a, b []uint64) int {
	d := 0
	for i := range a {
		d += bits.OnesCount64(a[i] ^ b[i])
	}
	return d
}
