package game

import (
	"image"
	"image/color"
	"math"
	"time"

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
	fridge := !g.ctl.Rules().Game().EitherColour
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
// the pieces and the confetti, clipped to the region.
func (g *Game) drawBoard(screen *ebiten.Image, now time.Duration) {
	s := g.scale
	l := &g.layout
	if len(l.Cells) == 0 || l.Cells[0].W <= 0 {
		return
	}
	region := g.boardRegion()
	dst := screen.SubImage(region).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(region.Min.X), float64(region.Min.Y))
	op.Blend = ebiten.BlendCopy
	dst.DrawImage(g.boardImage(), op)

	rules := g.ctl.Rules()
	fridge := !rules.Game().EitherColour
	cellW := l.Cells[0].W * s
	board := g.ctl.Model().Board()
	hover := g.ctl.Hover()
	if g.ctl.Busy(now) {
		hover = -1
	}
	_, _, stepCell, playing := g.ctl.Playback()
	hint, hintAt := g.ctl.Hint()
	cursor, cursorShown := g.ctl.Cursor()
	celebrate, celebrating := g.ctl.Celebration(now)
	sp := g.sprites

	// What a press would change, under the pointer; what Solve presses next.
	for i, c := range l.Cells {
		r := px(c, s)
		switch {
		case playing && rules.Press(stepCell).Get(i):
			sp.tintCell(dst, r, withAlpha(colAccent, 0.2))
		case hover >= 0 && !playing && i == hover:
			sp.tintCell(dst, r, withAlpha(colAccent, 0.34))
		case hover >= 0 && !playing && g.ctl.Mode() == play.Playing && rules.Press(hover).Get(i):
			sp.tintCell(dst, r, withAlpha(colAccent, 0.22))
		}
	}

	for i, c := range l.Cells {
		r := px(c, s)
		cx, cy := r.Center()
		t, _ := g.ctl.Flip(i, now)
		bounce := 0.0
		if celebrating {
			bounce = celebrationBounce(celebrate, c, l)
		}
		if fridge {
			sp.drawHandle(dst, cx, cy, r.W, board.Get(i), t, bounce)
		} else {
			sp.drawDisc(dst, cx, cy, r.W, board.Get(i), t, bounce)
		}
	}

	// Rings on top: the pointer, Solve's next press, the hint, the cursor.
	if hover >= 0 && !playing {
		sp.ringCell(dst, px(l.Cells[hover], s), 0, withAlpha(colAccent, 0.9))
	}
	if playing {
		sp.ringCell(dst, px(l.Cells[stepCell], s), cellW*0.02, colAccent)
	}
	if hint >= 0 && hint < len(l.Cells) {
		pulse := 1.0
		if d := now - hintAt; d < play.HintPulse {
			pulse = 0.55 + 0.45*math.Abs(math.Cos(float64(d)/float64(time.Second)*math.Pi*2))
		}
		sp.ringCell(dst, px(l.Cells[hint], s), cellW*0.02, withAlpha(colGold, pulse))
	}
	if cursorShown && cursor < len(l.Cells) {
		sp.ringCell(dst, px(l.Cells[cursor], s), cellW*0.07, colText)
	}
	if celebrating {
		g.drawConfetti(dst, celebrate)
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
