package main

import (
	"slices"
	"testing"
)

// benchstatCSV is benchstat -format csv of two packages' benchmarks, six
// runs of one and five of the other (too few for an interval).
const benchstatCSV = `goos: linux
pkg: flip/cmd/flipsolve
,native.txt,
,sec/op,CI
AllBoards/flip-2,0.028847622000000003,∞
geomean,0.028847622000000003,

,native.txt,
,B/op,CI
AllBoards/flip-2,281072,∞
geomean,281072,

pkg: flip/solver
,native.txt,
,sec/op,CI
Table/flip-2,1.005e-07,2%
"Proof32/fridge_32x32_king,odd-2",1.3807,0%
geomean,0.00037250550331505145,

,native.txt,
,allocs/op,CI
Table/flip-2,6,0%
geomean,6,
`

func TestReadBenchstat(t *testing.T) {
	got, err := readBenchstat([]byte(benchstatCSV))
	if err != nil {
		t.Fatal(err)
	}
	want := []nativeResult{
		{Name: "BenchmarkAllBoards/flip", SecPerOp: 0.028847622000000003, CI: "∞"},
		{Name: "BenchmarkTable/flip", SecPerOp: 1.005e-07, CI: "2%"},
		{Name: "BenchmarkProof32/fridge_32x32_king,odd", SecPerOp: 1.3807, CI: "0%"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("readBenchstat = %+v\nwant %+v", got, want)
	}
	if _, err := readBenchstat([]byte("goos: linux\n")); err == nil {
		t.Errorf("no results read without an error")
	}
}
