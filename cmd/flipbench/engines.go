package main

import (
	"fmt"

	"flip/internal/driver"
)

// engineFigures are what one more engine than Chromium measured: the
// first frame of the game and of the Ebitengine floor, loaded in turn,
// and Solve's frames beside the raw WebGL floor's, all in that engine.
type engineFigures struct {
	Engine     driver.Engine    `json:"engine"`
	Browser    string           `json:"browser"`
	Missing    string           `json:"missing,omitzero"` // why the engine was not measured
	GameLoads  []loadSample     `json:"gameLoads"`
	FloorLoads []loadSample     `json:"floorLoads"`
	Playbacks  []playbackSample `json:"playbacks"` // Game and Raw
}

// measureEngine measures engine e: cfg.engineLoads loads of the game and
// of the floor in turn, and cfg.playbacks Solve playbacks each followed
// by the raw floor over as long. An engine that is not installed is
// reported as missing, saying what to install.
func measureEngine(f *figures, cfg config, e driver.Engine, pages served, logf func(string, ...any)) (engineFigures, error) {
	ef := engineFigures{Engine: e}
	if _, err := driver.Find(e); err != nil {
		logf("not measuring %s: %v", e, err)
		ef.Missing = err.Error()
		return ef, nil
	}
	logf("starting %s", e)
	s := &session{engine: e, logf: logf}
	defer s.close()
	if err := s.do(func(h *headless) error { ef.Browser = h.Version(); return nil }); err != nil {
		return ef, err
	}
	var err error
	if ef.GameLoads, ef.FloorLoads, err = loadBoth(cfg, cfg.engineLoads, 0, s, pages.game, pages.floor, logf); err != nil {
		return ef, err
	}
	ef.Playbacks, err = measurePlaybacks(f, cfg, s, pages, logf)
	return ef, err
}

// engineRows are the rows of the other engines: the first frame against
// the floor, and Solve's p95 frame interval against the raw floor, each
// in the same engine and run. They have no budget yet.
func engineRows(f *figures) []row {
	var out []row
	for _, ef := range f.Engines {
		if ef.Missing != "" {
			out = append(out, row{figure: fmt.Sprintf("%s: not measured", ef.Engine), game: "—", floor: "—", ratio: "—", budget: "—", runs: ef.Missing})
			continue
		}
		first := func(s loadSample) float64 { return s.FirstFrameMs }
		loads := fmt.Sprintf("%d + %s", len(ef.GameLoads), plural(len(ef.FloorLoads), "load"))
		out = append(out, compare(fmt.Sprintf("%s (%s): time to the first drawn frame", ef.Engine, ef.Browser),
			column(ef.GameLoads, first), column(ef.FloorLoads, first), ms, 0, loads))
		var game, raw []float64
		n, m := 0, 0
		for _, p := range ef.Playbacks {
			game = append(game, percentile(p.Game.Intervals, 95))
			raw = append(raw, percentile(p.Raw.Intervals, 95))
			n += len(p.Game.Intervals)
			m += len(p.Raw.Intervals)
		}
		out = append(out, compare(fmt.Sprintf("%s: frame interval during Solve, p95, against the raw WebGL floor", ef.Engine),
			game, raw, ms, 0, fmt.Sprintf("%d + %s (%s + %s intervals)", len(ef.Playbacks), plural(len(ef.Playbacks), "recording"), thousands(n), thousands(m))))
	}
	return out
}
