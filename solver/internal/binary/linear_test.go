package binary_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// TestNullityCross checks the null space of the n×n cross press (Lights
// Out) against OEIS A159257.
func TestNullityCross(t *testing.T) {
	want := []int{0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0}
	for i, w := range want {
		n := i + 1
		r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: n, Height: n, Shape: binary.Cross})
		if got := r.Nullity(); got != w {
			t.Errorf("%dx%d cross: nullity %d, want %d", n, n, got, w)
		}
	}
}

// checkLinearAnswer fails unless a solves b on r, with its presses in strictly
// ascending order.
func checkLinearAnswer(t *testing.T, r *binary.Rules, b binary.Board, a binary.Answer) {
	if msg := linearAnswerError(r, b, a); msg != "" {
		t.Helper()
		t.Fatalf("%v %s: %s", r.Spec(), r.Encode(b), msg)
	}
}

// linearAnswerError says what is wrong with a as an answer for b, if anything.
func linearAnswerError(r *binary.Rules, b binary.Board, a binary.Answer) string {
	end := b
	for i, p := range a.Presses {
		if i > 0 && p <= a.Presses[i-1] {
			return fmt.Sprintf("presses %v are not strictly ascending", a.Presses)
		}
		end = r.Apply(end, p)
	}
	if !r.IsGoal(end) {
		return fmt.Sprintf("presses %v end at %s, not a goal", a.Presses, r.Encode(end))
	}
	return ""
}

// everySmallSpec lists every rule set of at most 16 cells: every size,
// shape, torus or not, and game.
func everySmallSpec() []binary.Spec {
	var specs []binary.Spec
	for w := 1; w <= 16; w++ {
		for h := 1; w*h <= 16; h++ {
			for _, sh := range binary.Shapes {
				for _, torus := range []bool{false, true} {
					for _, g := range binary.Games {
						specs = append(specs, binary.Spec{Game: g, Width: w, Height: h, Shape: sh, Torus: torus})
					}
				}
			}
		}
	}
	return specs
}

// TestSolveLinearSmallBoards compares SolveLinear with brute force on the
// positions of every rule set of at most 16 cells: 600 rule sets. A run
// checks every position of those of at most 12 cells and 4096 evenly
// spaced from an offset of the run's seed of the others (internal/testlong);
// FLIP_LONG=1 checks every position of each, about 7 million. The rule
// sets run in parallel.
func TestSolveLinearSmallBoards(t *testing.T) {
	seed := testlong.Seed(t)
	for i, s := range everySmallSpec() {
		t.Run(s.String(), func(t *testing.T) {
			t.Parallel()
			r := binary.MustNew(s)
			want := binary.BruteDistances(r)
			step, off := sampleStep(len(want), rand.New(rand.NewPCG(seed, uint64(i))))
			for x := off; x < len(want); x += step {
				d := want[x]
				b := binary.BoardOf(uint64(x))
				a, err := r.SolveLinear(b)
				if d < 0 {
					if err != binary.ErrImpossible {
						t.Fatalf("%s: SolveLinear = %v, %v; brute force finds no solution", r.Encode(b), a, err)
					}
					continue
				}
				if err != nil || len(a.Presses) != d || !a.Proven {
					t.Fatalf("%s: SolveLinear = %v, %v; want a proven answer of %d presses", r.Encode(b), a, err, d)
				}
				if msg := linearAnswerError(r, b, a); msg != "" {
					t.Fatalf("%s: %s", r.Encode(b), msg)
				}
			}
		})
	}
}

// TestSolveLinearMatchesTable compares SolveLinear with the distance table
// on every position of the two classic puzzles.
func TestSolveLinearMatchesTable(t *testing.T) {
	for _, g := range binary.Games {
		r := binary.MustNew(binary.Classic(g))
		tab := r.Table()
		for x := 0; x < tab.Len(); x++ {
			b := binary.BoardOf(uint64(x))
			a, err := r.SolveLinear(b)
			d := tab.Distance(uint64(x))
			switch {
			case d < 0 && err != binary.ErrImpossible:
				t.Fatalf("%v %s: SolveLinear = %v, %v; the table says impossible", r.Spec(), r.Encode(b), a, err)
			case d >= 0 && (err != nil || len(a.Presses) != d):
				t.Fatalf("%v %s: SolveLinear = %v, %v; the table says %d presses", r.Spec(), r.Encode(b), a, err, d)
			}
		}
	}
}

