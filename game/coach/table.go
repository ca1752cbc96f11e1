package coach

import "flip/solver"

// The last-row table the coach opens: once per plan, the first time the
// plan needs it, and closed when the table's presses are made.

// Step returns what the coach says now (see Update).
func (k *Coach) Step() Step { return k.step }

// TableDue reports whether the coach's step is the table's and its plan
// is one whose table it has not opened yet.
func (k *Coach) TableDue() bool { return k.step.Method == Table && k.plan != k.shown }

// OpenedTable notes that the table of the plan is on screen, opened by
// the coach.
func (k *Coach) OpenedTable() { k.shown, k.opened = k.plan, true }

// Opened reports whether the table on screen is the one the coach opened.
func (k *Coach) Opened() bool { return k.opened }

// LeaveTable notes that the table on screen is no longer the coach's:
// its presses are made, or the player opened or closed it.
func (k *Coach) LeaveTable() { k.opened = false }

// LastRow returns the last row, as bits, of the position the plan looked
// up in the table, toward the colour chased; false when there is no plan.
func (k *Coach) LastRow(r *solver.Rules) (uint32, bool) {
	if k == nil || !k.planned {
		return 0, false
	}
	goal := solver.Board{}
	if k.black {
		goal = solver.Full(r.Cells())
	}
	return rowBits(k.plan.Xor(goal), r.Height()-1, r.Width()), true
}
