package e2e

import (
	"fmt"
	"math"
	"testing"

	"flip/game/play"
)

// TestColourCycleInTheTitle checks that in K colours the order of the
// colours is on screen while playing: the title's line shows the
// pieces of colours 2 to K−1 (orange, sky blue, purple, red, after the
// white and the black), each once in a row and left to right in the
// cycle's order, and none of a colour the game does not use; in two
// colours, none.
func TestColourCycleInTheTitle(t *testing.T) {
	// The faces of colours 2 to 5 (docs/playing.md, "More colours").
	hues := [][3]float64{{0xe6, 0x9f, 0x00}, {0x56, 0xb4, 0xe9}, {0xaa, 0x44, 0x99}, {0xcc, 0x33, 0x11}}
	for _, tc := range []struct {
		frag    string
		w, h    int64
		dpr     float64
		k, side int
	}{
		{frag: "game=flip&colors=3&board=0120120120120120", w: 1280, h: 800, dpr: 1, k: 3, side: 4},
		{frag: "game=flip&size=5x5&colors=6&board=0120340512034501230450123", w: 390, h: 844, dpr: 2, k: 6, side: 5},
		{frag: "game=fridge&size=5x5&shape=rowcol&colors=6&board=0120340512034501230450123", w: 1280, h: 800, dpr: 1, k: 6, side: 5},
		{frag: "game=flip&size=10x10&colors=4&board=" + fmt.Sprintf("%0100d", 0), w: 320, h: 480, dpr: 1, k: 4, side: 10},
		{frag: "game=flip&board=bwbwbwbwbwbwbwbw", w: 1280, h: 800, dpr: 1, k: 2, side: 4},
	} {
		t.Run(fmt.Sprintf("K%d-%dx%d", tc.k, tc.w, tc.h), func(t *testing.T) {
			t.Parallel()
			p := open(t, tc.frag, tc.w, tc.h, tc.dpr)
			p.settle("the puzzle", func(s Snapshot) bool { return s.Colors == tc.k && !s.Busy })
			title := play.Compute(float64(tc.w), float64(tc.h), tc.side, tc.side, false).Title
			img := pngOf(t, p.screenshot())
			first := make([]float64, len(hues)) // the leftmost pixel of each colour, in CSS pixels
			count := make([]int, len(hues))
			for y := title.Y; y < title.Y+title.H; y += 1 / tc.dpr {
				for x := title.X; x < title.X+title.W; x += 1 / tc.dpr {
					cr, cg, cb, _ := img.At(int(x*tc.dpr), int(y*tc.dpr)).RGBA()
					for v, h := range hues {
						if math.Abs(float64(cr>>8)-h[0]) < 45 && math.Abs(float64(cg>>8)-h[1]) < 45 && math.Abs(float64(cb>>8)-h[2]) < 45 {
							if count[v] == 0 {
								first[v] = x
							}
							count[v]++
						}
					}
				}
			}
			for v := range hues {
				colour := v + 2
				if colour >= tc.k {
					if count[v] > 2 {
						t.Errorf("colour %d, which K=%d does not use, shows on %d pixels of the title's line", colour, tc.k, count[v])
					}
					continue
				}
				if count[v] < 6 {
					t.Errorf("colour %d shows on %d pixels of the title's line: the cycle of the %d colours is not there", colour, count[v], tc.k)
				}
				if v > 0 && count[v-1] >= 6 && first[v] <= first[v-1] {
					t.Errorf("colour %d starts at x=%.0f, before colour %d at %.0f: not in the cycle's order", colour, first[v], colour-1, first[v-1])
				}
			}
		})
	}
}
