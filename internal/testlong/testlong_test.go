package testlong_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/internal/testlong"
)

// TestCover: a sample has every kind of the cases, never a case without
// kinds, the cases taken before it, and draws differ from seed to seed,
// each case drawn by some; with FLIP_LONG=1 it is every case.
func TestCover(t *testing.T) {
	t.Setenv("FLIP_LONG", "")
	// 2 games × 3 shapes × 2 wraps, as the solver's tests name them.
	type spec struct{ game, shape, wrap string }
	var cases []spec
	for _, g := range []string{"flip", "fridge"} {
		for _, sh := range []string{"cross", "rowcol", "king"} {
			for _, w := range []string{"plain", "torus"} {
				cases = append(cases, spec{g, sh, w})
			}
		}
	}
	kinds := func(i int) []string {
		if cases[i].shape == "king" && cases[i].wrap == "plain" {
			return nil // left out by the test
		}
		return []string{cases[i].game, cases[i].shape, cases[i].wrap}
	}
	drawn := make([]int, len(cases))
	for seed := range uint64(200) {
		taken := []int{int(seed % 3)}
		got := testlong.Cover(rand.New(rand.NewPCG(seed, 1)), len(cases), kinds, taken...)
		if !slices.IsSorted(got) || !slices.Contains(got, taken[0]) {
			t.Fatalf("seed %d: %v: want ascending, with %d", seed, got, taken[0])
		}
		want := map[string]bool{}
		for i := range cases {
			for _, k := range kinds(i) {
				want[k] = true
			}
		}
		for _, i := range got {
			if kinds(i) == nil && i != taken[0] {
				t.Fatalf("seed %d: case %v, which has no kinds", seed, cases[i])
			}
			for _, k := range kinds(i) {
				delete(want, k)
			}
			drawn[i]++
		}
		if len(want) > 0 {
			t.Fatalf("seed %d: %v leaves out %v", seed, got, want)
		}
		if len(got) > 4 {
			t.Errorf("seed %d: %d cases, want at most 4 (3 cover every kind, and the one taken)", seed, len(got))
		}
	}
	for i, n := range drawn {
		if n == 0 && kinds(i) != nil {
			t.Errorf("case %v never drawn", cases[i])
		}
	}

	t.Setenv("FLIP_LONG", "1")
	if got := testlong.Cover(rand.New(rand.NewPCG(1, 1)), len(cases), kinds); len(got) != len(cases) {
		t.Errorf("FLIP_LONG=1: %v, want every case", got)
	}
}

// TestCount: the sample, or everything with FLIP_LONG=1.
func TestCount(t *testing.T) {
	for _, long := range []string{"", "1"} {
		t.Setenv("FLIP_LONG", long)
		want := 3
		if long == "1" {
			want = 30
		}
		if got := testlong.Count(3, 30); got != want {
			t.Errorf("FLIP_LONG=%q: Count(3, 30) = %d, want %d", long, got, want)
		}
	}
}

// TestRand: FLIP_SEED replays a run's numbers; FLIP_LONG=1 takes the
// fixed seed.
func TestRand(t *testing.T) {
	t.Setenv("FLIP_LONG", "")
	t.Setenv("FLIP_SEED", "12345")
	a, b := testlong.Rand(t, 1, 2).Uint64(), rand.New(rand.NewPCG(12345, 2)).Uint64()
	if a != b {
		t.Errorf("FLIP_SEED=12345: %d, want %d", a, b)
	}
	t.Setenv("FLIP_LONG", "1")
	if a, b := testlong.Rand(t, 1, 2).Uint64(), rand.New(rand.NewPCG(1, 2)).Uint64(); a != b {
		t.Errorf("FLIP_LONG=1: %d, want %d", a, b)
	}
	if s := fmt.Sprint(testlong.Seed(t)); s != "12345" {
		t.Errorf("Seed = %s, want 12345", s)
	}
}
