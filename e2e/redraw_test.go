package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
)

// TestRedrawProperty is the property test of the renderer's draw state
// (game/drawstate.go): after every step of long random sequences of what a
// player does — presses by click and by key, Hint, Solve started and
// then stopped by a click, skipped or played to its end, Undo, Redo,
// Reset, New, Next, Edit, Fix, each overlay opened and closed, Theme,
// the size, shape, wrap and game, Daily, a broken link, the pointer over
// a button or holding one down — the screen, once still, must be pixel
// for pixel what the game draws when asked to draw the whole screen
// again (window.flipgame.redraw()). The sequences are fixed by their
// seeds; a failure names the seed, the step and the actions before it,
// and writes both pictures. FLIP_REDRAW_SEED=n replays one seed;
// FLIP_REDRAW_STEPS=n sets the steps of each run.
func TestRedrawProperty(t *testing.T) {
	for _, c := range []struct {
		engine driver.Engine
		name   string
		w, h   int64
		dpr    float64
		seed   uint64
		steps  int
	}{
		{driver.Chromium, "desktop", 1024, 768, 1, 1, 50},
		{driver.Chromium, "phone", 390, 844, 2, 2, 50},
		{driver.Firefox, "desktop", 1024, 768, 1, 3, 14},
		{driver.WebKit, "desktop", 1024, 768, 1, 4, 14},
	} {
		t.Run(string(c.engine)+"/"+c.name, func(t *testing.T) {
			t.Parallel()
			seed, steps := c.seed, c.steps
			if s := os.Getenv("FLIP_REDRAW_SEED"); s != "" {
				n, err := strconv.ParseUint(s, 10, 64)
				if err != nil {
					t.Fatalf("FLIP_REDRAW_SEED=%q: %v", s, err)
				}
				seed = n
			}
			if s := os.Getenv("FLIP_REDRAW_STEPS"); s != "" {
				n, err := strconv.Atoi(s)
				if err != nil || n < 1 {
					t.Fatalf("FLIP_REDRAW_STEPS=%q: want a whole number of steps", s)
				}
				steps = n
			}
			p := openIn(t, c.engine, "game=flip&board=bwwbbbwbbwwbbwww", c.w, c.h, c.dpr)
			p.settle("load", func(Snapshot) bool { return true })
			rng := rand.New(rand.NewPCG(seed, 0x5eed))
			// Every action once, in a random order, when the run is long
			// enough; random ones after that.
			var order []int
			if steps >= len(redrawActions) {
				order = rng.Perm(len(redrawActions))
			}
			var done []string
			for step := range steps {
				i := rng.IntN(len(redrawActions))
				if step < len(order) {
					i = order[step]
				}
				a := redrawActions[i]
				what := a.do(p, rng)
				done = append(done, what)
				if !p.matchesFullRedraw(fmt.Sprintf("seed %d step %d (%s)", seed, step, what)) {
					t.Fatalf("in %s, seed %d (replay: FLIP_REDRAW_SEED=%d), after step %d: %s\nthe steps: %s",
						c.engine, seed, seed, step, what, strings.Join(done, "; "))
				}
			}
			t.Logf("%d steps, all drawn as a whole redraw draws them: %s", steps, strings.Join(done, "; "))
		})
	}
}

// TestRedrawAfterSolve is the case that shipped: a Solve played to its
// end shows Next puzzle in the place where Skip to end stood; before the
// draw state compared places, Skip's hiding cleared the place after Next
// was drawn into it.
func TestRedrawAfterSolve(t *testing.T) {
	for _, skip := range []bool{false, true} {
		t.Run(map[bool]string{false: "finished", true: "skipped"}[skip], func(t *testing.T) {
			t.Parallel()
			p := open(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1)
			p.settle("load", func(Snapshot) bool { return true })
			l := p.layout()
			p.clickCell(l, 5)
			p.settle("press", func(s Snapshot) bool { return s.Moves == 1 })
			p.clickButton(l, "solve")
			if skip {
				p.waitJS("window.flipgame.snapshot().step >= 1", 10*time.Second)
				p.clickButton(l, "skip")
			}
			p.settle("the end of Solve", func(s Snapshot) bool { return s.Solved })
			if !p.matchesFullRedraw("after Solve") {
				t.FailNow()
			}
			// Next is drawn: its place is not the page's background.
			r := l.Buttons["next"]
			img := pngOf(t, p.stillShot())
			bg := img.At(int(r.X+4), int(r.Y+r.H/2))
			c := img.At(int(r.X+r.W/2), int(r.Y+r.H/2))
			if bg == img.At(2, 2) || c == img.At(2, 2) {
				t.Errorf("Next puzzle's place at %+v shows the page's background", r)
			}
		})
	}
}

