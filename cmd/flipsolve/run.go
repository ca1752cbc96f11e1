package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"syscall"

	"flip/solver"
)

// Exit statuses.
const (
	exitOK    = 0
	exitWrite = 1 // the answers could not be written
	exitInput = 2 // bad flags or a malformed board
)

// run is the whole command: it parses args, solves every board read from
// stdin and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flipsolve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "flip", "the puzzle: flip (POJ 1753) or fridge (POJ 2965)")
	moves := fs.Bool("moves", false, "for flip, also print the presses of an optimal solution")
	size := fs.String("size", "4x4", "the board size `WxH`: W columns and H rows, from 1x1 to 32x32")
	shape := fs.String("shape", "", "the press `shape`: cross, rowcol or king (default: the game's, cross for flip, rowcol for fridge)")
	torus := fs.Bool("torus", false, "wrap presses around the board's edges")
	explain := fs.Bool("explain", false, "after each Impossible, print a certificate per goal: a line \"quiet X\" (X the goal's character), then the board with x on its cells")
	histogram := fs.Bool("histogram", false, "read nothing; print how many positions are at each par (boards of up to 16 cells), the nullity and how many positions can be solved")
	chase := fs.Bool("chase", false, "read nothing; print the light-chasing last-row table of the flip cross board of -size (width 1 to 16, height 1 to 32): one line \"P T\" per last row P that top-row presses T clear, then \"clearable N of 2^W\"")
	colors := coloursFlag("2")
	fs.Var(&colors, "colors", "the number of colours `K`, 2 to 6: a press adds 1 mod K; for K >= 3 boards are written in the digits 0 to K-1 (a colour for flip, a handle's turns from open for fridge)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: flipsolve [-game flip|fridge] [-colors K] [-moves] [-explain] [-size WxH] [-shape cross|rowcol|king] [-torus] < boards")
		fmt.Fprintln(fs.Output(), "       flipsolve -histogram [-game flip|fridge] [-colors K] [-size WxH] [-shape cross|rowcol|king] [-torus]")
		fmt.Fprintln(fs.Output(), "       flipsolve -chase [-size WxH]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return exitOK // help asked for is not an error
	} else if err != nil {
		return exitInput
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "flipsolve: unexpected argument %q: boards are read from standard input\n", fs.Arg(0))
		return exitInput
	}
	g, err := solver.GameNamed(*game)
	if err != nil {
		fmt.Fprintf(stderr, "flipsolve: -game: %v\n", err)
		return exitInput
	}
	k, err := parseColours(string(colors))
	if err != nil {
		fmt.Fprintf(stderr, "flipsolve: -colors: %v\n", err)
		return exitInput
	}
	spec := solver.Spec{Game: g, Shape: g.Shape, Torus: *torus}
	if !*chase { // -chase holds -size to its own limits: see runChase
		if spec.Width, spec.Height, err = parseSize(*size); err != nil {
			fmt.Fprintf(stderr, "flipsolve: -size: %v\n", err)
			return exitInput
		}
	}
	if *shape != "" {
		if spec.Shape, err = solver.ParseShape(*shape); err != nil {
			fmt.Fprintf(stderr, "flipsolve: -shape: %v\n", err)
			return exitInput
		}
	}
	if *chase {
		modes := []namedFlag{{"-histogram", *histogram}, {"-moves", *moves}, {"-explain", *explain}, {"-colors " + string(colors), k != 2}}
		return runChase(spec, *size, modes, stdout, stderr)
	}
	opts := answerOptions{moves: *moves || g == solver.Fridge, explain: *explain}
	rules, err := solver.New(spec.WithColours(k))
	if err != nil {
		fmt.Fprintf(stderr, "flipsolve: %v\n", err)
		return exitInput
	}
	out := bufio.NewWriterSize(stdout, 64<<10)
	if *histogram {
		return finish(writeFacts(out, rules), stderr, exitOK)
	}
	br := rules.NewReader(stdin)
	return answerAll(br, func(buf []byte, p *solver.Position) []byte { return appendAnswer(buf, rules, p, opts) }, out, stderr)
}

