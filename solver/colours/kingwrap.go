package colours

import (
	"math/big"
	"slices"

	"flip/solver"
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
	reps    int     // K^(h−2): the values of s with s₀ = s₁ = 0
	digits  [][]int // digits[x][i]: s_i of the value numbered x (i < h)
}

// kingWrap returns r's king-with-wrap structure, or nil when r is not
// king with wrap on sides 3 divides, or its quiet sets are not the ones
// above.
func (r *Rules) kingWrap() *kingWrap {
	r.kingOnce.Do(func() {
		s := r.spec
		if s.Shape != solver.King || !s.Torus || s.Width%3 != 0 || s.Height%3 != 0 || s.Width < 6 || s.Height < 6 {
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
		kw.digits = make([][]int, kw.reps)
		for x := range kw.reps {
			d := make([]int, h)
			for i, v := 2, x; i < h; i, v = i+1, v/K {
				d[i] = v % K
			}
			kw.digits[x] = d
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

// index returns the number of the value with digits d (d₀ = d₁ = 0).
func (kw *kingWrap) index(d []int) int {
	x := 0
	for i := kw.h - 1; i >= 2; i-- {
		x = x*kw.K + d[i]
	}
	return x
}

// tables returns F₀, F₁, F₂ for the answer x0, indexed by the values'
// numbers.
func (kw *kingWrap) tables(x0 []uint8) [3][]int32 {
	K, w, h := kw.K, kw.w, kw.h
	var F [3][]int32
	for b := range F {
		F[b] = make([]int32, kw.reps)
	}
	// The rows of each class a (i ≡ a mod 3) whose s is free: the rows
	// from 2 on. A class's part of s is numbered by its free rows' digits.
	var free [3][]int
	for i := 2; i < h; i++ {
		free[i%3] = append(free[i%3], i)
	}
	size := func(a int) int {
		n := 1
		for range free[a] {
			n *= K
		}
		return n
	}
	part := func(d []int, a int) int {
		x := 0
		for k := len(free[a]) - 1; k >= 0; k-- {
			x = x*K + d[free[a][k]]
		}
		return x
	}
	// partDigits returns the s of class a numbered p, on the board's rows.
	partDigits := func(a, p int) []int {
		d := make([]int, h)
		for _, i := range free[a] {
			d[i] = p % K
			p /= K
		}
		return d
	}
	var parts [3][]int // each value's part in each class
	for a := range parts {
		parts[a] = make([]int, kw.reps)
		for x, d := range kw.digits {
			parts[a][x] = part(d, a)
		}
	}
	n1, n2 := size(1), size(2)
	var f [3][]int32 // f[a][r·size(a)+p]: the class-a rows' weight given r and part p
	g := make([]int32, K*n1*n2)
	for j := range w {
		for a := range f {
			na := size(a)
			f[a] = make([]int32, K*na)
			for r := range K {
				for p := range na {
					d := partDigits(a, p)
					wt := int32(0)
					for i := a; i < h; i += 3 {
						wt += int32((int(x0[i*w+j]) + r + d[i]) % K)
					}
					f[a][r*na+p] = wt
				}
			}
		}
		// g[(r₀·n1 + p1)·n2 + p2] = min over r₁ of f₁(r₁, p1) + f₂(−r₀−r₁, p2).
		for r0 := range K {
			for p1 := range n1 {
				for p2 := range n2 {
					best := int32(-1)
					for r1 := range K {
						r2 := mod(-r0-r1, K)
						if v := f[1][r1*n1+p1] + f[2][r2*n2+p2]; best < 0 || v < best {
							best = v
						}
					}
					g[(r0*n1+p1)*n2+p2] = best
				}
			}
		}
		n0 := size(0)
		Fb := F[j%3]
		for x := range kw.reps {
			p0, p1, p2 := parts[0][x], parts[1][x], parts[2][x]
			best := int32(-1)
			for r0 := range K {
				if v := f[0][r0*n0+p0] + g[(r0*n1+p1)*n2+p2]; best < 0 || v < best {
					best = v
				}
			}
			Fb[x] += best
		}
	}
	return F
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

// A kingWalk is lightest a goal at a time, for a caller that must not
// wait (Search): each step builds one goal's tables and walks its pairs,
// the best weight found so far bounding the next goal's walk.
type kingWalk struct {
	kw       *kingWrap
	xs       [][]uint8
	goal     int // the next goal
	pairs    int // the pairs each goal may try
	bestW    int32
	bestGoal int
	bestS    [3]int
	proven   bool
	bound    int
}

func (kw *kingWrap) newWalk(xs [][]uint8, pairs int) *kingWalk {
	return &kingWalk{kw: kw, xs: xs, pairs: pairs, bestW: -1, bestGoal: -1, proven: true, bound: -1}
}

// step walks the next goal in reach; it reports whether every goal has
// been walked.
func (w *kingWalk) step() bool {
	kw := w.kw
	for w.goal < len(w.xs) && w.xs[w.goal] == nil {
		w.goal++
	}
	if w.goal == len(w.xs) {
		return true
	}
	gi := w.goal
	w.goal++
	F := kw.tables(w.xs[gi])
	var low [3]int32
	var order [2][]int
	for b := range F {
		low[b] = slices.Min(F[b])
		if b < 2 {
			order[b] = make([]int, kw.reps)
			for x := range order[b] {
				order[b][x] = x
			}
			fb := F[b]
			slices.SortStableFunc(order[b], func(x, y int) int { return int(fb[x] - fb[y]) })
		}
	}
	z := make([]int, kw.h)
	done, pairs := true, w.pairs
walk:
	for _, x := range order[0] {
		fx := F[0][x]
		if w.bestW >= 0 && fx+low[1]+low[2] >= w.bestW {
			break
		}
		dx := kw.digits[x]
		for _, y := range order[1] {
			fxy := fx + F[1][y]
			if w.bestW >= 0 && fxy+low[2] >= w.bestW {
				break
			}
			if pairs--; pairs < 0 && w.bestW >= 0 {
				done = false
				break walk
			}
			dy := kw.digits[y]
			for i := 2; i < kw.h; i++ {
				z[i] = mod(-dx[i]-dy[i], kw.K)
			}
			zi := kw.index(z)
			if v := fxy + F[2][zi]; w.bestW < 0 || v < w.bestW {
				w.bestW, w.bestGoal, w.bestS = v, gi, [3]int{x, y, zi}
			}
		}
	}
	if !done {
		w.proven = false
		if lb := int(low[0] + low[1] + low[2]); w.bound < 0 || lb < w.bound {
			w.bound = lb
		}
	}
	return w.goal == len(w.xs)
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
		d := kw.digits[s[j%3]]
		bestR, bestW := [3]int{}, -1
		for r0 := range K {
			for r1 := range K {
				r := [3]int{r0, r1, mod(-r0-r1, K)}
				wt := 0
				for i := range h {
					wt += (int(x0[i*w+j]) + r[i%3] + d[i]) % K
				}
				if bestW < 0 || wt < bestW {
					bestR, bestW = r, wt
				}
			}
		}
		for i := range h {
			x[i*w+j] = uint8((int(x0[i*w+j]) + bestR[i%3] + d[i]) % K)
		}
	}
	return x
}
