package bench

import (
	"math"
	"slices"
)

// Median returns the median of xs, or NaN if xs is empty.
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// Percentile returns the p-th percentile (0 < p ≤ 100) of xs by the
// nearest-rank method: the smallest value that at least p% of xs are no
// greater than. It returns NaN if xs is empty.
func Percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Sorted(slices.Values(xs))
	rank := int(math.Ceil(p / 100 * float64(len(s))))
	return s[min(max(rank, 1), len(s))-1]
}

// Maximum returns the largest of xs, or NaN if xs is empty.
func Maximum(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	return slices.Max(xs)
}

// intervals returns the differences between consecutive values of ts
// that lie in [from, to].
func intervals(ts []float64, from, to float64) []float64 {
	var out []float64
	prev := math.NaN()
	for _, t := range ts {
		if t < from || t > to {
			continue
		}
		if !math.IsNaN(prev) {
			out = append(out, t-prev)
		}
		prev = t
	}
	return out
}
