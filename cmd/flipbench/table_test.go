package main

import (
	"strings"
	"testing"
	"time"

	"flip/bench"
)

// sampleFigures returns figures where the game meets every budget but
// the first frame, the first presses and the playback compositing in
// software.
func sampleFigures() *figures {
	f := &figures{
		Env:         bench.Environment{Date: time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC), GoVersion: "go1.26.0 linux/amd64", Browser: "HeadlessChrome/156.0.1", CPU: "Test CPU", Cores: 2},
		Game:        bench.Sizes{Name: "flip.0123456789ab.wasm", Raw: 13_000_000, Gzip: 3_300_000, Brotli: 2_700_000},
		Floor:       bench.Site{Sizes: bench.Sizes{Raw: 12_000_000, Gzip: 3_000_000, Brotli: 2_400_000}, BrotliQuality: 9},
		Par:         12,
		Fragment:    "game=fridge&board=+---",
		NativeCount: 2,
		Settle:      2,
		Idle:        5,
		Native:      []nativeResult{{Name: "BenchmarkTable/flip", SecPerOp: 85e-6, CI: "∞"}, {Name: "BenchmarkProof32/flip", SecPerOp: 0.15, CI: "3%"}},
	}
	for _, b := range []string{"4×4", "10×10", "9×9 king wrap"} {
		lat := []float64{40, 20, 20, 20, 20, 20, 20, 20, 20, 20}
		if b == "9×9 king wrap" {
			lat[0] = 400
		}
		f.Presses = append(f.Presses, pressSample{Board: b, LatencyMs: lat, LongestMs: 40, LongestCPU: 12})
	}
	// Seven loads of each, the first three measuring the idle cost.
	for i := range 7 {
		g := loadSample{FirstFrameMs: 2000 + float64(i), CompiledMs: 800, TableMs: 3, Marks: map[string]float64{
			"compiled": 800, "run": 800, "main": 900, "tables": 903, "setup": 990, "first-update": 1990, "first-draw": 1991, "first-frame": 2000 + float64(i)}}
		fl := loadSample{FirstFrameMs: 1000, CompiledMs: 700, Marks: map[string]float64{
			"compiled": 700, "run": 700, "main": 790, "first-update": 990, "first-draw": 991, "first-frame": 1000}}
		if i < 3 {
			g.IdleMsPerS, g.IdleMeasured = 10, true
			fl.IdleMsPerS, fl.IdleMeasured = 20, true
		}
		f.GameLoads = append(f.GameLoads, g)
		f.FloorLoads = append(f.FloorLoads, fl)
	}
	f.Playbacks = []playbackSample{{
		Game: frameSample{Frames: bench.Frames{Intervals: []float64{16, 17, 16, 18}, SpanMs: 2000}, Drawn: 100, BusyMsPerS: 120},
		Raw:  frameSample{Frames: bench.Frames{Intervals: []float64{16, 17, 17, 17}, SpanMs: 2000}},
	}}
	f.SoftPlaybacks = []playbackSample{{
		Game: frameSample{Frames: bench.Frames{Intervals: []float64{16, 17, 16, 33, 17}, SpanMs: 1000}, Drawn: 50, BusyMsPerS: 500},
		Raw:  frameSample{Frames: bench.Frames{Intervals: []float64{16, 17, 17, 16, 17}, SpanMs: 1000}},
	}}
	f.Engines = []engineFigures{{Engine: "webkit", Browser: "WebKitGTK 2.50", GameLoads: f.GameLoads, FloorLoads: f.FloorLoads, Playbacks: f.Playbacks},
		{Engine: "firefox", Missing: "no firefox-esr"}}
	return f
}

