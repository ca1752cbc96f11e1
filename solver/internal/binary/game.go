package binary

import "fmt"

// Game is a family of puzzles: what the pieces are, what counts as solved
// and how the judge problems write a board. Size and press shape are not
// part of it; see Spec.
type Game struct {
	// Name is the short name used by the CLI and permalinks.
	Name string
	// Title is the name a player reads.
	Title string
	// Alphabet holds the judge characters for a clear cell (bit 0) and a
	// set cell (bit 1).
	Alphabet [2]byte
	// EitherColour is true when a board of all set cells is a goal as well
	// as a board of all clear cells.
	EitherColour bool
	// Shape is the press shape of the classic puzzle.
	Shape Shape
}

// The games.
var (
	// FlipGame is the Flip Game (POJ 1753): pieces are white (clear, 'w')
	// or black (set, 'b'); make them all one colour.
	FlipGame = &Game{Name: "flip", Title: "Flip Game", Alphabet: [2]byte{'w', 'b'}, EitherColour: true, Shape: Cross}
	// Fridge is The Pilots Brothers' refrigerator (POJ 2965): handles are
	// open (clear, '-') or closed (set, '+'); open them all.
	Fridge = &Game{Name: "fridge", Title: "Refrigerator", Alphabet: [2]byte{'-', '+'}, Shape: RowCol}
)

// Games lists every game, in the order Mode cycles through them.
var Games = []*Game{FlipGame, Fridge}

// GameNamed returns the game called name.
func GameNamed(name string) (*Game, error) {
	for _, g := range Games {
		if g.Name == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q: want flip or fridge", name)
}
