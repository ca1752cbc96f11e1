//go:build !(js && wasm)

package bridge

import (
	"flip/game"
	"flip/game/oracle"
	"flip/game/oracle/remote"
	"flip/game/record"
)

// Fragment returns the page address's fragment; outside a browser there is
// none.
func Fragment() string { return "" }

// Install connects g to the page; outside a browser there is none, and
// what it returns does nothing.
func Install(g *game.Game, tableMs float64) Start {
	return Start{FirstFrame: func() {}, Warm: func() {}}
}

// Mark records a performance mark; outside a browser there is none.
func Mark(name string) {}

// Store returns the page's storage; outside a browser there is none.
func Store() record.Store { return nil }

// Solver returns the oracle's helper: outside a browser, the solver's
// server on a goroutine of its own (remote.Local), which calls wake after
// each reply.
func Solver(wake func()) oracle.Helper { return remote.NewLocal(wake) }
