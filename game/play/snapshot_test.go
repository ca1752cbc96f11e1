package play_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestControllerSnapshot checks every snapshot field against the model,
// the solver and the controller's own accessors in several states.
// TestControllerSnapshot follows a game with a model of its own — the
// presses it made, replayed by the solver's rules, the clock of the
// playback — and checks every field of the snapshot against it.
func TestControllerSnapshot(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 4, newRNG(55))
	c := newController(r, start)
	type model struct {
		rules   *solver.Rules
		board   solver.Board
		moves   int
		mode    string
		hint    int
		area    []int // the hint's row, nil when none
		hints   int   // the Hints used on the game
		notice  string
		kind    string
		step    int // 1-based, 0 when no playback
		steps   int
		busy    bool
		classic string // the link's game field on the classic 4×4 board
		shape   string
		start   solver.Board
		presses []int // made since the start
		played  int   // puzzles of this rule set the player pressed in
		by      play.SolvedBy
	}
	m := model{rules: r, board: start, mode: "play", hint: -1, classic: "flip", shape: "cross", start: start}
	check := func(now time.Duration, when string) {
		t.Helper()
		sn := c.Snapshot(now)
		optimal, ok := dist(t, m.rules, m.board)
		par, parOK := dist(t, m.rules, m.start)
		status := fmt.Sprintf("Presses %d · par %d · %d to go", m.moves, par, optimal)
		switch {
		case m.steps > 0:
			status = fmt.Sprintf("Solving: step %d of %d", m.step, m.steps)
		case !ok:
			status = "Editing · impossible to solve"
		case m.mode == "edit":
			status = fmt.Sprintf("Editing · %d to go", optimal)
		case optimal == 0 && m.moves > 0:
			status = "Solved by the solver"
		}
		if !parOK {
			par = -1
		}
		link := "game=" + m.classic + "&board=" + m.rules.Encode(solver.FromBoard(m.start))
		if len(m.presses) > 0 {
			link += "&presses=" + strings.Trim(strings.ReplaceAll(fmt.Sprint(m.presses), " ", "."), "[]")
		}
		want := play.Snapshot{
			Game: m.classic, Board: m.rules.Encode(solver.FromBoard(m.board)), Moves: m.moves, Optimal: optimal,
			Solved: optimal == 0, Busy: m.busy, Mode: m.mode, Width: 4, Height: 4,
			Shape: m.shape, Torus: false, Colors: 2, Proven: true, Hint: m.hint, Target: 5,
			Step: m.step, Steps: m.steps, Notice: m.notice, NoticeKind: m.kind,
			Status: sn.Status, Link: link, Par: par, ParProven: true, Start: m.rules.Encode(solver.FromBoard(m.start)), SolvedBy: m.by,
			Stats: play.SnapshotStats{Played: m.played}, Theme: "dark",
			Hints: m.hints, Solver: "page", // no helper is set here

			// Coach stays nil (Learn is never pressed here) and Review
			// too (the only finish is Solve's).
		}
		if !strings.HasPrefix(sn.Status, status) {
			t.Errorf("%s: status %q, want it to start %q", when, sn.Status, status)
		}
		// Quiet and Facts are checked against the rules by TestQuiet and
		// TestFacts.
		want.Quiet, want.Facts = sn.Quiet, sn.Facts
		want.Announcement = sn.Announcement // TestAnnouncements checks it
		if sn.Puzzle == "" {
			t.Errorf("%s: no puzzle id", when)
		}
		want.Puzzle = sn.Puzzle // random; TestTwoTabs checks what it means
		// The hint's row on its own, for a short message: [] (not null)
		// when none.
		if sn.HintArea == nil || !slices.Equal(sn.HintArea, m.area) {
			t.Errorf("%s: hintArea %#v, want %v", when, sn.HintArea, append([]int{}, m.area...))
		}
		want.HintArea = sn.HintArea
		if !reflect.DeepEqual(sn, want) {
			t.Errorf("%s: snapshot\n%+v\nwant\n%+v", when, sn, want)
		}
	}
	now := t0
	check(now, "fresh")
	c.Do(press(7), now)
	m.board, m.moves, m.busy, m.presses, m.played = r.Apply(solver.FromBoard(m.board), 7).Board(), 1, true, []int{7}, 1
	check(now, "during a flip")
	now += play.FlipDuration
	m.busy = false
	check(now, "after the flip")
	c.Do(act(play.ActHint), now)
	hint, err := r.Hint(solver.FromBoard(m.board))
	if err != nil {
		t.Fatal(err)
	}
	m.area, m.hints, m.kind = rowOf(4, hint), 1, "info"
	m.notice = fmt.Sprintf("Hint: a press in row %d starts an optimal answer. Hint again shows which. %s", hint/4+1, play.HelpedNote)
	check(now, "with a hint's row")
	c.Do(act(play.ActHint), now)
	m.hint, m.hints, m.notice = hint, 2, fmt.Sprintf("Hint: press row %d, column %d.", hint/4+1, hint%4+1)
	check(now, "with a hint")
	answer, err := r.Solution(solver.FromBoard(m.board))
	if err != nil {
		t.Fatal(err)
	}
	c.Do(act(play.ActSolve), now)
	m.hint, m.area, m.notice, m.kind, m.busy, m.steps = -1, nil, "", "", true, len(answer)
	began := now
	for end := now + 3*period; now < end; now += frame {
		c.Tick(now)
		k := int((now - began) / period) // steps finished
		m.step = k + 1
		m.board, m.moves = applyAll(r, start, 7), 1
		m.board = applyAll(r, m.board, answer[:k]...)
		m.moves += k
		m.presses = append([]int{7}, answer[:k]...)
		if now-began-time.Duration(k)*period >= play.StepHighlight {
			m.board = r.Apply(solver.FromBoard(m.board), answer[k]).Board()
			m.moves++
			m.presses = append(m.presses, answer[k])
		}
		check(now, fmt.Sprintf("playback at t0+%v", now-t0))
	}
	c.Do(act(play.ActStop), now)
	m.step, m.steps = 0, 0
	now += play.FlipDuration
	m.busy = false
	c.Do(act(play.ActEdit), now)
	cell := impossibleCell(t, r)
	c.Do(press(cell), now)
	m.board.Toggle(cell)
	m.mode, m.moves, m.busy, m.start, m.presses = "edit", 0, true, m.board, nil
	check(now, "editing")
	now += play.FlipDuration
	c.Do(act(play.ActEdit), now)
	c.Do(act(play.ActGame), now)
	if sn := c.Snapshot(now); sn.Game != "fridge" || sn.Mode != "play" || sn.Moves != 0 || len(sn.Board) != 16 {
		t.Fatalf("after Mode: %+v", sn)
	}
	m.rules, m.classic, m.shape, m.mode, m.moves, m.busy, m.played, m.hints = fridgeRules, "fridge", "rowcol", "play", 0, false, 0, 0
	m.board = decode(t, fridgeRules, c.Snapshot(now).Board)
	m.start = m.board
	check(now+play.FlipDuration, "fridge")
	now += play.FlipDuration
	c.Do(act(play.ActSolve), now)
	answer, err = fridgeRules.Solution(solver.FromBoard(m.board))
	if err != nil {
		t.Fatal(err)
	}
	for end := now + 20*period; now < end; now += frame {
		c.Tick(now)
	}
	m.board, m.moves, m.presses, m.by = applyAll(fridgeRules, m.board, answer...), len(answer), answer, "solver"
	check(now, "solved fridge")
}
