package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"flip/web/csp"
	"flip/web/server"
)

// inputs are the four files flipsite reads.
type inputs struct {
	wasm, solver, exec, index []byte
}

// sampleInputs returns inputs of a few KiB, compressible like the real
// ones, and a page that uses each placeholder twice.
func sampleInputs() inputs {
	var wasm bytes.Buffer
	wasm.Write(wasmMagic)
	wasm.Write([]byte{1, 0, 0, 0})
	for i := range 400 {
		fmt.Fprintf(&wasm, "func%d\x00\x01\x02local.get %d;", i, i%7)
	}
	var solver bytes.Buffer
	solver.Write(wasmMagic)
	solver.Write([]byte{1, 0, 0, 0})
	for i := range 200 {
		fmt.Fprintf(&solver, "solve%d\x00\x01local.get %d;", i, i%5)
	}
	exec := strings.Repeat("// Copyright 2018 The Go Authors.\nglobalThis.Go = class { run(instance) {} };\n", 40)
	index := `<!doctype html>
<head><meta charset="utf-8"></head>
<link rel="preload" href="__FLIP_WASM__" as="fetch" type="application/wasm" crossorigin>
<script src="__WASM_EXEC__"></script>
<script>/* __WASM_EXEC__ loaded */ WebAssembly.instantiateStreaming(fetch("__FLIP_WASM__"), go.importObject)</script>
<script>var total = Number("__FLIP_WASM_BYTES__"); new Worker("__FLIP_SOLVER__"); /* __FLIP_SOLVER__ */</script>
` + strings.Repeat("<!-- padding to pass 1 KiB -->\n", 40)
	return inputs{wasm: wasm.Bytes(), solver: solver.Bytes(), exec: []byte(exec), index: []byte(index)}
}

// writeInputs writes in to a new temporary directory and returns the
// command-line arguments that build from them into out.
func writeInputs(t *testing.T, in inputs, out string) []string {
	t.Helper()
	dir := t.TempDir()
	paths := map[string][]byte{"flip.wasm": in.wasm, "solver.wasm": in.solver, "wasm_exec.js": in.exec, "index.html": in.index}
	for name, data := range paths {
		if data == nil {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args := []string{
		"-wasm", filepath.Join(dir, "flip.wasm"),
		"-index", filepath.Join(dir, "index.html"),
		"-wasmexec", filepath.Join(dir, "wasm_exec.js"),
		"-out", out,
	}
	if in.solver != nil {
		args = append(args, "-solverwasm", filepath.Join(dir, "solver.wasm"))
	}
	return args
}

// runOK runs the command and fails the test unless it succeeds.
func runOK(t *testing.T, args []string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if status := run(args, &stdout, &stderr); status != 0 {
		t.Fatalf("flipsite %q: status %d, stderr:\n%s", args, status, &stderr)
	}
	return stdout.String()
}

// sampleIconNames returns the hashed names of the icons, in the order
// flipsite writes them.
func sampleIconNames(t *testing.T) []string {
	t.Helper()
	pngs, err := iconPNGs()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, data := range pngs {
		names = append(names, iconsSpec[i].stem+"."+hash12(data)+".png")
	}
	return names
}

func hash12(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])[:12]
}

func readManifest(t *testing.T, out string) manifest {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("manifest.json: %v\n%s", err, data)
	}
	return m
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

