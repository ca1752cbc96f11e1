// Package game is Flip's Ebitengine game: it turns keys into intents for
// the controller of package play and reports to it what lies under the
// mouse or a finger (play.Hit), which the controller makes an intent of,
// and it draws the controller's View — the board, pieces turning over,
// the buttons and the status — without deciding anything itself.
//
// It draws only when something changed and asks for frames only while
// something moves, so an untouched page costs next to nothing (main.go
// says why it keeps Ebitengine's deprecated frame mode for that).
package game
