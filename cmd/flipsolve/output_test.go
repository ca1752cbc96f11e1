package main

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"flip/solver"
)

// failingWriter accepts room bytes, then fails every write with err.
type failingWriter struct {
	room int
	err  error
}

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) <= w.room {
		w.room -= len(p)
		return len(p), nil
	}
	n := w.room
	w.room = 0
	return n, w.err
}

// manyBoards returns every 4×4 Flip Game position in the judge format:
// answers far larger than the output buffer.
func manyBoards() string {
	rules := solver.MustNew(solver.Classic(solver.FlipGame))
	boards := make([]solver.Board, 1<<16)
	for x := range boards {
		boards[x] = solver.BoardOf(uint64(x))
	}
	return formatBoards(rules, boards, false)
}

// TestWriteErrors checks that a failed write, early or only at the final
// flush, ends the run with status 1 and one line on stderr that says so,
// and that a closed pipe (EPIPE) ends it quietly with status 0.
func TestWriteErrors(t *testing.T) {
	full := errors.New("no space left on device")
	many := manyBoards()
	for _, tt := range []struct {
		name   string
		in     string
		room   int
		err    error
		code   int
		stderr string
	}{
		{"final flush", flipSample, 0, full, 1, "flipsolve: writing the answers: no space left on device\n"},
		{"mid-stream", many, 100_000, full, 1, "flipsolve: writing the answers: no space left on device\n"},
		{"before a bad board", flipSample + "bwxb\n", 0, full, 1, "flipsolve: writing the answers: no space left on device\n"},
		{"closed pipe", many, 100_000, syscall.EPIPE, 0, ""},
		{"closed pipe wrapped", flipSample, 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}, 0, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stderr strings.Builder
			code := run(nil, strings.NewReader(tt.in), &failingWriter{room: tt.room, err: tt.err}, &stderr)
			if code != tt.code || stderr.String() != tt.stderr {
				t.Errorf("status %d, stderr %q; want %d, %q", code, stderr.String(), tt.code, tt.stderr)
			}
		})
	}
	// -histogram writes through the same check.
	var stderr strings.Builder
	if code := run([]string{"-histogram"}, nil, &failingWriter{err: full}, &stderr); code != 1 || !strings.Contains(stderr.String(), "no space") {
		t.Errorf("-histogram to a failing writer: status %d, stderr %q; want 1 and a message", code, stderr.String())
	}
}

// TestDevFull runs the binary with standard output on /dev/full.
func TestDevFull(t *testing.T) {
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer f.Close()
	for _, in := range []string{flipSample, manyBoards()} {
		cmd := exec.Command(flipsolveBinary(t))
		cmd.Stdin = strings.NewReader(in)
		cmd.Stdout = f
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || !strings.HasPrefix(stderr.String(), "flipsolve: writing the answers: ") || !strings.Contains(stderr.String(), "no space left on device") {
			t.Errorf("flipsolve > /dev/full (%d bytes in): %v, stderr %q; want status 1 and a message", len(in), err, stderr.String())
		}
	}
}

// TestClosedPipe runs the binary into a pipe whose reader goes after one
// line, as "flipsolve | head -1" does: it must end quietly, with status 0
// or killed by SIGPIPE, as Unix tools are.
func TestClosedPipe(t *testing.T) {
	cmd := exec.Command(flipsolveBinary(t), "-moves")
	cmd.Stdin = strings.NewReader(manyBoards())
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || line == "" {
		t.Fatalf("first line %q, %v", line, err)
	}
	out.Close()
	err = cmd.Wait()
	var exit *exec.ExitError
	if err != nil {
		if !errors.As(err, &exit) {
			t.Fatal(err)
		}
		if ws, ok := exit.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGPIPE {
			t.Errorf("after the reader went: %v; want status 0 or SIGPIPE", err)
		}
	}
	if stderr.String() != "" {
		t.Errorf("stderr %q, want nothing", stderr.String())
	}
}

// TestHelp checks that -h and -help print the usage and succeed.
func TestHelp(t *testing.T) {
	for _, inv := range invokers {
		for _, arg := range []string{"-h", "-help", "--help"} {
			got := inv.run(t, []string{arg}, "")
			if got.code != 0 || got.stdout != "" || !strings.HasPrefix(got.stderr, "usage: flipsolve") || !strings.Contains(got.stderr, "-explain") || !strings.Contains(got.stderr, "-histogram") {
				t.Errorf("%s: flipsolve %s = %+v; want status 0 and the usage on stderr", inv.name, arg, got)
			}
		}
	}
}

// TestInputEdges checks through the binary what issue 16 asked for: a
// byte-order mark at the start is skipped, and an error quotes a short,
// escaped excerpt of a long bad line, or names the line limit.
func TestInputEdges(t *testing.T) {
	long := "\xff" + strings.Repeat("bw", 400_000)
	for _, tt := range []struct {
		name   string
		in     string
		stdout string
		stderr string // the whole message, or its start when it ends in "…"
		code   int
	}{
		{"byte-order mark", "\uFEFF" + flipSample, flipSampleAnswer, "", 0},
		{"byte-order mark and blank line", "\uFEFF\r\n" + flipSample + flipSample, flipSampleAnswer + flipSampleAnswer, "", 0},
		{"bad byte", "bw\xffb\nbbwb\nbwwb\nbwww\n", "", "flipsolve: line 1, column 3: want b/w, got '\\xff'\n", 2},
		{"long line", flipSample + long + "\n", flipSampleAnswer, `flipsolve: line 5: want 4 characters of b/w, got "\xffbwbwbwbw…`, 2},
		{"over-long line", flipSample + strings.Repeat("w", 2<<20), flipSampleAnswer, "flipsolve: line 5: longer than 1048576 bytes, the longest line the reader takes\n", 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := viaBinary(t, nil, tt.in)
			okErr := got.stderr == tt.stderr
			if prefix, cut := strings.CutSuffix(tt.stderr, "…"); cut {
				okErr = strings.HasPrefix(got.stderr, prefix) && len(got.stderr) < 150 && strings.Count(got.stderr, "\n") == 1
			}
			if got.code != tt.code || got.stdout != tt.stdout || !okErr {
				t.Errorf("got %+v; want stdout %q, stderr %q, status %d", got, tt.stdout, tt.stderr, tt.code)
			}
		})
	}
}
