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
	ctl := play.NewController(flipRules, start, rng)
	ctl.AddRules(fridgeRules)
	ctl.Restore(bridge.Store())
	ctl.OpenLink(bridge.Fragment(), true)

	g := game.New(ctl)
	page := bridge.Install(g, tableMs)
	bridge.Mark(bridge.MarkSetup)
	g.OnFirstFrame(func() {
		page.FirstFrame()
		warmUp(g, append(ctl.WarmSteps(), collectOnce), page.Warm)
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
	// the supported way (SetScreenClearedEveryFrame(false) alone, Update
	// every frame) was tried and measured (issue 11). make bench, one run
	// each on the machine docs/performance.md describes (2 cores,
	// SwiftShader, loaded), idle main-thread time: 59 ms/s, 0.50× the floor's 118, this way; 128
	// ms/s, 0.98× the floor's 130, the supported way. Besides twice the
	// idle cost, the supported loop lost a key press in the browser tests
	// (a keydown and keyup that both land between two frames of a slow
	// frame loop are never seen), where this mode runs a frame for each
	// input event. So the game keeps this mode until Ebitengine offers an
	// input-driven loop that is not deprecated.
	//lint:ignore SA1019 kept on purpose: see the measurement above
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatalf("flip: %v", err)
	}
}

// collectOnce runs a garbage collection, so that the runtime's collector
// is compiled before a player presses: V8 compiles a WebAssembly function
// on its first call, and the program's first collection fell in the first
// press of the bench's 4×4 board, compiling about 100 ms of the runtime's
// collector there (wasm.CompileLazy of gcStart, gcAssistAlloc,
// gcMarkTermination… in a trace: docs/performance.md, Presses).
func collectOnce() { runtime.GC() }

// warmUp prepares, in the frames after the first and before a player can
// have pressed, what the first press and the first Solve would otherwise
// prepare while the player waits: in the next frame the renderer's
// drawing (Game.WarmDrawing), and the controller's code one step a frame
// (Controller.WarmSteps); done is called in the frame after the last
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
