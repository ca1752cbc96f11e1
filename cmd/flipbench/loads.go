package main

import (
	"fmt"
	"time"

	"flip/bench"
	"flip/internal/driver"
)

// A loadSample is what one fresh load of a page measured.
type loadSample struct {
	FirstFrameMs float64            `json:"firstFrameMs"` // performance.now() at the first frame
	CompiledMs   float64            `json:"compiledMs"`   // performance.now() when the .wasm was downloaded and compiled
	Marks        map[string]float64 `json:"marks"`        // the start's performance marks (bench.MarksJS)
	ShownMs      float64            `json:"shownMs"`      // performance.now() once the first frame was on screen: two animation frames later
	ReadyMs      float64            `json:"readyMs"`      // performance.now() when the page became ready (the floor: once shown)
	TableMs      float64            `json:"tableMs"`      // the game's distance tables; 0 for the floor
	IdleMsPerS   float64            `json:"idleMsPerS"`   // main-thread busy ms per s of wall time, idle
	IdleMeasured bool               `json:"idleMeasured"` // whether this load measured IdleMsPerS
	WasmBytes    int                `json:"wasmBytes"`    // bytes transferred for the .wasm, headers included
}

// loadBoth loads the game and the floor n times each, in turn, the first
// of each pair alternating, after one uncounted load of each (the first
// page a fresh browser shows also starts its GPU process and software
// renderer). The first idle pairs also measure the idle cost, which
// takes seconds; the others only the first frame and the tables.
func loadBoth(cfg config, n, idle int, s *bench.Session, game, floor bench.Page, logf func(string, ...any)) (gameLoads, floorLoads []loadSample, err error) {
	for i := -1; i < n; i++ { // -1: the uncounted pair
		order := []bench.Page{game, floor}
		if i%2 != 0 {
			order = []bench.Page{floor, game}
		}
		for _, p := range order {
			var ls loadSample
			err := s.Do(func(b driver.Browser) (err error) {
				ls, err = measureLoad(b, p, cfg, i >= 0 && i < idle)
				return err
			})
			what := fmt.Sprintf("load %d/%d", i+1, n)
			if i < 0 {
				what = "warm-up load"
			}
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %w", what, err)
			}
			idle := "idle not measured"
			if ls.IdleMeasured {
				idle = fmt.Sprintf("idle %.1f ms/s", ls.IdleMsPerS)
			}
			logf("%s %s %-5s: first frame %.0f ms (compiled at %.0f ms), tables %.1f ms, %s, .wasm %s bytes transferred",
				s.Engine, what, p.Name, ls.FirstFrameMs, ls.CompiledMs, ls.TableMs, idle, thousands(ls.WasmBytes))
			switch {
			case i < 0:
			case p.URL == game.URL:
				gameLoads = append(gameLoads, ls)
			default:
				floorLoads = append(floorLoads, ls)
			}
		}
	}
	return gameLoads, floorLoads, nil
}

// wasmTransfer is the bytes the page transferred for its .wasm (0: from a cache).
const wasmTransfer = `(performance.getEntriesByType("resource").find(e => e.name.endsWith(".wasm")) || {transferSize: 0}).transferSize`

// measureLoad loads p in a fresh tab and measures its first frame, its
// distance tables (the game only) and, if idle, its idle cost.
func measureLoad(b driver.Browser, p bench.Page, cfg config, idle bool) (loadSample, error) {
	t, err := bench.Open(b, p, "", cfg.readyTimeout)
	if err != nil {
		return loadSample{}, err
	}
	defer t.Close()
	var s loadSample
	for _, m := range []struct {
		to   *float64
		expr string // "" if the page does not say
	}{
		{&s.FirstFrameMs, p.FirstFrame},
		{&s.ShownMs, p.Shown}, {&s.ReadyMs, p.ReadyAt}, {&s.TableMs, p.Tables},
	} {
		if m.expr == "" {
			continue
		}
		if *m.to, err = bench.Eval[float64](t, m.expr); err != nil {
			return s, err
		}
	}
	if s.Marks, err = bench.Eval[map[string]float64](t, bench.MarksJS); err != nil {
		return s, err
	}
	s.CompiledMs = s.Marks["compiled"]
	if s.WasmBytes, err = bench.Eval[int](t, wasmTransfer); err != nil {
		return s, err
	}
	if s.WasmBytes == 0 && t.Engine == driver.Chromium {
		return s, fmt.Errorf("the %s page at %s: its .wasm came from a cache, so the load measures no download", p.Name, t.URL)
	}
	if !idle {
		return s, nil
	}
	s.IdleMeasured = true
	s.IdleMsPerS, err = bench.Busy(t, cfg.settle, func() error { time.Sleep(cfg.idle); return nil })
	if err != nil {
		return s, fmt.Errorf("the %s page: %w", p.Name, err)
	}
	return s, nil
}

// engineFigures are what Firefox or WebKit measured: the game's and the
// floor's loads, and Solve's frames beside the raw WebGL floor's.
type engineFigures struct {
	Engine     driver.Engine    `json:"engine"`
	Browser    string           `json:"browser"`
	Missing    string           `json:"missing,omitzero"` // why the engine was not measured
	GameLoads  []loadSample     `json:"gameLoads"`
	FloorLoads []loadSample     `json:"floorLoads"`
	Playbacks  []playbackSample `json:"playbacks"` // Game and Raw
}

// measureEngine measures ef's engine: cfg.engineLoads loads of the game
// and the floor in turn, and (but with -loadsonly) cfg.playbacks Solve
// playbacks, each followed by the raw floor over as long.
func measureEngine(ef *engineFigures, f *figures, cfg config, p pages, logf func(string, ...any)) (err error) {
	logf("starting %s", ef.Engine)
	s := &bench.Session{Engine: ef.Engine, Logf: logf}
	defer s.Close()
	if err := s.Do(func(b driver.Browser) error { ef.Browser = b.Version(); return nil }); err != nil {
		return err
	}
	if ef.GameLoads, ef.FloorLoads, err = loadBoth(cfg, cfg.engineLoads, 0, s, p.game, p.floor, logf); err != nil || cfg.loadsOnly {
		return err
	}
	ef.Playbacks, err = measurePlaybacks(f, cfg, s, p, logf)
	return err
}
