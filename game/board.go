package game

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// boardRegion returns the part of the screen the board and its shadow
// cover, in device pixels: what a frame that only moves pieces redraws.
func (g *Game) boardRegion() image.Rectangle {
	b := px(g.geom.layout.Board, g.geom.scale)
	shadow := 0.0
	if len(g.geom.layout.Cells) > 0 {
		shadow = g.geom.layout.Cells[0].W * g.geom.scale * play.BoardShadow
	}
	m := 2 * g.geom.scale
	return image.Rect(int(b.X-m), int(b.Y-m), int(math.Ceil(b.X+b.W+m)), int(math.Ceil(b.Y+b.H+shadow+m)))
}

// boardImage returns the board's frame and empty cells, drawn once per
// layout and game into an image of the board region.
func (g *Game) boardImage() *ebiten.Image {
	fridge := g.view.Look == play.Handles
	key := boardKey{layout: g.geom.key, fridge: fridge}
	if g.paint.board != nil && g.paint.boardKey == key {
		return g.paint.board
	}
	if g.paint.board != nil {
		g.paint.board.Deallocate()
	}
	region := g.boardRegion()
	img := ebiten.NewImage(max(1, region.Dx()), max(1, region.Dy()))
	pal := &g.paint.pal
	img.Fill(pal.background)
	s := g.geom.scale
	l := &g.geom.layout
	shift := func(r play.Rect) play.Rect {
		return play.Rect{X: r.X - float64(region.Min.X), Y: r.Y - float64(region.Min.Y), W: r.W, H: r.H}
	}
	frame := shift(px(l.Board, s))
	cellW := 0.0
	if len(l.Cells) > 0 {
		cellW = l.Cells[0].W * s
	}
	radius := l.Padding * s * 1.2
	frameCol, cellCol, edgeCol := pal.flipFrame, pal.felt, pal.feltEdge
	if fridge {
		frameCol, cellCol, edgeCol = pal.fridgeFrame, pal.plate, pal.plateEdge
	}
	fillRoundRect(img, play.Rect{X: frame.X, Y: frame.Y + cellW*play.BoardShadow, W: frame.W, H: frame.H}, radius, color.RGBA{0, 0, 0, 0x60})
	fillRoundRect(img, frame, radius, frameCol)
	for _, c := range l.Cells {
		r := snapRect(shift(px(c, s)))
		cr := math.Max(2, r.W*0.12)
		fillRoundRect(img, r, cr, edgeCol)
		fillRoundRect(img, r.Inset(math.Max(1, math.Round(r.W*0.03))), cr*0.85, cellCol)
		if fridge {
			g.drawScrews(img, r)
		}
	}
	g.paint.board, g.paint.boardKey = img, key
	return img
}

type boardKey struct {
	layout [5]float64
	fridge bool
}

// drawBoard draws the board region: the frame and cells, the highlights,
// the pieces and the confetti, as the view says. Unless full, or the
// victory flourish runs, or the pieces' look or number of colours
// changed, it redraws only around the cells whose look changed since the
// last frame drawn: on a software GPU every pixel drawn counts
// (docs/performance.md).
func (g *Game) drawBoard(screen *ebiten.Image, full bool) {
	l := &g.geom.layout
	v := &g.view
	if len(l.Cells) == 0 || l.Cells[0].W <= 0 || len(v.Cells) != len(l.Cells) {
		return
	}
	region := g.boardRegion()
	was, now := &g.drawn, &g.wanted
	partial := !full && !now.celebrating && !was.celebrating && was.look == now.look && was.colours == now.colours &&
		len(was.cells) == len(now.cells) && g.paint.board != nil && g.paint.boardKey == (boardKey{layout: g.geom.key, fridge: v.Look == play.Handles})
	if !partial {
		g.paintBoard(screen, region, nil)
		if v.Flair.Celebrating {
			g.drawConfetti(screen.SubImage(region).(*ebiten.Image), v.Flair.Celebration, v.Flair.Small)
		}
		return
	}
	var dirty []image.Rectangle
	for i := range now.cells {
		if now.cells[i] != was.cells[i] {
			dirty = append(dirty, g.cellReach(i).Intersect(region))
		}
	}
	for _, r := range mergeRects(dirty) {
		g.paintBoard(screen, r, func(i int) bool { return g.cellReach(i).Overlaps(r) })
	}
}

// cellReach returns the pixels cell i's drawing can touch: the cell and
// a margin around it for a lifted piece, its shadow and the rings.
func (g *Game) cellReach(i int) image.Rectangle {
	r := px(g.geom.layout.Cells[i], g.geom.scale)
	m := math.Ceil(r.W*0.25) + 2
	return image.Rect(int(math.Floor(r.X-m)), int(math.Floor(r.Y-m)), int(math.Ceil(r.X+r.W+m)), int(math.Ceil(r.Y+r.H+m)))
}

