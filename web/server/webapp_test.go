package server_test

import (
	"net/http"
	"testing"
	"testing/fstest"

	"flip/web/server"
)

// TestWebAppFiles checks what an installable, offline site needs of the
// server: the web app manifest, the icons and the service worker, each
// with its type and caching. The worker and the manifest keep their
// names from build to build, so they are revalidated on every use (a
// worker cached for a year could never be replaced); the icons are
// content-hashed, so immutable. No Service-Worker-Allowed header: the
// worker sits at the root of the scope it controls.
func TestWebAppFiles(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s), ModTime: modTime} }
	h, err := server.New(fstest.MapFS{
		"index.html":                        file(indexPlain),
		"flip.webmanifest":                  file(`{"name":"Flip"}`),
		"icon-512.3561a5012d6a.png":         file("\x89PNG icon"),
		"sw.js":                             file("self.addEventListener('fetch', () => {});"),
		"sw.js.br":                          file("BR(sw)"),
		"worker.0123456789ab.js":            file("// a worker someone named with a hash"),
		"apple-touch-icon.72c17a28351f.png": file("\x89PNG touch"),
	})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path      string
		header    []string
		wantType  string
		wantCache string
		wantETag  bool
	}{
		{"/flip.webmanifest", nil, "application/manifest+json", "no-cache", true},
		{"/icon-512.3561a5012d6a.png", nil, "image/png", immutable, false},
		{"/apple-touch-icon.72c17a28351f.png", nil, "image/png", immutable, false},
		{"/sw.js", nil, jsType, "no-cache", true},
		{"/sw.js", []string{"Service-Worker", "script", "Accept-Encoding", "br"}, jsType, "no-cache", true},
		// A hashed name is immutable as a plain script, never as a worker.
		{"/worker.0123456789ab.js", nil, jsType, immutable, false},
		{"/worker.0123456789ab.js", []string{"Service-Worker", "script"}, jsType, "no-cache", true},
	}
	for _, tt := range tests {
		resp := do(t, h, "GET", tt.path, tt.header...)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s %q: status %d", tt.path, tt.header, resp.StatusCode)
			continue
		}
		if got := resp.Header.Get("Content-Type"); got != tt.wantType {
			t.Errorf("%s %q: Content-Type %q, want %q", tt.path, tt.header, got, tt.wantType)
		}
		if got := resp.Header.Get("Cache-Control"); got != tt.wantCache {
			t.Errorf("%s %q: Cache-Control %q, want %q", tt.path, tt.header, got, tt.wantCache)
		}
		if etag := resp.Header.Get("ETag"); (etag != "") != tt.wantETag {
			t.Errorf("%s %q: ETag %q, want one: %v", tt.path, tt.header, etag, tt.wantETag)
		}
		if got := resp.Header.Get("Service-Worker-Allowed"); got != "" {
			t.Errorf("%s: Service-Worker-Allowed %q, want none (the worker is at its scope's root)", tt.path, got)
		}
		if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no nosniff", tt.path)
		}
	}

	// A worker's update check revalidates: the same bytes are a 304.
	first := do(t, h, "GET", "/sw.js", "Service-Worker", "script")
	again := do(t, h, "GET", "/sw.js", "Service-Worker", "script", "If-None-Match", first.Header.Get("ETag"))
	if again.StatusCode != http.StatusNotModified {
		t.Errorf("revalidating sw.js: status %d, want 304", again.StatusCode)
	}
	if got := do(t, h, "GET", "/sw.js", "Accept-Encoding", "br"); got.Header.Get("Content-Encoding") != "br" || got.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("sw.js with brotli: Content-Encoding %q, Cache-Control %q; want br, no-cache", got.Header.Get("Content-Encoding"), got.Header.Get("Cache-Control"))
	}
}
