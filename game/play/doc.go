// Package play is Flip's game logic without Ebitengine: the controller
// that decides whether an intent applies and turns it into moves, and its
// parts — the games in hand, timed animations and Solve playback, what
// the solver says, the screen's state, the view and the words — with the
// action table, the layout and its hit testing, and the permalink. The
// puzzle in play (its Model, the state undo restores) is package
// game/puzzle's, the player's record and saved games game/record's, the
// coach's steps game/coach's, the solver's answers game/oracle's.
//
// It follows the separation of Simon Tatham's puzzle collection:
//
//   - Screen (screen.go, ui.go, prefs.go, announce.go, effect.go,
//     pointer.go) is what undo does not restore: cursor, hover, hint ring,
//     notice, announcements, the page's preferences (Prefs), the effects
//     asked of the page, and the version counter. The renderer and the
//     bridge reach it through Controller.Screen.
//   - judge (judge.go) is what the solver says about the puzzle in play,
//     asked of game/oracle: the par, the presses to go, the proof a
//     frame, the hint's cell, the explanation and the facts.
//   - Shelf (shelf.go) holds the games: the one on screen, with its mode
//     and the target par, the game of each rule set visited and those
//     left for Undo; it draws the new puzzles and names them. Callers
//     reach it through Controller.Shelf.
//   - Stage (stage.go, animation.go, playback.go) is what moves and what
//     waits, time-stamped: the pieces turning and the flourish, the
//     intents queued behind them, Solve's playback and its pace. Callers
//     reach it through Controller.Stage.
//   - Controller (controller.go, actions.go) applies intents. Allowed is
//     the one rule of what an action may do, for clicks, taps, keys and the
//     page alike. actionTable (actiontable.go) holds each action's facts:
//     its keys, its button, what it is to the menu and to Solve.
//   - View (view.go, texts.go) is everything the screen shows at one
//     moment — words with their Kind, buttons with enabled and lit, each
//     cell's look — computed from the state and the clock. The renderer in
//     package game draws only from it; Snapshot, the page contract, is
//     computed with it.
//   - presenter (presenter.go) makes the View, the Snapshot and every
//     sentence (the panel, the overlays, the explanations, the look back,
//     the announcements) from a moment (moment.go): the state of play the
//     Controller hands it, as the parts that own it say it, with the
//     director's answers (refusals, labels, the statistics, whether
//     anything moves) asked through a small interface.
//
// Time is passed in, so tests drive it step by step.
//
// # Words
//
//   - press: one click, tap or key on a cell: an XOR with that cell's mask.
//   - par: the fewest presses that solve the puzzle from its start (Par).
//   - to go: the fewest presses from the position on screen (ToGo; the
//     snapshot calls it optimal).
//   - target: the par New draws at (Shelf.Target).
//   - game: the rule set's family, Flip Game or Refrigerator; the Game
//     button (BtnGame, ActGame, "mode" in the page's layout) switches it.
//   - mode: play or edit (Mode, Shelf.Mode).
package play
