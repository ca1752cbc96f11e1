package play

import (
	"math/rand/v2"
	"time"

	"flip/game/record"
)

// WarmSteps returns the work a first press and a first Solve do, in steps
// to run one a frame before a player can have pressed (main.go runs them
// in the frames after the first). Each step runs on a throwaway
// controller of c's rules and board at the time it runs: c is untouched.
//
// WebAssembly functions are compiled on their first call (V8's lazy
// compilation, wasm.CompileLazy in a trace), tens of milliseconds of it in
// a first press or Solve otherwise (docs/performance.md, Presses).
func WarmSteps(c *Controller) []func() {
	return []func(){
		func() {
			scratch(c, func(s *Controller, now time.Duration) { s.Do(Intent{Action: ActPress}, now) })
		},
		// A press saves the game and the record, merged with what the
		// store holds, and another tab's write is merged in (Sync): the
		// first press compiled all of it while the player waited (the
		// first press after ready took 1.57× a later one in make bench
		// before this step).
		func() {
			scratch(c, func(s *Controller, now time.Duration) {
				st := warmStore{}
				s.Restore(st)
				s.Do(Intent{Action: ActPress}, now)
				st[record.ProgressKey] += " " // as if another tab had written
				s.Sync(now)
			})
		},
		func() {
			scratch(c, func(s *Controller, now time.Duration) { s.Do(Intent{Action: ActSolve}, now) })
		},
	}
}

// scratch runs do on a new controller of c's rules and board, then lets
// a second of its clock pass and builds its view.
func scratch(c *Controller, do func(s *Controller, now time.Duration)) {
	s := NewController(c.shelf.Rules(), c.shelf.Model().Position(), rand.New(rand.NewPCG(1, 2)))
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
