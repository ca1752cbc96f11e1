package main

import (
	chromes "flip/internal/headless"
)

// viewport is the size, in CSS pixels, of every page measured, at a
// device scale factor of 1 (as in the browser tests).
const viewportW, viewportH = 1024, 768

// findChrome returns the browser to drive.
func findChrome() (string, error) { return chromes.Find() }

// A headless is a running headless Chromium with a fresh profile, started
// as the browser tests start theirs; tabs are opened from its Ctx.
type headless struct{ *chromes.Browser }

// startBrowser starts the Chromium at path headless, with the flags of
// the browser tests, compositing c and a new, temporary profile.
func startBrowser(path string, c chromes.Compositing) (*headless, error) {
	b, err := chromes.StartWith(path, viewportW, viewportH, c)
	if err != nil {
		return nil, err
	}
	return &headless{b}, nil
}

// A session keeps a browser running for the measurements, starting a
// new one if it goes away (on a shared machine, something else may end
// it).
type session struct {
	path        string
	compositing chromes.Compositing
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
			h, err := startBrowser(s.path, s.compositing)
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

// close stops the browser, if one is running.
func (s *session) close() {
	if s.h != nil {
		s.h.Close()
	}
}
