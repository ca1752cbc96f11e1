// Package testlong says how much of its work a long test does. `make
// test` samples: each run a long test checks a part of what it could,
// chosen by a seed that changes from run to run, so that the runs cover
// the whole over time. `make test-long` (FLIP_LONG=1) checks everything.
// A failing sample says its seed, and FLIP_SEED=N replays it.
//
// A sample never leaves out a kind of case: Cover draws cases so that
// every kind (every K, shape, wrap, game, size, as the test names them)
// is among them each run, and the draw picks among the cases of a kind.
package testlong

import (
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Long reports whether the exhaustive runs are asked for (FLIP_LONG=1).
func Long() bool { return os.Getenv("FLIP_LONG") == "1" }

// runSeed is the seed of the test binary's run: one for all its tests,
// so that two tests can draw the same sample (and share what it costs to
// build).
var runSeed = sync.OnceValue(func() uint64 { return uint64(time.Now().UnixNano()) })

// Seed returns the seed of t's sample: FLIP_SEED when set, otherwise the
// run's, the same for every test of the test binary and new each run.
// When t fails, it says the seed and how to replay it.
func Seed(t testing.TB) uint64 {
	t.Helper()
	seed := runSeed()
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

// Rand returns the random numbers of t's sample: with FLIP_LONG=1 those
// of the fixed seed (seed1, seed2), the same every run, as the whole test
// has always drawn them; otherwise those of the run's seed (Seed) on the
// stream seed2, new each run.
func Rand(t testing.TB, seed1, seed2 uint64) *rand.Rand {
	t.Helper()
	if Long() {
		return rand.New(rand.NewPCG(seed1, seed2))
	}
	return rand.New(rand.NewPCG(Seed(t), seed2))
}

// Count returns all with FLIP_LONG=1 and sample otherwise: how many of
// something (positions, tries) a long test checks.
func Count(sample, all int) int {
	if Long() {
		return all
	}
	return sample
}

// Cover returns, ascending, the indices of the cases of n that a run
// checks: all of them with FLIP_LONG=1. Otherwise a sample drawn by rng in
// which every kind of the n cases is: kinds(i) names case i's kinds (say
// "K6", "king", "torus", "flip"; or "K6 king" to ask for every shape at
// each K), and a case without kinds is never taken. The cases taken, and
// their kinds, are in the sample first; then, in an order drawn by rng,
// the case with the most kinds not yet in it, until every kind is: a
// small sample, and every case can be drawn.
func Cover(rng *rand.Rand, n int, kinds func(i int) []string, taken ...int) []int {
	if Long() {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out // and rng untouched
	}
	order := rng.Perm(n)
	seen := map[string]bool{}
	in := make([]bool, n)
	for _, i := range taken {
		in[i] = true
		for _, k := range kinds(i) {
			seen[k] = true
		}
	}
	for {
		best, most := -1, 0
		for _, i := range order {
			if in[i] {
				continue
			}
			m := 0
			for _, k := range kinds(i) {
				if !seen[k] {
					m++
				}
			}
			if m > most {
				best, most = i, m
			}
		}
		if best < 0 {
			break
		}
		in[best] = true
		for _, k := range kinds(best) {
			seen[k] = true
		}
	}
	var out []int
	for i, ok := range in {
		if ok {
			out = append(out, i)
		}
	}
	return out
}