func TestBuild(t *testing.T) {
	in := sampleInputs()
	out := filepath.Join(t.TempDir(), "dist")
	stdout := runOK(t, writeInputs(t, in, out))

	wasmName := "flip." + hash12(in.wasm) + ".wasm"
	execName := "wasm_exec." + hash12(in.exec) + ".js"
	solverName := "solver." + hash12(in.solver) + ".wasm"
	wantScript := strings.NewReplacer("__WASM_EXEC__", execName, "__FLIP_SOLVER_WASM__", solverName).Replace(solverScriptTemplate)
	scriptName := "solver-worker." + hash12([]byte(wantScript)) + ".js"
	for _, name := range []string{wasmName, execName, solverName, scriptName} {
		if !regexp.MustCompile(`^[a-z_-]+\.[0-9a-f]{12}\.(wasm|js)$`).MatchString(name) {
			t.Fatalf("hashed name %q has the wrong form", name)
		}
		if !server.HasContentHash(name) {
			t.Errorf("web/server does not see %q as content-hashed, so would not cache it", name)
		}
	}

	want := []string{"index.html", "index.html.br", "index.html.gz", "manifest.json",
		wasmName, wasmName + ".br", wasmName + ".gz", execName, execName + ".br", execName + ".gz",
		solverName, solverName + ".br", solverName + ".gz", scriptName, scriptName + ".br", scriptName + ".gz",
		"flip.webmanifest", "sw.js", "sw.js.br", "sw.js.gz"}
	iconNames := sampleIconNames(t)
	want = append(want, iconNames...)
	slices.Sort(want)
	if got := listDir(t, out); !slices.Equal(got, want) {
		t.Fatalf("dist holds\n%q\nwant\n%q", got, want)
	}

	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	wantPage := strings.NewReplacer("__FLIP_WASM__", wasmName, "__WASM_EXEC__", execName, "__FLIP_SOLVER__", scriptName, "__FLIP_WASM_BYTES__", strconv.Itoa(len(in.wasm))).Replace(string(in.index))
	withMeta, err := csp.Meta([]byte(wantPage))
	if err != nil {
		t.Fatal(err)
	}
	wantPage = string(withMeta)
	if !strings.Contains(wantPage, fmt.Sprintf(`Number("%d")`, len(in.wasm))) {
		t.Fatalf("the sample page does not use the size placeholder")
	}
	if string(page) != wantPage {
		t.Errorf("index.html =\n%s\nwant\n%s", page, wantPage)
	}
	if n := strings.Count(string(page), wasmName); n != 2 {
		t.Errorf("index.html names %s %d times, want 2", wasmName, n)
	}

	originals := map[string][]byte{wasmName: in.wasm, execName: in.exec, solverName: in.solver, scriptName: []byte(wantScript), "index.html": []byte(wantPage)}
	for name, orig := range originals {
		raw, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(raw, orig) {
			t.Errorf("%s differs from its input", name)
		}
		for suffix, open := range decoders {
			z, err := os.ReadFile(filepath.Join(out, name+suffix))
			if err != nil {
				t.Fatal(err)
			}
			if len(z) >= len(orig) {
				t.Errorf("%s%s is %d bytes, not smaller than the %d of the original", name, suffix, len(z), len(orig))
			}
			got, err := open(z)
			if err != nil {
				t.Fatalf("decoding %s%s: %v", name, suffix, err)
			}
			if !bytes.Equal(got, orig) {
				t.Errorf("%s%s does not decode to %s", name, suffix, name)
			}
		}
	}

	m := readManifest(t, out)
	if m.Wasm != wasmName {
		t.Errorf("manifest wasm = %q, want %q", m.Wasm, wasmName)
	}
	var names []string
	for _, f := range m.Files {
		names = append(names, f.Name)
		want := manifestFile{Name: f.Name, Raw: fileSize(t, out, f.Name),
			Gzip: fileSize(t, out, f.Name+".gz"), Brotli: fileSize(t, out, f.Name+".br")}
		if f != want {
			t.Errorf("manifest entry %+v, want sizes on disk %+v", f, want)
		}
		line := fmt.Sprintf("%s: %d bytes, gzip %d, brotli %d", filepath.Join(out, f.Name), f.Raw, f.Gzip, f.Brotli)
		if f.Brotli > 0 {
			line += " (quality 11)"
		}
		line += "\n"
		if !strings.Contains(stdout, line) {
			t.Errorf("stdout does not report %s:\n%s", f.Name, stdout)
		}
	}
	wantNames := append(append([]string{wasmName, execName, solverName, scriptName}, iconNames...), "flip.webmanifest", "index.html", "sw.js")
	if !slices.Equal(names, wantNames) {
		t.Errorf("manifest lists %q, want %q", names, wantNames)
	}
}

// decoders decode each kind of precompressed copy, by suffix.
var decoders = map[string]func([]byte) ([]byte, error){
	".gz": func(z []byte) ([]byte, error) {
		r, err := gzip.NewReader(bytes.NewReader(z))
		if err != nil {
			return nil, err
		}
		return io.ReadAll(r)
	},
	".br": func(z []byte) ([]byte, error) {
		return io.ReadAll(brotli.NewReader(bytes.NewReader(z)))
	},
}

// fileSize returns the size of dir/name, or 0 if there is no such file.
func fileSize(t *testing.T, dir, name string) int {
	t.Helper()
	info, err := os.Stat(filepath.Join(dir, name))
	if os.IsNotExist(err) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return int(info.Size())
}

