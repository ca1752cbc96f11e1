// Package colours solves the Flip Game and the Refrigerator in K colours,
// K from 2 to 6: a press adds 1 modulo K to every cell of its shape. The
// Flip Game is solved when every cell shows the same colour (any of the
// K), the Refrigerator when every handle is open (0). Pressing a cell j
// times counts j presses, and the par is the fewest presses over every way
// to solve.
//
// Where K^cells ≤ 2^24 a distance table of breadth-first layers answers
// every question exactly. Beyond that the presses are a linear system over
// the integers modulo K, reduced once to Howell form (an echelon form over
// a ring that is not a field, for K = 4 and 6, as well as over the fields
// for K = 2, 3 and 5): it says whether a position can be solved, gives one
// answer and every other (the answer plus a quiet press set, of which the
// Howell form lists each exactly once), and the lightest of them is the
// par. A position that cannot be solved has a certificate, a weight per
// cell that every press leaves unchanged modulo K. See docs/solver.md,
// “More colours”.
//
// This is the K-colour engine behind the front end, flip/solver, which
// sends it every rule set of three colours or more; two colours go to the
// two-colour engine (solver/internal/binary), which is faster. This
// package accepts K = 2 too, as an independent check in tests.
package colours
