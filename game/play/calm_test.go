package play_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestHintSaysItsPrice checks that the first Hint on a puzzle says that a
// helped puzzle is not the player's solve, later ones (either step) do not
// repeat it, and the finish says who made the presses and with how much
// help: "Solved in 4 presses with 8 hints — par 4" when the player did
// after hints, "Solved with help" for such a game saved before hints were
// counted, "Solved by the solver" when Solve did.
func TestHintSaysItsPrice(t *testing.T) {
	r := classics[0]
	start := puzzle(t, r, 4, newRNG(5))
	answer, err := r.Solution(solver.FromBoard(start))
	if err != nil {
		t.Fatal(err)
	}
	st := &memStore{m: map[string]string{}}
	c := newController(r, start)
	c.Restore(st)
	now := t0
	c.Do(act(play.ActHint), now)
	if n := c.Screen().Notice().Text; !strings.Contains(n, play.HelpedNote) {
		t.Errorf("first hint says %q, want the price %q", n, play.HelpedNote)
	}
	if said, _ := c.Screen().Announcement(); !strings.Contains(said, play.HelpedNote) {
		t.Errorf("first hint announced %q, want the price too", said)
	}
	for i, cell := range answer {
		now += time.Second
		// Both steps of a hint on each position: the row, then the
		// cell (the puzzle's first position had its row already).
		steps := 2
		if i == 0 {
			steps = 1
		}
		for range steps {
			c.Do(act(play.ActHint), now)
			if n := c.Screen().Notice().Text; strings.Contains(n, play.HelpedNote) {
				t.Errorf("a later hint says the price again: %q", n)
			}
		}
		if sn := c.Snapshot(now); sn.Hint < 0 {
			t.Errorf("after both steps of a hint, no cell ringed: %+v", sn.HintArea)
		}
		c.Do(press(cell), now)
	}
	hints := 2 * len(answer)
	now += time.Second
	c.Tick(now)
	sn := c.Snapshot(now)
	want := fmt.Sprintf("Solved in %d presses with %d hints — par %d", len(answer), hints, len(answer))
	if sn.Status != want || sn.SolvedBy != play.SolvedBySolver || sn.Hints != hints {
		t.Errorf("the player's presses after hints finish as %q by %q with %d hints, want %q by the solver with %d", sn.Status, sn.SolvedBy, sn.Hints, want, hints)
	}
	if v := c.View(now); v.StatusKind != play.KindInfo {
		t.Errorf("the finish after hints is a %v status, want info", v.StatusKind)
	}

	// The same game saved before hints were counted: help, but no count.
	saved := st.m["flip.progress.v2"]
	count := fmt.Sprintf(`,"hints":%d`, hints)
	if !strings.Contains(saved, count) {
		t.Fatalf("the saved game has no %s: %s", count, saved)
	}
	old := newController(r, start)
	old.Restore(&memStore{m: map[string]string{"flip.progress.v2": strings.Replace(saved, count, "", 1)}})
	sn = old.Snapshot(now)
	if want := fmt.Sprintf("Solved with help · par %d · press Next", len(answer)); sn.Status != want || sn.SolvedBy != play.SolvedBySolver || sn.Hints != 0 {
		t.Errorf("an old saved game with help finishes as %q by %q with %d hints, want %q by the solver with 0", sn.Status, sn.SolvedBy, sn.Hints, want)
	}

	c = newController(r, start)
	c.Do(act(play.ActSolve), t0)
	for now = t0; c.Snapshot(now).SolvedBy == ""; now += 50 * time.Millisecond {
		c.Tick(now)
		if now > t0+time.Minute {
			t.Fatal("Solve did not finish")
		}
	}
	for end := now + 5*time.Second; now < end; now += 50 * time.Millisecond {
		c.Tick(now) // the last step's turn
	}
	if sn := c.Snapshot(now); !strings.HasPrefix(sn.Status, "Solved by the solver") {
		t.Errorf("Solve's finish says %q, want \"Solved by the solver…\"", sn.Status)
	}
}

