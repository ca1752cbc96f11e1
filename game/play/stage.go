package play

import (
	"time"

	"flip/game/puzzle"
	"flip/solver"
)

// Stage is what moves on screen and what waits its turn: the pieces
// turning and the victory flourish (animations), the intents queued
// behind them, Solve's playback and its pace, and the position the
// pieces showed at the last turn. It never changes the position: the
// controller applies the intents it hands back and the presses of the
// playback.
type Stage struct {
	anim  animations
	queue []Intent
	play  *playback
	fast  bool // Solve's pace
	// shown is the position the pieces showed at the last turn: where
	// the next turn's pieces turn from.
	shown solver.Position
}

// newStage returns a stage with nothing moving, at the normal pace.
func newStage() *Stage {
	s := &Stage{}
	s.anim.dur = FlipDuration
	return s
}

// reset puts m's board on the stage: nothing moves, nothing waits, no
// playback.
func (s *Stage) reset(m *puzzle.Model) {
	s.shown = m.Position()
	s.anim.reset(m.Rules().Cells())
	s.queue = s.queue[:0]
	s.play = nil
}

// Busy reports whether an animation, a queued press or a playback is
// running: presses made now wait their turn.
func (s *Stage) Busy(now time.Duration) bool {
	return s.anim.moving(now) || len(s.queue) > 0 || s.play != nil
}

// Animating reports whether anything on the stage moves at now: the
// renderer must draw the next frame too.
func (s *Stage) Animating(now time.Duration) bool {
	return s.Busy(now) || s.anim.flourishing(now)
}

// Playing reports whether Solve's playback is running.
func (s *Stage) Playing() bool { return s.play != nil }

// Playback returns the Solve step being shown (0-based), the number of
// steps, the cell it presses and whether a playback is running.
func (s *Stage) Playback() (step, steps, cell int, ok bool) {
	p := s.play
	if p == nil {
		return 0, 0, -1, false
	}
	return p.step, len(p.presses), p.cell(), true
}

// Fast reports whether Solve plays at the fast pace.
func (s *Stage) Fast() bool { return s.fast }

// setFast sets Solve's pace, as the store kept it.
func (s *Stage) setFast(on bool) { s.fast = on }

// togglePace switches Solve's pace, for the playback running too.
func (s *Stage) togglePace() {
	s.fast = !s.fast
	if s.play != nil {
		s.play.fast = s.fast
	}
}

// Flip returns how far cell's piece has turned at now, from 0 to 1, and
// false when it is not turning.
func (s *Stage) Flip(cell int, now time.Duration) (float64, bool) {
	return s.anim.progress(cell, now)
}

// Celebration returns how far the victory flourish has run at now, from 0
// to 1, and false when there is none.
func (s *Stage) Celebration(now time.Duration) (float64, bool) {
	return s.anim.celebration(now)
}

// smallFlourish reports whether the flourish is the smaller one of a
// finish over par.
func (s *Stage) smallFlourish() bool { return s.anim.small }

// from returns the colour cell's piece is turning from (see
// animations.from).
func (s *Stage) from(cell, colour, k int) int { return s.anim.from(cell, colour, k) }

// setFlipDuration sets how long a piece takes to turn, for the playback
// running too.
func (s *Stage) setFlipDuration(d time.Duration) {
	s.anim.dur = d
	if s.play != nil {
		s.play.flip = d
	}
}

// celebrate starts the victory flourish when the turns end (a smaller one
// when small), or stops it.
func (s *Stage) celebrate(on, small bool) { s.anim.celebrate(on, small) }

// turn starts the flip of every cell set in changed at now, from the
// position the pieces showed, and takes pos as the one they show now.
func (s *Stage) turn(changed solver.Board, now time.Duration, pos solver.Position) {
	s.anim.turn(changed, now, &s.shown)
	s.shown = pos
}

// Shown returns the position the pieces showed at the last turn.
func (s *Stage) Shown() solver.Position { return s.shown }

// setShown sets the position the pieces show, for a board put on the
// stage that turns from the one before it (see Controller.Sync).
func (s *Stage) setShown(p solver.Position) { s.shown = p }

// settled returns the time the pieces in flight stop at now: now, or
// later while they turn.
func (s *Stage) settled(now time.Duration) time.Duration { return max(now, s.anim.end) }

// wait queues in behind what runs.
func (s *Stage) wait(in Intent) { s.queue = append(s.queue, in) }

// waiting reports whether intents wait their turn.
func (s *Stage) waiting() bool { return len(s.queue) > 0 }

// advanceQueue hands apply the intents waiting that may run at now, in
// order, each at the time the pieces before it stop: presses wait for the
// pieces in flight, but a long queue (fast clicks) is applied at once, so
// that the board never lags the player. ready says whether an intent may
// run (Solve and Hint wait for a proof). A playback stops the queue.
func (s *Stage) advanceQueue(now time.Duration, ready func(Action) bool, apply func(Intent, time.Duration)) {
	catchUp := len(s.queue) > queueCatchUp
	for len(s.queue) > 0 && s.play == nil && (catchUp || !s.anim.moving(now)) && ready(s.queue[0].Action) {
		in := s.queue[0]
		s.queue = append(s.queue[:0], s.queue[1:]...)
		at := now
		if !s.anim.moving(now) {
			at = max(now, s.anim.end)
		}
		apply(in, at)
	}
}

// advancePlayback moves Solve's playback on to now, making each press
// through press (with the step, 0-based, and the number of steps), and
// reports whether anything changed on screen: a step went by or the
// playback ended.
func (s *Stage) advancePlayback(now time.Duration, press func(cell, step, steps int, at time.Duration)) (changed bool) {
	p := s.play
	if p == nil {
		return false
	}
	step := p.step
	ended := p.advance(now, func(cell int, at time.Duration) {
		press(cell, p.step, len(p.presses), at)
	})
	if ended {
		s.play = nil
	}
	return ended || p.step != step
}

// startPlayback starts playing presses back, after the pieces in flight,
// dropping the intents waiting.
func (s *Stage) startPlayback(presses []int, now time.Duration) {
	s.queue = s.queue[:0]
	s.play = &playback{presses: presses, at: max(now, s.anim.end), fast: s.fast, flip: s.anim.dur}
}

// stop ends a playback and drops the intents waiting. It returns what a
// stop at the player's word says (see playback.stopWords) and whether a
// playback was running.
func (s *Stage) stop() (words string, stopped bool) {
	s.queue = s.queue[:0]
	if s.play == nil {
		return "", false
	}
	words = s.play.stopWords()
	s.play = nil
	return words, true
}

// skip ends the playback, making the rest of its presses on m at once,
// and returns the cells that changed. In two colours a piece turned over
// twice is as it was; in more, a piece pressed twice has moved on.
func (s *Stage) skip(m *puzzle.Model) (changed solver.Board) {
	p := s.play
	s.play = nil
	twoColours := m.Rules().Colours() == 2
	for i := p.step; i < len(p.presses); i++ {
		if i == p.step && p.pressed {
			continue
		}
		mask := m.Press(p.presses[i])
		if twoColours {
			changed = changed.Xor(mask) // a piece turned over twice is as it was
			continue
		}
		for w := range changed {
			changed[w] |= mask[w] // in more colours, a piece pressed twice has moved on
		}
	}
	return changed
}
