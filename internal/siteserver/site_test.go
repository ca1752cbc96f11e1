package siteserver_test

import (
	"bufio"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"flip/internal/siteserver"
)

// quiet is a logger for servers whose errors are expected.
var quiet = log.New(io.Discard, "", 0)

// writeSite makes a site with an index.html and a file big.bin of size
// bytes in a new temporary directory.
func writeSite(t *testing.T, size int) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><p>hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, size), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestLoopback(t *testing.T) {
	s, err := siteserver.Loopback(writeSite(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if !strings.HasPrefix(s.URL(), "http://127.0.0.1:") {
		t.Errorf("URL = %s, want one on 127.0.0.1", s.URL())
	}
	resp, err := http.Get(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(b) != "<!doctype html><p>hi" || resp.Header.Get("Content-Security-Policy") == "" {
		t.Errorf("GET / = %d %q, CSP %q", resp.StatusCode, b, resp.Header.Get("Content-Security-Policy"))
	}
	if _, err := siteserver.Loopback(t.TempDir()); err == nil || !strings.Contains(err.Error(), "index.html") {
		t.Errorf("serving a directory without index.html: err = %v, want one naming index.html", err)
	}
}

// get sends a keep-alive GET for path on conn and reads the response.
func get(conn net.Conn, r *bufio.Reader, path string) (*http.Response, error) {
	if _, err := io.WriteString(conn, "GET "+path+" HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		return nil, err
	}
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		return nil, err
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp, err
}

func TestMaxConns(t *testing.T) {
	limits := siteserver.DefaultLimits
	limits.MaxConns = 2
	s, err := siteserver.Start(writeSite(t, 10), "127.0.0.1:0", limits, quiet)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()

	var held []net.Conn
	for range limits.MaxConns {
		c, err := net.Dial("tcp", s.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if _, err := get(c, bufio.NewReader(c), "/"); err != nil {
			t.Fatal(err)
		}
		held = append(held, c) // kept alive, idle
	}

	extra, err := net.Dial("tcp", s.Addr().String()) // waits in the queue
	if err != nil {
		t.Fatal(err)
	}
	defer extra.Close()
	answered := make(chan error, 1)
	go func() {
		_, err := get(extra, bufio.NewReader(extra), "/")
		answered <- err
	}()
	select {
	case err := <-answered:
		t.Fatalf("a connection beyond the cap of %d was answered (err %v)", limits.MaxConns, err)
	case <-time.After(300 * time.Millisecond):
	}
	held[0].Close()
	select {
	case err := <-answered:
		if err != nil {
			t.Fatalf("the waiting connection: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the waiting connection was not answered after another closed")
	}
}

func TestIdleTimeout(t *testing.T) {
	limits := siteserver.DefaultLimits
	limits.IdleTimeout = 200 * time.Millisecond
	s, err := siteserver.Start(writeSite(t, 10), "127.0.0.1:0", limits, quiet)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	c, err := net.Dial("tcp", s.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r := bufio.NewReader(c)
	if _, err := get(c, r, "/"); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := r.ReadByte(); err != io.EOF {
		t.Fatalf("reading an idle connection: %v, want EOF when the server closes it", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("idle connection closed after %v, want about %v", d, limits.IdleTimeout)
	}
}

func TestShutdownCutsOffStalledClient(t *testing.T) {
	s, err := siteserver.Start(writeSite(t, 64<<20), "127.0.0.1:0", siteserver.DefaultLimits, quiet)
	if err != nil {
		t.Fatal(err)
	}
	c, err := net.Dial("tcp", s.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// Ask for 64 MB and read only the first bytes: the server blocks
	// once the socket buffers are full.
	if _, err := io.WriteString(c, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	if _, err := bufio.NewReader(c).ReadString('\n'); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	cut, err := s.Shutdown(300 * time.Millisecond)
	if err != nil {
		t.Errorf("Shutdown: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Shutdown took %v, want about 300ms", d)
	}
	if len(cut) != 1 || !strings.Contains(cut[0], "GET /big.bin for 127.0.0.1:") {
		t.Errorf("cut off = %q, want the one GET /big.bin", cut)
	}
	if _, err := net.DialTimeout("tcp", s.Addr().String(), time.Second); err == nil {
		t.Error("still accepting connections after Shutdown")
	}
}
