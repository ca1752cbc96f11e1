package server_test

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"flip/web/server"
)

// symlinkSite builds, in a temporary directory, a site next to a secret
// directory, with symbolic links that stay inside the site and links that
// lead out of it, and returns the site's path.
func symlinkSite(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	site := filepath.Join(root, "site")
	secret := filepath.Join(root, "secret")
	write := func(name, data string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, name string) {
		t.Helper()
		if err := os.Symlink(target, filepath.Join(site, name)); err != nil {
			t.Skipf("cannot make symbolic links here: %v", err)
		}
	}
	write(filepath.Join(secret, "key.txt"), "SECRET")
	write(filepath.Join(secret, "key.txt.br"), "SECRET-BR")
	write(filepath.Join(site, "index.html"), "INDEX")
	write(filepath.Join(site, "app.js"), "APP")
	write(filepath.Join(site, "sub", "page.txt"), "PAGE")

	link("../secret/key.txt", "escape.txt")           // relative, out
	link(filepath.Join(secret, "key.txt"), "abs.txt") // absolute, out
	link("../secret", "dirlink")                      // a directory, out
	link("sub/../../secret/key.txt", "winding.txt")   // climbs out through sub
	link("../secret/key.txt.br", "app.js.br")         // a "compressed copy", out
	link("loop.txt", "loop.txt")                      // a cycle
	link("index.html", "inner.txt")                   // inside
	link("../index.html", "sub/up.html")              // inside, via ..
	link("sub", "sublink")                            // a directory, inside
	return site
}

func TestSymlinks(t *testing.T) {
	site := symlinkSite(t)
	root, err := os.OpenRoot(site)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })

	dir, err := server.NewDir(site)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dir.Close() })
	onRoot, err := server.New(root.FS())
	if err != nil {
		t.Fatal(err)
	}
	systems := []struct {
		name string
		h    http.Handler
	}{
		{"NewDir", dir},
		{"New(Root.FS)", onRoot},
	}
	tests := []struct {
		path string
		want int
		body string
	}{
		{"/escape.txt", http.StatusNotFound, ""},
		{"/abs.txt", http.StatusNotFound, ""},
		{"/dirlink/key.txt", http.StatusNotFound, ""},
		{"/winding.txt", http.StatusNotFound, ""},
		{"/loop.txt", http.StatusNotFound, ""},
		{"/dirlink", http.StatusNotFound, ""},
		{"/sublink", http.StatusNotFound, ""},
		{"/index.html/x", http.StatusNotFound, ""},
		{"/inner.txt", http.StatusOK, "INDEX"},
		{"/sub/up.html", http.StatusOK, "INDEX"},
		{"/sublink/page.txt", http.StatusOK, "PAGE"},
		// app.js.br leads outside, so it is not a usable copy of app.js.
		{"/app.js", http.StatusOK, "APP"},
	}
	for _, sys := range systems {
		h := sys.h
		for _, tt := range tests {
			t.Run(sys.name+tt.path, func(t *testing.T) {
				resp := do(t, h, "GET", tt.path, "Accept-Encoding", "br")
				if resp.StatusCode != tt.want {
					t.Fatalf("status = %d, want %d", resp.StatusCode, tt.want)
				}
				got := body(t, resp)
				if tt.want == http.StatusNotFound {
					tt.body = notFound
				}
				if got != tt.body {
					t.Errorf("body = %q, want %q", got, tt.body)
				}
			})
		}
	}
}