// gf2System is an independent solver for tests: plain Gauss–Jordan
// elimination over GF(2) on one bool per entry.
type gf2System struct {
	n      int
	masks  []binary.Board
	kernel [][]bool // the null-space basis of the reduced row echelon form
}

func newGF2System(r *binary.Rules) *gf2System {
	n := r.Cells()
	s := &gf2System{n: n}
	for i := range n {
		s.masks = append(s.masks, r.Press(i))
	}
	// a[i][j] is cell i of press j.
	a := make([][]bool, n)
	for i := range a {
		a[i] = make([]bool, n)
		for j := range n {
			a[i][j] = s.masks[j].Get(i)
		}
	}
	pivotOf := make([]int, n) // pivotOf[column] = row, or -1
	rank := 0
	for c := range n {
		pivotOf[c] = -1
		p := slices.IndexFunc(a[rank:], func(row []bool) bool { return row[c] })
		if p < 0 {
			continue
		}
		a[rank], a[rank+p] = a[rank+p], a[rank]
		for i := range a {
			if i != rank && a[i][c] {
				for j := range a[i] {
					a[i][j] = a[i][j] != a[rank][j]
				}
			}
		}
		pivotOf[c] = rank
		if rank++; rank == n {
			break
		}
	}
	for f := range n {
		if pivotOf[f] >= 0 {
			continue
		}
		v := make([]bool, n)
		v[f] = true
		for c := range n {
			if row := pivotOf[c]; row >= 0 && a[row][f] {
				v[c] = true
			}
		}
		s.kernel = append(s.kernel, v)
	}
	return s
}

// solve returns one set of presses that turns c into the empty board, or
// false: elimination on the augmented matrix [A | c].
func (s *gf2System) solve(c binary.Board) ([]bool, bool) {
	n := s.n
	a := make([][]bool, n)
	for i := range a {
		a[i] = make([]bool, n+1)
		for j := range n {
			a[i][j] = s.masks[j].Get(i)
		}
		a[i][n] = c.Get(i)
	}
	var pivots []int
	rank := 0
	for col := 0; col < n && rank < n; col++ {
		p := slices.IndexFunc(a[rank:], func(row []bool) bool { return row[col] })
		if p < 0 {
			continue
		}
		a[rank], a[rank+p] = a[rank+p], a[rank]
		for i := range a {
			if i != rank && a[i][col] {
				for j := range a[i] {
					a[i][j] = a[i][j] != a[rank][j]
				}
			}
		}
		pivots = append(pivots, col)
		rank++
	}
	for i := rank; i < n; i++ {
		if a[i][n] {
			return nil, false
		}
	}
	x := make([]bool, n)
	for i, col := range pivots {
		x[col] = a[i][n]
	}
	return x, true
}

// lightest returns the weight of the lightest x ⊕ span(kernel), by trying
// every combination.
func (s *gf2System) lightest(x []bool) int {
	best := s.n + 1
	cur := slices.Clone(x)
	for i := 0; i < 1<<len(s.kernel); i++ {
		if i > 0 {
			for j, v := range s.kernel[bits.TrailingZeros(uint(i))] {
				cur[j] = cur[j] != v
			}
		}
		best = min(best, trueCount(cur))
	}
	return best
}

func trueCount(x []bool) int {
	n := 0
	for _, v := range x {
		if v {
			n++
		}
	}
	return n
}

// TestSolveLinearRandomBoards solves random positions of 5×5 to 10×10
// boards of every shape, torus or not, both games, and checks each answer
// by applying it and against the independent gf2System: for a null space of
// at most 2^16 members every solution is tried; beyond that, no single
// basis vector of the null space may make the answer lighter.
func TestSolveLinearRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 10))
	for n := 5; n <= 10; n++ {
		for _, sh := range binary.Shapes {
			for _, torus := range []bool{false, true} {
				for _, g := range binary.Games {
					s := binary.Spec{Game: g, Width: n, Height: n, Shape: sh, Torus: torus}
					r := binary.MustNew(s)
					ts := newGF2System(r)
					if r.Nullity() != len(ts.kernel) {
						t.Fatalf("%v: nullity %d, want %d", s, r.Nullity(), len(ts.kernel))
					}
					for i := range 6 {
						var b binary.Board
						if i%2 == 0 {
							b = r.RandomSolvable(rng)
						} else {
							for c := range r.Cells() {
								b.Set(c, rng.IntN(2) == 1)
							}
						}
						checkLinearRandom(t, r, ts, b)
					}
				}
			}
		}
	}
}

