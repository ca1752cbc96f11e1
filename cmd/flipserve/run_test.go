package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"flip/internal/siteserver"
)

// writeSite makes a minimal site in a new temporary directory.
func writeSite(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestParseArgsDefaults(t *testing.T) {
	c, err := parseArgs(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.addr != "127.0.0.1:8080" || c.dir != "dist" {
		t.Errorf("defaults = %+v, want addr 127.0.0.1:8080 (loopback only) and dir dist", c)
	}
	c, err = parseArgs([]string{"-addr", ":9000", "-dir", "site"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.addr != ":9000" || c.dir != "site" {
		t.Errorf("parsed = %+v, want addr :9000 and dir site", c)
	}
}

func TestRunFails(t *testing.T) {
	good := writeSite(t, map[string]string{"index.html": "hi"})
	noIndex := writeSite(t, map[string]string{"flip.wasm": "x"})
	indexDir := writeSite(t, map[string]string{"index.html/x": "x"})
	file := filepath.Join(good, "index.html")

	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()

	tests := []struct {
		name   string
		args   []string
		status int
		stderr []string // substrings the message must contain
	}{
		{"missing dir", []string{"-dir", filepath.Join(good, "nope")}, 1, []string{"site directory", "nope", "no such file"}},
		{"dir is a file", []string{"-dir", file}, 1, []string{file, "not a directory"}},
		{"no index", []string{"-dir", noIndex}, 1, []string{noIndex, "no index.html"}},
		{"index is a dir", []string{"-dir", indexDir}, 1, []string{"no index.html"}},
		{"port taken", []string{"-dir", good, "-addr", taken.Addr().String()}, 1, []string{"cannot listen on " + taken.Addr().String(), "address already in use"}},
		{"bad address", []string{"-dir", good, "-addr", "nonsense"}, 1, []string{"cannot listen on nonsense"}},
		{"unknown flag", []string{"-port", "80"}, 2, []string{"flag provided but not defined: -port", "usage: flipserve"}},
		{"extra argument", []string{"-dir", good, "more"}, 2, []string{`unexpected argument "more"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run(tt.args, &stdout, &stderr)
			if status != tt.status {
				t.Errorf("status = %d, want %d; stderr:\n%s", status, tt.status, &stderr)
			}
			if stdout.Len() != 0 {
				t.Errorf("stdout = %q, want nothing", &stdout)
			}
			for _, want := range tt.stderr {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr %q does not contain %q", &stderr, want)
				}
			}
		})
	}
}

func TestServe(t *testing.T) {
	dir := writeSite(t, map[string]string{
		"index.html":                "<!doctype html>",
		"flip.3fa9c2d1e0b4.wasm":    "\x00asm",
		"flip.3fa9c2d1e0b4.wasm.br": "BR",
	})
	if err := os.WriteFile(filepath.Join(filepath.Dir(dir), "outside.txt"), []byte("SECRET"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	outR, outW := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		done <- serve(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, outW, &stderr, siteserver.DefaultLimits, time.Second)
		outW.Close()
	}()

	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the banner: %v (stderr %q)", err, &stderr)
	}
	go io.Copy(io.Discard, outR)
	prefix := "serving " + dir + " on http://127.0.0.1:"
	if !strings.HasPrefix(line, prefix) || !strings.HasSuffix(line, "/\n") {
		t.Fatalf("banner = %q, want %q…/", line, prefix)
	}
	base := strings.TrimSuffix(strings.TrimPrefix(line, "serving "+dir+" on "), "\n")
	addr := strings.TrimSuffix(strings.TrimPrefix(base, "http://"), "/")

	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	gets := []struct {
		path, accept, ctype, encoding string
	}{
		{"", "", "text/html; charset=utf-8", ""},
		{"flip.3fa9c2d1e0b4.wasm", "gzip, br", "application/wasm", "br"},
	}
	for _, g := range gets {
		req, _ := http.NewRequest("GET", base+g.path, nil)
		if g.accept != "" {
			req.Header.Set("Accept-Encoding", g.accept)
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatalf("GET /%s: %v", g.path, err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != g.ctype || resp.Header.Get("Content-Encoding") != g.encoding {
			t.Errorf("GET /%s = %d %q %q, want 200 %q %q", g.path, resp.StatusCode,
				resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"), g.ctype, g.encoding)
		}
	}

	// Raw request lines, which a client library would clean up first.
	for _, target := range []string{"/../outside.txt", "/%2e%2e/outside.txt", "/..\\outside.txt"} {
		if status := rawGet(t, addr, target); !strings.Contains(status, " 404 ") {
			t.Errorf("GET %s: status line %q, want 404", target, status)
		}
	}

	cancel()
	select {
	case status := <-done:
		if status != 0 {
			t.Errorf("status after shutdown = %d, want 0; stderr:\n%s", status, &stderr)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("server did not shut down after its context was cancelled")
	}
	if _, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		t.Error("still accepting connections after shutdown")
	}
}

// rawGet sends target verbatim as the request target and returns the
// response's status line.
func rawGet(t *testing.T, addr, target string) string {
	t.Helper()
	conn, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.WriteString(conn, "GET "+target+" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		t.Fatalf("GET %s: reading status: %v", target, err)
	}
	return line
}
