package solver

import (
	"io"

	"flip/solver/internal/binary"
)

// The types every rule set shares, whatever its number of colours: they
// are the two-colour engine's, named here so that no caller imports an
// engine.
type (
	// Board is a set of cells: bit i for the cell at row i/W, column
	// i%W. It is what a press changes (Rules.Press) and one bit plane of
	// a Position; a value, comparable with ==.
	Board = binary.Board
	// Spec names a rule set: a game on a board of a size with a press
	// shape, wrap or not, in K colours (Colours 0 for two, 3 to
	// MaxColours). It is a comparable value.
	Spec = binary.Spec
	// Game is a family of puzzles: what the pieces are, what counts as
	// solved and how the judge problems write a board.
	Game = binary.Game
	// Shape is the set of cells a press changes around the cell pressed.
	Shape = binary.Shape
	// Answer is a solution to a position: the presses (a cell pressed j
	// times listed j times), whether no shorter one exists, and a count
	// no answer is below.
	Answer = binary.Answer
	// Histogram is how many positions lie at each par, and how many are
	// impossible.
	Histogram = binary.Histogram
	// ChaseTable is the last-row table of light chasing (see Chase).
	ChaseTable = binary.ChaseTable
	// ChaseLine is one line of a ChaseTable.
	ChaseLine = binary.ChaseLine
	// Alphabet is what the characters of a board's cells may be, for a
	// CellReader.
	Alphabet = binary.Alphabet
	// CellReader reads boards, each cell a value of an Alphabet, from a
	// stream laid out as the judge problems lay it out.
	CellReader = binary.CellReader
)

// The games, shapes and limits.
var (
	// FlipGame is the Flip Game (POJ 1753): make every piece one colour.
	FlipGame = binary.FlipGame
	// Fridge is The Pilots Brothers' refrigerator (POJ 2965): open every
	// handle.
	Fridge = binary.Fridge
	// Games lists every game, in the order Mode cycles through them.
	Games = binary.Games
	// Shapes lists every press shape, in the order a picker shows them.
	Shapes = binary.Shapes
	// ErrImpossible is the error for a position no presses solve.
	ErrImpossible = binary.ErrImpossible
)

// The press shapes.
const (
	Cross  = binary.Cross
	King   = binary.King
	RowCol = binary.RowCol
)

// Limits of the rule sets.
const (
	// MinColours and MaxColours bound K, the number of colours.
	MinColours = binary.MinColours
	MaxColours = binary.MaxColours
	// MaxSide is the largest width or height of a board.
	MaxSide = binary.MaxSide
	// MaxCells is the largest number of cells on a board.
	MaxCells = binary.MaxCells
	// TableCells is the most cells a two-colour board may have for a
	// distance table.
	TableCells = binary.TableCells
	// MaxLineBytes is the longest input line a reader takes.
	MaxLineBytes = binary.MaxLineBytes
)

// Classic returns the judge problem's rule set for g: 4×4 with g's shape,
// in two colours.
func Classic(g *Game) Spec { return binary.Classic(g) }

// GameNamed returns the game called name.
func GameNamed(name string) (*Game, error) { return binary.GameNamed(name) }

// ParseShape returns the shape called name.
func ParseShape(name string) (Shape, error) { return binary.ParseShape(name) }

// BoardOf returns the board whose first 64 cells are the bits of x.
func BoardOf(x uint64) Board { return binary.BoardOf(x) }

// Full returns the board with the first n cells set.
func Full(n int) Board { return binary.Full(n) }

// Chase returns the last-row table of light chasing on the Flip Game's
// cross board of width×height without wrap (width 1 to 16, height 1 to
// 32): the presses of the top row that clear each last row chasing leaves.
func Chase(width, height int) (*ChaseTable, error) { return binary.Chase(width, height) }

// NewCellReader returns a reader of w×h boards in alphabet from in.
func NewCellReader(in io.Reader, w, h int, alphabet Alphabet) *CellReader {
	return binary.NewCellReader(in, w, h, alphabet)
}
