package colours

// Property tests of howell on random small matrices over Z_N, N = 2 … 6,
// against spans enumerated by brute force.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// spanOfRows returns, by brute force over every coefficient vector in
// Z_Nʳ, which vectors of Z_Nʷ (by base-N index, cell 0 least significant)
// are Σ tᵢ·rowsᵢ, and how many.
func spanOfRows(rows [][]uint8, w, N int) ([]bool, int) {
	size := 1
	for range w {
		size *= N
	}
	in := make([]bool, size)
	count := 0
	t := make([]int, len(rows))
	v := make([]int, w)
	for {
		for j := range v {
			v[j] = 0
		}
		for i, row := range rows {
			for j := range w {
				v[j] += t[i] * int(row[j])
			}
		}
		if x := vecIndex(v, N); !in[x] {
			in[x] = true
			count++
		}
		k := 0
		for ; k < len(t); k++ {
			if t[k]++; t[k] < N {
				break
			}
			t[k] = 0
		}
		if k == len(t) {
			return in, count
		}
	}
}

// vecIndex returns Σ (vⱼ mod N)·Nʲ.
func vecIndex(v []int, N int) int {
	x := 0
	for j := len(v) - 1; j >= 0; j-- {
		x = x*N + ((v[j]%N)+N)%N
	}
	return x
}

// vecOf returns the vector of width w with base-N index x.
func vecOf(x, w, N int) []int {
	v := make([]int, w)
	for j := range v {
		v[j] = x % N
		x /= N
	}
	return v
}

// randomRows returns r rows of width w over Z_N with dependencies: zero
// entries are common, and some rows are sums of multiples of earlier ones.
func randomRows(rng *rand.Rand, r, w, N int) [][]uint8 {
	rows := make([][]uint8, r)
	for i := range rows {
		rows[i] = make([]uint8, w)
		if i > 0 && rng.IntN(3) == 0 {
			for range 2 {
				a, f := rng.IntN(i), rng.IntN(N)
				for j := range w {
					rows[i][j] = uint8((int(rows[i][j]) + f*int(rows[a][j])) % N)
				}
			}
			continue
		}
		for j := range w {
			switch rng.IntN(3) {
			case 0:
			case 1:
				// A zero divisor where there is one: a multiple of a
				// factor of N.
				d := []int{1, 2, 3}[rng.IntN(3)]
				rows[i][j] = uint8(d * rng.IntN(N) % N)
			default:
				rows[i][j] = uint8(rng.IntN(N))
			}
		}
	}
	return rows
}

func cloneRows(rows [][]uint8) [][]uint8 {
	out := make([][]uint8, len(rows))
	for i, r := range rows {
		out[i] = slices.Clone(r)
	}
	return out
}

