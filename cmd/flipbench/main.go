// Command flipbench measures what a visitor of Flip's site feels, each
// figure beside a floor measured in the same run (bench/floor, the
// smallest Ebitengine page; bench/rawfloor, raw WebGL) and against its
// budget, and prints one Markdown table (docs/performance.md says what
// each row measures and why):
//
//	flipbench [-dist dist] [-out bench-out] [-loads 21] [-strict] …   (make bench)
//	flipbench -loadsonly [-loads 21] [-engines chromium,firefox,webkit] [-against DIR]
//
// It writes OUT/bench.md, OUT/samples.json and OUT/native.txt. -loadsonly
// measures the sizes and the loads alone; -against DIR loads another
// build of the game in the floor's place, in turn with this one.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"flip/internal/driver"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// config is what the command line asks for.
type config struct {
	dist, out, goCmd  string
	loads             int // loads of each page: first frame and tables
	engineLoads       int // loads of each page in Firefox and in WebKit
	idleLoads         int // of the loads, how many also measure the idle cost
	playbacks, par    int
	pressLoads        int // fresh loads of each board class, pressesPerLoad presses each
	benchCount        int
	settle, idle      time.Duration
	readyTimeout      time.Duration // the longest wait for a first frame
	strict, loadsOnly bool          // loadsOnly: only the sizes and the loads, printed, not saved
	against           string        // with loadsOnly, another build of the game's site in the floor's place
	engines           []driver.Engine
}

// run is the whole command; it returns the exit status: 0, 1 if a step
// failed (or with -strict a budget was missed), 2 for a bad command line.
func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipbench: %v\n", err)
		return 2
	}
	logf := func(format string, a ...any) { fmt.Fprintf(stderr, "flipbench: "+format+"\n", a...) }
	f, err := measure(context.Background(), cfg, logf)
	if err != nil {
		fmt.Fprintf(stderr, "flipbench: %v\n", err)
		return 1
	}
	if cfg.loadsOnly {
		if cfg.against != "" {
			fmt.Fprintf(stdout, "The floor column is the build of the game in %s.\n\n", cfg.against)
		}
		rs := engineRows(f)
		if len(f.GameLoads) > 0 {
			rs = append(loadRows(f), rs...)
		}
		for _, r := range rs {
			r.write(stdout)
		}
		writePhases(stdout, f)
		return 0
	}
	rs := rows(f)
	var table strings.Builder
	writeTable(&table, f, rs)
	fmt.Fprint(stdout, table.String())
	samples, err := json.MarshalIndent(f, "", "  ")
	if err == nil {
		err = errors.Join(os.MkdirAll(cfg.out, 0o755),
			os.WriteFile(filepath.Join(cfg.out, "bench.md"), []byte(table.String()), 0o644),
			os.WriteFile(filepath.Join(cfg.out, "samples.json"), append(samples, '\n'), 0o644))
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipbench: saving the table and the samples: %v\n", err)
		return 1
	}
	logf("wrote %s", filepath.Join(cfg.out, "bench.md"))
	for _, r := range rs {
		if cfg.strict && r.missed != "" {
			return 1
		}
	}
	return 0
}

// parseArgs reads the command line; it writes usage and flag errors to stderr.
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
	fl.IntVar(&c.pressLoads, "pressloads", 5, "fresh loads of each board class (4×4, 10×10, 9×9 king wrap, 10×10 6 colours) whose presses are timed, 10 presses each")
	fl.IntVar(&c.benchCount, "benchcount", 5, "runs of each native benchmark (go test -count)")
	fl.IntVar(&c.par, "par", 12, "par of the Refrigerator puzzle Solve plays back")
	fl.DurationVar(&c.settle, "settle", 2*time.Second, "wait after the first frame before measuring idle cost or starting Solve")
	fl.DurationVar(&c.idle, "idle", 5*time.Second, "span the idle cost is measured over")
	fl.DurationVar(&c.readyTimeout, "timeout", 120*time.Second, "longest wait for a page's first frame")
	fl.BoolVar(&c.strict, "strict", false, "exit with status 1 if a budget is missed")
	fl.BoolVar(&c.loadsOnly, "loadsonly", false, "measure only the downloads and the loads of each page in each of -engines (no idle cost, Solve, presses or native benchmarks) and print their rows, saving nothing")
	engines := fl.String("engines", "chromium,firefox,webkit", "the engines measured (Chromium always, but with -loadsonly)")
	fl.StringVar(&c.against, "against", "", "with -loadsonly, load this other build of the game's site (`directory`) in the floor's place: its column is that build's, for telling a change to the first frame from the noise")
	if err := fl.Parse(args); err != nil {
		return c, err
	}
	for e := range strings.SplitSeq(*engines, ",") { // an unknown one is reported as not measured
		c.engines = append(c.engines, driver.Engine(strings.TrimSpace(e)))
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
