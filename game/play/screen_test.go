package play

import (
	"slices"
	"testing"
)

// TestScreen holds the Screen's API: a new board bounds FocusCell to its
// cells; every visible change moves Version, the preferences' too, and
// setting what is already set does not; the hint rings its row, then its
// cell, and clearHint takes both; clearNotice reports whether there was
// a message; the look back is kept for its key alone. Mutation-checked:
// Version without the preferences' changes, and FocusCell without the
// board's bound, each fail it.
func TestScreen(t *testing.T) {
	s := newScreen()
	s.newBoard(9)
	v := s.Version()
	s.FocusCell(9)
	if cell, shown := s.Cursor(); shown || s.Version() != v {
		t.Errorf("FocusCell(9) on 9 cells: cursor %d shown %v, version %d → %d", cell, shown, v, s.Version())
	}
	s.FocusCell(4)
	if cell, shown := s.Cursor(); !shown || cell != 4 || s.Version() == v {
		t.Errorf("FocusCell(4): cursor %d shown %v, version %d → %d", cell, shown, v, s.Version())
	}
	for _, set := range []func(){
		func() { s.Prefs().SetSystemTheme(true) },
		func() { s.Prefs().SetCoarsePointer(true) },
		func() { s.Prefs().setReducedMotion(true) },
		func() { s.SetHover(3) },
		func() { s.FocusButton(2) },
		func() { s.SetTouch() },
	} {
		v := s.Version()
		set()
		if s.Version() == v {
			t.Error("a change left Version as it was")
		}
		v = s.Version()
		set()
		if s.Version() != v {
			t.Error("setting again what is set moved Version")
		}
	}
	if s.Prefs().Theme() != Light || s.keyboard() {
		t.Errorf("theme %v, keyboard %v after a light system and a touch", s.Prefs().Theme(), s.keyboard())
	}

	s.ringHint(4, []int{3, 4, 5}, 10)
	if cell, at := s.Hint(); cell != -1 || at != 10 || !slices.Equal(s.hintArea(), []int{3, 4, 5}) {
		t.Errorf("the first step: ring %d at %v, row %v", cell, at, s.hintArea())
	}
	s.ringHint(4, nil, 20)
	if cell, at := s.Hint(); cell != 4 || at != 20 || s.ringed() != 4 {
		t.Errorf("the second step: ring %d at %v", cell, at)
	}
	s.clearHint()
	if s.ringed() != -1 || s.hintArea() != nil {
		t.Errorf("after clearHint: ring %d, row %v", s.ringed(), s.hintArea())
	}

	if s.clearNotice() {
		t.Error("clearNotice with no message reported one")
	}
	s.Notify(KindInfo, "hello")
	if words, _ := s.Announcement(); words != "hello" || !s.clearNotice() || s.Notice().Text != "" {
		t.Errorf("Notify then clearNotice: said %q, notice %q", words, s.Notice().Text)
	}

	key := reviewKey{}
	if _, ok := s.lookedBack(key); !ok {
		t.Error("the zero key's look back (nil) is not kept from the start")
	}
	key.presses = "x"
	rv := &review{}
	s.keepLookBack(key, rv)
	if got, ok := s.lookedBack(key); !ok || got != rv {
		t.Error("the look back kept is not found by its key")
	}
	if _, ok := s.lookedBack(reviewKey{presses: "y"}); ok {
		t.Error("a look back is found for another key")
	}
}
