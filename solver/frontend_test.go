package solver_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver"
	"flip/solver/internal/binary"
	"flip/solver/internal/colours"
)

// frontCases is how many random boards TestFrontEndAnswers checks a run.
const frontCases = 300

// TestFrontEndAnswers holds the front end to the engines, on random boards
// of every K from 2 to 6, every shape, with and without wrap, both games
// and sizes 1 to 6 (a sample of the run's seed): its answer — par, proven,
// bound and the presses, which must bring the board to a goal — is the
// engine's own Solve, the answer cmd/flipsolve gave before the front end
// (the two-colour engine for K = 2, the K-colour one above). Where the
// board has at most 2^14 positions both also agree with a breadth-first
// search written here from the rules in words (press shapes from rows and
// columns, as TestShapesInWords has them; goals as the games say), not
// from the solver's masks. Sending K = 3 to the two-colour engine fails
// it (tried).
func TestFrontEndAnswers(t *testing.T) {
	seed := testlong.Seed(t)
	rng := rand.New(rand.NewPCG(seed, 7))
	games := []*solver.Game{solver.FlipGame, solver.Fridge}
	checked := 0
	for c := range frontCases {
		k := 2 + c%5
		spec := solver.Spec{
			Game:  games[rng.IntN(2)],
			Shape: solver.Shapes[rng.IntN(len(solver.Shapes))],
			Torus: rng.IntN(2) == 1,
		}.WithColours(k)
		spec.Width, spec.Height = 1+rng.IntN(6), 1+rng.IntN(6)
		r := solver.MustNew(spec)
		p := randomPosition(rng, spec, r, rng.IntN(3) != 0)
		name := fmt.Sprintf("%v %s", spec, r.Encode(p))
		got, gerr := r.Solve(p)
		want, werr := engineSolve(t, spec, p)
		if !errors.Is(gerr, solver.ErrImpossible) && gerr != nil {
			t.Fatalf("%s: %v", name, gerr)
		}
		if (gerr == nil) != (werr == nil) || !slices.Equal(got.Presses, want.Presses) || got.Proven != want.Proven || got.Bound != want.Bound {
			t.Fatalf("%s: the front end answers %+v, %v; the engine (flipsolve's) %+v, %v", name, got, gerr, want, werr)
		}
		if gerr == nil {
			if q := pressAll(spec, p, got.Presses); !solvedInWords(spec, q) {
				t.Fatalf("%s: the presses %v leave %v, not a goal", name, got.Presses, q.Cells(spec.Cells()))
			}
		}
		if d, ok := bfsDistance(spec, p, 1<<14); ok {
			checked++
			switch {
			case d < 0 && gerr == nil:
				t.Fatalf("%s: breadth first finds it impossible; the front end answers %d presses", name, len(got.Presses))
			case d >= 0 && gerr != nil:
				t.Fatalf("%s: breadth first solves it in %d; the front end says %v", name, d, gerr)
			case d >= 0 && (len(got.Presses) != d || !got.Proven):
				t.Fatalf("%s: breadth first solves it in %d; the front end answers %d presses, proven %v", name, d, len(got.Presses), got.Proven)
			}
		}
	}
	if checked < frontCases/4 {
		t.Errorf("only %d of %d boards were small enough for the breadth-first search", checked, frontCases)
	}
}

// TestFrontEndThreeColoursTrap is the case: the 3×3 Flip Game in
// three colours with every cell 0 but the centre at 1 needs 9 presses
// (proven), not the two-colour engine's 5.
func TestFrontEndThreeColoursTrap(t *testing.T) {
	spec := solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross, Colours: 3}
	r := solver.MustNew(spec)
	var b solver.Board
	b.Set(4, true)
	a, err := r.Solve(solver.FromBoard(b))
	if err != nil || len(a.Presses) != 9 || !a.Proven {
		t.Fatalf("%v %s: got %+v, %v; want 9 presses, proven", spec, r.Encode(solver.FromBoard(b)), a, err)
	}
	if d, ok := bfsDistance(spec, solver.FromBoard(b), 1<<16); !ok || d != 9 {
		t.Fatalf("breadth first says %d (%v), want 9", d, ok)
	}
	if n, proven, err := r.Par(solver.FromBoard(b)); n != 9 || !proven || err != nil {
		t.Fatalf("Par: %d %v %v, want 9 proven", n, proven, err)
	}
}

// randomPosition draws a position of r: a solvable one (solvable) or any
// one, each cell a colour below K.
func randomPosition(rng *rand.Rand, spec solver.Spec, r *solver.Rules, solvable bool) solver.Position {
	if solvable {
		return r.RandomSolvable(rng)
	}
	c := make([]uint8, spec.Cells())
	for i := range c {
		c[i] = uint8(rng.IntN(spec.K()))
	}
	return solver.PositionOf(c)
}

