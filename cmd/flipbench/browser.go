package main

import (
	"context"

	"flip/internal/driver"
	chromes "flip/internal/headless"
)

// viewport is the size, in CSS pixels, of every page measured, at a
// device scale factor of 1 (as in the browser tests).
const viewportW, viewportH = 1024, 768

// A headless is a running browser of one engine with a fresh profile,
// started through the page driver as the browser tests start theirs.
type headless struct{ driver.Browser }

// ctx is the Chromium browser's chromedp context, for what only the
// DevTools protocol does (tracing); nil in the other engines.
func (h *headless) ctx() context.Context {
	if c, ok := h.Browser.(*driver.ChromiumBrowser); ok {
		return c.Ctx()
	}
	return nil
}

// startBrowser starts engine e's browser, Chromium compositing c.
func startBrowser(e driver.Engine, c chromes.Compositing) (*headless, error) {
	b, err := driver.Start(context.Background(), e, driver.StartOptions{Width: viewportW, Height: viewportH,
		SoftwareCompositing: c == chromes.SoftwareCompositing})
	if err != nil {
		return nil, err
	}
	return &headless{b}, nil
}

// A session keeps a browser running for the measurements, starting a
// new one if it goes away (on a shared machine, something else may end
// it).
type session struct {
	engine      driver.Engine
	compositing chromes.Compositing // Chromium's
	h           *headless
	logf        func(string, ...any)
}

// do runs measure with the browser, starting one if there is none. If
// measure fails because the browser went away, it starts a new browser
// and runs measure once more.
func (s *session) do(measure func(*headless) error) error {
	for attempt := 0; ; attempt++ {
		if s.h == nil || !s.h.Alive() {
			if s.h != nil {
				s.h.Close()
			}
			h, err := startBrowser(s.engine, s.compositing)
			if err != nil {
				return err
			}
			s.h = h
		}
		err := measure(s.h)
		if err == nil || s.h.Alive() || attempt == 1 {
			return err
		}
		s.logf("the browser went away (%v); starting a new one and measuring again", err)
	}
}

// describe names the browser for the progress log: Chromium by its
// compositing, the others by their engine.
func (s *session) describe() string {
	if s.engine == driver.Chromium {
		return s.compositing.String()
	}
	return string(s.engine)
}

// close stops the browser, if one is running.
func (s *session) close() {
	if s.h != nil {
		s.h.Close()
		s.h = nil
	}
}
