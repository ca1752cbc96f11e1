// Command flipworker is the solver's half of the page: built with
// GOOS=js GOARCH=wasm, it runs in a Web Worker (the site's
// solver-worker.HASH.js starts it) and answers the game's long searches —
// the presses to go a frame's slice does not find, and the proofs — so
// that the page's thread only plays and draws. It holds the solver alone
// (game/oracle/remote's Server), a fifth of the game's size.
//
// The worker's script hands it each message from the page (a question,
// game/oracle/remote's wire format) through flipSolverTake, and it posts
// each reply back to the page. Between two slices of a search it yields
// to the worker's event loop (flipSolverYield), so that a new question
// replaces the one under way without waiting for its end.
//
// Built natively it only says what it is for.
package main