// TestFinishedBoardInvitesNoPress checks that once the puzzle is
// finished, the cell under the pointer and the keyboard's cursor draw no
// press preview and no ring.
func TestFinishedBoardInvitesNoPress(t *testing.T) {
	r := classics[0]
	start := puzzle(t, r, 1, newRNG(9))
	answer, _ := r.Solution(solver.FromBoard(start))
	c := newController(r, start)
	c.Screen().SetHover(answer[0])
	if v := c.View(t0); !v.Cells[answer[0]].Pointed {
		t.Fatal("before the finish the pointer's cell is not pointed at: the test proves nothing")
	}
	c.Do(press(answer[0]), t0)
	now := t0 + time.Second
	c.Tick(now)
	c.Screen().SetHover(answer[0])
	c.Do(play.Intent{Action: play.ActCursor, DX: 1}, now)
	for i, cell := range c.View(now).Cells {
		if cell.Pointed || cell.Reach || cell.Cursor {
			t.Errorf("finished board: cell %d pointed %v, reach %v, cursor %v", i, cell.Pointed, cell.Reach, cell.Cursor)
		}
	}
}

// TestMenu checks the menu: Menu and Esc (with nothing else open) open
// it; closed, its buttons are hidden and play shows at most 8; the
// settings keep it open, an action on the board closes it, and the
// overlays take its place; a button in the open sheet is held by a click.
func TestMenu(t *testing.T) {
	r := classics[0]
	c := newController(r, puzzle(t, r, 4, newRNG(3)))
	shown := func() (play []play.Button) {
		for b, bv := range c.View(t0).Buttons {
			if !bv.Hidden {
				play = append(play, playButton(b))
			}
		}
		return play
	}
	inPlay := shown()
	if len(inPlay) > 8 {
		t.Errorf("%d buttons shown in play, want at most 8", len(inPlay))
	}
	for _, b := range inPlay {
		if b.InMenu() {
			t.Errorf("%s shown while the menu is closed", b.Name())
		}
	}
	open := func() bool { return c.Snapshot(t0).Overlay == play.OverlayMenu }
	c.Do(act(play.ActStop), t0) // Esc
	if !open() {
		t.Fatal("Esc with nothing open did not open the menu")
	}
	for b := range play.NumButtons {
		if b.InMenu() && c.View(t0).Buttons[b].Hidden {
			t.Errorf("%s hidden in the open menu", b.Name())
		}
	}
	// Every setting of the action table, one after another.
	for b := range play.NumButtons {
		if !b.Setting() {
			continue
		}
		if !c.Allowed(b.Action()) {
			t.Errorf("%s refused: the test shows nothing of it", b.Name())
		}
		c.Do(act(b.Action()), t0)
		if !open() {
			t.Errorf("%s closed the menu: a setting keeps it open", b.Name())
		}
	}
	if in, hold := c.Screen().PointerDown(play.Hit{Cell: -1, Button: play.BtnGame, OnButton: true, InOverlay: true}); !hold || in.Action != play.ActNone {
		t.Errorf("a click on a button in the open menu: %v, hold %v; want it held", in, hold)
	}
	if in, _ := c.Screen().PointerDown(play.Hit{Cell: 3}); in.Action != play.ActClose {
		t.Errorf("a click outside the open menu: %v, want it closed", in)
	}
	c.Do(act(play.ActEdit), t0)
	if open() || c.Shelf().Mode() != play.Editing {
		t.Errorf("Edit from the menu: menu open %v, mode %v; want the menu closed and editing", open(), c.Shelf().Mode())
	}
	c.Do(act(play.ActEdit), t0)
	c.Do(act(play.ActMenu), t0)
	c.Do(act(play.ActHelp), t0)
	if o := c.Snapshot(t0).Overlay; o != play.OverlayHelp {
		t.Errorf("Help from the menu opens %q, want help", o)
	}
	c.Do(act(play.ActStop), t0)
	if o := c.Snapshot(t0).Overlay; o != "" {
		t.Errorf("Esc over the help leaves %q open", o)
	}
	c.Do(act(play.ActMenu), t0)
	c.Do(act(play.ActMenu), t0)
	if open() {
		t.Error("Menu twice left the menu open")
	}
}

func playButton(i int) play.Button { return play.Button(i) }
