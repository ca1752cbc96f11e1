package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	chromes "flip/internal/headless"
)

// Exit statuses.
const (
	exitOK     = 0
	exitFailed = 1 // a step failed, or with -strict a budget was missed
	exitUsage  = 2
)

// config is what the command line asks for.
type config struct {
	dist, out    string
	goCmd        string
	loads        int // loads of each page: first frame and tables
	engineLoads  int // loads of each page in Firefox and in WebKit
	idleLoads    int // of those, how many also measure the idle cost
	playbacks    int
	pressLoads   int // fresh loads of each board class, pressesPerLoad presses each
	benchCount   int
	par          int
	settle, idle time.Duration
	readyTimeout time.Duration
	strict       bool
	trace        string        // -trace: what to record a Chromium trace of, instead of the benchmarks
	traceFor     time.Duration // how long -trace records an idle or animating page
	traceJS      string        // JavaScript -trace runs first in each traced page, for experiments
	compare      string        // -compare: targets whose frames to record side by side, with no trace
	rounds       int           // how many times -compare records each target
	glCalls      bool          // -compare counts the WebGL calls per frame
	software     bool          // -trace and -compare start the browser compositing in software
	loadsOnly    bool          // -loadsonly: only the sizes and the loads, printed, not saved
	against      string        // -against: with -loadsonly, another build of the game's site in the floor's place
}

// compositing is how -trace and -compare's browser composites.
func (c config) compositing() chromes.Compositing {
	if c.software {
		return chromes.SoftwareCompositing
	}
	return chromes.GPUCompositing
}

// run is the whole command; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipbench: %v\n", err)
		return exitUsage
	}
	logf := func(format string, a ...any) { fmt.Fprintf(stderr, "flipbench: "+format+"\n", a...) }
	if cfg.compare != "" {
		if err := runCompare(context.Background(), cfg, stdout, logf); err != nil {
			fmt.Fprintf(stderr, "flipbench: %v\n", err)
			return exitFailed
		}
		return exitOK
	}
	if cfg.trace != "" {
		if err := runTraces(context.Background(), cfg, stdout, logf); err != nil {
			fmt.Fprintf(stderr, "flipbench: %v\n", err)
			return exitFailed
		}
		return exitOK
	}
	f, err := measure(context.Background(), cfg, logf)
	if err != nil {
		fmt.Fprintf(stderr, "flipbench: %v\n", err)
		return exitFailed
	}
	if cfg.loadsOnly {
		if cfg.against != "" {
			fmt.Fprintf(stdout, "The floor column is the build of the game in %s.\n\n", cfg.against)
		}
		for _, r := range loadRows(f) {
			fmt.Fprintf(stdout, "| %s | %s | %s | %s | %s | %s |\n", r.figure, r.game, r.floor, r.ratio, r.budget, r.runs)
		}
		return exitOK
	}
	rs := rows(f)
	var table strings.Builder
	writeTable(&table, f, rs)
	fmt.Fprint(stdout, table.String())
	if err := save(cfg.out, f, table.String()); err != nil {
		fmt.Fprintf(stderr, "flipbench: %v\n", err)
		return exitFailed
	}
	logf("wrote %s", filepath.Join(cfg.out, "bench.md"))
	if cfg.strict {
		for _, r := range rs {
			if r.missed != "" {
				return exitFailed
			}
		}
	}
	return exitOK
}

