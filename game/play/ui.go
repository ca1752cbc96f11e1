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
func (s *Screen) Notify(kind Kind, text string) {
	s.ui.notice = Notice{Text: text, Kind: kind}
	s.say(text)
}

// FocusCell puts the keyboard cursor on cell, shown: the page's
// accessible grid calls it when one of its cells takes the focus, so the
// canvas rings the same cell.
func (s *Screen) FocusCell(cell int) {
	if cell >= 0 && cell < s.cells && (cell != s.ui.cursor || !s.ui.cursorShown) {
		s.ui.cursor, s.ui.cursorShown = cell, true
		s.version++
	}
}

// FocusButton records the button the page's keyboard focus is on (-1 for
// none), so the canvas rings it too.
func (s *Screen) FocusButton(b int) {
	if b != s.ui.focus {
		s.ui.focus = b
		s.version++
	}
}

// Notice returns the message on screen, if any.
func (s *Screen) Notice() Notice { return s.ui.notice }

// SetHover records the cell under the pointer, or -1. Moving the pointer
// hides the keyboard cursor.
func (s *Screen) SetHover(cell int) {
	if cell != s.ui.hover {
		s.ui.hover = cell
		s.ui.cursorShown = false
		s.version++
	}
}

// SetTouch records that the player uses a touch screen: the panel shows no
// keys, the help explains taps.
func (s *Screen) SetTouch() {
	if !s.ui.touch {
		s.ui.touch = true
		s.version++
	}
}

// Hover returns the cell under the pointer, or -1.
func (s *Screen) Hover() int { return s.ui.hover }

// Cursor returns the keyboard cursor's cell and whether it is shown.
func (s *Screen) Cursor() (int, bool) { return s.ui.cursor, s.ui.cursorShown }

// Hint returns the highlighted hint cell and when it was given, or -1.
func (s *Screen) Hint() (int, time.Duration) { return s.ui.hint, s.ui.hintAt }
