package main

import (
	"fmt"
	"strings"
	"testing"

	"flip/solver"
)

// TestChaseOutput checks -chase's exact output through run and the
// binary. The 5×5 table is the classic one (solver's TestChaseFiveByFive
// checks it against a chase over Boards). On 4×4 every top row chases to
// nothing (the board's nullity is 4, its width), so only the zero pattern
// can be cleared: one line. A 3×1 board has no row to chase: the last row
// is the top row's own presses, a press flipping its cell and its left and
// right neighbours.
func TestChaseOutput(t *testing.T) {
	five := "..... .....\n" +
		"..xxx ...x.\n" +
		".x.x. .x..x\n" +
		".xx.x x....\n" +
		"x...x ...xx\n" +
		"x.xx. ....x\n" +
		"xx.xx ..x..\n" +
		"xxx.. .x...\n" +
		"clearable 8 of 2^5\n"
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-chase", "-size", "5x5"}, five},
		{[]string{"-size", "5x5", "-chase", "-game", "flip", "-shape", "cross", "-torus=false", "-moves=false"}, five},
		{[]string{"-chase", "-size", "4x4"}, ".... ....\nclearable 1 of 2^4\n"},
		{[]string{"-chase"}, ".... ....\nclearable 1 of 2^4\n"}, // the default 4x4
		{[]string{"-chase", "-size", "1x1"}, ". .\nx x\nclearable 2 of 2^1\n"},
		{[]string{"-chase", "-size", "3x1"}, "... ...\n..x xx.\n.x. xxx\n.xx ..x\nx.. .xx\nx.x x.x\nxx. x..\nxxx .x.\nclearable 8 of 2^3\n"},
	} {
		for _, inv := range invokers {
			// Standard input is not read: junk there changes nothing.
			got := inv.run(t, tt.args, "junk\n")
			if got != (result{tt.want, "", 0}) {
				t.Errorf("%s: flipsolve %q = %+v; want stdout\n%s", inv.name, tt.args, got, tt.want)
			}
		}
	}
}

// TestChaseSizes checks -chase on more sizes against the solver's table:
// the lines as Format writes them, and the count line.
func TestChaseSizes(t *testing.T) {
	for _, s := range [][2]int{{10, 10}, {16, 1}, {1, 32}, {7, 3}, {16, 32}} {
		w, h := s[0], s[1]
		args := []string{"-chase", "-size", fmt.Sprintf("%dx%d", w, h)}
		got := viaRun(t, args, "")
		tab, err := solver.Chase(w, h)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(got.stdout, "\n"), "\n")
		if got.code != 0 || got.stderr != "" || len(lines) != tab.Clearable()+1 {
			t.Fatalf("flipsolve %q: %d lines, stderr %q, status %d; want %d lines, status 0", args, len(lines), got.stderr, got.code, tab.Clearable()+1)
		}
		if want := fmt.Sprintf("clearable %d of 2^%d", tab.Clearable(), w); lines[len(lines)-1] != want {
			t.Errorf("flipsolve %q: last line %q, want %q", args, lines[len(lines)-1], want)
		}
		for i, l := range tab.Lines[:min(len(tab.Lines), 100)] {
			p, top, _ := strings.Cut(lines[i], " ")
			if len(p) != w || len(top) != w || rowOf(p) != l.Pattern || rowOf(top) != l.Presses {
				t.Errorf("flipsolve %q: line %d %q, want pattern %#x presses %#x", args, i+1, lines[i], l.Pattern, l.Presses)
			}
		}
	}
	// 10×10 has nullity 0: every last row can be cleared.
	if got := viaRun(t, []string{"-chase", "-size", "10x10"}, ""); !strings.HasSuffix(got.stdout, "\nclearable 1024 of 2^10\n") {
		t.Errorf("-chase -size 10x10 ends %q, want clearable 1024 of 2^10", got.stdout[max(0, len(got.stdout)-40):])
	}
}

// rowOf reads a row written in x and '.', column 1 first.
func rowOf(s string) uint32 {
	var x uint32
	for c := range len(s) {
		if s[c] == 'x' {
			x |= 1 << c
		}
	}
	return x
}

// TestChaseBadFlags checks that -chase refuses what it is not defined on,
// with one line naming the conflict and status 2, through run and the
// binary.
func TestChaseBadFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // the whole message
	}{
		{[]string{"-chase", "-game", "fridge"}, "flipsolve: -chase: light chasing is for the Flip Game (-game flip), not -game fridge\n"},
		{[]string{"-chase", "-game", "fridge", "-shape", "cross"}, "flipsolve: -chase: light chasing is for the Flip Game (-game flip), not -game fridge\n"},
		{[]string{"-chase", "-shape", "rowcol"}, "flipsolve: -chase: light chasing is for the cross shape, not -shape rowcol\n"},
		{[]string{"-chase", "-shape", "king", "-size", "5x5"}, "flipsolve: -chase: light chasing is for the cross shape, not -shape king\n"},
		{[]string{"-chase", "-torus"}, "flipsolve: -chase: light chasing is for boards without wrap, not -torus\n"},
		{[]string{"-chase", "-histogram"}, "flipsolve: -chase cannot be used with -histogram\n"},
		{[]string{"-moves", "-chase"}, "flipsolve: -chase cannot be used with -moves\n"},
		{[]string{"-chase", "-explain", "-size", "5x5"}, "flipsolve: -chase cannot be used with -explain\n"},
		{[]string{"-chase", "-size", "17x5"}, "flipsolve: -size: chase table 17x5: width 17 out of range: want width 1 to 16 and height 1 to 32\n"},
		{[]string{"-chase", "-size", "32x32"}, "flipsolve: -size: chase table 32x32: width 32 out of range: want width 1 to 16 and height 1 to 32\n"},
		{[]string{"-chase", "-size", "5x33"}, "flipsolve: -size: chase table 5x33: height 33 out of range: want width 1 to 16 and height 1 to 32\n"},
		{[]string{"-chase", "-size", "0x0"}, "flipsolve: -size: chase table 0x0: width 0 and height 0 out of range: want width 1 to 16 and height 1 to 32\n"},
		{[]string{"-chase", "-size", "5by5"}, "flipsolve: -size: bad size \"5by5\": want WxH, as in 5x5\n"},
		{[]string{"-chase", "-shape", "hex"}, "flipsolve: -shape: unknown shape \"hex\": want cross, rowcol or king\n"},
	} {
		for _, inv := range invokers {
			got := inv.run(t, tt.args, "")
			if got != (result{"", tt.want, 2}) {
				t.Errorf("%s: flipsolve %q = %+v; want stderr %q, status 2", inv.name, tt.args, got, tt.want)
			}
		}
	}
}
