package binary

import (
	"math/bits"

	"flip/solver/internal/coset"
)

// system is a rule set's presses as a linear system over GF(2), reduced
// once so that each solve is a few passes over packed bit vectors.
//
// A set of presses is a vector x of Cells bits, and it changes the cells
// A·x, where column j of A is press mask j. Solving position b for goal g
// is finding x with A·x = b ⊕ g. Gauss–Jordan elimination on the rows of
// A, recording every row operation in a transform T (so that T·A = R, the
// reduced row echelon form), turns that into R·x = T·(b ⊕ g): it is
// consistent exactly when the rows of T·(b ⊕ g) below the rank are zero,
// and then the pivot columns set to their rows' bits and the free columns
// to 0 are one solution. The others are that one plus any member of the
// null space, of which the free columns give a basis. See docs/solver.md,
// “Elimination over GF(2)”.
type system struct {
	n  int // unknowns: one per cell, and one equation per cell
	nw int // words in a packed vector of n bits

	rank   int
	pivots []int    // pivots[i]: the column row i of R pivots on, for i < rank
	ops    []uint64 // n rows of nw words: row i of T
	// null is the null space's basis, nw words a vector: vector j is 1 in
	// the j-th free (non-pivot) column, 0 in the other free columns, and
	// whatever solves the system in the pivot columns.
	null []uint64
	// space is the null space with the lightest-coset search built on it
	// (see Rules.linear).
	space *coset.Space
}

// newSystem reduces the system whose column j is presses[j].
func newSystem(presses []Board) *system {
	n := len(presses)
	nw := (n + 63) / 64
	// Each row is R's part (nw words) then T's part (nw words), so that a
	// row operation is one XOR over a contiguous run of words.
	stride := 2 * nw
	m := make([]uint64, n*stride)
	for j, p := range presses {
		for w, word := range p[:nw] {
			for word != 0 {
				i := w*64 + bits.TrailingZeros64(word)
				word &= word - 1
				m[i*stride+j/64] |= 1 << (uint(j) % 64)
			}
		}
	}
	for i := 0; i < n; i++ {
		m[i*stride+nw+i/64] |= 1 << (uint(i) % 64)
	}
	s := &system{n: n, nw: nw}
	row := func(i int) []uint64 { return m[i*stride : (i+1)*stride : (i+1)*stride] }
	for c := 0; c < n && s.rank < n; c++ {
		w, bit := c/64, uint64(1)<<(uint(c)%64)
		p := s.rank
		for p < n && m[p*stride+w]&bit == 0 {
			p++
		}
		if p == n {
			continue
		}
		pr := row(p)
		if p != s.rank {
			top := row(s.rank)
			for k := range pr {
				pr[k], top[k] = top[k], pr[k]
			}
			pr = top
		}
		// Left of column c the pivot row is zero in R's part (pivot
		// columns were cleared, free ones were zero below the rank), so
		// the XOR starts at word w.
		src := pr[w:]
		for i := 0; i < n; i++ {
			if i == s.rank || m[i*stride+w]&bit == 0 {
				continue
			}
			dst := m[i*stride+w : (i+1)*stride]
			dst = dst[:len(src)]
			for k, v := range src {
				dst[k] ^= v
			}
		}
		s.pivots = append(s.pivots, c)
		s.rank++
	}

	s.ops = make([]uint64, n*nw)
	for i := 0; i < n; i++ {
		copy(s.ops[i*nw:(i+1)*nw], row(i)[nw:])
	}
	isPivot := make([]bool, n)
	for _, c := range s.pivots {
		isPivot[c] = true
	}
	var null []uint64
	for f := 0; f < n; f++ {
		if isPivot[f] {
			continue
		}
		v := make([]uint64, nw)
		v[f/64] |= 1 << (uint(f) % 64)
		for i, c := range s.pivots {
			if m[i*stride+f/64]>>(uint(f)%64)&1 != 0 {
				v[c/64] |= 1 << (uint(c) % 64)
			}
		}
		null = append(null, v...)
	}
	s.null = null
	return s
}

// nullity returns the dimension of the null space: log2 of the number of
// press sets that solve each solvable position.
func (s *system) nullity() int { return s.n - s.rank }

// particular returns the solution of A·x = c whose free columns are all
// 0, or false when there is none.
func (s *system) particular(c Board) ([]uint64, bool) {
	nw := s.nw
	cw := c[:nw]
	for i := s.rank; i < s.n; i++ {
		if parity(s.ops[i*nw:(i+1)*nw], cw) {
			return nil, false
		}
	}
	x := make([]uint64, nw)
	for i, col := range s.pivots {
		if parity(s.ops[i*nw:(i+1)*nw], cw) {
			x[col/64] |= 1 << (uint(col) % 64)
		}
	}
	return x, true
}

