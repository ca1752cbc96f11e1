package main

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"flip/solver"
)

// The judge problems' sample cases and answers: POJ 1753 and POJ 2965.
const (
	flipSample       = "bwwb\nbbwb\nbwwb\nbwww\n"
	flipSampleAnswer = "4\n"
	fridgeSample     = "-+--\n----\n----\n-+--\n"
	fridgeAnswer     = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n"
)

// binDir holds the flipsolve binary that the tests build, once, on first
// use; TestMain removes it.
var (
	binDir   string
	binOnce  sync.Once
	binPath  string
	binError error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "flipsolve-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// flipsolveBinary returns the path of the flipsolve command built from
// this package, building it on the first call.
func flipsolveBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			binError = fmt.Errorf("no go command to build flipsolve with: %v", err)
			return
		}
		path := filepath.Join(binDir, "flipsolve")
		cmd := exec.Command(goTool, "build", "-o", path, ".")
		if out, err := cmd.CombinedOutput(); err != nil {
			binError = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		binPath = path
	})
	if binError != nil {
		t.Fatal(binError)
	}
	return binPath
}

// result is what one run of the command did.
type result struct {
	stdout, stderr string
	code           int
}

// invoker runs the command with args and stdin.
type invoker struct {
	name string
	run  func(t *testing.T, args []string, stdin string) result
}

// viaRun calls run directly.
func viaRun(t *testing.T, args []string, stdin string) result {
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return result{stdout.String(), stderr.String(), code}
}

// viaBinary runs the built flipsolve binary.
func viaBinary(t *testing.T, args []string, stdin string) result {
	cmd := exec.Command(flipsolveBinary(t), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			t.Fatalf("flipsolve %v: %v", args, err)
		}
		code = exit.ExitCode()
	}
	return result{stdout.String(), stderr.String(), code}
}

var invokers = []invoker{{"run", viaRun}, {"binary", viaBinary}}

// rulesFor returns the classic rule set of the game named name.
func rulesFor(t testing.TB, name string) *solver.Rules {
	t.Helper()
	g, err := solver.GameNamed(name)
	if err != nil {
		t.Fatal(err)
	}
	return solver.MustNew(solver.Classic(g))
}

// checkAnswers checks that out holds one answer per board, in order, each
// right: "Impossible" just when the solver finds the board impossible,
// otherwise the solver's distance and, when moves is set, that many
// "row column" lines whose presses, applied to the board, solve it.
func checkAnswers(t *testing.T, rules *solver.Rules, boards []solver.Board, moves bool, out string) {
	t.Helper()
	lines := strings.Split(out, "\n")
	if lines[len(lines)-1] != "" {
		t.Fatalf("output does not end in a newline: ...%q", lines[len(lines)-1])
	}
	lines = lines[:len(lines)-1]
	bad := 0
	fail := func(format string, args ...any) {
		t.Helper()
		if bad++; bad <= 10 {
			t.Errorf(format, args...)
		}
	}
	at := 0
	for i, b := range boards {
		if bad > 10 {
			t.FailNow()
		}
		if at >= len(lines) {
			t.Fatalf("output ends after %d answers, want %d", i, len(boards))
		}
		head := lines[at]
		at++
		want, werr := rules.Distance(solver.FromBoard(b))
		if werr != nil {
			if head != "Impossible" {
				fail("board %d (%s): answer %q, want Impossible", i, rules.Encode(solver.FromBoard(b)), head)
			}
			continue
		}
		n, err := strconv.Atoi(head)
		if err != nil || n != want || strconv.Itoa(n) != head {
			fail("board %d (%s): answer %q, want %d", i, rules.Encode(solver.FromBoard(b)), head, want)
			continue
		}
		if !moves {
			continue
		}
		if at+n > len(lines) {
			t.Fatalf("board %d (%s): output ends within its %d presses", i, rules.Encode(solver.FromBoard(b)), n)
		}
		x := b
		for _, l := range lines[at : at+n] {
			r, c, _ := strings.Cut(l, " ")
			row, rerr := strconv.Atoi(r)
			col, cerr := strconv.Atoi(c)
			if rerr != nil || cerr != nil || strconv.Itoa(row) != r || strconv.Itoa(col) != c ||
				row < 1 || row > rules.Height() || col < 1 || col > rules.Width() {
				fail("board %d (%s): press %q, want \"row column\" from 1 to 4", i, rules.Encode(solver.FromBoard(b)), l)
				continue
			}
			x = rules.Apply(solver.FromBoard(x), (row-1)*rules.Width()+col-1).Board()
		}
		if !rules.IsGoal(solver.FromBoard(x)) {
			fail("board %d (%s): presses %q leave %s, not a goal", i, rules.Encode(solver.FromBoard(b)), lines[at:at+n], rules.Encode(solver.FromBoard(x)))
		}
		at += n
	}
	if at != len(lines) {
		t.Errorf("%d lines of output after the last answer: %q...", len(lines)-at, lines[at])
	}
}

