package play

import "errors"

// OpenLink follows a permalink fragment (with or without its '#'): it
// loads the puzzle the link names or, when the link is broken, keeps the
// game on screen and says in an error notice which field was wrong and
// how. An empty fragment does nothing. first says that the page is just
// opening, so the puzzle on screen is a fresh one rather than the
// player's.
func (c *Controller) OpenLink(frag string, first bool) {
	link, err := ParseFragment(frag)
	if errors.Is(err, ErrNoLink) {
		return
	}
	if err == nil {
		err = c.Load(link.Spec, link.Board)
	}
	if err == nil {
		c.ui.notice = Notice{} // an earlier link's error is old news
		return
	}
	msg := "Link ignored: " + err.Error() + "."
	if first {
		msg += " Here is a new puzzle."
	}
	c.Notify(KindError, msg)
}
