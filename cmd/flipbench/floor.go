package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// floorPackage is the floor program, and floorIndex its page, relative
// to the module root.
const (
	floorPackage = "./bench/floor"
	floorIndex   = "bench/floor/index.html"
)

// wasmBuildFlags are the Makefile's WASMFLAGS, as go build arguments.
var wasmBuildFlags = []string{"-trimpath", "-ldflags=-s -w"}

// A floorSite is the floor built into a site directory.
type floorSite struct {
	Dir           string `json:"-"`
	Sizes         sizes  `json:"sizes"`
	BrotliQuality int    `json:"brotliQuality"` // as flipsite reported it, 0 if it did not
}

// buildFloor builds the floor for js/wasm with the game's flags and
// makes a site of it in tmp with flipsite, as make build does for the
// game.
func buildFloor(ctx context.Context, goCmd, root, tmp string) (*floorSite, error) {
	wasm := filepath.Join(tmp, "floor.wasm")
	args := append(append([]string{"build"}, wasmBuildFlags...), "-o", wasm, floorPackage)
	build := exec.CommandContext(ctx, goCmd, args...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the floor: GOOS=js GOARCH=wasm %s %s: %v\n%s", goCmd, strings.Join(args, " "), err, out)
	}
	goroot, err := goOutput(ctx, goCmd, root, "env", "GOROOT")
	if err != nil {
		return nil, err
	}
	site := filepath.Join(tmp, "floor-site")
	args = []string{"run", "./cmd/flipsite", "-wasm", wasm, "-index", floorIndex,
		"-wasmexec", filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), "-out", site}
	run := exec.CommandContext(ctx, goCmd, args...)
	run.Dir = root
	out, err := run.CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("making the floor's site: %s %s: %v\n%s", goCmd, strings.Join(args, " "), err, out)
	}
	s, err := wasmSizes(site)
	if err != nil {
		return nil, fmt.Errorf("the floor's site: %w", err)
	}
	return &floorSite{Dir: site, Sizes: s, BrotliQuality: reportedQuality(string(out), s.Name)}, nil
}

// qualityLine matches flipsite's line for a file: "DIR/NAME: … (quality Q)".
var qualityLine = regexp.MustCompile(`(?m)^(.*): \d+ bytes, gzip \d+, brotli \d+ \(quality (\d+)\)$`)

// reportedQuality returns the brotli quality flipsite reported for the
// file called name, or 0.
func reportedQuality(out, name string) int {
	for _, m := range qualityLine.FindAllStringSubmatch(out, -1) {
		if filepath.Base(m[1]) == name {
			q, _ := strconv.Atoi(m[2])
			return q
		}
	}
	return 0
}

// rawFloorIndex is the raw WebGL floor's page, relative to the module
// root: a static page with no engine and no WebAssembly.
const rawFloorIndex = "bench/rawfloor/index.html"

// makeRawFloor writes the raw floor's site, its one page, into tmp and
// returns the directory.
func makeRawFloor(root, tmp string) (string, error) {
	page, err := os.ReadFile(filepath.Join(root, rawFloorIndex))
	if err != nil {
		return "", fmt.Errorf("the raw floor: %w", err)
	}
	dir := filepath.Join(tmp, "rawfloor-site")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644); err != nil {
		return "", err
	}
	return dir, nil
}