func TestTable(t *testing.T) {
	var b strings.Builder
	writeTable(&b, sampleFigures(), rows(sampleFigures()))
	out := b.String()
	for _, want := range []string{
		"Measured 2026-01-02 03:04 UTC by `make bench` · go1.26.0 linux/amd64 · Chromium 156.0.1 (headless, SwiftShader) · Test CPU, 2 cores\n",
		"| figure | game | floor | ratio | budget | runs |\n",
		"| .wasm download, brotli | 2,700,000 B | 2,400,000 B | 1.12× | ≤ 1.30×: met | 1 build each |\n",
		"| distance tables in the page (`tableMs`) | 3.0 ms | — | — | ≤ 5.0 ms: met | 7 loads; game 3.0–3.0 ms |\n",
		"| time to the first drawn frame | 2003.0 ms | 1000.0 ms | 2.00× | ≤ 1.30×: **missed** | 7 + 7 loads; game 2000.0–2006.0 ms, floor 1000.0–1000.0 ms |\n",
		"| webkit (WebKitGTK 2.50): time to the first drawn frame | 2003.0 ms | 1000.0 ms | 2.00× | ≤ 1.30×: **missed** |",
		"| webkit: frame interval during Solve, p95, against the raw WebGL floor | 18.0 ms | 17.0 ms | 1.06× | ≤ 1.20×: met |",
		"| phase | Chromium game | floor | webkit game | floor |\n",
		"| download and compile the .wasm | 800.0 | 700.0 | 800.0 | 700.0 |\n",
		"| the distance tables | 3.0 | — | 3.0 | — |\n",
		"| Ebitengine starts (WebGL context, first tick) | 1000.0 | 200.0 | 1000.0 | 200.0 |\n",
		"| idle main-thread busy time (5 s, from 2 s after the first frame) | 10.0 ms/s | 20.0 ms/s | 0.50× | ≤ 1.20×: met | 3 + 3 loads; game 10.0–10.0 ms/s, floor 20.0–20.0 ms/s |\n",
		"| frame interval during Solve (par 12), p95 | 18.0 ms | 17.0 ms | 1.06× | ≤ 20.0 ms: met | 1 playback + 1 recording (4 + 4 intervals) |\n",
		"| frame interval during Solve, worst | 18.0 ms | 17.0 ms | 1.06× | — | 1 playback + 1 recording (4 + 4 intervals) |\n",
		"| frames the game drew per second during Solve | 50.0 fps |",
		"| … p95 against the raw WebGL floor (`bench/rawfloor`) | 18.0 ms | 17.0 ms | 1.06× | ≤ 1.20×: met | 1 playback + 1 recording (4 + 4 intervals) |\n",
		"| frame interval during Solve (par 12), p95, compositing in software (no `--use-angle=swiftshader`) | 33.0 ms | 17.0 ms | 1.94× | ≤ 20.0 ms: **missed** | 1 playback + 1 recording (5 + 5 intervals) |\n",
		"| … p95 against the raw WebGL floor (`bench/rawfloor`) | 33.0 ms | 17.0 ms | 1.94× | ≤ 1.20×: **missed** |",
		"| frame interval during Solve, worst, compositing in software | 33.0 ms | 17.0 ms | 1.94× | — |",
		"| main-thread busy time during Solve, compositing in software | 500.0 ms/s |",
		"| main-thread busy time during Solve | 120.0 ms/s | — | — | — | 1 playback; 120.0–120.0 ms/s |\n",
		"| native BenchmarkTable/flip | 85.0 µs/op | — | — | — | 2 runs |\n",
		"| native BenchmarkProof32/flip | 150.0 ms/op | — | — | — | 2 runs; ± 3% (benchstat, 95% confidence) |\n",
		"(9 for the floor)",
		"| press to the frame after it shows, 4×4, first press after the page is ready | 40.0 ms | 20.0 ms (4×4, 2–10) | 2.00× | ≤ 1.50×: **missed** | 1 load; 40.0–40.0 ms |\n",
		"| press to the frame after it shows, 10×10, presses 2 to 10 | 20.0 ms | 20.0 ms (4×4, 2–10) | 1.00× | ≤ 1.50×: met | 1 load × 9 presses; 20.0–20.0 ms |\n",
		"| press to the frame after it shows, 9×9 king wrap, first press after the page is ready | 400.0 ms |",
		"| longest main-thread task while pressing, CPU time, 9×9 king wrap | 12.0 ms | — | — | ≤ 16.0 ms: met | 1 load; 12.0–12.0 ms; wall time 40.0–40.0 ms |\n",
		"| firefox: not measured | — | — | — | — | no firefox-esr |\n",
		"**Budgets missed:** time to the first drawn frame is 2.00×, over the budget of 1.30×; p95 frame interval compositing in software is 33.0 ms, over the budget of 20.0 ms; p95 frame interval compositing in software against the raw floor is 1.94×, over the budget of 1.20×; 4×4, first press after the page is ready, against a 4×4 press is 2.00×",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 13939725: "13,939,725", -1234: "-1,234"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestFloorRows: Ebitengine's own floor breaks the Solve budget down, and
// a miss is put down to it only when that floor misses the budget itself
// and the game is no slower than it.
func TestFloorRows(t *testing.T) {
	frames := func(p95 float64) frameSample {
		return frameSample{Frames: bench.Frames{Intervals: []float64{16, 16, 16, p95}, SpanMs: 1000}}
	}
	for _, c := range []struct {
		game, raw, ebiten float64
		below             bool
	}{
		{41, 33, 47, true},  // WebKit: Ebitengine's floor is itself 1.42× the raw one
		{41, 33, 36, false}, // Ebitengine's floor within the budget: the game's own miss
		{50, 33, 47, false}, // the game slower than Ebitengine's floor
		{33, 33, 47, false}, // met: nothing to put down
	} {
		ps := []playbackSample{{Game: frames(c.game), Raw: frames(c.raw), Ebiten: frames(c.ebiten)}}
		rel := compare("webkit: frame interval during Solve", []float64{c.game}, []float64{c.raw}, ms, budgetFrameRaw, "1")
		missed := rel.missed != ""
		rs := floorRows(ps, "webkit: ", &rel)
		if len(rs) != 2 || rs[0].ratio != times(c.ebiten/c.raw) || rs[1].ratio != times(c.game/c.ebiten) {
			t.Fatalf("%+v: rows %+v", c, rs)
		}
		if got := strings.Contains(rel.missed, "adds nothing"); got != c.below || missed != (rel.missed != "") {
			t.Errorf("%+v: missed %q, budget %q", c, rel.missed, rel.budget)
		}
		if strings.Contains(rel.budget, "below Ebitengine's own floor") != c.below {
			t.Errorf("%+v: budget %q", c, rel.budget)
		}
	}
	// Figures recorded before Ebitengine's floor was: no rows.
	var rel row
	if rs := floorRows([]playbackSample{{Game: frames(20), Raw: frames(16)}}, "", &rel); rs != nil {
		t.Errorf("no Ebitengine floor: %+v", rs)
	}
}
