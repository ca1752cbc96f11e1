// Package solver knows the rules of Flip's puzzles, in any number of
// colours from 2 to 6, and solves them, exactly wherever that is
// affordable: the one front end the game, the page and the commands ask.
//
// New builds a Rules from a Spec: a game (the Flip Game or the
// Refrigerator), a board of up to 32×32 cells, a press shape (cross, king,
// row and column), wrap or not, and K colours (Spec.Colours: 0 for two,
// 3 to MaxColours). A press turns every cell of its shape one colour on,
// modulo K. A Position holds a colour per cell in three bit planes; a
// two-colour position is plane 0 alone (FromBoard).
//
// Every question takes a Position of the rule set's K and is answered by
// the engine that fits, which is the solver's business and never the
// caller's:
//
//   - two colours go to the two-colour engine (solver/internal/binary):
//     distance tables on boards of up to 16 cells, elimination over GF(2)
//     and the lightest-coset searches (solver/internal/coset) beyond;
//   - three colours or more go to the K-colour engine
//     (solver/internal/colours): distance tables up to 2^24 positions,
//     elimination over the integers modulo K (Howell form), and the
//     trellis, king with wrap's search, the lift or a branch and bound
//     for the lightest answer.
//
// The questions: Solve, Par, Hint and a Search in slices (NewSearch, with
// an Effort: Thorough, what flipsolve answers, or Quick, a page's); an
// answer the solver cannot prove minimal says so (Answer.Proven false,
// with a Bound). Certificates prove a position impossible and
// MakeSolvable finds the fewest cells to change; Histogram, Puzzle and
// Draw draw puzzles at an exact par; Positions, Solvable, QuietSets,
// Nullity and OptimalCount are the facts; Encode, Decode, Format and
// NewReader write and read positions. Closest, the optimal answer nearest
// a player's presses, is answered in two colours only (ErrTwoColoursOnly).
// The mathematics of every part is in docs/solver.md.
//
// The package is pure Go with no dependency outside the standard library,
// so it builds natively and for WebAssembly alike.
package solver