// mergeRects merges rectangles that overlap when their union's bounding
// box is no larger than the two together, so that a run of neighbouring
// cells is redrawn as one strip but a row and a column stay two.
func mergeRects(rs []image.Rectangle) []image.Rectangle {
	out := append([]image.Rectangle(nil), rs...)
	area := func(r image.Rectangle) int { return r.Dx() * r.Dy() }
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(out) && !merged; i++ {
			for j := i + 1; j < len(out); j++ {
				u := out[i].Union(out[j])
				if out[i].Overlaps(out[j]) && area(u) <= area(out[i])+area(out[j]) {
					out[i] = u
					out = append(out[:j], out[j+1:]...)
					merged = true
					break
				}
			}
		}
	}
	return out
}

// paintBoard draws, clipped to clip, the frame and empty cells and then
// the highlights, pieces and rings of the cells for which only is true
// (all if only is nil), in the order a whole board is drawn.
func (g *Game) paintBoard(screen *ebiten.Image, clip image.Rectangle, only func(int) bool) {
	s := g.geom.scale
	l := &g.geom.layout
	v := &g.view
	region := g.boardRegion()
	dst := screen.SubImage(clip).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(region.Min.X), float64(region.Min.Y))
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(g.boardImage(), op)

	cellW := l.Cells[0].W * s
	sp := g.paint.sprites
	pal := &g.paint.pal
	fl := v.Flair
	use := func(i int) bool { return only == nil || only(i) }

	// What Solve presses next; what a press where the player points
	// would change.
	for i, c := range v.Cells {
		if !use(i) {
			continue
		}
		r := px(l.Cells[i], s)
		switch {
		case c.StepHits:
			sp.tintCell(dst, r, withAlpha(pal.accent, 0.2))
		case c.Pointed:
			sp.tintCell(dst, r, withAlpha(pal.accent, 0.34))
		case c.Reach:
			sp.tintCell(dst, r, withAlpha(pal.accent, 0.22))
		case c.Waste > 0:
			// The look back: a press the player made in vain.
			sp.tintCell(dst, r, withAlpha(pal.warn, 0.42))
		case c.Area:
			// The row the first Hint rings.
			sp.tintCell(dst, r, withAlpha(pal.hint, 0.38))
		case c.Marked && v.Look == play.Handles:
			// On steel a violet tint reads; on green felt it turns the
			// grey-blue of the pointer's, so discs get the brackets alone.
			sp.tintCell(dst, r, withAlpha(pal.quiet, 0.28))
		}
	}

	// The pieces: in two colours as they always were, in more with
	// colours.go's.
	k := colourCount(v.Colours)
	if k > 2 && only == nil {
		sp.prepareColours(v.Look, k)
	}
	for i, c := range v.Cells {
		if !use(i) {
			continue
		}
		r := px(l.Cells[i], s)
		cx, cy := r.Center()
		bounce := 0.0
		if fl.Celebrating && !fl.Small {
			bounce = celebrationBounce(fl.Celebration, l.Cells[i], l)
		}
		switch {
		case k > 2 && v.Look == play.Handles:
			sp.drawColourHandle(dst, cx, cy, r.W, k, c.From, c.Colour, c.Turn, bounce)
		case k > 2:
			sp.drawColourDisc(dst, cx, cy, r.W, k, c.From, c.Colour, c.Turn, bounce)
		case v.Look == play.Handles:
			sp.drawHandle(dst, cx, cy, r.W, c.Piece, c.Turn, bounce)
		default:
			sp.drawDisc(dst, cx, cy, r.W, c.Piece, c.Turn, bounce)
		}
	}

	// Rings on top: the certificate's corner brackets, the pointer,
	// Solve's next press, the hint, the coach's, the cursor.
	for i, c := range v.Cells {
		if !use(i) {
			continue
		}
		r := px(l.Cells[i], s)
		if c.Marked {
			drawBrackets(dst, snapRect(r), pal.quiet, pal.quietHalo)
		}
		if c.Weight > 0 {
			g.drawWeight(dst, r, c.Weight)
		}
		if c.Pointed && !c.Cursor {
			sp.ringCell(dst, r, 0, withAlpha(pal.accent, 0.9))
		}
		if c.Step {
			sp.ringCell(dst, r, cellW*0.02, pal.accent)
		}
		if c.Hint {
			sp.ringCell(dst, r, cellW*0.02, withAlpha(pal.hint, fl.HintPulse))
		}
		if c.Coach {
			sp.coachMark(dst, r)
		}
		if c.About {
			sp.ringCell(dst, r, -cellW*0.04, withAlpha(pal.coach, 0.8))
		}
		if c.Added {
			// Inside the cell's edge, so that the rings of neighbours
			// stay apart on a large board.
			sp.ringCell(dst, r, -cellW*0.05, pal.accent)
		}
		if c.Waste > 0 {
			g.drawBadge(dst, r, fmt.Sprintf("%d×", c.Waste))
		}
		if c.Cursor {
			sp.ringCell(dst, r, cellW*0.07, pal.text)
		}
	}
}

