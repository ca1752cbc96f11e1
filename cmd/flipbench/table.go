package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"flip/bench"
)

var median, percentile, maximum = bench.Median, bench.Percentile, bench.Maximum

// p95 is the 95th percentile of xs.
func p95(xs []float64) float64 { return percentile(xs, 95) }

// Budgets, from the performance issue (the presses' are in press.go).
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

// write writes the row as a line of the Markdown table.
func (r row) write(w io.Writer) {
	fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", r.figure, r.game, r.floor, r.ratio, r.budget, r.runs)
}

// judge sets the budget cell for v against the limit, and what was
// missed if v is over it (or not a number).
func (r *row) judge(v, limit float64, format func(float64) string, name string) {
	r.budget = "≤ " + format(limit) + ": met"
	if math.IsNaN(v) || v > limit {
		r.budget = "≤ " + format(limit) + ": **missed**"
		r.missed = fmt.Sprintf("%s is %s, over the budget of %s", name, format(v), format(limit))
	}
}

// compare makes a row of a figure sampled for the game and the floor,
// whose ratio of medians has a budget unless budget is 0; runs gets the
// range of each.
func compare(name string, game, floor []float64, format func(float64) string, budget float64, runs string) row {
	g, fl := median(game), median(floor)
	r := row{figure: name, game: format(g), floor: format(fl), ratio: times(g / fl), budget: "—",
		runs: runs + "; game " + spread(game, format) + ", floor " + spread(floor, format)}
	if budget > 0 {
		r.judge(g/fl, budget, times, name)
	}
	return r
}

// of returns get of every sample.
func of[S, T any](samples []S, get func(S) T) []T {
	out := make([]T, len(samples))
	for i, s := range samples {
		out[i] = get(s)
	}
	return out
}

// loadRows are the rows of the downloads and the loads.
func loadRows(f *figures) []row {
	var out []row
	for _, c := range []struct {
		name        string
		game, floor int
		budget      float64
	}{
		{"raw", f.Game.Raw, f.Floor.Sizes.Raw, 0},
		{"gzip", f.Game.Gzip, f.Floor.Sizes.Gzip, 0},
		{"brotli", f.Game.Brotli, f.Floor.Sizes.Brotli, budgetBrotli},
	} {
		ratio := float64(c.game) / float64(c.floor)
		r := row{figure: ".wasm download, " + c.name, game: byteCount(c.game), floor: byteCount(c.floor), ratio: times(ratio), budget: "—", runs: "1 build each"}
		if c.budget > 0 {
			r.judge(ratio, c.budget, times, c.name+" download")
		}
		out = append(out, r)
	}

	tables := of(f.GameLoads, func(s loadSample) float64 { return s.TableMs })
	r := row{figure: "distance tables in the page (`tableMs`)", game: ms(median(tables)), floor: "—", ratio: "—",
		runs: plural(len(f.GameLoads), "load") + "; game " + spread(tables, ms)}
	r.judge(median(tables), budgetTableMs, ms, "tableMs")
	out = append(out, r)

	loads := fmt.Sprintf("%d + %s", len(f.GameLoads), plural(len(f.FloorLoads), "load"))
	both := func(name string, get func(loadSample) float64, budget float64) row {
		return compare(name, of(f.GameLoads, get), of(f.FloorLoads, get), ms, budget, loads)
	}
	out = append(out,
		both("time to the first drawn frame", func(s loadSample) float64 { return s.FirstFrameMs }, budgetFirstFrame))
	shown := func(loads []loadSample) bool {
		return len(loads) > 0 && !slices.ContainsFunc(loads, func(s loadSample) bool { return s.ShownMs <= 0 })
	}
	if shown(f.GameLoads) && shown(f.FloorLoads) {
		out = append(out,
			both("time to the first frame on screen (two animation frames after it)", func(s loadSample) float64 { return s.ShownMs }, 0),
			both("time until the page is ready (`flipgame:ready`; the floor: on screen)", func(s loadSample) float64 { return s.ReadyMs }, 0))
	}
	return out
}

