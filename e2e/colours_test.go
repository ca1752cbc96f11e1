package e2e

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
	"flip/solver"
)

// kBoard is a start in K colours made by taking back a press on each of
// back from the goal (K−1 presses each, by the independent model below):
// pressing back once each solves it.
func kBoard(w, h, k int, rowcol bool, back ...int) string {
	b := make([]int, w*h)
	for _, cell := range back {
		for range k - 1 {
			b = kPress(b, w, k, rowcol, cell)
		}
	}
	var sb strings.Builder
	for _, v := range b {
		sb.WriteByte(byte('0' + v))
	}
	return sb.String()
}

// kPress is the model of a press in K colours: every cell of the shape
// (the cross, or the row and column) one colour on.
func kPress(b []int, w, k int, rowcol bool, cell int) []int {
	b = append([]int(nil), b...)
	r, c := cell/w, cell%w
	for i := range b {
		rr, cc := i/w, i%w
		in := rr == r && cc == c
		if rowcol {
			in = rr == r || cc == c
		} else if (rr == r && (cc == c-1 || cc == c+1)) || (cc == c && (rr == r-1 || rr == r+1)) {
			in = true
		}
		if in {
			b[i] = (b[i] + 1) % k
		}
	}
	return b
}

func kDigits(s string) []int {
	out := make([]int, len(s))
	for i, ch := range s {
		out[i] = int(ch - '0')
	}
	return out
}

// TestColoursOnThePage plays both games in 3, 4, 5 and 6 colours with
// real clicks: the Colours button (in the menu) and its key cycle K; each
// click moves the pieces of its shape one colour on, as the model says;
// the second Hint rings a press that lowers the presses to go by one;
// Solve ends solved; the accessible twin names the colours.
func TestColoursOnThePage(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&size=4x4&shape=cross&board=wwwwwwwwwwwwwwww", 1280, 800, 1)
	p.settle("the puzzle", func(Snapshot) bool { return true })
	l := p.layout()
	if _, ok := l.Buttons["colors"]; !ok {
		t.Fatalf("layout has no colors button: %+v", l.Buttons)
	}
	p.clickButton(l, "colors")
	if s := p.settle("3 colours", func(s Snapshot) bool { return s.Colors == 3 }); !strings.Contains(s.Link, "colors=3") {
		t.Fatalf("after Colours: link %q", s.Link)
	}
	p.key("c")
	p.settle("4 colours by the key", func(s Snapshot) bool { return s.Colors == 4 })

	for _, tc := range []struct {
		game   *solver.Game
		w, k   int
		rowcol bool
		back   []int
	}{
		{solver.FlipGame, 4, 3, false, []int{0, 5, 10}},
		{solver.Fridge, 4, 4, true, []int{1, 6}},
		{solver.FlipGame, 3, 5, false, []int{4, 8}},
		{solver.Fridge, 4, 6, true, []int{3, 12}},
	} {
		t.Run(fmt.Sprintf("%s-K%d", tc.game.Name, tc.k), func(t *testing.T) {
			shape := "cross"
			if tc.rowcol {
				shape = "rowcol"
			}
			board := kBoard(tc.w, tc.w, tc.k, tc.rowcol, tc.back...)
			eval[string](p, "location.hash = "+quote(fmt.Sprintf("game=%s&size=%dx%d&shape=%s&colors=%d&board=%s", tc.game.Name, tc.w, tc.w, shape, tc.k, board)))
			s := p.settle("the colours puzzle", func(s Snapshot) bool { return s.Colors == tc.k && s.Start == board })
			if s.Par != len(tc.back) || s.Optimal != s.Par || !s.Proven {
				t.Fatalf("par %d, to go %d (proven %v); %d presses taken back", s.Par, s.Optimal, s.Proven, len(tc.back))
			}
			l := p.layout()
			b := kDigits(s.Board)
			// A click that is not an answer's: the model says where the
			// pieces go.
			cell := tc.w*tc.w - 1
			p.clickCell(l, cell)
			b = kPress(b, tc.w, tc.k, tc.rowcol, cell)
			s = p.settle("the press", func(s Snapshot) bool { return s.Moves == 1 && !s.Busy })
			if s.Board != kBoardString(b) {
				t.Fatalf("after a click on %d: board %s, the model says %s", cell, s.Board, kBoardString(b))
			}
			want := fmt.Sprintf("colour %d of %d", b[cell]+1, tc.k)
			if tc.rowcol {
				want = fmt.Sprintf("position %d of %d", b[cell]+1, tc.k)
			}
			name := p.pageSays(fmt.Sprintf(`document.querySelectorAll('[role="gridcell"] button')[%d].getAttribute("aria-label")`, cell), want)
			if !strings.Contains(name, want) {
				t.Errorf("the twin names cell %d %q, want %q", cell, name, want)
			}
			// Hint in two steps, then its press.
			to := s.Optimal
			p.clickButton(l, "hint")
			p.settle("the hint area", func(s Snapshot) bool { return len(s.HintArea) > 0 })
			p.key("h")
			s = p.settle("the hinted cell", func(s Snapshot) bool { return s.Hint >= 0 })
			p.clickCell(l, s.Hint)
			s = p.settle("the hinted press", func(s Snapshot) bool { return s.Moves == 2 && !s.Busy })
			if s.Optimal != to-1 {
				t.Fatalf("the hinted press left %d to go, want %d", s.Optimal, to-1)
			}
			p.clickButton(l, "solve")
			s = p.settle("Solve's end", func(s Snapshot) bool { return s.Solved && !s.Busy })
			if s.SolvedBy != "solver" {
				t.Errorf("solved by %q, want the solver", s.SolvedBy)
			}
			for _, ch := range s.Board[1:] {
				if byte(ch) != s.Board[0] || (tc.rowcol && ch != '0') {
					t.Fatalf("Solve ended on %s", s.Board)
				}
			}
		})
	}
}

