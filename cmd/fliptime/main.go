// Command fliptime reads `go test -json` on standard input and writes
// what `go test` would have printed without -json: each package's
// closing line, and the output of the tests that failed (a package's
// output held back until it ends, so that packages run at once do not
// interleave). It ends with what the time went to: each package's time
// and the ten slowest tests. It exits with 1 when a test or a package
// failed, or when the input held no test event, so that `make test`
// fails as `go test` would. With -md file, it also writes every
// package's and every test's time there, as the Markdown table of
// docs/testing.md.
//
//	go test -json ./... | go run ./cmd/fliptime [-md times.md]
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

func main() {
	md := flag.String("md", "", "also write every package's and test's time to this file, as a Markdown table")
	flag.Parse()
	r, err := read(os.Stdin, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fliptime:", err)
		os.Exit(2)
	}
	r.write(os.Stdout)
	if *md != "" {
		var b strings.Builder
		r.table(&b)
		if err := os.WriteFile(*md, []byte(b.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "fliptime:", err)
			os.Exit(2)
		}
	}
	if r.failed || r.events == 0 {
		os.Exit(1)
	}
}

// event is one line of `go test -json` (cmd/test2json's TestEvent).
type event struct {
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
}

// timing is one test's or package's time.
type timing struct {
	name    string
	seconds float64
}

// report is what the run said about time, and whether anything failed.
type report struct {
	packages []timing
	tests    []timing // the top-level tests, each of those whose cases ran at once as its cases
	cases    []timing // the subtests
	failed   bool
	events   int
}

// read copies what go test would have printed of in to out and gathers
// the times, packages and tests each slowest first. A line that is not
// an event (an error of go test's own) is copied as it is.
func read(in io.Reader, out io.Writer) (*report, error) {
	r := &report{}
	held := map[string][]string{} // output not yet printed, by package and test
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintf(out, "%s\n", line)
			continue
		}
		r.events++
		key := e.Package + " " + e.Test
		switch e.Action {
		case "output":
			held[key] = append(held[key], e.Output)
		case "pass", "skip":
			if e.Test != "" {
				delete(held, key)
			}
		case "fail":
			r.failed = true
			if e.Test != "" {
				io.WriteString(out, strings.Join(held[key], ""))
				delete(held, key)
			}
		}
		if e.Action != "pass" && e.Action != "fail" {
			continue
		}
		switch {
		case e.Test == "": // the package's end: its own lines (ok, FAIL, a panic's)
			for _, l := range held[key] {
				if l != "PASS\n" {
					io.WriteString(out, l)
				}
			}
			delete(held, key)
			r.packages = append(r.packages, timing{e.Package, e.Elapsed})
		case !strings.Contains(e.Test, "/"): // a subtest's time is in its parent's
			r.tests = append(r.tests, timing{e.Package + " " + e.Test, e.Elapsed})
		default:
			r.cases = append(r.cases, timing{e.Package + " " + e.Test, e.Elapsed})
		}
	}
	r.tests = r.apart(r.tests, r.cases)
	desc := func(a, b timing) int {
		return cmp.Or(cmp.Compare(b.seconds, a.seconds), strings.Compare(a.name, b.name))
	}
	slices.SortFunc(r.packages, desc)
	slices.SortFunc(r.tests, desc)
	return r, sc.Err()
}

// apart returns tests with each test whose cases ran at once (in
// parallel: a case took longer than the test, which returned before
// they ran) replaced by its innermost cases, so that the time is where
// it went.
func (r *report) apart(tests, cases []timing) []timing {
	var out []timing
	for _, t := range tests {
		var mine []timing
		longest := 0.0
		for _, c := range cases {
			if !strings.HasPrefix(c.name, t.name+"/") {
				continue
			}
			longest = max(longest, c.seconds)
			if !slices.ContainsFunc(cases, func(d timing) bool { return strings.HasPrefix(d.name, c.name+"/") }) {
				mine = append(mine, c)
			}
		}
		if longest > t.seconds {
			out = append(out, mine...)
		} else {
			out = append(out, t)
		}
	}
	return out
}

// slowest is how many tests the report lists.
const slowest = 10

// write prints the packages by time and the slowest tests.
func (r *report) write(out io.Writer) {
	fmt.Fprintf(out, "\nTime by package (1 s or more):\n")
	for _, p := range r.packages {
		if p.seconds >= 1 {
			fmt.Fprintf(out, "  %7.1f s  %s\n", p.seconds, p.name)
		}
	}
	n := min(slowest, len(r.tests))
	fmt.Fprintf(out, "The %d slowest tests:\n", n)
	for _, t := range r.tests[:n] {
		fmt.Fprintf(out, "  %7.1f s  %s\n", t.seconds, t.name)
	}
}

// table writes every package's time, and under it each of its tests',
// as a Markdown table: packages by time, tests by time within each.
func (r *report) table(out io.Writer) {
	fmt.Fprintln(out, "| package | test | seconds |")
	fmt.Fprintln(out, "| --- | --- | ---: |")
	for _, p := range r.packages {
		fmt.Fprintf(out, "| `%s` | | %.1f |\n", p.name, p.seconds)
		for _, t := range r.tests {
			if pkg, name, _ := strings.Cut(t.name, " "); pkg == p.name {
				fmt.Fprintf(out, "| | %s | %.1f |\n", name, t.seconds)
			}
		}
	}
}
