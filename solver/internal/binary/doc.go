// Package binary is the two-colour engine behind the front end,
// flip/solver: it knows the rules of Flip's puzzles in two colours and
// solves them, exactly wherever that is affordable. Its Spec, Board, Game,
// Shape and Answer are the types every rule set shares, which the front
// end names as its own; a spec of three colours or more is the K-colour
// engine's (solver/internal/colours), and New refuses it.
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
// Boards of any size, up to 32×32, are solved by linear algebra over GF(2)
// (SolveLinear; Solve, Distance, Par and Hint use it when there is no
// table). The press masks are the columns of a matrix A, and the press sets
// that solve b for goal g are the solutions of A·x = b ⊕ g. Gaussian
// elimination on bit-packed rows, done once per Rules on first use, finds
// one solution or proves there is none; every other solution adds a member
// of A's null space, of which there are 2^Nullity. The fewest presses is
// then the lightest of those solutions: found exactly by walking them all
// (with Walsh–Hadamard transforms, about 5 additions per solution) when
// Nullity is at most 24; by a split search when the null space is mostly
// made of vectors inside single rows or columns, or of whole rows or
// columns (king and Refrigerator boards: 9×9 king with wrap, nullity 32,
// takes under a millisecond); by a periodic search on a torus, a branch
// and bound in the Walsh domain over the null vectors that the torus's
// symmetries fix (Lights Out tori of nullity 28 and 32, tens of
// milliseconds, about 0.1 s at most); or by a branch and bound when the
// answer is short.
// Otherwise a bounded local search gives the answer, marked as not
// proven minimal, with a lower bound from disjoint information sets
// (Brouwer–Zimmermann) or from the lightest projection onto rows or
// columns.
//
// A position no presses solve has a proof: Certificates returns, per goal,
// a set Q of cells that every press changes an even number of, of which an
// odd number differ from the goal (Q comes from the left null space of A,
// the sets with Qᵀ·A = 0). MakeSolvable finds the fewest cells to change
// to make a position solvable. Solvable, Positions and OptimalCount count
// the positions that can be solved and the optimal answers of one.
//
// The package is pure Go with no dependency outside the standard library,
// so it builds natively and for WebAssembly alike. The mathematics of
// every part is in docs/solver.md; the lightest-coset search lives in
// solver/internal/coset.
package binary
