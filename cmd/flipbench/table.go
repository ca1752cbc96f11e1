package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Budgets, from the performance issue.
const (
	budgetBrotli     = 1.3 // game/floor brotli bytes
	budgetTableMs    = 5   // ms to build the distance tables in the page
	budgetFirstFrame = 1.3 // game/floor time to the first frame
	budgetIdle       = 1.2 // game/floor idle busy time
	budgetFrameP95   = 20  // ms between frames during Solve, 95th percentile
	budgetFrameRaw   = 1.2 // game/raw WebGL floor, p95 frame interval
)

// A row is one line of the table.
type row struct {
	figure, game, floor, ratio, budget, runs string
	missed                                   string // what the budget missed by, or ""
}

// loadRows are the rows of the downloads and the loads.
func loadRows(f *figures) []row {
	var out []row
	runsBuild := "1 build each"
	for _, c := range []struct {
		name       string
		game, flr  int
		budget     float64
		budgetName string
	}{
		{"raw", f.Game.Raw, f.Floor.Sizes.Raw, 0, ""},
		{"gzip", f.Game.Gzip, f.Floor.Sizes.Gzip, 0, ""},
		{"brotli", f.Game.Brotli, f.Floor.Sizes.Brotli, budgetBrotli, "brotli download"},
	} {
		r := row{figure: ".wasm download, " + c.name, game: byteCount(c.game), floor: byteCount(c.flr), runs: runsBuild}
		ratio := float64(c.game) / float64(c.flr)
		r.ratio = times(ratio)
		r.budget = "—"
		if c.budget > 0 {
			r.budget, r.missed = judge(ratio, c.budget, times, c.budgetName)
		}
		out = append(out, r)
	}

	loads := fmt.Sprintf("%d + %s", len(f.GameLoads), plural(len(f.FloorLoads), "load"))
	tables := column(f.GameLoads, func(s loadSample) float64 { return s.TableMs })
	table := median(tables)
	r := row{figure: "distance tables in the page (`tableMs`)", game: ms(table), floor: "—", ratio: "—",
		runs: plural(len(f.GameLoads), "load") + "; game " + spread(tables, ms)}
	r.budget, r.missed = judge(table, budgetTableMs, ms, "tableMs")
	out = append(out, r)

	first := func(s loadSample) float64 { return s.FirstFrameMs }
	out = append(out, compare("time to the first drawn frame", column(f.GameLoads, first),
		column(f.FloorLoads, first), ms, budgetFirstFrame, loads))

	compiled := func(s loadSample) float64 { return s.CompiledMs }
	out = append(out, compare("… of which the .wasm downloaded and compiled", column(f.GameLoads, compiled),
		column(f.FloorLoads, compiled), ms, 0, loads))
	goStart := func(s loadSample) float64 { return s.FirstFrameMs - s.CompiledMs }
	out = append(out, compare("… of which Go's start to the first frame", column(f.GameLoads, goStart),
		column(f.FloorLoads, goStart), ms, 0, loads))

	if shownLoads(f.GameLoads) && shownLoads(f.FloorLoads) {
		shown := func(s loadSample) float64 { return s.ShownMs }
		out = append(out, compare("time to the first frame on screen (two animation frames after it)", column(f.GameLoads, shown),
			column(f.FloorLoads, shown), ms, 0, loads))
		ready := func(s loadSample) float64 { return s.ReadyMs }
		out = append(out, compare("time until the page is ready (`flipgame:ready`; the floor: on screen)", column(f.GameLoads, ready),
			column(f.FloorLoads, ready), ms, 0, loads))
	}
	return out
}

// rows turns the figures into the table's rows.
func rows(f *figures) []row {
	out := loadRows(f)
	idle := func(s loadSample) float64 { return s.IdleMsPerS }
	gameIdle, floorIdle := idleLoads(f.GameLoads), idleLoads(f.FloorLoads)
	out = append(out, compare(fmt.Sprintf("idle main-thread busy time (%g s, from %g s after the first frame)", f.Idle, f.Settle),
		column(gameIdle, idle), column(floorIdle, idle), msPerS, budgetIdle,
		fmt.Sprintf("%d + %s", len(gameIdle), plural(len(floorIdle), "load"))))

	out = append(out, frameRows(f)...)
	out = append(out, pressRows(f)...)
	out = append(out, engineRows(f)...)

	for _, n := range f.Native {
		iters := make([]float64, len(n.Iters))
		for i, x := range n.Iters {
			iters[i] = float64(x)
		}
		out = append(out, row{
			figure: "native " + n.Name, game: nsPerOp(median(n.NsPerOp)), floor: "—", ratio: "—", budget: "—",
			runs: fmt.Sprintf("%d × ~%s ops", len(n.NsPerOp), thousands(int(median(iters)))),
		})
	}
	return out
}

