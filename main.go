// Command flip is the Flip puzzle game: the Flip Game and the Pilots
// Brothers' refrigerator, with an exact solver that shows the par of every
// position, gives hints and plays the optimal answer. Built for
// GOOS=js GOARCH=wasm it is the web page's game; built natively it opens a
// window.
package main

import (
	"log"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game"
	"flip/game/play"
	"flip/solver"
	"flip/web/bridge"
)

// startPar is the par of the first puzzle a visitor sees.
const startPar = 5

func main() {
	bridge.Mark(bridge.MarkMain)
	t0 := time.Now()
	flipRules := solver.MustNew(solver.Classic(solver.FlipGame))
	fridgeRules := solver.MustNew(solver.Classic(solver.Fridge))
	tableMs := float64(time.Since(t0).Microseconds()) / 1000
	bridge.Mark(bridge.MarkTables)

	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, seed>>17|1))
	start, err := flipRules.Puzzle(startPar, rng)
	if err != nil {
		log.Fatalf("flip: first puzzle: %v", err)
	}
	ctl := play.NewController(flipRules, start, rng, fridgeRules)
	ctl.Restore(bridge.Store())
	ctl.OpenLink(bridge.Fragment(), true)

	g := game.New(ctl)
	page := bridge.Install(g, tableMs)
	bridge.Mark(bridge.MarkSetup)
	g.OnFirstFrame(func() {
		page.FirstFrame()
		// The solver's worker starts once the first frame is on screen:
		// the searches that would hold up a frame go to it from then on
		// (natively, to a goroutine).
		g.Post(func(c *play.Controller) { c.SetHelper(bridge.Solver(g.Wake)) })
		warmUp(g, append(play.WarmSteps(ctl), collectOnce), page.Warm)
	})
	ebiten.SetWindowTitle("Flip")
	ebiten.SetWindowSize(720, 900)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Draw only what changed, and run frames only for input and for
	// animations (the game calls ScheduleFrame while anything moves).
	ebiten.SetScreenClearedEveryFrame(false)
	// In that mode a frame runs exactly one Update: the game's clock is
	// the wall clock, not the tick count.
	//
	// SetFPSMode and ScheduleFrame are deprecated since Ebitengine v2.5;
	// this mode runs a frame for each input event and costs half the idle
	// time of the supported way (an Update every frame), which also lost
	// key presses: see docs/decisions.md, "The frame loop: Ebitengine's
	// supported mode".
	//lint:ignore SA1019 kept on purpose: see docs/decisions.md
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatalf("flip: %v", err)
	}
}

// collectOnce runs a garbage collection, so that the runtime's collector
// is compiled before a player presses: V8 compiles a WebAssembly function
// on its first call, and the program's first collection otherwise falls
// in the first press (the trace that showed it: docs/performance.md,
// Presses, "The collector and the partial redraw warmed").
func collectOnce() { runtime.GC() }

// warmUp prepares, in the frames after the first and before a player can
// have pressed, what the first press and the first Solve would otherwise
// prepare while the player waits: in the next frame the renderer's
// drawing (Game.WarmDrawing), and the controller's code one step a frame
// (play.WarmSteps); done is called in the frame after the last
// step. Each step runs on the game's loop (Game.Post), which asks for the
// frame it runs in.
func warmUp(g *game.Game, steps []func(), done func()) {
	g.WarmDrawing()
	var next func(*play.Controller)
	next = func(*play.Controller) {
		if len(steps) == 0 {
			done()
			return
		}
		steps[0]()
		steps = steps[1:]
		g.Post(next)
	}
	g.Post(next)
}
