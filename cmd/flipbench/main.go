// Command flipbench measures what a visitor of Flip's site feels, and
// prints it as one Markdown table, beside a floor measured in the same
// run: the smallest Ebitengine page (bench/floor), built with the same
// flags, compressed by the same flipsite and served by the same server.
//
// Usage (make bench runs it after make build):
//
//	flipbench [-dist dist] [-out bench-out] [-loads 21] [-idleloads 5] [-loadsonly [-against dir]] [-playbacks 3] [-pressloads 5] [-benchcount 5]
//
// It measures, in this order:
//
//  1. the download: the .wasm's raw, gzip and brotli bytes, from
//     dist/manifest.json and from a floor site built into a temporary
//     directory;
//  2. the distance tables: tableMs from window.flipgame.snapshot();
//  3. the time to the first drawn frame: window.flipgame.firstFrameMs
//     and the floor's window.floorFirstFrameMs, both performance.now(),
//     split where the page's WebAssembly.instantiateStreaming resolved
//     (download and compile, then Go's start);
//  4. the idle cost: main-thread busy time per second of wall time, from
//     the Performance domain's TaskDuration, over a quiet stretch after the
//     page has settled;
//  5. the smoothness: the intervals between requestAnimationFrame
//     callbacks while Solve plays a hard puzzle back, and over as long in
//     the floor doing nothing, in the floor animating a small square
//     (bench/floor#animate) and in the raw WebGL floor (bench/rawfloor,
//     a static page with no engine that draws a square offscreen and a
//     full-screen quad every frame); then the Solve playbacks and the raw
//     floor again in a second browser that composites in software
//     (started without --use-angle=swiftshader), the one way the raw
//     floor holds 60 frames a second on this machine;
//  6. the solver natively: BenchmarkTable and BenchmarkAllBoards.
//
// Figures 2 to 4 come from the same page loads, game and floor taken in
// turn, each in a fresh tab of a fresh browser context with the HTTP cache
// disabled, so every load downloads and compiles the .wasm; the idle cost
// from the first -idleloads of them. Figures are medians; the table says
// how many runs each took. With -loadsonly it measures 1 to 3 alone and
// prints their rows, saving nothing: a minute or two, where the whole
// run takes about fourteen. With -against DIR as well, another build of
// the game's site takes the floor's place, so that two builds are loaded
// in turn in one run: their ratio tells a change to the first frame from
// the drift between runs.
//
// It drives Chromium headless (Debian's chromium, or FLIP_CHROME); a
// browser that goes away mid-run is started again and the measurement
// repeated once. It prints progress on stderr and the table on stdout,
// and writes the table to OUT/bench.md, the raw samples to
// OUT/samples.json and the output of go test to OUT/native.txt. It exits
// with status 1, saying why, if a step fails; a budget that is not met is
// reported, not an error, unless -strict is given.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
