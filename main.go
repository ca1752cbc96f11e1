// Command flip is the Flip puzzle game: the Flip Game and the Pilots
// Brothers' refrigerator, with an exact solver that shows the par of every
// position, gives hints and plays the optimal answer. Built for
// GOOS=js GOARCH=wasm it is the web page's game; built natively it opens a
// window.
package main

import (
	"log"
	"math/rand/v2"
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
	t0 := time.Now()
	flipRules := solver.MustNew(solver.Classic(solver.FlipGame))
	fridgeRules := solver.MustNew(solver.Classic(solver.Fridge))
	tableMs := float64(time.Since(t0).Microseconds()) / 1000

	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, seed>>17|1))
	start, err := flipRules.Puzzle(startPar, rng)
	if err != nil {
		log.Fatalf("flip: first puzzle: %v", err)
	}
	ctl := play.NewController(flipRules, start, rng)
	ctl.AddRules(fridgeRules)
	ctl.OpenLink(bridge.Fragment(), true)

	g := game.New(ctl)
	bridge.Install(g, tableMs)
	ebiten.SetWindowTitle("Flip")
	ebiten.SetWindowSize(720, 900)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Draw only what changed, and run frames only for input and for
	// animations (the game calls ScheduleFrame while anything moves).
	ebiten.SetScreenClearedEveryFrame(false)
	// In that mode a frame runs exactly one Update: the game's clock is
	// the wall clock, not the tick count.
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatalf("flip: %v", err)
	}
}
