package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"flip/internal/testlong"
	"flip/solver"
)

// model states the K-colour rules afresh, for checking the command against
// something that does not share its code: a press adds 1 mod K to every
// cell of its shape; the Flip Game is solved when every cell has one
// colour, the Refrigerator when every cell is 0.
type model struct {
	game, shape string
	w, h, k     int
	torus       bool
	masks       [][]int // masks[j]: the cells a press on j changes, ascending
	goals       [][]int
}

func newModel(game string, w, h, k int, shape string, torus bool) *model {
	m := &model{game: game, shape: shape, w: w, h: h, k: k, torus: torus}
	for r := range h {
		for c := range w {
			in := map[int]bool{}
			add := func(rr, cc int) {
				if torus {
					rr, cc = (rr+h)%h, (cc+w)%w
				} else if rr < 0 || rr >= h || cc < 0 || cc >= w {
					return
				}
				in[rr*w+cc] = true
			}
			switch shape {
			case "cross":
				add(r, c)
				add(r-1, c)
				add(r+1, c)
				add(r, c-1)
				add(r, c+1)
			case "rowcol":
				for i := range w {
					add(r, i)
				}
				for i := range h {
					add(i, c)
				}
			case "king":
				for dr := -1; dr <= 1; dr++ {
					for dc := -1; dc <= 1; dc++ {
						add(r+dr, c+dc)
					}
				}
			default:
				panic("unknown shape " + shape)
			}
			var mask []int
			for i := range in {
				mask = append(mask, i)
			}
			slices.Sort(mask)
			m.masks = append(m.masks, mask)
		}
	}
	colors := 1
	if game == "flip" {
		colors = k
	}
	for v := range colors {
		g := make([]int, w*h)
		for i := range g {
			g[i] = v
		}
		m.goals = append(m.goals, g)
	}
	return m
}

func (m *model) String() string {
	t := ""
	if m.torus {
		t = " torus"
	}
	return fmt.Sprintf("%s %dx%d %s%s K%d", m.game, m.w, m.h, m.shape, t, m.k)
}

// args returns the command line for the model's rule set.
func (m *model) args(more ...string) []string {
	a := []string{"-game", m.game, "-colors", strconv.Itoa(m.k), "-size", fmt.Sprintf("%dx%d", m.w, m.h), "-shape", m.shape}
	if m.torus {
		a = append(a, "-torus")
	}
	return append(a, more...)
}

func (m *model) cells() int { return m.w * m.h }

// states returns K^cells.
func (m *model) states() int {
	s := 1
	for range m.cells() {
		s *= m.k
	}
	return s
}

// index and position convert a position to and from Σ cᵢ·Kⁱ.
func (m *model) index(p []int) int {
	x := 0
	for i := len(p) - 1; i >= 0; i-- {
		x = x*m.k + p[i]
	}
	return x
}

func (m *model) position(x int) []int {
	p := make([]int, m.cells())
	for i := range p {
		p[i] = x % m.k
		x /= m.k
	}
	return p
}

// press presses cell j on p, in place.
func (m *model) press(p []int, j int) {
	for _, i := range m.masks[j] {
		p[i] = (p[i] + 1) % m.k
	}
}

func (m *model) isGoal(p []int) bool {
	for _, g := range m.goals {
		if slices.Equal(p, g) {
			return true
		}
	}
	return false
}

