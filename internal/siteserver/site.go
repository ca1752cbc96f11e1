// Package siteserver serves a built Flip site — a directory written by
// cmd/flipsite — over HTTP with package flip/web/server, with the limits
// that keep one slow or idle client from holding the server. It is the
// one way Flip's tools serve a site: cmd/flipserve on the address it is
// given, and the browser tests and cmd/flipbench on a free loopback port
// ([Loopback]).
package siteserver

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"time"

	"flip/web/server"
)

// Limits bounds what clients may hold of a server.
type Limits struct {
	// MaxConns is the most connections open at once. Beyond it the
	// server stops accepting, and new connections wait in the system's
	// queue until one closes.
	MaxConns int
	// ReadHeaderTimeout is how long a client has to send a request's
	// headers; a client that trickles them (slowloris) is cut off then.
	ReadHeaderTimeout time.Duration
	// ReadTimeout is how long a client has to send a whole request.
	ReadTimeout time.Duration
	// WriteTimeout is how long one response may take to send: a
	// multi-megabyte .wasm on a slow link.
	WriteTimeout time.Duration
	// IdleTimeout is how long a kept-alive connection may wait for its
	// next request before the server closes it.
	IdleTimeout time.Duration
	// MaxHeaderBytes is the largest request header accepted.
	MaxHeaderBytes int
}

// DefaultLimits are the limits flipserve, the browser tests and
// flipbench serve with. 256 connections are far more than a browser
// opens (about 6 per site), and 256 idle ones hold a few MB.
var DefaultLimits = Limits{
	MaxConns:          256,
	ReadHeaderTimeout: 5 * time.Second,
	ReadTimeout:       10 * time.Second,
	WriteTimeout:      2 * time.Minute,
	IdleTimeout:       30 * time.Second,
	MaxHeaderBytes:    64 << 10,
}

// A Site is a site directory being served.
type Site struct {
	dir      string
	ln       net.Listener
	srv      *http.Server
	handler  *server.Handler
	served   chan error
	inflight *inflight
}

// Start serves the site in dir on addr (host:port; port 0 picks a free
// one) with the given limits, logging the server's own errors (such as a
// failed accept) to errLog.
// It fails, saying why, if dir is not a built site or addr cannot be
// listened on.
func Start(dir, addr string, limits Limits, errLog *log.Logger) (*Site, error) {
	h, err := server.NewDir(dir)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		h.Close()
		return nil, fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	s := &Site{
		dir:      dir,
		ln:       limitListener(ln, limits.MaxConns),
		handler:  h,
		served:   make(chan error, 1),
		inflight: newInflight(),
	}
	s.srv = &http.Server{
		Handler:           s.inflight.wrap(h),
		ReadHeaderTimeout: limits.ReadHeaderTimeout,
		ReadTimeout:       limits.ReadTimeout,
		WriteTimeout:      limits.WriteTimeout,
		IdleTimeout:       limits.IdleTimeout,
		MaxHeaderBytes:    limits.MaxHeaderBytes,
		ErrorLog:          errLog,
		ConnState:         s.inflight.connState,
	}
	go func() { s.served <- s.srv.Serve(s.ln) }()
	return s, nil
}

// Loopback serves the site in dir on a free port of 127.0.0.1 with
// [DefaultLimits], logging the server's errors to standard error.
func Loopback(dir string) (*Site, error) {
	return Start(dir, "127.0.0.1:0", DefaultLimits, log.Default())
}

// Addr returns the address the site is served on.
func (s *Site) Addr() net.Addr { return s.ln.Addr() }

// URL returns the site's address for a browser on this machine, such as
// http://127.0.0.1:41234/ (for a server on every interface, by loopback).
func (s *Site) URL() string {
	urls, _ := URLs(s.Addr(), nil)
	return urls[0]
}

// Done is sent the error that ended serving, if serving ends by itself
// (not by Shutdown or Close).
func (s *Site) Done() <-chan error { return s.served }

// Shutdown stops accepting connections and waits up to timeout for the
// requests under way to finish. Those still running then are cut off
// and described in cut, one line each (method, path, client and how
// long it ran). It returns once the server has stopped; err reports a
// failure to close it, not the cutting off.
func (s *Site) Shutdown(timeout time.Duration) (cut []string, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	err = s.srv.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		cut = s.inflight.describe(time.Now())
		err = s.srv.Close()
	}
	if cerr := s.handler.Close(); err == nil {
		err = cerr
	}
	return cut, err
}

// Close stops the server at once, cutting off any request under way.
func (s *Site) Close() error {
	err := s.srv.Close()
	if cerr := s.handler.Close(); err == nil {
		err = cerr
	}
	return err
}
