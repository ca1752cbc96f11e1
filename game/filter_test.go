package game

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestSnap(t *testing.T) {
	type m [6]float64 // a, b, tx, c, d, ty
	geo := func(f func(*ebiten.GeoM)) m {
		var g ebiten.GeoM
		f(&g)
		return m{g.Element(0, 0), g.Element(0, 1), g.Element(0, 2), g.Element(1, 0), g.Element(1, 1), g.Element(1, 2)}
	}
	for _, c := range []struct {
		name string
		f    func(*ebiten.GeoM)
		ok   bool
		want m // when ok
	}{
		{"shift", func(g *ebiten.GeoM) { g.Translate(10.4, -3.6) }, true, m{1, 0, 10, 0, 1, -4}},
		{"sprite at rest", func(g *ebiten.GeoM) { g.Translate(-66.5, -66.5); g.Scale(1, 1); g.Translate(200.25, 90.9) }, true, m{1, 0, 134, 0, 1, 24}},
		{"quarter turn", func(g *ebiten.GeoM) { g.Translate(-5, -5); g.Rotate(math.Pi / 2); g.Translate(20.2, 30) }, true, m{0, -1, 25, 1, 0, 25}},
		{"mirror", func(g *ebiten.GeoM) { g.Scale(-1, 1); g.Translate(8, 0) }, true, m{-1, 0, 8, 0, 1, 0}},
		{"shrunk", func(g *ebiten.GeoM) { g.Scale(0.99, 0.99); g.Translate(1, 1) }, false, m{}},
		{"flipping", func(g *ebiten.GeoM) { g.Scale(1, 0.5) }, false, m{}},
		{"turning", func(g *ebiten.GeoM) { g.Rotate(0.3) }, false, m{}},
	} {
		var g ebiten.GeoM
		c.f(&g)
		before := geo(c.f)
		ok := snap(&g)
		got := m{g.Element(0, 0), g.Element(0, 1), g.Element(0, 2), g.Element(1, 0), g.Element(1, 1), g.Element(1, 2)}
		switch {
		case ok != c.ok:
			t.Errorf("%s: snap = %v, want %v", c.name, ok, c.ok)
		case ok && got != c.want:
			t.Errorf("%s: snapped to %v, want %v", c.name, got, c.want)
		case !ok && got != before:
			t.Errorf("%s: not snapped but changed from %v to %v", c.name, before, got)
		}
	}
}