func kBoardString(b []int) string {
	var sb strings.Builder
	for _, v := range b {
		sb.WriteByte(byte('0' + v))
	}
	return sb.String()
}

// TestColoursExplainOnThePage: a Flip Game position in three colours that
// no presses solve says why with weights, which the snapshot gives and
// which are a certificate by definition (checked against the model);
// Fix, clicked in the menu, makes it solvable.
func TestColoursExplainOnThePage(t *testing.T) {
	t.Parallel()
	const k, w = 3, 4
	p := openReduced(t, "game=flip&colors=3&board=1000000000000000", 1280, 800, 1)
	s := p.settle("the impossible puzzle", func(s Snapshot) bool { return len(s.Quiet) > 0 })
	if s.Par != -1 || !strings.Contains(s.Status, "impossible") {
		t.Fatalf("par %d status %q", s.Par, s.Status)
	}
	b := kDigits(s.Board)
	for _, q := range s.Quiet {
		weigh := func(x []int) int {
			sum := 0
			for j, cell := range q.Cells {
				sum += q.Weights[j] * x[cell]
			}
			return sum % k
		}
		if weigh(b) != q.Sum || q.Sum == q.Want {
			t.Fatalf("goal %s: sum %d, snapshot %d, want %d", q.Goal, weigh(b), q.Sum, q.Want)
		}
		zero := make([]int, w*w)
		for cell := range w * w {
			if weigh(kPress(zero, w, k, false, cell)) != 0 {
				t.Fatalf("goal %s: a press on %d changes the weighted sum", q.Goal, cell)
			}
		}
	}
	p.clickButton(p.layout(), "fix")
	s = p.settle("Fix", func(s Snapshot) bool { return s.Par >= 0 && len(s.Quiet) == 0 })
	if !strings.Contains(s.Notice, "solvable") {
		t.Errorf("after Fix: notice %q", s.Notice)
	}
}

