// Command fliplab is the bench's laboratory: it finds out why a figure
// of make bench is what it is, on a machine too noisy to trust one run.
// It loads targets in turn, each in a fresh tab of one headless
// Chromium, round after round, records their frames (and the main
// thread's busy time) while they idle, play Solve back or take presses,
// and prints the medians side by side; with -trace it also records a
// Chromium trace of each, for ui.perfetto.dev. docs/fliplab.md says what
// it is for and what it found.
//
//	fliplab [-dist dist] [-rounds 3] [-for 4s] [-software] [-js SOURCE] [-probe EXPR] [-trace DIR] TARGET…
//	fliplab -codesize
//
// A target is raw (bench/rawfloor), floor (bench/floor, built for the
// run), game (the game, idle), solve (the game playing Solve back: by
// default the Refrigerator puzzle of par -par that make bench plays) or
// press (the game, its cells pressed one after another), each with an
// optional #FRAGMENT: floor#animate, press#game=flip&size=9x9&…. With
// -codesize it opens no browser: it prints the code the game's .wasm adds
// to the floor's, by Go package, what an engine compiles before the first
// frame.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"flip/bench"
	"flip/internal/driver"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "fliplab:", err)
		}
		os.Exit(1)
	}
}

// config is what the command line asks for.
type config struct {
	dist, goCmd, js, traceDir string
	probe                     string // a JavaScript expression read after each recording
	rounds, presses, par      int
	span, settle, timeout     time.Duration
	software, codeSize        bool
	engine                    driver.Engine
	targets                   []target
}

// A target is one page to record and what it does meanwhile.
type target struct {
	spec     string // as given
	name     string // raw, floor, game, solve or press
	fragment string
}

// parseTargets reads the targets of the command line.
func parseTargets(args []string) ([]target, error) {
	var out []target
	for _, spec := range args {
		name, frag, _ := strings.Cut(spec, "#")
		switch name {
		case "raw", "floor", "game", "solve", "press":
		default:
			return nil, fmt.Errorf("unknown target %q: want raw, floor, game, solve or press, each with an optional #fragment", spec)
		}
		out = append(out, target{spec, name, frag})
	}
	if len(out) == 0 {
		return nil, errors.New("no target: name one or more of raw, floor, game, solve, press")
	}
	return out, nil
}

// parseArgs reads the command line.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	var c config
	fl := flag.NewFlagSet("fliplab", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.StringVar(&c.dist, "dist", "dist", "the built site (make build) `directory`")
	fl.StringVar(&c.goCmd, "go", "go", "the go `command` that builds the floor")
	fl.IntVar(&c.rounds, "rounds", 3, "how many times each target is recorded, the targets in turn")
	fl.DurationVar(&c.span, "for", 4*time.Second, "how long raw, floor and game are recorded")
	fl.DurationVar(&c.settle, "settle", 2*time.Second, "wait after a page's first frame before recording")
	fl.IntVar(&c.presses, "presses", 10, "cells press presses, each once the last has finished")
	fl.IntVar(&c.par, "par", 12, "par of the Refrigerator puzzle solve plays back when it has no #fragment")
	fl.DurationVar(&c.timeout, "timeout", 120*time.Second, "longest wait for a page's first frame")
	engine := fl.String("engine", "chromium", "the engine: chromium, firefox or webkit (-trace, -software and the busy time are Chromium's alone)")
	fl.BoolVar(&c.software, "software", false, "start Chromium compositing in software (without --use-angle=swiftshader)")
	fl.StringVar(&c.js, "js", "", "JavaScript `source` run in every page before the page's own scripts, for experiments")
	fl.StringVar(&c.probe, "probe", "", "a JavaScript `expression` evaluated in the page after each recording, its value printed (what a -js experiment measured)")
	fl.BoolVar(&c.codeSize, "codesize", false, "print the code the game adds to the floor's, by Go package (no browser, no targets)")
	fl.StringVar(&c.traceDir, "trace", "", "record a Chromium trace of each recording into `directory` (trace-ROUND-N-TARGET.json)")
	fl.Usage = func() {
		fmt.Fprintln(fl.Output(), "usage: fliplab [flags] TARGET…   (TARGET: raw, floor, game, solve or press, each with an optional #fragment)")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return c, err
	}
	c.engine = driver.Engine(*engine)
	if !slices.Contains(driver.Engines, c.engine) {
		return c, fmt.Errorf("-engine: no engine %q: want one of %v", *engine, driver.Engines)
	}
	if c.engine != driver.Chromium && (c.traceDir != "" || c.software) {
		return c, errors.New("-trace and -software take Chromium")
	}
	if c.engine == driver.WebKit && c.js != "" {
		// bench.Open would open the pages without it: an experiment
		// that silently measures nothing.
		return c, errors.New("-js: WebKit's WebDriver runs no script before the page's own; use -engine chromium or firefox")
	}
	if c.rounds < 1 || c.presses < 1 || c.par < 1 {
		return c, errors.New("-rounds, -presses and -par must be at least 1")
	}
	if c.codeSize {
		if fl.NArg() > 0 {
			return c, errors.New("-codesize takes no targets")
		}
		return c, nil
	}
	var err error
	c.targets, err = parseTargets(fl.Args())
	return c, err
}

