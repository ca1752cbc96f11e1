package play_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"flip/game/play"
	"flip/solver"
)

// issueExample is the permalink from the issue that asked for them.
const issueExample = "#game=flip&board=bwwbbbwbbwwbbwww"

func TestParseFragmentIssueExample(t *testing.T) {
	link, err := play.ParseFragment(issueExample)
	if err != nil {
		t.Fatalf("ParseFragment(%q): %v", issueExample, err)
	}
	want := decode(t, flipRules, "bwwbbbwbbwwbbwww")
	if link.Spec != solver.Classic(solver.FlipGame) || link.Board != want {
		t.Fatalf("ParseFragment(%q) = %v %s, want %v %s", issueExample, link.Spec, flipRules.Encode(solver.FromBoard(link.Board)), solver.Classic(solver.FlipGame), flipRules.Encode(solver.FromBoard(want)))
	}
	if got := play.Fragment(flipRules, link.Board); "#"+got != issueExample {
		t.Errorf("Fragment = %q, want %q", got, issueExample[1:])
	}
}

func TestParseFragmentValid(t *testing.T) {
	flipB := decode(t, flipRules, "bwwbbbwbbwwbbwww")
	fridgeB := decode(t, fridgeRules, "-+-----------+--")
	fridge53 := solver.Spec{Game: solver.Fridge, Width: 5, Height: 3, Shape: solver.King, Torus: true}
	tests := []struct {
		frag  string
		spec  solver.Spec
		board string // in the spec's alphabet
	}{
		{"game=flip&board=bwwbbbwbbwwbbwww", solver.Classic(solver.FlipGame), flipRules.Encode(solver.FromBoard(flipB))},
		{"board=bwwbbbwbbwwbbwww", solver.Classic(solver.FlipGame), "bwwbbbwbbwwbbwww"},                                        // game defaults to flip
		{"board=bwwbbbwbbwwbbwww&game=flip", solver.Classic(solver.FlipGame), "bwwbbbwbbwwbbwww"},                              // any order
		{"game=flip&&board=bwwbbbwbbwwbbwww&", solver.Classic(solver.FlipGame), "bwwbbbwbbwwbbwww"},                            // empty fields
		{"game=flip&board=bwwb%62bwbbwwbbwww", solver.Classic(solver.FlipGame), "bwwbbbwbbwwbbwww"},                            // %-escape
		{"game=flip&size=4x4&shape=cross&torus=0&board=bwwbbbwbbwwbbwww", solver.Classic(solver.FlipGame), "bwwbbbwbbwwbbwww"}, // explicit classic
		{"#game=fridge&board=-+-----------+--", solver.Classic(solver.Fridge), fridgeRules.Encode(solver.FromBoard(fridgeB))},
		{"game=fridge&board=-%2B-----------%2b--", solver.Classic(solver.Fridge), "-+-----------+--"},
		{"game=fridge&size=5x3&shape=king&torus=1&board=+-+-+-+-+-+-+-+", fridge53, "+-+-+-+-+-+-+-+"},
		{"game=flip&size=1x1&board=b", solver.Spec{Game: solver.FlipGame, Width: 1, Height: 1, Shape: solver.Cross}, "b"},
		{"game=flip&size=2x3&shape=rowcol&board=bwbwbw", solver.Spec{Game: solver.FlipGame, Width: 2, Height: 3, Shape: solver.RowCol}, "bwbwbw"},
		{"game=flip&shape=king&board=bwwbbbwbbwwbbwww", solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King}, "bwwbbbwbbwwbbwww"},
		{"game=flip&torus=1&board=bwwbbbwbbwwbbwww", solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.Cross, Torus: true}, "bwwbbbwbbwwbbwww"},
		{"game=flip&size=32x1&board=" + strings.Repeat("bw", 16), solver.Spec{Game: solver.FlipGame, Width: 32, Height: 1, Shape: solver.Cross}, strings.Repeat("bw", 16)},
	}
	for _, tt := range tests {
		t.Run(tt.frag, func(t *testing.T) {
			link, err := play.ParseFragment(tt.frag)
			if err != nil {
				t.Fatalf("error %v", err)
			}
			r := solver.MustNew(tt.spec)
			want := decode(t, r, tt.board)
			if link.Spec != tt.spec || link.Board != want {
				t.Errorf("got %v %s, want %v %s", link.Spec, r.Encode(solver.FromBoard(link.Board)), tt.spec, tt.board)
			}
		})
	}
}

