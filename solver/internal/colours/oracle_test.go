package colours

// An independent oracle for the distance table and the linear solver: the
// press shapes recomputed from their definitions, and a breadth-first
// search over every position written here from scratch (it shares no code
// with table.go). The other test files of this package that want ground
// truth on small boards (fix_test.go, certificate_test.go) use it too.

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// oracleMasks returns, for every cell j of s's board, the cells a press on
// j changes, ascending and without repeats, from the shapes' definitions:
// the cross is the cell and its four neighbours, the king the cell and
// its eight, rowcol the cell's whole row and column; with torus wrap a
// neighbour off one edge is the cell on the opposite edge, without it it
// is left out.
func oracleMasks(s binary.Spec) [][]int {
	w, h := s.Width, s.Height
	out := make([][]int, w*h)
	for r := range h {
		for c := range w {
			in := make([]bool, w*h)
			add := func(rr, cc int) {
				if s.Torus {
					rr, cc = ((rr%h)+h)%h, ((cc%w)+w)%w
				} else if rr < 0 || rr >= h || cc < 0 || cc >= w {
					return
				}
				in[rr*w+cc] = true
			}
			switch s.Shape {
			case binary.Cross:
				for _, d := range [][2]int{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					add(r+d[0], c+d[1])
				}
			case binary.King:
				for dr := -1; dr <= 1; dr++ {
					for dc := -1; dc <= 1; dc++ {
						add(r+dr, c+dc)
					}
				}
			case binary.RowCol:
				for cc := range w {
					add(r, cc)
				}
				for rr := range h {
					add(rr, c)
				}
			default:
				panic("unknown shape")
			}
			for i, ok := range in {
				if ok {
					out[r*w+c] = append(out[r*w+c], i)
				}
			}
		}
	}
	return out
}

// oracle is the exact distance of every position of a small rule set to
// its nearest goal. A position's index is Σ cellᵢ·Kⁱ. The Refrigerator's
// distances come from a breadth-first search backwards from the open
// position; the Flip Game's from those: p + A·x is all v exactly when
// (p − v) + A·x is all 0, so the Flip Game's distance of p is the least
// Refrigerator distance of p − v over the K colours v.
type oracle struct {
	spec  binary.Spec
	K, n  int
	pow   []int
	masks [][]int
	flip  bool
	dist  []int8 // -1: no presses solve it
}

type oracleKey struct {
	s binary.Spec
	K int
}

// cached is a value a test binary computes once and its tests share.
type cached[T any] struct {
	once sync.Once
	v    T
}

// oracleCache holds the oracles made so far, by oracleKey.
var oracleCache sync.Map

// oracleFor returns the oracle of s in K colours, computing it (and the
// other game's on the same board) once per test binary; tests running at
// once wait only for the oracles they both want.
func oracleFor(s binary.Spec, K int) *oracle {
	e, _ := oracleCache.LoadOrStore(oracleKey{s, K}, new(cached[*oracle]))
	c := e.(*cached[*oracle])
	c.once.Do(func() {
		if s.Game == binary.Fridge {
			c.v = newOracle(s, K)
			return
		}
		fs := s
		fs.Game = binary.Fridge
		flip := oracleFor(fs, K).flipGame()
		flip.spec = s
		c.v = flip
	})
	return c.v
}

// tableCache holds the rule sets tableRules made, by oracleKey.
var tableCache sync.Map

// tableRules returns the rule set s in K colours with its distance table
// built, made once per test binary and shared by the tests that check
// the tables (TestOracle, TestLinearMatchesTable): a Rules is immutable
// and safe for concurrent use. Tests that want a Rules whose table is not
// built (Solve without one takes the linear search) call New.
func tableRules(t *testing.T, s binary.Spec, K int) *Rules {
	t.Helper()
	e, _ := tableCache.LoadOrStore(oracleKey{s, K}, new(cached[*Rules]))
	c := e.(*cached[*Rules])
	c.once.Do(func() {
		r, err := New(s, K)
		if err != nil || !r.HasTable() {
			return
		}
		r.tbl()
		c.v = r
	})
	if c.v == nil {
		t.Fatalf("%v in %d colours: no rule set with a table", s, K)
	}
	return c.v
}

// sampledFrom is the least K whose 3×3 rule sets are sampled (specSample):
// two million positions a table and more.
const sampledFrom = 5

