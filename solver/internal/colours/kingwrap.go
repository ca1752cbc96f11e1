package colours

import (
	"math/big"
	"slices"

	"flip/solver/internal/binary"
)

// King with wrap, when 3 divides both sides (6×6, 9×9, …): the par by the
// board's own structure, where the trellis is too wide in any cell order.
//
// A king press is B ⊗ B, with B = I + S + S⁻¹ the cyclic sum of a cell
// and its two neighbours along a side. B·v = 0 exactly when v repeats
// every 3 cells and its three values sum to 0, and the quiet sets are P +
// Q with P[i][j] = R_{i mod 3}(j) and Q[i][j] = S_{j mod 3}(i), where the
// three R's (vectors over the columns) sum to 0 and so do the three S's
// (over the rows). That is K^(2w+2h−4) quiet sets (P and Q share the
// patterns that repeat both ways), which New checks against the Howell
// count before this is used.
//
// Given the S's, the columns are independent: column j adds S_{j mod
// 3} down its cells and then the best (r₀, r₁, r₂ = −r₀−r₁) of its own,
// K² choices. So an answer weighs F₀(S₀) + F₁(S₁) + F₂(S₂), with F_b(s)
// the sum over the columns j ≡ b (mod 3) of that column's least weight
// given s. Adding a pattern t repeating every 3 rows with t₀ + t₁ + t₂ =
// 0 to s changes no F_b (the column's r's take it up), so s is taken with
// s₀ = s₁ = 0: K^(h−2) values, and those form a group. The par is then
// the least F₀(x) + F₁(y) + F₂(−x−y) over pairs of them: the x's are
// taken by F₀ ascending, the y's by F₁ ascending, and a pair stops the
// walk (of y's, or of x's) when F₀(x) + F₁(y) + min F₂ is not below the
// best weight found. It is exact.
//
// A column's least weight given s is found in two steps: g(r₀, s on the
// rows ≡ 1, s on the rows ≡ 2) = min over r₁ of the weights of those rows,
// then min over r₀ of the rows ≡ 0 plus g. For 9×9 that is K^8 steps a
// column.

// kingWrapPairs is how many pairs of (x, y) the walk may try for each
// goal and each node of a search budget.
const kingWrapPairs = 32

// kingWrap is a rule set's king-with-wrap structure.
type kingWrap struct {
	K, w, h int
	reps    int    // K^(h−2): the values of s with s₀ = s₁ = 0
	digits  []int8 // digits[x·h + i]: s_i of the value numbered x (i < h), in one array (no slice per value for the collector to scan)
}

// kingWrap returns r's king-with-wrap structure, or nil when r is not
// king with wrap on sides 3 divides, or its quiet sets are not the ones
// above.
func (r *Rules) kingWrap() *kingWrap {
	r.kingOnce.Do(func() {
		s := r.spec
		if s.Shape != binary.King || !s.Torus || s.Width%3 != 0 || s.Height%3 != 0 || s.Width < 6 || s.Height < 6 {
			return
		}
		K, w, h := r.k, s.Width, s.Height
		want := new(big.Int).Exp(big.NewInt(int64(K)), big.NewInt(int64(2*w+2*h-4)), nil)
		if r.QuietSets().Cmp(want) != 0 {
			return
		}
		kw := &kingWrap{K: K, w: w, h: h, reps: 1}
		for range h - 2 {
			kw.reps *= K
		}
		if kw.reps > liftParts*8 {
			return
		}
		kw.digits = make([]int8, kw.reps*h)
		for x := range kw.reps {
			d := kw.digitsOf(x)
			for i, v := 2, x; i < h; i, v = i+1, v/K {
				d[i] = int8(v % K)
			}
		}
		r.king = kw
	})
	return r.king
}

// tableWork is how many steps the tables F₀, F₁, F₂ of goals goals take
// (a kingWalk builds one goal's at each step).
func (kw *kingWrap) tableWork(goals int) int {
	return goals * kw.reps * kw.K * kw.w
}

// digitsOf returns the digits s_0 … s_{h−1} of the value numbered x.
func (kw *kingWrap) digitsOf(x int) []int8 { return kw.digits[x*kw.h : x*kw.h+kw.h] }

// index returns the number of the value with digits d (d₀ = d₁ = 0).
func (kw *kingWrap) index(d []int) int {
	x := 0
	for i := kw.h - 1; i >= 2; i-- {
		x = x*kw.K + d[i]
	}
	return x
}

