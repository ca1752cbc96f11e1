package play

import "time"

// Screen is the presenter's state: what the player points at and is told
// (the ui, the announcements), the page's preferences and the player's
// theme, the effects asked of the page, and the version counter that
// tells the renderer to redraw. Undo restores none of it. The renderer
// and the bridge call it for what is theirs to report (the pointer, the
// focus, the system's preferences, the effects); the Controller tells it
// what the game did.
type Screen struct {
	ui    ui
	said  announcements
	prefs Prefs
	// cells is the number of cells of the board on screen, where
	// FocusCell may put the cursor.
	cells   int
	effects []Effect
	// lastShare is the line of the last Share, for the notice that says
	// it was copied.
	lastShare string
	// reviewed is the last look back worked out, and what it is for.
	reviewed struct {
		key reviewKey
		r   *review
	}
	version int
}

// newScreen returns a screen with nothing pointed at, ringed or focused.
func newScreen() *Screen {
	s := &Screen{}
	s.ui.hover, s.ui.hint, s.ui.focus = -1, -1, -1
	return s
}

// changed counts a visible change: the renderer redraws.
func (s *Screen) changed() { s.version++ }

// Version counts visible changes, the preferences' too: the renderer
// redraws when it moves.
func (s *Screen) Version() int { return s.version + s.prefs.changes }

// Prefs returns the system's preferences and the player's theme.
func (s *Screen) Prefs() *Prefs { return &s.prefs }

// keyboard reports whether the keys are worth showing: the pointer is
// not a touch screen's, and no touch screen has been used.
func (s *Screen) keyboard() bool { return !s.prefs.coarse && !s.ui.touch }

// newBoard forgets what points into the board, when another board (or
// another position) of cells cells takes its place.
func (s *Screen) newBoard(cells int) {
	s.cells = cells
	s.ui.forgetBoard(cells)
}

// Overlay returns the overlay open, OverlayNone when none.
func (s *Screen) Overlay() Overlay { return s.ui.overlay }

// setOverlay opens o (OverlayNone closes the one open).
func (s *Screen) setOverlay(o Overlay) { s.ui.overlay = o }

// clearNotice takes the message on screen away, if there is one, and
// reports whether there was.
func (s *Screen) clearNotice() bool {
	if s.ui.notice.Text == "" {
		return false
	}
	s.ui.notice = Notice{}
	return true
}

// clearHint takes the hint's ring and row away.
func (s *Screen) clearHint() { s.ui.hint, s.ui.hintArea = -1, nil }

// ringHint rings the first step of a hint, the cells of area (its row),
// or when area is nil the second, the cell itself, from at.
func (s *Screen) ringHint(cell int, area []int, at time.Duration) {
	if area != nil {
		s.ui.hintArea = area
	} else {
		s.ui.hint = cell
	}
	s.ui.hintAt = at
}

// ringed returns the cell the hint rings, -1 when none.
func (s *Screen) ringed() int { return s.ui.hint }

// hintArea returns the row the first Hint rang, nil when none.
func (s *Screen) hintArea() []int { return s.ui.hintArea }

// hintPulsing reports whether the hint ring pulses at now.
func (s *Screen) hintPulsing(now time.Duration) bool {
	return s.ui.hint >= 0 && !s.prefs.ReducedMotion() && now < s.ui.hintAt+HintPulse
}

// moveCursor moves the keyboard cursor by (dx, dy) on a w×h board and
// shows it (see ui.moveCursor).
func (s *Screen) moveCursor(dx, dy, w, h int) { s.ui.moveCursor(dx, dy, w, h) }

// focused returns the button the page's keyboard focus is on, or -1.
func (s *Screen) focused() int { return s.ui.focus }

// cursorPress shows the keyboard cursor and returns its cell, for a
// press at the cursor.
func (s *Screen) cursorPress() int {
	s.ui.cursorShown = true
	return s.ui.cursor
}

// pointed returns the cell a press would go to from the pointer or the
// shown keyboard cursor; -1 when none (see ui.pointed).
func (s *Screen) pointed() int { return s.ui.pointed() }

// lookedBack returns the look back kept for key, and false when the one
// kept is for another.
func (s *Screen) lookedBack(key reviewKey) (*review, bool) {
	if s.reviewed.key == key {
		return s.reviewed.r, true
	}
	return nil, false
}

// keepLookBack keeps r as the look back for key.
func (s *Screen) keepLookBack(key reviewKey, r *review) {
	s.reviewed.key, s.reviewed.r = key, r
}
