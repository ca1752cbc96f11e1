package game

import (
	"slices"

	"flip/game/play"
)

// drawState is what is on the screen now, place by place, in the manner
// of the draw state of Simon Tatham's puzzles: the renderer computes
// what the view wants in each place (a header line, the place of one or
// more buttons, a label, each cell of the board, the overlay), compares
// it with what it last drew there, and redraws just the places that
// differ. A place is a rectangle of the layout, not a button: Next takes
// New's place and Skip Hint's, and which of a pair shows is part of what
// is drawn there (docs/how-it-works.md: the renderer redraws only what
// changed).
//
// A drawState that is not valid knows nothing of the screen: every place
// differs from it, and the next frame draws the whole screen.
type drawState struct {
	valid   bool // the screen holds a drawing of everything below, in the current layout and theme
	overlay bool // the overlay is drawn over the game
	menu    bool // the menu's sheet is drawn over the game
	stamp   int  // under the overlay: the view's stamp drawn (the overlay's contents change with it)
	moving  bool // the last frame drawn was part of an animation, whose end the next frame draws

	texts   [numTextPlaces]textLook
	buttons []buttonLook // one per place of buttons: see buttonPlaces
	labels  [2]play.Label

	cells       []cellLook
	look        play.Look
	colours     int // K as drawn (colourCount): a colour's piece differs with K
	celebrating bool
}

// The places of text in the header and between the arrow buttons.
const (
	placeTitle = iota
	placeHowTo
	placeStatus
	placeDetail
	numTextPlaces
)

// A textLook is what a line of text shows: its words and their kind,
// and for the title the colours' cycle after it (cycle 0: none) and the
// look of its pieces.
type textLook struct {
	s     string
	kind  play.Kind
	cycle int
	look  play.Look
}

// A buttonLook is what a place of buttons shows: nothing (no button there
// is shown), or one button as the view gives it, under the pointer or
// held or not, with its label at its row's text size.
type buttonLook struct {
	shown       bool
	button      play.Button
	view        play.ButtonView
	hover, held bool
	size        float64 // device pixels
}

// A cellLook is everything a cell's part of the board shows: when two
// frames' looks of a cell are equal, its pixels are too.
type cellLook struct {
	cell  play.CellView
	pulse float64 // the hint ring's opacity, for the hinted cell
}

// buttonPlaces groups the buttons by the rectangle the layout gives
// them, in the order of their first button: each group is one place.
// Buttons with no room (a zero width) have no place.
func buttonPlaces(l *play.Layout) [][]play.Button {
	var places [][]play.Button
	for i := range play.NumButtons {
		b := play.Button(i)
		if l.Buttons[b].W <= 0 {
			continue
		}
		j := slices.IndexFunc(places, func(p []play.Button) bool { return l.Buttons[p[0]] == l.Buttons[b] })
		if j < 0 {
			places = append(places, []play.Button{b})
		} else {
			places[j] = append(places[j], b)
		}
	}
	return places
}

// want fills d with what the view wants on the screen now.
func (g *Game) want(d *drawState) {
	v := &g.view
	p := &v.Panel
	d.valid = true
	d.overlay = v.Overlay != nil
	d.menu = v.Menu
	d.stamp = 0
	if d.overlay || d.menu {
		d.stamp = v.Stamp
	}
	d.moving = v.Animating
	d.texts = [numTextPlaces]textLook{
		placeTitle:  {s: p.Title, cycle: p.Cycle, look: v.Look},
		placeHowTo:  {s: p.HowTo},
		placeStatus: {s: p.Status, kind: p.StatusKind},
		placeDetail: {s: p.Detail.Text, kind: p.Detail.Kind},
	}
	d.labels = [2]play.Label{p.Par, p.Size}

	gm := &g.geom
	if gm.sizes == nil || gm.sizesKey != p.Buttons {
		gm.sizes, gm.sizesKey = g.rowTextSizes(p), p.Buttons
	}
	sizes := gm.sizes
	d.buttons = d.buttons[:0]
	for _, place := range gm.places {
		bl := buttonLook{}
		for _, b := range place {
			if bv := p.Buttons[b]; !bv.Hidden {
				bl = buttonLook{shown: true, button: b, view: bv, size: sizes[gm.layout.ButtonRow[b]],
					hover: g.input.hovering && g.input.hoverBtn == b,
					held:  g.input.holding && g.input.held == b}
				break
			}
		}
		d.buttons = append(d.buttons, bl)
	}

	d.cells = d.cells[:0]
	for _, c := range v.Cells {
		l := cellLook{cell: c}
		if c.Hint {
			l.pulse = v.Flair.HintPulse
		}
		d.cells = append(d.cells, l)
	}
	d.look = v.Look
	d.colours = colourCount(v.Colours)
	d.celebrating = v.Flair.Celebrating
}

// same reports whether the screen drawn as d shows what w wants, so
// that a frame need draw nothing: no place differs and nothing moves.
func (d *drawState) same(w *drawState) bool {
	return d.valid && !d.moving && !w.moving && d.overlay == w.overlay && d.menu == w.menu && d.stamp == w.stamp &&
		d.texts == w.texts && d.labels == w.labels && slices.Equal(d.buttons, w.buttons) &&
		slices.Equal(d.cells, w.cells) && d.look == w.look && d.colours == w.colours && d.celebrating == w.celebrating
}

// copyFrom makes d a copy of w, reusing d's slices.
func (d *drawState) copyFrom(w *drawState) {
	buttons, cells := d.buttons, d.cells
	*d = *w
	d.buttons = append(buttons[:0], w.buttons...)
	d.cells = append(cells[:0], w.cells...)
}
