package main

import (
	"context"
	"fmt"
	"os"
	"sync"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"

	chromes "flip/internal/headless"
)

// viewport is the size, in CSS pixels, of every page measured, at a
// device scale factor of 1 (as in the browser tests).
const viewportW, viewportH = 1024, 768

// findChrome returns the browser to drive.
func findChrome() (string, error) { return chromes.Find() }

// A headless is a running headless Chromium with a fresh profile.
type headless struct {
	ctx     context.Context // the browser's first tab; tabs are opened from it
	version string          // the product, e.g. HeadlessChrome/156.0.8078.79
	close   func()          // stops the browser and removes its profile; safe to call again
}

// startBrowser starts the Chromium at path headless, with the flags of
// the browser tests and a new, temporary profile.
func startBrowser(path string) (*headless, error) {
	profile, err := os.MkdirTemp("", "flipbench-profile-")
	if err != nil {
		return nil, fmt.Errorf("making a browser profile: %w", err)
	}
	opts := chromes.Options(path, profile, viewportW, viewportH)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	closeAll := sync.OnceFunc(func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	})
	v, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		closeAll()
		return nil, fmt.Errorf("starting %s: %w", path, err)
	}
	return &headless{ctx: ctx, version: v.Product, close: closeAll}, nil
}

// alive reports whether the browser is still running.
func (h *headless) alive() bool { return h.ctx.Err() == nil }

// A session keeps a browser running for the measurements, starting a
// new one if it goes away (on a shared machine, something else may end
// it).
type session struct {
	path string
	h    *headless
	logf func(string, ...any)
}

// do runs measure with the browser, starting one if there is none. If
// measure fails because the browser went away, it starts a new browser
// and runs measure once more.
func (s *session) do(measure func(*headless) error) error {
	for attempt := 0; ; attempt++ {
		if s.h == nil || !s.h.alive() {
			if s.h != nil {
				s.h.close()
			}
			h, err := startBrowser(s.path)
			if err != nil {
				return err
			}
			s.h = h
		}
		err := measure(s.h)
		if err == nil || s.h.alive() || attempt == 1 {
			return err
		}
		s.logf("the browser went away (%v); starting a new one and measuring again", err)
	}
}

// close stops the browser, if one is running.
func (s *session) close() {
	if s.h != nil {
		s.h.close()
	}
}
