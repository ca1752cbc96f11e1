// Package bench is what flipbench (the budgets) and fliplab (the
// investigations) share: the pages Flip is measured against — the
// game's site, the Ebitengine floor (bench/floor) and the raw WebGL
// floor (bench/rawfloor) — built, served on loopback and driven through
// flip/internal/driver: a page opened fresh, its frames recorded, Solve
// played back, cells pressed and timed.
package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"flip/internal/siteserver"
)

// Sizes are what a visitor downloads of a site's .wasm: its bytes as
// built, and its precompressed copies.
type Sizes struct {
	Name   string `json:"name"`
	Raw    int    `json:"raw"`
	Gzip   int    `json:"gzip"`
	Brotli int    `json:"brotli"`
}

// WasmSizes reads the sizes of the .wasm of the site in dir from the
// manifest.json flipsite wrote there.
func WasmSizes(dir string) (Sizes, error) {
	p := filepath.Join(dir, "manifest.json")
	data, err := os.ReadFile(p)
	if err != nil {
		return Sizes{}, fmt.Errorf("reading the site's manifest (run make build): %w", err)
	}
	var m struct {
		Files []Sizes `json:"files"`
		Wasm  string  `json:"wasm"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return Sizes{}, fmt.Errorf("%s: %w", p, err)
	}
	for _, f := range m.Files {
		if f.Name == m.Wasm && m.Wasm != "" {
			if f.Gzip == 0 || f.Brotli == 0 {
				return Sizes{}, fmt.Errorf("%s: %s has no gzip or no brotli copy", p, f.Name)
			}
			return f, nil
		}
	}
	return Sizes{}, fmt.Errorf("%s: the .wasm %q is not among its files", p, m.Wasm)
}

// A Site is a site built into a directory.
type Site struct {
	Dir           string `json:"-"`
	Sizes         Sizes  `json:"sizes"`
	BrotliQuality int    `json:"brotliQuality"` // as flipsite reported it, 0 if it did not
}

// WasmBuildFlags are the Makefile's WASMFLAGS, as go build arguments.
var WasmBuildFlags = []string{"-trimpath", "-ldflags=-s -w"}

// BuildFloor builds the floor (bench/floor in the module at root) for
// js/wasm with the game's flags and makes a site of it in tmp with
// flipsite, as make build does for the game.
func BuildFloor(ctx context.Context, goCmd, root, tmp string) (Site, error) {
	wasm := filepath.Join(tmp, "floor.wasm")
	args := append(append([]string{"build"}, WasmBuildFlags...), "-o", wasm, "./bench/floor")
	build := exec.CommandContext(ctx, goCmd, args...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return Site{}, fmt.Errorf("building the floor: GOOS=js GOARCH=wasm %s %s: %v\n%s", goCmd, strings.Join(args, " "), err, out)
	}
	goroot, err := GoOutput(ctx, goCmd, root, "env", "GOROOT")
	if err != nil {
		return Site{}, err
	}
	dir := filepath.Join(tmp, "floor-site")
	args = []string{"run", "./cmd/flipsite", "-wasm", wasm, "-index", "bench/floor/index.html",
		"-wasmexec", filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), "-out", dir}
	run := exec.CommandContext(ctx, goCmd, args...)
	run.Dir = root
	out, err := run.CombinedOutput()
	if err != nil {
		return Site{}, fmt.Errorf("making the floor's site: %s %s: %v\n%s", goCmd, strings.Join(args, " "), err, out)
	}
	s, err := WasmSizes(dir)
	if err != nil {
		return Site{}, fmt.Errorf("the floor's site: %w", err)
	}
	return Site{Dir: dir, Sizes: s, BrotliQuality: ReportedQuality(string(out), s.Name)}, nil
}

// qualityLine matches flipsite's line for a file: "DIR/NAME: … (quality Q)".
var qualityLine = regexp.MustCompile(`(?m)^(.*): \d+ bytes, gzip \d+, brotli \d+ \(quality (\d+)\)$`)

// ReportedQuality returns the brotli quality flipsite's output out
// reports for the file called name, or 0.
func ReportedQuality(out, name string) int {
	for _, m := range qualityLine.FindAllStringSubmatch(out, -1) {
		if filepath.Base(m[1]) == name {
			q, _ := strconv.Atoi(m[2])
			return q
		}
	}
	return 0
}

// RawFloorDir is the raw WebGL floor's site in the module at root: one
// static page, with no engine and no WebAssembly.
func RawFloorDir(root string) string { return filepath.Join(root, "bench", "rawfloor") }

// GoOutput runs the go command with args in dir and returns its trimmed
// standard output.
func GoOutput(ctx context.Context, goCmd, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v\n%s", goCmd, strings.Join(args, " "), err, &stderr)
	}
	return strings.TrimSpace(string(out)), nil
}

// ModuleRoot returns the directory of the main module's go.mod, as the
// go command sees it from the current directory.
func ModuleRoot(ctx context.Context, goCmd string) (string, error) {
	gomod, err := GoOutput(ctx, goCmd, "", "env", "GOMOD")
	if err != nil {
		return "", err
	}
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("not inside the flip module: run from the repository")
	}
	return filepath.Dir(gomod), nil
}

// A Page is one of the sites measured, the game, the floor or the raw
// floor, served at URL, and how to read it: JavaScript conditions and
// figures.
type Page struct {
	Name       string // "game", "floor" or "raw floor"
	URL        string // the site's root
	Ready      string // true once the first frame is drawn
	FirstFrame string // performance.now() at the first frame
	Shown      string // performance.now() once it is on screen, or "" if not known
	ReadyAt    string // performance.now() when it became ready, or "" if not known
	Tables     string // the game's time to build its distance tables, in ms; "" for the floors
}

// GamePage is the game at url: it is ready when window.flipgame answers.
func GamePage(url string) Page {
	return Page{Name: "game", URL: url, Tables: "window.flipgame.snapshot().tableMs",
		Ready:      "!!(window.flipgame && window.flipgame.snapshot())",
		FirstFrame: "window.flipgame.firstFrameMs",
		Shown:      "window.flipgame.shownMs",
		ReadyAt:    "window.flipgame.readyMs",
	}
}

// FloorPage is the Ebitengine floor at url: it is ready once its first
// frame is on screen, as the game is.
func FloorPage(url string) Page {
	return Page{Name: "floor", URL: url,
		Ready:      "typeof window.floorShownMs === 'number'",
		FirstFrame: "window.floorFirstFrameMs",
		Shown:      "window.floorShownMs",
		ReadyAt:    "window.floorShownMs",
	}
}

// RawFloorPage is the raw WebGL floor at url: it is ready once it has
// drawn its first frame.
func RawFloorPage(url string) Page {
	return Page{Name: "raw floor", URL: url,
		Ready:      "typeof window.rawFloorFirstFrameMs === 'number'",
		FirstFrame: "window.rawFloorFirstFrameMs",
	}
}

// Serve serves each directory on loopback and returns their root URLs
// in order, and a function that stops serving them.
func Serve(dirs ...string) ([]string, func(), error) {
	var open []*siteserver.Site
	stop := func() {
		for _, s := range open {
			s.Close()
		}
	}
	var urls []string
	for _, dir := range dirs {
		s, err := siteserver.Loopback(dir)
		if err != nil {
			stop()
			return nil, nil, fmt.Errorf("serving %s: %w", dir, err)
		}
		open = append(open, s)
		urls = append(urls, s.URL())
	}
	return urls, stop, nil
}