// A redrawAction is one thing a player does; do does it with real
// clicks and keys and says what it did.
type redrawAction struct {
	name string
	do   func(p *page, rng *rand.Rand) string
}

// clickAction clicks the named button wherever the layout puts it,
// whatever the view lets it do (a refused click is a step too).
func clickAction(name string) redrawAction {
	return redrawAction{"click " + name, func(p *page, _ *rand.Rand) string {
		p.clickButton(p.layout(), name)
		return "click " + name
	}}
}

// keyAction presses one key.
func keyAction(k string) redrawAction {
	return redrawAction{"key " + k, func(p *page, _ *rand.Rand) string {
		p.key(k)
		return "key " + k
	}}
}

// overlayAction opens an overlay with its button and leaves it open,
// closes it with Esc, or closes it with a click outside its panel.
func overlayAction(name string, close int) redrawAction {
	how := [3]string{"", ", closed by Esc", ", closed by a click outside"}[close]
	return redrawAction{"open " + name + how, func(p *page, _ *rand.Rand) string {
		p.clickButton(p.layout(), name)
		if close > 0 && p.within(2*time.Second, func(s Snapshot) bool { return s.Overlay != "" }) {
			if close == 1 {
				p.key("Escape")
			} else {
				p.click(3, 3)
			}
		}
		return "open " + name + how
	}}
}

// pointerAction moves the pointer over the named button, or holds it
// down there until the screen has been compared.
func pointerAction(name string, hold bool) redrawAction {
	what := map[bool]string{false: "pointer over ", true: "holding down "}[hold] + name
	return redrawAction{what, func(p *page, _ *rand.Rand) string {
		r := p.layout().Buttons[name]
		x, y := r.X+r.W/2, r.Y+r.H/2
		p.move(x, y)
		if hold {
			p.mouseDown(x, y)
			p.heldShot = func() { p.mouseUp(x, y); p.move(1, 1) }
		}
		return what
	}}
}

// linkAction follows a link typed into the address bar.
func linkAction(h string) redrawAction {
	return redrawAction{"link #" + h, func(p *page, _ *rand.Rand) string {
		eval[any](p, "location.hash = "+quote(h))
		return "link #" + h
	}}
}

