package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"flip/game/play"
	"flip/internal/driver"
	"flip/solver"
)

// sceneTimeout is how long one scene may take, from opening its page to
// writing its PNG.
const sceneTimeout = 90 * time.Second

// take opens one scene in a fresh page of b, plays it and writes its
// screenshot into out.
func take(ctx context.Context, b driver.Browser, base, out string, sc scene) error {
	ctx, cancel := context.WithTimeout(ctx, sceneTimeout)
	defer cancel()
	page, err := b.NewPage(ctx, driver.Options{Width: sc.w, Height: sc.h, Scale: sc.dpr})
	if err != nil {
		return fmt.Errorf("opening a %d×%d page at scale %g: %w", sc.w, sc.h, sc.dpr, err)
	}
	defer page.Close()
	p := &tab{ctx: ctx, page: page}

	// The system's preferences first, where the engine lets us set them
	// (Chromium): a scene is dark unless it says otherwise, as the
	// screenshots in docs/ have always been.
	if err := p.emulateMedia(sc.mediaFeatures()); err != nil {
		return err
	}
	url := base
	if sc.frag != "" {
		url += "#" + sc.frag
	}
	if err := page.Navigate(ctx, url); err != nil {
		return err
	}
	if err := driver.WaitFor(ctx, page, driver.GameReady, 50*time.Millisecond, 30*time.Second); err != nil {
		return fmt.Errorf("waiting for the game: %w", err)
	}
	// Elsewhere the player's own choice gives the theme: the Theme button.
	if sc.on() != driver.Chromium {
		if err := p.chooseTheme(sc.theme()); err != nil {
			return err
		}
	}
	if sc.play != nil {
		if err := sc.play(p); err != nil {
			return err
		}
	}
	var s play.Snapshot
	if sc.during != nil {
		s, err = p.await("the busy page the scene shows", sc.during)
	} else {
		s, err = p.settle("the scene's last step", func(play.Snapshot) bool { return true })
	}
	if err != nil {
		return err
	}
	if s.Theme != sc.theme() {
		return fmt.Errorf("the page shows the %s theme, want %s", s.Theme, sc.theme())
	}
	last := 400 * time.Millisecond // the last frame drawn
	if sc.during != nil {
		last = 100 * time.Millisecond // the page is still busy
	}
	if err := p.sleep(last); err != nil {
		return err
	}
	png, err := page.Screenshot(ctx)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, sc.name+".png"), png, 0o644)
}

// tab is a scene's page, driven under the scene's context.
type tab struct {
	ctx  context.Context
	page driver.Page
}

// emulateMedia sets the media features the page sees (name, value, name,
// value, …), as the system's settings would. Only Chromium can (through
// the DevTools protocol); elsewhere any feature but the colour scheme is
// an error, and the colour scheme is chosen with the Theme button
// instead (chooseTheme).
func (p *tab) emulateMedia(features []string) error {
	m := map[string]string{}
	for i := 0; i+1 < len(features); i += 2 {
		m[features[i]] = features[i+1]
	}
	if cp, ok := p.page.(*driver.ChromiumPage); ok {
		return cp.EmulateMedia(p.ctx, m)
	}
	for name := range m {
		if name != "prefers-color-scheme" {
			return fmt.Errorf("emulating %s: %w (only Chromium emulates media)", name, driver.ErrUnsupported)
		}
	}
	return nil
}

// chooseTheme clicks the Theme button (the system's, light, dark, round
// again) until the page shows theme, "light" or "dark".
func (p *tab) chooseTheme(theme string) error {
	for range 3 {
		s, err := p.settle("the game", func(play.Snapshot) bool { return true })
		if err != nil {
			return err
		}
		if s.Theme == theme {
			return nil
		}
		before := s.Inputs
		if err := p.clickButton("theme"); err != nil {
			return err
		}
		if _, err := p.settle("the Theme button's click", func(s play.Snapshot) bool { return s.Inputs > before }); err != nil {
			return err
		}
	}
	s, err := p.snapshot()
	if err != nil {
		return err
	}
	if s.Theme != theme {
		return fmt.Errorf("three clicks on Theme and the page shows the %s theme, want %s", s.Theme, theme)
	}
	return nil
}

// snapshot returns window.flipgame.snapshot().
func (p *tab) snapshot() (play.Snapshot, error) {
	var s play.Snapshot
	err := p.page.Eval(p.ctx, "window.flipgame.snapshot()", &s)
	return s, err
}

// layout returns window.flipgame.layout().
func (p *tab) layout() (play.PageLayout, error) {
	var l play.PageLayout
	err := p.page.Eval(p.ctx, "window.flipgame.layout()", &l)
	return l, err
}

// sleep waits for d, or less if the scene's time runs out.
func (p *tab) sleep(d time.Duration) error {
	select {
	case <-p.ctx.Done():
		return p.ctx.Err()
	case <-time.After(d):
		return nil
	}
}

