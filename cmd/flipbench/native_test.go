package main

import (
	"slices"
	"testing"
)

func TestParseBench(t *testing.T) {
	out := []byte(`goos: linux
goarch: amd64
pkg: flip/solver
cpu: AMD EPYC
BenchmarkTable/flip-2         	   13651	     86792 ns/op	   68144 B/op	       6 allocs/op
BenchmarkTable/fridge-2       	   14112	     91585 ns/op
BenchmarkTable/flip-2         	   14000	     80000.5 ns/op
PASS
ok  	flip/solver	2.506s
BenchmarkAllBoards/flip         	      30	  42441396 ns/op	  30.88 MB/s	       647.6 ns/board
`)
	got := parseBench(out)
	want := []nativeResult{
		{Name: "BenchmarkTable/flip", NsPerOp: []float64{86792, 80000.5}, Iters: []int{13651, 14000}},
		{Name: "BenchmarkTable/fridge", NsPerOp: []float64{91585}, Iters: []int{14112}},
		{Name: "BenchmarkAllBoards/flip", NsPerOp: []float64{42441396}, Iters: []int{30}},
	}
	if len(got) != len(want) {
		t.Fatalf("parseBench found %d benchmarks, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Name != w.Name || !slices.Equal(g.NsPerOp, w.NsPerOp) || !slices.Equal(g.Iters, w.Iters) {
			t.Errorf("result %d = %+v, want %+v", i, g, w)
		}
	}
}
