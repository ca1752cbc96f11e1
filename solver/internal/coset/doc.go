// Package coset finds the lightest vector in a union of cosets of a null
// space over GF(2): the fewest presses that solve a position, given one
// solution per goal and the null space of the press matrix.
//
// A vector is a set of n cells packed into 64-bit words, cell c at bit
// c%64 of word c/64. Every solution of a position is x0 ⊕ v for a
// particular solution x0 and a member v of the null space, so the answer
// is the lightest vector of the cosets x0 ⊕ span, one coset per goal that
// can be reached. Space.Lightest is the entry point: it walks the whole
// null space when that is affordable and otherwise takes a branch and
// bound, a split search that cuts the board into rows or columns, or the
// periodic search of a torus; when none fits its budget, a bounded local
// search gives the answer with a lower bound. Space.Search is the same
// search in slices of time.
//
// The files follow the parts: space.go (Lightest and the choice of a
// search), sliced.go (Search), basis.go, walk.go, branch.go, local.go,
// lowerbound.go and projbound.go (the walks, the bounds and the local
// search), split.go and split_walk.go (the split search), and
// periodic_levels.go, periodic_search.go, periodic_lookahead.go and
// periodic_symmetry.go (the periodic search). The mathematics is in
// docs/solver.md, “The lightest-coset search”.
package coset
