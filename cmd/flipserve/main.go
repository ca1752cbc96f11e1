// Command flipserve serves Flip's built web site — the dist/ directory
// written by flipsite — for local play and for the browser tests.
//
// Usage:
//
//	flipserve [-addr 127.0.0.1:8080] [-dir dist]
//
// It listens on the loopback interface unless -addr names another
// address, prints "serving DIR on http://ADDR/", and serves until it gets
// SIGINT or SIGTERM, when it finishes the requests under way and exits.
// The site is served by package flip/web/server: correct MIME types, the
// precompressed .br/.gz copies when the browser accepts them, year-long
// caching for content-hashed names, ETags for the rest, and 404 for
// anything outside the directory.
//
// It exits with status 1, and a message saying why, if the directory is
// missing or has no index.html or the address cannot be listened on; and
// with status 2 for bad usage.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
