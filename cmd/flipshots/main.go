// Command flipshots takes the screenshots of the built site that the
// README shows: it serves dist/ on loopback, opens each scene in headless
// Chromium (a fresh browser context each, so no scene inherits another's
// saved game), plays it to the moment worth showing with real clicks and
// keys, and writes one PNG per scene. It is a tool for a person to look
// with, not a test: `make screenshots` runs it into docs/.
//
//	go run ./cmd/flipshots -dist dist -out docs [-only NAME,…]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"flip/game/play"
	"flip/internal/headless"
	"flip/internal/siteserver"
	"flip/solver"
)

func main() {
	dist := flag.String("dist", "dist", "the built site")
	out := flag.String("out", "docs", "where the PNGs go")
	only := flag.String("only", "", "comma-separated scene names to take (default: all)")
	flag.Parse()
	if err := run(*dist, *out, *only); err != nil {
		fmt.Fprintln(os.Stderr, "flipshots:", err)
		os.Exit(1)
	}
}

func run(dist, out, only string) error {
	chrome, err := headless.Find()
	if err != nil {
		return err
	}
	site, err := siteserver.Loopback(dist)
	if err != nil {
		return err
	}
	defer site.Close()
	b, err := headless.Start(chrome, 1280, 800)
	if err != nil {
		return err
	}
	defer b.Close()
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	want := strings.Split(only, ",")
	for _, sc := range scenes {
		if only != "" && !slices.Contains(want, sc.name) {
			continue
		}
		if err := take(b.Ctx, site.URL(), out, sc); err != nil {
			return fmt.Errorf("%s: %w", sc.name, err)
		}
		fmt.Println("flipshots: wrote", filepath.Join(out, sc.name+".png"))
	}
	return nil
}

// take opens one scene in a fresh browser context, plays it and writes
// its screenshot.
func take(parent context.Context, base, out string, sc scene) error {
	ctx, cancel := chromedp.NewContext(parent, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	defer cancelT()
	p := &tab{ctx: ctx}
	url := base
	if sc.frag != "" {
		url += "#" + sc.frag
	}
	// The system's preferences first: a scene is dark unless it says
	// otherwise, as the README's screenshots have always been.
	media := sc.media
	if !slices.Contains(media, "prefers-color-scheme") {
		media = append([]string{"prefers-color-scheme", "dark"}, media...)
	}
	if err := chromedp.Do(ctx, emulateMedia(media...), chromedp.EmulateViewport(sc.w, sc.h, chromedp.EmulateScale(sc.dpr)), chromedp.Navigate(url)); err != nil {
		return err
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool]("window.flipgame && window.flipgame.snapshot() !== null", chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
		return fmt.Errorf("waiting for the game: %w", err)
	}
	if sc.play != nil {
		if err := sc.play(p); err != nil {
			return err
		}
	}
	if _, err := p.settle(func(play.Snapshot) bool { return true }); err != nil {
		return err
	}
	time.Sleep(400 * time.Millisecond) // the last frame drawn
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, sc.name+".png"), png, 0o644)
}

// emulateMedia sets the media features the page sees (name, value, name,
// value, …), as the system's settings would.
func emulateMedia(features ...string) chromedp.Action[chromedp.Void] {
	var fs []*emulation.MediaFeature
	for i := 0; i+1 < len(features); i += 2 {
		fs = append(fs, &emulation.MediaFeature{Name: features[i], Value: features[i+1]})
	}
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: fs})
		return err
	})
}

// tab is a scene's page.
type tab struct{ ctx context.Context }

func (p *tab) snapshot() (play.Snapshot, error) {
	return value[play.Snapshot](p, "JSON.stringify(window.flipgame.snapshot())")
}

func (p *tab) layout() (play.PageLayout, error) {
	return value[play.PageLayout](p, "JSON.stringify(window.flipgame.layout())")
}

