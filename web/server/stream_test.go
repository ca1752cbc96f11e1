package server_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"flip/web/server"
)

// TestLargeFileStreams serves a 50 MB file without a content hash in its
// name (so it gets an ETag) to 8 clients at once, twice, and checks that
// the process allocated a small fraction of the bytes sent: the file is
// streamed from disk, never read whole into memory, and its ETag is
// computed by streaming too.
func TestLargeFileStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and serves a 50 MB file")
	}
	const (
		size    = 50 << 20
		clients = 8
		rounds  = 2
		budget  = 16 << 20 // bytes allocated in all, for 800 MB sent
	)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	big, err := os.Create(filepath.Join(dir, "big.bin"))
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 1<<20)
	for i := range chunk {
		chunk[i] = byte(i * 7)
	}
	for range size / len(chunk) {
		if _, err := big.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	if err := big.Close(); err != nil {
		t.Fatal(err)
	}
	chunk = nil

	h, err := server.NewDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := srv.Client()

	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	var peakInuse uint64
	for round := range rounds {
		var wg sync.WaitGroup
		errs := make(chan error, clients)
		for range clients {
			wg.Go(func() {
				resp, err := client.Get(srv.URL + "/big.bin")
				if err != nil {
					errs <- err
					return
				}
				defer resp.Body.Close()
				n, err := io.Copy(io.Discard, resp.Body)
				if err == nil && (n != size || resp.StatusCode != http.StatusOK || resp.Header.Get("ETag") == "") {
					err = fmt.Errorf("got %d bytes, status %d, ETag %q; want %d bytes, 200 and an ETag",
						n, resp.StatusCode, resp.Header.Get("ETag"), size)
				}
				if err != nil {
					errs <- err
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatalf("round %d: %v", round+1, err)
		}
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		peakInuse = max(peakInuse, m.HeapInuse)
	}
	runtime.ReadMemStats(&after)
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("%d × %d downloads of %d MB: allocated %.1f MB in all; heap in use %.1f MB before, %.1f MB after the first round",
		rounds, clients, size>>20, float64(alloc)/(1<<20), float64(before.HeapInuse)/(1<<20), float64(peakInuse)/(1<<20))
	if alloc > budget {
		t.Errorf("serving %d MB allocated %.1f MB, want at most %d MB: the file is not streamed",
			rounds*clients*size>>20, float64(alloc)/(1<<20), budget>>20)
	}
	if peakInuse > before.HeapInuse+budget {
		t.Errorf("heap in use grew from %.1f MB to %.1f MB, want at most %d MB more",
			float64(before.HeapInuse)/(1<<20), float64(peakInuse)/(1<<20), budget>>20)
	}
}