// rows turns the figures into the table's rows.
func rows(f *figures) []row {
	out := loadRows(f)
	measured := func(s loadSample) bool { return !s.IdleMeasured }
	gameIdle := slices.DeleteFunc(slices.Clone(f.GameLoads), measured)
	floorIdle := slices.DeleteFunc(slices.Clone(f.FloorLoads), measured)
	idle := func(s loadSample) float64 { return s.IdleMsPerS }
	out = append(out, compare(fmt.Sprintf("idle main-thread busy time (%g s, from %g s after the first frame)", f.Idle, f.Settle),
		of(gameIdle, idle), of(floorIdle, idle), msPerS, budgetIdle, fmt.Sprintf("%d + %s", len(gameIdle), plural(len(floorIdle), "load"))))
	out = append(out, solveRows(f.Playbacks, f.Par, false)...)
	out = append(out, solveRows(f.SoftPlaybacks, f.Par, true)...)
	out = append(out, pressRows(f)...)
	out = append(out, engineRows(f)...)
	for _, n := range f.Native {
		runs := plural(f.NativeCount, "run")
		if n.CI != "" && n.CI != "∞" {
			runs += "; ± " + n.CI + " (benchstat, 95% confidence)"
		}
		out = append(out, row{figure: "native " + n.Name, game: nsPerOp(n.SecPerOp * 1e9), floor: "—", ratio: "—", budget: "—", runs: runs})
	}
	return out
}

// recorded is the frames of one page over the playbacks: each
// recording's p95, and every interval.
type recorded struct{ p95s, all []float64 }

// column gathers get's frames of every playback.
func column(ps []playbackSample, get func(playbackSample) frameSample) recorded {
	var c recorded
	for _, p := range ps {
		c.p95s = append(c.p95s, p95(get(p).Intervals))
		c.all = append(c.all, get(p).Intervals...)
	}
	return c
}

// counts says how many recordings and intervals two columns hold.
func counts(game, floor recorded, n int, floorNoun string) string {
	return fmt.Sprintf("%s + %s (%s + %s intervals)", plural(n, "playback"), plural(n, floorNoun), thousands(len(game.all)), thousands(len(floor.all)))
}

var (
	gameFrames   = func(p playbackSample) frameSample { return p.Game }
	rawFrames    = func(p playbackSample) frameSample { return p.Raw }
	ebitenFrames = func(p playbackSample) frameSample { return p.Ebiten }
)

// floorRows break the Solve budget against the raw floor down: how far
// Ebitengine's own animation floor is from the raw floor, and the game
// from Ebitengine's, in the same engine and run. rel is the row with the
// budget: when it is missed while Ebitengine's floor is itself over the
// budget and the game is no slower than it, what it missed by says so.
func floorRows(ps []playbackSample, label string, rel *row) []row {
	game, raw, eb := column(ps, gameFrames), column(ps, rawFrames), column(ps, ebitenFrames)
	if len(eb.all) == 0 {
		return nil // figures from before Ebitengine's floor was recorded
	}
	g, r, e := median(game.p95s), median(raw.p95s), median(eb.p95s)
	n := len(ps)
	floor := row{figure: label + "Ebitengine's own floor (`bench/floor#animate`, a square moved every frame) against the raw WebGL floor, p95",
		game: ms(e), floor: ms(r), ratio: times(e / r), budget: "—",
		runs: fmt.Sprintf("%s + %s (%s + %s intervals)", plural(n, "recording"), plural(n, "recording"), thousands(len(eb.all)), thousands(len(raw.all)))}
	adds := row{figure: label + "the game's Solve against Ebitengine's own floor, p95", game: ms(g), floor: ms(e), ratio: times(g / e), budget: "—",
		runs: counts(game, eb, n, "recording")}
	if rel.missed != "" && e/r > budgetFrameRaw && g <= e {
		rel.missed += fmt.Sprintf(" (Ebitengine's own floor is %s the raw floor there, and the game's Solve %s Ebitengine's floor: the game adds nothing to it)", times(e/r), times(g/e))
		rel.budget += ", below Ebitengine's own floor"
	}
	return []row{floor, adds}
}

