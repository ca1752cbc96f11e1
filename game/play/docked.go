package play

import "math"

// Docked returns the panel of an overlay docked beside the board (the
// last-row table), which leaves the board in play: in the place of the
// panel beside the board where that is wide enough to hold it, otherwise
// across the screen above or below board row keep, wherever there is
// more room, so that the row stays in sight and can be pressed.
func (l *Layout) Docked(keep int) Rect {
	m := clamp(math.Min(l.W, l.H)*0.025, 6, 22)
	if l.Landscape && l.Status.W >= wideSheet {
		right := l.Status.X + l.Status.W
		for _, b := range l.Buttons {
			right = math.Max(right, b.X+b.W) // rounded, a button may reach a pixel further
		}
		return roundRect(Rect{l.Status.X, m, right - l.Status.X, l.H - 2*m})
	}
	keep = max(0, min(keep, l.Rows-1))
	row := l.Cells[keep*l.Cols]
	gap := math.Max(m/2, l.CellGap)
	above := row.Y - gap - m
	below := l.H - m - (row.Y + row.H + gap)
	if below >= above {
		return roundRect(Rect{m, row.Y + row.H + gap, l.W - 2*m, below})
	}
	return roundRect(Rect{m, m, l.W - 2*m, above})
}

// roundRect rounds r's corners to whole CSS pixels.
func roundRect(r Rect) Rect {
	x, y := math.Round(r.X), math.Round(r.Y)
	return Rect{x, y, math.Round(r.X+r.W) - x, math.Round(r.Y+r.H) - y}
}
