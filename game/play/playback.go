package play

import "time"

// playback is a Solve in progress: each step highlights the cell, presses
// it, lets the pieces turn and pauses.
type playback struct {
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
		if !p.pressed {
			if now < p.at+StepHighlight {
				return false
			}
			p.at += StepHighlight
			p.pressed = true
			press(p.presses[p.step], p.at)
			continue
		}
		if now < p.at+FlipDuration+StepGap {
			return false
		}
		p.at += FlipDuration + StepGap
		p.step++
		p.pressed = false
		if p.step == len(p.presses) {
			return true
		}
		if p.at < now-StepHighlight {
			p.at = now // after a stall (a hidden tab), go on at the normal pace
		}
	}
}

// cell returns the cell the step on screen presses.
func (p *playback) cell() int { return p.presses[p.step] }
