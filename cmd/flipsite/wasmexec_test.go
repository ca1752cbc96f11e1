package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWasmExecInStep checks that the wasm_exec.js kept at the root of the
// repository (where the design card's layout puts it, and what make build
// gives flipsite) is the one of the Go toolchain that builds the .wasm.
func TestWasmExecInStep(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT", "GOVERSION").Output()
	if err != nil {
		t.Skipf("no go command to ask which toolchain builds the .wasm: %v", err)
	}
	env := strings.Fields(string(out))
	if len(env) != 2 {
		t.Fatalf("go env GOROOT GOVERSION printed %q", out)
	}
	want, err := os.ReadFile(filepath.Join(env[0], "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "..", "wasm_exec.js"))
	if err != nil {
		t.Fatalf("the repository's copy: %v (run make wasm_exec.js)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("wasm_exec.js at the root is not the one of %s, which builds the .wasm; run: make wasm_exec.js", env[1])
	}
}
