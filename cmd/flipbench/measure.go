package main

import (
	"context"
	"fmt"
	"os"
	"slices"

	"flip/bench"
	"flip/internal/driver"
)

// figures is everything one run measured; samples.json holds it.
type figures struct {
	Env        bench.Environment `json:"environment"`
	Game       bench.Sizes       `json:"gameWasm"`
	Floor      bench.Site        `json:"floorWasm"`
	GameLoads  []loadSample      `json:"gameLoads"`
	FloorLoads []loadSample      `json:"floorLoads"`
	Par        int               `json:"solvePar"`
	Fragment   string            `json:"solvePermalink"`
	Playbacks  []playbackSample  `json:"playbacks"`
	// SoftPlaybacks are the playbacks in a Chromium compositing in software.
	SoftPlaybacks []playbackSample `json:"softwareCompositedPlaybacks,omitzero"`
	Presses       []pressSample    `json:"presses"`
	// Engines are the loads and playbacks in Firefox and WebKit.
	Engines     []engineFigures `json:"engines,omitzero"`
	Native      []nativeResult  `json:"native"`
	NativeCount int             `json:"nativeCount"`
	Settle      float64         `json:"settleS"` // seconds waited after the first frame
	Idle        float64         `json:"idleS"`   // seconds the idle cost is measured over
}

// measure takes every figure, logging its progress.
func measure(ctx context.Context, cfg config, logf func(string, ...any)) (*figures, error) {
	f := &figures{Par: cfg.par, NativeCount: cfg.benchCount, Settle: cfg.settle.Seconds(), Idle: cfg.idle.Seconds()}
	root, err := bench.ModuleRoot(ctx, cfg.goCmd)
	if err != nil {
		return nil, err
	}
	if f.Env, err = bench.ThisMachine(ctx, cfg.goCmd, root); err != nil {
		return nil, err
	}
	if _, err := driver.Find(driver.Chromium); err != nil {
		return nil, err
	}
	if f.Game, err = bench.WasmSizes(cfg.dist); err != nil {
		return nil, fmt.Errorf("the game's site %s: %w", cfg.dist, err)
	}
	if cfg.against != "" {
		f.Floor.Dir = cfg.against
		if f.Floor.Sizes, err = bench.WasmSizes(cfg.against); err != nil {
			return nil, fmt.Errorf("the other build's site %s: %w", cfg.against, err)
		}
	} else {
		tmp, err := os.MkdirTemp("", "flipbench-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		logf("building the floor (bench/floor) and its site")
		if f.Floor, err = bench.BuildFloor(ctx, cfg.goCmd, root, tmp); err != nil {
			return nil, err
		}
	}
	urls, stop, err := bench.Serve(cfg.dist, f.Floor.Dir, bench.RawFloorDir(root))
	if err != nil {
		return nil, err
	}
	defer stop()
	p := pages{game: bench.GamePage(urls[0]), floor: bench.FloorPage(urls[1]), raw: bench.RawFloorPage(urls[2])}
	if cfg.against != "" {
		p.floor = bench.GamePage(urls[1])
		p.floor.Name = "other build"
	}
	if err := measureBrowsers(f, cfg, p, logf); err != nil || cfg.loadsOnly {
		return f, err
	}
	logf("running the native benchmarks (-count %d)", cfg.benchCount)
	f.Native, err = runNative(ctx, cfg.goCmd, root, cfg.benchCount, cfg.out)
	return f, err
}

// pages are the three sites measured, served.
type pages struct{ game, floor, raw bench.Page }

// measureBrowsers takes the figures that need a browser: in Chromium the
// loads, the Solve playbacks and the presses; the playbacks again in a
// Chromium that composites in software; then Firefox and WebKit. With
// -loadsonly, only the loads, in the engines -engines names.
func measureBrowsers(f *figures, cfg config, p pages, logf func(string, ...any)) error {
	if cfg.loadsOnly && !slices.Contains(cfg.engines, driver.Chromium) {
		return measureEngines(f, cfg, p, logf)
	}
	logf("starting Chromium")
	browser := &bench.Session{Engine: driver.Chromium, Logf: logf}
	defer browser.Close()
	if err := browser.Do(func(b driver.Browser) error { f.Env.Browser = b.Version(); return nil }); err != nil {
		return err
	}
	var err error
	if f.GameLoads, f.FloorLoads, err = loadBoth(cfg, cfg.loads, cfg.idleLoads, browser, p.game, p.floor, logf); err != nil {
		return err
	}
	if cfg.loadsOnly {
		browser.Close()
		return measureEngines(f, cfg, p, logf)
	}
	if f.Fragment, err = bench.HardPuzzle(cfg.par); err != nil {
		return err
	}
	if f.Playbacks, err = measurePlaybacks(f, cfg, browser, p, logf); err != nil {
		return err
	}
	if err := measurePresses(f, cfg, browser, p.game, logf); err != nil {
		return err
	}
	browser.Close()
	logf("starting Chromium again, compositing in software")
	soft := &bench.Session{Engine: driver.Chromium, Software: true, Logf: logf}
	defer soft.Close()
	if f.SoftPlaybacks, err = measurePlaybacks(f, cfg, soft, p, logf); err != nil {
		return err
	}
	soft.Close()
	return measureEngines(f, cfg, p, logf)
}

// measureEngines measures the engines of -engines but Chromium.
func measureEngines(f *figures, cfg config, p pages, logf func(string, ...any)) error {
	for _, e := range slices.DeleteFunc(slices.Clone(cfg.engines), func(e driver.Engine) bool { return e == driver.Chromium }) {
		ef := engineFigures{Engine: e}
		if _, err := driver.Find(e); err != nil {
			logf("not measuring %s: %v", e, err)
			ef.Missing = err.Error()
		} else if err := measureEngine(&ef, f, cfg, p, logf); err != nil {
			return fmt.Errorf("%s: %w", e, err)
		}
		f.Engines = append(f.Engines, ef)
	}
	return nil
}
