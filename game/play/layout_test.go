package play_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"flip/game/play"
)

var viewports = []struct {
	name string
	w, h float64
}{
	{"phone 360x640", 360, 640},
	{"phone 390x844", 390, 844},
	{"small 320x480", 320, 480},
	{"small sideways 480x320", 480, 320},
	{"phone sideways 844x390", 844, 390},
	{"tablet 768x1024", 768, 1024},
	{"tablet landscape 1024x768", 1024, 768},
	{"desktop 1280x800", 1280, 800},
	{"desktop 1920x1080", 1920, 1080},
	{"very wide 1600x500", 1600, 500},
	{"square 600x600", 600, 600},
}

var boardSizes = []struct{ cols, rows int }{{4, 4}, {3, 3}, {10, 10}, {5, 3}, {3, 5}}

// eps absorbs floating-point rounding in the comparisons below.
const eps = 1e-6

func inside(in, out play.Rect) bool {
	return in.X >= out.X-eps && in.Y >= out.Y-eps && in.X+in.W <= out.X+out.W+eps && in.Y+in.H <= out.Y+out.H+eps
}

// overlap reports whether a and b share any area.
func overlap(a, b play.Rect) bool {
	return a.X < b.X+b.W-eps && b.X < a.X+a.W-eps && a.Y < b.Y+b.H-eps && b.Y < a.Y+a.H-eps
}

func TestLayout(t *testing.T) {
	for _, vp := range viewports {
		for _, bs := range boardSizes {
			for _, menu := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%dx%d/menu=%v", vp.name, bs.cols, bs.rows, menu), func(t *testing.T) {
					l := play.Compute(vp.w, vp.h, bs.cols, bs.rows, menu)
					view := play.Rect{X: 0, Y: 0, W: vp.w, H: vp.h}
					testCells(t, &l, bs.cols, bs.rows)
					if l.Board.W <= 0 || l.Board.H <= 0 || !inside(l.Board, view) {
						t.Errorf("board %+v not inside the viewport %vx%v", l.Board, vp.w, vp.h)
					}
					portrait := vp.h > vp.w
					if portrait && l.Landscape {
						t.Errorf("a portrait viewport laid out as landscape")
					}
					if !l.Landscape {
						if cx, _ := l.Board.Center(); math.Abs(cx-vp.w/2) > 0.5 {
							t.Errorf("portrait board centred at x=%v, want %v", cx, vp.w/2)
						}
					}
					testButtons(t, &l, view)
				})
			}
		}
	}
}

// TestBoardFirst holds the board to its share of the screen: the larger
// part of it, a 4×4 board at least 60% of a 320-px width, and a 10×10
// cell at least MinCellTouch (24 px) from 320×480 up, either way round,
// and at least 32 px on a 390×844 phone, either way round.
func TestBoardFirst(t *testing.T) {
	for _, vp := range viewports {
		t.Run(vp.name, func(t *testing.T) {
			l := play.Compute(vp.w, vp.h, 4, 4, false)
			if vp.w == 320 && l.Board.W < 0.6*vp.w {
				t.Errorf("4×4 board %.0f px wide, want at least 60%% of %v", l.Board.W, vp.w)
			}
			// The panel: the header's lines and the box of the buttons.
			var buttons play.Rect
			for _, r := range l.Buttons {
				buttons = union(buttons, r)
			}
			rest := 0.0
			for _, r := range []play.Rect{l.Title, l.HowTo, l.Status, l.Detail, buttons} {
				rest += r.W * r.H
			}
			if board := l.Board.W * l.Board.H; board < rest {
				t.Errorf("board %.0f px², the panel %.0f px²: want the board the larger", board, rest)
			}
			big := play.Compute(vp.w, vp.h, 10, 10, false)
			least := float64(play.MinCellTouch)
			if (vp.w == 390 && vp.h == 844) || (vp.w == 844 && vp.h == 390) {
				least = 32
			}
			if c := big.Cells[0].W; c < least {
				t.Errorf("10×10 cell %.1f px, want at least %v", c, least)
			}
		})
	}
}

