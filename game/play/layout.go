package play

import "math"

// Rect is a rectangle in CSS pixels of the viewport.
type Rect struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Contains reports whether the point (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center returns the centre of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Layout places everything on a viewport: the header, the status lines,
// the board and its cells, the buttons of play and, while it is open, the
// menu's sheet with the buttons it holds. All in CSS pixels.
type Layout struct {
	W, H      float64 // the viewport
	Landscape bool    // the panel stands beside the board rather than below it

	Title          Rect // the header's first line
	HowTo          Rect // room for the how-to text on two lines; zero where it would take room from the board
	Status         Rect // the status line
	Detail         Rect // room for the notice or the keys: three lines, or up to six where the panel has the height
	Board          Rect // the board's frame
	Cells          []Rect
	Buttons        [NumButtons]Rect // a button in the closed menu has none (a zero rectangle)
	Overlay        Rect             // the Puzzle facts, the help and the statistics, over the game
	MenuOpen       bool             // the layout has the menu open
	Menu           Rect             // the menu's sheet, zero while it is closed
	MenuTitle      Rect             // the sheet's heading line
	ParLabel       Rect             // between the par buttons, in the menu
	SizeLabel      Rect             // between the size buttons, in the menu
	TitleSize      float64
	TextSize       float64         // status and how-to text
	ButtonTextSize float64         // the largest size of a button's label; the renderer draws each row's at one size
	CaptionSize    float64         // the caption over the par and the size
	ButtonRow      [NumButtons]int // the row of buttons each stands in: the rows of play, then the menu's
	ButtonRows     int
	Cols, Rows     int
	CellGap        float64
	Padding        float64
}

// MinTextSize is the smallest size of anything the player must read, in
// CSS pixels.
const MinTextSize = 11

// MinTouch is the least width and height of a button on a phone of 390
// CSS pixels or wider, in CSS pixels.
const MinTouch = 44

// MinCellTouch is the least side of a cell, in CSS pixels, on a window of
// 320×480 or larger: the smallest target WCAG 2.2 allows (2.5.8).
const MinCellTouch = 24

// minPanel is the least width of the panel beside the board, in CSS
// pixels; under wideSheet the menu opens over the board instead.
const (
	minPanel  = 150
	wideSheet = 300
)

// BoardShadow is how far the board's shadow reaches below its frame, as
// a fraction of a cell's side; the layout keeps it, and the margin the
// renderer redraws around it and around a button, clear of the buttons
// below the board.
const BoardShadow = 0.06

// redrawMargin is the room, in CSS pixels, the renderer's redraws of the
// board and of a button take beyond them (a margin of 2 device pixels,
// the focus ring and the border), which must not meet.
const redrawMargin = 6

// LineSpacing is the distance between the lines of text wrapped in one
// rectangle, in units of the text's size.
const LineSpacing = 1.25

// TwoLines is the height of Layout.HowTo in units of TextSize: two lines
// LineSpacing apart, with an eighth of TextSize as margin above and below.
const TwoLines = 2*LineSpacing + 0.25

// ThreeLines is the height of Layout.Detail in units of TextSize: the
// explanation of an impossible position needs three lines on a phone to
// stay at MinTextSize.
const ThreeLines = 3*LineSpacing + 0.25

// slot is one place in a row of controls: a button, or a label where
// label is set.
type slot struct {
	button Button
	label  *Rect
	weight float64
}

// Compute lays out a viewport of w×h CSS pixels for a board of
// cols×rows, with the menu open or closed. The board comes first: it
// takes what the status and the buttons of play leave, and the how-to
// line is left out where it would make the board smaller.
func Compute(w, h float64, cols, rows int, menu bool) Layout {
	l := Layout{W: w, H: h, Cols: cols, Rows: rows, MenuOpen: menu}
	short := math.Min(w, h)
	m := clamp(short*0.025, 6, 22)
	l.Landscape = w >= h*1.15

	var panelW, panelX float64
	if l.Landscape {
		side := math.Min(math.Min(h-2*m, w*0.62), w-3*m-minPanel)
		panelW = math.Min(w-3*m-side, 520)
		l.Board = Rect{X: m + math.Max(0, (w-3*m-side-panelW)/2), Y: (h - side) / 2, W: side, H: side}
		panelX = l.Board.X + side + m
	} else {
		panelW = math.Min(w-2*m, 480)
		panelX = (w - panelW) / 2
	}
	l.TitleSize = clamp(panelW*0.06, 17, 28)
	l.TextSize = clamp(panelW*0.034, 12, 17)
	bh := clamp(math.Min(h*0.06, panelW*0.125), 32, 48)
	l.ButtonTextSize = clamp(bh*0.36, MinTextSize, 16)
	l.CaptionSize = math.Max(MinTextSize, l.ButtonTextSize*0.72)
	gap := math.Round(bh * 0.2)

	play := playRows(panelW)
	buttonsH := float64(len(play))*bh + float64(len(play)-1)*gap

	titleH := l.TitleSize * 1.25
	howToH := l.TextSize * TwoLines
	statusH := l.TextSize * 1.35 * 1.5
	detailH := l.TextSize * ThreeLines
	if panelW < wideSheet {
		// A narrow panel beside the board has the height for more
		// lines, and the width for fewer words on each.
		detailH = l.TextSize * (6*LineSpacing + 0.25)
	}
	header := func(howTo bool) float64 {
		hh := titleH + statusH + detailH + m*0.6
		if howTo {
			hh += howToH
		}
		return hh
	}
	howTo := true
	if !l.Landscape {
		// Keep the how-to line only where the board has its full width
		// with it.
		howTo = h-m-header(true)-m*0.6-buttonsH-2*m >= w-2*m
	} else {
		howTo = panelW >= wideSheet && header(true)+m*0.6+buttonsH <= h-2*m
	}
	if l.Landscape && panelW >= wideSheet {
		// Beside the board, the height the panel does not use goes to
		// the detail, up to six lines: a long notice (the explanation of
		// an impossible position) is then set near the size of the text
		// around it rather than squeezed into three lines.
		for n := 6.0; n > 3; n-- {
			more := l.TextSize * (n*LineSpacing + 0.25)
			if header(howTo)-detailH+more+m*0.6+buttonsH <= h-2*m {
				detailH = more
				break
			}
		}
	}
	total := header(howTo) + m*0.6 + buttonsH
	y := m
	if l.Landscape {
		y = math.Max(m, (h-total)/2)
	}
	if !l.Landscape {
		// Header, board and buttons stand in one column, centred
		// vertically when the board cannot use all the height.
		side := math.Max(0, math.Min(w-2*m, h-2*m-total-m))
		// Under the board, room for its shadow clear of the buttons.
		below := math.Max(m, side/float64(max(cols, rows))*BoardShadow+redrawMargin)
		side = math.Max(0, math.Min(side, h-2*m-total-below))
		if slack := (h - m - total - below - m - side) / 2; slack > 0 {
			y += slack
		}
		l.placeHeader(panelX, panelW, y, howTo, titleH, howToH, statusH, detailH)
		l.Board = Rect{X: (w - side) / 2, Y: y + header(howTo) + m*0.4, W: side, H: side}
		y = l.Board.Y + side + below
	} else {
		l.placeHeader(panelX, panelW, y, howTo, titleH, howToH, statusH, detailH)
		y += header(howTo) + m*0.6
	}
	playTop := y
	for ri, row := range play {
		l.placeRow(row, ri, panelX, y, panelW, bh, gap)
		y += bh + gap
	}
	l.Buttons[BtnNext], l.ButtonRow[BtnNext] = l.Buttons[BtnNew], l.ButtonRow[BtnNew]
	l.Buttons[BtnSkip], l.ButtonRow[BtnSkip] = l.Buttons[BtnHint], l.ButtonRow[BtnHint]
	l.ButtonRows = len(play) + menuRows
	l.placeCells()
	ow, oh := math.Min(w-2*m, 640), math.Min(h-2*m, 560)
	l.Overlay = Rect{math.Round((w - ow) / 2), math.Round((h - oh) / 2), math.Round(ow), math.Round(oh)}
	if menu {
		// The sheet stands over the panel above the buttons of play, so
		// Menu stays in sight to close it; beside a narrow or short
		// panel, over the board.
		region := Rect{m, m, w - 2*m, playTop - gap - m}
		if l.Landscape {
			region = Rect{panelX, m, panelW, playTop - gap - m}
			if panelW < wideSheet || region.H < l.menuLeast(region.W, gap) {
				region = Rect{m, m, panelX - 2*m, h - 2*m}
			}
		}
		l.placeMenu(region, bh, gap, len(play))
	}
	return l
}

// playRows returns the rows of the buttons of play in a panel panelW
// wide: New and Next share the first, large place, Hint and Skip the
// second (Hint has nothing to do while Solve plays); two rows (New, Hint,
// Solve; Learn, Undo, Redo, Menu), or four of two beside a narrow board.
func playRows(panelW float64) [][]slot {
	if panelW < 3*MinTouch*1.6 {
		return [][]slot{
			{{BtnNew, nil, 1}, {BtnHint, nil, 1}},
			{{BtnLearn, nil, 1}, {BtnSolve, nil, 1}},
			{{BtnUndo, nil, 1}, {BtnRedo, nil, 1}},
			{{BtnMenu, nil, 1}},
		}
	}
	return [][]slot{
		{{BtnNew, nil, 2}, {BtnHint, nil, 1}, {BtnSolve, nil, 1}},
		{{BtnLearn, nil, 1}, {BtnUndo, nil, 1}, {BtnRedo, nil, 1}, {BtnMenu, nil, 1}},
	}
}

// menuRows is the number of rows of the menu's sheet (placeMenu): the
// settings a player touches once, the tools, and the other screens.
const menuRows = 6

// placeHeader places the title, the how-to line (when howTo), the status
// and the detail from y down.
func (l *Layout) placeHeader(x, w, y float64, howTo bool, titleH, howToH, statusH, detailH float64) {
	l.Title = Rect{x, y, w, titleH}
	y += titleH
	if howTo {
		l.HowTo = Rect{x, y, w, howToH}
		y += howToH
	}
	l.Status = Rect{x, y, w, statusH}
	l.Detail = Rect{x, y + statusH, w, detailH}
}

// placeRow places one row of slots across w from (x, y), each as wide as
// its weight's share, and records the row index ri of its buttons.
func (l *Layout) placeRow(row []slot, ri int, x, y, w, bh, gap float64) {
	total := 0.0
	for _, s := range row {
		total += s.weight
	}
	unit := (w - gap*float64(len(row)-1)) / total
	for _, s := range row {
		r := Rect{math.Round(x), math.Round(y), math.Round(unit * s.weight), bh}
		if s.label != nil {
			*s.label = r
		} else {
			l.Buttons[s.button] = r
			l.ButtonRow[s.button] = ri
		}
		x += unit*s.weight + gap
	}
}

// menuPads returns the menu's padding and the height of its heading, on
// a sheet w wide.
func (l *Layout) menuPads(w float64) (pad, headH float64) {
	return math.Round(clamp(w*0.04, 10, 18)), l.TextSize * 2.2
}

// menuLeast is the least height of the menu's sheet w wide: its rows of
// 32 px.
func (l *Layout) menuLeast(w, gap float64) float64 {
	pad, headH := l.menuPads(w)
	return 2*pad + headH + menuRows*32 + (menuRows-1)*gap
}

// placeMenu places the open menu's sheet at the foot of region (centred
// in it beside the board), its heading and its rows of buttons, whose
// rows are numbered from first.
func (l *Layout) placeMenu(region Rect, bh, gap float64, first int) {
	rows := [][]slot{
		{{BtnGame, nil, 1}, {BtnShape, nil, 1}},
		{{BtnTorus, nil, 1}, {BtnColours, nil, 1}},
		{{BtnSizeDown, nil, 0.7}, {0, &l.SizeLabel, 1.3}, {BtnSizeUp, nil, 0.7}, {BtnTheme, nil, 1.5}},
		{{BtnParDown, nil, 0.7}, {0, &l.ParLabel, 1.3}, {BtnParUp, nil, 0.7}, {BtnPace, nil, 1.5}},
		{{BtnEdit, nil, 1}, {BtnFix, nil, 1}, {BtnReset, nil, 1}, {BtnFacts, nil, 1}},
		{{BtnDaily, nil, 1}, {BtnShare, nil, 1}, {BtnStats, nil, 1}, {BtnHelp, nil, 1}},
	}
	n := float64(len(rows))
	pad, headH := l.menuPads(region.W)
	// Rows as high as the region allows, from 32 px up to bh.
	rh := clamp((region.H-2*pad-headH-(n-1)*gap)/n, 32, bh)
	sheetH := math.Min(2*pad+headH+n*rh+(n-1)*gap, region.H)
	y := region.Y + region.H - sheetH
	if l.Landscape {
		y = region.Y + (region.H-sheetH)/2
	}
	l.Menu = Rect{math.Round(region.X), math.Round(y), math.Round(region.W), math.Round(sheetH)}
	l.MenuTitle = Rect{l.Menu.X + pad, l.Menu.Y + pad, l.Menu.W - 2*pad, headH}
	y = l.MenuTitle.Y + headH
	for i, row := range rows {
		l.placeRow(row, first+i, l.Menu.X+pad, y, l.Menu.W-2*pad, rh, gap)
		y += rh + gap
	}
}

// placeCells lays out the cells inside the board's square, keeping each
// cell square for boards that are not.
func (l *Layout) placeCells() {
	side := l.Board.W
	l.Padding = side * 0.03
	inner := side - 2*l.Padding
	n := float64(max(l.Cols, l.Rows))
	// Large boards keep narrower gaps, so that a 10×10 cell on a
	// 390-px phone stays above 32 px.
	gap := 0.1
	if n > 6 {
		gap = 0.07
	}
	cell := inner / (n + (n-1)*gap)
	l.CellGap = cell * gap
	pitch := cell + l.CellGap
	gridW := pitch*float64(l.Cols) - l.CellGap
	gridH := pitch*float64(l.Rows) - l.CellGap
	x0 := l.Board.X + (side-gridW)/2
	y0 := l.Board.Y + (side-gridH)/2
	// Shrink the frame to the grid for boards that are not square.
	l.Board = Rect{x0 - l.Padding, y0 - l.Padding, gridW + 2*l.Padding, gridH + 2*l.Padding}
	l.Cells = make([]Rect, l.Cols*l.Rows)
	for i := range l.Cells {
		r, c := i/l.Cols, i%l.Cols
		l.Cells[i] = Rect{x0 + float64(c)*pitch, y0 + float64(r)*pitch, cell, cell}
	}
}

// CellAt returns the cell under (x, y), or -1. A point in the gap between
// two cells belongs to neither.
func (l *Layout) CellAt(x, y float64) int {
	if !l.Board.Contains(x, y) {
		return -1
	}
	for i, r := range l.Cells {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// ButtonAt returns the button under (x, y) among those shown: two
// buttons that share a place (New and Next, Hint and Skip) are told apart
// by which one the view shows.
func (l *Layout) ButtonAt(x, y float64, shown func(Button) bool) (Button, bool) {
	for b, r := range l.Buttons {
		if r.Contains(x, y) && shown(Button(b)) {
			return Button(b), true
		}
	}
	return 0, false
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// PageLayout is what the page reports as window.flipgame.layout(), in CSS
// pixels of the viewport: every cell (row-major), every button by its
// name, and the board's frame. Like Snapshot, it is the one definition of
// that part of the page contract.
type PageLayout struct {
	Cells   []Rect          `json:"cells"`
	Buttons map[string]Rect `json:"buttons"`
	Board   Rect            `json:"board"`
	Overlay Rect            `json:"overlay"` // the panel of Puzzle facts, the help and the statistics, open or not
}

// Page returns the layout as the page reports it.
func (l *Layout) Page() PageLayout {
	p := PageLayout{Cells: l.Cells, Buttons: make(map[string]Rect, NumButtons), Board: l.Board, Overlay: l.Overlay}
	for b := range NumButtons {
		p.Buttons[b.Name()] = l.Buttons[b]
	}
	return p
}