func TestParseFragmentErrors(t *testing.T) {
	const flipBoard = "bwwbbbwbbwwbbwww"
	tests := []struct {
		frag string
		want []string // what the message must name
	}{
		{"game=chess&board=" + flipBoard, []string{"game", `"chess"`, "unknown"}},
		{"game=Flip&board=" + flipBoard, []string{"game", `"Flip"`}},
		{"game=flip&board=bwwb", []string{"board", "16", "4"}},
		{"game=flip&board=" + flipBoard + "w", []string{"board", "16", "17"}},
		{"game=flip&board=", []string{"board", "16", "0"}},
		{"game=flip&size=5x3&board=" + flipBoard, []string{"board", "15", "16"}},
		{"game=flip&board=bwxbbbwbbwwbbwww", []string{"board", "character 3", "'x'"}},
		{"game=flip&board=bwwbbbwbbwwbbwwW", []string{"board", "character 16", "'W'"}},
		{"game=fridge&board=----*-----------", []string{"board", "character 5", "'*'"}},
		{"game=fridge&board=bwwbbbwbbwwbbwww", []string{"board", "character 1", "'b'"}},
		{"game=flip&size=5by5&board=" + flipBoard, []string{"size", `"5by5"`}},
		{"game=flip&size=5&board=" + flipBoard, []string{"size", `"5"`}},
		{"game=flip&size=x4&board=" + flipBoard, []string{"size", `"x4"`}},
		{"game=flip&size=0x4&board=", []string{"size", "0x4"}},
		{"game=flip&size=33x2&board=", []string{"size", "33x2"}},
		{"game=flip&size=-1x5&board=", []string{"size", "-1x5"}},
		{"game=flip&shape=star&board=" + flipBoard, []string{"shape", `"star"`, "unknown"}},
		{"game=flip&shape=Cross&board=" + flipBoard, []string{"shape", `"Cross"`}},
		{"game=flip&torus=yes&board=" + flipBoard, []string{"torus", `"yes"`}},
		{"game=flip&torus=2&board=" + flipBoard, []string{"torus", `"2"`}},
		{"game=flip", []string{"board"}},
		{"game=flip&size=5x5&shape=king", []string{"board"}},
		{"game=flip&game=fridge&board=" + flipBoard, []string{"game", "twice"}},
		{"game=flip&board=" + flipBoard + "&board=" + flipBoard, []string{"board", "twice"}},
		{"game=flip&colour=red&board=" + flipBoard, []string{`"colour"`, "unknown"}},
		{"game=flip&board=bw%zzbbbwbbwwbbwww", []string{"board", "escape", "%zz"}},
		{"game=fl%ip&board=" + flipBoard, []string{"game", "escape"}},
		{"game&board=" + flipBoard, []string{"game"}},
	}
	for _, tt := range tests {
		t.Run(tt.frag, func(t *testing.T) {
			link, err := play.ParseFragment(tt.frag)
			if err == nil {
				t.Fatalf("no error; got %v %v", link.Spec, link.Board)
			}
			if errors.Is(err, play.ErrNoLink) {
				t.Errorf("error %v is ErrNoLink for a non-empty fragment", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			// A broken link keeps at most its valid rule set (so that the
			// page can stay on it), never a board or presses.
			if link.Board != (solver.Board{}) || link.Presses != nil || !link.Daily.IsZero() {
				t.Errorf("error with a position in the link %+v", link)
			}
			if link.Spec.Game != nil && link.Spec.Validate() != nil {
				t.Errorf("error with an invalid rule set in the link %v", link.Spec)
			}
		})
	}
}

// TestParseFragmentNonASCIIBoard: a board of the right number of
// characters, one of them not ASCII, is wrong because of that character,
// not because of its length.
func TestParseFragmentNonASCIIBoard(t *testing.T) {
	for _, frag := range []string{
		"game=flip&board=bwwbbbwbbwwbbwwé",
		"game=flip&board=bwwbbbwbbwwbbww%C3%A9", // as a browser escapes it
	} {
		_, err := play.ParseFragment(frag)
		if err == nil {
			t.Fatalf("ParseFragment(%q): no error", frag)
		}
		for _, w := range []string{"board", "character 16", "'é'"} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("ParseFragment(%q) = %q: want it to name %s (the board has 16 characters)", frag, err, w)
			}
		}
	}
}

