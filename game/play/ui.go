package play

import "time"

// ui is what the player points at and is told, which undo does not
// restore: the keyboard cursor, the cell under the pointer, the hint ring
// and the notice.
type ui struct {
	cursor      int
	cursorShown bool
	hover       int // the cell under the pointer, or -1
	hint        int // the ringed cell, or -1
	hintAt      time.Duration
	notice      Notice
	overlay     string // the overlay open: OverlayFacts, OverlayHelp, OverlayStats or ""
	touch       bool   // the player has used a touch screen: no keys line
	said        string // the last announcement, for screen readers
	saidSeq     int    // counts announcements
	focus       int    // the button the page's keyboard focus is on, or -1
}

// The overlays, as Snapshot.Overlay names them.
const (
	OverlayFacts = "facts" // the Puzzle facts
	OverlayHelp  = "help"  // the rules, the words and the keys
	OverlayStats = "stats" // the player's statistics
)

// forgetBoard drops what points into the board, when another board (or
// another position) takes its place.
func (u *ui) forgetBoard(cells int) {
	u.hint = -1
	u.hover = -1 // the pointer is over another board now
	u.cursor = min(u.cursor, cells-1)
}

// moveCursor moves the keyboard cursor by (dx, dy) on a w×h board and
// shows it. A hidden cursor starts from the cell last under the pointer.
func (u *ui) moveCursor(dx, dy, w, h int) {
	if !u.cursorShown && u.hover >= 0 {
		u.cursor = u.hover
	}
	u.cursorShown = true
	r, col := u.cursor/w, u.cursor%w
	r = min(max(r+dy, 0), h-1)
	col = min(max(col+dx, 0), w-1)
	u.cursor = r*w + col
}

// pointed returns the cell a press would go to from the pointer or, when
// the pointer is elsewhere, the shown keyboard cursor; -1 when none.
func (u *ui) pointed() int {
	switch {
	case u.hover >= 0:
		return u.hover
	case u.cursorShown:
		return u.cursor
	}
	return -1
}
