package server_test

import (
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"flip/web/server"
)

const (
	wasmName   = "flip.3fa9c2d1e0b4.wasm"
	execName   = "wasm_exec.0123456789ab.js"
	immutable  = "public, max-age=31536000, immutable"
	notFound   = "404 page not found\n"
	plainText  = "text/plain; charset=utf-8"
	htmlType   = "text/html; charset=utf-8"
	jsType     = "text/javascript; charset=utf-8"
	wasmType   = "application/wasm"
	indexPlain = "<!doctype html><title>flip</title>"
)

var modTime = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// site is a small dist/ directory: index.html and the wasm with both
// precompressed copies, wasm_exec with only a gzip copy, files of other
// types with none, a subdirectory and a dotfile. The "compressed" copies
// hold marker text so a test can tell which file was sent.
func site() fstest.MapFS {
	file := func(s string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(s), ModTime: modTime, Mode: 0o644}
	}
	return fstest.MapFS{
		"index.html":          file(indexPlain),
		"index.html.br":       file("BR(index)"),
		"index.html.gz":       file("GZ(index)"),
		wasmName:              file("\x00asm\x01\x00\x00\x00 the game"),
		wasmName + ".br":      file("BR(wasm)"),
		wasmName + ".gz":      file("GZ(wasm)"),
		execName:              file("// wasm_exec"),
		execName + ".gz":      file("GZ(exec)"),
		"style.css":           file("body{}"),
		"manifest.json":       file(`{"files":[]}`),
		"icon.svg":            file("<svg/>"),
		"favicon.png":         file("\x89PNG"),
		"readme.txt":          file("hello"),
		"blob.unknownext":     file("<html>not html</html>"),
		"lonely.txt.br":       file("BR(lonely)"),
		"sub/page.html":       file("<p>page</p>"),
		"sub/.hidden":         file("hidden"),
		".secret":             file("secret"),
		"dir.wasm/inside.txt": file("x"),
		"INDEX.HTML.BR":       file("BR(upper)"),
	}
}

func newHandler(t *testing.T) http.Handler {
	t.Helper()
	h, err := server.New(site())
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return h
}

// do sends one request to h; header lists name, value pairs.
func do(t *testing.T, h http.Handler, method, target string, header ...string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, resp *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("reading body: %v", err)
	}
	return string(b)
}

func TestContentType(t *testing.T) {
	h := newHandler(t)
	tests := []struct {
		path, want string
	}{
		{"/", htmlType},
		{"/index.html", htmlType},
		{"/" + wasmName, wasmType},
		{"/" + execName, jsType},
		{"/style.css", "text/css; charset=utf-8"},
		{"/manifest.json", "application/json"},
		{"/icon.svg", "image/svg+xml"},
		{"/favicon.png", "image/png"},
		{"/readme.txt", plainText},
		{"/sub/page.html", htmlType},
		// Unknown extensions are not sniffed, even when they look like HTML.
		{"/blob.unknownext", "application/octet-stream"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp := do(t, h, "GET", tt.path)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status = %d, want 200", resp.StatusCode)
			}
			if got := resp.Header.Get("Content-Type"); got != tt.want {
				t.Errorf("Content-Type = %q, want %q", got, tt.want)
			}
			if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("X-Content-Type-Options = %q, want nosniff", got)
			}
		})
	}
}