// value evaluates expr, a JSON string, into T.
func value[T any](p *tab, expr string) (T, error) {
	var v T
	s, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](expr))
	if err == nil {
		err = json.Unmarshal([]byte(s), &v)
	}
	return v, err
}

// settle waits until cond holds for a snapshot that is not busy.
func (p *tab) settle(cond func(play.Snapshot) bool) (play.Snapshot, error) {
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		s, err := p.snapshot()
		if err != nil {
			return s, err
		}
		if !s.Busy && cond(s) {
			return s, nil
		}
		time.Sleep(30 * time.Millisecond)
	}
	return play.Snapshot{}, errors.New("the page did not settle")
}

func (p *tab) click(r play.Rect) error {
	return chromedp.Do(p.ctx, chromedp.MouseClickXY(r.X+r.W/2, r.Y+r.H/2))
}

func (p *tab) clickButton(name string) error {
	l, err := p.layout()
	if err != nil {
		return err
	}
	return p.click(l.Buttons[name])
}

// pressAll clicks cells one after another, each once the last has landed.
func (p *tab) pressAll(cells ...int) error {
	l, err := p.layout()
	if err != nil {
		return err
	}
	for _, c := range cells {
		s, err := p.snapshot()
		if err != nil {
			return err
		}
		if err := p.click(l.Cells[c]); err != nil {
			return err
		}
		if _, err := p.settle(func(n play.Snapshot) bool { return n.Moves == s.Moves+1 }); err != nil {
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
		return err
	}
	answer, err := r.Solution(b)
	if err != nil {
		return err
	}
	return p.pressAll(answer...)
}

// overlay opens the overlay behind button and waits for it.
func (p *tab) overlay(button, name string) error {
	if err := p.clickButton(button); err != nil {
		return err
	}
	_, err := p.settle(func(s play.Snapshot) bool { return s.Overlay == name })
	return err
}

// scene is one screenshot: a link, a viewport and what to do first.
type scene struct {
	name, frag string
	w, h       int64
	dpr        float64
	play       func(*tab) error
	media      []string // media features to emulate, name and value: see emulateMedia
}

// light is the emulated system preference of the light theme's scenes.
var light = []string{"prefers-color-scheme", "light"}

// hover points at cell i: the pieces a press there would turn are lit.
func hover(i int) func(*tab) error {
	return func(p *tab) error {
		l, err := p.layout()
		if err != nil {
			return err
		}
		r := l.Cells[i]
		return chromedp.Do(p.ctx, chromedp.MouseEvent(chromedp.MouseMoved, r.X+r.W/2, r.Y+r.H/2))
	}
}

var scenes = []scene{
	{"flip-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1, func(p *tab) error {
		// Point at a cell: the pieces a press there would turn are lit.
		l, err := p.layout()
		if err != nil {
			return err
		}
		r := l.Cells[5]
		return chromedp.Do(p.ctx, chromedp.MouseEvent(chromedp.MouseMoved, r.X+r.W/2, r.Y+r.H/2))
	}, nil},
	{"fridge-desktop", "game=fridge&board=-+------------+-", 1280, 800, 1, nil, nil},
	{"king-6x6-phone", "game=flip&size=6x6&shape=king&torus=1&board=" + strings.Repeat("bwwbwb", 6), 390, 844, 2, nil, nil},
	{"lights-out-10x10", "game=fridge&size=10x10&shape=cross&board=" + strings.Repeat("-+--++-+-+", 10), 1280, 800, 1, nil, nil},
	{"explain-desktop", "game=flip&board=bwwwwwwbwwwwwwww", 1280, 800, 1, nil, nil},
	{"explain-phone", "game=flip&board=bwwwwwwbwwwwwwww", 390, 844, 2, nil, nil},
	{"explain-fridge-desktop", "game=fridge&size=5x5&shape=king&board=+------------------------", 1280, 800, 1, nil, nil},
	{"facts-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1, func(p *tab) error {
		// A press first, so that the bright bar (the position on screen)
		// and the gold mark (the puzzle's par) differ.
		if err := p.pressAll(0); err != nil {
			return err
		}
		return p.overlay("facts", "facts")
	}, nil},
	{"facts-phone", "game=flip&board=bwwbbbwbbwwbbwww", 390, 844, 2, func(p *tab) error { return p.overlay("facts", "facts") }, nil},
	{"facts-fridge-phone", "game=fridge&board=-+------------+-", 390, 844, 2, func(p *tab) error { return p.overlay("facts", "facts") }, nil},
	{"facts-10x10-desktop", "game=flip&size=10x10&shape=cross&torus=1&board=" + strings.Repeat("bwwbbwbwwb", 10), 1280, 800, 1, func(p *tab) error { return p.overlay("facts", "facts") }, nil},
	{"finish-perfect-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1, func(p *tab) error {
		if err := p.solve(); err != nil {
			return err
		}
		time.Sleep(play.FlipDuration + play.CelebrationDuration/3) // mid-flourish
		return nil
	}, nil},
	{"finish-over-par-phone", "game=fridge&board=-+------------+-", 390, 844, 2, func(p *tab) error {
		if err := p.pressAll(5, 5); err != nil {
			return err
		}
		return p.solve()
	}, nil},
	{"help-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1, func(p *tab) error { return p.overlay("help", "help") }, nil},
	{"help-phone", "game=fridge&board=-+------------+-", 390, 844, 2, func(p *tab) error { return p.overlay("help", "help") }, nil},
	{"stats-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1, func(p *tab) error {
		// A few finishes: at par, over par, and one by the solver.
		if err := p.solve(); err != nil {
			return err
		}
		for _, extra := range [][]int{{3, 3}, {6}, {}} {
			if err := p.clickButton("next"); err != nil {
				return err
			}
			if _, err := p.settle(func(s play.Snapshot) bool { return s.Moves == 0 && !s.Solved }); err != nil {
				return err
			}
			if err := p.pressAll(extra...); err != nil {
				return err
			}
			if err := p.solve(); err != nil {
				return err
			}
		}
		return p.overlay("stats", "stats")
	}, nil},
	{"daily-share-phone", "game=flip&daily=" + time.Now().UTC().Format("2006-01-02"), 390, 844, 2, func(p *tab) error {
		// Solved, then Share: headless Chromium keeps the clipboard
		// closed, so the page shows the link to copy by hand.
		if err := p.solve(); err != nil {
			return err
		}
		time.Sleep(play.CelebrationDuration)
		return p.clickButton("share")
	}, nil},
	// The light theme, as a system that prefers light gets it.
	{"light-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1, hover(5), light},
	{"light-explain-phone", "game=flip&board=bwwwwwwbwwwwwwww", 390, 844, 2, nil, light},
	{"light-fridge-desktop", "game=fridge&size=5x5&shape=king&board=+------------------------", 1280, 800, 1, hover(12), light},
	{"light-facts-phone", "game=flip&board=bwwbbbwbbwwbbwww", 390, 844, 2, func(p *tab) error { return p.overlay("facts", "facts") }, light},
	{"light-help-desktop", "game=fridge&board=-+------------+-", 1280, 800, 1, func(p *tab) error { return p.overlay("help", "help") }, light},
	// The page zoomed to 200% while open: the device pixel ratio goes
	// from 1 to 2 and the game draws again, sharp, at the new one.
	{"zoom-200", "game=flip&board=bwwbbbwbbwwbbwww", 640, 400, 1, func(p *tab) error {
		if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(640, 400, chromedp.EmulateScale(2))); err != nil {
			return err
		}
		_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](`document.querySelector("canvas").width === 1280`, chromedp.WithPollingInterval(50*time.Millisecond)))
		return err
	}, nil},
}