func checkLinearRandom(t *testing.T, r *binary.Rules, ts *gf2System, b binary.Board) {
	t.Helper()
	a, err := r.SolveLinear(b)
	var sols [][]bool
	for _, g := range r.Goals() {
		if x, ok := ts.solve(b.Xor(g)); ok {
			sols = append(sols, x)
		}
	}
	if len(sols) == 0 {
		if err != binary.ErrImpossible {
			t.Fatalf("%v %s: SolveLinear = %v, %v; want ErrImpossible", r.Spec(), r.Encode(b), a, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("%v %s: %v", r.Spec(), r.Encode(b), err)
	}
	checkLinearAnswer(t, r, b, a)
	if len(ts.kernel) <= 16 {
		best := r.Cells() + 1
		for _, x := range sols {
			best = min(best, ts.lightest(x))
		}
		if len(a.Presses) != best || !a.Proven {
			t.Fatalf("%v %s: SolveLinear = %v; want a proven answer of %d presses", r.Spec(), r.Encode(b), a, best)
		}
		return
	}
	pressed := make([]bool, r.Cells())
	for _, p := range a.Presses {
		pressed[p] = true
	}
	for _, v := range ts.kernel {
		other := 0
		for j := range v {
			if pressed[j] != v[j] {
				other++
			}
		}
		if other < len(a.Presses) {
			t.Fatalf("%v %s: SolveLinear = %v, but a null-space vector makes it %d presses", r.Spec(), r.Encode(b), a, other)
		}
	}
}

// bigNullityRules returns a rule set that no exact search covers: 31×31
// Refrigerator, nullity 60, whose null space has no split into rows or
// columns smaller than 2^30 (a split covers 9×9 king with wrap, nullity 32).
func bigNullityRules(t *testing.T) *binary.Rules {
	r := binary.MustNew(binary.Spec{Game: binary.Fridge, Width: 31, Height: 31, Shape: binary.RowCol})
	if r.Nullity() != 60 {
		t.Fatalf("%v: nullity %d, want 60", r.Spec(), r.Nullity())
	}
	return r
}

// TestProven checks that answers are proven exactly when the search is
// exhaustive: always when the nullity is at most 24 or a split search
// covers the null space, and, beyond that, when the answer is short enough
// to rule out everything lighter.
func TestProven(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 25))
	small := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: 19, Height: 19, Shape: binary.Cross})
	if small.Nullity() != 16 {
		t.Fatalf("19x19 cross: nullity %d, want 16", small.Nullity())
	}
	b := small.RandomSolvable(rng)
	if a, err := small.SolveLinear(b); err != nil || !a.Proven {
		t.Errorf("%v: SolveLinear = %v, %v; want a proven answer", small.Spec(), a, err)
	} else {
		checkLinearRandom(t, small, newGF2System(small), b) // and the right length
	}

	big := bigNullityRules(t)
	t.Logf("%v: nullity %d", big.Spec(), big.Nullity())
	b = big.RandomSolvable(rng)
	a, err := big.SolveLinear(b)
	if err != nil || a.Proven {
		t.Fatalf("%v %s: SolveLinear = %v, %v; want an answer not proven minimal", big.Spec(), big.Encode(b), a, err)
	}
	checkLinearAnswer(t, big, b, a)
	if n, proven, err := big.Par(b); n != len(a.Presses) || proven || err != nil {
		t.Errorf("%v: Par = %d, %v, %v; want %d, false, nil", big.Spec(), n, proven, err, len(a.Presses))
	}
	if d, err := big.Distance(b); d != len(a.Presses) || err != nil {
		t.Errorf("%v: Distance = %d, %v; want %d, nil", big.Spec(), d, err, len(a.Presses))
	}

	// One press from solved: nothing is lighter than one press, and the
	// branch and bound proves it.
	for _, p := range []int{0, big.Cells() / 2, big.Cells() - 1} {
		b := big.Press(p)
		a, err := big.SolveLinear(b)
		if err != nil || !a.Proven || len(a.Presses) != 1 {
			t.Errorf("%v: SolveLinear(press %d) = %v, %v; want one proven press", big.Spec(), p, a, err)
		}
	}
}

