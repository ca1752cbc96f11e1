package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"flip/web/csp"
)

// Placeholders in index.html and the names they stand for.
const (
	wasmPlaceholder     = "__FLIP_WASM__"
	wasmExecPlaceholder = "__WASM_EXEC__"
	// wasmBytesPlaceholder, optional, stands for the .wasm's size in
	// bytes before compression: what the page's progress bar counts to.
	wasmBytesPlaceholder = "__FLIP_WASM_BYTES__"
	wasmStem, wasmExt    = "flip", ".wasm"
	// solverPlaceholder stands for the solver's worker script in the
	// page; solverWasmPlaceholder for the solver's .wasm in that script.
	solverPlaceholder     = "__FLIP_SOLVER__"
	solverWasmPlaceholder = "__FLIP_SOLVER_WASM__"
	solverStem            = "solver"
	solverScriptStem      = "solver-worker"
	execStem, execExt     = "wasm_exec", ".js"
	indexName             = "index.html"
	hashDigits            = 12

	// Optional placeholders for installing and working offline: the web
	// app manifest's name, the apple-touch-icon's, the service worker's,
	// and the build's identity (what the page compares with a waiting
	// service worker's, to tell a new deployment from its own).
	manifestPlaceholder  = "__FLIP_MANIFEST__"
	touchIconPlaceholder = "__FLIP_TOUCH_ICON__"
	workerPlaceholder    = "__FLIP_SW__"
	buildPlaceholder     = "__FLIP_BUILD__"
	workerName           = "sw.js"
)

// wasmMagic starts every WebAssembly binary module.
var wasmMagic = []byte("\x00asm")

// options is what the command line asks for.
type options struct {
	wasm, index, wasmExec string // input files
	solverWasm            string // the solver's own build, run in a Web Worker (cmd/flipworker)
	out                   string // output directory
	brotliQuality         int    // 0 to 11, or autoQuality
}

// A siteFile is one file of the site and its precompressed copies (nil
// when the file is too small to be worth compressing).
type siteFile struct {
	name           string
	raw, gz, br    []byte
	gzErr, brErr   error
	brotliQuality  int  // the quality br was made with
	incompressible bool // already compressed (a PNG): no copies
}

// build writes the site that opts describes and returns its files and
// its manifest.
// It reads and checks every input, and compresses, before it touches the
// output directory, so a bad input leaves the previous site in place.
func build(opts options) ([]*siteFile, *manifest, error) {
	wasm, err := os.ReadFile(opts.wasm)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the game: %w", err)
	}
	if !bytes.HasPrefix(wasm, wasmMagic) {
		return nil, nil, fmt.Errorf("%s: not a WebAssembly module (it does not start with \\0asm)", opts.wasm)
	}
	exec, err := os.ReadFile(opts.wasmExec)
	if err != nil {
		return nil, nil, fmt.Errorf("reading wasm_exec.js: %w", err)
	}
	page, err := os.ReadFile(opts.index)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the page: %w", err)
	}

	wasmName := hashedName(wasmStem, wasmExt, wasm)
	execName := hashedName(execStem, execExt, exec)
	solverFiles, err := solverSite(opts, page, execName)
	if err != nil {
		return nil, nil, err
	}
	names := []string{wasmPlaceholder, wasmName, wasmExecPlaceholder, execName}
	pageNames := []string{wasmName, execName}
	hashedNames := []string{wasmName, execName}
	if solverFiles != nil {
		script := solverFiles[1].name
		names = append(names, solverPlaceholder, script)
		pageNames = append(pageNames, script)
		hashedNames = append(hashedNames, solverFiles[0].name, script)
	}
	page, err = fillPlaceholders(page, names...)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", opts.index, err)
	}
	page = bytes.ReplaceAll(page, []byte(wasmBytesPlaceholder), []byte(strconv.Itoa(len(wasm))))

	iconFiles, err := drawIcons()
	if err != nil {
		return nil, nil, err
	}
	webManifest, err := webManifestFor(iconFiles)
	if err != nil {
		return nil, nil, err
	}
	touchIcon := iconFiles[slices.IndexFunc(iconsSpec, func(ic iconSpec) bool { return ic.stem == appleTouchStem })].name
	page = []byte(strings.NewReplacer(manifestPlaceholder, webManifestName,
		touchIconPlaceholder, touchIcon, workerPlaceholder, workerName).Replace(string(page)))

	for _, f := range iconFiles {
		hashedNames = append(hashedNames, f.name)
	}
	buildID := buildIdentity(page, webManifest)
	page = bytes.ReplaceAll(page, []byte(buildPlaceholder), []byte(buildID))
	// The policy goes into the page itself, with the hashes of its inline
	// script and style as filled in, so any static host serves it.
	page, err = csp.Meta(page)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", opts.index, err)
	}
	worker, err := serviceWorker(buildID, hashedNames, []string{webManifestName}, pageNames)
	if err != nil {
		return nil, nil, err
	}

	// The hashed files come first, so that the page is written only after
	// everything it names, and the service worker, which precaches the
	// page, last.
	files := []*siteFile{
		{name: wasmName, raw: wasm},
		{name: execName, raw: exec},
	}
	files = append(files, solverFiles...)
	files = append(files, iconFiles...)
	files = append(files,
		&siteFile{name: webManifestName, raw: webManifest},
		&siteFile{name: indexName, raw: page},
		&siteFile{name: workerName, raw: worker},
	)
	compressAll(files, opts.brotliQuality)

	if err := resetOutDir(opts.out); err != nil {
		return nil, nil, err
	}
	m := &manifest{Wasm: wasmName}
	for _, f := range files {
		if err := f.write(opts.out); err != nil {
			return nil, nil, err
		}
		m.Files = append(m.Files, manifestFile{Name: f.name, Raw: len(f.raw), Gzip: len(f.gz), Brotli: len(f.br)})
	}
	if err := m.write(opts.out); err != nil {
		return nil, nil, err
	}
	return files, m, nil
}