// idleLoads returns the loads that measured the idle cost.
func idleLoads(loads []loadSample) []loadSample {
	var out []loadSample
	for _, s := range loads {
		if s.IdleMeasured {
			out = append(out, s)
		}
	}
	return out
}

// frameRows are the rows of the intervals between frames during Solve.
func frameRows(f *figures) []row {
	var gameP95, floorP95, animP95, gameAll, floorAll, animAll []float64
	var drawnRates, spans, busy []float64
	gameFrames, floorFrames := 0, 0
	for _, p := range f.Playbacks {
		drawnRates = append(drawnRates, float64(p.Game.Drawn)/(p.Game.SpanMs/1000))
		spans = append(spans, p.Game.SpanMs)
		busy = append(busy, p.Game.BusyMsPerS)
		gameP95 = append(gameP95, percentile(p.Game.Intervals, 95))
		floorP95 = append(floorP95, percentile(p.Floor.Intervals, 95))
		animP95 = append(animP95, percentile(p.Animated.Intervals, 95))
		animAll = append(animAll, p.Animated.Intervals...)
		gameAll = append(gameAll, p.Game.Intervals...)
		floorAll = append(floorAll, p.Floor.Intervals...)
		gameFrames += len(p.Game.Intervals)
		floorFrames += len(p.Floor.Intervals)
	}
	runs := fmt.Sprintf("%d + %s (%s + %s intervals)", len(f.Playbacks), plural(len(f.Playbacks), "playback"), thousands(gameFrames), thousands(floorFrames))
	p95 := row{figure: fmt.Sprintf("frame interval during Solve (par %d), p95", f.Par),
		game: ms(median(gameP95)), floor: ms(median(floorP95)), ratio: times(median(gameP95) / median(floorP95)), runs: runs}
	p95.budget, p95.missed = judge(median(gameP95), budgetFrameP95, ms, "p95 frame interval")
	worst := row{figure: "frame interval during Solve, worst",
		game: ms(maximum(gameAll)), floor: ms(maximum(floorAll)), ratio: times(maximum(gameAll) / maximum(floorAll)), budget: "—", runs: runs}
	drawn := row{figure: "frames the game drew per second during Solve",
		game: fps(median(drawnRates)), floor: "—", ratio: "—", budget: "—",
		runs: fmt.Sprintf("%s, median %.1f s each", plural(len(f.Playbacks), "playback"), median(spans)/1000)}
	animRuns := fmt.Sprintf("%s + %s (%s + %s intervals)", plural(len(f.Playbacks), "playback"), plural(len(f.Playbacks), "recording"), thousands(gameFrames), thousands(len(animAll)))
	anim := row{figure: "… p95 against the floor animating one 8 px square a frame",
		game: ms(median(gameP95)), floor: ms(median(animP95)), ratio: times(median(gameP95) / median(animP95)), budget: "—", runs: animRuns}
	animWorst := row{figure: "… worst against the floor animating",
		game: ms(maximum(gameAll)), floor: ms(maximum(animAll)), ratio: times(maximum(gameAll) / maximum(animAll)), budget: "—", runs: animRuns}
	var rawP95 []float64
	rawFrames := 0
	for _, p := range f.Playbacks {
		rawP95 = append(rawP95, percentile(p.Raw.Intervals, 95))
		rawFrames += len(p.Raw.Intervals)
	}
	raw := row{figure: "… p95 against the raw WebGL floor (`bench/rawfloor`)",
		game: ms(median(gameP95)), floor: ms(median(rawP95)), ratio: times(median(gameP95) / median(rawP95)),
		runs: fmt.Sprintf("%s + %s (%s + %s intervals)", plural(len(f.Playbacks), "playback"), plural(len(f.Playbacks), "recording"), thousands(gameFrames), thousands(rawFrames))}
	raw.budget, raw.missed = judge(median(gameP95)/median(rawP95), budgetFrameRaw, times, "p95 frame interval against the raw floor")
	thread := row{figure: "main-thread busy time during Solve",
		game: msPerS(median(busy)), floor: "—", ratio: "—", budget: "—",
		runs: plural(len(f.Playbacks), "playback") + "; " + spread(busy, msPerS)}
	return append([]row{p95, worst, raw, anim, animWorst, drawn, thread}, softFrameRows(f)...)
}