// redrawActions is everything a player does, one action each; a
// property run takes each once in a random order, then random ones.
var redrawActions = []redrawAction{
	{"press", func(p *page, rng *rand.Rand) string {
		l := p.layout()
		i := rng.IntN(len(l.Cells))
		p.clickCell(l, i)
		return fmt.Sprintf("press cell %d", i)
	}},
	{"tap", func(p *page, rng *rand.Rand) string {
		l := p.layout()
		i := rng.IntN(len(l.Cells))
		r := l.Cells[i]
		err := p.drv.Tap(context.Background(), r.X+r.W/2, r.Y+r.H/2)
		if errors.Is(err, driver.ErrUnsupported) {
			// WebKitGTK turns touch actions into mouse events.
			p.clickCell(l, i)
			return fmt.Sprintf("press cell %d (no touch in %s)", i, p.engine)
		}
		p.do("tapping", err)
		return fmt.Sprintf("tap cell %d", i)
	}},
	{"key press", func(p *page, rng *rand.Rand) string {
		k := []string{"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"}[rng.IntN(4)]
		p.key(k)
		p.key([]string{"Enter", " "}[rng.IntN(2)])
		return k + " and a press by key"
	}},
	{"solve stopped", func(p *page, rng *rand.Rand) string {
		l := p.layout()
		p.clickButton(l, "solve")
		n := 9 + rng.IntN(42) // 150 to 850 ms at 60 frames a second
		p.afterFrames(n)
		switch rng.IntN(3) {
		case 0:
			p.clickButton(l, "solve")
			return fmt.Sprintf("Solve, stopped by a click on Solve after %d frames", n)
		case 1:
			p.key("Escape")
			return fmt.Sprintf("Solve, stopped by Esc after %d frames", n)
		}
		i := rng.IntN(len(l.Cells))
		p.clickCell(l, i)
		return fmt.Sprintf("Solve, then a click on cell %d after %d frames", i, n)
	}},
	{"solve skipped", func(p *page, rng *rand.Rand) string {
		l := p.layout()
		p.clickButton(l, "solve")
		n := 6 + rng.IntN(36) // 100 to 700 ms at 60 frames a second
		p.afterFrames(n)
		p.clickButton(l, "skip")
		return fmt.Sprintf("Solve, skipped after %d frames", n)
	}},
	{"solve finished", func(p *page, _ *rand.Rand) string {
		p.clickButton(p.layout(), "solve")
		p.settle("Solve to its end", func(s Snapshot) bool { return s.Steps == 0 })
		return "Solve to its end"
	}},
	clickAction("hint"), clickAction("undo"), clickAction("redo"), clickAction("reset"),
	clickAction("new"), clickAction("next"), clickAction("edit"), clickAction("fix"),
	clickAction("pace"), clickAction("parDown"), clickAction("parUp"), clickAction("theme"),
	clickAction("daily"), clickAction("sizeDown"), clickAction("sizeUp"), clickAction("shape"),
	clickAction("torus"), clickAction("mode"), clickAction("learn"),
	{"coached press", func(p *page, _ *rand.Rand) string {
		s := p.snapshot()
		if s.Coach == nil || s.Coach.Next < 0 {
			p.key("l")
			return "the coach turned over by L"
		}
		if s.Overlay != "" {
			p.key("Escape")
		}
		p.clickCell(p.layout(), s.Coach.Next)
		return fmt.Sprintf("the coach's press, cell %d", s.Coach.Next)
	}},
	keyAction("l"), keyAction("t"), keyAction("h"), keyAction("u"), keyAction("r"), keyAction("n"), keyAction("e"),
	keyAction("Escape"), keyAction("Backspace"), keyAction("-"), keyAction("="), keyAction("m"),
	overlayAction("facts", 0), overlayAction("help", 1), overlayAction("stats", 2),
	overlayAction("facts", 1), overlayAction("help", 2), overlayAction("stats", 0),
	pointerAction("solve", false), pointerAction("next", false), pointerAction("theme", false),
	pointerAction("hint", true), pointerAction("new", true),
	linkAction("game=flip&board=bwxb"), linkAction("game=nope"),
	linkAction("game=fridge&board=+-+-+-+-+-+-+-+-&presses=3.99"),
	linkAction("game=flip&board=wbwbbwbwwbwbbwbw&presses=1.2"),
	linkAction("game=flip&board=wbwwbbwwwwbbwwbw&presses=0.15.5.6.15.7.11.12"), // a finish over par: the look back
	linkAction("game=flip&size=5x5&board=wwwwwwwwwwwwwwwwwwwwbbwbb"),           // only the last row left: the coach's table
}

// within reports whether cond holds for a snapshot within d.
func (p *page) within(d time.Duration, cond func(Snapshot) bool) bool {
	p.t.Helper()
	for end := time.Now().Add(d); time.Now().Before(end); {
		if cond(p.nextSnapshot()) {
			return true
		}
	}
	return false
}

