package e2e

import (
	"flip/solver"
	"strings"
	"testing"
	"time"
)

// TestModeEditNew switches games with the Game button (layout name
// "mode"), draws puzzles at chosen pars with New, and enters an
// impossible position in edit mode.
func TestModeEditNew(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "", 1024, 768, 1)
	l := p.layout()
	s := p.settle("start", func(s Snapshot) bool { return true })
	if s.Game != "flip" || s.Moves != 0 || s.Optimal < 1 {
		t.Fatalf("the first puzzle is %+v, want an unsolved flip puzzle", s)
	}

	// The Game button: to the Refrigerator, whose handles the screenshot shows.
	p.clickButton(l, "mode")
	s = p.settle("mode", func(s Snapshot) bool { return s.Game == "fridge" })
	r := rulesFor(t, s, solver.Classic(solver.Fridge))
	board := decode(t, r, s.Board)
	checkAgainstModel(t, s, r, board, 0)
	checkPixels(t, p.screenshot(), l, r, board, 1)

	// New at a chosen par: down to 1, then up to 9.
	for s.Target > 1 {
		before := s.Target
		p.clickButton(l, "parDown")
		s = p.settle("par down", func(s Snapshot) bool { return s.Target == before-1 })
	}
	for _, target := range []int{1, 9} {
		for s.Target < target {
			before := s.Target
			p.clickButton(l, "parUp")
			s = p.settle("par up", func(s Snapshot) bool { return s.Target == before+1 })
		}
		for i := 0; i < 3; i++ {
			prev := s.Board
			p.clickButton(l, "new")
			s = p.settle("new puzzle", func(s Snapshot) bool { return s.Board != prev || s.Optimal == target })
			b := decode(t, r, s.Board)
			if s.Optimal != target || distance(r, b) != target || s.Moves != 0 {
				t.Fatalf("New at par %d drew %s with par %d (solver %d) after %d presses", target, s.Board, s.Optimal, distance(r, b), s.Moves)
			}
		}
	}
	// The highest par there is, and no further.
	h, _ := r.Histogram()
	for s.Target < h.Max() {
		before := s.Target
		p.clickButton(l, "parUp")
		s = p.settle("par up", func(s Snapshot) bool { return s.Target == before+1 })
	}
	p.clickButton(l, "parUp")
	p.clickButton(l, "new")
	s = p.settle("new puzzle at the top par", func(s Snapshot) bool { return s.Optimal == h.Max() })
	if s.Target != h.Max() {
		t.Fatalf("par went past the highest there is: target %d, max %d", s.Target, h.Max())
	}

	// Back to the Flip Game, edit in an impossible position: all white but one.
	p.clickButton(l, "mode")
	s = p.settle("mode", func(s Snapshot) bool { return s.Game == "flip" })
	r = rulesFor(t, s, solver.Classic(solver.FlipGame))
	p.clickButton(l, "edit")
	s = p.settle("edit mode", func(s Snapshot) bool { return s.Mode == "edit" })
	board = decode(t, r, s.Board)
	for i := 0; i < 16; i++ {
		if board.Get(i) != (i == 6) {
			p.clickCell(l, i)
			board.Toggle(i)
			want := r.Encode(solver.FromBoard(board))
			s = p.settle("an edit toggle", func(s Snapshot) bool { return s.Board == want })
			checkAgainstModel(t, s, r, board, 0)
		}
	}
	if s.Optimal != -1 || !strings.Contains(s.Status, "impossible") {
		t.Fatalf("one black piece among white: par %d, status %q; want -1 and \"impossible\"", s.Optimal, s.Status)
	}
	p.clickButton(l, "edit")
	s = p.settle("play mode", func(s Snapshot) bool { return s.Mode == "play" })
	p.clickButton(l, "solve")
	s = p.settle("solve refused", func(s Snapshot) bool { return s.Notice != "" })
	if s.Moves != 0 || s.Board != r.Encode(solver.FromBoard(board)) || s.NoticeKind != "warning" || !strings.Contains(s.Notice, "No sequence") {
		t.Fatalf("Solve on an impossible position: %+v; want no presses and a notice that says why", s)
	}
}

