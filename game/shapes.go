package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"flip/game/play"
)

// px converts a rectangle from CSS pixels to device pixels.
func px(r play.Rect, s float64) play.Rect {
	return play.Rect{X: r.X * s, Y: r.Y * s, W: r.W * s, H: r.H * s}
}

// roundRect appends a rounded rectangle to p.
func roundRect(p *vector.Path, r play.Rect, radius float64) {
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	rad := float32(math.Min(radius, math.Min(r.W, r.H)/2))
	p.MoveTo(x+rad, y)
	p.LineTo(x+w-rad, y)
	p.ArcTo(x+w, y, x+w, y+rad, rad)
	p.LineTo(x+w, y+h-rad)
	p.ArcTo(x+w, y+h, x+w-rad, y+h, rad)
	p.LineTo(x+rad, y+h)
	p.ArcTo(x, y+h, x, y+h-rad, rad)
	p.LineTo(x, y+rad)
	p.ArcTo(x, y, x+rad, y, rad)
	p.Close()
}

// fillRoundRect fills a rounded rectangle given in device pixels.
func fillRoundRect(dst *ebiten.Image, r play.Rect, radius float64, clr color.Color) {
	var p vector.Path
	roundRect(&p, r, radius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}

// strokeRoundRect outlines a rounded rectangle given in device pixels.
func strokeRoundRect(dst *ebiten.Image, r play.Rect, radius, width float64, clr color.Color) {
	var p vector.Path
	roundRect(&p, r, radius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, op)
}

// fillTriangle fills a triangle pointing left (dir < 0) or right in r.
func fillTriangle(dst *ebiten.Image, r play.Rect, dir float64, clr color.Color) {
	cx, cy := r.Center()
	s := math.Min(r.W, r.H) * 0.22
	var p vector.Path
	p.MoveTo(float32(cx+dir*s), float32(cy))
	p.LineTo(float32(cx-dir*s*0.8), float32(cy-s))
	p.LineTo(float32(cx-dir*s*0.8), float32(cy+s))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &p, nil, op)
}
