// Package game is Flip's Ebitengine game: it turns mouse, touch and keys
// into intents for the controller of package play, and draws what the
// controller holds — the board, pieces turning over, the buttons and the
// status — without deciding anything itself.
//
// It draws only when something changed and asks for frames only while
// something moves, so an untouched page costs next to nothing.
package game