// specSample returns the 3×3 rule sets in K colours that keep admits and
// that a run checks: below K = sampledFrom, and with FLIP_LONG=1, every
// one; from it on, a sample of the run's seed (internal/testlong) in
// which every shape, wrap and game that keep admits is. The run draws one
// sample of all the rule sets for each K (the run's seed, a stream per
// K), and a test takes those of it that keep admits first: the tests of a
// run mostly check the same rule sets, and share the oracles and tables
// they build (oracleFor, tableRules).
func specSample(t *testing.T, K int, keep func(binary.Spec) bool) []binary.Spec {
	t.Helper()
	specs := oracleSpecs(3, 3)
	pick := make([]int, len(specs))
	for i := range pick {
		pick[i] = i
	}
	if K >= sampledFrom {
		kinds := func(keep func(binary.Spec) bool) func(int) []string {
			return func(i int) []string {
				s := specs[i]
				if !keep(s) {
					return nil
				}
				return []string{s.Shape.String(), fmt.Sprint("torus ", s.Torus), s.Game.Name}
			}
		}
		seed := testlong.Seed(t)
		drawn := testlong.Cover(rand.New(rand.NewPCG(seed, uint64(K))), len(specs), kinds(anySpec))
		var taken []int
		for _, i := range drawn {
			if keep(specs[i]) {
				taken = append(taken, i)
			}
		}
		pick = testlong.Cover(rand.New(rand.NewPCG(seed, uint64(K))), len(specs), kinds(keep), taken...)
	}
	var out []binary.Spec
	for _, i := range pick {
		if keep(specs[i]) {
			out = append(out, specs[i])
		}
	}
	return out
}

// anySpec keeps every rule set (specSample).
func anySpec(binary.Spec) bool { return true }

// newOracle searches backwards from s's goals (all 0, and for the Flip
// Game every uniform position): the positions one press before q are q
// with one press's cells each one colour back.
func newOracle(s binary.Spec, K int) *oracle {
	n := s.Cells()
	o := &oracle{spec: s, K: K, n: n, masks: oracleMasks(s), flip: s.Game == binary.FlipGame, pow: make([]int, n+1)}
	o.pow[0] = 1
	for i := range n {
		o.pow[i+1] = o.pow[i] * K
	}
	total := o.pow[n]
	o.dist = make([]int8, total)
	for i := range o.dist {
		o.dist[i] = -1
	}
	queue := make([]int32, 0, total)
	ones := (total - 1) / (K - 1) // Σ Kⁱ: the index of all 1
	for v := range K {
		if v > 0 && !o.flip {
			break
		}
		o.dist[v*ones] = 0
		queue = append(queue, int32(v*ones))
	}
	// back[i*K+c]: the change of index when cell i, of colour c, goes one
	// colour back.
	back := make([]int, n*K)
	for i := range n {
		back[i*K] = (K - 1) * o.pow[i]
		for c := 1; c < K; c++ {
			back[i*K+c] = -o.pow[i]
		}
	}
	// A press's change of index is the sum of its changes on the low
	// cells, which depend only on the low digits, and on the high cells:
	// tabulate both halves for every press.
	lo := (n + 1) / 2
	loSize := o.pow[lo]
	half := func(from, to int) [][]int {
		digits := digitTable(K, to-from)
		out := make([][]int, len(o.masks))
		for j, m := range o.masks {
			out[j] = make([]int, len(digits))
			for x, ds := range digits {
				for _, i := range m {
					if from <= i && i < to {
						out[j][x] += back[i*K+ds[i-from]]
					}
				}
			}
		}
		return out
	}
	loBack, hiBack := half(0, lo), half(lo, n)
	for head := 0; head < len(queue); head++ {
		x := int(queue[head])
		d := o.dist[x] + 1
		l, h := x%loSize, x/loSize
		for j := range o.masks {
			y := x + loBack[j][l] + hiBack[j][h]
			if o.dist[y] < 0 {
				o.dist[y] = d
				queue = append(queue, int32(y))
			}
		}
	}
	return o
}

