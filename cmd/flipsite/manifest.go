package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// manifestName is the name of the manifest in the output directory.
const manifestName = "manifest.json"

// A manifest lists what flipsite wrote, for benchmarks and tests to read.
type manifest struct {
	Files []manifestFile `json:"files"`
	Wasm  string         `json:"wasm"` // name of the hashed .wasm
}

// A manifestFile gives the size in bytes of one file of the site and of
// its precompressed copies; a copy's size is 0 if none was written.
type manifestFile struct {
	Name   string `json:"name"`
	Raw    int    `json:"raw"`
	Gzip   int    `json:"gzip"`
	Brotli int    `json:"brotli"`
}

// write writes m as indented JSON to manifest.json in dir.
func (m *manifest) write(dir string) error {
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("%s: %w", manifestName, err)
	}
	p := filepath.Join(dir, manifestName)
	if err := os.WriteFile(p, append(data, '\n'), 0o644); err != nil {
		return err // *PathError names the file
	}
	return nil
}
