package main

import (
	"fmt"
	"math/rand/v2"
	"time"

	"flip/game/play"
	"flip/internal/driver"
	"flip/solver"
)

// busyPoll is how often the game is asked, during Solve, whether it is
// still busy: seldom enough that asking costs the frames nothing.
const busyPoll = 100 * time.Millisecond

// hardPuzzle returns the permalink fragment of a Refrigerator position
// par presses from solved, the same one every run.
func hardPuzzle(par int) (string, error) {
	rules := solver.MustNew(solver.Classic(solver.Fridge))
	b, err := rules.Puzzle(par, rand.New(rand.NewPCG(1753, 2965)))
	if err != nil {
		return "", fmt.Errorf("the Solve puzzle: %w", err)
	}
	return play.Fragment(rules, b), nil
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

// frameRecording is JavaScript that stops the recorder and returns the
// timestamps.
const frameRecording = `(() => { window.__flipbenchStop = true; return window.__flipbenchFrames; })()`

// A frameSample is the intervals between frames over one stretch.
type frameSample struct {
	Intervals  []float64 `json:"intervalsMs"` // between requestAnimationFrame callbacks
	SpanMs     float64   `json:"spanMs"`
	Drawn      int       `json:"drawn"`      // frames the game drew meanwhile; 0 for the floor
	BusyMsPerS float64   `json:"busyMsPerS"` // main-thread busy time per second of wall time
}

// floorRecordMax caps the floor's recordings: it draws nothing or one
// square, so its frames are as regular after ten seconds as after thirty.
const floorRecordMax = 10 * time.Second

// A playbackSample is one Solve playback in the game, and the floor over
// as long: idle, and animating a small square (bench/floor#animate), the
// least any Ebitengine animation costs; and the raw WebGL floor
// (bench/rawfloor), the least any WebGL animation costs.
type playbackSample struct {
	Game     frameSample `json:"game"`
	Floor    frameSample `json:"floor,omitzero"`
	Animated frameSample `json:"animatedFloor,omitzero"`
	Raw      frameSample `json:"rawFloor"`
}

// measurePlayback opens the game at fragment, a puzzle par presses from
// solved, clicks Solve and records the frames until the playback ends;
// then records for as long the Ebitengine floor's frames, idle and
// animating, if ebitenFloors, and the raw floor's. (In a browser that
// composites in software only the raw floor is worth recording: it is
// the one floor whose frames hold 60 a second there; the Ebitengine
// floor's are slower either way.)
func measurePlayback(h *headless, pages served, fragment string, par int, cfg config, ebitenFloors bool) (playbackSample, error) {
	var s playbackSample
	var err error
	if s.Game, err = recordSolve(h, pages.game, fragment, par, cfg); err != nil {
		return s, err
	}
	span := min(time.Duration(s.Game.SpanMs*float64(time.Millisecond)), floorRecordMax)
	type floorRun struct {
		to       *frameSample
		p        page
		fragment string
	}
	runs := []floorRun{{&s.Raw, pages.raw, ""}}
	if ebitenFloors {
		runs = []floorRun{{&s.Floor, pages.floor, ""}, {&s.Animated, pages.floor, "animate"}, runs[0]}
	}
	for _, r := range runs {
		if *r.to, err = recordFloor(h, r.p, r.fragment, span, cfg); err != nil {
			return s, err
		}
	}
	return s, nil
}

// describe sums a playback up for the progress log.
func (s playbackSample) describe() string {
	d := fmt.Sprintf("game p95 %.1f ms, worst %.1f ms, %d frames drawn in %.1f s, main thread %.0f ms/s busy",
		percentile(s.Game.Intervals, 95), maximum(s.Game.Intervals), s.Game.Drawn, s.Game.SpanMs/1000, s.Game.BusyMsPerS)
	for _, fl := range []struct {
		name string
		fs   frameSample
	}{{"floor", s.Floor}, {"animating floor", s.Animated}, {"raw floor", s.Raw}} {
		if len(fl.fs.Intervals) > 0 {
			d += fmt.Sprintf("; %s p95 %.1f ms, worst %.1f ms", fl.name, percentile(fl.fs.Intervals, 95), maximum(fl.fs.Intervals))
		}
	}
	return d
}

// recordFloor opens the floor with fragment in a fresh tab, lets it
// settle and records its frames for span.
func recordFloor(h *headless, floor page, fragment string, span time.Duration, cfg config) (frameSample, error) {
	t, err := floor.open(h, fragment, cfg)
	if err != nil {
		return frameSample{}, err
	}
	defer t.close()
	time.Sleep(cfg.settle)
	return record(t, func() error {
		time.Sleep(span)
		return nil
	})
}

// recordSolve plays the puzzle back with Solve in a fresh game tab and
// returns the frames from the click to the end of the playback, and how
// many of them the game drew.
func recordSolve(h *headless, game page, fragment string, par int, cfg config) (frameSample, error) {
	t, err := game.open(h, fragment, cfg)
	if err != nil {
		return frameSample{}, err
	}
	defer t.close()
	optimal, err := evalIn[int](t, "window.flipgame.snapshot().optimal")
	if err != nil {
		return frameSample{}, err
	}
	if optimal != par {
		return frameSample{}, fmt.Errorf("the game at %s shows par %d, want %d: the permalink was not loaded", t.url, optimal, par)
	}
	time.Sleep(cfg.settle)
	solve, err := evalIn[rect](t, "window.flipgame.layout().buttons.solve")
	if err != nil {
		return frameSample{}, err
	}
	if solve.W <= 0 || solve.H <= 0 {
		return frameSample{}, fmt.Errorf("the game at %s has no Solve button in its layout: %+v", t.url, solve)
	}
	before, err := evalIn[int](t, "window.flipgame.snapshot().frames")
	if err != nil {
		return frameSample{}, err
	}
	// The main thread's busy time: Chromium's Performance domain alone
	// measures it.
	chromium := t.engine == driver.Chromium
	var busyFrom metrics
	if chromium {
		if err := enablePerformance(t); err != nil {
			return frameSample{}, err
		}
		if busyFrom, err = taskMetrics(t); err != nil {
			return frameSample{}, err
		}
	}
	fs, err := record(t, func() error { return clickSolve(t, solve, par) })
	if err != nil {
		return fs, err
	}
	if chromium {
		busyTo, err := taskMetrics(t)
		if err != nil {
			return fs, err
		}
		if wall := busyTo.timestamp - busyFrom.timestamp; wall > 0 {
			fs.BusyMsPerS = (busyTo.taskDuration - busyFrom.taskDuration) / wall * 1000
		}
	}
	after, err := evalIn[int](t, "window.flipgame.snapshot().frames")
	fs.Drawn = after - before
	return fs, err
}

// solveTimeout is the longest a playback of par steps may take: far
// more than the ~0.7 s a step takes at full frame rate, because under a
// software renderer a frame can take most of a second.
func solveTimeout(par int) time.Duration {
	return time.Duration(par)*10*time.Second + 30*time.Second
}

// record starts the frame recorder in the tab, runs during, and returns
// the intervals between the frames drawn meanwhile.
func record(t *tab, during func() error) (frameSample, error) {
	from, err := evalIn[float64](t, frameRecorder)
	if err != nil {
		return frameSample{}, err
	}
	if err := during(); err != nil {
		return frameSample{}, err
	}
	to, err := evalIn[float64](t, "performance.now()")
	if err != nil {
		return frameSample{}, err
	}
	frames, err := evalIn[[]float64](t, frameRecording)
	if err != nil {
		return frameSample{}, err
	}
	iv := intervals(frames, from, to)
	if len(iv) == 0 {
		return frameSample{}, fmt.Errorf("%s drew no frames in %.0f ms", t.url, to-from)
	}
	return frameSample{Intervals: iv, SpanMs: to - from}, nil
}

// rect mirrors a rectangle of window.flipgame.layout(), in CSS pixels.
type rect struct{ X, Y, W, H float64 }