// flipGame returns the Flip Game's oracle from the Refrigerator's o: every
// position of an orbit {p + v : v colours} (v added to every cell) has the
// least of their Refrigerator distances.
func (o *oracle) flipGame() *oracle {
	f := *o
	f.flip = true
	f.dist = make([]int8, len(o.dist))
	K, n := o.K, o.n
	// up(y): the index of y with every cell one colour on, by halves.
	lo := (n + 1) / 2
	loSize := o.pow[lo]
	upHalf := func(m int) []int {
		digits := digitTable(K, m)
		out := make([]int, len(digits))
		for x, ds := range digits {
			for i := m - 1; i >= 0; i-- {
				out[x] = out[x]*K + (ds[i]+1)%K
			}
		}
		return out
	}
	upLo, upHi := upHalf(lo), upHalf(n-lo)
	orbit := make([]int, K)
	for x := range o.dist {
		if x%K != 0 {
			continue // cell 0 is 0 at exactly one position of each orbit
		}
		y, best := x, int8(-1)
		for v := range K {
			orbit[v] = y
			if d := o.dist[y]; d >= 0 && (best < 0 || d < best) {
				best = d
			}
			y = upLo[y%loSize] + upHi[y/loSize]*loSize
		}
		if y != x {
			panic("orbit does not close")
		}
		for _, y := range orbit {
			f.dist[y] = best
		}
	}
	return &f
}

// digitTable returns the n base-K digits of every number below Kⁿ, least
// significant first.
func digitTable(K, n int) [][]int {
	size := 1
	for range n {
		size *= K
	}
	out := make([][]int, size)
	for x := range out {
		out[x] = make([]int, n)
		for i, v := 0, x; i < n; i, v = i+1, v/K {
			out[x][i] = v % K
		}
	}
	return out
}

// cells returns the colours of position x.
func (o *oracle) cells(x int) []uint8 {
	c := make([]uint8, o.n)
	for i := range c {
		c[i] = uint8(x % o.K)
		x /= o.K
	}
	return c
}

// index returns the index of the colours c.
func (o *oracle) index(c []uint8) int {
	x := 0
	for i := o.n - 1; i >= 0; i-- {
		x = x*o.K + int(c[i])
	}
	return x
}

// solvable reports whether presses solve the colours c.
func (o *oracle) solvable(c []uint8) bool { return o.dist[o.index(c)] >= 0 }

// solves reports whether pressing the cells presses (a cell listed j
// times pressed j times) takes the colours c to a goal, by the oracle's
// own masks.
func (o *oracle) solves(c []uint8, presses []int) bool {
	c = slices.Clone(c)
	for _, j := range presses {
		if j < 0 || j >= o.n {
			return false
		}
		for _, i := range o.masks[j] {
			c[i] = uint8((int(c[i]) + 1) % o.K)
		}
	}
	for _, v := range c {
		if v != 0 && !(o.flip && v == c[0]) {
			return false
		}
	}
	return true
}

// oracleSpecs lists every rule set on w×h: both games, every shape, with
// and without wrap.
func oracleSpecs(w, h int) []binary.Spec {
	var out []binary.Spec
	for _, g := range []*binary.Game{binary.FlipGame, binary.Fridge} {
		for _, sh := range []binary.Shape{binary.Cross, binary.RowCol, binary.King} {
			for _, torus := range []bool{false, true} {
				out = append(out, binary.Spec{Game: g, Width: w, Height: h, Shape: sh, Torus: torus})
			}
		}
	}
	return out
}

// TestOracleMasks: the package's masks are the shapes' definitions, on
// boards from 1×1 up, square and not, with and without wrap.
func TestOracleMasks(t *testing.T) {
	for _, wh := range [][2]int{{1, 1}, {1, 4}, {2, 2}, {3, 2}, {3, 3}, {4, 3}, {5, 5}, {7, 4}, {10, 10}} {
		for _, s := range oracleSpecs(wh[0], wh[1]) {
			r, err := New(s, 3)
			if err != nil {
				t.Fatal(err)
			}
			want := oracleMasks(s)
			if r.Cells() != len(want) {
				t.Fatalf("%v: %d cells, want %d", s, r.Cells(), len(want))
			}
			for j, m := range want {
				if got := r.Mask(j); !slices.Equal(got, m) {
					t.Fatalf("%v: press %d changes %v, want %v", s, j, got, m)
				}
			}
		}
	}
}

