package game

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"flip/game/play"
)

// drawBoard draws the frame, the cells, the highlights and the pieces.
func (g *Game) drawBoard(dst *ebiten.Image, now time.Duration) {
	s := g.scale
	l := &g.layout
	if len(l.Cells) == 0 || l.Cells[0].W <= 0 {
		return
	}
	rules := g.ctl.Rules()
	fridge := !rules.Game().EitherColour
	frame := px(l.Board, s)
	cellW := l.Cells[0].W * s
	radius := l.Padding * s * 1.2

	frameCol, cellCol, edgeCol := colFlipFrame, colFelt, colFeltEdge
	if fridge {
		frameCol, cellCol, edgeCol = colFridgeFrame, colPlate, colPlateEdge
	}
	fillRoundRect(dst, play.Rect{X: frame.X, Y: frame.Y + cellW*0.06, W: frame.W, H: frame.H}, radius, color.RGBA{0, 0, 0, 0x60})
	fillRoundRect(dst, frame, radius, frameCol)

	board := g.ctl.Model().Board()
	hover := g.ctl.Hover()
	if g.ctl.Busy(now) {
		hover = -1
	}
	var preview [2]bool // cell is under the pointer / would change
	previewMask := func(i int) (bool, bool) {
		if hover < 0 {
			return false, false
		}
		if g.ctl.Mode() == play.Editing {
			return i == hover, false
		}
		return i == hover, rules.Press(hover).Get(i)
	}
	step, _, stepCell, playing := g.ctl.Playback()
	_ = step
	hint, hintAt := g.ctl.Hint()
	cursor, cursorShown := g.ctl.Cursor()
	celebrate, celebrating := g.ctl.Celebration(now)

	for i, cr := range l.Cells {
		r := px(cr, s)
		cr := math.Max(2, r.W*0.12)
		fillRoundRect(dst, r, cr, edgeCol)
		fillRoundRect(dst, r.Inset(math.Max(1, r.W*0.03)), cr*0.85, cellCol)
		if fridge {
			drawScrews(dst, r)
		}
		preview[0], preview[1] = previewMask(i)
		if preview[1] || preview[0] {
			a := 0.22
			if preview[0] {
				a = 0.34
			}
			fillRoundRect(dst, r, cr, withAlpha(colAccent, a))
		}
		if playing {
			if rules.Press(stepCell).Get(i) {
				fillRoundRect(dst, r, cr, withAlpha(colAccent, 0.18))
			}
		}
	}

	// Pieces.
	for i, cr := range l.Cells {
		r := px(cr, s)
		cx, cy := r.Center()
		t, _ := g.ctl.Flip(i, now)
		bounce := 0.0
		if celebrating {
			bounce = celebrationBounce(celebrate, cr, l)
		}
		if fridge {
			g.sprites.drawHandle(dst, cx, cy, r.W, board.Get(i), t, bounce)
		} else {
			g.sprites.drawDisc(dst, cx, cy, r.W, board.Get(i), t, bounce)
		}
	}

	// Rings on top: the playback's next press, the hint, the cursor, the
	// pointer.
	ring := func(i int, col color.RGBA, width float64) {
		r := px(l.Cells[i], s).Inset(-width / 2)
		strokeRoundRect(dst, r, math.Max(2, r.W*0.13), width, col)
	}
	thick := math.Max(2, cellW*0.06)
	if hover >= 0 && !playing {
		ring(hover, withAlpha(colAccent, 0.9), thick*0.7)
	}
	if playing {
		ring(stepCell, colAccent, thick)
	}
	if hint >= 0 {
		pulse := 1.0
		if d := now - hintAt; d < play.HintPulse {
			pulse = 0.55 + 0.45*math.Abs(math.Cos(float64(d)/float64(time.Second)*math.Pi*2))
		}
		ring(hint, withAlpha(colGold, pulse), thick*1.2)
	}
	if cursorShown && cursor < len(l.Cells) {
		r := px(l.Cells[cursor], s).Inset(-thick * 1.2)
		strokeRoundRect(dst, r, math.Max(2, r.W*0.14), thick*0.6, colText)
	}
}

// drawScrews draws the four screws of a steel plate.
func drawScrews(dst *ebiten.Image, r play.Rect) {
	d := r.W * 0.13
	rad := float32(math.Max(1, r.W*0.035))
	for _, p := range [4][2]float64{{r.X + d, r.Y + d}, {r.X + r.W - d, r.Y + d}, {r.X + d, r.Y + r.H - d}, {r.X + r.W - d, r.Y + r.H - d}} {
		vector.FillCircle(dst, float32(p[0]), float32(p[1]), rad, colScrew, true)
		vector.StrokeLine(dst, float32(p[0])-rad*0.7, float32(p[1])+rad*0.7, float32(p[0])+rad*0.7, float32(p[1])-rad*0.7, max(1, rad*0.35), colPlateEdge, true)
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