// softFrameRows are the rows of the playbacks in a browser that
// composites in software, beside the raw floor there; none if there
// were none.
func softFrameRows(f *figures) []row {
	ps := f.SoftPlaybacks
	if len(ps) == 0 {
		return nil
	}
	gameP95 := column(ps, func(p playbackSample) float64 { return percentile(p.Game.Intervals, 95) })
	rawP95 := column(ps, func(p playbackSample) float64 { return percentile(p.Raw.Intervals, 95) })
	busy := column(ps, func(p playbackSample) float64 { return p.Game.BusyMsPerS })
	gameN, rawN := 0, 0
	for _, p := range ps {
		gameN += len(p.Game.Intervals)
		rawN += len(p.Raw.Intervals)
	}
	runs := fmt.Sprintf("%s + %s (%s + %s intervals)", plural(len(ps), "playback"), plural(len(ps), "recording"), thousands(gameN), thousands(rawN))
	g, r := median(gameP95), median(rawP95)
	abs := row{figure: "frame interval during Solve, p95, compositing in software (no `--use-angle=swiftshader`), against the raw floor there",
		game: ms(g), floor: ms(r), ratio: times(g / r), runs: runs}
	abs.budget, abs.missed = judge(g, budgetFrameP95, ms, "p95 frame interval compositing in software")
	rel := row{figure: "… the same against the raw floor",
		game: ms(g), floor: ms(r), ratio: times(g / r), runs: runs}
	rel.budget, rel.missed = judge(g/r, budgetFrameRaw, times, "p95 frame interval compositing in software against the raw floor")
	drawn := row{figure: "frames the game drew per second during Solve, compositing in software",
		game:  fps(median(column(ps, func(p playbackSample) float64 { return float64(p.Game.Drawn) / (p.Game.SpanMs / 1000) }))),
		floor: "—", ratio: "—", budget: "—", runs: plural(len(ps), "playback")}
	thread := row{figure: "main-thread busy time during Solve, compositing in software",
		game: msPerS(median(busy)), floor: "—", ratio: "—", budget: "—",
		runs: plural(len(ps), "playback") + "; " + spread(busy, msPerS)}
	return []row{abs, rel, drawn, thread}
}

