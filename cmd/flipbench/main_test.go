package main

import (
	"io"
	"strings"
	"testing"
)

// TestParseArgsLoads checks the load counts: the defaults, and an idle
// count that the loads cannot hold.
func TestParseArgsLoads(t *testing.T) {
	c, err := parseArgs(nil, io.Discard)
	if err != nil || c.loads != 21 || c.idleLoads != 5 || c.loadsOnly {
		t.Errorf("defaults: loads %d, idle loads %d, loads only %v, %v; want 21, 5, false", c.loads, c.idleLoads, c.loadsOnly, err)
	}
	if c, err = parseArgs([]string{"-loads", "3", "-idleloads", "3"}, io.Discard); err != nil || c.loads != 3 || c.idleLoads != 3 {
		t.Errorf("-loads 3 -idleloads 3: %d, %d, %v", c.loads, c.idleLoads, err)
	}
	_, err = parseArgs([]string{"-loads", "4", "-idleloads", "5"}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "-idleloads 5 is more than -loads 4") {
		t.Errorf("-loads 4 -idleloads 5: %v, want an error naming both", err)
	}
	if _, err = parseArgs([]string{"-idleloads", "0"}, io.Discard); err == nil {
		t.Errorf("-idleloads 0 accepted")
	}
}

// TestParseArgsLoadsOnly checks that -loadsonly measures no idle cost,
// with any -loads, whatever -idleloads says, and that -against takes it.
func TestParseArgsLoadsOnly(t *testing.T) {
	for _, args := range [][]string{{"-loadsonly"}, {"-loadsonly", "-loads", "2"}, {"-loadsonly", "-loads", "2", "-idleloads", "5"}} {
		c, err := parseArgs(args, io.Discard)
		if err != nil || !c.loadsOnly || c.idleLoads != 0 {
			t.Errorf("%q: loads only %v, idle loads %d, %v; want true, 0, no error", args, c.loadsOnly, c.idleLoads, err)
		}
	}
	if _, err := parseArgs([]string{"-loadsonly", "-loads", "0"}, io.Discard); err == nil {
		t.Errorf("-loadsonly -loads 0 accepted")
	}
	if c, err := parseArgs([]string{"-loadsonly", "-against", "old"}, io.Discard); err != nil || c.against != "old" {
		t.Errorf("-loadsonly -against old: %q, %v", c.against, err)
	}
	if _, err := parseArgs([]string{"-against", "old"}, io.Discard); err == nil || !strings.Contains(err.Error(), "-loadsonly") {
		t.Errorf("-against without -loadsonly: %v, want an error naming -loadsonly", err)
	}
}