// TestOracleFlipFromFridge: the Flip Game's distances derived from the
// Refrigerator's (as oracleFor does) are those of a search from the Flip
// Game's own goals.
func TestOracleFlipFromFridge(t *testing.T) {
	for _, K := range []int{2, 3, 4} {
		for _, s := range oracleSpecs(3, 3) {
			if s.Game != binary.FlipGame {
				continue
			}
			direct := newOracle(s, K)
			fs := s
			fs.Game = binary.Fridge
			derived := newOracle(fs, K).flipGame()
			if !slices.Equal(direct.dist, derived.dist) {
				t.Fatalf("%v K%d: the Flip Game's search and the one derived from the Refrigerator's differ", s, K)
			}
		}
	}
}

// oracleCase is one rule set the oracle test checks.
type oracleCase struct {
	s binary.Spec
	K int
}

// oracleCases are TestOracle's rule sets: every 3×3 one in K = 3 … 6 (a
// sample from K = 5 on: specSample) and every 4×3 one in K = 3.
func oracleCases(t *testing.T) []oracleCase {
	var out []oracleCase
	for K := 3; K <= MaxColours; K++ {
		for _, s := range specSample(t, K, anySpec) {
			out = append(out, oracleCase{s, K})
		}
	}
	for _, s := range oracleSpecs(4, 3) {
		out = append(out, oracleCase{s, 3})
	}
	return out
}

// TestOracle: for every 3×3 rule set in K = 3 … 6 and every 4×3 rule set
// in K = 3, the package's distance table holds the oracle's distance at
// every position, and its histogram, Solvable and QuietSets agree with the
// oracle's counts. On a sample of the positions (evenly spaced, about 2000
// per rule set from an offset of the run's seed, 6000 from 0 with
// FLIP_LONG=1, and at every distance the first few positions of it, so
// the farthest and the impossible are in), Par, CanSolve, Solve and
// SolveLinear with an unlimited budget agree with the oracle, are proven,
// and their answers solve the position by the oracle's own masks with
// exactly the oracle's number of presses. On a quarter of the sample the
// branch and bound of lightest.go, called directly (SolveLinear takes the
// trellis on boards this small), does too, and with a budget of 3 nodes
// it still answers, with a bound no more than the par. From K = 5 on, a
// run checks a sample of the 3×3 rule sets, every shape, wrap and game
// among them (specSample); FLIP_LONG=1 checks them all. With -short it
// leaves out K = 6 without wrap, the largest tables to build, and solves
// about 1500 positions per rule set.
func TestOracle(t *testing.T) {
	t.Parallel()
	seed := testlong.Seed(t)
	for i, tc := range oracleCases(t) {
		if testing.Short() && tc.K == 6 && !tc.s.Torus {
			continue // the slowest tables: -short checks K = 6 with wrap only
		}
		t.Run(fmt.Sprintf("%v/K%d", tc.s, tc.K), func(t *testing.T) {
			checkOracle(t, tc.s, tc.K, rand.New(rand.NewPCG(seed, uint64(i))))
		})
	}
}

// oracleSamples is about how many positions of each rule set TestOracle
// solves one by one.
func oracleSamples() int {
	if testing.Short() {
		return 1500
	}
	return testlong.Count(2000, 6000)
}