// settle waits, up to 30 seconds, until cond holds for a snapshot that
// is not busy; what says what is waited for, for the error.
func (p *tab) settle(what string, cond func(play.Snapshot) bool) (play.Snapshot, error) {
	deadline := time.Now().Add(30 * time.Second)
	var last play.Snapshot
	for time.Now().Before(deadline) {
		s, err := p.snapshot()
		if err != nil {
			return s, err
		}
		if !s.Busy && cond(s) {
			return s, nil
		}
		last = s
		if err := p.sleep(30 * time.Millisecond); err != nil {
			return s, fmt.Errorf("waiting for %s: %w", what, err)
		}
	}
	return play.Snapshot{}, fmt.Errorf("waiting for %s: the page did not settle in 30s (busy %v, %d presses, status %q)", what, last.Busy, last.Moves, last.Status)
}

// await waits, up to 30 seconds, until cond holds for a snapshot, busy
// or not.
func (p *tab) await(what string, cond func(play.Snapshot) bool) (play.Snapshot, error) {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		s, err := p.snapshot()
		if err != nil || cond(s) {
			return s, err
		}
		if err := p.sleep(10 * time.Millisecond); err != nil {
			return s, fmt.Errorf("waiting for %s: %w", what, err)
		}
	}
	return play.Snapshot{}, fmt.Errorf("waiting for %s: not seen in 30s", what)
}

// click clicks the middle of r.
func (p *tab) click(r play.Rect) error {
	return p.page.Click(p.ctx, r.X+r.W/2, r.Y+r.H/2)
}

// clickButton clicks the button the layout names name ("solve", "next").
// A button in the closed menu is reached as a player reaches it: Menu,
// the button, and Esc to close the menu if it is still open after.
func (p *tab) clickButton(name string) error {
	l, err := p.layout()
	if err != nil {
		return err
	}
	r, ok := l.Buttons[name]
	if !ok {
		return fmt.Errorf("clicking %s: the layout has no such button", name)
	}
	opened := false
	if r.W == 0 {
		if err := p.overlay("menu", "menu"); err != nil {
			return fmt.Errorf("clicking %s: %w", name, err)
		}
		if l, err = p.layout(); err != nil {
			return err
		}
		if r = l.Buttons[name]; r.W == 0 {
			return fmt.Errorf("clicking %s: not in the open menu either", name)
		}
		opened = true
	}
	before, err := p.snapshot()
	if err != nil {
		return err
	}
	if err := p.click(r); err != nil {
		return fmt.Errorf("clicking %s: %w", name, err)
	}
	if opened {
		s, err := p.settle("the click on "+name, func(s play.Snapshot) bool { return s.Inputs > before.Inputs })
		if err != nil {
			return err
		}
		if s.Overlay == "menu" {
			if err := p.page.Key(p.ctx, "Escape"); err != nil {
				return err
			}
			if _, err := p.settle("the menu closed", func(s play.Snapshot) bool { return s.Overlay == "" }); err != nil {
				return err
			}
		}
	}
	return nil
}

// pressAll clicks cells one after another, each once the last has landed.
func (p *tab) pressAll(cells ...int) error {
	l, err := p.layout()
	if err != nil {
		return err
	}
	for _, c := range cells {
		if c < 0 || c >= len(l.Cells) {
			return fmt.Errorf("pressing cell %d of %d", c, len(l.Cells))
		}
		s, err := p.snapshot()
		if err != nil {
			return err
		}
		if err := p.click(l.Cells[c]); err != nil {
			return fmt.Errorf("pressing cell %d: %w", c, err)
		}
		if _, err := p.settle(fmt.Sprintf("the press on cell %d", c), func(n play.Snapshot) bool { return n.Moves == s.Moves+1 }); err != nil {
			return err
		}
	}
	return nil
}

// solve clicks the solver's answer for the position on screen, as a
// player would.
func (p *tab) solve() error {
	s, err := p.snapshot()
	if err != nil {
		return err
	}
	spec := solver.Classic(solver.FlipGame)
	if s.Game == "fridge" {
		spec = solver.Classic(solver.Fridge)
	}
	r := solver.MustNew(spec)
	b, err := r.Decode(s.Board)
	if err != nil {
		return fmt.Errorf("reading the board on screen: %w", err)
	}
	answer, err := r.Solution(b)
	if err != nil {
		return fmt.Errorf("solving %s: %w", s.Board, err)
	}
	return p.pressAll(answer...)
}

// overlay opens the overlay behind button and waits for it.
func (p *tab) overlay(button, name string) error {
	if err := p.clickButton(button); err != nil {
		return err
	}
	_, err := p.settle("the "+name+" overlay", func(s play.Snapshot) bool { return string(s.Overlay) == name })
	return err
}