func TestEncoding(t *testing.T) {
	h := newHandler(t)
	tests := []struct {
		name     string
		path     string
		accept   string // Accept-Encoding; "" sends none
		encoding string // want Content-Encoding
		body     string
		vary     bool
	}{
		{"none", "/", "", "", indexPlain, true},
		{"gzip", "/", "gzip", "gzip", "GZ(index)", true},
		{"br", "/", "br", "br", "BR(index)", true},
		{"both prefers br", "/", "gzip, deflate, br", "br", "BR(index)", true},
		{"browser header", "/", "gzip, deflate, br, zstd", "br", "BR(index)", true},
		{"br refused", "/", "br;q=0, gzip", "gzip", "GZ(index)", true},
		{"higher q wins", "/", "br;q=0.5, gzip;q=0.8", "gzip", "GZ(index)", true},
		{"tie prefers br", "/", "gzip;q=0.8, br;q=0.8", "br", "BR(index)", true},
		{"tiny q still accepts", "/", "br;q=0.001", "br", "BR(index)", true},
		{"spaces and case", "/", " GZIP ; Q=1 ", "gzip", "GZ(index)", true},
		{"x-gzip", "/", "x-gzip", "gzip", "GZ(index)", true},
		{"star", "/", "*", "br", "BR(index)", true},
		{"star refused", "/", "*;q=0", "", indexPlain, true},
		{"star except br", "/", "br;q=0, *", "gzip", "GZ(index)", true},
		{"all refused", "/", "br;q=0, gzip;q=0.0", "", indexPlain, true},
		{"identity only", "/", "identity", "", indexPlain, true},
		{"unsupported", "/", "deflate, zstd", "", indexPlain, true},
		{"bad q ignored", "/", "br;q=high, gzip;q=2", "", indexPlain, true},
		{"wasm br", "/" + wasmName, "gzip, br", "br", "BR(wasm)", true},
		{"wasm gzip", "/" + wasmName, "gzip", "gzip", "GZ(wasm)", true},
		{"only gzip copy, br asked", "/" + execName, "br", "", "// wasm_exec", true},
		{"only gzip copy, both asked", "/" + execName, "br, gzip", "gzip", "GZ(exec)", true},
		{"no copies", "/style.css", "br, gzip", "", "body{}", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var header []string
			if tt.accept != "" {
				header = []string{"Accept-Encoding", tt.accept}
			}
			resp := do(t, h, "GET", tt.path, header...)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status = %d, want 200", resp.StatusCode)
			}
			if got := resp.Header.Get("Content-Encoding"); got != tt.encoding {
				t.Errorf("Content-Encoding = %q, want %q", got, tt.encoding)
			}
			got := body(t, resp)
			if got != tt.body {
				t.Errorf("body = %q, want %q", got, tt.body)
			}
			if cl := resp.Header.Get("Content-Length"); cl != strconv.Itoa(len(got)) {
				t.Errorf("Content-Length = %q, want %d", cl, len(got))
			}
			vary := resp.Header.Values("Vary")
			if tt.vary && (len(vary) != 1 || vary[0] != "Accept-Encoding") {
				t.Errorf("Vary = %q, want [Accept-Encoding]", vary)
			}
			if !tt.vary && len(vary) != 0 {
				t.Errorf("Vary = %q, want none", vary)
			}
			wantType := server.ContentType(tt.path)
			if tt.path == "/" {
				wantType = htmlType
			}
			if ct := resp.Header.Get("Content-Type"); ct != wantType {
				t.Errorf("Content-Type = %q, want %q (that of the uncompressed file)", ct, wantType)
			}
		})
	}
}

func TestCacheHeaders(t *testing.T) {
	h := newHandler(t)
	tests := []struct {
		path      string
		immutable bool
	}{
		{"/" + wasmName, true},
		{"/" + execName, true},
		{"/", false},
		{"/index.html", false},
		{"/style.css", false},
		{"/manifest.json", false},
		{"/sub/page.html", false},
	}
	for _, tt := range tests {
		for _, accept := range []string{"", "gzip", "br"} {
			t.Run(tt.path+"/"+accept, func(t *testing.T) {
				resp := do(t, h, "GET", tt.path, "Accept-Encoding", accept)
				cc, etag := resp.Header.Get("Cache-Control"), resp.Header.Get("ETag")
				if tt.immutable {
					if cc != immutable {
						t.Errorf("Cache-Control = %q, want %q", cc, immutable)
					}
					if etag != "" {
						t.Errorf("ETag = %q on an immutable file, want none", etag)
					}
					return
				}
				if cc != "no-cache" {
					t.Errorf("Cache-Control = %q, want no-cache", cc)
				}
				if len(etag) < 10 || !strings.HasPrefix(etag, `"`) || !strings.HasSuffix(etag, `"`) {
					t.Errorf("ETag = %q, want a strong (quoted, not W/) tag", etag)
				}
			})
		}
	}
}

