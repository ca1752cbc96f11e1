package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestReadyOnceShown checks that the page is ready only once its first
// frame is on screen (shownMs: the second animation frame after Go drew
// it, which the browser begins only once the first has been drawn), and
// the frames that prepare the first press and Solve have run and been
// drawn: window.flipgame, the accessible twin and the flipgame:ready
// event come then, so that a first press never waits for that drawing
// (README, Performance).
func TestReadyOnceShown(t *testing.T) {
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	defer cancel()
	// When each animation frame's callbacks ran (performance.now(), not
	// the frame's start time, which can be earlier than a long task that
	// delayed them), and what the page had when flipgame:ready came. This
	// callback is registered before any of the page's, so in each frame
	// it runs first.
	record := `(() => {
		const frames = window.__frames = [];
		const tick = () => { frames.push(performance.now()); requestAnimationFrame(tick); };
		requestAnimationFrame(tick);
		addEventListener("flipgame:ready", () => {
			window.__ready = {at: performance.now(), twin: !!document.querySelector("[role=grid]"), api: !!window.flipgame};
		});
	})();`
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(900, 700),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error { return runFirst(ctx, tg, record) }),
		chromedp.Navigate(baseURL),
	)
	if err != nil {
		t.Fatalf("opening the page: %v", err)
	}
	if _, err := chromedp.Run(withTimeout(ctx, 60*time.Second), chromedp.Poll[bool](`!!window.__ready`,
		chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		t.Fatalf("waiting for flipgame:ready: %v", err)
	}
	type ready struct {
		First  float64   `json:"first"`
		Shown  float64   `json:"shown"`
		Ready  float64   `json:"ready"`
		At     float64   `json:"at"`
		Twin   bool      `json:"twin"`
		API    bool      `json:"api"`
		Frames []float64 `json:"frames"`
	}
	r, err := chromedp.Run(ctx, chromedp.Evaluate[ready](`({first: window.flipgame.firstFrameMs, shown: window.flipgame.shownMs, ready: window.flipgame.readyMs,
		at: window.__ready.at, twin: window.__ready.twin, api: window.__ready.api, frames: window.__frames})`))
	if err != nil {
		t.Fatal(err)
	}
	if !r.Twin || !r.API {
		t.Errorf("at flipgame:ready: accessible twin %v, window.flipgame %v; want both", r.Twin, r.API)
	}
	if !(r.First > 0 && r.Shown >= r.First && r.At >= r.Shown) {
		t.Fatalf("firstFrameMs %.1f, shownMs %.1f, flipgame:ready at %.1f: want 0 < first ≤ shown ≤ ready", r.First, r.Shown, r.At)
	}
	// Animation frames that ran after Go drew the first frame, up to the
	// one that published the page's handle: the first frame's own
	// drawing, then the frame that shows it.
	var after int
	for _, ts := range r.Frames {
		if ts > r.First && ts <= r.Shown {
			after++
		}
	}
	if after < 2 {
		t.Errorf("%d animation frames ran between the first frame (%.1f ms) and shownMs (%.1f ms); want at least 2 (frames %v)", after, r.First, r.Shown, r.Frames)
	}
	// Ready comes once the frames that prepare the first press and Solve
	// have run (Game.OnWarm, from the third frame on) and been drawn: two
	// animation frames after that, later than shownMs.
	after = 0
	for _, ts := range r.Frames {
		if ts > r.Shown && ts <= r.Ready {
			after++
		}
	}
	if after < 1 {
		t.Errorf("readyMs %.1f, shownMs %.1f: %d animation frames ran between them; want at least 1 (frames %v)", r.Ready, r.Shown, after, r.Frames)
	}
}
