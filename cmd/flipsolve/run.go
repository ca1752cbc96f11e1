package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"flip/solver"
)

// Exit statuses.
const (
	exitOK    = 0
	exitInput = 2 // bad flags or a malformed board
)

// run is the whole command: it parses args, solves every board read from
// stdin and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("flipsolve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "flip", "the puzzle: flip (POJ 1753) or fridge (POJ 2965)")
	moves := fs.Bool("moves", false, "for flip, also print the presses of an optimal solution")
	if err := fs.Parse(args); err != nil {
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
	rules := solver.MustNew(solver.Classic(g))
	printMoves := *moves || g == solver.Fridge

	out := bufio.NewWriterSize(stdout, 64<<10)
	defer out.Flush()
	br := rules.NewReader(stdin)
	var buf []byte
	for {
		b, err := br.Next()
		if errors.Is(err, io.EOF) {
			return exitOK
		}
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "flipsolve: %v\n", err)
			return exitInput
		}
		buf = appendAnswer(buf[:0], rules, b, printMoves)
		out.Write(buf)
	}
}

// appendAnswer appends the judge's answer for b to buf.
func appendAnswer(buf []byte, rules *solver.Rules, b solver.Board, moves bool) []byte {
	a, err := rules.Solve(b)
	if err != nil {
		return append(buf, "Impossible\n"...)
	}
	buf = strconv.AppendInt(buf, int64(len(a.Presses)), 10)
	buf = append(buf, '\n')
	if !moves {
		return buf
	}
	w := rules.Width()
	for _, p := range a.Presses {
		buf = strconv.AppendInt(buf, int64(p/w+1), 10)
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, int64(p%w+1), 10)
		buf = append(buf, '\n')
	}
	return buf
}
