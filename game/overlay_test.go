package game

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// overlays returns the overlays a player can open: Puzzle facts with a
// chart and without one, the help (with keys and for touch), and the
// statistics with a chart.
func overlays(t *testing.T) map[string]*play.FactsView {
	t.Helper()
	out := map[string]*play.FactsView{}
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	rng := rand.New(rand.NewPCG(4, 5))
	b, err := r.Puzzle(4, rng)
	if err != nil {
		t.Fatal(err)
	}
	c := play.NewController(r, b, rng)
	now := time.Second
	open := func(name string, a play.Action) {
		c.Do(play.Intent{Action: a}, now)
		now += time.Second
		c.Tick(now)
		v := c.View(now)
		if v.Overlay == nil {
			t.Fatalf("%s: no overlay", name)
		}
		out[name] = v.Overlay
		c.Do(play.Intent{Action: play.ActClose}, now)
	}
	open("facts", play.ActFacts)
	open("help", play.ActHelp)
	answer, _ := r.Solution(b)
	for _, cell := range answer {
		c.Do(play.Intent{Action: play.ActPress, Cell: cell}, now)
		now += time.Second
		c.Tick(now)
	}
	open("stats", play.ActStats)
	c.Screen().SetTouch()
	open("help for touch", play.ActHelp)
	big := play.NewController(solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross}), solver.FromBoard(solver.Board{}), rng)
	big.Do(play.Intent{Action: play.ActFacts}, now)
	out["facts 10x10"] = big.View(now).Overlay
	return out
}

// TestOverlaysFit checks that every overlay fits every window from
// 320×480 up, either way round: its words inside the panel at one size
// of at least play.MinTextSize, a chart at least MinChart high.
func TestOverlaysFit(t *testing.T) {
	ovs := overlays(t)
	for _, vp := range [][2]float64{{320, 480}, {480, 320}, {390, 844}, {844, 390}, {768, 1024}, {1280, 800}} {
		for _, scale := range []float64{1, 2} {
			g := &Game{geom: geometry{scale: scale}, paint: paint{text: newText()}}
			l := play.Compute(vp[0], vp[1], 4, 4, false)
			for name, f := range ovs {
				t.Run(fmt.Sprintf("%vx%v@%v/%s", vp[0], vp[1], scale, name), func(t *testing.T) {
					fl := g.flowOverlay(f, l.Overlay, l.TextSize)
					if !fl.fits {
						t.Errorf("does not fit at %v px", fl.size)
					}
					if fl.size < play.MinTextSize {
						t.Errorf("words at %v px", fl.size)
					}
					if f.Bars != nil && fl.chart.H < MinChart {
						t.Errorf("chart %v px high, want at least %v", fl.chart.H, MinChart)
					}
					for _, ln := range fl.lines {
						w := g.paint.text.advance(ln.s, fl.size*scale, false) / scale
						if !within(ln.at, l.Overlay) || w > ln.at.W+0.5 {
							t.Errorf("line %q (%.0f px wide) at %+v, outside the panel %+v", ln.s, w, ln.at, l.Overlay)
						}
					}
				})
			}
		}
	}
}

func within(in, out play.Rect) bool {
	return in.X >= out.X-0.5 && in.Y >= out.Y-0.5 && in.X+in.W <= out.X+out.W+0.5 && in.Y+in.H <= out.Y+out.H+0.5
}