// checkOracle checks s in K colours against the oracle, the positions it
// solves one by one evenly spaced from an offset drawn by rng (0 with
// FLIP_LONG=1).
func checkOracle(t *testing.T, s binary.Spec, K int, rng *rand.Rand) {
	o := oracleFor(s, K)
	r := tableRules(t, s, K)
	total := len(o.dist)

	// Every position: the table is the oracle's.
	tb := r.tbl()
	if len(tb.dist) != total {
		t.Fatalf("table of %d positions, want %d", len(tb.dist), total)
	}
	var counts []int
	impossible := 0
	for x, want := range o.dist {
		if got := tb.dist[x]; got != want {
			t.Fatalf("%v: table distance %d, want %d", o.cells(x), got, want)
		}
		if want < 0 {
			impossible++
			continue
		}
		for int(want) >= len(counts) {
			counts = append(counts, 0)
		}
		counts[want]++
	}
	h, err := r.Histogram()
	if err != nil || h.Impossible != impossible || !slices.Equal(h.Counts, counts) {
		t.Fatalf("histogram %v %v, want %v and %d impossible", h, err, counts, impossible)
	}
	if got := r.Solvable(); !got.IsInt64() || got.Int64() != int64(total-impossible) {
		t.Fatalf("Solvable %v, want %d", got, total-impossible)
	}
	// The presses reach |positions| / |quiet sets| positions from 0.
	fs := s
	fs.Game = binary.Fridge
	image := 0
	for _, d := range oracleFor(fs, K).dist {
		if d >= 0 {
			image++
		}
	}
	if q := r.QuietSets(); !q.IsInt64() || q.Int64()*int64(image) != int64(total) {
		t.Fatalf("QuietSets %v, want %d/%d", q, total, image)
	}

	// A sample, one by one.
	stride := max(1, total/oracleSamples())
	off := 0
	if !testlong.Long() {
		off = rng.IntN(stride)
	}
	var firsts [130]int // by distance + 1
	checked := 0
	for x, want := range o.dist {
		if x%stride != off {
			if firsts[want+1] >= 3 {
				continue
			}
		}
		firsts[want+1]++
		checked++
		c := o.cells(x)
		p := PositionOf(c)
		d, proven, err := r.Par(p)
		if want < 0 {
			if !errors.Is(err, binary.ErrImpossible) {
				t.Fatalf("%v: Par %d %v %v, want impossible", c, d, proven, err)
			}
			if a, err := r.Solve(p); !errors.Is(err, binary.ErrImpossible) {
				t.Fatalf("%v: Solve %v %v, want impossible", c, a, err)
			}
			if a, err := r.SolveLinear(p, 1<<30); !errors.Is(err, binary.ErrImpossible) {
				t.Fatalf("%v: SolveLinear %v %v, want impossible", c, a, err)
			}
			if r.CanSolve(p) {
				t.Fatalf("%v: CanSolve, want impossible", c)
			}
			continue
		}
		if err != nil || d != int(want) || !proven {
			t.Fatalf("%v: Par %d %v %v, want %d", c, d, proven, err, want)
		}
		if !r.CanSolve(p) {
			t.Fatalf("%v: CanSolve false, want %d presses", c, want)
		}
		for _, solve := range []struct {
			name string
			f    func(Position) (binary.Answer, error)
		}{
			{"Solve", r.Solve},
			{"SolveLinear", func(p Position) (binary.Answer, error) { return r.SolveLinear(p, 1<<30) }},
		} {
			a, err := solve.f(p)
			if err != nil || len(a.Presses) != int(want) || !a.Proven || a.Bound != int(want) {
				t.Fatalf("%v: %s %v %v, want %d presses, proven", c, solve.name, a, err, want)
			}
			if !o.solves(c, a.Presses) {
				t.Fatalf("%v: %s's %v does not solve it", c, solve.name, a.Presses)
			}
		}
		if x%(4*stride) == off || firsts[want+1] <= 3 {
			// Unlimited, the search is exact; with a budget of a few
			// nodes it still answers, and its bound is no more than the
			// par.
			for _, budget := range []int{1 << 30, 3} {
				best, proven, bound, ok := branchAndBound(r, p, budget)
				var presses []int
				for j, v := range best {
					for range v {
						presses = append(presses, j)
					}
				}
				if !ok || !proven && budget == 1<<30 || len(presses) < int(want) || proven && (len(presses) != int(want) || bound != int(want)) || bound > int(want) || !o.solves(c, presses) {
					t.Fatalf("%v: branch and bound with budget %d: %v proven %v bound %d, want %d presses", c, budget, best, proven, bound, want)
				}
			}
		}
	}
	if checked < min(total, oracleSamples()/2) {
		t.Fatalf("checked %d positions", checked)
	}
}

// branchAndBound runs the branch and bound of lightest.go on p directly
// with the budget: SolveLinear uses it only where the trellis is too
// wide, which no small board is. ok is false when no goal can be reached.
func branchAndBound(r *Rules, p Position, budget int) (best []uint8, proven bool, bound int, ok bool) {
	g := r.linear()
	xs := make([][]uint8, len(r.goals))
	for gi, goal := range r.goals {
		if x, solvable := g.particular(r.gap(p, goal)); solvable {
			xs[gi], ok = x, true
		}
	}
	if !ok {
		return nil, true, 0, false
	}
	best, _, proven, bound = g.lightest(xs, budget)
	return best, proven, bound, true
}
