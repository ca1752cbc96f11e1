package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"flip/internal/siteserver"
)

// Exit statuses.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// shutdownTimeout is how long a shutdown waits for the requests under
// way before it cuts them off.
const shutdownTimeout = 5 * time.Second

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
	return serve(ctx, args, stdout, stderr, siteserver.DefaultLimits, shutdownTimeout)
}

// parseArgs reads the command line; it writes usage and flag errors to
// stderr.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	var c config
	fl := flag.NewFlagSet("flipserve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	fl.StringVar(&c.addr, "addr", "127.0.0.1:8080", "`address` to listen on (host:port); the default is loopback only, :8080 is every interface")
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

// serve is run with the signal handling and the limits lifted out: it
// serves until ctx is done, then shuts the server down, waiting up to
// grace for the requests under way.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer, limits siteserver.Limits, grace time.Duration) int {
	c, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipserve: %v\n", err)
		return exitUsage
	}

	site, err := siteserver.Start(c.dir, c.addr, limits, log.New(stderr, "flipserve: ", log.LstdFlags))
	if err != nil {
		fmt.Fprintf(stderr, "flipserve: %v\n", err)
		return exitError
	}
	ifaces, _ := net.InterfaceAddrs() // without them, the loopback URL is still right
	printBanner(stdout, c.dir, site.Addr(), ifaces)

	select {
	case err := <-site.Done():
		fmt.Fprintf(stderr, "flipserve: serving %s: %v\n", c.dir, err)
		site.Close()
		return exitError
	case <-ctx.Done():
	}
	cut, err := site.Shutdown(grace)
	if len(cut) > 0 {
		fmt.Fprintf(stderr, "flipserve: stopped; cut off after waiting %v:\n", grace)
		for _, l := range cut {
			fmt.Fprintf(stderr, "  %s\n", l)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "flipserve: stopping: %v\n", err)
		return exitError
	}
	return exitOK
}

// printBanner says where the site is served. On loopback it is one line,
// "serving DIR on http://127.0.0.1:PORT/". Otherwise it says plainly
// that other machines can reach the site, and lists the addresses.
func printBanner(w io.Writer, dir string, addr net.Addr, ifaces []net.Addr) {
	urls, public := siteserver.URLs(addr, ifaces)
	if !public {
		fmt.Fprintf(w, "serving %s on %s\n", dir, urls[0])
		return
	}
	fmt.Fprintf(w, "serving %s on %s: the site is reachable from other machines (use -addr 127.0.0.1:PORT to serve this machine only), at\n", dir, addr)
	for _, u := range urls {
		fmt.Fprintf(w, "  %s\n", u)
	}
}
