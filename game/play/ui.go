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
	// hintArea is the row or column the first Hint on a position rang
	// (cells ascending), nil when none; the second Hint rings its cell.
	hintArea []int
	hintAt   time.Duration
	notice   Notice
	overlay  Overlay // the overlay open (values.go), OverlayNone when none
	touch    bool    // the player has used a touch screen: no keys line
	said     string  // the last announcement, for screen readers
	saidSeq  int     // counts announcements
	sayLater string  // an announcement waiting for the presses to go (see sayStanding)
	focus    int     // the button the page's keyboard focus is on, or -1
}

// forgetBoard drops what points into the board, when another board (or
// another position) takes its place.
func (u *ui) forgetBoard(cells int) {
	u.hint, u.hintArea = -1, nil
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

// Notify shows a message that stays until the player's next action, and
// announces it.
func (c *Controller) Notify(kind Kind, text string) {
	c.ui.notice = Notice{Text: text, Kind: kind}
	c.say(text)
}

// FocusCell puts the keyboard cursor on cell, shown: the page's
// accessible grid calls it when one of its cells takes the focus, so the
// canvas rings the same cell.
func (c *Controller) FocusCell(cell int) {
	if cell >= 0 && cell < c.rules.Cells() && (cell != c.ui.cursor || !c.ui.cursorShown) {
		c.ui.cursor, c.ui.cursorShown = cell, true
		c.version++
	}
}

// FocusButton records the button the page's keyboard focus is on (-1 for
// none), so the canvas rings it too.
func (c *Controller) FocusButton(b int) {
	if b != c.ui.focus {
		c.ui.focus = b
		c.version++
	}
}

// Notice returns the message on screen, if any.
func (c *Controller) Notice() Notice { return c.ui.notice }

// SetHover records the cell under the pointer, or -1. Moving the pointer
// hides the keyboard cursor.
func (c *Controller) SetHover(cell int) {
	if cell != c.ui.hover {
		c.ui.hover = cell
		c.ui.cursorShown = false
		c.version++
	}
}

// SetTouch records that the player uses a touch screen: the panel shows no
// keys, the help explains taps.
func (c *Controller) SetTouch() {
	if !c.ui.touch {
		c.ui.touch = true
		c.version++
	}
}

// Hover returns the cell under the pointer, or -1.
func (c *Controller) Hover() int { return c.ui.hover }

// Cursor returns the keyboard cursor's cell and whether it is shown.
func (c *Controller) Cursor() (int, bool) { return c.ui.cursor, c.ui.cursorShown }

// Hint returns the highlighted hint cell and when it was given, or -1.
func (c *Controller) Hint() (int, time.Duration) { return c.ui.hint, c.ui.hintAt }
