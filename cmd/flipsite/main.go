// Command flipsite builds Flip's static web site from the compiled game.
//
// Usage:
//
//	flipsite -wasm build/flip.wasm -solverwasm build/solver.wasm -index index.html \
//		-wasmexec "$(go env GOROOT)/lib/wasm/wasm_exec.js" -out dist
//
// It empties the output directory (creating it if need be; it refuses to
// empty a non-empty directory that has no manifest.json, which flipsite
// did not write) and fills it with:
//
//   - flip.HASH.wasm — the game, named for the first 12 hex digits of the
//     SHA-256 of its bytes, so browsers may cache it forever;
//   - wasm_exec.HASH.js — Go's WebAssembly support script, named the same
//     way (it must come from the toolchain that built the .wasm);
//   - solver.HASH.wasm — the solver alone (cmd/flipworker), and
//     solver-worker.HASH.js, the Web Worker that runs it (template
//     solverworker.js here, with the names of the solver's .wasm and
//     wasm_exec.js filled in): the page asks it its long searches;
//   - index.html — the page, with every "__FLIP_WASM__" replaced by the
//     .wasm's name, every "__WASM_EXEC__" by the script's and every
//     "__FLIP_SOLVER__" by the solver's worker script's (it is an
//     error for any of these placeholders to be missing), and with a
//     <meta http-equiv="Content-Security-Policy"> after its
//     <meta charset>: the policy of package flip/web/csp, which allows
//     the page's inline script and style by their SHA-256 as filled in,
//     so any static host serves the page under it (a host that can send
//     headers should add frame-ancestors 'none', as web/server does);
//   - icon-192.HASH.png, icon-512.HASH.png, icon-maskable-192.HASH.png,
//     icon-maskable-512.HASH.png and apple-touch-icon.HASH.png — Flip's
//     icons, drawn here (icon.go): a 4×4 board of discs on felt in a
//     wooden frame; the maskable ones full bleed with the board inside
//     the safe zone, the apple-touch-icon full bleed with the board as
//     large as iOS's rounded corners allow;
//   - flip.webmanifest — the web app manifest (name, colours, display
//     standalone, start_url and scope "./", the icons), under one name
//     from build to build; the page's "__FLIP_MANIFEST__" and
//     "__FLIP_TOUCH_ICON__" name it and the apple-touch-icon;
//   - sw.js — the service worker (template sw.js here), with the build's
//     identity and hashed names filled in: it precaches the build and
//     serves it offline (worker.go). The page's "__FLIP_SW__" names it
//     and "__FLIP_BUILD__" is the build's identity, which the page
//     compares with a waiting worker's. These four placeholders are
//     optional;
//   - X.gz and X.br beside each of those files (not the PNGs) that is
//     larger than 1 KiB, unless the copy would be no smaller: gzip at its
//     best compression, brotli with a window of up to 16 MiB at the quality
//     set by -brotli. Quality 11 is the smallest and very slow on a big
//     .wasm (minutes for 19 MB), so the default, auto, uses 11 for files
//     up to 2 MiB, 10 up to 4 MiB and 9 above, which keeps the build
//     under about 15 s; pass -brotli 11 for the smallest release build;
//   - manifest.json — {"files":[{"name","raw","gzip","brotli"}…],
//     "wasm": name}, the size in bytes of each file and of its compressed
//     copies (0 where none was written), for benchmarks to read.
//
// It prints one line per file with its sizes and brotli quality. Errors name the file they
// concern; the exit status is 1 for a failed build, 2 for bad usage.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
