package main

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"flip/solver"
)

// checkExplained checks -explain output for boards against the rules: each
// solvable board's answer is as checkAnswers wants it, and each "Impossible"
// is followed by one block per goal, in the order of Goals, whose marked
// cells are checked for both conditions cell by cell: every press changes
// an even number of them, and an odd number of them differ from the goal.
func checkExplained(t *testing.T, rules *solver.Rules, boards []solver.Board, out string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	w, h := rules.Width(), rules.Height()
	at := 0
	next := func() string {
		t.Helper()
		if at >= len(lines) {
			t.Fatalf("output ends early")
		}
		at++
		return lines[at-1]
	}
	for i, b := range boards {
		head := next()
		if _, err := rules.Distance(solver.FromBoard(b)); err == nil {
			n, err := strconv.Atoi(head)
			if err != nil {
				t.Fatalf("board %d (%s): answer %q, want a count: it is solvable", i, rules.Encode(solver.FromBoard(b)), head)
			}
			if rules.Game() == solver.Fridge {
				at += n // the presses
			}
			if at < len(lines) && lines[at] == "not proven minimal" {
				at++
			}
			continue
		}
		if head != "Impossible" {
			t.Fatalf("board %d (%s): answer %q, want Impossible", i, rules.Encode(solver.FromBoard(b)), head)
		}
		for _, g := range rules.Goals() {
			goal := rules.Symbol(g, 0)
			if got, want := next(), fmt.Sprintf("quiet %c", goal); got != want {
				t.Fatalf("board %d (%s): line %q, want %q", i, rules.Encode(solver.FromBoard(b)), got, want)
			}
			var cells []int
			for r := range h {
				row := next()
				if len(row) != w || strings.Trim(row, "x.") != "" {
					t.Fatalf("board %d (%s): certificate row %q, want %d characters of x and .", i, rules.Encode(solver.FromBoard(b)), row, w)
				}
				for c, ch := range row {
					if ch == 'x' {
						cells = append(cells, r*w+c)
					}
				}
			}
			for p := range rules.Cells() {
				n := 0
				for _, c := range cells {
					if rules.Press(p).Get(c) {
						n++
					}
				}
				if n%2 != 0 {
					t.Fatalf("board %d (%s), goal %c: a press on %d changes %d of the marked cells %v", i, rules.Encode(solver.FromBoard(b)), goal, p, n, cells)
				}
			}
			off := 0
			for _, c := range cells {
				if rules.Symbol(solver.FromBoard(b), c) != goal {
					off++
				}
			}
			if off%2 != 1 {
				t.Fatalf("board %d (%s), goal %c: %d of the marked cells %v differ from it, an even number", i, rules.Encode(solver.FromBoard(b)), goal, off, cells)
			}
		}
	}
	if at != len(lines) {
		t.Fatalf("%d lines after the last answer: %q", len(lines)-at, lines[at])
	}
}

// TestExplainEveryPosition runs -explain through the binary on every 4×4
// Flip Game position (61440 of them impossible) and checks every block.
func TestExplainEveryPosition(t *testing.T) {
	rules := rulesFor(t, "flip")
	boards := make([]solver.Board, 1<<16)
	for x := range boards {
		boards[x] = solver.BoardOf(uint64(x))
	}
	got := viaBinary(t, []string{"-explain"}, formatBoards(rules, boards, false))
	if got.code != 0 || got.stderr != "" {
		t.Fatalf("status %d, stderr %q", got.code, got.stderr)
	}
	checkExplained(t, rules, boards, got.stdout)
}

// TestExplainOtherBoards runs -explain on random boards of other sizes,
// shapes and games, the Refrigerator's open goal included.
func TestExplainOtherBoards(t *testing.T) {
	for _, tt := range []struct {
		args []string
		spec solver.Spec
	}{
		{[]string{"-size", "5x5"}, solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross}},
		{[]string{"-game", "fridge", "-size", "3x3"}, solver.Spec{Game: solver.Fridge, Width: 3, Height: 3, Shape: solver.RowCol}},
		{[]string{"-size", "7x5", "-shape", "rowcol", "-torus"}, solver.Spec{Game: solver.FlipGame, Width: 7, Height: 5, Shape: solver.RowCol, Torus: true}},
		{[]string{"-game", "fridge", "-size", "9x9", "-shape", "king", "-torus"}, solver.Spec{Game: solver.Fridge, Width: 9, Height: 9, Shape: solver.King, Torus: true}},
	} {
		rules := solver.MustNew(tt.spec)
		var boards []solver.Board
		for x := range 40 {
			var b solver.Board
			for c := range rules.Cells() {
				b.Set(c, (x*7919+c*104729)%(3+x%5) == 0)
			}
			boards = append(boards, b)
		}
		for _, inv := range invokers {
			got := inv.run(t, append([]string{"-explain"}, tt.args...), formatBoards(rules, boards, false))
			if got.code != 0 || got.stderr != "" {
				t.Fatalf("%s %v: status %d, stderr %q", inv.name, tt.args, got.code, got.stderr)
			}
			if !strings.Contains(got.stdout, "quiet") {
				t.Errorf("%s %v: no impossible board among the 40", inv.name, tt.args)
			}
			checkExplained(t, rules, boards, got.stdout)
		}
	}
}

// TestExplainSample pins the block for one board, and that without
// -explain the judge's answer is unchanged.
func TestExplainSample(t *testing.T) {
	in := "bwww\nwwww\nwwww\nwwww\n"
	block := "xxx.\n.x.x\n..xx\n...x\n"
	for _, inv := range invokers {
		if got, want := inv.run(t, []string{"-explain"}, in), (result{"Impossible\nquiet w\n" + block + "quiet b\n" + block, "", 0}); got != want {
			t.Errorf("%s: -explain = %+v, want %+v", inv.name, got, want)
		}
		if got, want := inv.run(t, nil, in), (result{"Impossible\n", "", 0}); got != want {
			t.Errorf("%s: no -explain = %+v, want %+v", inv.name, got, want)
		}
	}
}
