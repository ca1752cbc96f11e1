package game

import (
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// warmSteps are run, on a throwaway controller of the same rules and
// board, one in each Update after the first frame: what a first press and
// a first Solve run. WebAssembly functions are compiled on their first
// call (V8's lazy compilation, wasm.CompileLazy in a trace): a trace of
// the first click on Solve showed 90 ms of it inside the click's task,
// and of the first press one function of 95 ms. Here it runs in the
// frames right after the first, before a player can have pressed.
var warmSteps = []func(c *play.Controller){
	func(c *play.Controller) {
		scratch(c, func(s *play.Controller, now time.Duration) { s.Do(play.Intent{Action: play.ActPress}, now) })
	},
	// A press saves the game and the record, merged with what the store
	// holds, and another tab's write is merged in (Sync): the first press
	// compiled all of it while the player waited (the first press after
	// ready took 1.57× a later one in make bench before this step).
	func(c *play.Controller) {
		scratch(c, func(s *play.Controller, now time.Duration) {
			st := warmStore{}
			s.Restore(st)
			s.Do(play.Intent{Action: play.ActPress}, now)
			st[play.ProgressKey] += " " // as if another tab had written
			s.Sync(now)
		})
	},
	func(c *play.Controller) {
		scratch(c, func(s *play.Controller, now time.Duration) { s.Do(play.Intent{Action: play.ActSolve}, now) })
	},
}

// warmCode runs the next warm step, if any is left, and asks for a frame
// for the one after.
func (g *Game) warmCode() {
	if g.frames == 0 || g.warmStep > len(warmSteps) {
		return
	}
	if g.warmStep == len(warmSteps) {
		// The frame after the last step: everything is warm.
		g.warmStep++
		if g.warm != nil {
			g.warm()
		}
		return
	}
	warmSteps[g.warmStep](g.ctl)
	g.warmStep++
	//lint:ignore SA1019 the game runs frames only when asked: see main.go
	ebiten.ScheduleFrame()
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

// warmStore is a store in memory for the warm steps.
type warmStore map[string]string

func (w warmStore) Get(k string) (string, bool) { v, ok := w[k]; return v, ok }
func (w warmStore) Set(k, v string) error       { w[k] = v; return nil }
