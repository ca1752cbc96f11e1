// Package testlong says how much of its work a long test does. `make
// test` samples: each run a long test checks a part of what it could,
// chosen by a seed that changes from run to run, so that the runs cover
// the whole over time. `make test-long` (FLIP_LONG=1) checks everything.
// A failing sample says its seed, and FLIP_SEED=N replays it.
package testlong

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// Long reports whether the exhaustive runs are asked for (FLIP_LONG=1).
func Long() bool { return os.Getenv("FLIP_LONG") == "1" }

// Seed returns the seed of t's sample: FLIP_SEED when set, otherwise one
// of its own for this run. When t fails, it says the seed and how to
// replay it.
func Seed(t testing.TB) uint64 {
	t.Helper()
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("FLIP_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("FLIP_SEED=%q: want a whole number", s)
		}
		seed = n
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the sample's seed: FLIP_SEED=%d go test -run '^%s$' replays it", seed, t.Name())
		}
	})
	return seed
}
