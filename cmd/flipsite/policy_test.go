package main

import (
	"crypto/sha256"
	"encoding/base64"
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"flip/web/server"
)

// TestBuildWritesPolicy builds the site from the real index.html and
// checks the Content-Security-Policy <meta> in the page it writes: it
// allows the inline loader script by the SHA-256 of its text as written
// (worked out here with crypto/sha256, not package csp), the module by
// 'wasm-unsafe-eval', and nothing from another origin; and it is the
// policy web/server sends as a header for that page, less frame-ancestors.
func TestBuildWritesPolicy(t *testing.T) {
	real, err := os.ReadFile(filepath.Join("..", "..", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	in := sampleInputs()
	in.index = real
	out := filepath.Join(t.TempDir(), "dist")
	runOK(t, writeInputs(t, in, out))
	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}

	metas := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)">`).FindAllSubmatchIndex(page, -1)
	if len(metas) != 1 {
		t.Fatalf("index.html has %d Content-Security-Policy <meta>s, want 1", len(metas))
	}
	policy := html.UnescapeString(string(page[metas[0][2]:metas[0][3]]))
	if first := regexp.MustCompile(`(?i)<(script|style|link)`).FindIndex(page); first == nil || first[0] < metas[0][0] {
		t.Errorf("the <meta> comes after the first script, style or link, which it would not govern")
	}

	inline := regexp.MustCompile(`(?s)<(script|style)>(.*?)</(script|style)>`).FindAllSubmatch(page, -1)
	if len(inline) != 2 {
		t.Fatalf("found %d inline scripts and styles in the built page, want 2 (the loader and the style)", len(inline))
	}
	directives := map[string]string{}
	for d := range strings.SplitSeq(policy, ";") {
		name, value, _ := strings.Cut(strings.TrimSpace(d), " ")
		directives[name] = value
	}
	for _, m := range inline {
		sum := sha256.Sum256(m[2])
		want := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !strings.Contains(directives[string(m[1])+"-src"], want) {
			t.Errorf("%s-src %q does not allow the inline %s by its hash %s", m[1], directives[string(m[1])+"-src"], m[1], want)
		}
	}
	if !strings.Contains(directives["script-src"], "'wasm-unsafe-eval'") {
		t.Errorf("script-src %q cannot compile the WebAssembly module", directives["script-src"])
	}
	if directives["default-src"] != "'self'" {
		t.Errorf("default-src = %q, want 'self'", directives["default-src"])
	}
	for name, value := range directives {
		if strings.Contains(value, "unsafe-inline") || strings.Contains(value, "*") || strings.Contains(value, "http") {
			t.Errorf("%s %s allows more than the site's own origin", name, value)
		}
	}
	if _, ok := directives["frame-ancestors"]; ok {
		t.Error("the <meta> has frame-ancestors, which browsers ignore in a <meta>")
	}

	h, err := server.NewDir(out)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/", nil))
	if got, want := rec.Header().Get("Content-Security-Policy"), policy+"; frame-ancestors 'none'"; got != want {
		t.Errorf("web/server sends\n%s\nfor the page, whose <meta> says\n%s", got, want)
	}
}