// kingTables builds a goal's tables F₀, F₁, F₂ a column at a time,
// indexed by the values' numbers.
type kingTables struct {
	kw    *kingWrap
	x0    []uint8
	F     [3][]int32
	col   int        // the next column
	free  [3][]int   // the rows of each class a (i ≡ a mod 3) whose s is free: the rows from 2 on
	parts [3][]int32 // each value's part in each class, numbered by its free rows' digits
	f     [3][]int32
	g     []int32
}

// newTables starts x0's tables, in the buffers of old (a goal's tables
// that are done with) if it is not nil.
func (kw *kingWrap) newTables(x0 []uint8, old *kingTables) *kingTables {
	if old != nil {
		for b := range old.F {
			clear(old.F[b])
		}
		old.x0, old.col = x0, 0
		return old
	}
	t := &kingTables{kw: kw, x0: x0}
	for b := range t.F {
		t.F[b] = make([]int32, kw.reps)
	}
	for i := 2; i < kw.h; i++ {
		t.free[i%3] = append(t.free[i%3], i)
	}
	for a := range t.parts {
		t.parts[a] = make([]int32, kw.reps)
		for x := range kw.reps {
			d, p := kw.digitsOf(x), 0
			for k := len(t.free[a]) - 1; k >= 0; k-- {
				p = p*kw.K + int(d[t.free[a][k]])
			}
			t.parts[a][x] = int32(p)
		}
	}
	t.g = make([]int32, kw.K*t.size(1)*t.size(2))
	return t
}

// size returns how many parts class a has.
func (t *kingTables) size(a int) int {
	n := 1
	for range t.free[a] {
		n *= t.kw.K
	}
	return n
}

// column adds the next column's least weights to its F; it reports
// whether every column is in.
func (t *kingTables) column() bool {
	K, w, h := t.kw.K, t.kw.w, t.kw.h
	j := t.col
	t.col++
	for a := range t.f {
		na := t.size(a)
		t.f[a] = make([]int32, K*na)
		d := make([]int, h)
		for r := range K {
			for p := range na {
				// The s of class a numbered p, on the board's rows.
				v := p
				for _, i := range t.free[a] {
					d[i] = v % K
					v /= K
				}
				wt := int32(0)
				for i := a; i < h; i += 3 {
					wt += int32((int(t.x0[i*w+j]) + r + d[i]) % K)
				}
				t.f[a][r*na+p] = wt
			}
		}
	}
	// g[(r₀·n1 + p1)·n2 + p2] = min over r₁ of f₁(r₁, p1) + f₂(−r₀−r₁, p2).
	n0, n1, n2 := t.size(0), t.size(1), t.size(2)
	for r0 := range K {
		for p1 := range n1 {
			for p2 := range n2 {
				best := int32(-1)
				for r1 := range K {
					r2 := mod(-r0-r1, K)
					if v := t.f[1][r1*n1+p1] + t.f[2][r2*n2+p2]; best < 0 || v < best {
						best = v
					}
				}
				t.g[(r0*n1+p1)*n2+p2] = best
			}
		}
	}
	Fb := t.F[j%3]
	for x := range t.kw.reps {
		p0, p1, p2 := int(t.parts[0][x]), int(t.parts[1][x]), int(t.parts[2][x])
		best := int32(-1)
		for r0 := range K {
			if v := t.f[0][r0*n0+p0] + t.g[(r0*n1+p1)*n2+p2]; best < 0 || v < best {
				best = v
			}
		}
		Fb[x] += best
	}
	return t.col == w
}

// lightest returns the lightest answer over the goals' particular
// answers xs (nil for a goal out of reach), trying at most pairs pairs of
// values for each goal; proven says it tried every pair it had to, and
// bound is a weight no answer is below.
func (kw *kingWrap) lightest(xs [][]uint8, pairs int) (best []uint8, proven bool, bound int) {
	w := kw.newWalk(xs, pairs)
	for !w.step() {
	}
	return w.result()
}

// A kingWalk is lightest in steps, for a caller that must not wait
// (Search): a goal at a time, each step building one column of the
// goal's tables, ordering them, or walking up to kingStepPairs pairs; the
// best weight found so far bounds the next goal's walk.
type kingWalk struct {
	kw       *kingWrap
	xs       [][]uint8
	goal     int // the goal under way, or the next
	pairs    int // the pairs each goal may try
	bestW    int32
	bestGoal int
	bestS    [3]int
	proven   bool
	bound    int

	// The goal under way: its tables while they are built, then their
	// orders and the walk's place (the xi'th x, the yi'th y), and the
	// pairs it has left.
	t       *kingTables
	spare   *kingTables // the last goal's, for the next one's buffers
	ordered bool
	low     [3]int32
	order   [2][]int32
	xi, yi  int
	left    int
	z       []int
}

// kingStepPairs is the most pairs a step of a kingWalk tries.
const kingStepPairs = 1 << 15

