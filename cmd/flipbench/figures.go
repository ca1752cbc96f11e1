package main

// figures is everything one run of flipbench measured; samples.json
// holds it as JSON.
type figures struct {
	Env        environment      `json:"environment"`
	Game       sizes            `json:"gameWasm"`
	Floor      floorSite        `json:"floorWasm"`
	GameLoads  []loadSample     `json:"gameLoads"`
	FloorLoads []loadSample     `json:"floorLoads"`
	Par        int              `json:"solvePar"`
	Fragment   string           `json:"solvePermalink"`
	Playbacks  []playbackSample `json:"playbacks"`
	// SoftPlaybacks are Solve playbacks and raw floor recordings (Game
	// and Raw only) in a browser that composites in software.
	SoftPlaybacks []playbackSample `json:"softwareCompositedPlaybacks,omitzero"`
	Presses       []pressSample    `json:"presses"`
	// Engines are the first frame and Solve in Firefox and WebKit, each
	// beside the floors in the same engine.
	Engines      []engineFigures `json:"engines,omitzero"`
	Native       []nativeResult  `json:"native"`
	NativeCount  int             `json:"nativeCount"`
	NativeOutput []byte          `json:"-"`       // go test's output
	Settle       float64         `json:"settleS"` // seconds waited after the first frame
	Idle         float64         `json:"idleS"`   // seconds the idle cost is measured over
}

// column returns f of every sample.
func column[S any](samples []S, f func(S) float64) []float64 {
	out := make([]float64, len(samples))
	for i, s := range samples {
		out[i] = f(s)
	}
	return out
}