func TestBuildSmallAndIncompressible(t *testing.T) {
	noise := make([]byte, 4096)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range noise {
		noise[i] = byte(r.Uint32())
	}
	in := inputs{
		wasm:  append(slices.Clip(wasmMagic), noise...),                                  // > 1 KiB but incompressible
		exec:  []byte("globalThis.Go = class {};"),                                       // < 1 KiB
		index: []byte(`<head></head><script src="__WASM_EXEC__"></script>__FLIP_WASM__`), // < 1 KiB
	}
	out := filepath.Join(t.TempDir(), "dist")
	runOK(t, writeInputs(t, in, out))

	m := readManifest(t, out)
	if want := 5 + len(iconsSpec); len(m.Files) != want {
		t.Fatalf("manifest lists %d files, want %d", len(m.Files), want)
	}
	for _, f := range m.Files {
		if f.Name == "sw.js" {
			continue // over 1 KiB, and compressible
		}
		if f.Gzip != 0 || f.Brotli != 0 {
			t.Errorf("%s: gzip %d, brotli %d; want no copies", f.Name, f.Gzip, f.Brotli)
		}
	}
	for _, name := range listDir(t, out) {
		if (strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br")) && !strings.HasPrefix(name, "sw.js") {
			t.Errorf("wrote %s, want no compressed copies", name)
		}
	}
}

func TestBuildIsReproducible(t *testing.T) {
	in := sampleInputs()
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	runOK(t, writeInputs(t, in, a))
	runOK(t, writeInputs(t, in, b))
	for _, name := range listDir(t, a) {
		x, _ := os.ReadFile(filepath.Join(a, name))
		y, err := os.ReadFile(filepath.Join(b, name))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two builds of the same inputs (%v)", name, err)
		}
	}
}

func TestBuildReplacesOldSite(t *testing.T) {
	out := filepath.Join(t.TempDir(), "dist")
	first := sampleInputs()
	runOK(t, writeInputs(t, first, out))
	old := readManifest(t, out).Wasm
	dirBefore, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(out, "stale"), 0o755); err != nil {
		t.Fatal(err)
	}

	second := sampleInputs()
	second.wasm = append(second.wasm, "v2"...)
	runOK(t, writeInputs(t, second, out))
	m := readManifest(t, out)
	if m.Wasm == old {
		t.Fatalf("new wasm has the old name %s", old)
	}
	names := listDir(t, out)
	for _, gone := range []string{old, old + ".br", old + ".gz", "stale"} {
		if slices.Contains(names, gone) {
			t.Errorf("%s from the previous build is still there", gone)
		}
	}
	if !slices.Contains(names, m.Wasm) {
		t.Errorf("new %s missing", m.Wasm)
	}
	// A server holding the directory open (an os.Root) must see the new
	// site, so the directory is emptied, not replaced.
	if dirAfter, err := os.Stat(out); err != nil || !os.SameFile(dirBefore, dirAfter) {
		t.Errorf("output directory was replaced, not emptied (%v)", err)
	}
}

func TestBuildEmptyOutDir(t *testing.T) {
	out := t.TempDir() // exists, empty
	runOK(t, writeInputs(t, sampleInputs(), out))
	if readManifest(t, out).Wasm == "" {
		t.Error("no wasm in manifest")
	}
}

