package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestPlayFlip plays the Flip Game with real clicks and checks every step
// against the solver: presses, undo, redo, reset, hint, keyboard, Solve,
// the permalink that follows the position, and the pixels on screen.
func TestPlayFlip(t *testing.T) {
	t.Parallel()
	const start = "bwwbbbwbbwwbbwww" // the judge's sample case
	p := open(t, "game=flip&board="+start, 1024, 768, 1)
	s := p.settle("the permalink's board", func(s Snapshot) bool { return true })
	r := rulesFor(t, s, solver.Classic(solver.FlipGame))
	board := decode(t, r, start)
	checkAgainstModel(t, s, r, board, 0)
	if s.Game != "flip" || s.Mode != "play" || s.TableMs <= 0 {
		t.Fatalf("snapshot %+v: want game flip, mode play, tableMs > 0", s)
	}
	l := p.layout()
	if len(l.Cells) != 16 {
		t.Fatalf("layout has %d cells, want 16", len(l.Cells))
	}
	checkPixels(t, p.screenshot(), l, r, board, 1)

	// Presses, each checked against the model.
	moves := 0
	for _, cell := range []int{0, 5, 10, 15, 6, 6, 3} {
		p.clickCell(l, cell)
		board = r.Apply(solver.FromBoard(board), cell).Board()
		moves++
		want := r.Encode(solver.FromBoard(board))
		s = p.settle("press on cell "+string(rune('0'+cell)), func(s Snapshot) bool { return s.Moves == moves && s.Board == want })
		checkAgainstModel(t, s, r, board, moves)
	}
	checkPixels(t, p.screenshot(), l, r, board, 1)
	// The address names the puzzle's start and the presses made since.
	if hash := eval[string](p, "location.hash"); hash != "#"+s.Link || !strings.Contains(hash, "board="+start) || !strings.Contains(hash, "&presses=") {
		t.Errorf("address fragment %q does not name the start %s and the presses (link %q)", hash, start, s.Link)
	}

	// Undo, redo, reset.
	prev := r.Apply(solver.FromBoard(board), 3)
	p.clickButton(l, "undo")
	s = p.settle("undo", func(s Snapshot) bool { return s.Moves == moves-1 })
	checkAgainstModel(t, s, r, prev.Board(), moves-1)
	p.clickButton(l, "redo")
	s = p.settle("redo", func(s Snapshot) bool { return s.Moves == moves })
	checkAgainstModel(t, s, r, board, moves)
	p.clickButton(l, "reset")
	s = p.settle("reset", func(s Snapshot) bool { return s.Moves == 0 })
	board = decode(t, r, start)
	moves = 0
	checkAgainstModel(t, s, r, board, 0)

	// Hint, in two steps: the page rings the row of the solver's next
	// press, then the press, and makes no move.
	p.clickButton(l, "hint")
	want, err := r.Hint(solver.FromBoard(board))
	if err != nil {
		t.Fatal(err)
	}
	s = p.settle("hint's row", func(s Snapshot) bool { return len(s.HintArea) > 0 })
	if s.Hint != -1 || len(s.HintArea) != 4 || s.HintArea[0] != want/4*4 {
		t.Fatalf("the first hint rings %v and cell %d, want row %d and no cell", s.HintArea, s.Hint, want/4+1)
	}
	p.clickButton(l, "hint")
	s = p.settle("hint", func(s Snapshot) bool { return s.Hint >= 0 })
	if s.Hint != want || s.Moves != 0 {
		t.Fatalf("hint shows cell %d after %d presses, want cell %d and no press", s.Hint, s.Moves, want)
	}
	par := s.Optimal
	p.clickCell(l, s.Hint)
	board = r.Apply(solver.FromBoard(board), want).Board()
	moves++
	s = p.settle("the hinted press", func(s Snapshot) bool { return s.Moves == 1 })
	checkAgainstModel(t, s, r, board, 1)
	if s.Optimal != par-1 || s.Hint != -1 {
		t.Fatalf("after the hinted press par is %d and hint %d, want %d and -1", s.Optimal, s.Hint, par-1)
	}

	// The keyboard: the cursor starts from the cell last under the
	// pointer (the hinted one, clicked above), or the top-left cell.
	p.key("ArrowRight") // the first arrow moves the cursor too
	p.key("ArrowDown")
	p.key(" ")
	keyed := min(want/4+1, 3)*4 + min(want%4+1, 3)
	board = r.Apply(solver.FromBoard(board), keyed).Board()
	moves++
	s = p.settle("a keyboard press", func(s Snapshot) bool { return s.Moves == moves })
	checkAgainstModel(t, s, r, board, moves)
	p.key("u")
	board = r.Apply(solver.FromBoard(board), keyed).Board()
	moves--
	s = p.settle("u for undo", func(s Snapshot) bool { return s.Moves == moves })
	checkAgainstModel(t, s, r, board, moves)

	// Solve plays the optimal answer: exactly par presses, step by step.
	par = distance(r, board)
	p.clickButton(l, "solve")
	p.waitJS("window.flipgame.snapshot().steps > 0", 10e9)
	mid := p.snapshot()
	if mid.Steps != par || !mid.Busy || !strings.Contains(mid.Status, "of "+strconv.Itoa(par)) {
		t.Fatalf("during Solve: %d steps, busy %v, status %q; want %d steps, busy, \"step i of %d\"", mid.Steps, mid.Busy, mid.Status, par, par)
	}
	if !eval[bool](p, "window.flipgame.busy()") {
		t.Error("during Solve flipgame.busy() is false, want true as snapshot().busy")
	}
	s = p.settle("the end of Solve", func(s Snapshot) bool { return s.Steps == 0 })
	if eval[bool](p, "window.flipgame.busy()") {
		t.Error("after Solve flipgame.busy() is true, want false as snapshot().busy")
	}
	if !s.Solved || s.Moves != moves+par || s.Optimal != 0 {
		t.Fatalf("after Solve: solved %v, %d presses, par %d; want solved after %d presses with par 0", s.Solved, s.Moves, s.Optimal, moves+par)
	}
	board = decode(t, r, s.Board)
	if !r.IsGoal(solver.FromBoard(board)) {
		t.Fatalf("Solve ended on %s, which is not solved", s.Board)
	}
	// Solve's finish is the solver's: said so, and not celebrated.
	if !strings.HasPrefix(s.Status, "Solved by the solver") || s.SolvedBy != "solver" {
		t.Errorf("status after Solve is %q, solved by %q; want the solver's finish", s.Status, s.SolvedBy)
	}
	// A celebration would keep the game moving (idle() false) for
	// CelebrationDuration and cover the board half-way through it.
	p.afterFrames(3)
	if !eval[bool](p, "window.flipgame.idle()") {
		t.Error("the game still moves after Solve's finish: a celebration?")
	}
	p.afterFrames(int(play.CelebrationDuration / 2 / (time.Second / 60)))
	checkPixels(t, p.screenshot(), l, r, board, 1)
}

