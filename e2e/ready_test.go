package e2e

import "testing"

// TestReadyOnceShown checks that the page is ready only once its first
// frame is on screen (shownMs: the second animation frame after Go drew
// it, which the browser begins only once the first has been drawn), and
// the frames that prepare the first press and Solve have run and been
// drawn: window.flipgame, the accessible twin and the flipgame:ready
// event come then, so that a first press never waits for that drawing
// (docs/performance.md, "Presses").
func TestReadyOnceShown(t *testing.T) {
	t.Parallel()
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
	p := open(t, "", 900, 700, 1, record)
	type ready struct {
		First  float64   `json:"first"`
		Shown  float64   `json:"shown"`
		Ready  float64   `json:"ready"`
		At     float64   `json:"at"`
		Twin   bool      `json:"twin"`
		API    bool      `json:"api"`
		Frames []float64 `json:"frames"`
	}
	r := eval[ready](p, `({first: window.flipgame.firstFrameMs, shown: window.flipgame.shownMs, ready: window.flipgame.readyMs,
		at: window.__ready.at, twin: window.__ready.twin, api: window.__ready.api, frames: window.__frames})`)
	if !r.Twin || !r.API {
		t.Errorf("at flipgame:ready: accessible twin %v, window.flipgame %v; want both", r.Twin, r.API)
	}
	if !(r.First > 0 && r.Shown >= r.First && r.At >= r.Shown) {
		t.Fatalf("firstFrameMs %.1f, shownMs %.1f, flipgame:ready at %.1f: want 0 < first ≤ shown ≤ ready", r.First, r.Shown, r.At)
	}
	// framesIn counts the animation frames that ran after from, up to and
	// including the one that took to.
	framesIn := func(from, to float64) int {
		n := 0
		for _, ts := range r.Frames {
			if ts > from && ts <= to {
				n++
			}
		}
		return n
	}
	// After Go drew the first frame: the first frame's own drawing, then
	// the frame that shows it.
	if n := framesIn(r.First, r.Shown); n < 2 {
		t.Errorf("%d animation frames ran between the first frame (%.1f ms) and shownMs (%.1f ms); want at least 2 (frames %v)", n, r.First, r.Shown, r.Frames)
	}
	// Ready comes once the frames that prepare the first press and Solve
	// have run (main.go's warmUp, in the frames after the first, then the
	// bridge's Start.Warm) and been drawn: two animation frames after
	// that, later than shownMs.
	if n := framesIn(r.Shown, r.Ready); n < 1 {
		t.Errorf("readyMs %.1f, shownMs %.1f: %d animation frames ran between them; want at least 1 (frames %v)", r.Ready, r.Shown, n, r.Frames)
	}
}
