package play

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
// and each finish in the player's record).
type SolvedBy string

// Who finished a puzzle.
const (
	SolvedByNone   SolvedBy = ""       // not finished (or in edit mode, or before any press)
	SolvedByPlayer SolvedBy = "player" // the player's presses, with no help
	SolvedBySolver SolvedBy = "solver" // Solve or Hint helped
	SolvedByCoach  SolvedBy = "coach"  // the player's presses, with the coach on and no other help
)

// Method is the method the coach teaches (Snapshot.Coach's method).
type Method string

// The coach's methods.
const (
	CoachChase  Method = "chase"  // light chasing, row by row from the top
	CoachTable  Method = "table"  // the top-row presses the last-row table gives
	CoachSingle Method = "single" // the Refrigerator: the one-handle trick's shortcut
	CoachNone   Method = "none"   // no hand method for this board, or an impossible position
)
