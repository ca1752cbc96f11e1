package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawFiltered draws img onto dst with op, choosing op's filter: a draw
// that maps the image's pixels one to one — a shift, a quarter turn or a
// mirror, with no scaling — is snapped to whole pixels and sampled as it
// is, sharp; anything else is filtered linearly. A board at rest is then
// drawn without the linear filter, whose shader program the GPU compiles
// on its first use: it is compiled just after the first frame instead of
// before it (Game.WarmDrawing, warmForPress).
func drawFiltered(dst, img *ebiten.Image, op *ebiten.DrawImageOptions) {
	if snap(&op.GeoM) {
		op.Filter = ebiten.FilterNearest
	} else {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawImage(img, op)
}

// snap rounds g to whole pixels and reports true if g maps pixels one to
// one, up to rounding; otherwise it leaves g alone and reports false.
func snap(g *ebiten.GeoM) bool {
	const eps = 1e-6
	a, b, c, d := g.Element(0, 0), g.Element(0, 1), g.Element(1, 0), g.Element(1, 1)
	unit := func(v float64) bool { return math.Abs(math.Abs(v)-1) < eps }
	zero := func(v float64) bool { return math.Abs(v) < eps }
	if !(unit(a) && zero(b) && zero(c) && unit(d)) && !(zero(a) && unit(b) && unit(c) && zero(d)) {
		return false
	}
	g.SetElement(0, 0, math.Round(a))
	g.SetElement(0, 1, math.Round(b))
	g.SetElement(1, 0, math.Round(c))
	g.SetElement(1, 1, math.Round(d))
	g.SetElement(0, 2, math.Round(g.Element(0, 2)))
	g.SetElement(1, 2, math.Round(g.Element(1, 2)))
	return true
}

// warmLinear draws once with the linear filter between two scratch
// images, so that its shader program is compiled at the end of this frame
// rather than on the first animation.
func warmLinear() {
	src, dst := ebiten.NewImage(2, 2), ebiten.NewImage(2, 2)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(0.5, 0.5)
	dst.DrawImage(src, op)
	src.Deallocate()
	dst.Deallocate()
}
