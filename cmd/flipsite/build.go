package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
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
	execStem, execExt    = "wasm_exec", ".js"
	indexName            = "index.html"
	hashDigits           = 12
)

// wasmMagic starts every WebAssembly binary module.
var wasmMagic = []byte("\x00asm")

// options is what the command line asks for.
type options struct {
	wasm, index, wasmExec string // input files
	out                   string // output directory
	brotliQuality         int    // 0 to 11, or autoQuality
}

// A siteFile is one file of the site and its precompressed copies (nil
// when the file is too small to be worth compressing).
type siteFile struct {
	name          string
	raw, gz, br   []byte
	gzErr, brErr  error
	brotliQuality int // the quality br was made with
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
	page, err = fillPlaceholders(page, wasmPlaceholder, wasmName, wasmExecPlaceholder, execName)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", opts.index, err)
	}
	page = bytes.ReplaceAll(page, []byte(wasmBytesPlaceholder), []byte(strconv.Itoa(len(wasm))))
	// The policy goes into the page itself, with the hashes of its inline
	// script and style as filled in, so any static host serves it.
	page, err = csp.Meta(page)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", opts.index, err)
	}

	// The hashed files come first, so that the page is written only after
	// everything it names.
	files := []*siteFile{
		{name: wasmName, raw: wasm},
		{name: execName, raw: exec},
		{name: indexName, raw: page},
	}
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
		if len(f.raw) <= compressMin {
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