// answerAll reads boards with br until the input ends, writing each
// one's answer (appended by answer) to out: on a bad board it writes the
// answers so far, says what was wrong and returns exitInput (see finish
// for a failed write).
func answerAll(br *solver.Reader, answer func([]byte, *solver.Position) []byte, out *bufio.Writer, stderr io.Writer) int {
	var buf []byte
	var b solver.Position
	for {
		err := br.Next(&b)
		if errors.Is(err, io.EOF) {
			return finish(out.Flush(), stderr, exitOK)
		}
		if err != nil {
			if status := finish(out.Flush(), stderr, exitInput); status != exitInput {
				return status
			}
			fmt.Fprintf(stderr, "flipsolve: %v\n", err)
			return exitInput
		}
		buf = answer(buf[:0], &b)
		if _, err := out.Write(buf); err != nil {
			return finish(err, stderr, exitOK)
		}
	}
}

// finish returns the exit status after writing the answers ended with err:
// status when err is nil; quietly exitOK when standard output is a pipe
// whose reader has gone (as in "flipsolve | head -1"), as Unix tools end;
// otherwise exitWrite, with a message on stderr, so that no answer is lost
// silently.
func finish(err error, stderr io.Writer, status int) int {
	switch {
	case err == nil:
		return status
	case errors.Is(err, syscall.EPIPE):
		return exitOK
	}
	fmt.Fprintf(stderr, "flipsolve: writing the answers: %v\n", err)
	return exitWrite
}

// parseSize reads a board size written WxH, as in "5x5", and checks that
// it is one the solver takes.
func parseSize(s string) (w, h int, err error) {
	if w, h, err = parseDims(s); err != nil {
		return 0, 0, err
	}
	if w < 1 || w > solver.MaxSide || h < 1 || h > solver.MaxSide {
		return 0, 0, fmt.Errorf("board size %s: want 1x1 to %dx%d", s, solver.MaxSide, solver.MaxSide)
	}
	return w, h, nil
}

// parseDims reads a board size written WxH, as in "5x5", without checking
// its range.
func parseDims(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(s, "x")
	if ok {
		w, err = strconv.Atoi(ws)
		if err == nil {
			h, err = strconv.Atoi(hs)
		}
	}
	if !ok || err != nil || strconv.Itoa(w) != ws || strconv.Itoa(h) != hs {
		return 0, 0, fmt.Errorf("bad size %q: want WxH, as in 5x5", s)
	}
	return w, h, nil
}

// answerOptions says what an answer holds beyond the judge's count.
type answerOptions struct {
	moves   bool // the presses, one "row col" line each
	explain bool // after Impossible, a certificate per goal
}

// appendAnswer appends the judge's answer for p to buf: the par or
// "Impossible" (with opts.explain followed by the certificates); with
// opts.moves one "row col" line per press, a cell pressed j times listed j
// times; then a line "not proven minimal (at least L)", L a lower bound,
// when the solver could not prove it (only ever on a board far larger
// than the judge's, or in K colours one the game does not offer).
func appendAnswer(buf []byte, rules *solver.Rules, p *solver.Position, opts answerOptions) []byte {
	a, err := rules.Solve(*p)
	if err != nil {
		buf = append(buf, "Impossible\n"...)
		if opts.explain {
			buf = appendCertificates(buf, rules, *p)
		}
		return buf
	}
	w := rules.Width()
	buf = strconv.AppendInt(buf, int64(len(a.Presses)), 10)
	buf = append(buf, '\n')
	if opts.moves {
		for _, p := range a.Presses {
			buf = strconv.AppendInt(buf, int64(p/w+1), 10)
			buf = append(buf, ' ')
			buf = strconv.AppendInt(buf, int64(p%w+1), 10)
			buf = append(buf, '\n')
		}
	}
	if !a.Proven {
		buf = fmt.Appendf(buf, "not proven minimal (at least %d)\n", a.Bound)
	}
	return buf
}
