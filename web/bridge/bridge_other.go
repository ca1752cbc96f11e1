//go:build !(js && wasm)

package bridge

import (
	"flip/game"
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