// traceCategories are what -trace records: the renderer's tasks and
// frames, the GPU process's command buffer and swaps, V8 and Blink.
var traceCategories = []string{
	"devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.frame",
	"gpu", "gpu.service", "viz", "cc", "toplevel", "v8", "v8.wasm", "blink", "blink.user_timing", "benchmark",
}

// A result is one target's recordings, one per round.
type result struct {
	p50, p95, worst, busy []float64
	presses               [][]float64
	traces                []string // a line for each trace written
	probes                []string // the -probe expression's value after each recording
}

func run(args []string, stdout, stderr io.Writer) error {
	cfg, err := parseArgs(args, stderr)
	if err != nil {
		return err
	}
	logf := func(format string, a ...any) { fmt.Fprintf(stderr, "fliplab: "+format+"\n", a...) }
	if cfg.codeSize {
		return codeSize(cfg, stdout, logf)
	}
	pages, stop, err := serve(cfg, logf)
	if err != nil {
		return err
	}
	defer stop()
	if cfg.traceDir != "" {
		if err := os.MkdirAll(cfg.traceDir, 0o755); err != nil {
			return err
		}
	}
	s := &bench.Session{Engine: cfg.engine, Software: cfg.software, Logf: logf}
	defer s.Close()
	env, err := bench.ThisMachine(context.Background(), cfg.goCmd, ".")
	if err != nil {
		return err
	}
	// The first page a browser shows also starts its GPU process.
	if err := s.Do(func(b driver.Browser) error {
		env.Browser = b.Version()
		t, err := bench.Open(b, pages["raw"], "", cfg.timeout)
		if err == nil {
			t.Close()
		}
		return err
	}); err != nil {
		return err
	}
	results := make([]result, len(cfg.targets))
	for round := range cfg.rounds {
		for i, tg := range cfg.targets {
			err := s.Do(func(b driver.Browser) error { return record(b, cfg, pages[tg.name], tg, round, i, &results[i]) })
			if err != nil {
				return fmt.Errorf("round %d, %s: %w", round+1, tg.spec, err)
			}
			r := results[i]
			logf("round %d %s: p50 %.1f ms, p95 %.1f ms, main thread %.0f ms/s busy", round+1, tg.spec, r.p50[round], r.p95[round], r.busy[round])
		}
	}
	fmt.Fprintf(stdout, "%s\n\n| target | p50 | p95 | worst | main thread busy | rounds |\n| --- | ---: | ---: | ---: | ---: | --- |\n", env.Header("`fliplab`"))
	for i, tg := range cfg.targets {
		r := results[i]
		fmt.Fprintf(stdout, "| %s | %.1f ms | %.1f ms | %.1f ms | %.0f ms/s | %d; p95 %.1f–%.1f ms |\n", tg.spec, bench.Median(r.p50), bench.Median(r.p95),
			bench.Maximum(r.worst), bench.Median(r.busy), cfg.rounds, slices.Min(r.p95), bench.Maximum(r.p95))
	}
	for i, tg := range cfg.targets {
		for round, p := range results[i].presses {
			fmt.Fprintf(stdout, "\n%s, round %d, ms from each pointerdown to the frame after the one that showed it: %.1f", tg.spec, round+1, p)
		}
		for round, v := range results[i].probes {
			fmt.Fprintf(stdout, "\n%s, round %d, -probe: %s", tg.spec, round+1, v)
		}
		for _, line := range results[i].traces {
			fmt.Fprintf(stdout, "\n%s", line)
		}
	}
	fmt.Fprintln(stdout)
	return nil
}

