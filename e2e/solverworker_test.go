package e2e

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
	"flip/solver"
)

// workerBoard is a puzzle whose proofs take the solver seconds in the
// page: 10×10 cross with wrap in 6 colours, ten presses from solved (its
// Quick answer is not proven), with the link that opens it and the
// solver's own answers: the par, and the presses to go once cell 55 is
// pressed.
type workerBoard struct {
	link       string
	par, after int
}

func newWorkerBoard(t *testing.T) workerBoard {
	t.Helper()
	const k = 6
	spec := solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true, Colours: k}
	r := solver.MustNew(spec)
	rng := rand.New(rand.NewPCG(6, 4))
	var start solver.Position
	for range 10 {
		cell := rng.IntN(100)
		for range k - 1 {
			start = r.Apply(start, cell)
		}
	}
	par, err := r.Solve(start)
	if err != nil || !par.Proven {
		t.Fatalf("the solver's par: %+v %v", par, err)
	}
	after, err := r.Solve(r.Apply(start, 55))
	if err != nil || !after.Proven {
		t.Fatalf("the solver's answer after cell 55: %+v %v", after, err)
	}
	return workerBoard{
		link: fmt.Sprintf("game=flip&size=10x10&shape=cross&torus=1&colors=%d&board=%s", k, r.Encode(start)),
		par:  len(par.Presses), after: len(after.Presses),
	}
}

// play presses cell 55 and checks what the page then proves: the par and
// the presses to go, each the solver's own (natively, here), and where it
// worked them out.
func (b workerBoard) play(p *page, where string) Snapshot {
	p.t.Helper()
	p.settleFor("the par proven", time.Minute, func(s Snapshot) bool { return s.ParProven && s.Solver == where })
	p.clickCell(p.layout(), 55)
	s := p.settleFor("the presses to go proven", time.Minute, func(s Snapshot) bool { return s.Moves == 1 && s.Proven })
	if s.Par != b.par || s.Optimal != b.after {
		p.t.Errorf("in %s: par %d and %d to go after the press; the solver says %d and %d", p.engine, s.Par, s.Optimal, b.par, b.after)
	}
	if s.Solver != where {
		p.t.Errorf("in %s: the snapshot says the solver works on the %q, want %q", p.engine, s.Solver, where)
	}
	return s
}

// TestSolverWorker: on a board whose proofs take seconds, the page asks
// the solver's Web Worker, and the par and the presses to go it shows are
// the solver's own, proven, in each engine. The worker's answers are
// those of the page itself (game/oracle/remote's tests hold them to the
// page's own searches); here the page is driven as a player would.
func TestSolverWorker(t *testing.T) {
	t.Parallel()
	b := newWorkerBoard(t)
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			p := openIn(t, e, b.link, 1024, 768, 1)
			s := b.play(p, "worker")
			if s.SolverLost != "" || s.Notice != "" && strings.Contains(s.Notice, "worker") {
				t.Errorf("in %s: the worker was let go (%q; notice %q)", e, s.SolverLost, s.Notice)
			}
		})
	}
}

// TestSolverWorkerLost: when the solver's worker cannot start — the
// site lacks its script, or serves something else for the solver's
// .wasm, as a broken deployment would — the game says so, in words, and
// makes the same searches on its own thread, with the same answers.
func TestSolverWorkerLost(t *testing.T) {
	t.Parallel()
	b := newWorkerBoard(t)
	for _, c := range []struct{ name, prefix, says string }{
		{"script", "solver-worker.", "did not load its script"},
		{"solver", "solver.", "could not load the solver"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir, site := serveCopy(t)
			broken := 0
			for _, name := range siteFiles(t, dir) {
				if !strings.HasPrefix(name, c.prefix) {
					continue
				}
				broken++
				for _, suffix := range []string{".br", ".gz"} {
					os.Remove(filepath.Join(dir, name+suffix))
				}
				var err error
				if c.name == "script" {
					err = os.Remove(filepath.Join(dir, name))
				} else {
					err = os.WriteFile(filepath.Join(dir, name), []byte("<html>Not here</html>"), 0o644)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			if broken != 1 {
				t.Fatalf("the site holds %d files named %s*, want 1", broken, c.prefix)
			}
			p := newPage(t, driver.Chromium, driver.Options{Width: 1024, Height: 768}, lenientConsole)
			p.navigate(site.URL() + "#" + b.link)
			p.waitJS(driver.GameReady, 60*time.Second)
			s := p.await("the worker let go", time.Minute, func(s Snapshot) bool { return s.SolverLost != "" })
			if !strings.Contains(s.SolverLost, c.says) || !strings.Contains(s.Notice, "Solving on this page") || !strings.Contains(s.Notice, c.says) || s.NoticeKind != "warning" {
				t.Errorf("the worker let go: %q, notice %q (%s); want it said, with %q", s.SolverLost, s.Notice, s.NoticeKind, c.says)
			}
			b.play(p, "page")
		})
	}
}