// TestColoursEngines plays a board in four colours in each engine: a
// real click moves the pieces of its row and column one step on, as the
// model says, and Solve ends solved.
func TestColoursEngines(t *testing.T) {
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			const w, k = 4, 4
			board := kBoard(w, w, k, true, 1, 6, 11)
			p := openIn(t, e, "game=fridge&colors=4&board="+board, 1024, 768, 1)
			s := p.settle("the colours puzzle", func(s Snapshot) bool { return s.Start == board })
			if s.Colors != k || s.Par != 3 {
				t.Fatalf("colors %d, par %d; want %d and 3", s.Colors, s.Par, k)
			}
			l := p.layout()
			p.clickCell(l, 0)
			want := kBoardString(kPress(kDigits(board), w, k, true, 0))
			s = p.settle("the click's press", func(s Snapshot) bool { return s.Moves == 1 && !s.Busy })
			if s.Board != want {
				t.Fatalf("after a click on cell 0: %s, the model says %s", s.Board, want)
			}
			p.clickButton(l, "solve")
			s = p.settle("Solve's end", func(s Snapshot) bool { return s.Solved && !s.Busy })
			if s.Board != strings.Repeat("0", w*w) || s.SolvedBy != "solver" {
				t.Fatalf("after Solve: %s by %q", s.Board, s.SolvedBy)
			}
		})
	}
}

// TestColoursProofOnThePage opens, in each engine, a board the page
// cannot prove at once (the Flip Game on 9×9 king with wrap in 6
// colours): it first says the par is at most the short search's, then
// proves it over the next frames (busy meanwhile) and shows the solver's
// own proven par and presses to go, computed here natively. A real click
// then gets its own proof, ending at the solver's count.
func TestColoursProofOnThePage(t *testing.T) {
	spec := solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true}
	cr, err := solver.New(spec.WithColours(6))
	if err != nil {
		t.Fatal(err)
	}
	var start solver.Position
	rng := rand.New(rand.NewPCG(31, 32))
	for {
		start = cr.RandomSolvable(rng)
		s := cr.NewSearch(start, solver.Quick) // the page's short search
		for !s.Step(time.Hour) {
		}
		if q, err := s.Answer(); err == nil && !q.Proven {
			break
		}
	}
	want, err := cr.Solve(start)
	if err != nil || !want.Proven {
		t.Fatalf("the solver's answer: %+v %v", want, err)
	}
	board := cr.Encode(start)
	after := cr.Apply(start, 40)
	wantAfter, err := cr.Solve(after)
	if err != nil || !wantAfter.Proven {
		t.Fatalf("the solver's answer after the press: %+v %v", wantAfter, err)
	}
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			p := openIn(t, e, "game=flip&size=9x9&shape=king&torus=1&colors=6&board="+board, 1024, 768, 1)
			// Before the proof is over: at most, and busy.
			t0, sawAtMost := time.Now(), false
			deadline := time.Now().Add(60 * time.Second)
			var s Snapshot
			for s = p.snapshot(); !(s.Start == board && s.ParProven && !s.Busy); s = p.nextSnapshot() {
				if s.Start == board && !s.ParProven {
					if !s.Busy || !strings.Contains(s.Status, fmt.Sprintf("par at most %d", s.Par)) {
						t.Fatalf("while the par is proven: busy %v, status %q", s.Busy, s.Status)
					}
					sawAtMost = true
				}
				if time.Now().After(deadline) {
					t.Fatalf("the par not proven after 60 s: %+v", s)
				}
			}
			if !sawAtMost {
				t.Errorf("the par was never shown as at most the short search's")
			}
			t.Logf("the par and the presses to go proven %.1f s after the page opened", time.Since(t0).Seconds())
			if s.Par != len(want.Presses) || s.Optimal != s.Par || !s.Proven || !strings.Contains(s.Status, fmt.Sprintf("par %d · %d to go", s.Par, s.Par)) {
				t.Fatalf("proven: par %d, to go %d (proven %v), status %q; the solver says %d", s.Par, s.Optimal, s.Proven, s.Status, len(want.Presses))
			}
			p.clickCell(p.layout(), 40)
			t0 = time.Now()
			s = p.settleFor("the press's proof", 60*time.Second, func(s Snapshot) bool { return s.Moves == 1 && s.Proven })
			if s.Board != cr.Encode(after) || s.Optimal != len(wantAfter.Presses) || !strings.Contains(s.Status, fmt.Sprintf("%d to go", s.Optimal)) {
				t.Fatalf("after a click on the centre: board %s to go %d, status %q; the model says %s, the solver %d", s.Board, s.Optimal, s.Status, cr.Encode(after), len(wantAfter.Presses))
			}
			t.Logf("the press's presses to go proven %.1f s after the click", time.Since(t0).Seconds())
		})
	}
}
