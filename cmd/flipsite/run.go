package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
)

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// run is the whole command; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	opts, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipsite: %v\n", err)
		return exitUsage
	}
	files, m, err := build(opts)
	if err != nil {
		fmt.Fprintf(stderr, "flipsite: %v\n", err)
		return exitError
	}
	for i, f := range m.Files {
		fmt.Fprintf(stdout, "%s: %d bytes, gzip %d, brotli %d", filepath.Join(opts.out, f.Name), f.Raw, f.Gzip, f.Brotli)
		if f.Brotli > 0 {
			fmt.Fprintf(stdout, " (quality %d)", files[i].brotliQuality)
		}
		fmt.Fprintln(stdout)
	}
	return exitOK
}

// parseArgs reads the command line; it writes usage and flag errors to
// stderr.
func parseArgs(args []string, stderr io.Writer) (options, error) {
	o := options{brotliQuality: autoQuality}
	fl := flag.NewFlagSet("flipsite", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.StringVar(&o.wasm, "wasm", "build/flip.wasm", "the game's WebAssembly `file`")
	fl.StringVar(&o.solverWasm, "solverwasm", "", "the solver's WebAssembly `file`, run in a Web Worker (cmd/flipworker); required by a page that names its worker (__FLIP_SOLVER__)")
	fl.StringVar(&o.index, "index", "index.html", "the page template `file`, with __FLIP_WASM__, __WASM_EXEC__ and __FLIP_SOLVER__ placeholders")
	fl.StringVar(&o.wasmExec, "wasmexec", "", "`wasm_exec.js` of the Go toolchain that built the game: $(go env GOROOT)/lib/wasm/wasm_exec.js (required)")
	fl.StringVar(&o.out, "out", "dist", "output `directory`, emptied first")
	fl.Func("brotli", "brotli `quality`: 0-11 (11 is smallest, 9 several times faster), or auto: 11 for files up to 2 MiB, 10 up to 4 MiB, else 9 (default auto)", func(s string) error {
		if s == "auto" {
			o.brotliQuality = autoQuality
			return nil
		}
		q, err := strconv.Atoi(s)
		if err != nil || q < 0 || q > 11 {
			return fmt.Errorf("quality must be auto or 0 to 11")
		}
		o.brotliQuality = q
		return nil
	})
	fl.Usage = func() {
		fmt.Fprintln(fl.Output(), "usage: flipsite -wasm build/flip.wasm -solverwasm build/solver.wasm -index index.html -wasmexec wasm_exec.js -out dist")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return o, err
	}
	switch {
	case fl.NArg() > 0:
		fl.Usage()
		return o, fmt.Errorf("unexpected argument %q", fl.Arg(0))
	case o.wasmExec == "":
		fl.Usage()
		return o, errors.New("-wasmexec is required: pass $(go env GOROOT)/lib/wasm/wasm_exec.js")
	case o.wasm == "" || o.index == "" || o.out == "":
		fl.Usage()
		return o, errors.New("-wasm, -index and -out must not be empty")
	}
	return o, nil
}
