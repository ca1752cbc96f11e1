package binary

import "math/bits"

// MaxSide is the largest width or height of a board.
const MaxSide = 32

// MaxCells is the largest number of cells on a board.
const MaxCells = MaxSide * MaxSide

// Board is a position: bit i is the state of cell i (row i/W, column i%W).
// It is a value: copying a Board copies the position, and two boards are
// equal with ==. Which state a set bit stands for is the game's business
// (black for the Flip Game, closed for the Refrigerator).
type Board [MaxCells / 64]uint64

// Get reports whether cell i is set.
func (b Board) Get(i int) bool { return b[i>>6]>>(uint(i)&63)&1 != 0 }

// Set sets cell i to v.
func (b *Board) Set(i int, v bool) {
	if v {
		b[i>>6] |= 1 << (uint(i) & 63)
	} else {
		b[i>>6] &^= 1 << (uint(i) & 63)
	}
}

// Toggle flips cell i.
func (b *Board) Toggle(i int) { b[i>>6] ^= 1 << (uint(i) & 63) }

// Xor returns b with every cell that is set in m flipped.
func (b Board) Xor(m Board) Board {
	for i := range b {
		b[i] ^= m[i]
	}
	return b
}

// Count returns the number of set cells.
func (b Board) Count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// IsZero reports whether no cell is set.
func (b Board) IsZero() bool { return b == Board{} }

// Index returns the board's first 64 cells as an integer: for a board of at
// most 16 cells, the position's index in a distance table.
func (b Board) Index() uint64 { return b[0] }

// BoardOf returns the board whose first 64 cells are the bits of x.
func BoardOf(x uint64) Board { return Board{x} }

// Full returns the board with the first n cells set: every cell of a
// board of n cells.
func Full(n int) Board {
	var b Board
	for i := 0; i < n/64; i++ {
		b[i] = ^uint64(0)
	}
	if n%64 != 0 {
		b[n/64] = 1<<(uint(n)%64) - 1
	}
	return b
}
