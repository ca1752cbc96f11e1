package record

// SolvedBy says who finished a puzzle (each finish in the player's
// record, and the page contract's snapshot().solvedBy: game/play's
// values.go names it there, and docs/page-contract.md lists its values).
type SolvedBy string

// Who finished a puzzle.
const (
	SolvedByNone   SolvedBy = ""       // not finished (or in edit mode, or before any press)
	SolvedByPlayer SolvedBy = "player" // the player's presses, with no help
	SolvedBySolver SolvedBy = "solver" // Solve or Hint helped
	SolvedByCoach  SolvedBy = "coach"  // the player's presses, with the coach on and no other help
)
