package main

import (
	"fmt"
	"os"
	"testing"
)

// benchWasm returns the .wasm to compress: the file named by $FLIP_WASM
// if set (say build/flip.wasm), else the first 6 MiB of this test binary,
// compiled Go code that compresses much as a Go .wasm does.
func benchWasm(b *testing.B) []byte {
	p := os.Getenv("FLIP_WASM")
	limit := -1
	if p == "" {
		exe, err := os.Executable()
		if err != nil {
			b.Fatal(err)
		}
		p, limit = exe, 6<<20
	}
	data, err := os.ReadFile(p)
	if err != nil {
		b.Fatalf("benchmark input: %v", err)
	}
	if limit >= 0 && len(data) > limit {
		data = data[:limit]
	}
	return data
}

// BenchmarkCompress measures the precompression of the game at the
// settings flipsite offers; ratio is compressed/raw size. Quality 11 on a
// multi-megabyte .wasm takes tens of seconds per iteration:
//
//	go test -run '^$' -bench Compress -benchtime 1x ./cmd/flipsite
func BenchmarkCompress(b *testing.B) {
	data := benchWasm(b)
	b.Run("gzip9", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		var z []byte
		for b.Loop() {
			var err error
			if z, err = gzipBytes(data); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(z))/float64(len(data)), "ratio")
	})
	for _, q := range []int{9, 10, 11} {
		b.Run(fmt.Sprintf("brotli%d", q), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			var z []byte
			for b.Loop() {
				var err error
				if z, err = brotliBytes(data, q); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(z))/float64(len(data)), "ratio")
		})
	}
}
