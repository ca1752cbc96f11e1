package colours

// Ground truth on boards too large for a table: Gauss–Jordan elimination
// over the field of p elements, written here from scratch (it shares no
// code with howell.go or ring.go), for prime K, and the Chinese remainder
// theorem for K = 6 = 2·3.

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// gfElim is the press matrix A of a board over GF(p) (A[i][j] = 1 when a
// press on j changes cell i), reduced: T·A = R with R in reduced row
// echelon form, its first rank rows nonzero with their leading 1s in the
// columns piv.
type gfElim struct {
	p, n, rank int
	piv        []int
	R, T       [][]int
}

func newGF(masks [][]int, p int) *gfElim {
	n := len(masks)
	e := &gfElim{p: p, n: n, R: make([][]int, n), T: make([][]int, n)}
	for i := range n {
		e.R[i] = make([]int, n)
		e.T[i] = make([]int, n)
		e.T[i][i] = 1
	}
	for j, m := range masks {
		for _, i := range m {
			e.R[i][j] = 1
		}
	}
	inv := make([]int, p)
	for a := 1; a < p; a++ {
		for b := 1; b < p; b++ {
			if a*b%p == 1 {
				inv[a] = b
			}
		}
	}
	for col := 0; col < n && e.rank < n; col++ {
		r := e.rank
		sel := -1
		for i := r; i < n; i++ {
			if e.R[i][col] != 0 {
				sel = i
				break
			}
		}
		if sel < 0 {
			continue
		}
		e.R[r], e.R[sel] = e.R[sel], e.R[r]
		e.T[r], e.T[sel] = e.T[sel], e.T[r]
		if u := inv[e.R[r][col]]; u != 1 {
			for j := range n {
				e.R[r][j] = e.R[r][j] * u % p
				e.T[r][j] = e.T[r][j] * u % p
			}
		}
		for i := range n {
			if f := e.R[i][col]; i != r && f != 0 {
				for j := range n {
					e.R[i][j] = ((e.R[i][j]-f*e.R[r][j])%p + p) % p
					e.T[i][j] = ((e.T[i][j]-f*e.T[r][j])%p + p) % p
				}
			}
		}
		e.piv = append(e.piv, col)
		e.rank++
	}
	return e
}

// nullity is the dimension of the quiet press sets.
func (e *gfElim) nullity() int { return e.n - e.rank }

// solve returns x with A·x = c (mod p), the free counts 0, or false.
func (e *gfElim) solve(c []int) ([]int, bool) {
	y := make([]int, e.n)
	for i := range e.n {
		s := 0
		for j, v := range e.T[i] {
			s += v * (c[j] % e.p)
		}
		y[i] = s % e.p
	}
	for i := e.rank; i < e.n; i++ {
		if y[i] != 0 {
			return nil, false
		}
	}
	x := make([]int, e.n)
	for i, col := range e.piv {
		x[col] = y[i]
	}
	return x, true
}

// kernel returns a basis of the quiet press sets: one per free column f,
// 1 on f and minus f's column of R on the pivots.
func (e *gfElim) kernel() [][]int {
	isPiv := make([]bool, e.n)
	for _, c := range e.piv {
		isPiv[c] = true
	}
	var out [][]int
	for f := range e.n {
		if isPiv[f] {
			continue
		}
		v := make([]int, e.n)
		v[f] = 1
		for i, c := range e.piv {
			v[c] = (e.p - e.R[i][f]) % e.p
		}
		out = append(out, v)
	}
	return out
}

// goalGaps returns goal − c modulo m for each of the game's goals (every
// uniform colour for the Flip Game, all 0 for the Refrigerator).
func goalGaps(flip bool, c []uint8, m int) [][]int {
	var out [][]int
	for v := range m {
		if v > 0 && !flip {
			break
		}
		g := make([]int, len(c))
		for i, x := range c {
			g[i] = ((v-int(x))%m + m) % m
		}
		out = append(out, g)
	}
	return out
}

// solvable reports whether presses solve c modulo p: whether any goal's
// gap is in A's column space.
func (e *gfElim) solvable(flip bool, c []uint8) bool {
	for _, g := range goalGaps(flip, c, e.p) {
		if _, ok := e.solve(g); ok {
			return true
		}
	}
	return false
}

