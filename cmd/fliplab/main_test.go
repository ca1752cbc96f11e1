package main

import (
	"io"
	"slices"
	"testing"
	"time"
)

func TestParseArgs(t *testing.T) {
	c, err := parseArgs([]string{"-rounds", "2", "-for", "1s", "raw", "floor#animate", "press#game=flip&size=9x9", "solve"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	want := []target{{"raw", "raw", ""}, {"floor#animate", "floor", "animate"}, {"press#game=flip&size=9x9", "press", "game=flip&size=9x9"}, {"solve", "solve", ""}}
	if !slices.Equal(c.targets, want) || c.rounds != 2 || c.span != time.Second || c.presses != 10 {
		t.Errorf("targets %+v, rounds %d, for %v, presses %d; want %+v, 2, 1s, 10", c.targets, c.rounds, c.span, c.presses, want)
	}
	if c, err := parseArgs([]string{"-engine", "firefox", "-js", "1", "-probe", "window.x", "raw"}, io.Discard); err != nil || c.js != "1" || c.probe != "window.x" {
		t.Errorf("-js and -probe in Firefox: %+v, %v", c, err)
	}
	if c, err := parseArgs([]string{"-codesize"}, io.Discard); err != nil || !c.codeSize {
		t.Errorf("-codesize: %+v, %v", c, err)
	}
	for _, args := range [][]string{nil, {"trace"}, {"floor@antialias=0"}, {"-rounds", "0", "raw"}, {"-engine", "webkit", "-js", "1", "raw"}, {"-codesize", "raw"}} {
		if _, err := parseArgs(args, io.Discard); err == nil {
			t.Errorf("%q accepted", args)
		}
	}
}
