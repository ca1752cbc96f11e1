package puzzle_test

import (
	"maps"
	"testing"

	"flip/game/puzzle"
)

// TestVersionsCovers: a version covers another when it has seen, of
// every tab, at least as many changes; no tab's count may fall short.
func TestVersionsCovers(t *testing.T) {
	for _, tc := range []struct {
		v, o puzzle.Versions
		want bool
	}{
		{puzzle.Versions{"a": 2, "b": 1}, puzzle.Versions{"a": 1}, true},
		{puzzle.Versions{"a": 2, "b": 1}, puzzle.Versions{"a": 2, "b": 1}, true},
		{puzzle.Versions{"a": 2}, puzzle.Versions{"a": 3}, false},
		{puzzle.Versions{"a": 2}, puzzle.Versions{"a": 1, "b": 1}, false},
		{puzzle.Versions{"a": 5}, puzzle.Versions{"a": 1, "b": 0}, true},
		{puzzle.Versions{}, puzzle.Versions{"c": 1}, false},
		{nil, nil, true},
		{nil, puzzle.Versions{}, true},
		{puzzle.Versions{"a": 1}, nil, true},
	} {
		if got := tc.v.Covers(tc.o); got != tc.want {
			t.Errorf("%v.Covers(%v) = %v, want %v", tc.v, tc.o, got, tc.want)
		}
	}
}

// TestVersionsSaw: a version saw a state when it has seen at least as
// many of the stamping tab's changes as the stamp's number; a state
// without a stamp predates every version.
func TestVersionsSaw(t *testing.T) {
	v := puzzle.Versions{"a": 2, "b": 0}
	for _, tc := range []struct {
		s    puzzle.Stamp
		want bool
	}{
		{puzzle.Stamp{}, true},
		{puzzle.Stamp{Tab: "a", N: 1}, true},
		{puzzle.Stamp{Tab: "a", N: 2, At: 99}, true},
		{puzzle.Stamp{Tab: "a", N: 3}, false},
		{puzzle.Stamp{Tab: "b", N: 1}, false},
		{puzzle.Stamp{Tab: "c", N: 1}, false},
	} {
		if got := v.Saw(tc.s); got != tc.want {
			t.Errorf("%v.Saw(%+v) = %v, want %v", v, tc.s, got, tc.want)
		}
	}
	if !puzzle.Versions(nil).Saw(puzzle.Stamp{}) || puzzle.Versions(nil).Saw(puzzle.Stamp{Tab: "a", N: 1}) {
		t.Error("a nil version: saw an unstamped state or missed a stamped one")
	}
}

// TestVersionsTotalJoin: Total adds every tab's count; Join takes each
// tab's larger count, whichever side holds it, and changes neither side.
func TestVersionsTotalJoin(t *testing.T) {
	if n := (puzzle.Versions{"a": 2, "b": 3, "": 4}).Total(); n != 9 {
		t.Errorf("Total = %d, want 9", n)
	}
	if n := puzzle.Versions(nil).Total(); n != 0 {
		t.Errorf("nil Total = %d, want 0", n)
	}
	v, o := puzzle.Versions{"a": 2, "b": 5}, puzzle.Versions{"a": 4, "c": 1}
	vc, oc := maps.Clone(v), maps.Clone(o)
	j := v.Join(o)
	if want := (puzzle.Versions{"a": 4, "b": 5, "c": 1}); !maps.Equal(j, want) {
		t.Errorf("Join = %v, want %v", j, want)
	}
	if !maps.Equal(v, vc) || !maps.Equal(o, oc) {
		t.Errorf("Join changed its operands: %v %v", v, o)
	}
	if !j.Covers(v) || !j.Covers(o) {
		t.Errorf("the join %v does not cover both %v and %v", j, v, o)
	}
	n := puzzle.Versions(nil).Join(nil)
	if n == nil || len(n) != 0 {
		t.Errorf("nil.Join(nil) = %#v, want an empty map", n)
	}
	n["a"] = 1 // usable: not nil
}
