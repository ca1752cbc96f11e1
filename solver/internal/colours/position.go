package colours

import "flip/solver/internal/binary"

// Position is a K-colour position: cell i's colour (or the number of steps
// a handle is turned from open) is the number whose bits are cell i of the
// three planes. It is a value, comparable with ==; a two-colour position
// uses plane 0 only, so FromBoard and Board convert to and from the
// two-colour engine's boards. The front end names it solver.Position.
type Position [3]binary.Board

// FromBoard returns the two-colour position b.
func FromBoard(b binary.Board) Position { return Position{b} }

// Board returns plane 0: for a two-colour position, its board.
func (p Position) Board() binary.Board { return p[0] }

// Get returns cell i's colour.
func (p *Position) Get(i int) int {
	w, s := i>>6, uint(i)&63
	return int(p[0][w]>>s&1 | (p[1][w]>>s&1)<<1 | (p[2][w]>>s&1)<<2)
}

// Set sets cell i's colour to v, 0 ≤ v < 8.
func (p *Position) Set(i, v int) {
	for k := range p {
		p[k].Set(i, v>>k&1 != 0)
	}
}

// Cells returns the first n cells' colours.
func (p Position) Cells(n int) []uint8 {
	out := make([]uint8, n)
	for i := range out {
		out[i] = uint8(p.Get(i))
	}
	return out
}

// PositionOf returns the position whose cells have the colours c.
func PositionOf(c []uint8) Position {
	var p Position
	for i, v := range c {
		p.Set(i, int(v))
	}
	return p
}

// Uniform returns the position of n cells all of colour v.
func Uniform(n, v int) Position {
	var p Position
	for k := range p {
		if v>>k&1 != 0 {
			p[k] = binary.Full(n)
		}
	}
	return p
}
