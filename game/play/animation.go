package play

import (
	"time"

	"flip/solver"
)

// animations are the time-stamped movements on screen: pieces turning
// over and the victory flourish. They never change the position.
type animations struct {
	flips []flip // per cell
	end   time.Duration
	dur   time.Duration // how long a piece takes to turn: FlipDuration, or less for reduced motion

	celebrating bool
	small       bool // a finish over par: a smaller flourish
	celebrateAt time.Duration
}

// flip is one piece turning over, from the colour it showed.
type flip struct {
	at     time.Duration
	active bool
	from   int
}

// reset forgets every movement, for a board of cells cells.
func (a *animations) reset(cells int) {
	a.flips = make([]flip, cells)
	a.end = 0
	a.celebrating = false
}

// turn starts the flip of every cell set in changed at now, from its
// colour in prev.
func (a *animations) turn(changed solver.Board, now time.Duration, prev *solver.Position) {
	for i := range a.flips {
		if changed.Get(i) {
			a.flips[i] = flip{at: now, active: true, from: prev.Get(i)}
		}
	}
	a.end = now + a.dur
}

// from returns the colour cell's piece is turning from: the one it showed
// before, or, when that is the colour it shows now (a new puzzle that
// leaves it as it was), the colour before it, so that it still turns.
func (a *animations) from(cell, colour, k int) int {
	if f := a.flips[cell].from; f != colour {
		return f
	}
	return (colour + k - 1) % k
}

// moving reports whether a piece is still turning at now.
func (a *animations) moving(now time.Duration) bool { return now < a.end }

// celebrate starts the victory flourish when the turns end (a smaller one
// when small), or stops it.
func (a *animations) celebrate(on, small bool) {
	a.celebrating, a.small, a.celebrateAt = on, small, a.end
}

// progress returns how far cell's piece has turned at now, from 0 to 1,
// and false when it is not turning.
func (a *animations) progress(cell int, now time.Duration) (float64, bool) {
	f := a.flips[cell]
	if !f.active || now >= f.at+a.dur {
		return 1, false
	}
	return max(0, float64(now-f.at)/float64(a.dur)), true
}

// celebration returns how far the flourish has run at now, from 0 to 1,
// and false when there is none.
func (a *animations) celebration(now time.Duration) (float64, bool) {
	if !a.celebrating || now < a.celebrateAt || now >= a.celebrateAt+CelebrationDuration {
		return 0, false
	}
	return float64(now-a.celebrateAt) / float64(CelebrationDuration), true
}

// flourishing reports whether the flourish still has frames to run at now.
func (a *animations) flourishing(now time.Duration) bool {
	return a.celebrating && now < a.celebrateAt+CelebrationDuration
}
