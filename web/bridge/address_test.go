package bridge

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// addressWorld is a model of the page around an address: the address
// bar, the browser's queue of input (hashchange events and clicks), the
// write tasks queued by setTimeout, and the game's own queue (what Post
// and a frame's input run). Each queue keeps its order; which one runs
// next is up to the test's random source, as it is up to the browser.
type addressWorld struct {
	a       *address
	hash    string   // the address's fragment
	link    string   // the game's link: what is on screen
	input   []string // "#frag" for a hashchange, "press" for a click
	writes  int      // write tasks queued
	game    []func() // the game's queue
	want    string   // the link the player's last action leads to
	presses int
	log     []string
	// What the page can know, kept by the model: the fragment it last
	// wrote, the one the last delivered hashchange brought, and the
	// links delivered and not yet opened by the game.
	wrote, brought string
	toOpen         int
	broke          string // the first broken rule, for the test to report
}

// canon is the game's link for an opened fragment: links from outside
// are rewritten in the game's own form; "bad…" is a broken link, which
// leaves the puzzle as it was.
func canon(frag string) (string, bool) {
	f := strings.TrimPrefix(frag, "#")
	if strings.HasPrefix(f, "bad") {
		return "", false
	}
	if !strings.HasSuffix(f, "!") {
		f += "!"
	}
	return f, true
}

func (w *addressWorld) publish(busy bool) {
	if w.a.publish(w.link, busy, false) {
		w.writes++
	}
}

// navigate is the player (or a script) writing frag into the address.
func (w *addressWorld) navigate(frag string) {
	w.log = append(w.log, "navigate "+frag)
	if frag == w.hash {
		return // the browser fires no hashchange for the same fragment
	}
	w.hash = frag
	w.input = append(w.input, frag)
	if l, ok := canon(frag); ok {
		w.want = l
	}
}

// click is a press on the board: the game's link moves on.
func (w *addressWorld) click() {
	w.presses++
	l := fmt.Sprintf("p%d!", w.presses)
	w.log = append(w.log, "click "+l)
	w.input = append(w.input, "press "+l)
	w.want = l
}

// step runs one queued thing, chosen by r; it reports false when nothing
// is queued.
func (w *addressWorld) step(r *rand.Rand) bool {
	var ready []func()
	if len(w.input) > 0 {
		ready = append(ready, func() {
			ev := w.input[0]
			w.input = w.input[1:]
			if l, ok := strings.CutPrefix(ev, "press "); ok {
				w.log = append(w.log, "input "+ev)
				w.game = append(w.game, func() {
					w.link = l
					w.publish(true)
					// The pieces settle in a later frame.
					w.game = append(w.game, func() { w.publish(false) })
				})
				return
			}
			// A hashchange brings its navigation's fragment.
			frag := ev
			w.log = append(w.log, "hashchange "+frag)
			w.a.changed(frag)
			w.brought = frag
			w.toOpen++
			w.game = append(w.game, func() {
				w.toOpen--
				if l, ok := canon(frag); ok {
					w.link = l
				}
				w.a.opened()
				w.publish(false)
			})
		})
	}
	if w.writes > 0 {
		ready = append(ready, func() {
			w.writes--
			if frag, ok := w.a.write(w.hash); ok {
				w.log = append(w.log, "write "+frag)
				// A write never puts an older link over one the game
				// is still to open, nor over a navigation whose
				// event is still to come (unless the address holds
				// a fragment the page knew: then nothing tells them
				// apart, and the event, when it comes, opens it).
				switch {
				case w.broke != "":
				case w.toOpen > 0:
					w.broke = "a write while a link is still to be opened"
				case w.hash != w.wrote && w.hash != w.brought:
					w.broke = "a write over a navigation whose event is still to come"
				}
				w.hash, w.wrote = frag, frag
			}
		})
	}
	if len(w.game) > 0 {
		ready = append(ready, func() {
			f := w.game[0]
			w.game = w.game[1:]
			f()
		})
	}
	if len(ready) == 0 {
		return false
	}
	ready[r.IntN(len(ready))]()
	return true
}

// TestAddressFollowsTheNewest is a property test over random
// interleavings of the game's publishes, its write tasks, clicks and
// links written into the address: once everything queued has run, the
// game shows the link the player's last action leads to (a broken link
// leaves the puzzle), and the address shows the game's link; on the way,
// no write puts an older link over a newer one.
func TestAddressFollowsTheNewest(t *testing.T) {
	frags := []string{"#a", "#b!", "#bad", "#p1!", "#p2!", ""}
	for seed := range uint64(20000) {
		r := rand.New(rand.NewPCG(seed, 1))
		w := &addressWorld{hash: "#start", link: "start!", want: "start!"}
		w.a = newAddress(w.hash)
		w.wrote, w.brought = w.hash, w.hash
		w.publish(false) // the first frame's link, in the game's form
		for range 4 + r.IntN(12) {
			switch r.IntN(4) {
			case 0:
				w.navigate(frags[r.IntN(len(frags))])
			case 1:
				w.click()
			default:
				w.step(r)
			}
		}
		for w.step(r) {
		}
		if w.broke != "" {
			t.Fatalf("seed %d: %s\n%s", seed, w.broke, strings.Join(w.log, "\n"))
		}
		if w.link != w.want || w.hash != "#"+w.link {
			t.Fatalf("seed %d: the game shows %q and the address %q; the player's last action leads to %q\n%s",
				seed, w.link, w.hash, w.want, strings.Join(w.log, "\n"))
		}
	}
}

// TestAddressWaitsForTheBoard: while a press's pieces turn over the
// address is not written; while Solve plays, each step is.
func TestAddressWaitsForTheBoard(t *testing.T) {
	a := newAddress("")
	if a.publish("x", true, false) {
		t.Fatal("a write was queued while the pieces turn over")
	}
	if !a.publish("x", false, false) {
		t.Fatal("no write once the board is still")
	}
	if frag, ok := a.write(""); !ok || frag != "#x" {
		t.Fatalf("write gave %q %v", frag, ok)
	}
	if !a.publish("y", true, true) {
		t.Fatal("no write for a step of Solve")
	}
	if a.publish("y", false, false) {
		t.Fatal("a second write for the same link")
	}
}

func TestFragmentOf(t *testing.T) {
	for url, want := range map[string]string{
		"http://h/p":           "",
		"http://h/p#":          "",
		"http://h/p#game=flip": "#game=flip",
		"http://h/p#a#b":       "#a#b",
	} {
		if got := fragmentOf(url); got != want {
			t.Errorf("fragmentOf(%q) = %q, want %q", url, got, want)
		}
	}
}
