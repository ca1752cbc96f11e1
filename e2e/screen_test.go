package e2e

import (
	"flip/solver"
	"math"
	"testing"
)

// TestPhoneHiDPI opens the game on a phone-sized viewport at device scale
// 2: the board is square, centred and inside the screen, every button is
// on screen, and the pixels (at twice the CSS coordinates) match the board.
func TestPhoneHiDPI(t *testing.T) {
	t.Parallel()
	p := open(t, "game=flip&board=wbwbbwbwwbwbbwbw", 390, 844, 2)
	s := p.settle("phone", func(Snapshot) bool { return true })
	l := p.layout()
	if len(l.Cells) != 16 {
		t.Fatalf("%d cells", len(l.Cells))
	}
	for i, c := range l.Cells {
		if math.Abs(c.W-c.H) > 0.01 || c.X < 0 || c.Y < 0 || c.X+c.W > 390 || c.Y+c.H > 844 {
			t.Errorf("cell %d %+v is not a square inside the 390×844 viewport", i, c)
		}
	}
	mid := l.Board.X + l.Board.W/2
	if math.Abs(mid-195) > 1 {
		t.Errorf("board %+v is not centred: middle at %.1f, want 195", l.Board, mid)
	}
	for name, b := range l.Buttons {
		if b == (Rect{}) {
			continue // in the closed menu
		}
		if b.W <= 0 || b.X < 0 || b.Y < 0 || b.X+b.W > 390 || b.Y+b.H > 844 {
			t.Errorf("button %s %+v is not inside the viewport", name, b)
		}
	}
	if dpr := eval[float64](p, "window.devicePixelRatio"); dpr != 2 {
		t.Fatalf("devicePixelRatio %v, want 2", dpr)
	}
	canvasW := eval[float64](p, "document.querySelector('canvas').width")
	if canvasW < 390*2-1 {
		t.Errorf("canvas is %v device pixels wide, want %v: not sharp on HiDPI", canvasW, 390*2)
	}
	r := rulesFor(t, s, solver.Classic(solver.FlipGame))
	checkPixels(t, p.screenshot(), l, r, decode(t, r, s.Board), 2)

	// A tap on the board with a real click at CSS coordinates works at
	// scale 2 too.
	p.clickCell(l, 9)
	b := r.Apply(solver.FromBoard(decode(t, r, s.Board)), 9)
	s = p.settle("press", func(s Snapshot) bool { return s.Moves == 1 })
	checkAgainstModel(t, s, r, b.Board(), 1)

	// Touch: a tap on a cell presses it once (no second press from the
	// mouse events a browser may make up for a tap), a tap on a button
	// fires it.
	c := l.Cells[2]
	p.tap(c.X+c.W/2, c.Y+c.H/2)
	b = r.Apply(b, 2)
	s = p.settle("tap on a cell", func(s Snapshot) bool { return s.Moves >= 2 })
	checkAgainstModel(t, s, r, b.Board(), 2)
	p.waitStill()
	p.afterFrames(30) // half a second more: a click a browser made up for the tap, late
	if again := p.snapshot(); again.Moves != 2 {
		t.Fatalf("one tap made %d presses", again.Moves-1)
	}
	u := l.Buttons["undo"]
	p.tap(u.X+u.W/2, u.Y+u.H/2)
	b = r.Apply(b, 2)
	s = p.settle("tap on Undo", func(s Snapshot) bool { return s.Moves == 1 })
	checkAgainstModel(t, s, r, b.Board(), 1)
}