// union returns the smallest rectangle that holds a and b; a zero
// rectangle holds nothing.
func union(a, b play.Rect) play.Rect {
	if b.W <= 0 || b.H <= 0 {
		return a
	}
	if a.W <= 0 || a.H <= 0 {
		return b
	}
	x0, y0 := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	x1, y1 := math.Max(a.X+a.W, b.X+b.W), math.Max(a.Y+a.H, b.Y+b.H)
	return play.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// TestCalmPanel checks that play shows at most 8 buttons, each in a place
// of its own but for the pairs that share one (New and Next, Hint and
// Skip): New, Hint, Solve, Learn, Undo, Redo and Menu; and that the rest
// live in the menu.
func TestCalmPanel(t *testing.T) {
	var inPlay []play.Button
	places := 0
	for b := play.Button(0); b < play.NumButtons; b++ {
		if b.InMenu() {
			continue
		}
		inPlay = append(inPlay, b)
		places++
		for _, o := range inPlay[:len(inPlay)-1] {
			if shares(b, o) {
				places-- // shown in o's place, one at a time
				break
			}
		}
	}
	if places > 8 {
		t.Errorf("%d places for buttons in play, want at most 8", places)
	}
	want := []play.Button{play.BtnNew, play.BtnNext, play.BtnHint, play.BtnSkip, play.BtnSolve,
		play.BtnLearn, play.BtnUndo, play.BtnRedo, play.BtnMenu}
	for _, b := range want {
		if !slices.Contains(inPlay, b) {
			t.Errorf("%s is in the menu, want it in play", b.Name())
		}
	}
	for _, b := range inPlay {
		if !slices.Contains(want, b) {
			t.Errorf("%s is in play, want it in the menu", b.Name())
		}
	}
	for _, want := range []play.Button{play.BtnGame, play.BtnSizeUp, play.BtnShape, play.BtnTorus, play.BtnTheme,
		play.BtnEdit, play.BtnFix, play.BtnFacts, play.BtnDaily, play.BtnStats, play.BtnShare, play.BtnHelp, play.BtnParUp} {
		if !want.InMenu() {
			t.Errorf("%s is in play, want it in the menu", want.Name())
		}
	}
}

func testCells(t *testing.T, l *play.Layout, cols, rows int) {
	t.Helper()
	if len(l.Cells) != cols*rows {
		t.Fatalf("%d cells, want %d", len(l.Cells), cols*rows)
	}
	c0 := l.Cells[0]
	if c0.W <= 0 || math.Abs(c0.W-c0.H) > eps {
		t.Fatalf("cell 0 is %vx%v, want a square of positive size", c0.W, c0.H)
	}
	for i, c := range l.Cells {
		if math.Abs(c.W-c0.W) > eps || math.Abs(c.H-c0.H) > eps {
			t.Errorf("cell %d is %vx%v, cell 0 %vx%v: want all the same square", i, c.W, c.H, c0.W, c0.H)
		}
		if !inside(c, l.Board) {
			t.Errorf("cell %d %+v outside the board frame %+v", i, c, l.Board)
		}
		// Row-major: the next cell in a row is to the right at the same
		// height, the cell below is below at the same x.
		row, col := i/cols, i%cols
		if col+1 < cols {
			n := l.Cells[i+1]
			if !(n.X > c.X+c.W-eps) || math.Abs(n.Y-c.Y) > eps {
				t.Errorf("cell %d (row %d col %d) at %+v, cell %d at %+v: want it to the right", i, row, col, c, i+1, n)
			}
		}
		if row+1 < rows {
			n := l.Cells[i+cols]
			if !(n.Y > c.Y+c.H-eps) || math.Abs(n.X-c.X) > eps {
				t.Errorf("cell %d at %+v, cell %d at %+v: want it below", i, c, i+cols, n)
			}
		}
		if got := l.CellAt(c.Center()); got != i {
			t.Errorf("CellAt(centre of cell %d) = %d", i, got)
		}
		// The corners just inside belong to the cell too.
		if got := l.CellAt(c.X+eps*10, c.Y+eps*10); got != i {
			t.Errorf("CellAt(top-left of cell %d) = %d", i, got)
		}
	}
	for i := range l.Cells {
		for j := i + 1; j < len(l.Cells); j++ {
			if overlap(l.Cells[i], l.Cells[j]) {
				t.Fatalf("cells %d %+v and %d %+v overlap", i, l.Cells[i], j, l.Cells[j])
			}
		}
	}
	// Points in the gaps between cells and in the frame's margin hit none.
	var misses [][2]float64
	for i, c := range l.Cells {
		row, col := i/cols, i%cols
		_, cy := c.Center()
		cx, _ := c.Center()
		if col+1 < cols {
			n := l.Cells[i+1]
			misses = append(misses, [2]float64{(c.X + c.W + n.X) / 2, cy})
		}
		if row+1 < rows {
			n := l.Cells[i+cols]
			misses = append(misses, [2]float64{cx, (c.Y + c.H + n.Y) / 2})
		}
		if col+1 < cols && row+1 < rows {
			d := l.Cells[i+cols+1]
			misses = append(misses, [2]float64{(c.X + c.W + d.X) / 2, (c.Y + c.H + d.Y) / 2})
		}
	}
	first, last := l.Cells[0], l.Cells[len(l.Cells)-1]
	misses = append(misses,
		[2]float64{(l.Board.X + first.X) / 2, first.Y + first.H/2}, // the frame's left margin
		[2]float64{first.X + first.W/2, (l.Board.Y + first.Y) / 2}, // its top margin
		[2]float64{(last.X + last.W + l.Board.X + l.Board.W) / 2, last.Y + last.H/2},
		[2]float64{l.Board.X - 1, l.Board.Y + l.Board.H/2}, // outside the board
		[2]float64{l.Board.X + l.Board.W/2, l.Board.Y + l.Board.H + 1},
		[2]float64{-5, -5},
		[2]float64{l.W + 5, l.H + 5},
	)
	for _, p := range misses {
		if got := l.CellAt(p[0], p[1]); got != -1 {
			t.Errorf("CellAt(%v, %v) = %d, want -1 (a gap or outside the cells)", p[0], p[1], got)
		}
	}
}

// shares reports whether a and b share one place, shown one at a time.
func shares(a, b play.Button) bool {
	pair := func(x, y play.Button) bool { return (a == x && b == y) || (a == y && b == x) }
	return pair(play.BtnNew, play.BtnNext) || pair(play.BtnHint, play.BtnSkip)
}

func testButtons(t *testing.T, l *play.Layout, view play.Rect) {
	t.Helper()
	if l.MenuOpen {
		if !inside(l.Menu, view) || l.Menu.W <= 0 {
			t.Errorf("menu %+v not inside the viewport %vx%v", l.Menu, view.W, view.H)
		}
		if overlap(l.Menu, l.Buttons[play.BtnMenu]) {
			t.Errorf("the menu %+v covers its own button %+v, which closes it", l.Menu, l.Buttons[play.BtnMenu])
		}
	} else if l.Menu != (play.Rect{}) {
		t.Errorf("closed menu has a sheet %+v", l.Menu)
	}
	for b := play.Button(0); b < play.NumButtons; b++ {
		r := l.Buttons[b]
		if b.InMenu() && !l.MenuOpen {
			if r != (play.Rect{}) {
				t.Errorf("button %s in the closed menu at %+v, want a zero rectangle", b.Name(), r)
			}
			continue
		}
		if r.W <= 0 || r.H <= 0 {
			t.Errorf("button %s is %vx%v", b.Name(), r.W, r.H)
			continue
		}
		if !inside(r, view) {
			t.Errorf("button %s %+v outside the viewport %vx%v", b.Name(), r, view.W, view.H)
		}
		if b.InMenu() {
			if !inside(r, l.Menu) {
				t.Errorf("button %s %+v outside the menu %+v", b.Name(), r, l.Menu)
			}
		} else if overlap(r, l.Board) {
			t.Errorf("button %s %+v overlaps the board %+v", b.Name(), r, l.Board)
		} else if below := l.Board.Y + l.Board.H + l.Cells[0].W*play.BoardShadow + 6; !l.Landscape && r.Y < below-eps {
			// The board's shadow and the margins the renderer redraws
			// around it and the button must not meet.
			t.Errorf("button %s at y=%v, within the board's shadow and margins (to y=%v)", b.Name(), r.Y, below)
		}
		for o := b + 1; o < play.NumButtons; o++ {
			if shares(b, o) {
				if l.Buttons[o] != r {
					t.Errorf("%s %+v and %s %+v do not share their place", b.Name(), r, o.Name(), l.Buttons[o])
				}
				continue // one place, shown one at a time
			}
			if l.MenuOpen && b.InMenu() != o.InMenu() {
				continue // the sheet stands over the panel
			}
			if overlap(r, l.Buttons[o]) {
				t.Errorf("buttons %s %+v and %s %+v overlap", b.Name(), r, o.Name(), l.Buttons[o])
			}
		}
		for name, lab := range map[string]play.Rect{"par label": l.ParLabel, "size label": l.SizeLabel} {
			if b.InMenu() && overlap(r, lab) {
				t.Errorf("button %s %+v overlaps the %s %+v", b.Name(), r, name, lab)
			}
		}
		only := func(x play.Button) bool { return x == b }
		x, y := r.Center()
		if got, ok := l.ButtonAt(x, y, only); !ok || got != b {
			t.Errorf("ButtonAt(centre of %s) = %s, %v", b.Name(), got.Name(), ok)
		}
		if got := l.CellAt(r.Center()); got != -1 && !b.InMenu() {
			t.Errorf("CellAt(centre of button %s) = %d, want -1", b.Name(), got)
		}
	}
	all := func(play.Button) bool { return true }
	bx, by := l.Board.Center()
	if b, ok := l.ButtonAt(bx, by, all); ok && !b.InMenu() {
		t.Errorf("ButtonAt(centre of the board) = %s", b.Name())
	}
	if b, ok := l.ButtonAt(-1, -1, all); ok {
		t.Errorf("ButtonAt(-1, -1) = %s", b.Name())
	}
}

// TestLayoutLandscape checks that wide viewports put the board beside the
// panel and use the height for it.
func TestLayoutLandscape(t *testing.T) {
	for _, vp := range viewports {
		if vp.w < vp.h*1.3 || vp.w < 800 {
			continue
		}
		t.Run(vp.name, func(t *testing.T) {
			l := play.Compute(vp.w, vp.h, 4, 4, false)
			if !l.Landscape {
				t.Fatal("a wide viewport laid out as portrait")
			}
			for b := play.Button(0); b < play.NumButtons; b++ {
				if r := l.Buttons[b]; !b.InMenu() && r.X < l.Board.X+l.Board.W {
					t.Errorf("button %s at x=%v, left of the board's right edge %v", b.Name(), r.X, l.Board.X+l.Board.W)
				}
			}
			if l.Board.H < vp.h/2 {
				t.Errorf("board %v high in a %v-high viewport", l.Board.H, vp.h)
			}
		})
	}
}

func TestButtonActions(t *testing.T) {
	seenName := map[string]bool{}
	seenAction := map[play.Action]bool{}
	for b := play.Button(0); b < play.NumButtons; b++ {
		if b.Name() == "" || seenName[b.Name()] {
			t.Errorf("button %d: name %q empty or repeated", b, b.Name())
		}
		if b.Action() == play.ActNone || seenAction[b.Action()] {
			t.Errorf("button %s: action %d none or repeated", b.Name(), b.Action())
		}
		seenName[b.Name()], seenAction[b.Action()] = true, true
	}
}

// TestTouchTargets checks that on a phone of 390×844 CSS px every button,
// in play and in the open menu, is at least play.MinTouch square.
func TestTouchTargets(t *testing.T) {
	for _, bs := range boardSizes {
		l := play.Compute(390, 844, bs.cols, bs.rows, true)
		for b := play.Button(0); b < play.NumButtons; b++ {
			if r := l.Buttons[b]; r.W < play.MinTouch || r.H < play.MinTouch {
				t.Errorf("%dx%d board: button %s is %vx%v, want at least %v square", bs.cols, bs.rows, b.Name(), r.W, r.H, play.MinTouch)
			}
		}
	}
}

// TestTextSizes checks the sizes the layout gives text: nothing under
// play.MinTextSize on any viewport from 320×480 up. (The renderer's own
// test checks that each row's labels fit at one size.)
func TestTextSizes(t *testing.T) {
	for _, vp := range viewports {
		l := play.Compute(vp.w, vp.h, 4, 4, true)
		for name, s := range map[string]float64{"title": l.TitleSize, "text": l.TextSize, "button": l.ButtonTextSize, "caption": l.CaptionSize} {
			if s < play.MinTextSize {
				t.Errorf("%s: %s size %v, under %v", vp.name, name, s, play.MinTextSize)
			}
		}
		rows := map[int]float64{} // the top of each row
		for b := play.Button(0); b < play.NumButtons; b++ {
			r, y := l.ButtonRow[b], l.Buttons[b].Y
			if r < 0 || r >= l.ButtonRows {
				t.Errorf("%s: button %s in row %d of %d", vp.name, b.Name(), r, l.ButtonRows)
			}
			if top, ok := rows[r]; ok && top != y {
				t.Errorf("%s: button %s at y=%v, row %d at y=%v", vp.name, b.Name(), y, r, top)
			}
			rows[r] = y
		}
		for r := 1; r < len(rows); r++ {
			if rows[r] <= rows[r-1] && l.ButtonRow[play.BtnGame] != r {
				t.Errorf("%s: row %d at y=%v, above row %d at y=%v", vp.name, r, rows[r], r-1, rows[r-1])
			}
		}
		if len(rows) != l.ButtonRows {
			t.Errorf("%s: buttons in %d rows, layout says %d", vp.name, len(rows), l.ButtonRows)
		}
	}
}
