package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// manifest is the part of flipsite's manifest.json that flipbench reads.
type manifest struct {
	Files []struct {
		Name   string `json:"name"`
		Raw    int    `json:"raw"`
		Gzip   int    `json:"gzip"`
		Brotli int    `json:"brotli"`
	} `json:"files"`
	Wasm string `json:"wasm"`
}

// sizes is what a visitor downloads of a .wasm: its bytes as built, and
// its precompressed copies.
type sizes struct {
	Name   string `json:"name"`
	Raw    int    `json:"raw"`
	Gzip   int    `json:"gzip"`
	Brotli int    `json:"brotli"`
}

// wasmSizes reads the sizes of the .wasm of the site in dir from its
// manifest.json.
func wasmSizes(dir string) (sizes, error) {
	p := filepath.Join(dir, "manifest.json")
	data, err := os.ReadFile(p)
	if err != nil {
		return sizes{}, fmt.Errorf("reading the site's manifest (run make build): %w", err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return sizes{}, fmt.Errorf("%s: %w", p, err)
	}
	for _, f := range m.Files {
		if f.Name == m.Wasm && m.Wasm != "" {
			if f.Gzip == 0 || f.Brotli == 0 {
				return sizes{}, fmt.Errorf("%s: %s has no gzip or no brotli copy", p, f.Name)
			}
			return sizes{Name: f.Name, Raw: f.Raw, Gzip: f.Gzip, Brotli: f.Brotli}, nil
		}
	}
	return sizes{}, fmt.Errorf("%s: the .wasm %q is not among its files", p, m.Wasm)
}
