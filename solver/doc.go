// Package solver knows the rules of Flip's puzzles and solves them exactly.
//
// A position is a Board: a bitmask with bit i for the cell at row i/W,
// column i%W. A press is an XOR with that cell's press mask, so presses
// commute and a press made twice undoes itself. A Rules value names a game
// (its goal and its judge alphabet), a board size and a press shape; it
// precomputes one press mask per cell.
//
// Boards of at most 16 cells get a distance table: the exact minimum number
// of presses for every one of the 2^cells positions, built in well under a
// millisecond. It answers Distance, Solution and Hint in O(1) or
// O(presses), draws puzzles of an exact difficulty and gives exact
// histograms.
//
// The package is pure Go with no dependency outside the standard library,
// so it builds natively and for WebAssembly alike.
package solver