// solveRows are the rows of the frames during the Solve playbacks ps,
// beside the raw floor's in the same browser; soft says it composited in
// software. None if there were no playbacks.
func solveRows(ps []playbackSample, par int, soft bool) []row {
	n := len(ps)
	if n == 0 {
		return nil
	}
	figure, where, budgetName := fmt.Sprintf("frame interval during Solve (par %d), p95", par), "", "p95 frame interval"
	if soft {
		figure += ", compositing in software (no `--use-angle=swiftshader`)"
		where, budgetName = ", compositing in software", budgetName+" compositing in software"
	}
	game, raw := column(ps, gameFrames), column(ps, rawFrames)
	g, r := median(game.p95s), median(raw.p95s)
	runs := counts(game, raw, n, "recording")
	abs := row{figure: figure, game: ms(g), floor: ms(r), ratio: times(g / r), runs: runs}
	abs.judge(g, budgetFrameP95, ms, budgetName)
	rel := row{figure: "… p95 against the raw WebGL floor (`bench/rawfloor`)", game: ms(g), floor: ms(r), ratio: times(g / r), runs: runs}
	rel.judge(g/r, budgetFrameRaw, times, budgetName+" against the raw floor")
	breakdown := floorRows(ps, "… ", &rel)
	worst := row{figure: "frame interval during Solve, worst" + where,
		game: ms(maximum(game.all)), floor: ms(maximum(raw.all)), ratio: times(maximum(game.all) / maximum(raw.all)), budget: "—", runs: runs}
	rates := of(ps, func(p playbackSample) float64 { return float64(p.Game.Drawn) / (p.Game.SpanMs / 1000) })
	drawn := row{figure: "frames the game drew per second during Solve" + where, game: fps(median(rates)), floor: "—", ratio: "—", budget: "—",
		runs: fmt.Sprintf("%s, median %.1f s each", plural(n, "playback"), median(of(ps, func(p playbackSample) float64 { return p.Game.SpanMs }))/1000)}
	busy := of(ps, func(p playbackSample) float64 { return p.Game.BusyMsPerS })
	thread := row{figure: "main-thread busy time during Solve" + where, game: msPerS(median(busy)), floor: "—", ratio: "—", budget: "—",
		runs: plural(n, "playback") + "; " + spread(busy, msPerS)}
	return append([]row{abs, rel}, append(breakdown, worst, drawn, thread)...)
}

// engineRows are the rows of the other engines: the first frame against
// the floor, and Solve's p95 frame interval against the raw floor, each
// in the same engine and run, with the budgets Chromium's have.
func engineRows(f *figures) []row {
	var out []row
	for _, ef := range f.Engines {
		if ef.Missing != "" {
			out = append(out, row{figure: fmt.Sprintf("%s: not measured", ef.Engine), game: "—", floor: "—", ratio: "—", budget: "—", runs: ef.Missing})
			continue
		}
		first := func(s loadSample) float64 { return s.FirstFrameMs }
		out = append(out, compare(fmt.Sprintf("%s (%s): time to the first drawn frame", ef.Engine, ef.Browser),
			of(ef.GameLoads, first), of(ef.FloorLoads, first), ms, budgetFirstFrame, fmt.Sprintf("%d + %s", len(ef.GameLoads), plural(len(ef.FloorLoads), "load"))))
		game, raw, n := column(ef.Playbacks, gameFrames), column(ef.Playbacks, rawFrames), len(ef.Playbacks)
		if n == 0 {
			continue // -loadsonly
		}
		rel := compare(fmt.Sprintf("%s: frame interval during Solve, p95, against the raw WebGL floor", ef.Engine),
			game.p95s, raw.p95s, ms, budgetFrameRaw, fmt.Sprintf("%d + %s (%s + %s intervals)", n, plural(n, "recording"), thousands(len(game.all)), thousands(len(raw.all))))
		breakdown := floorRows(ef.Playbacks, fmt.Sprintf("%s: ", ef.Engine), &rel)
		out = append(append(out, rel), breakdown...)
	}
	return out
}

