package bench

import (
	"math"
	"slices"
	"testing"
)

func TestMedian(t *testing.T) {
	tests := []struct {
		xs   []float64
		want float64
	}{
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	}
	for _, tt := range tests {
		if got := Median(tt.xs); got != tt.want {
			t.Errorf("Median(%v) = %v, want %v", tt.xs, got, tt.want)
		}
	}
	if got := Median(nil); !math.IsNaN(got) {
		t.Errorf("Median(nil) = %v, want NaN", got)
	}
}

func TestPercentile(t *testing.T) {
	xs := make([]float64, 100)
	for i := range xs {
		xs[i] = float64(100 - i) // 100 down to 1
	}
	tests := []struct{ p, want float64 }{{95, 95}, {50, 50}, {100, 100}, {0.1, 1}}
	for _, tt := range tests {
		if got := Percentile(xs, tt.p); got != tt.want {
			t.Errorf("Percentile(1..100, %v) = %v, want %v", tt.p, got, tt.want)
		}
	}
	if got := Percentile([]float64{16, 17, 40}, 95); got != 40 {
		t.Errorf("percentile of 3 values at 95 = %v, want the largest, 40", got)
	}
}

func TestIntervals(t *testing.T) {
	got := intervals([]float64{0, 10, 26, 43, 60, 100}, 10, 60)
	if want := []float64{16, 17, 17}; !slices.Equal(got, want) {
		t.Errorf("intervals = %v, want %v", got, want)
	}
	if got := intervals([]float64{5}, 0, 10); len(got) != 0 {
		t.Errorf("intervals of one frame = %v, want none", got)
	}
}
