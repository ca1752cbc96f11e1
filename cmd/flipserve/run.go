package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"flip/web/server"
)

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// Server timeouts. Requests are small GETs; responses can be a
// multi-megabyte .wasm on a slow link, hence the long write timeout.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 2 * time.Minute
	idleTimeout       = 2 * time.Minute
	shutdownTimeout   = 10 * time.Second
	maxHeaderBytes    = 64 << 10
)

// config is what the command line asks for.
type config struct {
	addr string // address to listen on, host:port
	dir  string // site directory
}

// run is the whole command: it serves until SIGINT or SIGTERM and returns
// the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, args, stdout, stderr)
}

// parseArgs reads the command line; it writes usage and flag errors to
// stderr.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	var c config
	fl := flag.NewFlagSet("flipserve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.StringVar(&c.addr, "addr", "127.0.0.1:8080", "`address` to listen on (host:port); the default is loopback only")
	fl.StringVar(&c.dir, "dir", "dist", "site `directory` to serve (as written by flipsite)")
	fl.Usage = func() {
		fmt.Fprintln(fl.Output(), "usage: flipserve [-addr 127.0.0.1:8080] [-dir dist]")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		return c, err
	}
	if fl.NArg() > 0 {
		fl.Usage()
		return c, fmt.Errorf("unexpected argument %q", fl.Arg(0))
	}
	return c, nil
}

// serve is run with the signal handling lifted out: it serves until ctx
// is done, then shuts the server down gracefully.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipserve: %v\n", err)
		return exitUsage
	}

	handler, closeSite, err := openSite(c.dir)
	if err != nil {
		fmt.Fprintf(stderr, "flipserve: %v\n", err)
		return exitError
	}
	defer closeSite()

	ln, err := net.Listen("tcp", c.addr)
	if err != nil {
		fmt.Fprintf(stderr, "flipserve: cannot listen on %s: %v\n", c.addr, err)
		return exitError
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          log.New(stderr, "flipserve: ", log.LstdFlags),
	}
	fmt.Fprintf(stdout, "serving %s on http://%s/\n", c.dir, ln.Addr())

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		fmt.Fprintf(stderr, "flipserve: serving %s: %v\n", c.dir, err)
		return exitError
	case <-ctx.Done():
	}

	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		fmt.Fprintf(stderr, "flipserve: shutting down: %v\n", err)
		return exitError
	}
	return exitOK
}

// openSite checks that dir is a directory with an index.html and returns
// a handler serving it, confined to it by an os.Root, and the function
// that releases it.
func openSite(dir string) (http.Handler, func(), error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("site directory: %w", err)
	}
	if !info.IsDir() {
		return nil, nil, fmt.Errorf("site directory %s is not a directory", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("site directory: %w", err)
	}
	if info, err := fs.Stat(root.FS(), "index.html"); err != nil || !info.Mode().IsRegular() {
		root.Close()
		return nil, nil, fmt.Errorf("site directory %s has no index.html (build the site with flipsite first)", dir)
	}
	h, err := server.New(root.FS())
	if err != nil {
		root.Close()
		return nil, nil, fmt.Errorf("site directory %s: %w", dir, err)
	}
	return h, func() { root.Close() }, nil
}