// writeTable writes the header line, the table and the notes as Markdown.
func writeTable(w io.Writer, f *figures, rs []row) {
	fmt.Fprintf(w, "%s\n\n| figure | game | floor | ratio | budget | runs |\n| --- | ---: | ---: | ---: | --- | --- |\n", f.Env.Header("`make bench`"))
	var missed []string
	for _, r := range rs {
		r.write(w)
		if r.missed != "" {
			missed = append(missed, r.missed)
		}
	}
	fmt.Fprintln(w)
	for _, n := range notes(f) {
		fmt.Fprintln(w, "- "+n)
	}
	if len(missed) > 0 {
		fmt.Fprintf(w, "\n**Budgets missed:** %s.\n", strings.Join(missed, "; "))
	}
	writePhases(w, f)
}

// writePhases writes where the start's time goes, in each engine
// measured: the game's loads and the floor's (bench.PhaseTable).
func writePhases(w io.Writer, f *figures) {
	cols := []bench.PhaseColumn{{Name: "Chromium game", Loads: marks(f.GameLoads)}, {Name: "floor", Loads: marks(f.FloorLoads)}}
	for _, ef := range f.Engines {
		if ef.Missing == "" {
			cols = append(cols, bench.PhaseColumn{Name: string(ef.Engine) + " game", Loads: marks(ef.GameLoads)}, bench.PhaseColumn{Name: "floor", Loads: marks(ef.FloorLoads)})
		}
	}
	fmt.Fprint(w, "\nWhere the start's time goes: the median of each phase over the loads, between the pages' performance marks.\n\n"+bench.PhaseTable(cols))
}

// marks returns the performance marks of each load.
func marks(loads []loadSample) []map[string]float64 {
	return of(loads, func(s loadSample) map[string]float64 { return s.Marks })
}

