package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"flip/solver"
)

// runSized runs the command in-process with args on stdin and returns its
// output, error output and status.
func runSized(args []string, stdin string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestSizeFiveByFive(t *testing.T) {
	const plus = "wwwww\nwwbww\nwbbbw\nwwbww\nwwwww\n"
	for _, tt := range []struct {
		args     []string
		in, want string
	}{
		// One press in the middle makes the plus, so one press undoes it.
		{[]string{"-size", "5x5"}, plus, "1\n"},
		{[]string{"-size", "5x5", "-moves"}, plus, "1\n3 3\n"},
		{[]string{"-size=5x5", "-torus", "-moves"}, plus, "1\n3 3\n"},
		{[]string{"-size", "5x5", "-shape", "cross", "-moves"}, plus, "1\n3 3\n"},
		// A lone corner is odd against the quiet pattern b-b-b/b-b-b/…/
		// of 5×5 Lights Out, and so is its complement: no goal is reachable.
		{[]string{"-size", "5x5"}, "bwwww\nwwwww\nwwwww\nwwwww\nwwwww\n", "Impossible\n"},
		// A fridge press on (2, 4) opens row 2 and column 4 of a 5×5 board.
		{[]string{"-game", "fridge", "-size", "5x5"}, "---+-\n+++++\n---+-\n---+-\n---+-\n", "1\n2 4\n"},
		// Width and height in that order: 3 columns, 2 rows.
		{[]string{"-size", "3x2", "-moves"}, "bbw\nbww\n", "1\n1 1\n"},
		// The default board, named: the same as no flags.
		{[]string{"-size", "4x4", "-shape", "cross"}, "bwwb\nbbwb\nbwwb\nbwww\n", "4\n"},
	} {
		stdout, stderr, code := runSized(tt.args, tt.in)
		if stdout != tt.want || stderr != "" || code != 0 {
			t.Errorf("flipsolve %v < %q = %q, %q, %d; want %q, no error, 0", tt.args, tt.in, stdout, stderr, code, tt.want)
		}
	}
}

// TestSizeRandomBoards checks answers on random boards of several sizes
// and shapes by applying the printed presses.
func TestSizeRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, s := range []solver.Spec{
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross},
		{Game: solver.FlipGame, Width: 7, Height: 3, Shape: solver.King, Torus: true},
		{Game: solver.Fridge, Width: 6, Height: 5, Shape: solver.RowCol},
		{Game: solver.Fridge, Width: 12, Height: 9, Shape: solver.Cross, Torus: true},
	} {
		r := solver.MustNew(s)
		args := []string{"-game", s.Game.Name, "-size", strconv.Itoa(s.Width) + "x" + strconv.Itoa(s.Height), "-shape", s.Shape.String(), "-moves"}
		if s.Torus {
			args = append(args, "-torus")
		}
		var in strings.Builder
		var boards []solver.Board
		for range 10 {
			b := r.RandomSolvable(rng)
			boards = append(boards, b.Board())
			in.WriteString(r.Format(b))
		}
		stdout, stderr, code := runSized(args, in.String())
		if stderr != "" || code != 0 {
			t.Fatalf("flipsolve %v: %q, status %d", args, stderr, code)
		}
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		for i, b := range boards {
			want, _ := r.Distance(solver.FromBoard(b))
			n, err := strconv.Atoi(lines[0])
			if err != nil || n != want || len(lines) < 1+n {
				t.Fatalf("%v board %d: answer %q, want %d presses", s, i, lines[0], want)
			}
			for _, l := range lines[1 : 1+n] {
				var row, col int
				fields := strings.Fields(l)
				if len(fields) == 2 {
					row, _ = strconv.Atoi(fields[0])
					col, _ = strconv.Atoi(fields[1])
				}
				if row < 1 || row > s.Height || col < 1 || col > s.Width {
					t.Fatalf("%v board %d: press %q", s, i, l)
				}
				b = r.Apply(solver.FromBoard(b), (row-1)*s.Width+col-1).Board()
			}
			if !r.IsGoal(solver.FromBoard(b)) {
				t.Errorf("%v board %d: the presses do not solve it", s, i)
			}
			lines = lines[1+n:]
		}
		if len(lines) != 0 {
			t.Errorf("%v: %d extra lines: %q", s, len(lines), lines)
		}
	}
}