// eachAffine calls f on every x0 + Σ tₖ·kerₖ over GF(p) (reusing x's
// storage), and returns false, before calling f at all, when there are
// more than limit.
func eachAffine(p int, x0 []int, ker [][]int, limit int, f func(x []uint8)) bool {
	count := 1
	for range ker {
		if count *= p; count > limit {
			return false
		}
	}
	cur := make([]uint8, len(x0))
	for i, v := range x0 {
		cur[i] = uint8(v)
	}
	t := make([]int, len(ker))
	for {
		f(cur)
		// Odometer: each digit that moves, up or round from p−1 to 0,
		// adds its vector once more (p times it is 0).
		k := 0
		for ; k < len(t); k++ {
			for i, v := range ker[k] {
				if v != 0 {
					cur[i] = uint8((int(cur[i]) + v) % p)
				}
			}
			if t[k]++; t[k] < p {
				break
			}
			t[k] = 0
		}
		if k == len(t) {
			return true
		}
	}
}

// fieldOracle is the ground truth for K = 2 … 6 on any board, from
// elimination over GF(2), GF(3) and GF(5) alone: for prime K directly;
// for K = 6 by the Chinese remainder theorem (x solves A·x = c modulo 6
// exactly when it does modulo 2 and modulo 3, and x is (3·(x mod 2) +
// 4·(x mod 3)) mod 6); for K = 4 by lifting (x = a + 2b with a, b in
// {0, 1}: A·x = c modulo 4 exactly when A·a = c modulo 2 and A·b =
// (c − A·a)/2 modulo 2).
type fieldOracle struct {
	K, n  int
	masks [][]int
	flip  bool
	e     map[int]*gfElim // by prime
}

func newFieldOracle(s binary.Spec, K int) *fieldOracle {
	f := &fieldOracle{K: K, n: s.Cells(), masks: oracleMasks(s), flip: s.Game == binary.FlipGame, e: map[int]*gfElim{}}
	for _, p := range []int{2, 3, 5} {
		if K%p == 0 {
			f.e[p] = newGF(f.masks, p)
		}
	}
	return f
}

// apply returns A·x over the integers.
func (f *fieldOracle) apply(x []uint8) []int {
	c := make([]int, f.n)
	for j, m := range f.masks {
		for _, i := range m {
			c[i] += int(x[j])
		}
	}
	return c
}

// answers calls visit on every press set x (counts in [0, K), storage
// reused) with A·x = c modulo K, and returns how many there were; false
// when there are more than limit (or finding out would take more than
// about limit eliminations), and then it may have called visit on some.
func (f *fieldOracle) answers(c []int, limit int, visit func(x []uint8)) (int, bool) {
	mod := func(p int) []int {
		out := make([]int, len(c))
		for i, v := range c {
			out[i] = ((v % p) + p) % p
		}
		return out
	}
	// each calls g on every answer modulo the prime p.
	each := func(p int, c []int, g func([]uint8)) (int, bool) {
		e := f.e[p]
		x0, ok := e.solve(c)
		if !ok {
			return 0, true
		}
		if !eachAffine(p, x0, e.kernel(), limit, g) {
			return 0, false
		}
		return int(bigPow(p, e.nullity()).Int64()), true
	}
	collect := func(p int, c []int) ([][]uint8, bool) {
		var out [][]uint8
		_, ok := each(p, c, func(x []uint8) { out = append(out, slices.Clone(x)) })
		return out, ok
	}
	switch f.K {
	case 2, 3, 5:
		return each(f.K, mod(f.K), visit)
	case 6:
		twos, ok2 := collect(2, mod(2))
		threes, ok3 := collect(3, mod(3))
		if ok2 && len(twos) == 0 || ok3 && len(threes) == 0 {
			return 0, true
		}
		if !ok2 || !ok3 || len(twos)*len(threes) > limit {
			return 0, false
		}
		x := make([]uint8, f.n)
		for _, a := range twos {
			for _, b := range threes {
				for i := range x {
					x[i] = (3*a[i] + 4*b[i]) % 6
				}
				visit(x)
			}
		}
		return len(twos) * len(threes), true
	case 4:
		count, lifts := 0, 0
		x := make([]uint8, f.n)
		ok := true
		_, ok2 := each(2, mod(2), func(a []uint8) {
			if !ok {
				return
			}
			rest := f.apply(a)
			for i := range rest {
				rest[i] = ((c[i]-rest[i])%4 + 4) % 4 / 2
			}
			if lifts++; lifts > limit/16 {
				ok = false // an elimination each: enough
				return
			}
			b0, solvable := f.e[2].solve(rest)
			if !solvable {
				return
			}
			if count += int(bigPow(2, f.e[2].nullity()).Int64()); count > limit {
				ok = false
				return
			}
			eachAffine(2, b0, f.e[2].kernel(), limit, func(b []uint8) {
				for i := range x {
					x[i] = a[i] + 2*b[i]
				}
				visit(x)
			})
		})
		return count, ok && ok2
	}
	panic("fieldOracle: K")
}

