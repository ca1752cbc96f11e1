package main

import (
	"fmt"
	"time"
)

// readyPoll is how often a loading page is asked whether it is ready. The
// answer is not the figure (the page records performance.now() itself),
// so this only bounds how soon the next step starts.
const readyPoll = 25 * time.Millisecond

// A page is one of the sites measured, the game, the floor or the raw
// floor, and how to read it.
type page struct {
	name       string // "game", "floor" or "raw floor"
	url        string // the site's root
	ready      string // JavaScript that is true once the first frame is drawn
	firstFrame string // JavaScript: performance.now() at the first frame
	shown      string // JavaScript: performance.now() once it is on screen, or "" if not known
	readyAt    string // JavaScript: performance.now() when it became ready, or "" if not known
	tables     bool   // a build of the game, which reports its distance tables
}

// gamePage is the game at url: it is ready when window.flipgame answers.
func gamePage(url string) page {
	return page{
		name:       "game",
		url:        url,
		ready:      "!!(window.flipgame && window.flipgame.snapshot())",
		firstFrame: "window.flipgame.firstFrameMs",
		shown:      "window.flipgame.shownMs",
		readyAt:    "window.flipgame.readyMs",
		tables:     true,
	}
}

// otherGamePage is another build of the game at url, measured in the
// floor's place (-against).
func otherGamePage(url string) page {
	p := gamePage(url)
	p.name = "other build"
	return p
}

// floorPage is the floor at url: it is ready once its first frame is on
// screen, as the game is.
func floorPage(url string) page {
	return page{
		name:       "floor",
		url:        url,
		ready:      "typeof window.floorShownMs === 'number'",
		firstFrame: "window.floorFirstFrameMs",
		shown:      "window.floorShownMs",
		readyAt:    "window.floorShownMs",
	}
}

// rawFloorPage is the raw WebGL floor at url (bench/rawfloor): it is
// ready once it has drawn its first frame.
func rawFloorPage(url string) page {
	return page{
		name:       "raw floor",
		url:        url,
		ready:      "typeof window.rawFloorFirstFrameMs === 'number'",
		firstFrame: "window.rawFloorFirstFrameMs",
	}
}

// open opens the page, with fragment (without '#') if not empty, in a
// fresh tab and waits until its first frame is drawn.
func (p page) open(h *headless, fragment string, cfg config) (*tab, error) {
	url := p.url
	if fragment != "" {
		url += "#" + fragment
	}
	t, err := h.openTab(url, "")
	if err != nil {
		return nil, fmt.Errorf("the %s page: %w", p.name, err)
	}
	if err := t.waitFor("the "+p.name+"'s first frame", p.ready, readyPoll, cfg.readyTimeout); err != nil {
		t.close()
		return nil, err
	}
	return t, nil
}