// matchesFullRedraw waits until the screen is still, takes it, asks the
// game to draw the whole screen again, takes that, and reports whether
// the two are the same pixel for pixel; when not, it says where and
// writes both pictures. The two pictures are of one state only if the
// game drew no frame but the whole redraw between them: when it drew
// another (a pointer that moved, an answer that came), the comparison
// is made again, three times at most. (WebKit, under load, has moved
// the game's pointer by a button's row between the two: the screen in
// parts showed Solve under the pointer, the whole one Menu.)
func (p *page) matchesFullRedraw(what string) bool {
	p.t.Helper()
	const frames = "window.flipgame.frames()"
	var partial, full []byte
	for try := 1; ; try++ {
		p.waitStill()
		before := eval[int](p, frames)
		partial = p.stillShot()
		shot := eval[int](p, frames)
		eval[any](p, "window.flipgame.redraw()")
		p.waitJS(fmt.Sprintf("%s > %d", frames, shot), 10*time.Second)
		full = p.stillShot()
		after := eval[int](p, frames)
		if shot == before && after == shot+1 || try == 3 {
			break
		}
		p.t.Logf("%s: the game drew %d frames besides the whole redraw while the two pictures were taken; again", what, after-before-1)
	}
	if p.heldShot != nil {
		p.heldShot()
		p.heldShot = nil
	}
	a, b := pngOf(p.t, partial), pngOf(p.t, full)
	if a.Bounds() != b.Bounds() {
		p.t.Errorf("%s: screenshots of %v and %v", what, a.Bounds(), b.Bounds())
		return false
	}
	diff, n, slight := compareShots(a, b)
	if slight > 0 {
		p.t.Logf("%s: %d pixels differ by one level in a channel (the GPU's rounding at the board frame's corners)", what, slight)
	}
	if n == 0 {
		return true
	}
	// The pictures outlive the test (a t.TempDir would not): a failure
	// that comes once in many runs is read from them afterwards.
	dir := os.Getenv("FLIP_REDRAW_OUT")
	if dir == "" {
		d, err := os.MkdirTemp("", "flip-redraw-")
		if err != nil {
			p.t.Errorf("%s: the screen drawn in parts and drawn whole differ, and there is nowhere to write them: %v", what, err)
			return false
		}
		dir = d
	}
	pa, pb := filepath.Join(dir, "partial.png"), filepath.Join(dir, "full.png")
	os.WriteFile(pa, partial, 0o644)
	os.WriteFile(pb, full, 0o644)
	p.t.Errorf("%s: %d pixels differ between the screen drawn in parts and drawn whole, within %v (device pixels); see %s and %s",
		what, n, diff, pa, pb)
	return false
}

// stillShot waits until the game is still — not busy, idle, and no
// frame drawn over three animation frames of the page — and captures
// the viewport. Firefox and WebKit put the page's frames on screen in a
// compositor of their own, which can lag a loaded machine's page by more
// than those frames: there, the screen is still once two captures in a
// row are the same. (Chromium's capture waits for the compositor.)
func (p *page) stillShot() []byte {
	p.t.Helper()
	p.waitStill()
	shot := p.screenshot()
	if p.engine == driver.Chromium {
		return shot
	}
	for range 20 {
		p.waitStill()
		again := p.screenshot()
		if bytes.Equal(again, shot) {
			return shot
		}
		shot = again
	}
	p.t.Fatalf("in %s: the screen kept changing over 20 captures with the game still", p.engine)
	return nil
}

// stillJS resolves, after three animation frames, to the frames the
// game drew if it drew none in them and was not busy or moving, else -1.
// The game draws in an animation frame of its own (Ebitengine's loop),
// so three of the page's frames hold at least two of the game's.
const stillJS = `new Promise((done) => {
	const g = window.flipgame, f = g.frames();
	const rest = () => !g.busy() && g.idle();
	const t = setTimeout(() => done(-1), 1000); // a page that runs no frame: the wait's limit decides
	if (!rest()) { requestAnimationFrame(() => { clearTimeout(t); done(-1); }); return; }
	requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => {
		clearTimeout(t);
		done(rest() && g.frames() === f ? f : -1);
	})));
})`

// waitStill waits until the game is still (see stillJS), for 20 s at most.
func (p *page) waitStill() {
	p.t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); {
		if eval[int](p, stillJS) >= 0 {
			return
		}
	}
	p.t.Fatalf("in %s: the game kept drawing frames for 20 s", p.engine)
}

// compareShots compares two pictures of the same size pixel by pixel:
// n pixels differ, within diff, by more than one level of a channel;
// slight differ by one level at most. SwiftShader rounds a few pixels of
// the board frame's antialiased corners one level apart when the frame
// is copied in parts (4 pixels of a 390×844 screen at 2×, seen after a
// theme change); anything a draw state gets wrong differs by far more.
func compareShots(a, b image.Image) (diff image.Rectangle, n, slight int) {
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			d := max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2), absDiff(a1, a2)) >> 8
			switch {
			case d > 1:
				n++
				diff = diff.Union(image.Rect(x, y, x+1, y+1))
			case d == 1:
				slight++
			}
		}
	}
	return diff, n, slight
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}