// TestHowell: for random matrices of 1 to 4 rows of width 1 to 5 over
// Z_N, N = 2 … 6, howell's rows
//   - span exactly the input's span;
//   - are in echelon form, with pivots in increasing columns, each a
//     divisor of N, and the entries above each pivot below it;
//   - have the Howell property: for every k, the rows with pivot at k or
//     beyond span every vector of the span that is 0 in the first k
//     columns;
//   - give each span element as Σ tᵢ·rowᵢ for exactly one choice of tᵢ in
//     [0, N/pᵢ), so Π N/pᵢ is the span's size;
//   - decide membership greedily: reducing any vector pivot by pivot
//     leaves 0 exactly when the vector is in the span;
//   - are the same for any generating set of the same span (the Howell
//     form is unique): the input with its rows shuffled, combined and
//     repeated.
func TestHowell(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	iters := 400
	if testing.Short() {
		iters = 100
	}
	for N := 2; N <= 6; N++ {
		for it := range iters {
			r, w := 1+rng.IntN(4), 1+rng.IntN(5)
			rows := randomRows(rng, r, w, N)
			name := fmt.Sprintf("N%d/%d: %v", N, it, rows)
			want, size := spanOfRows(rows, w, N)
			h, piv := howell(cloneRows(rows), w, N)
			if len(h) != len(piv) {
				t.Fatalf("%s: %d rows, %d pivots", name, len(h), len(piv))
			}
			got, gotSize := spanOfRows(h, w, N)
			if gotSize != size || !slices.Equal(got, want) {
				t.Fatalf("%s: Howell rows %v span %d vectors, the input %d", name, h, gotSize, size)
			}
			// Echelon form, pivots dividing N, entries above reduced.
			for i, row := range h {
				if len(row) != w {
					t.Fatalf("%s: row %v of width %d", name, row, len(row))
				}
				c := piv[i]
				if i > 0 && c <= piv[i-1] {
					t.Fatalf("%s: pivots %v not increasing", name, piv)
				}
				for j := range c {
					if row[j] != 0 {
						t.Fatalf("%s: row %v nonzero before its pivot %d", name, row, c)
					}
				}
				p := int(row[c])
				if p == 0 || N%p != 0 {
					t.Fatalf("%s: row %v: pivot %d does not divide %d", name, row, p, N)
				}
				for k := range i {
					if int(h[k][c]) >= p {
						t.Fatalf("%s: rows %v: %d above pivot %d", name, h, h[k][c], p)
					}
				}
			}
			// The Howell property.
			for k := 0; k <= w; k++ {
				var tail [][]uint8
				for i, c := range piv {
					if c >= k {
						tail = append(tail, h[i])
					}
				}
				tailSpan, _ := spanOfRows(tail, w, N)
				for x, ok := range want {
					zero := true
					for j, v := range vecOf(x, w, N) {
						if j < k && v != 0 {
							zero = false
						}
					}
					if ok && zero && !tailSpan[x] {
						t.Fatalf("%s: Howell rows %v: %v is in the span, 0 before column %d, but not spanned by the rows from there", name, h, vecOf(x, w, N), k)
					}
				}
			}
			// Unique representation with tᵢ in [0, N/pᵢ).
			count := 1
			for i := range h {
				count *= N / int(h[i][piv[i]])
			}
			if count != size {
				t.Fatalf("%s: Howell rows %v: Π N/pᵢ = %d, span %d", name, h, count, size)
			}
			seen := make([]bool, len(want))
			tv := make([]int, len(h))
			for {
				v := make([]int, w)
				for i, row := range h {
					for j := range w {
						v[j] += tv[i] * int(row[j])
					}
				}
				x := vecIndex(v, N)
				if seen[x] {
					t.Fatalf("%s: Howell rows %v: %v twice with t in [0, N/p)", name, h, vecOf(x, w, N))
				}
				seen[x] = true
				k := 0
				for ; k < len(tv); k++ {
					if tv[k]++; tv[k] < N/int(h[k][piv[k]]) {
						break
					}
					tv[k] = 0
				}
				if k == len(tv) {
					break
				}
			}
			// Greedy membership, as particular reduces.
			for x, ok := range want {
				v := vecOf(x, w, N)
				member := true
				for i, row := range h {
					c, p := piv[i], int(row[piv[i]])
					if v[c]%p != 0 {
						member = false
						break
					}
					q := v[c] / p
					for j := range w {
						v[j] = ((v[j]-q*int(row[j]))%N + N) % N
					}
				}
				if member {
					for _, e := range v {
						if e != 0 {
							member = false
						}
					}
				}
				if member != ok {
					t.Fatalf("%s: Howell rows %v: greedy reduction says %v is in the span: %v, brute force %v", name, h, vecOf(x, w, N), member, ok)
				}
			}
			// Uniqueness: another generating set of the same span.
			other := cloneRows(rows)
			rng.Shuffle(len(other), func(i, j int) { other[i], other[j] = other[j], other[i] })
			for range 3 {
				a, b, f := rng.IntN(len(other)), rng.IntN(len(other)), rng.IntN(N)
				if a != b {
					for j := range w {
						other[a][j] = uint8((int(other[a][j]) + f*int(other[b][j])) % N)
					}
				}
			}
			other = append(other, slices.Clone(other[rng.IntN(len(other))]))
			h2, piv2 := howell(other, w, N)
			if !slices.Equal(piv, piv2) || !slices.EqualFunc(h, h2, slices.Equal) {
				t.Fatalf("%s: Howell form %v, but %v for the same span from %v", name, h, h2, other)
			}
		}
	}
}
