package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"flip/game/play"
	"flip/internal/driver"
)

// scene is one screenshot: an engine, a link, a viewport and what to do
// first.
type scene struct {
	name   string
	engine driver.Engine // the browser to take it in; "" is Chromium
	frag   string        // the link's fragment, without '#'
	w, h   int           // the viewport, in CSS pixels
	dpr    float64       // device pixels per CSS pixel
	play   func(*tab) error
	media  []string // media features to emulate, name and value: see tab.emulateMedia
	// during, when set, shoots the page while it is still busy, as soon
	// as a snapshot after play holds it (a proof under way), instead of
	// once the page has settled.
	during func(play.Snapshot) bool
}

// on returns the scene's engine.
func (sc scene) on() driver.Engine {
	if sc.engine == "" {
		return driver.Chromium
	}
	return sc.engine
}

// theme returns the theme the scene shows: "light" when it emulates a
// system that prefers light, "dark" otherwise.
func (sc scene) theme() string {
	if i := slices.Index(sc.media, "prefers-color-scheme"); i >= 0 && i%2 == 0 && i+1 < len(sc.media) && sc.media[i+1] == "light" {
		return "light"
	}
	return "dark"
}

// mediaFeatures returns the media features to emulate: the scene's,
// after a system that prefers dark unless the scene says which colour
// scheme.
func (sc scene) mediaFeatures() []string {
	if slices.Contains(sc.media, "prefers-color-scheme") {
		return sc.media
	}
	return append([]string{"prefers-color-scheme", "dark"}, sc.media...)
}

// parNotProven holds while the page proves the par.
func parNotProven(s play.Snapshot) bool { return s.Par >= 0 && !s.ParProven }

// light is the emulated system preference of the light theme's scenes.
var light = []string{"prefers-color-scheme", "light"}

// The links the scenes open most.
const (
	flipLink    = "game=flip&board=bwwbbbwbbwwbbwww"
	fridgeLink  = "game=fridge&board=-+------------+-"
	explainLink = "game=flip&board=bwwwwwwbwwwwwwww"
	kingLink    = "game=fridge&size=5x5&shape=king&board=+------------------------"
	// coachLink is a 5×5 Flip Game to chase; tableLink one with only its
	// last row left; lookBackLink a 4×4 finished in 8 presses, par 2.
	coachLink = "game=flip&size=5x5&board=bbwbwwwwbbwwwwwwbwwbbbbwb"
	tableLink = "game=flip&size=5x5&board=wwwwwwwwwwwwwwwwwwwwbbwbb"
	// Puzzles in more colours: each a few presses taken back from solved.
	colours3Link     = "game=flip&size=5x5&shape=cross&colors=3&board=0212100111200102222220020"
	colours4Link     = "game=fridge&colors=4&board=2111321202232012"
	colours5Link     = "game=flip&colors=5&board=0343332432444400"
	colours6Link     = "game=fridge&size=5x5&shape=rowcol&colors=6&board=3424334333454435534350454"
	colours6FlipLink = "game=flip&size=6x6&shape=cross&colors=6&board=545000545050055545555444555545505555"
	// One piece one colour on from solved, in three colours: no presses
	// solve it, and the weights say why.
	coloursExplainLink = "game=flip&colors=3&board=1000000000000000"
	// A board the page proves over a few seconds: 9×9 king with wrap in
	// six colours, whose short search says at most 110 presses (the par
	// is 59).
	coloursProofLink = "game=flip&size=9x9&shape=king&torus=1&colors=6&board=521342352450240525140122353015014532341354415411525552353425554152241444332134533"
	lookBackLink     = "game=flip&board=wbwwbbwwwwbbwwbw&presses=0.15.5.6.15.7.11.12"
	// lookBackWhiteLink finishes all white in 9 presses, par 5 (to all
	// white too); lookBack10x10Link finishes 10×10 in 20 presses, par 14.
	lookBackWhiteLink = "game=flip&board=bbwwwwwbwbbwwbbw&presses=0.1.2.5.7.8.10.12.0"
	lookBack10x10Link = "game=flip&size=10x10&shape=cross&board=wbwbwbwwwwwwbbbwwwbwwbbwwwwbbbbbwbwwwwwwbwwwwwwbwbwbwwwwwbwwwwwwwwwwwbwwbwwwwwwbbbbbbwwwbwbbbbbbwbbb&presses=44.45.71.71.2.3.4.28.31.32.41.44.45.48.58.69.82.90.94.98"
)

