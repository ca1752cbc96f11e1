package play

// Hit is what lies under the pointer in the layout on screen, on top: a
// button under an open overlay or outside the open menu is not there.
// The renderer finds it (Layout.CellAt, Layout.ButtonAt, Layout.Overlay,
// Layout.Menu) and
// reports it; what it means is the controller's to decide (PointerMoved,
// PointerDown).
type Hit struct {
	Cell      int    // the cell under the pointer, or -1
	Button    Button // the button under it, when OnButton
	OnButton  bool   // the pointer is on a button the view shows
	InOverlay bool   // the pointer is within the open overlay's panel or the menu's sheet
}

// PointerMoved records the pointer's move onto h: the cell under it is
// hovered, unless an overlay is open, which takes the pointer from the
// board (the last-row table, docked beside it, leaves it the board).
func (s *Screen) PointerMoved(h Hit) {
	if s.ui.overlay != "" && (s.ui.overlay != OverlayTable || h.InOverlay) {
		s.SetHover(-1)
		return
	}
	s.SetHover(h.Cell)
}

// PointerDown says what a mouse button or a finger going down on h
// means: an intent (ActNone for none), or hold: the button under it is
// taken hold of, to fire if the pointer comes up on it, as buttons do
// everywhere. An open overlay takes every click: one outside its panel
// closes it, one inside does nothing; but the last-row table, docked
// beside the board, leaves the board and the buttons in sight in play.
// Otherwise a cell is pressed at once and a button held; in the open
// menu, its buttons are held too. The intent is not applied: it goes to
// Do with the rest of the tick's input.
func (s *Screen) PointerDown(h Hit) (in Intent, hold bool) {
	switch {
	case s.ui.overlay == OverlayTable && !h.InOverlay && (h.Cell >= 0 || h.OnButton):
		if h.Cell >= 0 {
			return Intent{Action: ActPress, Cell: h.Cell}, false
		}
		return Intent{}, true
	case s.ui.overlay != "":
		if !h.InOverlay {
			return Intent{Action: ActClose}, false
		}
		return Intent{}, s.ui.overlay == OverlayMenu && h.OnButton
	case h.Cell >= 0:
		return Intent{Action: ActPress, Cell: h.Cell}, false
	}
	return Intent{}, h.OnButton
}
