package main

import (
	"fmt"

	"flip/internal/driver"
)

// A loadSample is what one fresh load of a page measured.
type loadSample struct {
	FirstFrameMs float64 `json:"firstFrameMs"` // performance.now() at the first frame
	CompiledMs   float64 `json:"compiledMs"`   // performance.now() when the .wasm was downloaded and compiled
	ShownMs      float64 `json:"shownMs"`      // performance.now() once the first frame was on screen: two animation frames later
	ReadyMs      float64 `json:"readyMs"`      // performance.now() when the page became ready (the floor: once shown)
	TableMs      float64 `json:"tableMs"`      // the game's distance tables; 0 for the floor
	IdleMsPerS   float64 `json:"idleMsPerS"`   // main-thread busy ms per s of wall time, idle
	IdleMeasured bool    `json:"idleMeasured"` // whether this load measured IdleMsPerS
	WasmBytes    int     `json:"wasmBytes"`    // bytes transferred for the .wasm, headers included
}

// instantiateMark is JavaScript run before each page's own scripts: it
// records performance.now() in window.__flipbenchCompiledMs when the
// page's WebAssembly.instantiateStreaming (or instantiate, its fallback)
// resolves, that is, once the .wasm is downloaded and compiled and
// before Go starts. It adds one promise callback to the load.
const instantiateMark = `(() => {
	for (const name of ["instantiateStreaming", "instantiate"]) {
		const orig = WebAssembly[name];
		if (typeof orig !== "function") continue;
		WebAssembly[name] = function (...args) {
			return orig.apply(this, args).then(r => {
				if (window.__flipbenchCompiledMs === undefined) window.__flipbenchCompiledMs = performance.now();
				return r;
			});
		};
	}
})()`

// wasmTransfer is JavaScript for the bytes the page transferred for its
// .wasm: 0 would mean it came from a cache.
const wasmTransfer = `(performance.getEntriesByType("resource").find(e => e.name.endsWith(".wasm")) || {transferSize: 0}).transferSize`

// measureLoad loads p in a fresh tab and measures its first frame, its
// distance tables (the game only) and, if idle, once it has settled, its
// idle cost.
func measureLoad(h *headless, p page, cfg config, idle bool) (loadSample, error) {
	t, err := p.open(h, "", cfg)
	if err != nil {
		return loadSample{}, err
	}
	defer t.close()
	var s loadSample
	if s.FirstFrameMs, err = evalIn[float64](t, p.firstFrame); err != nil {
		return s, err
	}
	if s.CompiledMs, err = evalIn[float64](t, "window.__flipbenchCompiledMs || 0"); err != nil {
		return s, err
	}
	if p.shown != "" {
		if s.ShownMs, err = evalIn[float64](t, p.shown); err != nil {
			return s, err
		}
	}
	if p.readyAt != "" {
		if s.ReadyMs, err = evalIn[float64](t, p.readyAt); err != nil {
			return s, err
		}
	}
	if p.tables {
		if s.TableMs, err = evalIn[float64](t, "window.flipgame.snapshot().tableMs"); err != nil {
			return s, err
		}
	}
	if s.WasmBytes, err = evalIn[int](t, wasmTransfer); err != nil {
		return s, err
	}
	if s.WasmBytes == 0 && t.engine == driver.Chromium {
		return s, fmt.Errorf("the %s page at %s: its .wasm came from a cache, so the load measures no download", p.name, t.url)
	}
	if !idle {
		return s, nil
	}
	s.IdleMeasured = true
	if s.IdleMsPerS, err = idleCost(t, cfg.settle, cfg.idle); err != nil {
		return s, fmt.Errorf("the %s page: %w", p.name, err)
	}
	return s, nil
}
