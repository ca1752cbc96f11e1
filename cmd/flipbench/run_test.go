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
	if err != nil || c.loads != 11 || c.idleLoads != 5 {
		t.Errorf("defaults: loads %d, idle loads %d, %v; want 11, 5", c.loads, c.idleLoads, err)
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
