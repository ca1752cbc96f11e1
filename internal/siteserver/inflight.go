package siteserver

import (
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// An inflight keeps the requests being answered and the connections
// open, to say what a shutdown cut off.
type inflight struct {
	mu       sync.Mutex
	requests map[*http.Request]time.Time // request → when it started
	waiting  map[net.Conn]time.Time      // connections that have not sent a whole request yet
}

func newInflight() *inflight {
	return &inflight{requests: map[*http.Request]time.Time{}, waiting: map[net.Conn]time.Time{}}
}

// wrap returns h, with each request noted while it is being answered.
func (f *inflight) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.requests[r] = time.Now()
		f.mu.Unlock()
		defer func() {
			f.mu.Lock()
			delete(f.requests, r)
			f.mu.Unlock()
		}()
		h.ServeHTTP(w, r)
	})
}

// connState notes the connections that have not yet sent a request, for
// http.Server.ConnState.
func (f *inflight) connState(c net.Conn, state http.ConnState) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch state {
	case http.StateNew:
		f.waiting[c] = time.Now()
	default:
		delete(f.waiting, c)
	}
}

// describe returns one line for each request still being answered and
// for each connection still sending its request, as of now, oldest
// first.
func (f *inflight) describe(now time.Time) []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	type line struct {
		since time.Time
		text  string
	}
	var lines []line
	for r, since := range f.requests {
		lines = append(lines, line{since, fmt.Sprintf("%s %s for %s (running %.1fs)", r.Method, r.URL.RequestURI(), r.RemoteAddr, now.Sub(since).Seconds())})
	}
	for c, since := range f.waiting {
		lines = append(lines, line{since, fmt.Sprintf("a connection from %s that had not sent its request (open %.1fs)", c.RemoteAddr(), now.Sub(since).Seconds())})
	}
	slices.SortFunc(lines, func(a, b line) int { return a.since.Compare(b.since) })
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.text
	}
	return out
}
