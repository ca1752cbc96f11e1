package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReportedQuality(t *testing.T) {
	out := "/tmp/x/floor-site/flip.0123456789ab.wasm: 12179837 bytes, gzip 2955797, brotli 2401842 (quality 9)\n" +
		"/tmp/x/floor-site/index.html: 1500 bytes, gzip 700, brotli 600 (quality 11)\n"
	if q := ReportedQuality(out, "flip.0123456789ab.wasm"); q != 9 {
		t.Errorf("quality of the wasm = %d, want 9", q)
	}
	if q := ReportedQuality(out, "other.wasm"); q != 0 {
		t.Errorf("quality of a file not listed = %d, want 0", q)
	}
}

func TestWasmSizes(t *testing.T) {
	dir := t.TempDir()
	write := func(manifest string) {
		if err := os.WriteFile(filepath.Join(dir, "manifest.json"), []byte(manifest), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(`{"wasm": "a.wasm", "files": [{"name": "index.html", "raw": 9, "gzip": 5, "brotli": 4}, {"name": "a.wasm", "raw": 100, "gzip": 40, "brotli": 30}]}`)
	if s, err := WasmSizes(dir); err != nil || s != (Sizes{Name: "a.wasm", Raw: 100, Gzip: 40, Brotli: 30}) {
		t.Errorf("WasmSizes = %+v, %v", s, err)
	}
	write(`{"wasm": "a.wasm", "files": [{"name": "a.wasm", "raw": 100}]}`)
	if _, err := WasmSizes(dir); err == nil || !strings.Contains(err.Error(), "no gzip or no brotli") {
		t.Errorf("a .wasm with no compressed copies: %v", err)
	}
	write(`{"wasm": "b.wasm", "files": []}`)
	if _, err := WasmSizes(dir); err == nil || !strings.Contains(err.Error(), `"b.wasm" is not among its files`) {
		t.Errorf("a .wasm not listed: %v", err)
	}
}