// formatBoards writes boards in the judge format, with blank lines,
// spaces and \r\n line endings here and there when messy is set.
func formatBoards(rules *solver.Rules, boards []solver.Board, messy bool) string {
	var sb strings.Builder
	for i, b := range boards {
		text := rules.Format(solver.FromBoard(b))
		if messy {
			switch i % 5 {
			case 1:
				sb.WriteString("\n")
			case 2:
				text = strings.ReplaceAll(text, "\n", " \r\n")
			case 3:
				text = "  " + strings.ReplaceAll(text, "\n", "\n\t")
			}
		}
		sb.WriteString(text)
	}
	return sb.String()
}

func TestSamples(t *testing.T) {
	for _, inv := range invokers {
		t.Run(inv.name, func(t *testing.T) {
			for _, tt := range []struct {
				args     []string
				in, want string
			}{
				{nil, flipSample, flipSampleAnswer},
				{[]string{"-game", "flip"}, flipSample, flipSampleAnswer},
				{[]string{"-game=fridge"}, fridgeSample, fridgeAnswer},
				{[]string{"-game", "fridge", "-moves"}, fridgeSample, fridgeAnswer},
			} {
				got := inv.run(t, tt.args, tt.in)
				if got != (result{tt.want, "", 0}) {
					t.Errorf("flipsolve %v < %q = %+v, want stdout %q, no stderr, status 0", tt.args, tt.in, got, tt.want)
				}
			}
		})
	}
}

// TestSeveralBoards feeds many boards in one input, solvable and not, and
// checks every answer against the solver.
func TestSeveralBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(1753, 2965))
	for _, inv := range invokers {
		for _, tt := range []struct {
			game  string
			args  []string
			moves bool
		}{
			{"flip", nil, false},
			{"flip", []string{"-moves"}, true},
			{"flip", []string{"-game", "flip", "-moves"}, true},
			{"fridge", []string{"-game", "fridge"}, true},
		} {
			t.Run(fmt.Sprintf("%s/%v", inv.name, tt.args), func(t *testing.T) {
				rules := rulesFor(t, tt.game)
				var boards []solver.Board
				for i := range 300 {
					var b solver.Board
					if i%2 == 0 {
						b = rules.RandomSolvable(rng).Board()
					} else {
						b = solver.BoardOf(rng.Uint64() & 0xFFFF)
					}
					boards = append(boards, b)
				}
				for _, messy := range []bool{false, true} {
					got := inv.run(t, tt.args, formatBoards(rules, boards, messy))
					if got.code != 0 || got.stderr != "" {
						t.Fatalf("messy %v: status %d, stderr %q; want 0 and nothing", messy, got.code, got.stderr)
					}
					checkAnswers(t, rules, boards, tt.moves, got.stdout)
				}
			})
		}
	}
}

// TestImpossible checks the answer for a flip board no presses solve, with
// and without -moves, between two solvable ones.
func TestImpossible(t *testing.T) {
	rules := rulesFor(t, "flip")
	impossible := firstImpossible(rules)
	in := flipSample + rules.Format(solver.FromBoard(impossible)) + flipSample
	for _, inv := range invokers {
		t.Run(inv.name, func(t *testing.T) {
			got := inv.run(t, nil, in)
			if want := (result{"4\nImpossible\n4\n", "", 0}); got != want {
				t.Errorf("flipsolve < %q = %+v, want %+v", in, got, want)
			}
			got = inv.run(t, []string{"-moves"}, in)
			if want := "4\n1 1\n1 2\n2 2\n4 3\nImpossible\n4\n1 1\n1 2\n2 2\n4 3\n"; got != (result{want, "", 0}) {
				t.Errorf("flipsolve -moves < %q = %+v, want stdout %q", in, got, want)
			}
			checkAnswers(t, rules, []solver.Board{solver.BoardOf(6585), impossible, solver.BoardOf(6585)}, true, got.stdout)
		})
	}
}

// TestFridgeAlwaysPrintsMoves checks that -game fridge prints the presses
// with or without -moves.
func TestFridgeAlwaysPrintsMoves(t *testing.T) {
	rules := rulesFor(t, "fridge")
	rng := rand.New(rand.NewPCG(5, 5))
	boards := []solver.Board{{}}
	for range 20 {
		boards = append(boards, solver.BoardOf(rng.Uint64()&0xFFFF))
	}
	in := formatBoards(rules, boards, false)
	for _, inv := range invokers {
		t.Run(inv.name, func(t *testing.T) {
			plain := inv.run(t, []string{"-game", "fridge"}, in)
			withMoves := inv.run(t, []string{"-moves", "-game", "fridge"}, in)
			if plain != withMoves {
				t.Errorf("-game fridge and -game fridge -moves differ:\n%+v\n%+v", plain, withMoves)
			}
			if !strings.HasPrefix(plain.stdout, "0\n") {
				t.Errorf("solved board: output begins %q, want \"0\\n\"", plain.stdout[:min(len(plain.stdout), 10)])
			}
			checkAnswers(t, rules, boards, true, plain.stdout)
		})
	}
}