// notes say how the figures were measured.
func notes(f *figures) []string {
	q := "flipsite's auto brotli quality"
	if f.Floor.BrotliQuality > 0 {
		q += fmt.Sprintf(" (%d for the floor)", f.Floor.BrotliQuality)
	}
	out := []string{
		"Floor: `bench/floor`, an Ebitengine program that fills the screen once and draws nothing after; built like the game (`GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w'`), made a site by `cmd/flipsite` with " + q + ", served by `web/server` on loopback.",
		fmt.Sprintf("Browser: headless Chromium on SwiftShader, %d×%d CSS px at DPR 1, started with the driver's flags (internal/driver, chromiumFlags): `--use-angle=swiftshader` makes it composite every frame on SwiftShader as on a GPU (chrome://gpu's `gpu_compositing` is `enabled`, checked through `SystemInfo.getInfo`). Every load is in a fresh tab and fresh browser context with the HTTP cache disabled (`Network.setCacheDisabled`), so it downloads (brotli) and compiles the .wasm; game and floor loads alternate, after one uncounted load of each that warms the browser up (its GPU process and SwiftShader start with the first page). Browser figures are medians; worst is the maximum.", bench.ViewportW, bench.ViewportH),
		"First frame: `performance.now()` at the first drawn frame (`flipgame.firstFrameMs`, `floorFirstFrameMs`), split at the page's own performance marks (`flip:compiled`, when its `WebAssembly.instantiateStreaming` resolved; the phases below the table). Go's first frame only queues its drawing for the GPU process; on screen is `performance.now()` at the second `requestAnimationFrame` callback after it (`flipgame.shownMs`, `floorShownMs`), which the browser begins only once the first frame has been drawn. The floor is ready then; the game once the frames that prepare its first press and Solve have been drawn too (`flipgame.readyMs`, when `window.flipgame` appears). Idle: growth of `TaskDuration` over growth of `Timestamp` (`Performance.getMetrics`), in ms busy per s.",
		"Solve: Refrigerator permalink `" + f.Fragment + "`; intervals between `requestAnimationFrame` callbacks from the click on Solve until `flipgame.busy()` (`snapshot().busy` alone) is false (p95 is the median over playbacks of each one's p95), and the frames the game drew meanwhile (`snapshot().frames`). Raw floor: `bench/rawfloor`, plain WebGL 2 with WebGL's default context attributes, which every frame draws an 8 px square into an offscreen texture the size of the canvas and that texture to the canvas with one full-screen quad, recorded after each playback over as long (at most 10 s). Compositing in software: the same playbacks, each followed by the raw floor, in a second browser started without `--use-angle=swiftshader`, which composites in software (`gpu_compositing` is `disabled_software`) and still runs WebGL on SwiftShader.",
		fmt.Sprintf("Presses: each board class (4×4 Flip Game; 10×10 cross; 9×9 king with wrap; 10×10 cross in six colours) loaded in a fresh tab at a fixed random position, %d cells clicked (`Input.dispatchMouseEvent` at `flipgame.layout()` cell centres), the first as soon as `window.flipgame` answers, each next once the last has stopped moving; a press's time runs from its `pointerdown` (seen by a capturing listener on `window`) to the `requestAnimationFrame` callback after the one in which `snapshot().moves` changed. Budgets: at most %.1f× the median of the 4×4 presses 2 to %d of the same run; the longest main-thread task (the top-level task on the page's `CrRendererMain` that ran the most CPU time, its `tdur` in a trace of the presses: started before the page loads, counted from the first press) at most %d ms of CPU time. Its wall time is shown beside it: on this shared 2-core machine a task's wall time is mostly time the thread waited for a processor.", pressesPerLoad, budgetPress, pressesPerLoad, budgetPressTask),
		fmt.Sprintf("Native: `go test -run '^$' -bench '%s' -benchmem -count %d %s`, summed up by `benchstat` (golang.org/x/perf): the median time per op, and the 95%% confidence interval when there are 6 runs or more; AllBoards answers all 65,536 boards per op.", nativePattern, f.NativeCount, strings.Join(nativePackages, " ")),
	}
	if len(f.Engines) > 0 {
		out = append(out, "Firefox and WebKit: Debian's firefox-esr through WebDriver BiDi and WebKitGTK's MiniBrowser through WebKitWebDriver (internal/driver), both drawing WebGL 2 with Mesa under Xvfb, at the same viewport. Each load is a fresh page with storage of its own (a new user context in Firefox, whose cache is bypassed with `network.setCacheBehavior`; a new WebDriver session in WebKit); game and floor alternate after one uncounted load of each. Solve: the same playbacks, each followed by the raw floor over as long. The budgets are Chromium's, each against the floor in the same engine and run.")
	}
	return out
}

// spread formats the range of xs, "1.3–29.8 ms": the unit once.
func spread(xs []float64, format func(float64) string) string {
	lo, hi := format(slices.Min(xs)), format(maximum(xs))
	if i := strings.IndexByte(lo, ' '); i >= 0 && strings.HasSuffix(hi, lo[i:]) {
		lo = lo[:i]
	}
	return lo + "–" + hi
}

// plural returns "1 load", "5 loads".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Units: bytes, milliseconds, busy milliseconds per second, frames per
// second, a ratio, a benchmark's time per op.
func byteCount(n int) string  { return thousands(n) + " B" }
func ms(v float64) string     { return strconv.FormatFloat(v, 'f', 1, 64) + " ms" }
func msPerS(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + " ms/s" }
func fps(v float64) string    { return strconv.FormatFloat(v, 'f', 1, 64) + " fps" }
func times(v float64) string  { return strconv.FormatFloat(v, 'f', 2, 64) + "×" }
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
	s := strconv.Itoa(max(n, -n))
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if n < 0 {
		return "-" + s
	}
	return s
}