// parity returns the parity of the number of bits set in both a and b.
func parity(a, b []uint64) bool {
	b = b[:len(a)]
	var acc uint64
	for k, v := range a {
		acc ^= v & b[k]
	}
	return bits.OnesCount64(acc)&1 != 0
}

// linear returns r's system, reducing it on the first call, with the
// search for the lightest solution on the board. It is safe for
// concurrent use.
func (r *Rules) linear() *system {
	r.linearOnce.Do(func() {
		s := newSystem(r.presses)
		presses := make([][]uint64, len(r.presses))
		for i := range r.presses {
			presses[i] = r.presses[i][:s.nw]
		}
		s.space = coset.New(s.n, s.null, coset.Geometry{
			Width: r.spec.Width, Height: r.spec.Height, Torus: r.spec.Torus, Presses: presses,
		})
		r.sys = s
	})
	return r.sys
}

// Nullity returns the dimension of the null space of the press masks: a
// solvable position has 2^Nullity press sets that solve it, and one
// position in 2^Nullity can be brought to any one goal. On a board with a
// distance table it is the cells less the rank the table's elimination
// found; the first call on a board without one does the Gaussian
// elimination that SolveLinear needs.
func (r *Rules) Nullity() int {
	if r.table != nil {
		return r.Cells() - r.table.rank
	}
	return r.linear().nullity()
}

// SolveLinear solves b by linear algebra over GF(2), on a board of any
// size. Gaussian elimination finds one set of presses that solves b, or
// proves that there is none (ErrImpossible); every other set is that one
// plus a member of the null space (see Nullity), and SolveLinear returns
// the lightest it finds. The answer is Proven when the search covered
// every set that could be lighter: a walk of the whole null space when
// Nullity is at most 24; a split search, which cuts the board into rows
// or columns and walks only the part of the null space that is not
// inside them (every king and Refrigerator board whose nullity is at most
// 32: tens of milliseconds natively at most, under one for 9×9 king with
// wrap); on a torus of nullity 21 to 32, a periodic search (see
// docs/solver.md: the Lights Out tori of nullity 28 and 32, a median of
// 5–70 ms natively, up to about 0.12 s on a hard position; those of
// nullity 24, under 15 ms instead of the walk's 60–100), unless it
// exceeds its budget; or, when the answer is short, a branch and bound on
// the number of null-space vectors within 2^24 candidates. Otherwise it comes from a bounded local search (16
// walks of 2^20 candidates), and Bound is a lower bound the solver proved
// (the answer is Proven when it reaches the answer's length).
//
// When either colour is a goal it searches the solutions for both and
// keeps the lighter. Ties go to the press list that is lexicographically
// smallest among those met, so the answer is deterministic; when the
// whole null space is walked (Nullity at most 24, no split search
// chosen, and from nullity 21 on no periodic search that finishes first)
// and the answer is not short, that is the smallest of all minimal
// answers. The presses are in ascending order.
func (r *Rules) SolveLinear(b Board) (Answer, error) {
	sys := r.linear()
	cosets, err := sys.cosets(b, r.goals)
	if err != nil {
		return Answer{}, err
	}
	best, bw, bound := sys.space.Lightest(cosets)
	return Answer{Presses: cellsOf(best), Proven: bound == bw, Bound: bound}, nil
}

// cosets returns, for each goal that b can reach, the solution of
// A·x = b ⊕ goal whose free columns are 0: the representative of the goal's
// coset of solutions that the lightest-coset search wants. It returns
// ErrImpossible when no goal can be reached.
func (s *system) cosets(b Board, goals []Board) ([][]uint64, error) {
	if !s.fits(&b) {
		return nil, ErrImpossible // cells beyond the board cannot be changed
	}
	var cosets [][]uint64
	for _, g := range goals {
		if x0, ok := s.particular(b.Xor(g)); ok {
			cosets = append(cosets, x0)
		}
	}
	if cosets == nil {
		return nil, ErrImpossible
	}
	return cosets, nil
}

// fits reports whether b has no cell set beyond the system's n cells.
func (s *system) fits(b *Board) bool {
	if s.n%64 != 0 && b[s.nw-1]>>(uint(s.n)%64) != 0 {
		return false
	}
	for _, w := range b[s.nw:] {
		if w != 0 {
			return false
		}
	}
	return true
}