// engineSolve is the engine's own Solve of p: what cmd/flipsolve answered
// before the front end.
func engineSolve(t *testing.T, spec solver.Spec, p solver.Position) (solver.Answer, error) {
	t.Helper()
	if spec.K() == 2 {
		return binary.MustNew(spec).Solve(p.Board())
	}
	r, err := colours.New(spec, spec.K())
	if err != nil {
		t.Fatal(err)
	}
	return r.Solve(p)
}

// pressAll returns p after the presses, each worked out from the rules in
// words.
func pressAll(spec solver.Spec, p solver.Position, presses []int) solver.Position {
	c := p.Cells(spec.Cells())
	for _, i := range presses {
		pressInWords(spec, c, i, 1)
	}
	return solver.PositionOf(c)
}

// pressInWords turns every cell a press on i changes by step colours,
// modulo K.
func pressInWords(spec solver.Spec, c []uint8, i, step int) {
	k := spec.K()
	for j := range c {
		if changesInWords(spec, i, j) {
			c[j] = uint8((int(c[j]) + step + k) % k)
		}
	}
}

// solvedInWords reports whether p is solved: every piece one colour (the
// Flip Game) or every handle open, 0 (the Refrigerator).
func solvedInWords(spec solver.Spec, p solver.Position) bool {
	c := p.Cells(spec.Cells())
	for _, v := range c {
		if v != c[0] {
			return false
		}
	}
	return spec.Game.EitherColour || c[0] == 0
}

// changesInWords says, from the rules in words, whether a press on cell i
// changes cell j: a cross press the cell and the cells one step up, down,
// left or right; a king press every cell at most one step away each way;
// a row+col press its row and its column; with wrap, a step off one edge
// comes back at the other.
func changesInWords(spec solver.Spec, i, j int) bool {
	w, h := spec.Width, spec.Height
	dr, dc := apart(i/w, j/w, h, spec.Torus), apart(i%w, j%w, w, spec.Torus)
	switch spec.Shape {
	case solver.Cross:
		return dr+dc <= 1
	case solver.King:
		return dr <= 1 && dc <= 1
	case solver.RowCol:
		return dr == 0 || dc == 0
	}
	panic("a shape this test does not know: " + spec.Shape.String())
}

// apart is how many steps apart a and b are on a line of n, the shorter
// way round when it wraps.
func apart(a, b, n int, wrap bool) int {
	d := max(a-b, b-a)
	if wrap {
		d = min(d, n-d)
	}
	return d
}

// bfsDistance returns the fewest presses from p to a goal, -1 when none
// reaches one, by a breadth-first search over every position; ok is false
// when the board has more than limit positions.
func bfsDistance(spec solver.Spec, p solver.Position, limit int) (d int, ok bool) {
	n, k := spec.Cells(), spec.K()
	states := 1
	for range n {
		if states *= k; states > limit {
			return 0, false
		}
	}
	index := func(c []uint8) int {
		x := 0
		for i := n - 1; i >= 0; i-- {
			x = x*k + int(c[i])
		}
		return x
	}
	dist := make([]int, states)
	for i := range dist {
		dist[i] = -1
	}
	start := p.Cells(n)
	dist[index(start)] = 0
	queue := [][]uint8{start}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if solvedInWords(spec, solver.PositionOf(c)) {
			return dist[index(c)], true
		}
		for i := range n {
			next := slices.Clone(c)
			pressInWords(spec, next, i, 1)
			if x := index(next); dist[x] < 0 {
				dist[x] = dist[index(c)] + 1
				queue = append(queue, next)
			}
		}
	}
	return -1, true
}

// TestFrontEndRefusesForeignPositions: a position that is not one of the
// rule set's — a colour of K or more, a cell beyond the board — is an
// error for Solve and NewSearch, never answered as if it were another
// (tried: with Valid always true, the two-colour table reads beyond its
// end).
func TestFrontEndRefusesForeignPositions(t *testing.T) {
	two := solver.MustNew(solver.Classic(solver.FlipGame))
	three := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross, Colours: 3})
	var beyond solver.Board
	beyond.Set(16, true)
	var colour2 solver.Position
	colour2.Set(0, 2)
	var colour3 solver.Position
	colour3.Set(0, 3)
	for _, tc := range []struct {
		r *solver.Rules
		p solver.Position
	}{
		{two, solver.FromBoard(beyond)},
		{two, colour2},
		{three, colour3},
		{three, solver.FromBoard(solver.BoardOf(1 << 9))},
	} {
		if tc.r.Valid(tc.p) {
			t.Errorf("%v: %v is valid", tc.r.Spec(), tc.p.Cells(20))
		}
		if _, err := tc.r.Solve(tc.p); err == nil || errors.Is(err, solver.ErrImpossible) {
			t.Errorf("%v: Solve(%v) says %v, want an error naming the position", tc.r.Spec(), tc.p.Cells(20), err)
		}
		s := tc.r.NewSearch(tc.p, solver.Quick)
		done := s.Step(0)
		if _, err := s.Answer(); !done || err == nil {
			t.Errorf("%v: the search of %v: %v", tc.r.Spec(), tc.p.Cells(20), err)
		}
	}
}
