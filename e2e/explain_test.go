package e2e

import (
	"slices"
	"strings"
	"testing"

	"flip/solver"
)

// checkQuietSets fails unless the page's quiet sets prove what they claim,
// checked from the rules alone: each set meets every press in an even
// number of cells and has an odd number of cells off its goal, and every
// goal of the game is ruled out.
func checkQuietSets(t *testing.T, r *solver.Rules, b solver.Board, quiet []QuietSet) {
	t.Helper()
	var goals []string
	for _, q := range quiet {
		goals = append(goals, q.Goal)
		for p := range r.Cells() {
			m, n := r.Press(p), 0
			for _, c := range q.Cells {
				if m.Get(c) {
					n++
				}
			}
			if n%2 != 0 {
				t.Fatalf("%s: press %d changes %d of the cells %v the page marks for %q", r.Encode(solver.FromBoard(b)), p, n, q.Cells, q.Goal)
			}
		}
		set, off := q.Goal == "b" || q.Goal == "+", 0
		for _, c := range q.Cells {
			if b.Get(c) != set {
				off++
			}
		}
		if off%2 != 1 {
			t.Fatalf("%s: %d of the cells %v are off goal %q, want an odd number", r.Encode(solver.FromBoard(b)), off, q.Cells, q.Goal)
		}
	}
	want := []string{"-"}
	if r.Game().EitherColour {
		want = []string{"w", "b"}
	}
	if !slices.Equal(goals, want) {
		t.Fatalf("%s: quiet sets for goals %v, want %v", r.Encode(solver.FromBoard(b)), goals, want)
	}
}

// QuietSet is one of the page contract's quiet sets.
type QuietSet = struct {
	Goal  string `json:"goal"`
	Cells []int  `json:"cells"`
}

// fewest returns the fewest cells to turn over to make b solvable, by
// trying every set of up to most cells.
func fewest(r *solver.Rules, b solver.Board, most int) int {
	ok := func(b solver.Board) bool { _, err := r.Solve(solver.FromBoard(b)); return err == nil }
	var try func(b solver.Board, from, k int) bool
	try = func(b solver.Board, from, k int) bool {
		if k == 0 {
			return ok(b)
		}
		for i := from; i < r.Cells(); i++ {
			b.Toggle(i)
			if try(b, i+1, k-1) {
				return true
			}
			b.Toggle(i)
		}
		return false
	}
	for k := 0; k <= most; k++ {
		if try(b, 0, k) {
			return k
		}
	}
	return -1
}

// TestExplainFix makes impossible positions with real clicks in Edit mode,
// on the classic board and on 5×5, checks the page's explanation against
// the rules, makes the position solvable with Fix and takes it back with
// Undo; then opens and closes Puzzle facts.
func TestExplainFix(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&board=wwwwwwwwwwwwwwww", 1024, 768, 1)
	l := p.layout()
	s := p.settle("start", func(s Snapshot) bool { return true })
	if len(s.Quiet) != 0 {
		t.Fatalf("a solved position has quiet sets %v", s.Quiet)
	}
	for _, step := range []struct {
		spec   solver.Spec
		resize bool
	}{
		{solver.Classic(solver.FlipGame), false},
		{solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross}, true},
	} {
		if step.resize {
			p.clickButton(l, "sizeUp")
			s = p.settle("5×5", func(s Snapshot) bool { return s.Width == 5 })
			l = p.layout()
		}
		r := rulesFor(t, s, step.spec)
		p.clickButton(l, "edit")
		s = p.settle("edit mode", func(s Snapshot) bool { return s.Mode == "edit" })
		// Turn over pieces one by one until the position cannot be solved.
		for i := 6; len(s.Quiet) == 0; i += 7 {
			before := s.Board
			p.clickCell(l, i%r.Cells())
			s = p.settle("an edit", func(s Snapshot) bool { return s.Board != before })
		}
		b := decode(t, r, s.Board)
		if s.Optimal != -1 || distance(r, b) != -1 && r.Cells() <= 16 {
			t.Fatalf("%s: quiet sets %v on a position with par %d", s.Board, s.Quiet, s.Optimal)
		}
		if _, err := r.Solve(solver.FromBoard(b)); err == nil {
			t.Fatalf("%s: quiet sets on a position the solver solves", s.Board)
		}
		checkQuietSets(t, r, b, toQuiet(s))
		impossible := s.Board

		p.clickButton(l, "fix")
		s = p.settle("fix", func(s Snapshot) bool { return s.Board != impossible })
		fixed := decode(t, r, s.Board)
		if _, err := r.Solve(solver.FromBoard(fixed)); err != nil || len(s.Quiet) != 0 || s.Optimal < 0 {
			t.Fatalf("after Fix: %s, par %d, quiet %v; want a solvable position", s.Board, s.Optimal, s.Quiet)
		}
		k := b.Xor(fixed).Count()
		if want := fewest(r, b, k); want != k {
			t.Fatalf("Fix turned over %d pieces of %s; %d do", k, impossible, want)
		}
		if s.NoticeKind != "info" || !strings.HasPrefix(s.Notice, "Turned over the piece at row ") || s.Moves != 0 {
			t.Fatalf("after Fix: notice %q (%s), moves %d", s.Notice, s.NoticeKind, s.Moves)
		}
		p.clickButton(l, "undo")
		s = p.settle("undo the fix", func(s Snapshot) bool { return s.Board == impossible })
		if len(s.Quiet) == 0 || s.Optimal != -1 {
			t.Fatalf("after Undo: quiet %v, par %d; want the impossible position back", s.Quiet, s.Optimal)
		}
		p.clickButton(l, "edit")
		s = p.settle("play mode", func(s Snapshot) bool { return s.Mode == "play" })
	}

	// Puzzle facts: the key opens it, a click outside closes it.
	p.key("f")
	s = p.settle("facts open", func(s Snapshot) bool { return s.Overlay == "facts" })
	if s.Facts.Nullity != 2 || s.Facts.Histogram != nil || s.Facts.Impossible != nil || s.Facts.Solvable != "8388608" {
		t.Fatalf("5×5 facts %+v", s.Facts)
	}
	p.click(3, 3)
	p.settle("facts closed", func(s Snapshot) bool { return s.Overlay == "" })
}

// toQuiet copies the snapshot's quiet sets.
func toQuiet(s Snapshot) []QuietSet {
	var q []QuietSet
	for _, x := range s.Quiet {
		q = append(q, QuietSet{Goal: x.Goal, Cells: x.Cells})
	}
	return q
}