func TestBuildErrors(t *testing.T) {
	good := sampleInputs()
	tests := []struct {
		name   string
		edit   func(*inputs)
		out    func(t *testing.T) string // output directory to use
		stderr []string                  // substrings the message must contain
	}{
		{"missing wasm", func(in *inputs) { in.wasm = nil }, nil, []string{"flip.wasm", "no such file"}},
		{"not wasm", func(in *inputs) { in.wasm = []byte("<html>404</html>") }, nil, []string{"flip.wasm", "not a WebAssembly module"}},
		{"missing wasm_exec", func(in *inputs) { in.exec = nil }, nil, []string{"wasm_exec.js", "no such file"}},
		{"no solver for a page that names it", func(in *inputs) { in.solver = nil }, nil, []string{"index.html", "__FLIP_SOLVER__", "-solverwasm"}},
		{"solver not wasm", func(in *inputs) { in.solver = []byte("<html>404</html>") }, nil, []string{"solver.wasm", "not a WebAssembly module"}},
		{"no solver placeholder", func(in *inputs) {
			in.index = bytes.ReplaceAll(in.index, []byte("__FLIP_SOLVER__"), []byte("solver.js"))
		}, nil, []string{"index.html", "placeholder __FLIP_SOLVER__ not found"}},
		{"missing index", func(in *inputs) { in.index = nil }, nil, []string{"index.html", "no such file"}},
		{"no wasm placeholder", func(in *inputs) {
			in.index = bytes.ReplaceAll(in.index, []byte("__FLIP_WASM__"), []byte("flip.wasm"))
		}, nil, []string{"index.html", "placeholder __FLIP_WASM__ not found"}},
		{"no wasm_exec placeholder", func(in *inputs) {
			in.index = bytes.ReplaceAll(in.index, []byte("__WASM_EXEC__"), []byte("wasm_exec.js"))
		}, nil, []string{"index.html", "placeholder __WASM_EXEC__ not found"}},
		{"no head for the policy", func(in *inputs) {
			in.index = bytes.ReplaceAll(in.index, []byte("<head><meta charset=\"utf-8\"></head>"), nil)
		}, nil, []string{"index.html", "no <head>", "Content-Security-Policy"}},
		{"out is a file", nil, func(t *testing.T) string {
			p := filepath.Join(t.TempDir(), "dist")
			os.WriteFile(p, []byte("x"), 0o644)
			return p
		}, []string{"output directory", "dist", "not a directory"}},
		{"out is someone else's", nil, func(t *testing.T) string {
			p := t.TempDir()
			os.WriteFile(filepath.Join(p, "precious.txt"), []byte("x"), 0o644)
			return p
		}, []string{"not empty and has no manifest.json", "refusing"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := good
			if tt.edit != nil {
				tt.edit(&in)
			}
			// By default, build over a previous site, which must survive.
			var out string
			if tt.out != nil {
				out = tt.out(t)
			} else {
				out = filepath.Join(t.TempDir(), "dist")
				runOK(t, writeInputs(t, good, out))
			}
			args := writeInputs(t, in, out)
			before := listDir(t, filepath.Dir(out))
			var beforeOut []string
			if info, err := os.Stat(out); err == nil && info.IsDir() {
				beforeOut = listDir(t, out)
			}

			var stdout, stderr bytes.Buffer
			status := run(args, &stdout, &stderr)
			if status != 1 {
				t.Errorf("status = %d, want 1", status)
			}
			for _, want := range tt.stderr {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr %q does not contain %q", &stderr, want)
				}
			}
			if !slices.Equal(listDir(t, filepath.Dir(out)), before) {
				t.Error("a failed build changed the directory around the output")
			}
			if beforeOut != nil && !slices.Equal(listDir(t, out), beforeOut) {
				t.Error("a failed build changed the output directory")
			}
		})
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stderr string
	}{
		{"no wasmexec", []string{"-wasm", "x.wasm"}, "-wasmexec is required"},
		{"extra argument", []string{"-wasmexec", "w.js", "dist"}, `unexpected argument "dist"`},
		{"bad quality", []string{"-wasmexec", "w.js", "-brotli", "12"}, `invalid value "12" for flag -brotli: quality must be auto or 0 to 11`},
		{"bad quality word", []string{"-wasmexec", "w.js", "-brotli", "best"}, `invalid value "best" for flag -brotli`},
		{"unknown flag", []string{"-o", "dist"}, "flag provided but not defined: -o"},
		{"empty out", []string{"-wasmexec", "w.js", "-out", ""}, "must not be empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if status := run(tt.args, &stdout, &stderr); status != 2 {
				t.Errorf("status = %d, want 2", status)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr %q does not contain %q", &stderr, tt.stderr)
			}
		})
	}
}

func TestBrotliWindow(t *testing.T) {
	tests := []struct{ n, want int }{
		{0, 10}, {1000, 10}, {1024, 10}, {1025, 11}, {1 << 20, 20}, {6 << 20, 23}, {100 << 20, 24},
	}
	for _, tt := range tests {
		if got := brotliWindow(tt.n); got != tt.want {
			t.Errorf("brotliWindow(%d) = %d, want %d", tt.n, got, tt.want)
		}
	}
}

func TestAutoBrotliQuality(t *testing.T) {
	tests := []struct{ n, want int }{
		{2 << 10, 11}, {2 << 20, 11}, {2<<20 + 1, 10}, {4 << 20, 10}, {4<<20 + 1, 9}, {20 << 20, 9},
	}
	for _, tt := range tests {
		if got := autoBrotliQuality(tt.n); got != tt.want {
			t.Errorf("autoBrotliQuality(%d) = %d, want %d", tt.n, got, tt.want)
		}
	}
}
