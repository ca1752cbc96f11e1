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
// the board and its cells, and the buttons. All in CSS pixels.
type Layout struct {
	W, H      float64 // the viewport
	Landscape bool    // the panel stands beside the board rather than below it

	Title            Rect // the header's first line
	HowTo            Rect // room for the how-to text on two lines
	Status           Rect // the status line
	Detail           Rect // room for the notice or the keys on up to three lines
	Board            Rect // the board's frame
	Cells            []Rect
	Buttons          [NumButtons]Rect
	Overlay          Rect // the Puzzle facts panel, over the game
	ParLabel         Rect // between the par buttons
	SizeLabel        Rect // between the size buttons
	TitleSize        float64
	TextSize         float64         // status and how-to text
	ButtonTextSize   float64         // the largest size of a button's label; the renderer draws each row's at one size
	CaptionSize      float64         // the caption over the par and the size
	ButtonRow        [NumButtons]int // the row of buttons each stands in, from the top
	ButtonRows       int
	Cols, Rows       int
	CellGap, Padding float64
}

// MinTextSize is the smallest size of anything the player must read, in
// CSS pixels.
const MinTextSize = 11

// MinTouch is the least width and height of a button on a phone of 390
// CSS pixels or wider, in CSS pixels.
const MinTouch = 44

// minPanel is the least width of the panel beside the board, in CSS
// pixels: as wide as a 320-px phone's.
const minPanel = 300

// LineSpacing is the distance between the lines of text wrapped in one
// rectangle, in units of the text's size.
const LineSpacing = 1.25

// TwoLines is the height of Layout.HowTo and Layout.Detail in units of
// TextSize: two lines LineSpacing apart, with an eighth of TextSize as
// margin above and below. Narrow panels need both lines; on one line the
// text would shrink past reading.
const TwoLines = 2*LineSpacing + 0.25

// ThreeLines is the height of Layout.Detail in units of TextSize: the
// explanation of an impossible position needs three lines on a phone to
// stay at MinTextSize.
const ThreeLines = 3*LineSpacing + 0.25

// row is one line of controls: a button, or a label where button < 0.
type slot struct {
	button Button
	label  *Rect
	weight float64
}

