package coach

// Method is the method the coach teaches (the page contract's
// snapshot().coach.method: game/play's values.go names it there, and
// docs/page-contract.md lists its values).
type Method string

// The coach's methods.
const (
	Chase  Method = "chase"  // light chasing, row by row from the top
	Table  Method = "table"  // the top-row presses the last-row table gives
	Single Method = "single" // the Refrigerator: the one-handle trick's shortcut
	None   Method = "none"   // no hand method for this board, or an impossible position
)