// writeFrameTable writes the frame intervals of the game during Solve
// and of the three floors recorded after each playback, side by side.
func writeFrameTable(w io.Writer, f *figures) {
	type col struct {
		name string
		of   []playbackSample
		get  func(playbackSample) frameSample
	}
	game := func(p playbackSample) frameSample { return p.Game }
	raw := func(p playbackSample) frameSample { return p.Raw }
	cols := []col{
		{"game during Solve", f.Playbacks, game},
		{"Ebitengine floor animating", f.Playbacks, func(p playbackSample) frameSample { return p.Animated }},
		{"raw WebGL floor", f.Playbacks, raw},
		{"Ebitengine floor idle", f.Playbacks, func(p playbackSample) frameSample { return p.Floor }},
	}
	if len(f.SoftPlaybacks) > 0 {
		cols = append(cols, col{"game during Solve, software compositing", f.SoftPlaybacks, game},
			col{"raw WebGL floor, software compositing", f.SoftPlaybacks, raw})
	}
	fmt.Fprint(w, "| frame interval, same run |")
	for _, c := range cols {
		fmt.Fprintf(w, " %s |", c.name)
	}
	fmt.Fprint(w, "\n| --- |")
	for range cols {
		fmt.Fprint(w, " ---: |")
	}
	fmt.Fprintln(w)
	for _, q := range []struct {
		name string
		of   func([]float64) float64
	}{
		{"p50", func(xs []float64) float64 { return percentile(xs, 50) }},
		{"p95", func(xs []float64) float64 { return percentile(xs, 95) }},
		{"worst", maximum},
	} {
		fmt.Fprintf(w, "| %s |", q.name)
		for _, c := range cols {
			var per []float64
			for _, p := range c.of {
				per = append(per, q.of(c.get(p).Intervals))
			}
			v := median(per)
			if q.name == "worst" {
				v = maximum(per)
			}
			fmt.Fprintf(w, " %s |", ms(v))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, "| runs (intervals) |")
	for _, c := range cols {
		n := 0
		for _, p := range c.of {
			n += len(c.get(p).Intervals)
		}
		fmt.Fprintf(w, " %s (%s) |", plural(len(c.of), "recording"), thousands(n))
	}
	fmt.Fprintln(w)
}

// compare makes a row of a figure sampled for the game and the floor,
// whose ratio of medians has a budget unless budget is 0; runs gets the
// range of each.
func compare(name string, game, floor []float64, format func(float64) string, budget float64, runs string) row {
	g, fl := median(game), median(floor)
	ratio := g / fl
	r := row{figure: name, game: format(g), floor: format(fl), ratio: times(ratio), budget: "—",
		runs: runs + "; game " + spread(game, format) + ", floor " + spread(floor, format)}
	if budget > 0 {
		r.budget, r.missed = judge(ratio, budget, times, name)
	}
	return r
}

// spread formats the range of xs, "1.3–29.8 ms": the unit once.
func spread(xs []float64, format func(float64) string) string {
	lo, hi := format(slices.Min(xs)), format(maximum(xs))
	if i := strings.IndexByte(lo, ' '); i >= 0 && strings.HasSuffix(hi, lo[i:]) {
		lo = lo[:i]
	}
	return lo + "–" + hi
}

// judge returns the budget cell for v against the limit, and what was
// missed if v is over it.
func judge(v, limit float64, format func(float64) string, name string) (cell, missed string) {
	if math.IsNaN(v) || v > limit {
		return "≤ " + format(limit) + ": **missed**", fmt.Sprintf("%s is %s, over the budget of %s", name, format(v), format(limit))
	}
	return "≤ " + format(limit) + ": met", ""
}

// writeTable writes the header line, the table and the notes as Markdown.
func writeTable(w io.Writer, f *figures, rs []row) {
	fmt.Fprintln(w, f.Env.header())
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| figure | game | floor | ratio | budget | runs |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | --- | --- |")
	for _, r := range rs {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", r.figure, r.game, r.floor, r.ratio, r.budget, r.runs)
	}
	fmt.Fprintln(w)
	writeFrameTable(w, f)
	fmt.Fprintln(w)
	for _, n := range notes(f) {
		fmt.Fprintln(w, "- "+n)
	}
	var missed []string
	for _, r := range rs {
		if r.missed != "" {
			missed = append(missed, r.missed)
		}
	}
	if len(missed) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "**Budgets missed:** "+strings.Join(missed, "; ")+".")
	}
}

