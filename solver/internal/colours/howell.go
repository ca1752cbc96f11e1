package colours

// Howell form: an echelon form of a matrix over the integers modulo N
// that works when N is not prime. Row operations are the invertible ones
// (a 2×2 transform of determinant 1 from the extended Euclidean algorithm,
// a unit times a row, a row minus a multiple of another); each pivot is a
// divisor p of N; and for every row of pivot p, N/p times the row, which
// is 0 in the pivot's column, is added as a row of its own and reduced
// with the rest. That last step gives the Howell property: the rows that
// are 0 in the first k columns span every vector of the row span that is 0
// there. Two things follow that the solver uses: a vector is in the span
// exactly when reducing it greedily by the rows, pivot by pivot, leaves 0;
// and each vector of the span is Σ tᵢ·rowᵢ for exactly one choice of tᵢ
// in [0, N/pᵢ). See docs/solver.md, “More colours”.

// howell reduces rows, each of width w with entries in [0, N), to Howell
// form, and returns the nonzero rows in echelon order and the column of
// each one's pivot. It reuses rows' storage.
func howell(rows [][]uint8, w, N int) ([][]uint8, []int) {
	var pivots []int
	r := 0
	for c := 0; c < w && r < len(rows); c++ {
		for i := r; i < len(rows); i++ {
			if rows[i][c] != 0 {
				rows[r], rows[i] = rows[i], rows[r]
				break
			}
		}
		if rows[r][c] == 0 {
			continue
		}
		pr := rows[r]
		for i := r + 1; i < len(rows); i++ {
			b := int(rows[i][c])
			if b == 0 {
				continue
			}
			a := int(pr[c])
			g, s, t := xgcd(a, b)
			ag, bg := a/g, b/g
			pi := rows[i]
			for j := c; j < w; j++ {
				x, y := int(pr[j]), int(pi[j])
				pr[j] = uint8(mod(s*x+t*y, N))
				pi[j] = uint8(mod(ag*y-bg*x, N))
			}
		}
		p := int(pr[c])
		g := gcd(p, N)
		if u := unitTo(p, g, N); u != 1 {
			for j := c; j < w; j++ {
				pr[j] = uint8(pr[j] * uint8(u) % uint8(N))
			}
		}
		for i := 0; i < r; i++ {
			if q := int(rows[i][c]) / g; q != 0 {
				ri := rows[i]
				for j := c; j < w; j++ {
					ri[j] = uint8(mod(int(ri[j])-q*int(pr[j]), N))
				}
			}
		}
		if g != 1 {
			extra := make([]uint8, w)
			zero := true
			for j := c + 1; j < w; j++ {
				if extra[j] = uint8(N / g * int(pr[j]) % N); extra[j] != 0 {
					zero = false
				}
			}
			if !zero {
				rows = append(rows, extra)
			}
		}
		pivots = append(pivots, c)
		r++
	}
	return rows[:r], pivots
}

// mod returns x modulo N in [0, N).
func mod(x, N int) int {
	x %= N
	if x < 0 {
		x += N
	}
	return x
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// xgcd returns g = gcd(a, b) > 0 and s, t with s·a + t·b = g, for a, b
// not both 0.
func xgcd(a, b int) (g, s, t int) {
	s0, s1, t0, t1 := 1, 0, 0, 1
	for b != 0 {
		q := a / b
		a, b = b, a-q*b
		s0, s1 = s1, s0-q*s1
		t0, t1 = t1, t0-q*t1
	}
	return a, s0, t0
}

// unitTo returns a unit u of Z_N with u·p ≡ g (mod N), g = gcd(p, N).
func unitTo(p, g, N int) int {
	for u := 1; u < N; u++ {
		if gcd(u, N) == 1 && u*p%N == g {
			return u
		}
	}
	return 1 // N = 1: not a rule set's
}
