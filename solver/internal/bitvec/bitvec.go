// Package bitvec is the few operations on bit vectors — sets of columns,
// 64 to a word, column j at bit j%64 of word j/64 — that the two-colour
// engine's elimination (package binary) and its lightest-coset search
// (package coset) share.
package bitvec

import "math/bits"

// XorInto sets dst to a ⊕ b; a and b are at least as long as dst.
func XorInto(dst, a, b []uint64) {
	a, b = a[:len(dst)], b[:len(dst)]
	for j := range dst {
		dst[j] = a[j] ^ b[j]
	}
}

// Weight returns the number of bits set in x.
func Weight(x []uint64) int {
	w := 0
	for _, v := range x {
		w += bits.OnesCount64(v)
	}
	return w
}

// LexLess reports whether the ascending list of columns set in a comes
// before that of b, for a and b of equal weight (b at least as long as
// a): the first column where the lists differ is the lowest bit where a
// and b differ, and the list that has it is the smaller.
func LexLess(a, b []uint64) bool {
	b = b[:len(a)]
	for j, x := range a {
		if d := x ^ b[j]; d != 0 {
			return x&(d&-d) != 0
		}
	}
	return false
}
