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
// window.__flipPresses. The move count before the press is read before
// the click (pressCells sets window.__flipPress.moves), not in the
// pointerdown listener: a snapshot costs a few ms of JSON, which would
// run inside the very task the press is timed and traced in. Each
// pointerdown also leaves pressMark in the trace (performance.mark, in
// the category blink.user_timing).
const pressRecorder = `(() => {
	const st = window.__flipPress = {t0: -1, moves: -1, seen: false, out: []};
	window.__flipPresses = st.out;
	addEventListener("pointerdown", () => {
		st.t0 = performance.now();
		st.seen = false;
		performance.mark("` + pressMark + `");
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
		if _, err := evalIn[int](t, "window.__flipPress.moves = window.flipgame.snapshot().moves"); err != nil {
			return nil, err
		}
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

// pressesPerLoad is how many cells each press-latency load presses: the
// first right after the page is ready, the others each once the last
// has finished animating.
const pressesPerLoad = 10

// A pressSample is the presses of one fresh load of one board.
type pressSample struct {
	Board      string    `json:"board"`
	Fragment   string    `json:"permalink"`
	LatencyMs  []float64 `json:"latencyMs"`    // each press, first to last
	LongestMs  float64   `json:"longestMs"`    // the main-thread task that ran the most CPU time meanwhile: its wall time
	LongestCPU float64   `json:"longestCpuMs"` // … and its CPU time
}

// measurePresses loads each board class cfg.pressLoads times in fresh
// tabs and presses its cells, the first press as soon as the page
// answers.
func measurePresses(f *figures, cfg config, browser *session, game page, logf func(string, ...any)) error {
	for load := range cfg.pressLoads {
		for _, c := range pressBoards() {
			frag, err := pressFragment(c)
			if err != nil {
				return err
			}
			var s pressSample
			err = browser.do(func(h *headless) error {
				// The trace starts before the page loads, not just before
				// the first press: starting a trace makes the browser
				// stop and instrument its processes, and the first press
				// after it waited up to half a second (in 3 of 6 loads of
				// a make bench run, 1 of 5 in a -compare run; none of 5
				// without a trace). Its tasks count from the first press.
				// It records only top-level tasks and the press marks: with
				// the timeline's detail the load's events, streamed to
				// flipbench during the presses, slowed them down.
				col, err := startTracingCategories(h, []string{"toplevel", "blink.user_timing"})
				if err != nil {
					return err
				}
				t, err := game.open(h, frag, cfg)
				if err != nil {
					col.stop(h)
					return err
				}
				defer t.close()
				lat, perr := pressCells(t, pressesPerLoad)
				events, err := col.stop(h)
				if perr != nil {
					return perr
				}
				if err != nil {
					return err
				}
				s = pressSample{Board: c.Name, Fragment: frag, LatencyMs: lat}
				s.LongestMs, s.LongestCPU = longestRendererTask(events)
				return nil
			})
			if err != nil {
				return fmt.Errorf("presses on %s, load %d of %d: %w", c.Name, load+1, cfg.pressLoads, err)
			}
			logf("presses %d/%d on %s: first %.0f ms, then %v ms; longest main-thread task %.1f ms of CPU (%.1f ms wall)",
				load+1, cfg.pressLoads, c.Name, s.LatencyMs[0], roundAll(s.LatencyMs[1:]), s.LongestCPU, s.LongestMs)
			f.Presses = append(f.Presses, s)
		}
	}
	return nil
}

// Budgets of the presses, from the performance issue.
const (
	budgetPress     = 1.5 // a press on any board, against a 4×4 press
	budgetPressTask = 16  // ms, the longest main-thread task while pressing
)

// pressRows are the rows of the press latencies: for each board class
// the first press after a load and the later ones, against the later
// presses on 4×4, and the longest main-thread task.
func pressRows(f *figures) []row {
	boards := pressBoards()
	if len(f.Presses) == 0 {
		return nil
	}
	later := func(board string) (first, rest, longest, walls []float64, loads int) {
		for _, s := range f.Presses {
			if s.Board != board || len(s.LatencyMs) == 0 {
				continue
			}
			loads++
			first = append(first, s.LatencyMs[0])
			rest = append(rest, s.LatencyMs[1:]...)
			longest = append(longest, s.LongestCPU)
			walls = append(walls, s.LongestMs)
		}
		return
	}
	_, ref, _, _, _ := later(boards[0].Name)
	refMs := median(ref)
	var out []row
	for _, b := range boards {
		first, rest, longest, walls, loads := later(b.Name)
		if loads == 0 {
			continue
		}
		for _, c := range []struct {
			what string
			xs   []float64
			runs string
		}{
			{"first press after the page is ready", first, plural(loads, "load")},
			{fmt.Sprintf("presses 2 to %d", pressesPerLoad), rest, fmt.Sprintf("%s × %d presses", plural(loads, "load"), pressesPerLoad-1)},
		} {
			v := median(c.xs)
			r := row{figure: fmt.Sprintf("press to the frame after it shows, %s, %s", b.Name, c.what),
				game: ms(v), floor: ms(refMs) + " (4×4, 2–10)", ratio: times(v / refMs), runs: c.runs + "; " + spread(c.xs, ms)}
			r.budget, r.missed = judge(v/refMs, budgetPress, times, fmt.Sprintf("%s, %s, against a 4×4 press", b.Name, c.what))
			out = append(out, r)
		}
		r := row{figure: fmt.Sprintf("longest main-thread task while pressing, CPU time, %s", b.Name),
			game: ms(maximum(longest)), floor: "—", ratio: "—",
			runs: plural(loads, "load") + "; " + spread(longest, ms) + "; wall time " + spread(walls, ms)}
		r.budget, r.missed = judge(maximum(longest), budgetPressTask, ms, fmt.Sprintf("the longest task while pressing on %s", b.Name))
		out = append(out, r)
	}
	return out
}
