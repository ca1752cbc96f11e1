package e2e

import (
	"fmt"
	"testing"
	"time"

	"flip/internal/driver"
)

// TestLinkRightAfterAPress writes a link into the address in the very
// animation frame in which the game publishes a press (while the game's
// own write of the address is still queued), round after round: each
// time the game opens the link written, and the address ends on the
// game's link for it. The interleavings themselves are web/bridge's
// property test; this is the page doing it for real, in each engine.
func TestLinkRightAfterAPress(t *testing.T) {
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) { t.Parallel(); linkRightAfterAPress(t, e) })
	}
}

func linkRightAfterAPress(t *testing.T, e driver.Engine) {
	boards := []string{"bbbbwwwwbbbbwwww", "wwwwbbbbwwwwbbbb"}
	p := openIn(t, e, "game=flip&board="+boards[1], 1024, 768, 1)
	p.settle("the puzzle", func(s Snapshot) bool { return s.Start == boards[1] })
	for round := range 6 {
		board := boards[round%2]
		before := p.snapshot()
		// A loop of animation frames that waits for the press's
		// publication and writes the link in that same frame.
		eval[any](p, fmt.Sprintf(`(function () {
			const before = %s;
			const watch = () => {
				const s = window.flipgame.snapshot();
				if (s.link !== before && !s.busy) {
					location.hash = %s;
					return;
				}
				requestAnimationFrame(watch);
			};
			requestAnimationFrame(watch);
		})()`, quote(before.Link), quote("game=flip&board="+board)))
		p.clickCell(p.layout(), round%16)
		s := p.settle(fmt.Sprintf("round %d: the link written after the press", round), func(s Snapshot) bool {
			return s.Start == board && s.Moves == 0 && !s.Busy
		})
		p.waitJS("location.hash === "+quote("#"+s.Link), 5*time.Second)
	}
}
