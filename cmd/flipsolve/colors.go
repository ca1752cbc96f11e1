package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"flip/solver"
	"flip/solver/colours"
)

// coloursFlag is -colors as written. run checks it with parseColours, so
// that a bad value is one line naming the flag, as a bad -size is, rather
// than the flag package's message and the usage.
type coloursFlag string

func (f *coloursFlag) String() string     { return string(*f) }
func (f *coloursFlag) Set(s string) error { *f = coloursFlag(s); return nil }

// parseColours reads -colors: a number of colours from 2 to 6, written
// plainly ("3", not "03" or "+3").
func parseColours(s string) (int, error) {
	k, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(k) != s {
		return 0, fmt.Errorf("want a number from %d to %d, got %q", colours.MinColours, colours.MaxColours, s)
	}
	if k < colours.MinColours || k > colours.MaxColours {
		return 0, fmt.Errorf("want %d to %d colours, got %d", colours.MinColours, colours.MaxColours, k)
	}
	return k, nil
}

// runColours is flipsolve -colors K for K ≥ 3 (K = 2 is the solver
// package's game, which run keeps to): boards of the digits 0 to K−1, read
// and answered as run reads and answers two-colour ones, or with histogram
// the rule set's facts. It returns the exit status.
func runColours(spec solver.Spec, k int, histogram bool, opts answerOptions, stdin io.Reader, stdout, stderr io.Writer) int {
	rules, err := colours.New(spec, k)
	if err != nil {
		fmt.Fprintf(stderr, "flipsolve: %v\n", err)
		return exitInput
	}
	out := bufio.NewWriterSize(stdout, 64<<10)
	if histogram {
		return finish(writeColourFacts(out, rules), stderr, exitOK)
	}
	dr := newDigitReader(stdin, spec.Width, spec.Height, k)
	return answerAll(dr.Next, func(buf []byte, p colours.Position) []byte { return appendColourAnswer(buf, rules, p, opts) }, out, stderr)
}

// appendColourAnswer is appendAnswer in K colours: the par or
// "Impossible"; with opts.moves one "row col" line per press, a cell
// pressed j times listed j times; "not proven minimal (at least L)" when
// the solver could not prove the par; with opts.explain the certificates
// after "Impossible".
func appendColourAnswer(buf []byte, rules *colours.Rules, p colours.Position, opts answerOptions) []byte {
	a, err := rules.Solve(p)
	return appendSolved(buf, a, err, rules.Spec().Width, opts, func(buf []byte) []byte { return appendColourCertificates(buf, rules, p) })
}

// appendColourCertificates is appendCertificates in K colours: for an
// impossible position p, one block per goal, a line "quiet X" (X the
// goal's digit: its colour for the Flip Game, 0 for the Refrigerator),
// then Height lines of Width characters, each cell's weight as a digit and
// . for weight 0.
func appendColourCertificates(buf []byte, rules *colours.Rules, p colours.Position) []byte {
	w, h := rules.Spec().Width, rules.Spec().Height
	for _, c := range rules.Certificates(p) {
		buf = append(buf, "quiet "...)
		buf = append(buf, byte('0'+rules.GoalColour(c.Goal)), '\n')
		for r := range h {
			for _, v := range c.Weights[r*w : (r+1)*w] {
				if v == 0 {
					buf = append(buf, '.')
				} else {
					buf = append(buf, '0'+v)
				}
			}
			buf = append(buf, '\n')
		}
	}
	return buf
}

// writeColourFacts is writeFacts in K colours: where the rule set has a
// distance table (K^n ≤ 2^24) a line "par P: N" for every par P from 0 to
// the largest, then "impossible: N"; on every board "quiet press sets: Q"
// and "solvable: N of K^n", Q and N exact integers.
func writeColourFacts(out *bufio.Writer, rules *colours.Rules) error {
	if h, err := rules.Histogram(); err == nil {
		for k, n := range h.Counts {
			fmt.Fprintf(out, "par %d: %d\n", k, n)
		}
		fmt.Fprintf(out, "impossible: %d\n", h.Impossible)
	}
	fmt.Fprintf(out, "quiet press sets: %v\n", rules.QuietSets())
	fmt.Fprintf(out, "solvable: %v of %d^%d\n", rules.Solvable(), rules.Colours(), rules.Cells())
	return out.Flush()
}