// notes say how the figures were measured.
func notes(f *figures) []string {
	q := "flipsite's auto brotli quality"
	if f.Floor.BrotliQuality > 0 {
		q += fmt.Sprintf(" (%d for the floor)", f.Floor.BrotliQuality)
	}
	out := []string{
		"Floor: `bench/floor`, an Ebitengine program that fills the screen once and draws nothing after; built like the game (`GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w'`), made a site by `cmd/flipsite` with " + q + ", served by `web/server` on loopback.",
		fmt.Sprintf("Browser: headless Chromium on SwiftShader, %d×%d CSS px at DPR 1, started with DESIGN.md's flags: `--use-angle=swiftshader` makes it composite every frame on SwiftShader as on a GPU (chrome://gpu's `gpu_compositing` is `enabled`, checked through `SystemInfo.getInfo`). Every load is in a fresh tab and fresh browser context with the HTTP cache disabled (`Network.setCacheDisabled`), so it downloads (brotli) and compiles the .wasm; game and floor loads alternate, after one uncounted load of each that warms the browser up (its GPU process and SwiftShader start with the first page). Browser figures are medians; worst is the maximum.", viewportW, viewportH),
		"First frame: `performance.now()` at the first drawn frame (`flipgame.firstFrameMs`, `floorFirstFrameMs`), split at the moment the page's `WebAssembly.instantiateStreaming` resolved (a wrapper injected before the page's scripts). Go's first frame only queues its drawing for the GPU process; on screen is `performance.now()` at the second `requestAnimationFrame` callback after it (`flipgame.shownMs`, `floorShownMs`), which the browser begins only once the first frame has been drawn. The floor is ready then; the game once the frames that prepare its first press and Solve have been drawn too (`flipgame.readyMs`, when `window.flipgame` appears). Idle: growth of `TaskDuration` over growth of `Timestamp` (`Performance.getMetrics`), in ms busy per s.",
		"Solve: Refrigerator permalink `" + f.Fragment + "`; intervals between `requestAnimationFrame` callbacks from the click on Solve until `flipgame.busy()` (`snapshot().busy` alone) is false (p95 is the median over playbacks of each one's p95), and the frames the game drew meanwhile (`snapshot().frames`). Floor: the same, idle, over as long (at most 10 s); animating floor: `bench/floor#animate`, which moves one 8 px square a frame, the least drawing that makes Ebitengine present a frame, over as long; raw floor: `bench/rawfloor`, plain WebGL 2 with WebGL's default context attributes, which every frame draws an 8 px square into an offscreen texture the size of the canvas and that texture to the canvas with one full-screen quad, over as long. In the side-by-side table p50 and p95 are the medians over the recordings of each one's percentile. Compositing in software: the same playbacks, each followed by the raw floor, in a second browser started without `--use-angle=swiftshader`, which composites in software (`gpu_compositing` is `disabled_software`) and still runs WebGL on SwiftShader.",
		fmt.Sprintf("Presses: each board class (4×4 Flip Game; 10×10 cross; 9×9 king with wrap) loaded in a fresh tab at a fixed random position, %d cells clicked (`Input.dispatchMouseEvent` at `flipgame.layout()` cell centres), the first as soon as `window.flipgame` answers, each next once the last has stopped moving; a press's time runs from its `pointerdown` (seen by a capturing listener on `window`) to the `requestAnimationFrame` callback after the one in which `snapshot().moves` changed. Budgets: at most %.1f× the median of the 4×4 presses 2 to %d of the same run; the longest main-thread task (the top-level task on the page's `CrRendererMain` that ran the most CPU time, its `tdur` in a trace of the presses: started before the page loads, counted from the first press) at most %d ms of CPU time. Its wall time is shown beside it: on this shared 2-core machine a task's wall time is mostly time the thread waited for a processor.", pressesPerLoad, budgetPress, pressesPerLoad, budgetPressTask),
		fmt.Sprintf("Native: `go test -run '^$' -bench '%s' -benchmem -count %d %s`, median ns/op; AllBoards answers all 65,536 boards per op.", nativePattern, f.NativeCount, strings.Join(nativePackages, " ")),
	}
	if len(f.Engines) > 0 {
		out = append(out, "Firefox and WebKit: Debian's firefox-esr through WebDriver BiDi and WebKitGTK's MiniBrowser through WebKitWebDriver (internal/driver), both drawing WebGL 2 with Mesa under Xvfb, at the same viewport. Each load is a fresh page with storage of its own (a new user context in Firefox, whose cache is bypassed with `network.setCacheBehavior`; a new WebDriver session in WebKit); game and floor alternate after one uncounted load of each. WebKit runs no script before the page's, so its loads are not split at the compile. Solve: the same playbacks, each followed by the raw floor over as long. No budget yet for these rows.")
	}
	return out
}

// plural returns "1 load", "5 loads".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// byteCount formats a size in bytes.
func byteCount(n int) string { return thousands(n) + " B" }

// ms formats milliseconds.
func ms(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + " ms" }

// msPerS formats busy milliseconds per second.
func msPerS(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + " ms/s" }

// fps formats frames per second.
func fps(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + " fps" }

// times formats a ratio.
func times(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) + "×" }

// nsPerOp formats a benchmark's time per op in a fitting unit.
func nsPerOp(v float64) string {
	switch {
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'f', 1, 64) + " ms/op"
	case v >= 1e3:
		return strconv.FormatFloat(v/1e3, 'f', 1, 64) + " µs/op"
	}
	return strconv.FormatFloat(v, 'f', 0, 64) + " ns/op"
}

// thousands formats n with commas between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// shownLoads reports whether every load recorded when its first frame was
// on screen (samples from before the figure have none).
func shownLoads(loads []loadSample) bool {
	for _, s := range loads {
		if s.ShownMs <= 0 {
			return false
		}
	}
	return len(loads) > 0
}
