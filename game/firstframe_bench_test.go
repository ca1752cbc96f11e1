package game

import (
	"math/rand/v2"
	"testing"

	"flip/game/play"
	"flip/solver"
)

// BenchmarkFirstPanelText is the text of a first frame at 1024×768 from
// cold caches: the fonts' faces, every glyph of the header, the status,
// the notice and the buttons rasterised once, and each string composed
// from them (without the upload to the GPU, which needs a running game).
func BenchmarkFirstPanelText(b *testing.B) {
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	start, err := r.Puzzle(5, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		b.Fatal(err)
	}
	p := play.NewController(r, start, rand.New(rand.NewPCG(1, 2))).View(0).Panel
	l := play.Compute(1024, 768, 4, 4, false)
	for b.Loop() {
		g := &Game{geom: geometry{scale: 1, layout: l}, paint: paint{text: newText()}}
		raster := func(s string, px float64, bold bool, maxW float64) {
			if s == "" {
				return
			}
			size := g.paint.text.fit(s, px, bold, maxW)
			g.paint.text.face(faceKey{bold, int(size)}).rasterize(s)
		}
		raster(p.Title, l.TitleSize, true, l.Title.W)
		raster(p.HowTo, l.TextSize, false, 0)
		raster(p.Status, l.TextSize*1.35, true, l.Title.W)
		raster(p.Detail.Text, l.TextSize, false, 0)
		sizes := g.rowTextSizes(&p)
		for i, bv := range p.Buttons {
			raster(bv.Label, sizes[l.ButtonRow[i]], true, 0)
		}
		for _, lb := range []play.Label{p.Par, p.Size} {
			raster(lb.Caption, l.CaptionSize, false, 0)
			raster(lb.Value, l.ButtonTextSize*1.05, true, 0)
		}
	}
}
