package play

import (
	"flip/solver"
	"flip/solver/colours"
)

// encode writes p in the alphabet of r's boards: the judge's characters
// in two colours, the digits 0 to K−1 in more.
func encode(r *solver.Rules, p colours.Position) string {
	if r.Spec().K() == 2 {
		return r.Encode(p[0])
	}
	return colours.Encode(p, r.Cells())
}

// decode reads a board of spec written as encode writes it.
func decode(spec solver.Spec, s string) (colours.Position, error) {
	if spec.K() == 2 {
		b, err := spec.Decode(s)
		return colours.FromBoard(b), err
	}
	return colours.Decode(s, spec.Cells(), spec.K())
}

// pressed returns p after a press on cell under r, in r's colours.
func pressed(r *solver.Rules, p colours.Position, cell int) colours.Position {
	return stepped(p, r.Press(cell), r.Cells(), r.Spec().K())
}

// stepped returns p with every cell of mask one colour on, modulo k, on a
// board of n cells: in two colours, turned over.
func stepped(p colours.Position, mask solver.Board, n, k int) colours.Position {
	if k == 2 {
		p[0] = p[0].Xor(mask)
		return p
	}
	for i := range n {
		if mask.Get(i) {
			p.Set(i, (p.Get(i)+1)%k)
		}
	}
	return p
}

// colours returns K, the colours of the rule set on screen.
func (c *Controller) colours() int { return c.rules.Spec().K() }

// distanceOf returns the fewest presses that solve p under the rules on
// screen, working it out at once.
func (c *Controller) distanceOf(p colours.Position) distance {
	if c.colours() == 2 {
		return c.book.distance(c.rules, p[0])
	}
	return c.book.colourDistance(c.rules, p)
}

// solveNow returns Solve's answer for the position on screen.
func (c *Controller) solveNow() (solver.Answer, error) {
	if c.colours() == 2 {
		return c.book.solve(c.rules, c.model.Board())
	}
	return c.book.colourSolve(c.rules, c.model.Position())
}