// parseArgs reads the command line; it writes usage and flag errors to
// stderr.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	var c config
	fl := flag.NewFlagSet("flipbench", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.StringVar(&c.dist, "dist", "dist", "the built site (make build) `directory`")
	fl.StringVar(&c.out, "out", "bench-out", "`directory` for bench.md, samples.json and native.txt")
	fl.StringVar(&c.goCmd, "go", "go", "the go `command` that built the site")
	fl.IntVar(&c.loads, "loads", 21, "fresh page loads of the game, and of the floor, each measuring the first frame (and the game's tables)")
	fl.IntVar(&c.engineLoads, "engineloads", 7, "fresh page loads of the game, and of the floor, in Firefox and in WebKit each")
	fl.IntVar(&c.idleLoads, "idleloads", 5, "how many of the loads also measure the idle cost (settle + idle seconds each)")
	fl.IntVar(&c.playbacks, "playbacks", 3, "Solve playbacks (and as many floor recordings)")
	fl.IntVar(&c.pressLoads, "pressloads", 5, "fresh loads of each board class (4×4, 10×10, 9×9 king wrap) whose presses are timed, 10 presses each")
	fl.IntVar(&c.benchCount, "benchcount", 5, "runs of each native benchmark (go test -count)")
	fl.IntVar(&c.par, "par", 12, "par of the Refrigerator puzzle Solve plays back")
	fl.DurationVar(&c.settle, "settle", 2*time.Second, "wait after the first frame before measuring idle cost or starting Solve")
	fl.DurationVar(&c.idle, "idle", 5*time.Second, "span the idle cost is measured over")
	fl.DurationVar(&c.readyTimeout, "timeout", 120*time.Second, "longest wait for a page's first frame")
	fl.BoolVar(&c.strict, "strict", false, "exit with status 1 if a budget is missed")
	fl.StringVar(&c.trace, "trace", "", "instead of the benchmarks, record a Chromium trace of each of these `targets` (comma-separated: raw, floor, solve, press, each with an optional #fragment, such as floor#animate), write it to the -out directory and print where each frame's time went")
	fl.DurationVar(&c.traceFor, "tracefor", 4*time.Second, "how long -trace records a floor")
	fl.StringVar(&c.compare, "compare", "", "instead of the benchmarks, record the frame intervals of each of these `targets` (as -trace takes them) for -tracefor, -rounds times in turn, and print them side by side")
	fl.IntVar(&c.rounds, "rounds", 3, "how many times -compare records each target")
	fl.BoolVar(&c.glCalls, "glcalls", false, "with -compare, count the WebGL calls each page makes per frame")
	fl.BoolVar(&c.software, "software", false, "with -trace or -compare, start the browser compositing in software (without --use-angle=swiftshader)")
	fl.BoolVar(&c.loadsOnly, "loadsonly", false, "measure only the downloads and -loads loads of each page (no idle cost, Solve, presses or native benchmarks) and print their rows, saving nothing")
	fl.StringVar(&c.against, "against", "", "with -loadsonly, load this other build of the game's site (`directory`) in the floor's place: its column is that build's, for telling a change to the first frame from the noise")
	fl.StringVar(&c.traceJS, "tracejs", "", "JavaScript `source` that -trace runs in each page before the page's own scripts (for experiments)")
	fl.Usage = func() {
		fmt.Fprintln(fl.Output(), "usage: flipbench [flags]   (run from the repository after make build; make bench does both)")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return c, err
	}
	if c.loadsOnly {
		c.idleLoads = 0 // the loads alone: no idle cost, whatever -idleloads says
	}
	switch {
	case fl.NArg() > 0:
		fl.Usage()
		return c, fmt.Errorf("unexpected argument %q", fl.Arg(0))
	case c.loads < 1 || c.engineLoads < 1 || (c.idleLoads < 1 && !c.loadsOnly) || c.playbacks < 1 || c.benchCount < 1 || c.pressLoads < 1:
		return c, errors.New("-loads, -engineloads, -idleloads, -playbacks, -pressloads and -benchcount must be at least 1")
	case c.against != "" && !c.loadsOnly:
		return c, errors.New("-against takes -loadsonly: it replaces the floor only in the loads")
	case c.idleLoads > c.loads:
		return c, fmt.Errorf("-idleloads %d is more than -loads %d: the idle cost is measured on some of the loads", c.idleLoads, c.loads)
	case c.par < 1:
		return c, errors.New("-par must be at least 1")
	}
	return c, nil
}

// save writes the table, the samples and go test's output into dir.
func save(dir string, f *figures, table string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("output directory: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bench.md"), []byte(table), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "native.txt"), f.NativeOutput, 0o644); err != nil {
		return err
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return fmt.Errorf("samples.json: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "samples.json"), append(data, '\n'), 0o644)
}