// quiet returns the number of quiet press sets, or false when it is too
// many to count (K = 4 only).
func (f *fieldOracle) quiet(limit int) (*big.Int, bool) {
	switch f.K {
	case 2, 3, 5:
		return bigPow(f.K, f.e[f.K].nullity()), true
	case 6:
		return new(big.Int).Mul(bigPow(2, f.e[2].nullity()), bigPow(3, f.e[3].nullity())), true
	}
	count, ok := f.answers(make([]int, f.n), limit, func([]uint8) {})
	return big.NewInt(int64(count)), ok
}

// par returns the fewest presses solving the colours c (-1 when none do)
// and whether c is solvable; known is false when there were too many
// answers to look through (then only solvable may be known: see
// solvableKnown).
func (f *fieldOracle) par(c []uint8, limit int) (par int, known bool) {
	par = -1
	for _, g := range goalGaps(f.flip, c, f.K) {
		_, ok := f.answers(g, limit, func(x []uint8) {
			w := 0
			for _, v := range x {
				w += int(v)
			}
			if par < 0 || w < par {
				par = w
			}
		})
		if !ok {
			return 0, false
		}
	}
	return par, true
}

// solvable reports whether presses solve c, and false for known when that
// would take too long to find out (K = 4 with many quiet sets modulo 2).
func (f *fieldOracle) solvable(c []uint8, limit int) (ok, known bool) {
	switch f.K {
	case 2, 3, 5:
		return f.e[f.K].solvable(f.flip, c), true
	case 6:
		// A uniform goal v modulo 6 is the pair (v mod 2, v mod 3), and
		// every pair is one v: the two halves choose their goals apart.
		return f.e[2].solvable(f.flip, c) && f.e[3].solvable(f.flip, c), true
	}
	for _, g := range goalGaps(f.flip, c, f.K) {
		count, ok := f.answers(g, limit, func([]uint8) {})
		if !ok {
			return false, false
		}
		if count > 0 {
			return true, true
		}
	}
	return false, true
}

// randomSolvable returns the colours of a random goal with random presses
// (by the test's own masks) applied.
func (f *fieldOracle) randomSolvable(rng *rand.Rand) []uint8 {
	x := make([]uint8, f.n)
	for j := range x {
		x[j] = uint8(rng.IntN(f.K))
	}
	v := 0
	if f.flip {
		v = rng.IntN(f.K)
	}
	c := f.apply(x)
	out := make([]uint8, f.n)
	for i := range out {
		out[i] = uint8((v + c[i]) % f.K)
	}
	return out
}

// random returns uniformly random colours.
func (f *fieldOracle) random(rng *rand.Rand) []uint8 {
	c := make([]uint8, f.n)
	for i := range c {
		c[i] = uint8(rng.IntN(f.K))
	}
	return c
}

// bigPow returns b^e.
func bigPow(b, e int) *big.Int {
	return new(big.Int).Exp(big.NewInt(int64(b)), big.NewInt(int64(e)), nil)
}

// largeBoards are the rule sets prime_test.go checks: every game, shape and
// wrap on boards from 6×6 to 10×10 (10×10 left out with -short).
func largeBoards() []binary.Spec {
	var out []binary.Spec
	sizes := [][2]int{{6, 6}, {7, 5}, {10, 10}}
	if testing.Short() {
		sizes = sizes[:2]
	}
	for _, wh := range sizes {
		out = append(out, oracleSpecs(wh[0], wh[1])...)
	}
	return out
}