// hints clicks Hint n times: once rings the row, twice the press.
func hints(n int) func(*tab) error {
	return func(p *tab) error {
		for i := 1; i <= n; i++ {
			if err := p.clickButton("hint"); err != nil {
				return err
			}
			if _, err := p.settle("the hint", func(s play.Snapshot) bool { return s.Hints == i }); err != nil {
				return err
			}
		}
		return p.page.Move(p.ctx, 1, 1)
	}
}

// learn turns the coach on and takes the pointer off the board.
func learn(p *tab) error {
	if err := p.clickButton("learn"); err != nil {
		return err
	}
	if _, err := p.settle("the coach", func(s play.Snapshot) bool { return s.Coach != nil }); err != nil {
		return err
	}
	return p.page.Move(p.ctx, 1, 1)
}

// learnThenHover turns the coach on and points at cell i, another than
// the one the coach rings: the two marks side by side.
func learnThenHover(i int) func(*tab) error {
	return func(p *tab) error {
		if err := learn(p); err != nil {
			return err
		}
		return hover(i)(p)
	}
}

// editing opens edit mode (Menu, Edit) and takes the pointer off the
// board.
func editing(p *tab) error {
	if err := p.clickButton("edit"); err != nil {
		return err
	}
	if _, err := p.settle("edit mode", func(s play.Snapshot) bool { return s.Mode == "edit" }); err != nil {
		return err
	}
	return p.page.Move(p.ctx, 1, 1)
}

// hover points at cell i: the pieces a press there would turn are lit.
func hover(i int) func(*tab) error {
	return func(p *tab) error {
		l, err := p.layout()
		if err != nil {
			return err
		}
		if i < 0 || i >= len(l.Cells) {
			return fmt.Errorf("pointing at cell %d of %d", i, len(l.Cells))
		}
		r := l.Cells[i]
		return p.page.Move(p.ctx, r.X+r.W/2, r.Y+r.H/2)
	}
}

// overlay opens the overlay behind the button of the same name.
func overlay(name string) func(*tab) error {
	return func(p *tab) error { return p.overlay(name, name) }
}

// pressThenHover presses cell i, then points at cell j.
func pressThenHover(i, j int) func(*tab) error {
	return func(p *tab) error {
		if err := p.pressAll(i); err != nil {
			return err
		}
		return hover(j)(p)
	}
}

// pressThenAway presses cell i and takes the pointer off the board, as a
// finger lifts: a phone shows no hover.
func pressThenAway(i int) func(*tab) error {
	return func(p *tab) error {
		if err := p.pressAll(i); err != nil {
			return err
		}
		return p.page.Move(p.ctx, 1, 1)
	}
}

// zoomTo changes the viewport to w×h CSS pixels at scale dpr at once, as
// browser zoom does while the page is open, and waits for the canvas to
// be sized for it (the game then draws the whole screen again).
func zoomTo(w, h int, dpr float64) func(*tab) error {
	return func(p *tab) error {
		if err := p.page.SetViewport(p.ctx, w, h, dpr); err != nil {
			return err
		}
		cond := fmt.Sprintf(`document.querySelector("canvas").width === %d && document.querySelector("canvas").height === %d`, int(float64(w)*dpr), int(float64(h)*dpr))
		return driver.WaitFor(p.ctx, p.page, cond, 50*time.Millisecond, 30*time.Second)
	}
}

// solveToEnd clicks Solve and waits for its playback to end: the puzzle
// solved by the solver, Next puzzle drawn in Skip's place.
func solveToEnd(p *tab) error {
	if err := p.clickButton("solve"); err != nil {
		return err
	}
	_, err := p.settle("the end of Solve", func(s play.Snapshot) bool { return s.Solved && s.Steps == 0 })
	return err
}