// drawBadge writes s in a small tag at the top right of cell r (device
// pixels): how many times the look back's wasted press was made.
func (g *Game) drawBadge(dst *ebiten.Image, r play.Rect, s string) {
	pal := &g.paint.pal
	size := math.Max(math.Round(r.W*0.26), math.Round(play.MinTextSize*g.geom.scale*0.9))
	w := g.paint.text.advance(s, size, true) + size*0.5
	h := size * 1.25
	tag := snapRect(play.Rect{X: r.X + r.W - w - r.W*0.04, Y: r.Y + r.W*0.04, W: w, H: h})
	fillRoundRect(dst, tag, h/2, pal.warn)
	g.paint.text.draw(dst, s, size, true, tag.X+tag.W/2, tag.Y+tag.H/2, alignCenter, 0, pal.background)
}

// drawWeight writes a marked cell's weight in the proof of K colours,
// "×2", in a tag of the brackets' colour at the bottom left of cell r.
func (g *Game) drawWeight(dst *ebiten.Image, r play.Rect, w int) {
	pal := &g.paint.pal
	s := fmt.Sprintf("×%d", w)
	size := math.Max(math.Round(r.W*0.26), math.Round(play.MinTextSize*g.geom.scale*0.9))
	tw := g.paint.text.advance(s, size, true) + size*0.5
	h := size * 1.25
	tag := snapRect(play.Rect{X: r.X + r.W*0.04, Y: r.Y + r.H - h - r.W*0.04, W: tw, H: h})
	fillRoundRect(dst, tag, h/2, pal.quiet)
	g.paint.text.draw(dst, s, size, true, tag.X+tag.W/2, tag.Y+tag.H/2, alignCenter, 0, pal.background)
}

// drawBrackets draws four corner brackets around r: the mark of a cell in
// the set that proves the position cannot be solved. Brackets, not a
// ring, so that they read apart from the pointer's and the hint's rings.
func drawBrackets(dst *ebiten.Image, r play.Rect, clr, halo color.RGBA) {
	t := math.Max(2, math.Round(r.W*0.06))
	n := math.Round(r.W * 0.3)
	x0, y0, x1, y1 := r.X, r.Y, r.X+r.W-t, r.Y+r.H-t
	bars := []play.Rect{
		{X: x0, Y: y0, W: n, H: t}, {X: x0, Y: y0, W: t, H: n},
		{X: r.X + r.W - n, Y: y0, W: n, H: t}, {X: x1, Y: y0, W: t, H: n},
		{X: x0, Y: y1, W: n, H: t}, {X: x0, Y: r.Y + r.H - n, W: t, H: n},
		{X: r.X + r.W - n, Y: y1, W: n, H: t}, {X: x1, Y: r.Y + r.H - n, W: t, H: n},
	}
	if halo.A > 0 {
		// A halo, where the violet alone would not stand out from the
		// board (the light theme's felt).
		h := math.Max(1, math.Round(t*0.4))
		for _, b := range bars {
			fillRect(dst, b.Inset(-h), halo, ebiten.BlendSourceOver)
		}
	}
	for _, b := range bars {
		fillRect(dst, b, clr, ebiten.BlendSourceOver)
	}
}

// drawScrews draws the four screws of a steel plate.
func (g *Game) drawScrews(dst *ebiten.Image, r play.Rect) {
	d := r.W * 0.13
	screw := g.paint.sprites.steelPieces().screw
	b := screw.Bounds()
	for _, p := range [4][2]float64{{r.X + d, r.Y + d}, {r.X + r.W - d, r.Y + d}, {r.X + d, r.Y + r.H - d}, {r.X + r.W - d, r.Y + r.H - d}} {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(p[0]-float64(b.Dx())/2), math.Round(p[1]-float64(b.Dy())/2))
		dst.DrawImage(screw, op)
	}
}

// celebrationBounce lifts each piece in turn, in a wave out from the
// board's centre.
func celebrationBounce(t float64, cell play.Rect, l *play.Layout) float64 {
	bx, by := l.Board.Center()
	cx, cy := cell.Center()
	d := math.Hypot(cx-bx, cy-by) / (l.Board.W / 2) // 0 at the centre, ~1.4 in the corners
	x := t*2.2 - d*0.5
	if x < 0 || x > 0.6 {
		return 0
	}
	return 0.16 * math.Sin(math.Pi*x/0.6)
}