// TestBadInput checks each kind of bad input: a message naming the problem
// (and for a board, its line) on stderr, the answers for the boards before
// it and nothing else on stdout, and status 2.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		in     string
		stdout string   // the answers before the bad board
		stderr []string // the message contains these
	}{
		{"wrong char", nil, "bwwb\nbbwb\nbwxb\nbwww\n", "",
			[]string{"line 3, column 3", "'x'"}},
		{"wrong char after two boards", []string{"-moves"}, flipSample + "\n" + flipSample + "bwwb\nbbwb\nbwwb\nbw?w\n",
			"4\n1 1\n1 2\n2 2\n4 3\n4\n1 1\n1 2\n2 2\n4 3\n", []string{"line 13, column 3", "'?'"}},
		{"wrong char fridge", []string{"-game", "fridge"}, fridgeSample + "-+--\n--x-\n----\n-+--\n", fridgeAnswer,
			[]string{"line 6, column 3", "'x'", "+/-"}},
		{"flip board to fridge", []string{"-game", "fridge"}, flipSample, "",
			[]string{"line 1, column 1", "'b'"}},
		{"line too long", nil, flipSample + "bwwb\nbbwb\nbwwbb\nbwww\n", flipSampleAnswer,
			[]string{"line 7", "want 4 characters", `"bwwbb"`}},
		{"line too short", []string{"-game", "fridge"}, "-+-\n", "",
			[]string{"line 1", "want 4 characters", `"-+-"`}},
		{"cut short", nil, flipSample + flipSample + "bwwb\nbbwb\n", "4\n4\n",
			[]string{"line 11", "cut short"}},
		{"non-ASCII", nil, "bwwb\nbbwb\nbwéb\nbwww\n", "",
			[]string{"line 3, column 3", "'é'"}},
		{"non-ASCII short line", nil, "bwwb\nbbwb\nbwé\nbwww\n", "",
			[]string{"line 3", "want 4 characters", `"bwé"`}},
		{"unknown game", []string{"-game", "chess"}, flipSample, "",
			[]string{"-game", `"chess"`, "flip or fridge"}},
		{"extra argument", []string{"input.txt"}, flipSample, "",
			[]string{`"input.txt"`, "standard input"}},
		{"extra argument after flags", []string{"-game", "fridge", "extra"}, fridgeSample, "",
			[]string{`"extra"`}},
		{"unknown flag", []string{"-bogus"}, flipSample, "",
			[]string{"-bogus"}},
	}
	for _, inv := range invokers {
		for _, tt := range tests {
			t.Run(inv.name+"/"+tt.name, func(t *testing.T) {
				got := inv.run(t, tt.args, tt.in)
				if got.code != 2 {
					t.Errorf("status %d, want 2", got.code)
				}
				if got.stdout != tt.stdout {
					t.Errorf("stdout %q, want %q", got.stdout, tt.stdout)
				}
				for _, s := range tt.stderr {
					if !strings.Contains(got.stderr, s) {
						t.Errorf("stderr %q, want it to contain %s", got.stderr, s)
					}
				}
				if strings.Contains(tt.name, "flag") {
					return // the flag package adds the usage
				}
				if lines := strings.Split(strings.TrimSuffix(got.stderr, "\n"), "\n"); len(lines) != 1 || !strings.HasPrefix(lines[0], "flipsolve: ") {
					t.Errorf("stderr %q, want one line beginning \"flipsolve: \"", got.stderr)
				}
			})
		}
	}
}

// TestEmptyInput checks that no boards is no answers and success.
func TestEmptyInput(t *testing.T) {
	for _, inv := range invokers {
		for _, in := range []string{"", "\n\n", "  \r\n"} {
			if got := inv.run(t, nil, in); got != (result{}) {
				t.Errorf("%s: flipsolve < %q = %+v, want nothing and status 0", inv.name, in, got)
			}
		}
	}
}

// TestEveryPosition feeds all 65536 positions of each game in one input and
// checks every answer against the solver.
func TestEveryPosition(t *testing.T) {
	for _, tt := range []struct {
		game  string
		args  []string
		moves bool
	}{
		{"flip", nil, false},
		{"flip", []string{"-moves"}, true},
		{"fridge", []string{"-game", "fridge"}, true},
	} {
		rules := rulesFor(t, tt.game)
		boards := make([]solver.Board, 1<<16)
		for x := range boards {
			boards[x] = solver.BoardOf(uint64(x))
		}
		in := formatBoards(rules, boards, false)
		for _, inv := range invokers {
			t.Run(fmt.Sprintf("%s/%v", inv.name, tt.args), func(t *testing.T) {
				got := inv.run(t, tt.args, in)
				if got.code != 0 || got.stderr != "" {
					t.Fatalf("status %d, stderr %q; want 0 and nothing", got.code, got.stderr)
				}
				checkAnswers(t, rules, boards, tt.moves, got.stdout)
			})
		}
	}
}

// firstImpossible returns the lowest-numbered board of rules (4×4) that no
// presses solve.
func firstImpossible(rules *solver.Rules) solver.Board {
	for x := range uint64(1 << 16) {
		if _, err := rules.Distance(solver.FromBoard(solver.BoardOf(x))); err != nil {
			return solver.BoardOf(x)
		}
	}
	panic("every 4×4 board can be solved")
}