func (kw *kingWrap) newWalk(xs [][]uint8, pairs int) *kingWalk {
	return &kingWalk{kw: kw, xs: xs, pairs: pairs, bestW: -1, bestGoal: -1, proven: true, bound: -1, z: make([]int, kw.h)}
}

// step does the next piece of the walk; it reports whether every goal
// has been walked.
func (w *kingWalk) step() bool {
	kw := w.kw
	if w.t == nil {
		for w.goal < len(w.xs) && w.xs[w.goal] == nil {
			w.goal++
		}
		if w.goal == len(w.xs) {
			return true
		}
		w.t, w.ordered = kw.newTables(w.xs[w.goal], w.spare), false
		return false
	}
	if w.t.col < kw.w {
		w.t.column()
		return false
	}
	F := w.t.F
	if !w.ordered {
		for b := range F {
			w.low[b] = slices.Min(F[b])
			if b < 2 {
				w.order[b] = orderBy(F[b], w.order[b])
			}
		}
		w.ordered, w.xi, w.yi, w.left = true, 0, 0, w.pairs
		return false
	}
	if w.walk(F) {
		// The goal is over.
		w.t, w.spare = nil, w.t
		w.goal++
	}
	return w.t == nil && w.goal == len(w.xs)
}

// walk tries up to kingStepPairs pairs of the goal under way, from where
// the last step stopped; it reports whether the goal is over.
func (w *kingWalk) walk(F [3][]int32) bool {
	kw := w.kw
	gi := w.goal
	for n := 0; w.xi < len(w.order[0]); w.xi, w.yi = w.xi+1, 0 {
		x := w.order[0][w.xi]
		fx := F[0][x]
		if w.bestW >= 0 && fx+w.low[1]+w.low[2] >= w.bestW {
			return true
		}
		dx := kw.digitsOf(int(x))
		for ; w.yi < len(w.order[1]); w.yi++ {
			if n++; n > kingStepPairs {
				return false
			}
			y := w.order[1][w.yi]
			fxy := fx + F[1][y]
			if w.bestW >= 0 && fxy+w.low[2] >= w.bestW {
				break
			}
			if w.left--; w.left < 0 && w.bestW >= 0 {
				w.proven = false
				if lb := int(w.low[0] + w.low[1] + w.low[2]); w.bound < 0 || lb < w.bound {
					w.bound = lb
				}
				return true
			}
			dy := kw.digitsOf(int(y))
			for i := 2; i < kw.h; i++ {
				w.z[i] = mod(-int(dx[i])-int(dy[i]), kw.K)
			}
			zi := kw.index(w.z)
			if v := fxy + F[2][zi]; w.bestW < 0 || v < w.bestW {
				w.bestW, w.bestGoal, w.bestS = v, gi, [3]int{int(x), int(y), zi}
			}
		}
	}
	return true
}

// orderBy returns the indices of f in ascending order of their values,
// ties in index order (a counting sort: the values are small weights), in
// order's buffer if it has room.
func orderBy(f, order []int32) []int32 {
	hi := slices.Max(f)
	count := make([]int32, hi+2)
	for _, v := range f {
		count[v+1]++
	}
	for v := 1; v < len(count); v++ {
		count[v] += count[v-1]
	}
	if cap(order) < len(f) {
		order = make([]int32, len(f))
	}
	order = order[:len(f)]
	for x, v := range f {
		order[count[v]] = int32(x)
		count[v]++
	}
	return order
}

// result returns the walk's answer once step has reported it over.
func (w *kingWalk) result() (best []uint8, proven bool, bound int) {
	best = w.kw.answer(w.xs[w.bestGoal], w.bestS)
	if w.proven {
		return best, true, int(w.bestW)
	}
	return best, false, min(w.bound, int(w.bestW))
}

// answer returns x0 plus the quiet set of the S's numbered s, each column
// with its best r's.
func (kw *kingWrap) answer(x0 []uint8, s [3]int) []uint8 {
	K, w, h := kw.K, kw.w, kw.h
	x := slices.Clone(x0)
	for j := range w {
		d := kw.digitsOf(s[j%3])
		bestR, bestW := [3]int{}, -1
		for r0 := range K {
			for r1 := range K {
				r := [3]int{r0, r1, mod(-r0-r1, K)}
				wt := 0
				for i := range h {
					wt += (int(x0[i*w+j]) + r[i%3] + int(d[i])) % K
				}
				if bestW < 0 || wt < bestW {
					bestR, bestW = r, wt
				}
			}
		}
		for i := range h {
			x[i*w+j] = uint8((int(x0[i*w+j]) + bestR[i%3] + int(d[i])) % K)
		}
	}
	return x
}