func TestParseFragmentEmpty(t *testing.T) {
	for _, frag := range []string{"", "#"} {
		if _, err := play.ParseFragment(frag); !errors.Is(err, play.ErrNoLink) {
			t.Errorf("ParseFragment(%q) error %v, want ErrNoLink", frag, err)
		}
	}
}

// roundTripSpecs are the rule sets whose positions must survive a
// permalink: both games, classic and not, with every size, shape and torus
// field in use.
var roundTripSpecs = []struct {
	spec       solver.Spec
	exhaustive bool // every position, else a random sample
}{
	{solver.Classic(solver.FlipGame), false},
	{solver.Classic(solver.Fridge), false},
	{solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross}, true},
	{solver.Spec{Game: solver.Fridge, Width: 3, Height: 3, Shape: solver.RowCol}, true},
	{solver.Spec{Game: solver.FlipGame, Width: 2, Height: 3, Shape: solver.King, Torus: true}, true},
	{solver.Spec{Game: solver.Fridge, Width: 3, Height: 2, Shape: solver.Cross, Torus: true}, true},
	{solver.Spec{Game: solver.FlipGame, Width: 1, Height: 1, Shape: solver.Cross}, true},
	{solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King}, false},
	{solver.Spec{Game: solver.Fridge, Width: 4, Height: 4, Shape: solver.RowCol, Torus: true}, false},
	{solver.Spec{Game: solver.Fridge, Width: 5, Height: 3, Shape: solver.King, Torus: true}, false},
	{solver.Spec{Game: solver.FlipGame, Width: 7, Height: 5, Shape: solver.RowCol}, false},
	{solver.Spec{Game: solver.Fridge, Width: 10, Height: 10, Shape: solver.Cross}, false},
	{solver.Spec{Game: solver.FlipGame, Width: 32, Height: 32, Shape: solver.Cross, Torus: true}, false},
}

func TestFragmentRoundTrip(t *testing.T) {
	for _, tc := range roundTripSpecs {
		t.Run(tc.spec.String(), func(t *testing.T) {
			r := solver.MustNew(tc.spec)
			var boards []solver.Board
			if tc.exhaustive {
				for x := range uint64(1) << r.Cells() {
					boards = append(boards, solver.BoardOf(x))
				}
			} else {
				rng := newRNG(uint64(r.Cells()))
				for _, g := range r.Goals() {
					boards = append(boards, g.Board())
				}
				for range 150 {
					var b solver.Board
					for i := range r.Cells() {
						b.Set(i, rng.IntN(2) == 1)
					}
					boards = append(boards, b)
				}
			}
			classic := tc.spec == solver.Classic(tc.spec.Game)
			for _, b := range boards {
				frag := play.Fragment(r, b)
				if !strings.HasPrefix(frag, "game="+tc.spec.Game.Name+"&") || !strings.HasSuffix(frag, "board="+r.Encode(solver.FromBoard(b))) {
					t.Fatalf("Fragment = %q: want game=%s first and board=%s last", frag, tc.spec.Game.Name, r.Encode(solver.FromBoard(b)))
				}
				if hasSize := strings.Contains(frag, fmt.Sprintf("&size=%dx%d&", tc.spec.Width, tc.spec.Height)); hasSize == classic {
					t.Fatalf("Fragment = %q: size field present %v for a classic=%v spec", frag, hasSize, classic)
				}
				if !classic && !strings.Contains(frag, "&shape="+tc.spec.Shape.String()+"&") {
					t.Fatalf("Fragment = %q: no shape=%s", frag, tc.spec.Shape)
				}
				if strings.Contains(frag, "torus=1") != tc.spec.Torus {
					t.Fatalf("Fragment = %q for torus=%v", frag, tc.spec.Torus)
				}
				for _, f := range []string{frag, "#" + frag} {
					link, err := play.ParseFragment(f)
					if err != nil {
						t.Fatalf("ParseFragment(%q): %v", f, err)
					}
					if link.Spec != tc.spec || link.Board != b {
						t.Fatalf("ParseFragment(%q) = %v %s, want %v %s", f, link.Spec, r.Encode(solver.FromBoard(link.Board)), tc.spec, r.Encode(solver.FromBoard(b)))
					}
				}
			}
		})
	}
}

