package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"flip/internal/siteserver"
)

func TestBanner(t *testing.T) {
	ifaces := []net.Addr{
		&net.IPNet{IP: net.ParseIP("127.0.0.1"), Mask: net.CIDRMask(8, 32)},
		&net.IPNet{IP: net.ParseIP("10.1.2.3"), Mask: net.CIDRMask(8, 32)},
	}
	tests := []struct {
		addr string
		want string
	}{
		{"127.0.0.1:8080", "serving dist on http://127.0.0.1:8080/\n"},
		{"0.0.0.0:8080", "serving dist on 0.0.0.0:8080: the site is reachable from other machines (use -addr 127.0.0.1:PORT to serve this machine only), at\n" +
			"  http://127.0.0.1:8080/\n  http://10.1.2.3:8080/\n"},
		{"10.1.2.3:9000", "serving dist on 10.1.2.3:9000: the site is reachable from other machines (use -addr 127.0.0.1:PORT to serve this machine only), at\n" +
			"  http://10.1.2.3:9000/\n"},
	}
	for _, tt := range tests {
		addr, err := net.ResolveTCPAddr("tcp", tt.addr)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		printBanner(&b, "dist", addr, ifaces)
		if b.String() != tt.want {
			t.Errorf("banner for %s =\n%s\nwant\n%s", tt.addr, &b, tt.want)
		}
		if strings.Contains(b.String(), "[::]") || strings.Contains(b.String(), "http://0.0.0.0") {
			t.Errorf("banner for %s gives an address a browser cannot use:\n%s", tt.addr, &b)
		}
	}
}

// syncBuffer is a bytes.Buffer safe to write from the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestShutdownWithStalledClient stops the server while a client that
// stopped reading is halfway through a 64 MB download: a normal end
// (status 0) that says what it cut off, after the grace period.
func TestShutdownWithStalledClient(t *testing.T) {
	dir := writeSite(t, map[string]string{"index.html": "hi"})
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, 64<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	outR, outW := io.Pipe()
	var stderr syncBuffer
	done := make(chan int, 1)
	const grace = 300 * time.Millisecond
	go func() {
		done <- serve(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, outW, &stderr, siteserver.DefaultLimits, grace)
		outW.Close()
	}()
	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil {
		t.Fatalf("reading the banner: %v (stderr %q)", err, stderr.String())
	}
	go io.Copy(io.Discard, outR)
	addr := strings.TrimSuffix(line[strings.Index(line, "http://")+len("http://"):], "/\n")

	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n")
	if _, err := bufio.NewReader(conn).ReadString('\n'); err != nil { // the status line, then nothing more
		t.Fatal(err)
	}

	start := time.Now()
	cancel()
	select {
	case status := <-done:
		if status != exitOK {
			t.Errorf("status = %d, want 0 (a shutdown asked for is a normal end); stderr:\n%s", status, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop")
	}
	if d := time.Since(start); d < grace || d > 5*time.Second {
		t.Errorf("stopping took %v, want a little over the %v grace", d, grace)
	}
	got := stderr.String()
	for _, want := range []string{"flipserve: stopped; cut off after waiting 300ms:", "GET /big.bin for 127.0.0.1:"} {
		if !strings.Contains(got, want) {
			t.Errorf("stderr %q does not say %q", got, want)
		}
	}
	if strings.Contains(got, "deadline") {
		t.Errorf("stderr %q reports the shutdown as a failure", got)
	}
}
