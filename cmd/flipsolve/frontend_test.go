package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"flip/internal/testlong"
	"flip/solver"
)

// TestSameAsFrontEnd holds flipsolve to the solver's front end on random
// boards of every K from 2 to 6, every shape, with and without wrap, both
// games and sizes 1 to 6 (a sample of the run's seed): what flipsolve
// prints for the board (its par or Impossible, every press with -moves,
// the caveat line of an answer not proven) is exactly solver.New's answer
// for it, so that the game, which asks the front end, and the command line
// never answer one board two ways.
func TestSameAsFrontEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(testlong.Seed(t), 41))
	games := []*solver.Game{solver.FlipGame, solver.Fridge}
	for c := range 200 {
		k := 2 + c%5
		spec := solver.Spec{
			Game:   games[rng.IntN(2)],
			Shape:  solver.Shapes[rng.IntN(len(solver.Shapes))],
			Torus:  rng.IntN(2) == 1,
			Width:  1 + rng.IntN(6),
			Height: 1 + rng.IntN(6),
		}.WithColours(k)
		r := solver.MustNew(spec)
		p := r.Random(rng)
		if rng.IntN(2) == 0 {
			p = r.RandomSolvable(rng)
		}
		args := []string{"-game", spec.Game.Name, "-colors", strconv.Itoa(k), "-size", fmt.Sprintf("%dx%d", spec.Width, spec.Height),
			"-shape", spec.Shape.String(), "-moves"}
		if spec.Torus {
			args = append(args, "-torus")
		}
		var out, errs bytes.Buffer
		if code := run(args, strings.NewReader(r.Format(p)), &out, &errs); code != 0 {
			t.Fatalf("flipsolve %v on\n%s: exit %d: %s", args, r.Format(p), code, errs.String())
		}
		want := frontEndLines(t, r, p)
		if got := out.String(); got != want {
			t.Fatalf("flipsolve %v on\n%sprints\n%swant the front end's answer\n%s", args, r.Format(p), got, want)
		}
	}
}

// frontEndLines is flipsolve's output for p as the front end answers it:
// the number of presses and each press as "row col" (1-based), then the
// caveat of an answer not proven; or Impossible.
func frontEndLines(t *testing.T, r *solver.Rules, p solver.Position) string {
	t.Helper()
	a, err := r.Solve(p)
	if err == solver.ErrImpossible {
		return "Impossible\n"
	}
	if err != nil {
		t.Fatalf("%v %s: %v", r.Spec(), r.Encode(p), err)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d\n", len(a.Presses))
	for _, c := range a.Presses {
		fmt.Fprintf(&sb, "%d %d\n", c/r.Width()+1, c%r.Width()+1)
	}
	if !a.Proven {
		fmt.Fprintf(&sb, "not proven minimal (at least %d)\n", a.Bound)
	}
	return sb.String()
}
