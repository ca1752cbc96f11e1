package main

import (
	"fmt"
	"io"

	"flip/solver"
)

// namedFlag is a boolean flag by its name, as in "-moves", and its value.
type namedFlag struct {
	name string
	set  bool
}

// runChase is flipsolve -chase: it checks that the rest of the command
// line describes a board light chasing is defined on (the Flip Game, the
// cross shape, no wrap, none of the other modes in modes, width 1 to 16
// and height 1 to 32) and prints that board's last-row table, as
// ChaseTable.Format writes it. It reads nothing and returns the exit
// status.
func runChase(spec solver.Spec, size string, modes []namedFlag, stdout, stderr io.Writer) int {
	for _, f := range modes {
		if f.set {
			fmt.Fprintf(stderr, "flipsolve: -chase cannot be used with %s\n", f.name)
			return exitInput
		}
	}
	switch {
	case spec.Game != solver.FlipGame:
		fmt.Fprintf(stderr, "flipsolve: -chase: light chasing is for the Flip Game (-game flip), not -game %s\n", spec.Game.Name)
		return exitInput
	case spec.Shape != solver.Cross:
		fmt.Fprintf(stderr, "flipsolve: -chase: light chasing is for the cross shape, not -shape %s\n", spec.Shape)
		return exitInput
	case spec.Torus:
		fmt.Fprintln(stderr, "flipsolve: -chase: light chasing is for boards without wrap, not -torus")
		return exitInput
	}
	w, h, err := parseDims(size)
	if err != nil {
		fmt.Fprintf(stderr, "flipsolve: -size: %v\n", err)
		return exitInput
	}
	t, err := solver.Chase(w, h)
	if err != nil {
		fmt.Fprintf(stderr, "flipsolve: -size: %v\n", err)
		return exitInput
	}
	return finish(t.Format(stdout), stderr, exitOK)
}