func TestETagPerEncoding(t *testing.T) {
	h := newHandler(t)
	tags := map[string]string{} // ETag → Accept-Encoding that produced it
	for _, accept := range []string{"identity", "gzip", "br"} {
		resp := do(t, h, "GET", "/", "Accept-Encoding", accept)
		etag := resp.Header.Get("ETag")
		if other, dup := tags[etag]; dup {
			t.Errorf("ETag %s is sent for both %q and %q", etag, other, accept)
		}
		tags[etag] = accept
		again := do(t, h, "GET", "/index.html", "Accept-Encoding", accept).Header.Get("ETag")
		if again != etag {
			t.Errorf("%s: ETag for / is %s but for /index.html %s", accept, etag, again)
		}
	}
	other, err := server.New(fstest.MapFS{"index.html": {Data: []byte("changed")}})
	if err != nil {
		t.Fatal(err)
	}
	changed := do(t, other, "GET", "/", "Accept-Encoding", "identity").Header.Get("ETag")
	if _, dup := tags[changed]; dup {
		t.Errorf("ETag %s did not change with the content", changed)
	}
}

func TestNotModified(t *testing.T) {
	h := newHandler(t)
	etagFor := func(accept string) string {
		return do(t, h, "GET", "/", "Accept-Encoding", accept).Header.Get("ETag")
	}
	plain, br := etagFor(""), etagFor("br")
	tests := []struct {
		name        string
		accept      string
		ifNoneMatch string
		want        int
	}{
		{"same tag", "", plain, http.StatusNotModified},
		{"same tag br", "br", br, http.StatusNotModified},
		{"one of a list", "", `"nope", ` + plain, http.StatusNotModified},
		{"star", "", "*", http.StatusNotModified},
		{"weak form matches", "", "W/" + plain, http.StatusNotModified},
		{"other tag", "", `"nope"`, http.StatusOK},
		{"tag of another encoding", "gzip", br, http.StatusOK},
		{"tag of identity, br accepted", "br", plain, http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := do(t, h, "GET", "/", "Accept-Encoding", tt.accept, "If-None-Match", tt.ifNoneMatch)
			if resp.StatusCode != tt.want {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tt.want)
			}
			if tt.want != http.StatusNotModified {
				return
			}
			if b := body(t, resp); b != "" {
				t.Errorf("304 has body %q", b)
			}
			if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("304 Vary = %q, want Accept-Encoding", got)
			}
			if got := resp.Header.Get("ETag"); got == "" {
				t.Error("304 has no ETag")
			}
		})
	}
}

func TestHeadAndRange(t *testing.T) {
	h := newHandler(t)

	head := do(t, h, "HEAD", "/"+wasmName, "Accept-Encoding", "br")
	if head.StatusCode != http.StatusOK {
		t.Fatalf("HEAD status = %d, want 200", head.StatusCode)
	}
	if b := body(t, head); b != "" {
		t.Errorf("HEAD body = %q, want none", b)
	}
	if got := head.Header.Get("Content-Length"); got != strconv.Itoa(len("BR(wasm)")) {
		t.Errorf("HEAD Content-Length = %q, want length of the .br copy", got)
	}
	if got := head.Header.Get("Content-Encoding"); got != "br" {
		t.Errorf("HEAD Content-Encoding = %q, want br", got)
	}

	part := do(t, h, "GET", "/"+wasmName, "Range", "bytes=1-3")
	if part.StatusCode != http.StatusPartialContent {
		t.Fatalf("Range status = %d, want 206", part.StatusCode)
	}
	if b := body(t, part); b != "asm" {
		t.Errorf("Range body = %q, want %q", b, "asm")
	}

	encPart := do(t, h, "GET", "/"+wasmName, "Range", "bytes=0-1", "Accept-Encoding", "br")
	if encPart.StatusCode != http.StatusPartialContent {
		t.Fatalf("encoded Range status = %d, want 206", encPart.StatusCode)
	}
	if b := body(t, encPart); b != "BR" {
		t.Errorf("encoded Range body = %q, want %q (a range of the .br copy)", b, "BR")
	}
	if got := encPart.Header.Get("Content-Length"); got != "2" {
		t.Errorf("encoded Range Content-Length = %q, want 2", got)
	}

	since := do(t, h, "GET", "/"+wasmName, "If-Modified-Since", modTime.Add(time.Hour).Format(http.TimeFormat))
	if since.StatusCode != http.StatusNotModified {
		t.Errorf("If-Modified-Since status = %d, want 304", since.StatusCode)
	}
}