// serve serves the sites the targets need (the floor built into a
// temporary directory) and returns each target's page by name.
func serve(cfg config, logf func(string, ...any)) (map[string]bench.Page, func(), error) {
	ctx := context.Background()
	root, err := bench.ModuleRoot(ctx, cfg.goCmd)
	if err != nil {
		return nil, nil, err
	}
	tmp, err := os.MkdirTemp("", "fliplab-")
	if err != nil {
		return nil, nil, err
	}
	dirs := []string{cfg.dist, bench.RawFloorDir(root)}
	for _, tg := range cfg.targets {
		if tg.name == "floor" {
			logf("building the floor (bench/floor) and its site")
			floor, err := bench.BuildFloor(ctx, cfg.goCmd, root, tmp)
			if err != nil {
				os.RemoveAll(tmp)
				return nil, nil, err
			}
			dirs = append(dirs, floor.Dir)
			break
		}
	}
	urls, stop, err := bench.Serve(dirs...)
	if err != nil {
		os.RemoveAll(tmp)
		return nil, nil, err
	}
	game := bench.GamePage(urls[0])
	pages := map[string]bench.Page{"game": game, "solve": game, "press": game, "raw": bench.RawFloorPage(urls[1])}
	if len(urls) > 2 {
		pages["floor"] = bench.FloorPage(urls[2])
	}
	return pages, func() { stop(); os.RemoveAll(tmp) }, nil
}

// record opens target tg's page in a fresh tab of b, lets it settle and
// records its frames while it does what tg says, under a trace with
// -trace, adding them to r.
func record(b driver.Browser, cfg config, p bench.Page, tg target, round, i int, r *result) error {
	frag := tg.fragment
	if tg.name == "solve" && frag == "" {
		var err error
		if frag, err = bench.HardPuzzle(cfg.par); err != nil {
			return err
		}
	}
	var first []string
	if cfg.js != "" {
		first = append(first, cfg.js)
	}
	t, err := bench.Open(b, p, frag, cfg.timeout, first...)
	if err != nil {
		return err
	}
	defer t.Close()
	par := 0
	if tg.name == "solve" {
		if par, err = bench.Eval[int](t, "window.flipgame.snapshot().optimal"); err != nil {
			return err
		}
	}
	time.Sleep(cfg.settle)
	var tr *driver.Trace
	if cfg.traceDir != "" {
		if tr, err = b.(*driver.ChromiumBrowser).StartTrace(traceCategories...); err != nil {
			return err
		}
	}
	var fs bench.Frames
	var presses []float64
	busy, err := busyIn(t, func() (err error) {
		fs, err = bench.Record(t, func() (err error) {
			switch tg.name {
			case "solve":
				return bench.Solve(t, par)
			case "press":
				presses, err = bench.PressCells(t, cfg.presses)
				return err
			}
			time.Sleep(cfg.span)
			return nil
		})
		return err
	})
	if tr != nil {
		events, terr := tr.Stop()
		if terr == nil {
			terr = writeTrace(cfg, tg, round, i, events, r)
		}
		err = errors.Join(err, terr)
	}
	if err != nil {
		return err
	}
	r.p50 = append(r.p50, bench.Percentile(fs.Intervals, 50))
	r.p95 = append(r.p95, bench.Percentile(fs.Intervals, 95))
	r.worst = append(r.worst, bench.Maximum(fs.Intervals))
	r.busy = append(r.busy, busy)
	if presses != nil {
		r.presses = append(r.presses, presses)
	}
	if cfg.probe != "" {
		v, err := bench.Eval[any](t, cfg.probe)
		if err != nil {
			return fmt.Errorf("-probe %q: %w", cfg.probe, err)
		}
		r.probes = append(r.probes, fmt.Sprint(v))
	}
	return nil
}

// busyIn runs during, and returns the main thread's busy time meanwhile
// in Chromium (bench.Busy); elsewhere it runs during alone, and returns 0.
func busyIn(t *bench.Tab, during func() error) (float64, error) {
	if t.Engine != driver.Chromium {
		return 0, during()
	}
	return bench.Busy(t, 0, during)
}
