package main

import (
	"fmt"
	"math/rand/v2"
	"time"

	"flip/game/play"
	"flip/solver"
)

// A boardClass is one kind of board the press latency is measured on.
type boardClass struct {
	Name string      `json:"name"`
	Spec solver.Spec `json:"-"`
}

// pressBoards are the board classes of the press-latency rows: the
// classic 4×4 Flip Game, the largest board the size picker offers, and
// 9×9 king with wrap, the board whose solver works hardest.
func pressBoards() []boardClass {
	flip := solver.FlipGame
	return []boardClass{
		{"4×4", solver.Classic(flip)},
		{"10×10", solver.Spec{Game: flip, Width: 10, Height: 10, Shape: solver.Cross}},
		{"9×9 king wrap", solver.Spec{Game: flip, Width: 9, Height: 9, Shape: solver.King, Torus: true}},
	}
}

// pressFragment returns the permalink fragment of a position on c's
// board, the same one every run: about half its pieces black.
func pressFragment(c boardClass) (string, error) {
	rules, err := solver.New(c.Spec)
	if err != nil {
		return "", fmt.Errorf("the %s board: %w", c.Name, err)
	}
	rng := rand.New(rand.NewPCG(1753, uint64(c.Spec.Cells())))
	var b solver.Board
	for i := range c.Spec.Cells() {
		b.Set(i, rng.IntN(2) == 1)
	}
	return play.Fragment(rules, b), nil
}

// pressRecorder is JavaScript that times presses: from each pointerdown
// (window, capturing, so before the game sees it) to the first
// requestAnimationFrame callback after the one in which the game's
// snapshot first shows the new move count: the frame that shows the
// press has been drawn and the browser is ready for the next. It
// records [ms from pointerdown to that callback] in
// window.__flipPresses.
const pressRecorder = `(() => {
	const st = window.__flipPress = {t0: -1, moves: -1, seen: false, out: []};
	window.__flipPresses = st.out;
	addEventListener("pointerdown", () => {
		st.t0 = performance.now();
		st.moves = window.flipgame.snapshot().moves;
		st.seen = false;
	}, true);
	const tick = () => {
		if (st.t0 >= 0) {
			if (st.seen) {
				st.out.push(performance.now() - st.t0);
				st.t0 = -1;
			} else if (window.flipgame.snapshot().moves !== st.moves) {
				st.seen = true;
			}
		}
		requestAnimationFrame(tick);
	};
	requestAnimationFrame(tick);
})()`

// pressCells presses n cells of the board in the tab, one after another,
// each once the last has finished animating, and returns how long each
// took to show (see pressRecorder).
func pressCells(t *tab, n int) ([]float64, error) {
	if _, err := evalIn[any](t, pressRecorder); err != nil {
		return nil, err
	}
	l, err := evalIn[play.PageLayout](t, "window.flipgame.layout()")
	if err != nil {
		return nil, err
	}
	if len(l.Cells) == 0 {
		return nil, fmt.Errorf("the game at %s has no cells in its layout", t.url)
	}
	for i := range n {
		c := l.Cells[(i*7+3)%len(l.Cells)]
		if err := t.click(c.X+c.W/2, c.Y+c.H/2); err != nil {
			return nil, err
		}
		cond := fmt.Sprintf("window.__flipPresses.length >= %d && !window.flipgame.snapshot().busy", i+1)
		if err := t.waitFor(fmt.Sprintf("press %d", i+1), cond, 20*time.Millisecond, 30*time.Second); err != nil {
			return nil, err
		}
	}
	return evalIn[[]float64](t, "window.__flipPresses")
}
