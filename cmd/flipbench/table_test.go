package main

import (
	"strings"
	"testing"
	"time"
)

// sampleFigures returns figures where the game meets every budget but
// the first frame, the first presses and the playback compositing in
// software.
func sampleFigures() *figures {
	f := &figures{
		Env:         environment{Date: time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC), GoVersion: "go1.26.0 linux/amd64", Browser: "HeadlessChrome/156.0.1", CPU: "Test CPU", Cores: 2},
		Game:        sizes{Name: "flip.0123456789ab.wasm", Raw: 13_000_000, Gzip: 3_300_000, Brotli: 2_700_000},
		Floor:       floorSite{Sizes: sizes{Raw: 12_000_000, Gzip: 3_000_000, Brotli: 2_400_000}, BrotliQuality: 9},
		Par:         12,
		Fragment:    "game=fridge&board=+---",
		NativeCount: 2,
		Settle:      2,
		Idle:        5,
		Native:      []nativeResult{{Name: "BenchmarkTable/flip", NsPerOp: []float64{80_000, 90_000}, Iters: []int{10, 20}}},
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
		g := loadSample{FirstFrameMs: 2000 + float64(i), CompiledMs: 800, TableMs: 3}
		fl := loadSample{FirstFrameMs: 1000, CompiledMs: 700}
		if i < 3 {
			g.IdleMsPerS, g.IdleMeasured = 10, true
			fl.IdleMsPerS, fl.IdleMeasured = 20, true
		}
		f.GameLoads = append(f.GameLoads, g)
		f.FloorLoads = append(f.FloorLoads, fl)
	}
	f.Playbacks = []playbackSample{{
		Game:     frameSample{Intervals: []float64{16, 17, 16, 18}, SpanMs: 2000, Drawn: 100, BusyMsPerS: 120},
		Floor:    frameSample{Intervals: []float64{16, 16, 17, 16}, SpanMs: 2000},
		Animated: frameSample{Intervals: []float64{30, 34, 36, 40}, SpanMs: 2000},
		Raw:      frameSample{Intervals: []float64{16, 17, 17, 17}, SpanMs: 2000},
	}}
	f.SoftPlaybacks = []playbackSample{{
		Game: frameSample{Intervals: []float64{16, 17, 16, 33, 17}, SpanMs: 1000, Drawn: 50, BusyMsPerS: 500},
		Raw:  frameSample{Intervals: []float64{16, 17, 17, 16, 17}, SpanMs: 1000},
	}}
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
		"| … of which the .wasm downloaded and compiled | 800.0 ms | 700.0 ms | 1.14× | — | 7 + 7 loads; game 800.0–800.0 ms, floor 700.0–700.0 ms |\n",
		"| … of which Go's start to the first frame | 1203.0 ms | 300.0 ms | 4.01× | — |",
		"| idle main-thread busy time (5 s, from 2 s after the first frame) | 10.0 ms/s | 20.0 ms/s | 0.50× | ≤ 1.20×: met | 3 + 3 loads; game 10.0–10.0 ms/s, floor 20.0–20.0 ms/s |\n",
		"| frame interval during Solve (par 12), p95 | 18.0 ms | 17.0 ms | 1.06× | ≤ 20.0 ms: met | 1 + 1 playback (4 + 4 intervals) |\n",
		"| … p95 against the floor animating one 8 px square a frame | 18.0 ms | 40.0 ms | 0.45× | — | 1 playback + 1 recording (4 + 4 intervals) |\n",
		"| … worst against the floor animating | 18.0 ms | 40.0 ms | 0.45× | — |",
		"| frames the game drew per second during Solve | 50.0 fps |",
		"| … p95 against the raw WebGL floor (`bench/rawfloor`) | 18.0 ms | 17.0 ms | 1.06× | ≤ 1.20×: met | 1 playback + 1 recording (4 + 4 intervals) |\n",
		"| frame interval, same run | game during Solve | Ebitengine floor animating | raw WebGL floor | Ebitengine floor idle | game during Solve, software compositing | raw WebGL floor, software compositing |\n",
		"| frame interval during Solve, p95, compositing in software (no `--use-angle=swiftshader`), against the raw floor there | 33.0 ms | 17.0 ms | 1.94× | ≤ 20.0 ms: **missed** | 1 playback + 1 recording (5 + 5 intervals) |\n",
		"| … the same against the raw floor | 33.0 ms | 17.0 ms | 1.94× | ≤ 1.20×: **missed** |",
		"| main-thread busy time during Solve, compositing in software | 500.0 ms/s |",
		"| p95 | 18.0 ms | 40.0 ms | 17.0 ms | 17.0 ms | 33.0 ms | 17.0 ms |\n",
		"| runs (intervals) | 1 recording (4) | 1 recording (4) | 1 recording (4) | 1 recording (4) | 1 recording (5) | 1 recording (5) |\n",
		"| main-thread busy time during Solve | 120.0 ms/s | — | — | — | 1 playback; 120.0–120.0 ms/s |\n",
		"| native BenchmarkTable/flip | 85.0 µs/op | — | — | — | 2 × ~15 ops |\n",
		"(9 for the floor)",
		"| press to the frame after it shows, 4×4, first press after the page is ready | 40.0 ms | 20.0 ms (4×4, 2–10) | 2.00× | ≤ 1.50×: **missed** | 1 load; 40.0–40.0 ms |\n",
		"| press to the frame after it shows, 10×10, presses 2 to 10 | 20.0 ms | 20.0 ms (4×4, 2–10) | 1.00× | ≤ 1.50×: met | 1 load × 9 presses; 20.0–20.0 ms |\n",
		"| press to the frame after it shows, 9×9 king wrap, first press after the page is ready | 400.0 ms |",
		"| longest main-thread task while pressing, CPU time, 9×9 king wrap | 12.0 ms | — | — | ≤ 16.0 ms: met | 1 load; 12.0–12.0 ms; wall time 40.0–40.0 ms |\n",
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

func TestReportedQuality(t *testing.T) {
	out := "/tmp/x/floor-site/flip.0123456789ab.wasm: 12179837 bytes, gzip 2955797, brotli 2401842 (quality 9)\n" +
		"/tmp/x/floor-site/index.html: 1500 bytes, gzip 700, brotli 600 (quality 11)\n"
	if q := reportedQuality(out, "flip.0123456789ab.wasm"); q != 9 {
		t.Errorf("quality of the wasm = %d, want 9", q)
	}
	if q := reportedQuality(out, "other.wasm"); q != 0 {
		t.Errorf("quality of a file not listed = %d, want 0", q)
	}
}
