// Package play is Flip's game logic without Ebitengine: the model that undo
// restores, the controller that turns a player's intents into moves, timed
// animations and Solve playback, the layout of the screen and its hit
// testing, the status text and the permalink.
//
// It follows the separation of Simon Tatham's puzzle collection: the
// Model holds the state (board and presses, with an undo list), the
// Controller holds the UI (cursor, hover, hint, queued presses, playback)
// and the time-stamped animations that the renderer in package game reads
// but never changes. Time is passed in, so tests drive it step by step.
package play