// format writes p as the command reads it: rows of digits.
func (m *model) format(p []int) string {
	var sb strings.Builder
	for i, v := range p {
		sb.WriteByte(byte('0' + v))
		if i%m.w == m.w-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// distances is a breadth-first search over every position, backwards from
// the goals (the position before a press on j is the one after it with
// j's cells one colour back): the fewest presses from each position to a
// goal, -1 where none reaches one.
func (m *model) distances() []int {
	dist := make([]int, m.states())
	for i := range dist {
		dist[i] = -1
	}
	var frontier []int
	for _, g := range m.goals {
		if x := m.index(g); dist[x] < 0 {
			dist[x] = 0
			frontier = append(frontier, x)
		}
	}
	for d := 1; len(frontier) > 0; d++ {
		var next []int
		for _, x := range frontier {
			for _, mask := range m.masks {
				p := m.position(x)
				for _, i := range mask {
					p[i] = (p[i] + m.k - 1) % m.k
				}
				if y := m.index(p); dist[y] < 0 {
					dist[y] = d
					next = append(next, y)
				}
			}
		}
		frontier = next
	}
	return dist
}

// quietSets counts, by trying every one, the press sets (a count from 0 to
// K−1 per cell) that change nothing.
func (m *model) quietSets() int {
	n, quiet := m.cells(), 0
	for x := range m.states() {
		counts := m.position(x) // the press counts, written as a position
		p := make([]int, n)
		for j, t := range counts {
			for _, i := range m.masks[j] {
				p[i] += t
			}
		}
		zero := true
		for _, v := range p {
			if v%m.k != 0 {
				zero = false
				break
			}
		}
		if zero {
			quiet++
		}
	}
	return quiet
}

// certificate is one "quiet X" block of -explain.
type certificate struct {
	goal    int   // X
	weights []int // per cell, 0 for "."
}

// colourAnswer is one board's answer as the command wrote it.
type colourAnswer struct {
	impossible bool
	par        int
	presses    []int  // cells, 0-based
	notProven  string // the "not proven minimal" line, if any
	certs      []certificate
}

// parseColourAnswers reads the answers for count boards from out, strictly:
// each a par (followed by that many "row col" lines when moves is set, and
// maybe a "not proven minimal (at least L)" line) or "Impossible"
// (followed, when explain is set, by one certificate block per goal). It
// fails the test on anything else, or on output left over.
func parseColourAnswers(t *testing.T, m *model, out string, count int, moves, explain bool) []colourAnswer {
	t.Helper()
	if !strings.HasSuffix(out, "\n") && out != "" {
		t.Fatalf("%v: output does not end in a newline", m)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	at := 0
	next := func(what string) string {
		t.Helper()
		if at >= len(lines) {
			t.Fatalf("%v: output ends where %s should be", m, what)
		}
		at++
		return lines[at-1]
	}
	atoi := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		return n, err == nil && strconv.Itoa(n) == s
	}
	var answers []colourAnswer
	for b := range count {
		var a colourAnswer
		head := next(fmt.Sprintf("answer %d", b))
		if head == "Impossible" {
			a.impossible = true
			for range len(m.goals) * boolInt(explain) {
				x, ok := strings.CutPrefix(next("a quiet line"), "quiet ")
				g, gok := atoi(x)
				if !ok || !gok || len(x) != 1 {
					t.Fatalf("%v: board %d: line %q, want \"quiet X\"", m, b, lines[at-1])
				}
				c := certificate{goal: g}
				for range m.h {
					row := next("a certificate row")
					if len(row) != m.w {
						t.Fatalf("%v: board %d: certificate row %q, want %d characters", m, b, row, m.w)
					}
					for _, ch := range row {
						switch {
						case ch == '.':
							c.weights = append(c.weights, 0)
						case ch >= '1' && int(ch-'0') < m.k:
							c.weights = append(c.weights, int(ch-'0'))
						default:
							t.Fatalf("%v: board %d: certificate row %q, want . and the digits 1 to %d", m, b, row, m.k-1)
						}
					}
				}
				a.certs = append(a.certs, c)
			}
			answers = append(answers, a)
			continue
		}
		par, ok := atoi(head)
		if !ok || par < 0 {
			t.Fatalf("%v: board %d: answer %q, want a count or Impossible", m, b, head)
		}
		a.par = par
		if moves {
			for range par {
				l := next("a press")
				r, c, _ := strings.Cut(l, " ")
				row, rok := atoi(r)
				col, cok := atoi(c)
				if !rok || !cok || row < 1 || row > m.h || col < 1 || col > m.w {
					t.Fatalf("%v: board %d: press %q, want \"row col\" within %dx%d", m, b, l, m.w, m.h)
				}
				a.presses = append(a.presses, (row-1)*m.w+col-1)
			}
		}
		if at < len(lines) && strings.HasPrefix(lines[at], "not proven") {
			a.notProven = next("")
		}
		answers = append(answers, a)
	}
	if at != len(lines) && !(at == 0 && out == "") {
		t.Fatalf("%v: %d lines after the last answer: %q…", m, len(lines)-at, lines[at])
	}
	return answers
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkPresses checks that the presses, applied to p one by one, solve it,
// and that they come in ascending cells (a cell pressed j times listed j
// times in a row).
func checkPresses(t *testing.T, m *model, p []int, a colourAnswer) {
	t.Helper()
	if len(a.presses) != a.par {
		t.Fatalf("%v: %s: par %d but %d presses", m, m.format(p), a.par, len(a.presses))
	}
	if !slices.IsSorted(a.presses) {
		t.Errorf("%v: %s: presses %v not in ascending cells", m, m.format(p), a.presses)
	}
	q := slices.Clone(p)
	for _, j := range a.presses {
		m.press(q, j)
	}
	if !m.isGoal(q) {
		t.Fatalf("%v: presses %v leave\n%sfrom\n%snot a goal", m, a.presses, m.format(q), m.format(p))
	}
}

// checkCertificates checks -explain's blocks for an impossible p by the
// definition: one per goal, in order, each "quiet X" with X the goal's
// digit; every press changes the weighted sum Σ wᵢ·cᵢ by a multiple of K;
// and p's weighted sum is not the goal's. (That proves p cannot reach the
// goal, whatever the solver says.)
func checkCertificates(t *testing.T, m *model, p []int, certs []certificate) {
	t.Helper()
	if len(certs) != len(m.goals) {
		t.Fatalf("%v: %s: %d certificates, want one per goal (%d)", m, m.format(p), len(certs), len(m.goals))
	}
	for gi, c := range certs {
		if c.goal != m.goals[gi][0] {
			t.Errorf("%v: %s: certificate %d says quiet %d, want quiet %d", m, m.format(p), gi, c.goal, m.goals[gi][0])
		}
		for j, mask := range m.masks {
			s := 0
			for _, i := range mask {
				s += c.weights[i]
			}
			if s%m.k != 0 {
				t.Fatalf("%v: %s: certificate %v for goal %d: a press on cell %d changes the sum by %d, not a multiple of %d", m, m.format(p), c.weights, gi, j, s, m.k)
			}
		}
		sp, sg := 0, 0
		for i, w := range c.weights {
			sp += w * p[i]
			sg += w * m.goals[gi][i]
		}
		if sp%m.k == sg%m.k {
			t.Fatalf("%v: %s: certificate %v for goal %d: the position's sum %d and the goal's %d agree mod %d", m, m.format(p), c.weights, gi, sp, sg, m.k)
		}
	}
}

// smallModels are rule sets with a distance table in the colours package
// (K^cells ≤ 2^24) and few enough positions for the model's search: both
// games, every K, rings that are fields (3, 5) and that are not (4, 6),
// with and without positions out of reach.
var smallModels = []*model{
	newModel("flip", 3, 3, 3, "cross", false),
	newModel("fridge", 3, 3, 3, "rowcol", false),
	newModel("flip", 3, 3, 3, "cross", true),
	newModel("flip", 2, 3, 3, "cross", false),    // 486 of 729 out of reach
	newModel("fridge", 2, 2, 3, "rowcol", false), // 54 of 81
	newModel("flip", 3, 2, 4, "cross", false),    // 3584 of 4096
	newModel("fridge", 2, 3, 4, "king", false),
	newModel("flip", 2, 2, 5, "king", false),
	newModel("fridge", 2, 2, 5, "cross", false),
	newModel("flip", 2, 3, 6, "rowcol", false), // 23328 of 46656
	newModel("fridge", 2, 3, 6, "cross", true),
}

// TestColoursAgainstBFS feeds the positions of each small rule set, in
// one input, and checks every answer against the model's search: the par,
// or Impossible just where the search reaches no goal; the presses (with
// -moves for flip, always for fridge) solve the position; and each
// -explain certificate holds by the definition. A run feeds every
// position of the rule sets of at most 4096, and about 4096 evenly spaced
// from an offset of the run's seed of the others (internal/testlong);
// FLIP_LONG=1 feeds every position of each.
func TestColoursAgainstBFS(t *testing.T) {
	t.Parallel()
	seed := testlong.Seed(t)
	impossibles := 0
	for i, m := range smallModels {
		t.Run(m.String(), func(t *testing.T) {
			dist := m.distances()
			step, off := 1, 0
			if n := testlong.Count(4096, len(dist)); len(dist) > n {
				step = (len(dist) + n - 1) / n
				off = rand.New(rand.NewPCG(seed, uint64(i))).IntN(step)
			}
			var xs []int
			var in strings.Builder
			for x := off; x < len(dist); x += step {
				xs = append(xs, x)
				in.WriteString(m.format(m.position(x)))
			}
			more := []string{"-explain"}
			if m.game == "flip" {
				more = append(more, "-moves")
			}
			got := viaRun(t, m.args(more...), in.String())
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q; want 0 and nothing", got.code, got.stderr)
			}
			answers := parseColourAnswers(t, m, got.stdout, len(xs), true, true)
			for i, a := range answers {
				x := xs[i]
				p := m.position(x)
				switch {
				case dist[x] < 0 && !a.impossible:
					t.Fatalf("%s: answer %d, want Impossible", m.format(p), a.par)
				case dist[x] >= 0 && a.impossible:
					t.Fatalf("%s: Impossible, want %d", m.format(p), dist[x])
				case a.impossible:
					checkCertificates(t, m, p, a.certs)
					impossibles++
				default:
					if a.par != dist[x] {
						t.Fatalf("%s: par %d, want %d", m.format(p), a.par, dist[x])
					}
					if a.notProven != "" {
						t.Errorf("%s: %q on a board with a table", m.format(p), a.notProven)
					}
					checkPresses(t, m, p, a)
				}
			}
		})
	}
	if impossibles == 0 {
		t.Error("no position out of reach: -explain went unchecked")
	}
}

// TestColoursFlipCountsOnly checks that without -moves the Flip Game
// prints the par alone (the strict parse fails on a press line), and the
// Refrigerator prints its presses with or without -moves.
func TestColoursFlipCountsOnly(t *testing.T) {
	m := newModel("flip", 3, 3, 3, "cross", false)
	dist := m.distances()
	rng := rand.New(rand.NewPCG(3, 3))
	var boards []int
	var in strings.Builder
	for range 100 {
		x := rng.IntN(len(dist))
		boards = append(boards, x)
		in.WriteString(m.format(m.position(x)))
	}
	got := viaRun(t, m.args(), in.String())
	for i, a := range parseColourAnswers(t, m, got.stdout, len(boards), false, false) {
		if a.par != dist[boards[i]] {
			t.Fatalf("board %d: par %d, want %d", i, a.par, dist[boards[i]])
		}
	}

	f := newModel("fridge", 3, 3, 3, "rowcol", false)
	plain := viaRun(t, f.args(), in.String())
	withMoves := viaRun(t, f.args("-moves"), in.String())
	if plain != withMoves || plain.code != 0 {
		t.Fatalf("fridge without and with -moves:\n%+v\n%+v", plain, withMoves)
	}
	for i, a := range parseColourAnswers(t, f, plain.stdout, len(boards), true, false) {
		if !a.impossible {
			checkPresses(t, f, f.position(boards[i]), a)
		}
	}
}

// TestColoursWithoutTable checks boards the colours package solves by
// linear algebra (K^cells > 2^24), where the model's search cannot go:
// every answer's presses solve the board, and every Impossible carries
// certificates that hold, which proves it; a position made by presses
// from a goal is never Impossible.
func TestColoursWithoutTable(t *testing.T) {
	for _, m := range []*model{
		newModel("flip", 4, 4, 3, "cross", false), // the judge's board in 3 colours
		newModel("fridge", 5, 5, 4, "rowcol", false),
		newModel("flip", 5, 5, 4, "cross", false),
		newModel("flip", 6, 5, 6, "king", true),
		newModel("flip", 10, 10, 6, "cross", false),
	} {
		t.Run(m.String(), func(t *testing.T) {
			r, err := solver.New(specOf(t, m).WithColours(m.k))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := r.Histogram(); err == nil {
				t.Fatal("the rule set has a distance table: pick a larger one")
			}
			rng := rand.New(rand.NewPCG(uint64(m.k), uint64(m.cells())))
			var boards [][]int
			var solvable []bool
			var in strings.Builder
			for i := range 40 {
				p := r.Random(rng)
				if i%2 == 0 {
					p = r.RandomSolvable(rng)
				}
				cells := make([]int, m.cells())
				for c, v := range p.Cells(m.cells()) {
					cells[c] = int(v)
				}
				boards = append(boards, cells)
				solvable = append(solvable, i%2 == 0)
				in.WriteString(m.format(cells))
			}
			got := viaRun(t, m.args("-moves", "-explain"), in.String())
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("status %d, stderr %q", got.code, got.stderr)
			}
			impossible := 0
			for i, a := range parseColourAnswers(t, m, got.stdout, len(boards), true, true) {
				if a.impossible {
					if solvable[i] {
						t.Fatalf("%s: Impossible, but it was made by presses from a goal", m.format(boards[i]))
					}
					checkCertificates(t, m, boards[i], a.certs)
					impossible++
					continue
				}
				checkPresses(t, m, boards[i], a)
			}
			t.Logf("%d of %d Impossible", impossible, len(boards))
		})
	}
}

// specOf returns the solver's spec for the model.
func specOf(t testing.TB, m *model) solver.Spec {
	t.Helper()
	g, err := solver.GameNamed(m.game)
	if err != nil {
		t.Fatal(err)
	}
	sh, err := solver.ParseShape(m.shape)
	if err != nil {
		t.Fatal(err)
	}
	return solver.Spec{Game: g, Width: m.w, Height: m.h, Shape: sh, Torus: m.torus}
}

// TestColoursNotProven checks the line after an answer the colours
// package could not prove minimal: "not proven minimal (at least L)", L
// the answer's Bound, after the presses, which still solve the board.
func TestColoursNotProven(t *testing.T) {
	t.Parallel()
	// 11x11 king in 6 colours, larger than any board the game offers,
	// has 6^21 quiet press sets and a trellis too wide to walk: the
	// branch and bound runs out of budget (every board of the game is
	// proven: docs/solver.md, "Which boards are proven").
	m := newModel("flip", 11, 11, 6, "king", false)
	r, err := solver.New(specOf(t, m).WithColours(m.k))
	if err != nil {
		t.Fatal(err)
	}
	p := r.RandomSolvable(rand.New(rand.NewPCG(1, 2)))
	want, err := r.Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	if want.Proven {
		t.Fatal("the colours package proves this board's answer: pick one it cannot")
	}
	cells := make([]int, m.cells())
	for c, v := range p.Cells(m.cells()) {
		cells[c] = int(v)
	}
	got := viaRun(t, m.args("-moves"), m.format(cells))
	a := parseColourAnswers(t, m, got.stdout, 1, true, false)[0]
	if line := fmt.Sprintf("not proven minimal (at least %d)", want.Bound); a.notProven != line {
		t.Errorf("line %q after the presses, want %q", a.notProven, line)
	}
	if a.par != len(want.Presses) {
		t.Errorf("par %d, want %d", a.par, len(want.Presses))
	}
	checkPresses(t, m, cells, a)
}

// TestColoursHistogram checks -histogram in K colours against the model:
// with a table, the par counts and the impossible count from its search,
// the quiet press sets by trying every press set, and the solvable count;
// without one, only the last two lines, against a rank modulo a prime.
func TestColoursHistogram(t *testing.T) {
	for _, m := range []*model{
		newModel("flip", 3, 3, 3, "cross", false),
		newModel("fridge", 3, 3, 3, "rowcol", false),
		newModel("flip", 3, 2, 4, "cross", false),
		newModel("flip", 2, 3, 6, "rowcol", false),
	} {
		dist := m.distances()
		var counts []int
		impossible := 0
		for _, d := range dist {
			if d < 0 {
				impossible++
				continue
			}
			for d >= len(counts) {
				counts = append(counts, 0)
			}
			counts[d]++
		}
		var want strings.Builder
		for d, n := range counts {
			fmt.Fprintf(&want, "par %d: %d\n", d, n)
		}
		fmt.Fprintf(&want, "impossible: %d\nquiet press sets: %d\nsolvable: %d of %d^%d\n", impossible, m.quietSets(), len(dist)-impossible, m.k, m.cells())
		// Standard input is not read: junk there changes nothing.
		if got := viaRun(t, m.args("-histogram"), "junk\n"); got != (result{want.String(), "", 0}) {
			t.Errorf("%v: -histogram = %+v, want stdout\n%s", m, got, want.String())
		}
	}

	// Without a table. In a field (K prime) the quiet press sets are
	// K^nullity, and the positions some presses take to a goal K^rank per
	// goal, the Flip Game's K goals counting once when the all-ones
	// position is a sum of presses (they are then one coset), K times
	// otherwise.
	for _, m := range []*model{
		newModel("flip", 4, 4, 3, "cross", false),
		newModel("flip", 5, 5, 3, "cross", false),
		newModel("fridge", 5, 5, 5, "rowcol", false),
		newModel("flip", 7, 7, 5, "king", false),
	} {
		n := m.cells()
		a := make([][]int, n) // a[i][j]: whether press j changes cell i
		for i := range a {
			a[i] = make([]int, n+1)
		}
		for j, mask := range m.masks {
			for _, i := range mask {
				a[i][j] = 1
			}
		}
		rank := rankMod(a, n, m.k)
		for i := range a {
			a[i][n] = 1
		}
		cosets := int64(1)
		if m.game == "flip" && rankMod(a, n+1, m.k) > rank {
			cosets = int64(m.k)
		}
		pow := func(e int) *big.Int { return new(big.Int).Exp(big.NewInt(int64(m.k)), big.NewInt(int64(e)), nil) }
		solvable := new(big.Int).Mul(pow(rank), big.NewInt(cosets))
		want := fmt.Sprintf("quiet press sets: %v\nsolvable: %v of %d^%d\n", pow(n-rank), solvable, m.k, n)
		if got := viaRun(t, m.args("-histogram"), ""); got != (result{want, "", 0}) {
			t.Errorf("%v: -histogram = %+v, want stdout\n%s", m, got, want)
		}
	}
}

// rankMod returns the rank modulo the prime p of the first cols columns of
// the rows a (which it leaves unchanged).
func rankMod(a [][]int, cols, p int) int {
	rows := make([][]int, len(a))
	for i := range a {
		rows[i] = slices.Clone(a[i][:cols])
	}
	inv := func(x int) int {
		for y := 1; y < p; y++ {
			if x*y%p == 1 {
				return y
			}
		}
		panic("no inverse")
	}
	rank := 0
	for c := 0; c < cols && rank < len(rows); c++ {
		piv := -1
		for i := rank; i < len(rows); i++ {
			if rows[i][c]%p != 0 {
				piv = i
				break
			}
		}
		if piv < 0 {
			continue
		}
		rows[rank], rows[piv] = rows[piv], rows[rank]
		iv := inv(rows[rank][c] % p)
		for j := range rows[rank] {
			rows[rank][j] = rows[rank][j] * iv % p
		}
		for i := range rows {
			if i != rank && rows[i][c] != 0 {
				f := rows[i][c]
				for j := range rows[i] {
					rows[i][j] = ((rows[i][j]-f*rows[rank][j])%p + p) % p
				}
			}
		}
		rank++
	}
	return rank
}

// TestColoursInputLayout checks that K-colour boards are read as two-colour
// ones are: blank lines, spaces and tabs around lines, \r\n line endings
// and a byte-order mark at the start are all ignored.
func TestColoursInputLayout(t *testing.T) {
	m := newModel("flip", 3, 3, 3, "cross", false)
	clean := "012\n120\n201\n" + "111\n101\n000\n"
	messy := "\uFEFF012\n 120 \r\n\t201\n\n\n  111\r\n101\t\n000"
	want := viaRun(t, m.args(), clean)
	if want.code != 0 || want.stderr != "" || want.stdout == "" {
		t.Fatalf("clean input: %+v", want)
	}
	if got := viaRun(t, m.args(), messy); got != want {
		t.Errorf("messy input: %+v, want %+v as for the clean input", got, want)
	}
	// A byte-order mark after the start is a wrong character.
	got := viaRun(t, m.args(), "012\n\uFEFF12\n201\n")
	if wantErr := "flipsolve: line 2, column 1: want a digit 0-2, got \"\\ufeff\"\n"; got.stderr != wantErr || got.code != 2 {
		t.Errorf("mark on line 2: %+v, want stderr %q and status 2", got, wantErr)
	}
}

// TestColoursErrors checks each kind of bad input and bad -colors value in
// full: nothing but the answers before the bad board on stdout, one exact
// line on stderr, status 2; through run and through the binary.
func TestColoursErrors(t *testing.T) {
	// A board one press away (the centre, pressed once) and its par,
	// from the model.
	m := newModel("flip", 3, 3, 3, "cross", false)
	one := make([]int, 9)
	m.press(one, 4)
	oneText := m.format(one)
	par := m.distances()[m.index(one)]
	if par != 2 {
		t.Fatalf("the model says par %d for the centre pressed once, want 2 (two more presses)", par)
	}
	k3 := m.args()
	long := strings.Repeat("0", solver.MaxLineBytes)
	tests := []struct {
		name           string
		args           []string
		in             string
		stdout, stderr string
	}{
		{"issue's example", k3, "012\n015\n000\n", "",
			"flipsolve: line 2, column 3: want a digit 0-2, got \"5\"\n"},
		// K itself, on boards without a distance table: the colours
		// package would solve a board with the digit K as if it were 0.
		{"K itself", []string{"-colors", "3"}, "0100\n1110\n0100\n0000\n\n0120\n0123\n0000\n0000\n", "2\n",
			"flipsolve: line 7, column 4: want a digit 0-2, got \"3\"\n"},
		{"after two boards, with -moves", append(slices.Clone(k3), "-moves"), oneText + oneText + "000\n000\n00x\n", "2\n2 2\n2 2\n2\n2 2\n2 2\n",
			"flipsolve: line 9, column 3: want a digit 0-2, got \"x\"\n"},
		{"a two-colour board", k3, "bwb\nwbw\nbwb\n", "",
			"flipsolve: line 1, column 1: want a digit 0-2, got \"b\"\n"},
		{"columns count leading spaces", k3, "  01-\n", "",
			"flipsolve: line 1, column 5: want a digit 0-2, got \"-\"\n"},
		{"six colours", []string{"-colors", "6", "-size", "10x1"}, "5555555555\n5555555556\n", "0\n",
			"flipsolve: line 2, column 10: want a digit 0-5, got \"6\"\n"},
		{"fridge", []string{"-game", "fridge", "-colors", "4", "-size", "1x2"}, "3\n3\n0\n1\n4\n0\n", "1\n1 1\nImpossible\n",
			"flipsolve: line 5, column 1: want a digit 0-3, got \"4\"\n"},
		{"non-ASCII", k3, "012\n0é1\n", "",
			"flipsolve: line 2, column 2: want a digit 0-2, got \"é\"\n"},
		{"not UTF-8", k3, "012\n0\xff1\n", "",
			"flipsolve: line 2, column 2: want a digit 0-2, got \"\\xff\"\n"},
		{"line too long", k3, oneText + "0120\n", "2\n",
			"flipsolve: line 4: want 3 characters of digits 0-2, got \"0120\"\n"},
		{"line too short", k3, "01\n", "",
			"flipsolve: line 1: want 3 characters of digits 0-2, got \"01\"\n"},
		{"long line quoted short", k3, strings.Repeat("0", 50) + "\n", "",
			"flipsolve: line 1: want 3 characters of digits 0-2, got \"" + strings.Repeat("0", 40) + "\"… (50 characters)\n"},
		{"over 1 MiB", k3, oneText + long + "\n", "2\n",
			"flipsolve: line 4: longer than 1048576 bytes, the longest line the reader takes\n"},
		{"cut short", k3, oneText + "000\n000\n", "2\n",
			"flipsolve: line 6: board cut short: want 3 lines of 3 characters, got 2 before the end of the input\n"},
		{"-colors 1", []string{"-colors", "1"}, "", "",
			"flipsolve: -colors: want 2 to 6 colours, got 1\n"},
		{"-colors 7", []string{"-colors=7"}, "", "",
			"flipsolve: -colors: want 2 to 6 colours, got 7\n"},
		{"-colors -3", []string{"-colors", "-3"}, "", "",
			"flipsolve: -colors: want 2 to 6 colours, got -3\n"},
		{"-colors x", []string{"-colors", "x"}, "", "",
			"flipsolve: -colors: want a number from 2 to 6, got \"x\"\n"},
		{"-colors 03", []string{"-colors", "03"}, "", "",
			"flipsolve: -colors: want a number from 2 to 6, got \"03\"\n"},
		{"-colors empty", []string{"-colors", ""}, "", "",
			"flipsolve: -colors: want a number from 2 to 6, got \"\"\n"},
		{"-colors 7 -histogram", []string{"-histogram", "-colors", "7"}, "", "",
			"flipsolve: -colors: want 2 to 6 colours, got 7\n"},
		{"-chase", []string{"-chase", "-colors", "3"}, "", "",
			"flipsolve: -chase cannot be used with -colors 3\n"},
		{"-chase, -colors first", []string{"-colors", "6", "-chase", "-size", "5x5"}, "", "",
			"flipsolve: -chase cannot be used with -colors 6\n"},
	}
	for _, inv := range invokers {
		for _, tt := range tests {
			t.Run(inv.name+"/"+tt.name, func(t *testing.T) {
				got := inv.run(t, tt.args, tt.in)
				if want := (result{tt.stdout, tt.stderr, 2}); got != want {
					t.Errorf("flipsolve %q < %.60q\n got %+v\nwant %+v", tt.args, tt.in, got, want)
				}
			})
		}
	}
}

// TestColorsTwoIsDefault checks that -colors 2 is the command as it was
// without the flag, byte for byte, stdout, stderr and status: the judge's
// samples and every kind of answer, error and mode.
func TestColorsTwoIsDefault(t *testing.T) {
	rules := rulesFor(t, "flip")
	impossible := firstImpossible(rules)
	rng := rand.New(rand.NewPCG(2, 2))
	var random []solver.Board
	for range 300 {
		random = append(random, solver.BoardOf(rng.Uint64()&0xFFFF))
	}
	flipRandom := formatBoards(rules, random, true)
	fridgeRandom := formatBoards(rulesFor(t, "fridge"), random, true)
	for _, tt := range []struct {
		args []string
		in   string
	}{
		{nil, flipSample},
		{[]string{"-game", "fridge"}, fridgeSample},
		{[]string{"-moves"}, flipSample + rules.Format(solver.FromBoard(impossible)) + flipSample},
		{[]string{"-explain"}, flipSample + rules.Format(solver.FromBoard(impossible))},
		{[]string{"-moves"}, flipRandom},
		{[]string{"-game", "fridge"}, fridgeRandom},
		{[]string{"-size", "5x5", "-torus"}, "bwwbb\nbbwbw\nbwwbb\nbwwww\nwwbwb\n"},
		{[]string{"-size", "32x32"}, strings.Repeat(strings.Repeat("bw", 16)+"\n", 32)},
		{[]string{"-histogram"}, ""},
		{[]string{"-histogram", "-game", "fridge", "-size", "5x5"}, ""},
		{[]string{"-chase", "-size", "5x5"}, ""},
		{nil, flipSample + "bwwb\nbbwb\nbw2b\nbwww\n"},
		{nil, "0120\n"},
		{[]string{"-size", "40x40"}, ""},
	} {
		plain := viaRun(t, tt.args, tt.in)
		for _, flag := range [][]string{{"-colors", "2"}, {"-colors=2"}} {
			args := append(slices.Clone(flag), tt.args...)
			if got := viaRun(t, args, tt.in); got != plain {
				t.Errorf("flipsolve %q differs from flipsolve %q:\n%+v\n%+v", args, tt.args, got, plain)
			}
		}
	}
}

// TestColoursWriteErrors checks that K-colour answers go through the same
// write checks as two-colour ones: a failed write is status 1 and one
// line, a closed pipe ends quietly.
func TestColoursWriteErrors(t *testing.T) {
	full := errors.New("no space left on device")
	many := strings.Repeat("012\n120\n201\n", 20000) // answers beyond the output buffer
	k3 := []string{"-colors", "3", "-size", "3x3"}
	for _, tt := range []struct {
		name   string
		args   []string
		in     string
		room   int
		err    error
		code   int
		stderr string
	}{
		{"final flush", k3, "012\n120\n201\n", 0, full, 1, "flipsolve: writing the answers: no space left on device\n"},
		{"mid-stream", k3, many, 10_000, full, 1, "flipsolve: writing the answers: no space left on device\n"},
		{"before a bad board", k3, "012\n120\n201\n012\n120\n203\n", 0, full, 1, "flipsolve: writing the answers: no space left on device\n"},
		{"closed pipe", k3, many, 10_000, syscall.EPIPE, 0, ""},
		{"-histogram", append(slices.Clone(k3), "-histogram"), "", 0, full, 1, "flipsolve: writing the answers: no space left on device\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stderr strings.Builder
			code := run(tt.args, strings.NewReader(tt.in), &failingWriter{room: tt.room, err: tt.err}, &stderr)
			if code != tt.code || stderr.String() != tt.stderr {
				t.Errorf("status %d, stderr %q; want %d, %q", code, stderr.String(), tt.code, tt.stderr)
			}
		})
	}
}

