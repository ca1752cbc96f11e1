package main

import (
	"fmt"
	"strconv"

	"flip/solver"
)

// coloursFlag is -colors as written. run checks it with parseColours, so
// that a bad value is one line naming the flag, as a bad -size is, rather
// than the flag package's message and the usage.
type coloursFlag string

func (f *coloursFlag) String() string     { return string(*f) }
func (f *coloursFlag) Set(s string) error { *f = coloursFlag(s); return nil }

// parseColours reads -colors: a number of colours from 2 to 6, written
// plainly ("3", not "03" or "+3").
func parseColours(s string) (int, error) {
	k, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(k) != s {
		return 0, fmt.Errorf("want a number from %d to %d, got %q", solver.MinColours, solver.MaxColours, s)
	}
	if k < solver.MinColours || k > solver.MaxColours {
		return 0, fmt.Errorf("want %d to %d colours, got %d", solver.MinColours, solver.MaxColours, k)
	}
	return k, nil
}