// TestSolveStops checks that Esc stops a playback half-way with the board
// consistent: the start with the presses made so far.
func TestSolveStops(t *testing.T) {
	t.Parallel()
	r := solver.MustNew(solver.Classic(solver.Fridge))
	start := "-+--++-+--+-+-++"
	p := open(t, "game=fridge&board="+start, 900, 900, 1)
	l := p.layout()
	b := decode(t, r, start)
	presses, err := r.Solution(solver.FromBoard(b))
	if err != nil || len(presses) < 4 {
		t.Fatalf("test puzzle: solution %v, %v; want at least 4 presses", presses, err)
	}
	p.clickButton(l, "solve")
	p.waitJS("window.flipgame.snapshot().moves >= 2", 20e9)
	p.key("Escape")
	s := p.settle("the stop", func(s Snapshot) bool { return s.Steps == 0 })
	if s.Moves >= len(presses) {
		t.Fatalf("Esc did not stop the playback: %d presses of %d made", s.Moves, len(presses))
	}
	for _, c := range presses[:s.Moves] {
		b = r.Apply(solver.FromBoard(b), c).Board()
	}
	checkAgainstModel(t, s, r, b, s.Moves)
	if s.Optimal != len(presses)-s.Moves {
		t.Fatalf("after stopping at %d of %d, par is %d, want %d", s.Moves, len(presses), s.Optimal, len(presses)-s.Moves)
	}
}
