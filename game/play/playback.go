package play

import (
	"fmt"
	"time"
)

// playback is a Solve in progress: each step highlights the cell, presses
// it, lets the pieces turn and pauses.
type playback struct {
	fast    bool          // the player asked for the fast pace
	flip    time.Duration // how long a press's pieces take to change
	presses []int
	step    int           // index of the press being shown
	pressed bool          // whether presses[step] has been made
	at      time.Duration // when the current phase began
}

// advance moves the playback on to now, pressing through press, and
// reports whether it has ended. It stops at the first phase that is not
// over yet.
func (p *playback) advance(now time.Duration, press func(cell int, at time.Duration)) (ended bool) {
	for {
		highlight, gap := p.pace()
		if !p.pressed {
			if now < p.at+highlight {
				return false
			}
			p.at += highlight
			p.pressed = true
			press(p.presses[p.step], p.at)
			continue
		}
		if now < p.at+p.flip+gap {
			return false
		}
		p.at += p.flip + gap
		p.step++
		p.pressed = false
		if p.step == len(p.presses) {
			return true
		}
		if p.at < now-highlight {
			p.at = now // after a stall (a hidden tab), go on at the normal pace
		}
	}
}

// played returns how many of the answer's presses have been made.
func (p *playback) played() int {
	if p.pressed {
		return p.step + 1
	}
	return p.step
}

// stopWords is what a stop at the player's word says: how many steps
// were played. A stop after the last press, in the pause that closes
// the playback, stops nothing: it says nothing.
func (p *playback) stopWords() string {
	n, steps := p.played(), len(p.presses)
	switch {
	case n == steps:
		return ""
	case n == 0:
		return fmt.Sprintf("Solve stopped before its first step (of %d).", steps)
	}
	return fmt.Sprintf("Solve stopped after %d of %d steps.", n, steps)
}

// cell returns the cell the step on screen presses.
func (p *playback) cell() int { return p.presses[p.step] }

// longAnswer is the length past which the normal pace quickens, so that a
// long answer does not take half a minute unless the player wants it to.
const longAnswer = 16

// pace returns how long each step shows its cell before the press, and
// the pause after the piece has turned.
func (p *playback) pace() (highlight, gap time.Duration) {
	switch {
	case p.fast:
		return StepHighlight / 4, 0
	case len(p.presses) > longAnswer:
		return StepHighlight / 2, StepGap / 2
	}
	return StepHighlight, StepGap
}