var scenes = []scene{
	// Point at a cell: the pieces a press there would turn are lit.
	{name: "flip-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: hover(5)},
	{name: "fridge-desktop", frag: fridgeLink, w: 1280, h: 800, dpr: 1},
	{name: "king-6x6-phone", frag: "game=flip&size=6x6&shape=king&torus=1&board=" + strings.Repeat("bwwbwb", 6), w: 390, h: 844, dpr: 2},
	{name: "lights-out-10x10", frag: "game=fridge&size=10x10&shape=cross&board=" + strings.Repeat("-+--++-+-+", 10), w: 1280, h: 800, dpr: 1},
	{name: "explain-desktop", frag: explainLink, w: 1280, h: 800, dpr: 1},
	{name: "explain-phone", frag: explainLink, w: 390, h: 844, dpr: 2},
	{name: "explain-fridge-desktop", frag: kingLink, w: 1280, h: 800, dpr: 1},
	{name: "facts-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: func(p *tab) error {
		// A press first, so that the bright bar (the position on screen)
		// and the gold mark (the puzzle's par) differ.
		if err := p.pressAll(0); err != nil {
			return err
		}
		return p.overlay("facts", "facts")
	}},
	{name: "facts-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: overlay("facts")},
	{name: "facts-fridge-phone", frag: fridgeLink, w: 390, h: 844, dpr: 2, play: overlay("facts")},
	{name: "facts-10x10-desktop", frag: "game=flip&size=10x10&shape=cross&torus=1&board=" + strings.Repeat("bwwbbwbwwb", 10), w: 1280, h: 800, dpr: 1, play: overlay("facts")},
	{name: "finish-perfect-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: func(p *tab) error {
		if err := p.solve(); err != nil {
			return err
		}
		return p.sleep(play.FlipDuration + play.CelebrationDuration/3) // mid-flourish
	}},
	{name: "finish-over-par-phone", frag: fridgeLink, w: 390, h: 844, dpr: 2, play: func(p *tab) error {
		if err := p.pressAll(5, 5); err != nil {
			return err
		}
		return p.solve()
	}},
	{name: "help-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: overlay("help")},
	{name: "help-phone", frag: fridgeLink, w: 390, h: 844, dpr: 2, play: overlay("help")},
	{name: "stats-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: func(p *tab) error {
		// A few finishes: at par, over par, and one by the solver.
		if err := p.solve(); err != nil {
			return err
		}
		for _, extra := range [][]int{{3, 3}, {6}, {}} {
			if err := p.clickButton("next"); err != nil {
				return err
			}
			if _, err := p.settle("the next puzzle", func(s play.Snapshot) bool { return s.Moves == 0 && !s.Solved }); err != nil {
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
	}},
	{name: "daily-share-phone", frag: "game=flip&daily=" + time.Now().UTC().Format("2006-01-02"), w: 390, h: 844, dpr: 2, play: func(p *tab) error {
		// Solved, then Share: headless Chromium keeps the clipboard
		// closed, so the page shows the link to copy by hand.
		if err := p.solve(); err != nil {
			return err
		}
		if err := p.sleep(play.CelebrationDuration); err != nil {
			return err
		}
		return p.clickButton("share")
	}},

	// Small and sideways windows, the menu, and the price of a hint.
	{name: "small-10x10", frag: "game=flip&size=10x10&shape=cross&board=" + strings.Repeat("bwwbbwbwwb", 10), w: 320, h: 480, dpr: 2},
	{name: "small-menu", frag: flipLink, w: 320, h: 480, dpr: 2, play: overlay("menu")},
	{name: "small-help", frag: flipLink, w: 320, h: 480, dpr: 2, play: overlay("help")},
	{name: "sideways-phone", frag: "game=fridge&size=10x10&shape=cross&board=" + strings.Repeat("-+--++-+-+", 10), w: 844, h: 390, dpr: 2},
	{name: "sideways-menu", frag: flipLink, w: 844, h: 390, dpr: 2, play: overlay("menu")},
	{name: "sideways-facts", frag: flipLink, w: 844, h: 390, dpr: 2, play: overlay("facts")},
	{name: "sideways-help", frag: flipLink, w: 844, h: 390, dpr: 2, play: overlay("help")},
	{name: "menu-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: overlay("menu")},
	{name: "menu-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: overlay("menu")},
	{name: "hint-area-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: hints(1)},
	{name: "hint-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: hints(2)},
	{name: "light-hint-area-desktop", frag: coachLink, w: 1280, h: 800, dpr: 1, play: hints(1), media: light},

	// The coach, the last-row table and the look back.
	{name: "coach-desktop", frag: coachLink, w: 1280, h: 800, dpr: 1, play: learn},
	{name: "coach-phone", frag: coachLink, w: 390, h: 844, dpr: 2, play: learn},
	{name: "light-coach-desktop", frag: coachLink, w: 1280, h: 800, dpr: 1, play: learn, media: light},
	{name: "light-coach-phone", frag: coachLink, w: 390, h: 844, dpr: 2, play: learn, media: light},
	{name: "coach-pointer-desktop", frag: coachLink, w: 1280, h: 800, dpr: 1, play: learnThenHover(12)},
	{name: "coach-pointer-phone", frag: coachLink, w: 390, h: 844, dpr: 2, play: learnThenHover(12)},
	{name: "light-coach-pointer-desktop", frag: coachLink, w: 1280, h: 800, dpr: 1, play: learnThenHover(12), media: light},
	{name: "light-coach-pointer-phone", frag: coachLink, w: 390, h: 844, dpr: 2, play: learnThenHover(12), media: light},
	{name: "edit-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: editing},
	{name: "edit-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: editing},
	{name: "light-edit-desktop", frag: colours3Link, w: 1280, h: 800, dpr: 1, play: editing, media: light},
	{name: "light-edit-phone", frag: fridgeLink, w: 390, h: 844, dpr: 2, play: editing, media: light},
	{name: "coach-fridge-desktop", frag: "game=fridge&board=-+----+---------", w: 1280, h: 800, dpr: 1, play: learn},
	{name: "coach-table-desktop", frag: tableLink, w: 1280, h: 800, dpr: 1, play: learn},
	{name: "coach-table-phone", frag: tableLink, w: 390, h: 844, dpr: 2, play: learn},
	{name: "light-coach-table-phone", frag: tableLink, w: 390, h: 844, dpr: 2, play: learn, media: light},
	{name: "coach-10x10-desktop", frag: "game=flip&size=10x10&shape=cross&board=wwbbwwwwwwwwwwbbwbwwwwwwbwbbbwwwwwwbwbwwwwbwbbbwwwwbbbwbbwwwwbbwwbbbwwbbbwwwbwbwwbwwwbwbbbwwwwbbbwbw", w: 1280, h: 800, dpr: 1, play: learn},
	{name: "coach-table-10x10-desktop", frag: "game=flip&size=10x10&board=" + strings.Repeat("w", 90) + "bwwbbwwwbw", w: 1280, h: 800, dpr: 1, play: learn},
	{name: "colours3-desktop", frag: colours3Link, w: 1280, h: 800, dpr: 1, play: hover(12)},
	{name: "light-colours3-phone", frag: colours3Link, w: 390, h: 844, dpr: 2, media: light},
	{name: "colours4-fridge-desktop", frag: colours4Link, w: 1280, h: 800, dpr: 1, play: hover(5)},
	{name: "light-colours4-fridge-phone", frag: colours4Link, w: 390, h: 844, dpr: 2, media: light},
	{name: "colours5-phone", frag: colours5Link, w: 390, h: 844, dpr: 2},
	{name: "light-colours5-desktop", frag: colours5Link, w: 1280, h: 800, dpr: 1, media: light},
	{name: "colours6-fridge-phone", frag: colours6Link, w: 390, h: 844, dpr: 2},
	{name: "light-colours6-fridge-desktop", frag: colours6Link, w: 1280, h: 800, dpr: 1, media: light},
	{name: "colours6-flip-desktop", frag: colours6FlipLink, w: 1280, h: 800, dpr: 1},
	{name: "colours6-flip-small", frag: colours6FlipLink, w: 320, h: 480, dpr: 2, media: light},
	{name: "colours-explain-desktop", frag: coloursExplainLink, w: 1280, h: 800, dpr: 1},
	{name: "colours-proving-desktop", frag: coloursProofLink, w: 1280, h: 800, dpr: 1, during: parNotProven},
	{name: "light-colours-proving-phone", frag: coloursProofLink, w: 390, h: 844, dpr: 2, media: light, during: parNotProven},
	{name: "colours-proven-phone", frag: coloursProofLink, w: 390, h: 844, dpr: 2},
	{name: "light-colours-explain-phone", frag: coloursExplainLink, w: 390, h: 844, dpr: 2, media: light},
	{name: "colours-menu-phone", frag: colours3Link, w: 390, h: 844, dpr: 2, play: overlay("menu")},
	{name: "colours-facts-desktop", frag: colours4Link, w: 1280, h: 800, dpr: 1, play: overlay("facts")},
	{name: "lookback-desktop", frag: lookBackLink, w: 1280, h: 800, dpr: 1},
	{name: "lookback-phone", frag: lookBackLink, w: 390, h: 844, dpr: 2},
	{name: "light-lookback-phone", frag: lookBackLink, w: 390, h: 844, dpr: 2, media: light},
	{name: "lookback-white-desktop", frag: lookBackWhiteLink, w: 1280, h: 800, dpr: 1},
	{name: "lookback-white-phone", frag: lookBackWhiteLink, w: 390, h: 844, dpr: 2},
	{name: "light-lookback-white-desktop", frag: lookBackWhiteLink, w: 1280, h: 800, dpr: 1, media: light},
	{name: "lookback-10x10-desktop", frag: lookBack10x10Link, w: 1280, h: 800, dpr: 1},
	{name: "light-lookback-10x10-phone", frag: lookBack10x10Link, w: 390, h: 844, dpr: 2, media: light},

	// The light theme, as a system that prefers light gets it.
	{name: "light-menu-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: overlay("menu"), media: light},
	{name: "light-sideways-facts", frag: flipLink, w: 844, h: 390, dpr: 2, play: overlay("facts"), media: light},
	{name: "light-small-stats", frag: flipLink, w: 320, h: 480, dpr: 2, play: overlay("stats"), media: light},
	{name: "light-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: hover(5), media: light},
	{name: "light-explain-phone", frag: explainLink, w: 390, h: 844, dpr: 2, media: light},
	{name: "light-fridge-desktop", frag: kingLink, w: 1280, h: 800, dpr: 1, play: hover(12), media: light},
	{name: "light-facts-phone", frag: flipLink, w: 390, h: 844, dpr: 2, play: overlay("facts"), media: light},
	{name: "light-help-desktop", frag: fridgeLink, w: 1280, h: 800, dpr: 1, play: overlay("help"), media: light},

	// The page zoomed to 200% while open: the device pixel ratio goes
	// from 1 to 2 and the game draws again, sharp, at the new one.
	{name: "zoom-200", frag: flipLink, w: 640, h: 400, dpr: 1, play: func(p *tab) error {
		if err := p.page.SetViewport(p.ctx, 640, 400, 2); err != nil {
			return err
		}
		return driver.WaitFor(p.ctx, p.page, `document.querySelector("canvas").width === 1280`, 50*time.Millisecond, 30*time.Second)
	}},

	// Browser zoom while the page is open: the size and the scale change
	// at once (Ctrl + on a desktop: 1280×800 at 1 becomes 1024×640 at
	// 1.25; a phone's page moved to a small screen), and the game draws
	// the whole screen at the new ones.
	{name: "zoom-desktop", frag: flipLink, w: 1280, h: 800, dpr: 1, play: zoomTo(1024, 640, 1.25)},
	{name: "light-zoom-phone", frag: fridgeLink, w: 844, h: 390, dpr: 2, play: zoomTo(320, 480, 1), media: light},
	{name: "firefox-zoom-desktop", engine: driver.Firefox, frag: flipLink, w: 1000, h: 700, dpr: 1, play: zoomTo(800, 560, 1.25)},

	// The other engines players come in: Firefox (Gecko) and WebKitGTK
	// (WebKit, as in every browser on an iPhone). Neither can emulate the
	// system's colour scheme, so the dark theme is the player's choice
	// there (the Theme button); WebKitGTK cannot emulate a device pixel
	// ratio either, so its phone is drawn at 1.
	{name: "firefox-desktop", engine: driver.Firefox, frag: flipLink, w: 1280, h: 800, dpr: 1, play: pressThenHover(0, 5)},
	{name: "firefox-solved-desktop", engine: driver.Firefox, frag: flipLink, w: 1280, h: 800, dpr: 1, play: solveToEnd},
	{name: "firefox-phone", engine: driver.Firefox, frag: fridgeLink, w: 390, h: 844, dpr: 2, play: pressThenAway(5)},
	{name: "webkit-desktop", engine: driver.WebKit, frag: flipLink, w: 1280, h: 800, dpr: 1, play: pressThenHover(0, 5)},
	{name: "webkit-solved-desktop", engine: driver.WebKit, frag: flipLink, w: 1280, h: 800, dpr: 1, play: solveToEnd},
	{name: "firefox-coach-table-desktop", engine: driver.Firefox, frag: tableLink, w: 1280, h: 800, dpr: 1, play: learn},
	{name: "firefox-lookback-phone", engine: driver.Firefox, frag: lookBackLink, w: 390, h: 844, dpr: 2, media: light},
	{name: "webkit-coach-desktop", engine: driver.WebKit, frag: coachLink, w: 1280, h: 800, dpr: 1, play: learn},
	{name: "webkit-hint-area-desktop", engine: driver.WebKit, frag: coachLink, w: 1280, h: 800, dpr: 1, play: hints(1)},
	{name: "webkit-phone", engine: driver.WebKit, frag: fridgeLink, w: 390, h: 844, dpr: 1, play: pressThenAway(5)},
	{name: "firefox-colours5-desktop", engine: driver.Firefox, frag: colours5Link, w: 1280, h: 800, dpr: 1, media: light},
	{name: "firefox-colours6-fridge-phone", engine: driver.Firefox, frag: colours6Link, w: 390, h: 844, dpr: 2},
	{name: "webkit-colours3-desktop", engine: driver.WebKit, frag: colours3Link, w: 1280, h: 800, dpr: 1},
	{name: "webkit-colours4-fridge-phone", engine: driver.WebKit, frag: colours4Link, w: 390, h: 844, dpr: 1, media: light},
}
