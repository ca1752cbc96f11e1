// Command flipserve serves Flip's built web site — the dist/ directory
// written by flipsite — for local play and for the browser tests.
//
// Usage:
//
//	flipserve [-addr 127.0.0.1:8080] [-dir dist]
//
// It listens on the loopback interface unless -addr names another
// address, and prints "serving DIR on http://127.0.0.1:PORT/". On any
// other address (":8080" is every interface) it says that the site is
// reachable from other machines and lists the addresses they can use.
// The site is served by package flip/web/server: files streamed from
// disk, correct MIME types, the precompressed .br/.gz copies when the
// browser accepts them, year-long caching for content-hashed names, ETags
// for the rest, a Content-Security-Policy and the other security
// headers, and 404 for anything outside the directory.
//
// The limits are those of package flip/internal/siteserver: at most 256
// connections at once (more wait to be accepted), 5 s to send a
// request's headers and 10 s the whole request, 2 minutes to send a
// response, and 30 s for an idle kept-alive connection.
//
// On SIGINT or SIGTERM it stops accepting connections and waits up to
// 5 s for the requests under way; it then cuts off those still running,
// lists them on standard error, and exits with status 0: stopping when
// asked is a normal end. It exits with status 1, and a message saying
// why, if the directory is missing or has no index.html or the address
// cannot be listened on; and with status 2 for bad usage.
package main

import "os"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
