// Command flipshots takes the screenshots of the built site that
// README.md and docs/playing.md show: it serves dist/ on loopback, opens each scene in a fresh
// page of its engine's browser (a browser context, user context or
// session of its own, so no scene inherits another's saved game), plays
// it to the moment worth showing with real clicks and keys, and writes
// one PNG per scene. It is a tool for a person to look with, not a test:
// `make screenshots` runs it into docs/.
//
//	go run ./cmd/flipshots -dist dist -out docs [-only NAME,…]
//
// Most scenes are taken in headless Chromium; the firefox-… and
// webkit-… ones in Firefox and WebKitGTK, through the same page driver
// (flip/internal/driver). A browser is started only when a scene taken
// needs it, and Xvfb with the first of the two that draw into a display.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"

	"flip/internal/driver"
	"flip/internal/siteserver"
)

func main() {
	dist := flag.String("dist", "dist", "the built site")
	out := flag.String("out", "docs", "where the PNGs go")
	only := flag.String("only", "", "comma-separated scene names to take (default: all)")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, *dist, *out, *only)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "flipshots:", err)
		os.Exit(1)
	}
}

// run takes the scenes named in only (every scene when it is empty) of
// the site in dist into out.
func run(ctx context.Context, dist, out, only string) error {
	chosen, err := choose(only)
	if err != nil {
		return err
	}
	site, err := siteserver.Loopback(dist)
	if err != nil {
		return fmt.Errorf("serving %s: %w", dist, err)
	}
	defer site.Close()
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	bs := &browsers{}
	defer bs.close()
	for _, sc := range chosen {
		b, err := bs.get(ctx, sc.on())
		if err != nil {
			return fmt.Errorf("%s: %w", sc.name, err)
		}
		if err := take(ctx, b, site.URL(), out, sc); err != nil {
			return fmt.Errorf("%s (%s): %w", sc.name, sc.on(), err)
		}
		fmt.Println("flipshots: wrote", filepath.Join(out, sc.name+".png"))
	}
	return nil
}

// choose returns the scenes named in only, comma-separated, in the order
// of scenes; every scene when only is empty. A name that no scene has is
// an error, so that a typo does not pass for a run that took nothing.
func choose(only string) ([]scene, error) {
	if only == "" {
		return scenes, nil
	}
	want := strings.Split(only, ",")
	for _, name := range want {
		if !slices.ContainsFunc(scenes, func(sc scene) bool { return sc.name == name }) {
			return nil, fmt.Errorf("-only: no scene named %q", name)
		}
	}
	var chosen []scene
	for _, sc := range scenes {
		if slices.Contains(want, sc.name) {
			chosen = append(chosen, sc)
		}
	}
	return chosen, nil
}

// browsers are the browsers started so far, one per engine, each started
// the first time a scene needs it.
type browsers struct {
	started []driver.Browser
}

// get returns engine e's browser, starting it if it is not running yet.
func (bs *browsers) get(ctx context.Context, e driver.Engine) (driver.Browser, error) {
	for _, b := range bs.started {
		if b.Engine() == e {
			if !b.Alive() {
				return nil, fmt.Errorf("%s (%s) is no longer running", e, b.Version())
			}
			return b, nil
		}
	}
	b, err := driver.Start(ctx, e, driver.StartOptions{Width: 1280, Height: 800})
	if err != nil {
		return nil, fmt.Errorf("starting %s: %w", e, err)
	}
	fmt.Printf("flipshots: started %s\n", b.Version())
	bs.started = append(bs.started, b)
	return b, nil
}

// close stops every browser started, and then the X display if one of
// them needed it.
func (bs *browsers) close() {
	var errs []error
	for _, b := range bs.started {
		if err := b.Close(); err != nil {
			errs = append(errs, fmt.Errorf("closing %s: %w", b.Engine(), err))
		}
	}
	bs.started = nil
	driver.StopDisplay()
	if err := errors.Join(errs...); err != nil {
		fmt.Fprintln(os.Stderr, "flipshots:", err)
	}
}
