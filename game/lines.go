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
// around it rather than shrinking. The lines are centred in r's height,
// or, with top, stand at its top.
func (t *text) drawLines(dst *ebiten.Image, s string, px, minPx float64, bold bool, x float64, r play.Rect, a align, top bool, clr color.Color) {
	size, lines := t.block(s, px, minPx, bold, r)
	step := size * play.LineSpacing
	_, cy := r.Center()
	first := cy - float64(len(lines)-1)*step/2
	if top {
		first = r.Y + size*0.125 + step/2
	}
	for i, ln := range lines {
		t.draw(dst, ln, size, bold, x, first+float64(i)*step, a, 0, clr)
	}
}

// block returns how drawLines sets s in r: the size and the lines.
func (t *text) block(s string, px, minPx float64, bold bool, r play.Rect) (float64, []string) {
	w := t.wrap(s, px, bold, r.W)
	if !w.two {
		return t.fit(s, px, bold, r.W), []string{s}
	}
	size, lines := t.lines(s, px, minPx, bold, r)
	if size <= w.size || len(lines) <= 2 {
		return w.size, []string{w.first, w.second}
	}
	return size, lines
}

// lines breaks s greedily into lines no wider than r.W, at the largest
// whole size from px down to minPx at which they fit into r's height.
// It breaks at spaces only, not at no-break spaces (which hold a key to
// its word, see play.keyList); a " · " separator where a line breaks is
// left out, as split leaves it out.
func (t *text) lines(s string, px, minPx float64, bold bool, r play.Rect) (float64, []string) {
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' })
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
			if cur != "" && t.advance(strings.TrimSuffix(next, " "+separator), size, bold) > r.W {
				lines = append(lines, strings.TrimSuffix(cur, " "+separator))
				next = w
				if w == separator {
					next = ""
				}
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
