package main

import (
	"fmt"
	"time"

	"flip/bench"
	"flip/internal/driver"
)

// A frameSample is the frames of one stretch of time.
type frameSample struct {
	bench.Frames
	Drawn      int     `json:"drawn"`      // frames the game drew meanwhile; 0 for the floor
	BusyMsPerS float64 `json:"busyMsPerS"` // main-thread busy time per second of wall time
}

// A playbackSample is one Solve playback in the game, the raw WebGL
// floor (bench/rawfloor) over as long, the least any WebGL animation
// costs, and Ebitengine's own floor (bench/floor#animate, a square moved
// every frame), the least an Ebitengine animation costs.
type playbackSample struct {
	Game   frameSample `json:"game"`
	Raw    frameSample `json:"rawFloor"`
	Ebiten frameSample `json:"ebitenFloor"`
}

// rawRecordMax caps the floors' recordings: their frames are as regular after 10 s as after 30.
const rawRecordMax = 10 * time.Second

// measurePlaybacks plays the puzzle at f.Fragment back with Solve
// cfg.playbacks times, each in a fresh tab, recording the raw floor's
// frames and Ebitengine's after each for as long.
func measurePlaybacks(f *figures, cfg config, s *bench.Session, p pages, logf func(string, ...any)) ([]playbackSample, error) {
	var out []playbackSample
	for i := range cfg.playbacks {
		var ps playbackSample
		err := s.Do(func(b driver.Browser) (err error) {
			if ps.Game, err = recordSolve(b, p.game, f.Fragment, cfg); err != nil {
				return err
			}
			span := min(time.Duration(ps.Game.SpanMs*float64(time.Millisecond)), rawRecordMax)
			if ps.Raw.Frames, err = recordFloor(b, p.raw, "", span, cfg); err != nil {
				return err
			}
			ps.Ebiten.Frames, err = recordFloor(b, p.floor, "animate", span, cfg)
			return err
		})
		if err != nil {
			return out, fmt.Errorf("playback %d of %d of Solve, %s: %w", i+1, cfg.playbacks, s.Describe(), err)
		}
		logf("playback %d/%d, %s: game p95 %.1f ms, worst %.1f ms, %d frames drawn in %.1f s, main thread %.0f ms/s busy; raw floor p95 %.1f ms, worst %.1f ms; Ebitengine's floor p95 %.1f ms",
			i+1, cfg.playbacks, s.Describe(), p95(ps.Game.Intervals), maximum(ps.Game.Intervals), ps.Game.Drawn, ps.Game.SpanMs/1000, ps.Game.BusyMsPerS,
			p95(ps.Raw.Intervals), maximum(ps.Raw.Intervals), p95(ps.Ebiten.Intervals))
		out = append(out, ps)
	}
	return out, nil
}

// recordFloor opens the floor page p at fragment in a fresh tab and
// records its frames for span after cfg.settle.
func recordFloor(b driver.Browser, p bench.Page, fragment string, span time.Duration, cfg config) (bench.Frames, error) {
	t, err := bench.Open(b, p, fragment, cfg.readyTimeout)
	if err != nil {
		return bench.Frames{}, err
	}
	defer t.Close()
	time.Sleep(cfg.settle)
	return bench.Record(t, func() error { time.Sleep(span); return nil })
}

// recordSolve opens the game at fragment, a puzzle cfg.par presses from
// solved, in a fresh tab, clicks Solve and returns the frames from the
// click to the end of the playback, how many of them the game drew and,
// in Chromium, how busy its main thread was meanwhile.
func recordSolve(b driver.Browser, game bench.Page, fragment string, cfg config) (frameSample, error) {
	t, err := bench.Open(b, game, fragment, cfg.readyTimeout)
	if err != nil {
		return frameSample{}, err
	}
	defer t.Close()
	optimal, err := bench.Eval[int](t, "window.flipgame.snapshot().optimal")
	if err != nil {
		return frameSample{}, err
	}
	if optimal != cfg.par {
		return frameSample{}, fmt.Errorf("the game at %s shows par %d, want %d: the permalink was not loaded", t.URL, optimal, cfg.par)
	}
	time.Sleep(cfg.settle)
	before, err := bench.Eval[int](t, "window.flipgame.snapshot().frames")
	if err != nil {
		return frameSample{}, err
	}
	var fs frameSample
	play := func() (err error) {
		fs.Frames, err = bench.Record(t, func() error { return bench.Solve(t, cfg.par) })
		return err
	}
	if t.Engine == driver.Chromium {
		fs.BusyMsPerS, err = bench.Busy(t, 0, play)
	} else {
		err = play()
	}
	if err != nil {
		return fs, err
	}
	after, err := bench.Eval[int](t, "window.flipgame.snapshot().frames")
	fs.Drawn = after - before
	return fs, err
}
