package server_test

import (
	"testing"

	"flip/web/server"
)

func TestHasContentHash(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"flip.3fa9c2d1e0b4.wasm", true},
		{"wasm_exec.0123456789ab.js", true},
		{"dist/flip.3fa9c2d1.wasm", true},
		{"a.0123456789abcdef0123456789abcdef.css", true},
		{"flip.3fa9c2d.wasm", false},      // 7 digits
		{"flip.3FA9C2D1E0B4.wasm", false}, // uppercase
		{"flip.3fa9c2d1e0bg.wasm", false}, // not hex
		{"flip.wasm", false},
		{"index.html", false},
		{".3fa9c2d1e0b4.wasm", false}, // no stem
		{"flip.3fa9c2d1e0b4", false},  // no extension
		{"flip.3fa9c2d1e0b4.", false}, // empty extension
		{"3fa9c2d1e0b4.wasm", false},  // no stem
		{"flip.3fa9c2d1e0b4.wasm.map", false},
		{"flip-3fa9c2d1e0b4.wasm", false},
	}
	for _, tt := range tests {
		if got := server.HasContentHash(tt.name); got != tt.want {
			t.Errorf("HasContentHash(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestContentTypeByName(t *testing.T) {
	tests := []struct {
		name, want string
	}{
		{"flip.3fa9c2d1e0b4.wasm", "application/wasm"},
		{"FLIP.WASM", "application/wasm"},
		{"wasm_exec.js", "text/javascript; charset=utf-8"},
		{"mod.mjs", "text/javascript; charset=utf-8"},
		{"index.html", "text/html; charset=utf-8"},
		{"style.css", "text/css; charset=utf-8"},
		{"manifest.json", "application/json"},
		{"icon.svg", "image/svg+xml"},
		{"font.woff2", "font/woff2"},
		{"noext", "application/octet-stream"},
		{"x.unknownext", "application/octet-stream"},
	}
	for _, tt := range tests {
		if got := server.ContentType(tt.name); got != tt.want {
			t.Errorf("ContentType(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