// fieldLimit is the most answers per goal fieldOracle looks through.
const fieldLimit = 1 << 18

// checkField checks the rule set s in K colours against fieldOracle:
// QuietSets; and on positions random and solvable (per of each),
// CanSolve, Solve's impossibility, that answers solve the position by the
// test's own masks, and where the oracle knows the par that Solve's
// answer has it (or, unproven, is no shorter and its bound no higher).
// It returns how many pars it checked.
func checkField(t *testing.T, rng *rand.Rand, s binary.Spec, K, per int) (exact int) {
	r, err := New(s, K)
	if err != nil {
		t.Fatal(err)
	}
	f := newFieldOracle(s, K)
	got := r.QuietSets()
	if q, ok := f.quiet(fieldLimit); ok {
		if got.Cmp(q) != 0 {
			t.Fatalf("%v K%d: QuietSets %v, want %v", s, K, got, q)
		}
	} else {
		// K = 4: every quiet set modulo 4 is a + 2b with a quiet modulo 2
		// that lifts and b quiet modulo 2.
		null := f.e[2].nullity()
		if got.Cmp(bigPow(2, null)) < 0 || got.Cmp(bigPow(4, null)) > 0 || got.BitLen()-1 != int(got.TrailingZeroBits()) {
			t.Fatalf("%v K%d: QuietSets %v, want a power of 2 from 2^%d to 4^%d", s, K, got, null, null)
		}
	}
	o := &oracle{K: K, n: f.n, masks: f.masks, flip: f.flip}
	for i := range 2 * per {
		var c []uint8
		if i%2 == 0 {
			c = f.random(rng)
		} else {
			c = f.randomSolvable(rng)
		}
		p := PositionOf(c)
		want, known := f.solvable(c, fieldLimit)
		if !known {
			want = r.CanSolve(p)
			if i%2 == 1 && !want {
				t.Fatalf("%v K%d: %v: CanSolve false for a goal with presses applied", s, K, c)
			}
		} else if got := r.CanSolve(p); got != want {
			t.Fatalf("%v K%d: %v: CanSolve %v, want %v", s, K, c, got, want)
		}
		par, parKnown := -1, false
		if want {
			par, parKnown = f.par(c, fieldLimit)
		}
		// Solve has a budget of millions of nodes; a small one still
		// answers, exactly where the trellis fits.
		var a binary.Answer
		if parKnown || !want {
			a, err = r.Solve(p)
		} else {
			a, err = r.SolveLinear(p, 1<<12)
		}
		if !want {
			if !errors.Is(err, binary.ErrImpossible) {
				t.Fatalf("%v K%d: %v: Solve %v %v, want impossible", s, K, c, a, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%v K%d: %v: %v", s, K, c, err)
		}
		if !o.solves(c, a.Presses) {
			t.Fatalf("%v K%d: %v: %v does not solve it", s, K, c, a.Presses)
		}
		if a.Bound > len(a.Presses) || a.Proven && a.Bound != len(a.Presses) {
			t.Fatalf("%v K%d: %v: %d presses, proven %v, bound %d", s, K, c, len(a.Presses), a.Proven, a.Bound)
		}
		if parKnown {
			exact++
			if a.Proven && len(a.Presses) != par || len(a.Presses) < par || a.Bound > par {
				t.Fatalf("%v K%d: %v: %d presses, proven %v, bound %d; the par is %d", s, K, c, len(a.Presses), a.Proven, a.Bound, par)
			}
		}
	}
	return exact
}

// TestPrimeFieldOracle: for K = 3 and 5 on boards from 6×6 to 10×10 (every
// game, shape and wrap), QuietSets is K^nullity by Gauss–Jordan
// elimination over GF(K); on random positions (uniform ones, often
// impossible, and goals with random presses applied) CanSolve and Solve
// agree with the elimination, answers solve the position, and where the
// answers per goal are few enough to enumerate (every board of nullity 0,
// where each goal has one) the par is the least weight among them. A run
// checks, for each K and size, a sample of the rule sets in which every
// game, shape and wrap is, on positions of the run's seed; FLIP_LONG=1
// checks every rule set, on the positions of a fixed seed.
func TestPrimeFieldOracle(t *testing.T) {
	t.Parallel()
	testField(t, []int{3, 5}, testlong.Rand(t, 5, 6))
}

// TestCompositeColours: the same for K = 4 and 6: for K = 6, solvability
// is solvability modulo 2 and modulo 3 together and QuietSets is
// 2^nullity₂ · 3^nullity₃, and the answers are the pairs of answers modulo
// 2 and 3; for K = 4 they are the lifts of the answers modulo 2.
func TestCompositeColours(t *testing.T) {
	t.Parallel()
	testField(t, []int{4, 6}, testlong.Rand(t, 7, 8))
}

func testField(t *testing.T, ks []int, rng *rand.Rand) {
	exact, cases := 0, 0
	for _, K := range ks {
		specs := largeBoards()
		for _, i := range testlong.Cover(rng, len(specs), func(i int) []string {
			s := specs[i]
			size := fmt.Sprintf("%dx%d ", s.Width, s.Height)
			return []string{size + s.Game.Name, size + s.Shape.String(), fmt.Sprint(size, "torus ", s.Torus)}
		}) {
			s := specs[i]
			per := 2
			if testing.Short() || s.Width == 10 {
				per = 1
			}
			cases++
			t.Run(fmt.Sprintf("%v/K%d", s, K), func(t *testing.T) {
				exact += checkField(t, rng, s, K, per)
			})
		}
	}
	t.Logf("%d rule sets, %d positions with a known par", cases, exact)
	if exact < cases/2 {
		t.Fatalf("only %d positions with a known par", exact)
	}
}

// TestFieldOracleSmall: the test's two oracles check each other. On 3×3
// boards (every rule set for K = 3 and 4; cross with wrap and rowcol for
// K = 5 and 6), fieldOracle's quiet set count is Kⁿ over the number of
// positions the breadth-first oracle reaches from 0, and on evenly spaced
// positions its solvability and par are the breadth-first oracle's. A run
// checks about 5000 positions per rule set from an offset of the run's
// seed, and for K = 5 and 6 a sample of those rule sets, every shape, wrap
// and game among them (specSample); FLIP_LONG=1 checks them all, about
// 20000 positions each from 0 (-short: 5000).
func TestFieldOracleSmall(t *testing.T) {
	t.Parallel()
	seed := testlong.Seed(t)
	for K := 3; K <= MaxColours; K++ {
		for i, s := range specSample(t, K, func(s binary.Spec) bool {
			// K⁹ positions: a few rule sets are enough
			return K < 5 || s.Shape == binary.RowCol && s.Torus == (K == 6) || s.Shape == binary.Cross && s.Torus
		}) {
			f := newFieldOracle(s, K)
			o := oracleFor(s, K)
			fs := s
			fs.Game = binary.Fridge
			image := 0
			for _, d := range oracleFor(fs, K).dist {
				if d >= 0 {
					image++
				}
			}
			if q, ok := f.quiet(fieldLimit); !ok || !q.IsInt64() || q.Int64()*int64(image) != int64(len(o.dist)) {
				t.Fatalf("%v K%d: fieldOracle's quiet sets %v %v, breadth-first %d/%d", s, K, q, ok, len(o.dist), image)
			}
			samples := testlong.Count(5000, 20000)
			if testing.Short() {
				samples = 5000
			}
			step := max(1, len(o.dist)/samples)
			off := 0
			if !testlong.Long() {
				off = rand.New(rand.NewPCG(seed, uint64(1000+K*100+i))).IntN(step)
			}
			for x := off; x < len(o.dist); x += step {
				c := o.cells(x)
				par, known := f.par(c, fieldLimit)
				solvable, sknown := f.solvable(c, fieldLimit)
				if !known || par != int(o.dist[x]) || !sknown || solvable != (o.dist[x] >= 0) {
					t.Fatalf("%v K%d: %v: fieldOracle par %d %v, solvable %v %v; breadth-first %d", s, K, c, par, known, solvable, sknown, o.dist[x])
				}
			}
		}
	}
}