// solverSite returns the files of the solver's Web Worker: the solver's
// .wasm (opts.solverWasm) and the worker's script that starts it, with
// the names of the .wasm and of wasm_exec.js (execName) filled in; nil
// when the site has none (no -solverwasm), which a page that names the
// worker (solverPlaceholder) must not be.
func solverSite(opts options, page []byte, execName string) ([]*siteFile, error) {
	if opts.solverWasm == "" {
		if bytes.Contains(page, []byte(solverPlaceholder)) {
			return nil, fmt.Errorf("%s names the solver's worker (%s): pass the solver's .wasm with -solverwasm", opts.index, solverPlaceholder)
		}
		return nil, nil
	}
	wasm, err := os.ReadFile(opts.solverWasm)
	if err != nil {
		return nil, fmt.Errorf("reading the solver: %w", err)
	}
	if !bytes.HasPrefix(wasm, wasmMagic) {
		return nil, fmt.Errorf("%s: not a WebAssembly module (it does not start with \\0asm)", opts.solverWasm)
	}
	name := hashedName(solverStem, wasmExt, wasm)
	script, err := fillPlaceholders([]byte(solverScriptTemplate), wasmExecPlaceholder, execName, solverWasmPlaceholder, name)
	if err != nil {
		return nil, fmt.Errorf("solverworker.js: %w", err)
	}
	return []*siteFile{
		{name: name, raw: wasm},
		{name: hashedName(solverScriptStem, execExt, script), raw: script},
	}, nil
}

// hashedName returns stem.HASH.ext, HASH being the first 12 hex digits of
// the SHA-256 of data.
func hashedName(stem, ext string, data []byte) string {
	sum := sha256.Sum256(data)
	return stem + "." + hex.EncodeToString(sum[:])[:hashDigits] + ext
}

// fillPlaceholders replaces in page every occurrence of each placeholder
// in oldnew (placeholder, name, placeholder, name, …) by its name. It
// fails, naming the first one, if a placeholder does not occur.
func fillPlaceholders(page []byte, oldnew ...string) ([]byte, error) {
	for i := 0; i < len(oldnew); i += 2 {
		if !bytes.Contains(page, []byte(oldnew[i])) {
			return nil, fmt.Errorf("placeholder %s not found", oldnew[i])
		}
	}
	return []byte(strings.NewReplacer(oldnew...).Replace(string(page))), nil
}

// compressAll makes the gzip and brotli copies of every file larger than
// compressMin, all at once, brotli at the given quality or, if it is
// autoQuality, at autoBrotliQuality of the file's size. A copy no smaller than the file is dropped:
// sending it would only cost the browser the work of decoding it.
func compressAll(files []*siteFile, brotliQuality int) {
	var wg sync.WaitGroup
	for _, f := range files {
		if len(f.raw) <= compressMin || f.incompressible {
			continue
		}
		wg.Go(func() { f.gz, f.gzErr = gzipBytes(f.raw) })
		f.brotliQuality = brotliQuality
		if brotliQuality == autoQuality {
			f.brotliQuality = autoBrotliQuality(len(f.raw))
		}
		wg.Go(func() { f.br, f.brErr = brotliBytes(f.raw, f.brotliQuality) })
	}
	wg.Wait()
	for _, f := range files {
		if len(f.gz) >= len(f.raw) {
			f.gz = nil
		}
		if len(f.br) >= len(f.raw) {
			f.br = nil
		}
	}
}

// write writes f and its compressed copies into dir.
func (f *siteFile) write(dir string) error {
	if f.gzErr != nil {
		return fmt.Errorf("%s.gz: %w", f.name, f.gzErr)
	}
	if f.brErr != nil {
		return fmt.Errorf("%s.br: %w", f.name, f.brErr)
	}
	for _, c := range []struct {
		suffix string
		data   []byte
	}{{"", f.raw}, {".gz", f.gz}, {".br", f.br}} {
		if c.suffix != "" && c.data == nil {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, f.name+c.suffix), c.data, 0o644); err != nil {
			return err // *PathError names the file
		}
	}
	return nil
}