// TestPermalinks opens good and broken links: a good one shows its
// position; a broken one says what was wrong and shows a normal puzzle.
func TestPermalinks(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=fridge&board=-+------------+-", 800, 900, 1)
	s := p.settle("fridge link", func(Snapshot) bool { return true })
	r := rulesFor(t, s, solver.Classic(solver.Fridge))
	if s.Game != "fridge" || s.Board != "-+------------+-" {
		t.Fatalf("link opened %s %s", s.Game, s.Board)
	}
	checkPixels(t, p.screenshot(), p.layout(), r, decode(t, r, s.Board), 1)

	// Links pasted into the address bar of the open page: each gives an
	// error notice that names the link's field at fault (the wording of
	// each error is the unit tests' to check, in game/play).
	for _, c := range []struct{ frag, field string }{
		{"game=chess&board=bwwbbbwbbwwbbwww", "game"},
		{"game=flip&board=bwwbbbwbbwwbbww", "board"},
		{"game=flip&board=bwwbbbwbbwwbbwwx", "board"},
		{"game=fridge&board=bwwbbbwbbwwbbwww", "board"},
		{"game=flip", "board"},
		{"game=flip&size=5x5&shape=hex&board=x", "shape"},
	} {
		before := p.snapshot()
		eval[string](p, "location.hash = "+quote(c.frag))
		s = p.settle("notice for "+c.frag, func(s Snapshot) bool { return s.Notice != "" })
		if s.NoticeKind != "error" || !strings.Contains(s.Notice, c.field) {
			t.Errorf("link %q: %s notice %q, want an error naming the field %q", c.frag, s.NoticeKind, s.Notice, c.field)
		}
		// What was valid of the link is kept: a valid game opens that
		// game's puzzle; otherwise the position stays.
		switch {
		case strings.HasPrefix(c.frag, "game=fridge"):
			if s.Game != "fridge" {
				t.Errorf("link %q: game %s, want the link's fridge kept", c.frag, s.Game)
			}
		case strings.HasPrefix(c.frag, "game=flip"):
			if s.Game != "flip" {
				t.Errorf("link %q: game %s, want the link's flip kept", c.frag, s.Game)
			}
		default:
			if s.Board != before.Board || s.Game != before.Game {
				t.Errorf("link %q: the position changed from %s to %s", c.frag, before.Board, s.Board)
			}
		}
		// The address shows what is on screen again, not the broken link.
		p.waitJS("location.hash === "+quote("#"+s.Link), 5*time.Second)
		// Any press takes the message away.
		p.clickCell(p.layout(), 0)
		s = p.settle("press after notice", func(s Snapshot) bool { return s.Notice == "" })
	}
	good := "game=flip&board=bbbbwwwwbbbbwwww"
	eval[string](p, "location.hash = "+quote(good))
	s = p.settle("good pasted link", func(s Snapshot) bool { return s.Board == "bbbbwwwwbbbbwwww" })
	if s.Game != "flip" || s.Moves != 0 || s.Notice != "" {
		t.Fatalf("pasted link gave %+v", s)
	}

	// A broken link on a fresh load: a message and a normal puzzle.
	q := openReduced(t, "game=flip&board=bwwbbbwbbwwbbwwQ", 800, 900, 1)
	s = q.settle("broken link", func(Snapshot) bool { return true })
	if s.NoticeKind != "error" || !strings.Contains(s.Notice, "board") || len(s.Board) != 16 || s.Optimal < 1 || s.Game != "flip" {
		t.Fatalf("broken link on load: %+v; want an error naming the board and a fresh flip puzzle", s)
	}
	r = rulesFor(t, s, solver.Classic(solver.FlipGame))
	checkPixels(t, q.screenshot(), q.layout(), r, decode(t, r, s.Board), 1)
}

// quote writes s as a JavaScript string literal.
func quote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
