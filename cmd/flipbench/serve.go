package main

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"flip/web/server"
)

// serveSite serves the site in dir with package web/server, as flipserve
// does, on a free loopback port. It returns the site's URL and a func
// that stops the server.
func serveSite(dir string) (string, func(), error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return "", nil, fmt.Errorf("serving %s: %w", dir, err)
	}
	h, err := server.New(root.FS())
	if err != nil {
		root.Close()
		return "", nil, fmt.Errorf("serving %s: %w", dir, err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		root.Close()
		return "", nil, fmt.Errorf("serving %s: listening on loopback: %w", dir, err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(os.Stderr, "flipbench: serving %s: %v\n", dir, err)
		}
	}()
	stop := func() {
		srv.Close()
		root.Close()
	}
	return "http://" + ln.Addr().String() + "/", stop, nil
}
