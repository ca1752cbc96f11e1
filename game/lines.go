package game

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// drawLines writes s inside r (device pixels) as drawWrapped does — one
// line, or two at the largest size that fits — unless more lines, as
// many as r holds, broken between words, fit at a larger size (from px
// down to minPx): a long explanation stays near the size of the text
// around it rather than shrinking.
func (t *text) drawLines(dst *ebiten.Image, s string, px, minPx float64, bold bool, x float64, r play.Rect, a align, clr color.Color) {
	w := t.wrap(s, px, bold, r.W)
	if !w.two {
		t.drawWrapped(dst, s, px, bold, x, r, a, clr)
		return
	}
	size, lines := t.lines(s, px, minPx, bold, r)
	if size <= w.size || len(lines) <= 2 {
		t.drawWrapped(dst, s, px, bold, x, r, a, clr)
		return
	}
	_, cy := r.Center()
	top := cy - float64(len(lines)-1)*size*play.LineSpacing/2
	for i, ln := range lines {
		t.draw(dst, ln, size, bold, x, top+float64(i)*size*play.LineSpacing, a, 0, clr)
	}
}

// lines breaks s greedily into lines no wider than r.W, at the largest
// whole size from px down to minPx at which they fit into r's height.
func (t *text) lines(s string, px, minPx float64, bold bool, r play.Rect) (float64, []string) {
	words := strings.Fields(s)
	var lines []string
	size := math.Round(px)
	for ; ; size-- {
		lines = lines[:0]
		cur := ""
		for _, w := range words {
			next := w
			if cur != "" {
				next = cur + " " + w
			}
			if cur != "" && t.advance(next, size, bold) > r.W {
				lines = append(lines, cur)
				next = w
			}
			cur = next
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		if float64(len(lines))*size*play.LineSpacing <= r.H || size <= math.Round(minPx) {
			return size, lines
		}
	}
}
