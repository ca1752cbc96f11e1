package main

import (
	"bytes"
	"compress/gzip"
	"fmt"

	"github.com/andybalholm/brotli"
)

// Brotli settings. Quality 11 is the smallest output and by far the
// slowest, so autoBrotliQuality lowers it for large files (the figures:
// docs/decisions.md, "Brotli at quality 11 for every file";
// BenchmarkCompress measures it).
const (
	autoQuality     = -1 // options.brotliQuality: choose by size
	maxBrotliWindow = 24 // log2 of the largest window brotli allows, 16 MiB
	minBrotliWindow = 10
)

// autoBrotliQuality returns the brotli quality for a file of n bytes: the
// best one expected to take no more than about 15 s, so that the site
// builds in well under half a minute. Small files always get 11.
func autoBrotliQuality(n int) int {
	switch {
	case n <= 2<<20:
		return 11
	case n <= 4<<20:
		return 10
	}
	return 9
}

// compressMin is the size above which a file gets precompressed copies;
// below it the saving is smaller than a network packet.
const compressMin = 1 << 10

// gzipBytes compresses data with gzip at its best compression. The header
// carries no name or time, so the output depends only on data.
func gzipBytes(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("gzip: %w", err)
	}
	return buf.Bytes(), nil
}

// brotliBytes compresses data with brotli at the given quality, with a
// window as large as data needs, up to brotli's largest (a bigger window
// than the data gains nothing and costs the decoder memory).
func brotliBytes(data []byte, quality int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{
		Quality: quality,
		LGWin:   brotliWindow(len(data)),
	})
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("brotli: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("brotli: %w", err)
	}
	return buf.Bytes(), nil
}

// brotliWindow returns the log2 window size for n bytes of input: the
// smallest that holds all of it, within brotli's limits.
func brotliWindow(n int) int {
	lg := minBrotliWindow
	for lg < maxBrotliWindow && 1<<lg < n {
		lg++
	}
	return lg
}
