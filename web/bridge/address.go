package bridge

import "strings"

// address keeps the page's address and the game's link in step. The
// game writes its link into the address in a task of its own
// (history.replaceState, after the frame); the player, or a script, may
// write another link there at any moment, even between a publish and that
// task. The newer navigation wins: each hashchange opens the link its
// navigation brought, and the write task leaves alone an address that
// holds neither what it last wrote nor what the last hashchange brought
// (a navigation whose event is still to come).
//
// Every method runs on the page's one thread; use newAddress.
type address struct {
	// link is the latest link the game published ("" after a link was
	// opened: the next publish writes the address whatever it holds).
	link string
	// written is what the write task last wrote; seen is what the last
	// hashchange brought.
	written, seen string
	// opening counts the links from hashchanges the game has still to
	// open: a write before then would put an older link back.
	opening int
}

// newAddress starts with frag, the address's fragment as the page loads.
func newAddress(frag string) *address { return &address{written: frag, seen: frag} }

// publish takes the game's new link and reports whether a write task is
// due. busy is a press's pieces still turning over (the address waits
// until the board is still); solving is Solve playing, whose every step
// goes into the address.
func (a *address) publish(link string, busy, solving bool) bool {
	if link == a.link || (busy && !solving) {
		return false
	}
	a.link = link
	return true
}

// write is the write task: cur is the address's fragment now. It returns
// the fragment to write, or false when there is nothing to write or a
// navigation's link is still to be opened.
func (a *address) write(cur string) (string, bool) {
	if a.opening > 0 || (cur != a.written && cur != a.seen) {
		return "", false
	}
	frag := "#" + a.link
	if frag == cur {
		return "", false
	}
	a.written = frag
	return frag, true
}

// fragmentOf returns the fragment of url with its '#', as location.hash
// gives it: "" when there is none or it is empty.
func fragmentOf(url string) string {
	i := strings.IndexByte(url, '#')
	if i < 0 || i == len(url)-1 {
		return ""
	}
	return url[i:]
}

// changed takes a hashchange that brought frag (its event's newURL: the
// address may hold a newer one by now, whose event follows). The game is
// to open frag and then call opened; the game's own link, or its own
// puzzle and presses, opens to what is on screen and keeps the undo list
// (play.Controller.OpenLink).
func (a *address) changed(frag string) {
	a.seen = frag
	a.opening++
}

// opened says the game has opened a link from changed (or refused a
// broken one and kept its puzzle): the next publish writes the address
// even when the link is unchanged, so that the address shows what is on
// screen and nobody copies a broken link from it.
func (a *address) opened() {
	a.opening--
	a.link = ""
}