// TestSizeNotProven checks the extra line after an answer the solver cannot
// prove minimal: a solvable 32×32 king board, whose null space has 2^63
// members, and the lower bound on it.
func TestSizeNotProven(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 32, Height: 32, Shape: solver.King})
	b := r.RandomSolvable(rand.New(rand.NewPCG(32, 32)))
	board := r.Format(b)
	stdout, stderr, code := runSized([]string{"-game", "fridge", "-size", "32x32", "-shape", "king"}, board)
	if stderr != "" || code != 0 {
		t.Fatalf("got %q, status %d", stderr, code)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	n, err := strconv.Atoi(lines[0])
	var bound int
	if err == nil && len(lines) == n+2 {
		_, err = fmt.Sscanf(lines[n+1], "not proven minimal (at least %d)", &bound)
	}
	if err != nil || len(lines) != n+2 || bound <= 0 || bound > n {
		t.Fatalf("got %q; want a count, its presses, then \"not proven minimal (at least L)\" with 0 < L ≤ the count", stdout)
	}
	const w = 32
	for _, l := range lines[1 : n+1] {
		var row, col int
		if _, err := fmt.Sscanf(l, "%d %d", &row, &col); err != nil {
			t.Fatalf("press %q: %v", l, err)
		}
		b = r.Apply(b, (row-1)*w+col-1)
	}
	if !r.IsGoal(b) {
		t.Errorf("the presses in %q do not solve the board", stdout)
	}
}

func TestSizeBadFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // in the message
	}{
		{[]string{"-size", "5"}, `-size: bad size "5"`},
		{[]string{"-size", "5x"}, `-size: bad size "5x"`},
		{[]string{"-size", "x5"}, `-size: bad size "x5"`},
		{[]string{"-size", "5x5x5"}, `-size: bad size "5x5x5"`},
		{[]string{"-size", "five"}, `-size: bad size "five"`},
		{[]string{"-size", "5X5"}, `-size: bad size "5X5"`},
		{[]string{"-size", " 5x5"}, `-size: bad size " 5x5"`},
		{[]string{"-size", ""}, `-size: bad size ""`},
		{[]string{"-size", "0x5"}, "-size: board size 0x5: want 1x1 to 32x32"},
		{[]string{"-size", "33x1"}, "-size: board size 33x1: want 1x1 to 32x32"},
		{[]string{"-size", "-4x4"}, "-size: board size -4x4: want 1x1 to 32x32"},
		{[]string{"-shape", "hex"}, `-shape: unknown shape "hex": want cross, rowcol or king`},
		{[]string{"-shape", "Cross"}, `-shape: unknown shape "Cross"`},
		{[]string{"-size", "5x5", "-shape", "plus"}, `-shape: unknown shape "plus"`},
		{[]string{"-game", "fridge", "-size", "5x5", "-shape", "kings"}, `-shape: unknown shape "kings"`},
	} {
		stdout, stderr, code := runSized(tt.args, "bwwb\nbbwb\nbwwb\nbwww\n")
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		if code != 2 || stdout != "" || len(lines) != 1 || !strings.HasPrefix(stderr, "flipsolve: ") || !strings.Contains(stderr, tt.want) {
			t.Errorf("flipsolve %q: %q, %q, status %d; want one line of error containing %q, status 2", tt.args, stdout, stderr, code, tt.want)
		}
	}
}

// TestSizeBadBoard checks that the reader takes its shape from -size.
func TestSizeBadBoard(t *testing.T) {
	stdout, stderr, code := runSized([]string{"-size", "5x3"}, "wwwww\nwwbww\nwbbb\n")
	if code != 2 || stdout != "" || !strings.Contains(stderr, `line 3: want 5 characters of b/w, got "wbbb"`) {
		t.Errorf("got %q, %q, %d", stdout, stderr, code)
	}
	stdout, stderr, code = runSized([]string{"-size", "5x3"}, "wwwww\nwwbww\n")
	if code != 2 || stdout != "" || !strings.Contains(stderr, "want 3 lines of 5 characters") {
		t.Errorf("got %q, %q, %d", stdout, stderr, code)
	}
}