// Compute lays out a viewport of w×h CSS pixels for a board of cols×rows.
func Compute(w, h float64, cols, rows int) Layout {
	l := Layout{W: w, H: h, Cols: cols, Rows: rows}
	short := math.Min(w, h)
	m := clamp(short*0.035, 8, 22)
	l.Landscape = w >= h*1.15 && w >= 560

	// BtnNext and BtnSkip share a place: the view shows one at a time.
	// Five rows, so that on a 390-px phone every button, the arrows
	// included, is at least MinTouch wide, and on a 320-px one the
	// longest label of each row fits at MinTextSize.
	rowsOf := [][]slot{
		{{BtnSolve, nil, 1}, {BtnPace, nil, 1}, {BtnHint, nil, 1}, {BtnUndo, nil, 1}, {BtnRedo, nil, 1}, {BtnReset, nil, 1}},
		{{BtnNew, nil, 1}, {BtnParDown, nil, 0.8}, {0, &l.ParLabel, 1.2}, {BtnParUp, nil, 0.8}, {BtnFix, nil, 1}},
		{{BtnSizeDown, nil, 0.8}, {0, &l.SizeLabel, 1.2}, {BtnSizeUp, nil, 0.8}, {BtnShape, nil, 2}},
		{{BtnGame, nil, 0.95}, {BtnEdit, nil, 0.95}, {BtnFacts, nil, 0.95}, {BtnTorus, nil, 1.2}, {BtnTheme, nil, 1.7}},
		{{BtnNext, nil, 1.5}, {BtnDaily, nil, 1}, {BtnShare, nil, 1}, {BtnStats, nil, 1}, {BtnHelp, nil, 1}},
	}
	l.ButtonRows = len(rowsOf)

	var panelW, panelX float64
	if l.Landscape {
		// The panel keeps minPanel: narrower, its words would not fit
		// at MinTextSize.
		side := math.Min(math.Min(h-2*m, w*0.6), w-3*m-minPanel)
		panelW = math.Min(w-3*m-side, 520)
		l.Board = Rect{X: m + math.Max(0, (w-3*m-side-panelW)/2), Y: (h - side) / 2, W: side, H: side}
		panelX = l.Board.X + side + m
	} else {
		panelW = math.Min(w-2*m, 560)
		panelX = (w - panelW) / 2
	}
	l.TitleSize = clamp(panelW*0.065, 18, 30)
	l.TextSize = clamp(panelW*0.034, 12, 17)
	bh := clamp(math.Min(h*0.065, panelW*0.125), 32, 48)
	l.ButtonTextSize = clamp(bh*0.36, MinTextSize, 16)
	l.CaptionSize = math.Max(MinTextSize, l.ButtonTextSize*0.72)
	gap := math.Round(bh * 0.2)

	headerH := l.TitleSize*1.25 + l.TextSize*TwoLines
	statusH := l.TextSize*1.35*1.5 + l.TextSize*ThreeLines
	buttonsH := float64(len(rowsOf))*bh + float64(len(rowsOf)-1)*gap

	var y float64
	if l.Landscape {
		total := headerH + m + statusH + m + buttonsH
		y = math.Max(m, (h-total)/2)
	} else {
		y = m
	}
	l.Title = Rect{panelX, y, panelW, l.TitleSize * 1.25}
	l.HowTo = Rect{panelX, y + l.Title.H, panelW, l.TextSize * TwoLines}
	y += headerH + m*0.6
	l.Status = Rect{panelX, y, panelW, l.TextSize * 1.35 * 1.5}
	l.Detail = Rect{panelX, y + l.Status.H, panelW, l.TextSize * ThreeLines}
	y += statusH + m*0.6

	if !l.Landscape {
		// Header, board and buttons stand in one column, centred
		// vertically when the board cannot use all the height.
		side := math.Max(0, math.Min(w-2*m, h-m-buttonsH-m-y))
		slack := (h - m - buttonsH - m - y - side) / 2
		if slack > 0 {
			l.Title.Y += slack
			l.HowTo.Y += slack
			l.Status.Y += slack
			l.Detail.Y += slack
			y += slack
		}
		l.Board = Rect{X: (w - side) / 2, Y: y, W: side, H: side}
		y += side + m
	}
	for ri, row := range rowsOf {
		total := 0.0
		for _, s := range row {
			total += s.weight
		}
		unit := (panelW - gap*float64(len(row)-1)) / total
		x := panelX
		for _, s := range row {
			r := Rect{math.Round(x), math.Round(y), math.Round(unit * s.weight), bh}
			switch {
			case s.label != nil:
				*s.label = r
			case s.button == BtnNext:
				l.Buttons[BtnNext], l.Buttons[BtnSkip] = r, r
				l.ButtonRow[BtnNext], l.ButtonRow[BtnSkip] = ri, ri
			default:
				l.Buttons[s.button] = r
				l.ButtonRow[s.button] = ri
			}
			x += unit*s.weight + gap
		}
		y += bh + gap
	}
	l.placeCells()
	ow, oh := math.Min(w-2*m, 640), math.Min(h-2*m, 560)
	l.Overlay = Rect{math.Round((w - ow) / 2), math.Round((h - oh) / 2), math.Round(ow), math.Round(oh)}
	return l
}

// placeCells lays out the cells inside the board's square, keeping each
// cell square for boards that are not.
func (l *Layout) placeCells() {
	side := l.Board.W
	l.Padding = side * 0.035
	inner := side - 2*l.Padding
	n := float64(max(l.Cols, l.Rows))
	cell := inner / (n + (n-1)*0.1)
	l.CellGap = cell * 0.1
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
// buttons that share a place (Next and Skip) are told apart by which one
// the view shows.
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
}

// Page returns the layout as the page reports it.
func (l *Layout) Page() PageLayout {
	p := PageLayout{Cells: l.Cells, Buttons: make(map[string]Rect, NumButtons), Board: l.Board}
	for b := range NumButtons {
		p.Buttons[b.Name()] = l.Buttons[b]
	}
	return p
}
