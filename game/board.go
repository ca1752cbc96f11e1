package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// boardRegion returns the part of the screen the board and its shadow
// cover, in device pixels: what a frame that only moves pieces redraws.
func (g *Game) boardRegion() image.Rectangle {
	b := px(g.layout.Board, g.scale)
	shadow := 0.0
	if len(g.layout.Cells) > 0 {
		shadow = g.layout.Cells[0].W * g.scale * 0.06
	}
	m := 2 * g.scale
	return image.Rect(int(b.X-m), int(b.Y-m), int(math.Ceil(b.X+b.W+m)), int(math.Ceil(b.Y+b.H+shadow+m)))
}

// boardImage returns the board's frame and empty cells, drawn once per
// layout and game into an image of the board region.
func (g *Game) boardImage() *ebiten.Image {
	fridge := g.view.Look == play.Handles
	key := boardKey{layout: g.layoutKey, fridge: fridge}
	if g.board != nil && g.boardKey == key {
		return g.board
	}
	if g.board != nil {
		g.board.Deallocate()
	}
	region := g.boardRegion()
	img := ebiten.NewImage(max(1, region.Dx()), max(1, region.Dy()))
	img.Fill(colBackground)
	s := g.scale
	l := &g.layout
	shift := func(r play.Rect) play.Rect {
		return play.Rect{X: r.X - float64(region.Min.X), Y: r.Y - float64(region.Min.Y), W: r.W, H: r.H}
	}
	frame := shift(px(l.Board, s))
	cellW := 0.0
	if len(l.Cells) > 0 {
		cellW = l.Cells[0].W * s
	}
	radius := l.Padding * s * 1.2
	frameCol, cellCol, edgeCol := colFlipFrame, colFelt, colFeltEdge
	if fridge {
		frameCol, cellCol, edgeCol = colFridgeFrame, colPlate, colPlateEdge
	}
	fillRoundRect(img, play.Rect{X: frame.X, Y: frame.Y + cellW*0.06, W: frame.W, H: frame.H}, radius, color.RGBA{0, 0, 0, 0x60})
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
	g.board, g.boardKey = img, key
	return img
}

type boardKey struct {
	layout [4]float64
	fridge bool
}

// drawBoard draws the board region: the frame and cells, the highlights,
// the pieces and the confetti, clipped to the region, as the view says.
func (g *Game) drawBoard(screen *ebiten.Image) {
	s := g.scale
	l := &g.layout
	v := &g.view
	if len(l.Cells) == 0 || l.Cells[0].W <= 0 || len(v.Cells) != len(l.Cells) {
		return
	}
	region := g.boardRegion()
	dst := screen.SubImage(region).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(region.Min.X), float64(region.Min.Y))
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(g.boardImage(), op)

	cellW := l.Cells[0].W * s
	sp := g.sprites
	fl := v.Flair

	// What Solve presses next; what a press where the player points
	// would change.
	for i, c := range v.Cells {
		r := px(l.Cells[i], s)
		switch {
		case c.StepHits:
			sp.tintCell(dst, r, withAlpha(colAccent, 0.2))
		case c.Pointed:
			sp.tintCell(dst, r, withAlpha(colAccent, 0.34))
		case c.Reach:
			sp.tintCell(dst, r, withAlpha(colAccent, 0.22))
		case c.Marked && v.Look == play.Handles:
			// On steel a violet tint reads; on green felt it turns the
			// grey-blue of the pointer's, so discs get the brackets alone.
			sp.tintCell(dst, r, withAlpha(colQuiet, 0.28))
		}
	}

	for i, c := range v.Cells {
		r := px(l.Cells[i], s)
		cx, cy := r.Center()
		bounce := 0.0
		if fl.Celebrating && !fl.Small {
			bounce = celebrationBounce(fl.Celebration, l.Cells[i], l)
		}
		if v.Look == play.Handles {
			sp.drawHandle(dst, cx, cy, r.W, c.Piece, c.Turn, bounce)
		} else {
			sp.drawDisc(dst, cx, cy, r.W, c.Piece, c.Turn, bounce)
		}
	}

	// Rings on top: the certificate's corner brackets, the pointer,
	// Solve's next press, the hint, the cursor.
	for i, c := range v.Cells {
		r := px(l.Cells[i], s)
		if c.Marked {
			drawBrackets(dst, snapRect(r), colQuiet, colQuietHalo)
		}
		if c.Pointed && !c.Cursor {
			sp.ringCell(dst, r, 0, withAlpha(colAccent, 0.9))
		}
		if c.Step {
			sp.ringCell(dst, r, cellW*0.02, colAccent)
		}
		if c.Hint {
			sp.ringCell(dst, r, cellW*0.02, withAlpha(colHint, fl.HintPulse))
		}
		if c.Cursor {
			sp.ringCell(dst, r, cellW*0.07, colText)
		}
	}
	if fl.Celebrating {
		g.drawConfetti(dst, fl.Celebration, fl.Small)
	}
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
	screw := g.sprites.steelPieces().screw
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