// fuzzSeeds are valid and broken fragments to start the fuzzer from.
var fuzzSeeds = []string{
	"",
	"#",
	issueExample,
	"game=flip&board=bwwbbbwbbwwbbwww",
	"game=fridge&board=-+-----------+--",
	"game=fridge&size=5x3&shape=king&torus=1&board=+-+-+-+-+-+-+-+",
	"game=flip&size=2x3&shape=rowcol&board=bwbwbw",
	"game=flip&size=1x1&board=b",
	"game=flip&board=bwwb%62bwbbwwbbwww",
	"game=fridge&board=-%2B-----------%2b--",
	"board=bwwbbbwbbwwbbwww&game=flip",
	"game=flip&size=4x4&shape=cross&torus=0&board=bwwbbbwbbwwbbwww",
	"game=chess&board=bwwbbbwbbwwbbwww",
	"game=flip&board=bwwb",
	"game=flip&board=bwxbbbwbbwwbbwww",
	"game=flip&size=5by5&board=bwwbbbwbbwwbbwww",
	"game=flip&size=0x4&board=",
	"game=flip&size=33x2&board=",
	"game=flip&shape=star&board=bwwbbbwbbwwbbwww",
	"game=flip&torus=yes&board=bwwbbbwbbwwbbwww",
	"game=flip",
	"game=flip&game=fridge&board=bwwbbbwbbwwbbwww",
	"game=flip&colour=red&board=bwwbbbwbbwwbbwww",
	"game=flip&board=bw%zzbbbwbbwwbbwww",
	"game&board=bwwbbbwbbwwbbwww",
	"game=flip&board=bwwbbbwbbwwbbwwé",
	"&&&",
}

func FuzzParseFragment(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, frag string) {
		// Every call builds a rule set (and for small boards its distance
		// table), so long inputs make the fuzzer's minimiser crawl; boards
		// longer than this are covered by TestFragmentRoundTrip.
		if len(frag) > 256 {
			return
		}
		link, err := play.ParseFragment(frag)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("ParseFragment(%q): empty error message", frag)
			}
			if errors.Is(err, play.ErrNoLink) != (strings.TrimPrefix(frag, "#") == "") {
				t.Fatalf("ParseFragment(%q): error %v; ErrNoLink is for an empty fragment only", frag, err)
			}
			return
		}
		r, err := solver.New(link.Spec)
		if err != nil {
			t.Fatalf("ParseFragment(%q) gave spec %v that solver.New refuses: %v", frag, link.Spec, err)
		}
		// No cell beyond the board is set.
		if back, err := r.Decode(r.Encode(solver.FromBoard(link.Board))); err != nil || back != link.Pos {
			t.Fatalf("ParseFragment(%q): board has cells outside the %v board", frag, link.Spec)
		}
		write := func(l play.Link) string {
			if !l.Daily.IsZero() {
				return play.DailyFragment(l.Spec.Game, l.Daily, l.Presses)
			}
			return play.PuzzleFragment(r, l.Board, l.Presses)
		}
		again := write(link)
		link2, err := play.ParseFragment(again)
		if err != nil {
			t.Fatalf("ParseFragment(%q) ok, but its Fragment %q fails: %v", frag, again, err)
		}
		if link2.Spec != link.Spec || link2.Board != link.Board || !slices.Equal(link2.Presses, link.Presses) || !link2.Daily.Equal(link.Daily) {
			t.Fatalf("ParseFragment(%q) = %v %s; its Fragment %q parses to %v %s", frag, link.Spec, r.Encode(solver.FromBoard(link.Board)), again, link2.Spec, r.Encode(solver.FromBoard(link2.Board)))
		}
		if third := write(link2); third != again {
			t.Fatalf("Fragment is not stable: %q then %q", again, third)
		}
	})
}
