package server_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"flip/web/csp"
	"flip/web/server"
)

func TestETagOncePerVersion(t *testing.T) {
	site := fstest.MapFS{
		"index.html": {Data: []byte("version one"), ModTime: modTime},
		"notes.txt":  {Data: []byte("aaaa"), ModTime: modTime},
	}
	h, err := server.New(site)
	if err != nil {
		t.Fatal(err)
	}
	first := do(t, h, "GET", "/notes.txt").Header.Get("ETag")

	// Same size and modification time: the same version, so the ETag is
	// not computed again (a server that hashed on each request would
	// notice the new bytes).
	site["notes.txt"].Data = []byte("bbbb")
	if again := do(t, h, "GET", "/notes.txt").Header.Get("ETag"); again != first {
		t.Errorf("ETag changed from %s to %s within one version of the file: it is computed per request", first, again)
	}

	site["notes.txt"].ModTime = modTime.Add(time.Second)
	changed := do(t, h, "GET", "/notes.txt").Header.Get("ETag")
	if changed == first {
		t.Errorf("ETag %s did not change with the file's modification time", changed)
	}
	fresh, err := server.New(site)
	if err != nil {
		t.Fatal(err)
	}
	if want := do(t, fresh, "GET", "/notes.txt").Header.Get("ETag"); changed != want {
		t.Errorf("ETag of the new version = %s, want %s (that of its bytes)", changed, want)
	}
}

func TestSecurityHeaders(t *testing.T) {
	page := `<!doctype html><head><meta charset="utf-8"><style>b{}</style></head><script>go()</script>`
	site := site()
	site["index.html"] = &fstest.MapFile{Data: []byte(page), ModTime: modTime}
	h, err := server.New(site)
	if err != nil {
		t.Fatal(err)
	}
	scriptHash := csp.Hash([]byte("go()"))
	base := csp.Header(csp.ForPage(nil))
	tests := []struct {
		method, path, accept string
		status               int
		policy               string
	}{
		{"GET", "/", "", 200, csp.Header(csp.ForPage([]byte(page)))},
		{"GET", "/index.html", "br", 200, csp.Header(csp.ForPage([]byte(page)))},
		{"HEAD", "/", "gzip", 200, csp.Header(csp.ForPage([]byte(page)))},
		{"GET", "/" + wasmName, "br", 200, base},
		{"GET", "/missing", "", 404, base},
		{"POST", "/", "", 405, base},
	}
	for _, tt := range tests {
		t.Run(tt.method+tt.path+tt.accept, func(t *testing.T) {
			resp := do(t, h, tt.method, tt.path, "Accept-Encoding", tt.accept)
			if resp.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tt.status)
			}
			for k, want := range map[string]string{
				"Content-Security-Policy": tt.policy,
				"X-Content-Type-Options":  "nosniff",
				"X-Frame-Options":         "DENY",
			} {
				if got := resp.Header.Get(k); got != want {
					t.Errorf("%s = %q, want %q", k, got, want)
				}
			}
			got := resp.Header.Get("Content-Security-Policy")
			for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "frame-ancestors 'none'"} {
				if !strings.Contains(got, want) {
					t.Errorf("policy %q lacks %s", got, want)
				}
			}
			if strings.Contains(got, "unsafe-inline") || strings.Contains(got, "*") {
				t.Errorf("policy %q allows more than the site's own origin", got)
			}
			if onPage := strings.Contains(got, scriptHash); onPage != (tt.policy != base) {
				t.Errorf("policy %q: has the inline script's hash %s = %v", got, scriptHash, onPage)
			}
		})
	}
}

func TestPreconditionFailed(t *testing.T) {
	h := newHandler(t)
	for _, accept := range []string{"br", "gzip", ""} {
		resp := do(t, h, "GET", "/", "Accept-Encoding", accept, "If-Match", `"not-the-tag"`)
		if resp.StatusCode != http.StatusPreconditionFailed {
			t.Fatalf("%q: status = %d, want 412", accept, resp.StatusCode)
		}
		if b := body(t, resp); b != "" {
			t.Errorf("%q: 412 body = %q, want none", accept, b)
		}
		if got := resp.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("%q: 412 with an empty body has Content-Encoding %q", accept, got)
		}
	}
	etag := do(t, h, "GET", "/", "Accept-Encoding", "br").Header.Get("ETag")
	ok := do(t, h, "GET", "/", "Accept-Encoding", "br", "If-Match", etag)
	if ok.StatusCode != http.StatusOK || ok.Header.Get("Content-Encoding") != "br" || body(t, ok) != "BR(index)" {
		t.Errorf("matching If-Match: %d %q, want 200 br", ok.StatusCode, ok.Header.Get("Content-Encoding"))
	}
}

func TestUnsatisfiableRanges(t *testing.T) {
	site := site()
	site["empty.txt"] = &fstest.MapFile{ModTime: modTime}
	h, err := server.New(site)
	if err != nil {
		t.Fatal(err)
	}
	size := len("\x00asm\x01\x00\x00\x00 the game")
	tests := []struct {
		path, rng, accept string
		status            int
		contentRange      string
		body              string
	}{
		{"/" + wasmName, "bytes=-0", "", 416, "bytes */" + itoa(size), ""},
		{"/" + wasmName, "bytes= -00 ", "", 416, "bytes */" + itoa(size), ""},
		{"/" + wasmName, "bytes=-0", "br", 416, "bytes */8", ""},
		// net/http ignores a range of an empty file (some clients send one
		// with every request), rather than a 416.
		{"/empty.txt", "bytes=-5", "", 200, "", ""},
		{"/" + wasmName, "bytes=-0,1-3", "", 206, "bytes 1-3/" + itoa(size), "asm"},
		{"/" + wasmName, "bytes=-1", "", 206, "bytes " + itoa(size-1) + "-" + itoa(size-1) + "/" + itoa(size), "e"},
		{"/" + wasmName, "bytes=-100", "", 206, "bytes 0-" + itoa(size-1) + "/" + itoa(size), "\x00asm\x01\x00\x00\x00 the game"},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.rng+" "+tt.accept, func(t *testing.T) {
			resp := do(t, h, "GET", tt.path, "Range", tt.rng, "Accept-Encoding", tt.accept)
			if resp.StatusCode != tt.status {
				t.Fatalf("status = %d, want %d (Content-Range %q)", resp.StatusCode, tt.status, resp.Header.Get("Content-Range"))
			}
			if got := resp.Header.Get("Content-Range"); got != tt.contentRange {
				t.Errorf("Content-Range = %q, want %q", got, tt.contentRange)
			}
			if tt.status == 416 {
				if got := resp.Header.Get("Content-Encoding"); got != "" {
					t.Errorf("416 has Content-Encoding %q", got)
				}
				return
			}
			if b := body(t, resp); b != tt.body {
				t.Errorf("body = %q, want %q", b, tt.body)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
