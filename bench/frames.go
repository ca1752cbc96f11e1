package bench

import (
	"fmt"
	"math/rand/v2"
	"time"

	"flip/game/play"
	"flip/solver"
)

// Frames are the intervals between requestAnimationFrame callbacks over
// one stretch of time.
type Frames struct {
	Intervals []float64 `json:"intervalsMs"`
	SpanMs    float64   `json:"spanMs"`
}

// frameRecorder is JavaScript that records every requestAnimationFrame
// timestamp in window.__flipbenchFrames until window.__flipbenchStop,
// and returns performance.now().
const frameRecorder = `(() => {
	const frames = window.__flipbenchFrames = [];
	window.__flipbenchStop = false;
	const tick = t => { frames.push(t); if (!window.__flipbenchStop) requestAnimationFrame(tick); };
	requestAnimationFrame(tick);
	return performance.now();
})()`

// Record starts recording the tab's frames, runs during, and returns the
// intervals between the frames drawn meanwhile.
func Record(t *Tab, during func() error) (Frames, error) {
	from, err := Eval[float64](t, frameRecorder)
	if err != nil {
		return Frames{}, err
	}
	if err := during(); err != nil {
		return Frames{}, err
	}
	to, err := Eval[float64](t, "performance.now()")
	if err != nil {
		return Frames{}, err
	}
	frames, err := Eval[[]float64](t, "(() => { window.__flipbenchStop = true; return window.__flipbenchFrames; })()")
	if err != nil {
		return Frames{}, err
	}
	iv := intervals(frames, from, to)
	if len(iv) == 0 {
		return Frames{}, fmt.Errorf("%s drew no frames in %.0f ms", t.URL, to-from)
	}
	return Frames{Intervals: iv, SpanMs: to - from}, nil
}

// HardPuzzle returns the permalink fragment of a Refrigerator position
// par presses from solved, the same one every run.
func HardPuzzle(par int) (string, error) {
	rules := solver.MustNew(solver.Classic(solver.Fridge))
	b, err := rules.Puzzle(par, rand.New(rand.NewPCG(1753, 2965)))
	if err != nil {
		return "", fmt.Errorf("the Solve puzzle: %w", err)
	}
	return play.FragmentOf(rules, b), nil
}

// Solve clicks the game's Solve button and waits until the playback of
// the puzzle on screen, par presses long, ends. It asks flipgame.busy(),
// not snapshot().busy, ten times a second: a snapshot is a few
// milliseconds of JSON on the page's main thread, inside the frames
// measured.
func Solve(t *Tab, par int) error {
	solve, err := Eval[play.Rect](t, "window.flipgame.layout().buttons.solve")
	if err != nil {
		return err
	}
	if solve.W <= 0 || solve.H <= 0 {
		return fmt.Errorf("the game at %s has no Solve button in its layout: %+v", t.URL, solve)
	}
	if err := t.ClickAt(solve.X+solve.W/2, solve.Y+solve.H/2); err != nil {
		return err
	}
	const poll = 100 * time.Millisecond
	if err := t.WaitFor("the start of Solve", "window.flipgame.busy()", poll, 10*time.Second); err != nil {
		return err
	}
	// Far more than the ~0.7 s a step takes at full frame rate: under a
	// software renderer a frame can take most of a second.
	return t.WaitFor("the end of Solve", "!window.flipgame.busy()", poll, time.Duration(par)*10*time.Second+30*time.Second)
}

// PressMark is the performance.mark left at each press's pointerdown
// (in the trace category blink.user_timing): a trace's tasks before the
// first one are the page's load.
const PressMark = "flipbench:press"

// pressRecorder is JavaScript that times presses: from each pointerdown
// (window, capturing, so before the game sees it) to the first
// requestAnimationFrame callback after the one in which the game's
// snapshot first shows the new move count: the frame that shows the
// press has been drawn and the browser is ready for the next. It records
// the milliseconds in window.__flipPresses. The move count before the
// press is read before the click (PressCells sets
// window.__flipPress.moves), not in the listener: a snapshot costs a few
// ms of JSON, which would run inside the very task the press is timed
// and traced in.
const pressRecorder = `(() => {
	const st = window.__flipPress = {t0: -1, moves: -1, seen: false, out: []};
	window.__flipPresses = st.out;
	addEventListener("pointerdown", () => {
		st.t0 = performance.now();
		st.seen = false;
		performance.mark("` + PressMark + `");
	}, true);
	const tick = () => {
		if (st.t0 >= 0) {
			if (st.seen) {
				st.out.push(performance.now() - st.t0);
				st.t0 = -1;
			} else if (window.flipgame.snapshot().moves !== st.moves) {
				st.seen = true;
			}
		}
		requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})()`

// PressCells presses n cells of the game's board, one after another,
// each once the last has finished animating, and returns how long each
// took to show, in ms (see pressRecorder).
func PressCells(t *Tab, n int) ([]float64, error) {
	if _, err := Eval[any](t, pressRecorder); err != nil {
		return nil, err
	}
	l, err := Eval[play.PageLayout](t, "window.flipgame.layout()")
	if err != nil {
		return nil, err
	}
	if len(l.Cells) == 0 {
		return nil, fmt.Errorf("the game at %s has no cells in its layout", t.URL)
	}
	for i := range n {
		c := l.Cells[(i*7+3)%len(l.Cells)]
		if _, err := Eval[int](t, "window.__flipPress.moves = window.flipgame.snapshot().moves"); err != nil {
			return nil, err
		}
		if err := t.ClickAt(c.X+c.W/2, c.Y+c.H/2); err != nil {
			return nil, err
		}
		cond := fmt.Sprintf("window.__flipPresses.length >= %d && !window.flipgame.snapshot().busy", i+1)
		if err := t.WaitFor(fmt.Sprintf("press %d", i+1), cond, 20*time.Millisecond, 30*time.Second); err != nil {
			return nil, err
		}
	}
	return Eval[[]float64](t, "window.__flipPresses")
}
