package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"flip/internal/driver"
	chromes "flip/internal/headless"
	"flip/internal/siteserver"
)

// measure takes every figure, logging its progress.
func measure(ctx context.Context, cfg config, logf func(string, ...any)) (*figures, error) {
	f := &figures{Par: cfg.par, NativeCount: cfg.benchCount, Settle: cfg.settle.Seconds(), Idle: cfg.idle.Seconds()}
	f.Env = environment{Date: time.Now(), CPU: cpuModel(), Cores: runtime.NumCPU(), Load: loadAverage()}
	root, err := moduleRoot(ctx, cfg.goCmd)
	if err != nil {
		return nil, err
	}
	if f.Env.GoVersion, err = goOutput(ctx, cfg.goCmd, root, "version"); err != nil {
		return nil, err
	}
	f.Env.GoVersion = strings.TrimPrefix(f.Env.GoVersion, "go version ")
	if _, err := driver.Find(driver.Chromium); err != nil {
		return nil, err
	}

	// 1. Download size.
	if f.Game, err = wasmSizes(cfg.dist); err != nil {
		return nil, fmt.Errorf("the game's site %s: %w", cfg.dist, err)
	}
	tmp, err := os.MkdirTemp("", "flipbench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	if cfg.against != "" {
		// Another build of the game in the floor's place.
		f.Floor.Dir = cfg.against
		if f.Floor.Sizes, err = wasmSizes(cfg.against); err != nil {
			return nil, fmt.Errorf("the other build's site %s: %w", cfg.against, err)
		}
	} else {
		logf("building the floor (bench/floor) and its site")
		floor, err := buildFloor(ctx, cfg.goCmd, root, tmp)
		if err != nil {
			return nil, err
		}
		f.Floor = *floor
	}
	rawDir, err := makeRawFloor(root, tmp)
	if err != nil {
		return nil, err
	}

	// 2–5. The browser.
	if err := measureBrowser(f, cfg, sites{game: cfg.dist, floor: f.Floor.Dir, raw: rawDir, otherGame: cfg.against != ""}, logf); err != nil {
		return nil, err
	}

	if cfg.loadsOnly {
		return f, nil
	}

	// 6. The solver natively.
	logf("running the native benchmarks (-count %d)", cfg.benchCount)
	if f.Native, f.NativeOutput, err = runNative(ctx, cfg.goCmd, root, cfg.benchCount); err != nil {
		return nil, err
	}
	return f, nil
}

// sites are the directories of the three sites measured; with
// otherGame, floor is another build of the game (-against).
type sites struct {
	game, floor, raw string
	otherGame        bool
}

// served are the three sites, served on loopback.
type served struct{ game, floor, raw page }

// serve serves the three sites and returns their pages and a function
// that stops serving them.
func serve(dirs sites) (served, func(), error) {
	var open []*siteserver.Site
	stop := func() {
		for _, s := range open {
			s.Close()
		}
	}
	var urls []string
	for _, dir := range []string{dirs.game, dirs.floor, dirs.raw} {
		s, err := siteserver.Loopback(dir)
		if err != nil {
			stop()
			return served{}, nil, err
		}
		open = append(open, s)
		urls = append(urls, s.URL())
	}
	floor := floorPage(urls[1])
	if dirs.otherGame {
		floor = otherGamePage(urls[1])
	}
	return served{gamePage(urls[0]), floor, rawFloorPage(urls[2])}, stop, nil
}

// measureBrowser serves the game's site, the floor's and the raw
// floor's, and takes the figures that need the browser: the loads, the
// Solve playbacks and the presses; then the Solve playbacks again in a
// browser that composites in software.
func measureBrowser(f *figures, cfg config, dirs sites, logf func(string, ...any)) error {
	pages, stop, err := serve(dirs)
	if err != nil {
		return err
	}
	defer stop()
	logf("starting Chromium")
	browser := &session{engine: driver.Chromium, logf: logf}
	defer browser.close()
	if err := browser.do(func(h *headless) error { f.Env.Browser = h.Version(); return nil }); err != nil {
		return err
	}
	if err := measureLoads(f, cfg, browser, pages.game, pages.floor, logf); err != nil || cfg.loadsOnly {
		return err
	}
	if f.Fragment, err = hardPuzzle(cfg.par); err != nil {
		return err
	}
	if f.Playbacks, err = measurePlaybacks(f, cfg, browser, pages, logf); err != nil {
		return err
	}
	if err := measurePresses(f, cfg, browser, pages.game, logf); err != nil {
		return err
	}
	browser.close()
	logf("starting Chromium again, compositing in software")
	soft := &session{engine: driver.Chromium, compositing: chromes.SoftwareCompositing, logf: logf}
	defer soft.close()
	if f.SoftPlaybacks, err = measurePlaybacks(f, cfg, soft, pages, logf); err != nil {
		return err
	}
	soft.close()
	for _, e := range []driver.Engine{driver.Firefox, driver.WebKit} {
		ef, err := measureEngine(f, cfg, e, pages, logf)
		if err != nil {
			return fmt.Errorf("%s: %w", e, err)
		}
		f.Engines = append(f.Engines, ef)
	}
	return nil
}

