package play

import (
	"flip/game/coach"
	"flip/game/record"
)

// The named values of the page contract: the strings snapshot().overlay,
// snapshot().solvedBy and snapshot().coach.method take. This file is
// their one definition in code; docs/page-contract.md lists them (its
// section "Named values"), and TestContractValues holds the two together.

// Overlay is what is open over the game (Snapshot.Overlay).
type Overlay string

// The overlays.
const (
	OverlayNone  Overlay = ""      // nothing is open
	OverlayFacts Overlay = "facts" // the Puzzle facts
	OverlayHelp  Overlay = "help"  // the rules, the words and the keys
	OverlayStats Overlay = "stats" // the player's statistics
	OverlayMenu  Overlay = "menu"  // the menu's sheet: settings, tools and the other screens
	OverlayTable Overlay = "table" // the coach's last-row table (key T, or opened by the coach the first time a plan needs it)
)

// SolvedBy says who finished the puzzle on screen (Snapshot.SolvedBy,
// and each finish in the player's record). Its values are defined with
// the record, in game/record's values.go.
type SolvedBy = record.SolvedBy

// Who finished a puzzle.
const (
	SolvedByNone   = record.SolvedByNone   // not finished (or in edit mode, or before any press)
	SolvedByPlayer = record.SolvedByPlayer // the player's presses, with no help
	SolvedBySolver = record.SolvedBySolver // Solve or Hint helped
	SolvedByCoach  = record.SolvedByCoach  // the player's presses, with the coach on and no other help
)

// Method is the method the coach teaches (Snapshot.Coach's method). Its
// values are defined with the coach, in game/coach's method.go.
type Method = coach.Method

// The coach's methods.
const (
	CoachChase  = coach.Chase  // light chasing, row by row from the top
	CoachTable  = coach.Table  // the top-row presses the last-row table gives
	CoachSingle = coach.Single // the Refrigerator: the one-handle trick's shortcut
	CoachNone   = coach.None   // no hand method for this board, or an impossible position
)

// Stats are the player's statistics for one rule set (see record.Stats).
type Stats = record.Stats
