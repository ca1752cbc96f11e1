package e2e

import (
	"testing"

	"flip/game/play"
)

// TestMenuSettingsOnThePage opens the menu with a real click and clicks
// each setting of the action table in turn (play.Button's Setting): each
// click is read, and the menu stays open. Before, with the menu closed,
// every button the table puts in the menu has a zero rectangle and every
// other but Next and Skip (which share New's and Hint's places) a place.
func TestMenuSettingsOnThePage(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&size=4x4&shape=cross&board=bwwbbbwbbwwbbwww", 1280, 800, 1)
	p.settle("the puzzle", func(Snapshot) bool { return true })
	l := p.layout()
	for b := range play.NumButtons {
		r := l.Buttons[b.Name()]
		switch {
		case b.InMenu() && r.W != 0:
			t.Errorf("menu closed: %s, in the menu, at %+v", b.Name(), r)
		case !b.InMenu() && b != play.BtnNext && b != play.BtnSkip && r.W <= 0:
			t.Errorf("menu closed: %s, in play, has no place: %+v", b.Name(), r)
		}
	}
	m := l.Buttons["menu"]
	p.click(m.X+m.W/2, m.Y+m.H/2)
	p.settle("the menu open", func(s Snapshot) bool { return s.Overlay == "menu" })
	settings := 0
	for b := range play.NumButtons {
		if !b.Setting() {
			continue
		}
		settings++
		r := p.layout().Buttons[b.Name()]
		if r.W <= 0 {
			t.Errorf("menu open: the setting %s has no place: %+v", b.Name(), r)
			continue
		}
		before := p.snapshot().Inputs
		p.click(r.X+r.W/2, r.Y+r.H/2)
		if s := p.settle("the click on "+b.Name(), func(s Snapshot) bool { return s.Inputs > before }); s.Overlay != "menu" {
			t.Errorf("after a click on the setting %s the overlay is %q, want the menu", b.Name(), s.Overlay)
			p.click(m.X+m.W/2, m.Y+m.H/2)
			p.settle("the menu open again", func(s Snapshot) bool { return s.Overlay == "menu" })
		}
	}
	if settings == 0 {
		t.Error("the action table has no setting")
	}
}