func TestNotFound(t *testing.T) {
	h := newHandler(t)
	paths := []string{
		"/missing.html",
		"/../index.html",
		"/../../etc/passwd",
		"/%2e%2e/index.html",
		"/%2E%2E/%2e%2e/etc/passwd",
		"/sub/../index.html",
		"/sub/..%2f..%2fetc%2fpasswd",
		"/..%5cindex.html",
		"/sub%5c..%5cindex.html",
		"/%5c%5cserver%5cshare",
		"/./index.html",
		"//index.html",
		"/sub//page.html",
		"/index.html/",
		"/index.html%00.txt",
		"/.secret",
		"/%2esecret",
		"/sub/.hidden",
		"/sub",
		"/sub/",
		"/dir.wasm",
		"/index.html.br",
		"/index.html.gz",
		"/" + wasmName + ".br",
		"/" + execName + ".gz",
		"/INDEX.HTML.BR",
		"/lonely.txt.br",
	}
	for _, p := range paths {
		t.Run(p, func(t *testing.T) {
			for _, method := range []string{"GET", "HEAD"} {
				resp := do(t, h, method, p, "Accept-Encoding", "br, gzip")
				if resp.StatusCode != http.StatusNotFound {
					t.Fatalf("%s status = %d, want 404", method, resp.StatusCode)
				}
				if got := resp.Header.Get("Content-Type"); got != plainText {
					t.Errorf("%s Content-Type = %q, want %q", method, got, plainText)
				}
				for _, k := range []string{"Content-Encoding", "ETag", "Cache-Control"} {
					if v := resp.Header.Get(k); v != "" {
						t.Errorf("%s 404 carries %s: %q", method, k, v)
					}
				}
				if method == "GET" {
					if b := body(t, resp); b != notFound {
						t.Errorf("body = %q, want %q", b, notFound)
					}
				}
			}
		})
	}
}

func TestMethodNotAllowed(t *testing.T) {
	h := newHandler(t)
	for _, method := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"} {
		t.Run(method, func(t *testing.T) {
			resp := do(t, h, method, "/")
			if resp.StatusCode != http.StatusMethodNotAllowed {
				t.Fatalf("status = %d, want 405", resp.StatusCode)
			}
			if got := resp.Header.Get("Allow"); got != "GET, HEAD" {
				t.Errorf("Allow = %q, want %q", got, "GET, HEAD")
			}
		})
	}
}

func TestNewNeedsIndex(t *testing.T) {
	tests := []struct {
		name string
		fsys fstest.MapFS
	}{
		{"empty", fstest.MapFS{}},
		{"no index", fstest.MapFS{"flip.wasm": {Data: []byte("x")}}},
		{"index is a directory", fstest.MapFS{"index.html/a.txt": {Data: []byte("x")}}},
		{"index only nested", fstest.MapFS{"sub/index.html": {Data: []byte("x")}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := server.New(tt.fsys)
			if err == nil {
				t.Fatalf("New = %v, want an error", h)
			}
			if !strings.Contains(err.Error(), "index.html") {
				t.Errorf("error %q does not name index.html", err)
			}
		})
	}
	if _, err := server.New(nil); err == nil {
		t.Error("New(nil) succeeded, want an error")
	}
}

// flakyFS is a site whose files can be looked up but fail to open with
// the error in openErr.
type flakyFS struct {
	fstest.MapFS
	openErr error
}

func (f flakyFS) Open(name string) (fs.File, error) {
	if name == "." || name == "index.html" && f.openErr == nil {
		return f.MapFS.Open(name)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: f.openErr}
}

func (f flakyFS) Stat(name string) (fs.FileInfo, error) { return f.MapFS.Stat(name) }

func TestReadFailure(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want int
	}{
		{"vanished during a rebuild", fs.ErrNotExist, http.StatusNotFound},
		{"i/o error", errors.New("disk on fire"), http.StatusInternalServerError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := server.New(flakyFS{MapFS: site(), openErr: tt.err})
			if err != nil {
				t.Fatal(err)
			}
			resp := do(t, h, "GET", "/"+wasmName, "Accept-Encoding", "br")
			if resp.StatusCode != tt.want {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tt.want)
			}
			for _, k := range []string{"Content-Encoding", "Cache-Control", "ETag", "Vary"} {
				if v := resp.Header.Get(k); v != "" {
					t.Errorf("error response carries %s: %q", k, v)
				}
			}
			if got := resp.Header.Get("Content-Type"); got != plainText {
				t.Errorf("Content-Type = %q, want %q", got, plainText)
			}
			if b := body(t, resp); strings.Contains(b, "fire") || strings.Contains(b, wasmName) {
				t.Errorf("body %q leaks the error", b)
			}
		})
	}
}
