package main

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"flip/bench"
	"flip/game/play"
	"flip/internal/driver"
	"flip/solver"
)

// A boardClass is one kind of board the presses are timed on.
type boardClass struct {
	Name string
	Spec solver.Spec
}

// pressBoards are the board classes of the press rows: the classic 4×4
// Flip Game, the largest board the size picker offers, 9×9 king with
// wrap, the board whose solver works hardest, and the largest board in
// six colours.
var pressBoards = []boardClass{
	{"4×4", solver.Classic(solver.FlipGame)},
	{"10×10", solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross}},
	{"9×9 king wrap", solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true}},
	{"10×10 6 colours", solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Colours: 6}},
}

// fragment is the link to a position on c's board, the same every run.
func (c boardClass) fragment() (string, error) {
	rules, err := solver.New(c.Spec)
	if err != nil {
		return "", fmt.Errorf("the %s board: %w", c.Name, err)
	}
	rng := rand.New(rand.NewPCG(1753, uint64(c.Spec.Cells())))
	var p solver.Position
	for i := range c.Spec.Cells() {
		p.Set(i, rng.IntN(c.Spec.K()))
	}
	return play.FragmentOf(rules, p), nil
}

// pressesPerLoad is how many cells each load presses, one after another.
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
// tabs and presses its cells, the first press as soon as the page is
// ready, under a trace of the browser's top-level tasks.
func measurePresses(f *figures, cfg config, s *bench.Session, game bench.Page, logf func(string, ...any)) error {
	for load := range cfg.pressLoads {
		for _, c := range pressBoards {
			frag, err := c.fragment()
			if err != nil {
				return err
			}
			var ps pressSample
			err = s.Do(func(b driver.Browser) error {
				// Traced from before the load (starting a trace delayed the next
				// press by up to 0.5 s), top-level tasks and marks only.
				cb, ok := b.(*driver.ChromiumBrowser)
				if !ok {
					return fmt.Errorf("the presses' longest task takes a Chromium trace, not %s", b.Engine())
				}
				tr, err := cb.StartTrace("toplevel", "blink.user_timing")
				if err != nil {
					return err
				}
				t, err := bench.Open(b, game, frag, cfg.readyTimeout)
				if err != nil {
					tr.Stop()
					return err
				}
				defer t.Close()
				lat, err := bench.PressCells(t, pressesPerLoad)
				events, terr := tr.Stop()
				if err := errors.Join(err, terr); err != nil {
					return err
				}
				ps = pressSample{Board: c.Name, Fragment: frag, LatencyMs: lat}
				ps.LongestMs, ps.LongestCPU = bench.LongestTask(events)
				return nil
			})
			if err != nil {
				return fmt.Errorf("presses on %s, load %d of %d: %w", c.Name, load+1, cfg.pressLoads, err)
			}
			logf("presses %d/%d on %s: first %.0f ms, then %.1f ms; longest main-thread task %.1f ms of CPU (%.1f ms wall)",
				load+1, cfg.pressLoads, c.Name, ps.LatencyMs[0], ps.LatencyMs[1:], ps.LongestCPU, ps.LongestMs)
			f.Presses = append(f.Presses, ps)
		}
	}
	return nil
}

// Budgets of the presses, from the performance issue.
const (
	budgetPress     = 1.5 // a press on any board, against a 4×4 press
	budgetPressTask = 16  // ms, the longest main-thread task while pressing
)

// pressRows are the rows of the presses: for each board class the first
// press after a load and the later ones, against the later presses on
// 4×4, and the longest main-thread task.
func pressRows(f *figures) []row {
	type board struct{ first, rest, longest, walls []float64 }
	by := map[string]*board{}
	for _, s := range f.Presses {
		if by[s.Board] == nil {
			by[s.Board] = &board{}
		}
		if b := by[s.Board]; len(s.LatencyMs) > 0 {
			b.first = append(b.first, s.LatencyMs[0])
			b.rest = append(b.rest, s.LatencyMs[1:]...)
			b.longest = append(b.longest, s.LongestCPU)
			b.walls = append(b.walls, s.LongestMs)
		}
	}
	if by[pressBoards[0].Name] == nil || len(by[pressBoards[0].Name].rest) == 0 {
		return nil
	}
	ref := median(by[pressBoards[0].Name].rest)
	var out []row
	for _, c := range pressBoards {
		b := by[c.Name]
		if b == nil || len(b.first) == 0 {
			continue
		}
		n := len(b.first)
		for _, p := range []struct {
			what string
			xs   []float64
			runs string
		}{
			{"first press after the page is ready", b.first, plural(n, "load")},
			{fmt.Sprintf("presses 2 to %d", pressesPerLoad), b.rest, fmt.Sprintf("%s × %d presses", plural(n, "load"), pressesPerLoad-1)},
		} {
			v := median(p.xs)
			r := row{figure: fmt.Sprintf("press to the frame after it shows, %s, %s", c.Name, p.what),
				game: ms(v), floor: ms(ref) + " (4×4, 2–10)", ratio: times(v / ref), runs: p.runs + "; " + spread(p.xs, ms)}
			r.judge(v/ref, budgetPress, times, fmt.Sprintf("%s, %s, against a 4×4 press", c.Name, p.what))
			out = append(out, r)
		}
		r := row{figure: "longest main-thread task while pressing, CPU time, " + c.Name, game: ms(maximum(b.longest)), floor: "—", ratio: "—",
			runs: plural(n, "load") + "; " + spread(b.longest, ms) + "; wall time " + spread(b.walls, ms)}
		r.judge(maximum(b.longest), budgetPressTask, ms, "the longest task while pressing on "+c.Name)
		out = append(out, r)
	}
	return out
}
