package play_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestCountingAcrossFrames: on a board without a table, a press shows at
// once, and the presses to go are worked out in a slice of each frame
// (made tiny here, so that it takes many): meanwhile the status says so,
// the snapshot is busy and the announcement waits; then they match an
// independent solve, and the announcement goes out once, with them. A
// press made while counting starts the count over for the new position.
func TestCountingAcrossFrames(t *testing.T) {
	defer play.SetCountSlice(time.Nanosecond)()
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true})
	start := r.RandomSolvable(newRNG(3))
	c := newController(r, start.Board())
	now := t0
	c.View(now)
	par, _ := c.Par()
	_, seq0 := c.Screen().Announcement()

	c.Do(press(40), now)
	v := c.View(now)
	if !strings.Contains(v.Panel.Status, "… to go") || !v.State.Busy || v.State.Optimal != -1 {
		t.Fatalf("right after the press: status %q, busy %v, optimal %d; want the count under way", v.Panel.Status, v.State.Busy, v.State.Optimal)
	}
	if _, seq := c.Screen().Announcement(); seq != seq0 {
		t.Fatalf("the press was announced before its presses to go were known")
	}
	// A second press while counting: the count starts over for it.
	now += time.Millisecond
	c.Do(press(7), now)
	board := applyAll(r, start.Board(), 40, 7)
	frames := 0
	for v = c.View(now); v.State.Busy; v = c.View(now) {
		if frames++; frames > 100000 {
			t.Fatal("still counting after 100,000 frames")
		}
		now += 16 * time.Millisecond
		c.Tick(now)
	}
	if frames < 3 {
		t.Errorf("counted in %d frames: the slices were not used", frames)
	}
	a, err := r.Solve(solver.FromBoard(board))
	if err != nil {
		t.Fatal(err)
	}
	n := len(a.Presses)
	if v.State.Optimal != n || !v.State.Proven || !strings.Contains(v.Panel.Status, fmt.Sprintf("%d to go", n)) {
		t.Errorf("after counting: optimal %d (proven %v), status %q; the solver says %d", v.State.Optimal, v.State.Proven, v.Panel.Status, n)
	}
	words, seq := c.Screen().Announcement()
	want := fmt.Sprintf("Row 1, column 8 pressed. Par %d, %d to go.", par, n)
	if seq != seq0+1 || words != want {
		t.Errorf("announced %q (%d announcements), want %q once", words, seq-seq0, want)
	}
	// Hint and Solve use what the count found: the hint is the first
	// press of the answer Solve plays, its row first, then the cell.
	c.Do(play.Intent{Action: play.ActHint}, now)
	if st, area := c.View(now).State, rowOf(r.Width(), a.Presses[0]); st.Hint != -1 || !slices.Equal(st.HintArea, area) {
		t.Errorf("first hint: cell %d, area %v; want no cell and %v, the row of the first press of %v", st.Hint, st.HintArea, area, a.Presses)
	}
	c.Do(play.Intent{Action: play.ActHint}, now)
	if h := c.View(now).State.Hint; h != a.Presses[0] {
		t.Errorf("hint %d, want %d, the first press of %v", h, a.Presses[0], a.Presses)
	}
}

// TestFixAfterPresses: presses in an impossible position keep its
// syndromes, so the explanation reuses the search for them; Fix still
// turns over what MakeSolvable picks for the very position on screen.
func TestFixAfterPresses(t *testing.T) {
	for _, spec := range []solver.Spec{
		{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true},
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross},
		{Game: solver.Fridge, Width: 5, Height: 5, Shape: solver.Cross},
	} {
		r := solver.MustNew(spec)
		for seed := range uint64(6) {
			fixAfterPresses(t, r, seed)
		}
	}
}

func fixAfterPresses(t *testing.T, r *solver.Rules, seed uint64) {
	rng := newRNG(11 + seed)
	var b solver.Board
	for {
		for i := range r.Cells() {
			b.Set(i, rng.IntN(2) == 1)
		}
		if _, err := r.Solve(solver.FromBoard(b)); err != nil {
			break
		}
	}
	c := newController(r, b)
	now := t0
	if v := c.View(now); v.State.Optimal != -1 || !strings.Contains(v.Panel.Detail.Text, "Fix: turn over") {
		t.Fatalf("%v: impossible start: optimal %d, words %q", r.Spec(), v.State.Optimal, v.Panel.Detail.Text)
	}
	for range 3 {
		cell := rng.IntN(r.Cells())
		c.Do(press(cell), now)
		b = r.Apply(solver.FromBoard(b), cell).Board()
		for c.View(now).State.Busy {
			now += 16 * time.Millisecond
			c.Tick(now)
		}
		if v := c.View(now); !strings.Contains(v.Panel.Detail.Text, "Fix: turn over") {
			t.Fatalf("%v: after pressing %d: words %q", r.Spec(), cell, v.Panel.Detail.Text)
		}
	}
	want, _, err := r.MakeSolvable(solver.FromBoard(b))
	if err != nil {
		t.Fatal(err)
	}
	c.Do(play.Intent{Action: play.ActFix}, now)
	fixed := b
	for _, cell := range want {
		fixed.Set(cell, !fixed.Get(cell))
	}
	if got := c.Shelf().Model().Board(); got != fixed {
		t.Errorf("%v: Fix turned over something other than MakeSolvable's %v for the position on screen", r.Spec(), want)
	}
	if _, err := r.Solve(solver.FromBoard(c.Shelf().Model().Board())); err != nil {
		t.Errorf("%v: after Fix: %v", r.Spec(), err)
	}
}
