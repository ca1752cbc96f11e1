package game

import (
	"math/rand/v2"
	"time"

	"flip/game/play"
)

// warmCode runs, on a throwaway controller of the same rules and board,
// what a first press and a first Solve run, a step a frame after the
// first frame. WebAssembly functions are compiled on their first call
// (V8's lazy compilation, seen as wasm.CompileLazy in a trace): a trace
// of the first click on Solve showed 90 ms of it, one function 44 ms,
// inside the click's task. Here it runs while nobody waits for it.
func (g *Game) warmCode() {
	steps := []func(c *play.Controller){
		func(c *play.Controller) {
			scratch(c, func(s *play.Controller, now time.Duration) { s.Do(play.Intent{Action: play.ActPress}, now) })
		},
		func(c *play.Controller) {
			scratch(c, func(s *play.Controller, now time.Duration) { s.Do(play.Intent{Action: play.ActSolve}, now) })
		},
	}
	go func() {
		for _, step := range steps {
			time.Sleep(100 * time.Millisecond)
			g.Post(step)
		}
	}()
}

// scratch runs do on a new controller of c's rules and board, then lets
// a second of its clock pass and builds its view.
func scratch(c *play.Controller, do func(s *play.Controller, now time.Duration)) {
	s := play.NewController(c.Rules(), c.Model().Board(), rand.New(rand.NewPCG(1, 2)))
	do(s, 0)
	for _, now := range []time.Duration{time.Millisecond, 100 * time.Millisecond, time.Second} {
		s.Tick(now)
		s.View(now)
	}
}