// TestLargeBoardQueries exercises Solve, Distance, Par and Hint on a board
// too large for a table, where they all rest on SolveLinear.
func TestLargeBoardQueries(t *testing.T) {
	r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: 9, Height: 7, Shape: binary.Cross})
	if r.Table() != nil {
		t.Fatal("a 9x7 board has a table")
	}
	rng := rand.New(rand.NewPCG(9, 7))
	for range 20 {
		b := r.RandomSolvable(rng)
		a, err := r.Solve(b)
		if err != nil || !a.Proven {
			t.Fatalf("Solve(%s) = %v, %v", r.Encode(b), a, err)
		}
		checkLinearAnswer(t, r, b, a)
		la, _ := r.SolveLinear(b)
		if !slices.Equal(a.Presses, la.Presses) {
			t.Fatalf("Solve(%s) = %v, SolveLinear = %v", r.Encode(b), a.Presses, la.Presses)
		}
		if d, err := r.Distance(b); d != len(a.Presses) || err != nil {
			t.Fatalf("Distance(%s) = %d, %v; want %d", r.Encode(b), d, err, len(a.Presses))
		}
		if n, proven, err := r.Par(b); n != len(a.Presses) || !proven || err != nil {
			t.Fatalf("Par(%s) = %d, %v, %v; want %d, true, nil", r.Encode(b), n, proven, err, len(a.Presses))
		}
		want := -1
		if len(a.Presses) > 0 {
			want = a.Presses[0]
		}
		if h, err := r.Hint(b); h != want || err != nil {
			t.Fatalf("Hint(%s) = %d, %v; want %d", r.Encode(b), h, err, want)
		}
	}
	if h, err := r.Hint(binary.Board{}); h != -1 || err != nil {
		t.Errorf("Hint(solved) = %d, %v; want -1, nil", h, err)
	}
	var outside binary.Board
	outside.Set(r.Cells(), true)
	if _, err := r.SolveLinear(outside); err != binary.ErrImpossible {
		t.Errorf("SolveLinear of a cell beyond the board: %v, want ErrImpossible", err)
	}
}

// TestTableBoardPar checks Par on a board with a table: always proven.
func TestTableBoardPar(t *testing.T) {
	r := binary.MustNew(binary.Classic(binary.FlipGame))
	for x := range uint64(1 << 16) {
		b := binary.BoardOf(x)
		d, derr := r.Distance(b)
		n, proven, err := r.Par(b)
		if n != d || err != derr || proven != (err == nil) {
			t.Fatalf("%s: Par = %d, %v, %v; Distance = %d, %v", r.Encode(b), n, proven, err, d, derr)
		}
	}
}

// TestRandomSolvable checks that RandomSolvable positions are solvable and
// spread over the solvable positions: on the 4×4 Flip Game 4096 of the
// 65536 positions are solvable (all black is one press set from all
// white), and 50000 uniform draws miss each with probability below e^-12,
// so they should hit nearly all.
func TestRandomSolvable(t *testing.T) {
	r := binary.MustNew(binary.Classic(binary.FlipGame))
	rng := rand.New(rand.NewPCG(1, 1))
	seen := map[binary.Board]bool{}
	for range 50000 {
		b := r.RandomSolvable(rng)
		if _, err := r.Distance(b); err != nil {
			t.Fatalf("RandomSolvable gave %s: %v", r.Encode(b), err)
		}
		seen[b] = true
	}
	h, _ := r.Histogram()
	solvable := 1<<16 - h.Impossible
	if len(seen) < solvable*99/100 {
		t.Errorf("50000 draws hit %d of %d solvable positions", len(seen), solvable)
	}
}

// TestSolveLinearConcurrent solves from several goroutines on a fresh rule
// set, so that they race for its one-time elimination.
func TestSolveLinearConcurrent(t *testing.T) {
	r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: 12, Height: 12, Shape: binary.King})
	boards := make([]binary.Board, 8)
	rng := rand.New(rand.NewPCG(12, 12))
	for i := range boards {
		boards[i] = r.RandomSolvable(rng)
	}
	answers := make([][]int, len(boards))
	var wg sync.WaitGroup
	for i, b := range boards {
		wg.Go(func() {
			a, err := r.SolveLinear(b)
			if err != nil {
				t.Error(err)
			}
			answers[i] = a.Presses
		})
	}
	wg.Wait()
	for i, b := range boards {
		a, _ := r.SolveLinear(b)
		if !slices.Equal(a.Presses, answers[i]) {
			t.Errorf("%s: %v alone, %v concurrently", r.Encode(b), a.Presses, answers[i])
		}
	}
}

func ExampleRules_SolveLinear() {
	r := binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: 5, Height: 5, Shape: binary.Cross})
	b, _ := r.Parse(`
wwwww
wwbww
wbbbw
wwbww
wwwww
`)
	a, err := r.SolveLinear(b)
	fmt.Println(a.Presses, a.Proven, err, r.Nullity())
	// Output: [12] true <nil> 2
}
