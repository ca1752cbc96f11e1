package solver

import "flip/solver/internal/colours"

// Position is a position in any number of colours: cell i's colour (or
// the steps a handle is turned from open) is the number whose bits are
// cell i of the three bit planes. A two-colour position uses plane 0
// alone, so FromBoard and Position.Board convert to and from a Board. It
// is a value, comparable with ==.
type Position = colours.Position

// FromBoard returns the two-colour position whose set cells are b's.
func FromBoard(b Board) Position { return Position{b} }

// PositionOf returns the position whose cells have the colours c.
func PositionOf(c []uint8) Position { return colours.PositionOf(c) }

// Uniform returns the position of n cells all of colour v.
func Uniform(n, v int) Position { return colours.Uniform(n, v) }