// measureLoads loads the game and the floor cfg.loads times each, in
// turn, the first of each pair alternating, after one load of each that
// is not counted: the first page a fresh browser shows also pays for
// starting its GPU process and software renderer. The first
// cfg.idleLoads pairs also measure the idle cost, which takes seconds a
// load; the others measure only the first frame and the tables, whose
// loads vary by a fifth from one to the next, so that their medians
// settle.
func measureLoads(f *figures, cfg config, browser *session, game, floor page, logf func(string, ...any)) error {
	var err error
	f.GameLoads, f.FloorLoads, err = loadBoth(cfg, cfg.loads, cfg.idleLoads, browser, game, floor, logf)
	return err
}

// loadBoth loads the game and the floor n times each, in turn, after
// one uncounted load of each (see measureLoads); the first idle pairs
// also measure the idle cost.
func loadBoth(cfg config, n, idle int, browser *session, game, floor page, logf func(string, ...any)) (gameLoads, floorLoads []loadSample, err error) {
	for _, p := range []page{floor, game} {
		var first float64
		err := browser.do(func(h *headless) error {
			t, err := p.open(h, "", cfg)
			if err != nil {
				return err
			}
			defer t.close()
			first, err = evalIn[float64](t, p.firstFrame)
			return err
		})
		if err != nil {
			return nil, nil, fmt.Errorf("warm-up load: %w", err)
		}
		logf("warm-up load %-5s: first frame %.0f ms (not counted)", p.name, first)
	}
	for i := range n {
		order := []page{game, floor}
		if i%2 == 1 {
			order = []page{floor, game}
		}
		for _, p := range order {
			var s loadSample
			err := browser.do(func(h *headless) (err error) {
				s, err = measureLoad(h, p, cfg, i < idle)
				return err
			})
			if err != nil {
				return nil, nil, fmt.Errorf("load %d of %d: %w", i+1, n, err)
			}
			idle := "idle not measured"
			if s.IdleMeasured {
				idle = fmt.Sprintf("idle %.1f ms/s", s.IdleMsPerS)
			}
			logf("%s load %d/%d %-5s: first frame %.0f ms (compiled at %.0f ms), tables %.1f ms, %s, .wasm %s bytes transferred",
				browser.engine, i+1, n, p.name, s.FirstFrameMs, s.CompiledMs, s.TableMs, idle, thousands(s.WasmBytes))
			if p.url == game.url {
				gameLoads = append(gameLoads, s)
			} else {
				floorLoads = append(floorLoads, s)
			}
		}
	}
	return gameLoads, floorLoads, nil
}

// measurePlaybacks plays the puzzle at f.Fragment back with Solve
// cfg.playbacks times in the browser, recording the floors after each
// (see measurePlayback: the Ebitengine floor only on the GPU path).
func measurePlaybacks(f *figures, cfg config, browser *session, pages served, logf func(string, ...any)) ([]playbackSample, error) {
	var out []playbackSample
	for i := range cfg.playbacks {
		var s playbackSample
		err := browser.do(func(h *headless) (err error) {
			s, err = measurePlayback(h, pages, f.Fragment, cfg.par, cfg, browser.engine == driver.Chromium && browser.compositing == chromes.GPUCompositing)
			return err
		})
		if err != nil {
			return out, fmt.Errorf("playback %d of %d of Solve, %s: %w", i+1, cfg.playbacks, browser.describe(), err)
		}
		logf("playback %d/%d, %s: %s", i+1, cfg.playbacks, browser.describe(), s.describe())
		out = append(out, s)
	}
	return out, nil
}