// TestColoursUsage checks that the usage names -colors.
func TestColoursUsage(t *testing.T) {
	got := viaRun(t, []string{"-h"}, "")
	if got.code != 0 || !strings.Contains(got.stderr, "flipsolve [-game flip|fridge] [-colors K]") || !strings.Contains(got.stderr, "-histogram [-game flip|fridge] [-colors K]") || !strings.Contains(got.stderr, "  -colors K\n") {
		t.Errorf("flipsolve -h = %+v; want status 0 and -colors K in the usage", got)
	}
}

// BenchmarkColours10x10K6 runs the whole command on 1,000 random
// positions of the 10x10 Flip Game (cross, no wrap) in 6 colours, from
// reading the flags and building the rule set to writing the last
// answer: ns/op is the time for all 1,000 boards.
func BenchmarkColours10x10K6(b *testing.B) {
	m := newModel("flip", 10, 10, 6, "cross", false)
	r, err := solver.New(specOf(b, m).WithColours(m.k))
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(10, 6))
	var in bytes.Buffer
	for range 1000 {
		for i, v := range r.Random(rng).Cells(m.cells()) {
			in.WriteByte('0' + v)
			if i%m.w == m.w-1 {
				in.WriteByte('\n')
			}
		}
	}
	args := m.args()
	b.SetBytes(int64(in.Len()))
	b.ReportAllocs()
	for b.Loop() {
		if code := run(args, bytes.NewReader(in.Bytes()), io.Discard, io.Discard); code != 0 {
			b.Fatalf("status %d", code)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/board")
}
