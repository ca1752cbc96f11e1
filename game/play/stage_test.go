package play

import (
	"slices"
	"testing"
	"time"

	"flip/game/puzzle"
	"flip/solver"
)

// TestStageQueue holds the stage's queue to its rules: an intent waits
// while the pieces turn and runs at the time they stop; one an intent
// may not run yet (ready) holds those behind it; a long queue is handed
// over at once; a playback stops the queue; stop drops it.
// Mutation-checked: the catch-up off (always waiting for the pieces),
// and ready ignored, each fail it.
func TestStageQueue(t *testing.T) {
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	m := puzzle.NewColourModel(r, solver.Position{})
	s := newStage()
	s.reset(m)
	var one solver.Board
	one.Set(0, true)
	s.turn(one, 0, m.Position())
	if !s.Busy(0) || !s.Animating(FlipDuration/2) || s.Busy(FlipDuration) {
		t.Fatalf("busy at 0 %v, animating mid-turn %v, busy at the end %v: want true, true, false",
			s.Busy(0), s.Animating(FlipDuration/2), s.Busy(FlipDuration))
	}
	type run struct {
		cell int
		at   time.Duration
	}
	var ran []run
	apply := func(in Intent, at time.Duration) { ran = append(ran, run{in.Cell, at}) }
	always := func(Action) bool { return true }
	s.wait(Intent{Action: ActPress, Cell: 1})
	s.wait(Intent{Action: ActPress, Cell: 2})
	s.advanceQueue(FlipDuration/2, always, apply)
	if len(ran) != 0 || !s.waiting() {
		t.Fatalf("ran %v while the pieces turn; want nothing, the intents waiting", ran)
	}
	s.advanceQueue(FlipDuration+time.Millisecond, always, apply)
	want := []run{{1, FlipDuration + time.Millisecond}, {2, FlipDuration + time.Millisecond}}
	if !slices.Equal(ran, want) || s.waiting() {
		t.Fatalf("ran %v, want %v, nothing left waiting", ran, want)
	}

	// Behind an intent that may not run yet, nothing runs.
	ran = nil
	s.wait(Intent{Action: ActSolve})
	s.wait(Intent{Action: ActPress, Cell: 3})
	s.advanceQueue(time.Hour, func(a Action) bool { return a != ActSolve }, apply)
	if len(ran) != 0 {
		t.Fatalf("ran %v behind a Solve that waits", ran)
	}
	if words, stopped := s.stop(); words != "" || stopped || s.waiting() {
		t.Fatalf("stop with no playback: words %q, stopped %v, waiting %v; want none, false, false", words, stopped, s.waiting())
	}

	// A long queue is handed over at once, while the pieces still turn,
	// each at now.
	ran = nil
	s.turn(one, time.Hour, m.Position())
	for i := range queueCatchUp + 1 {
		s.wait(Intent{Action: ActPress, Cell: i})
	}
	s.advanceQueue(time.Hour+time.Millisecond, always, apply)
	if len(ran) != queueCatchUp+1 || ran[0].at != time.Hour+time.Millisecond {
		t.Fatalf("a queue of %d: ran %v, want all at once at now", queueCatchUp+1, ran)
	}

	// A playback stops the queue.
	ran = nil
	s.startPlayback([]int{0}, 2*time.Hour)
	s.wait(Intent{Action: ActPress, Cell: 5})
	s.advanceQueue(3*time.Hour, always, apply)
	if len(ran) != 0 {
		t.Fatalf("ran %v during a playback", ran)
	}
}

// TestStagePlayback plays three presses back: each step presses its cell
// after the highlight, with the step's number; stop in the middle says
// how far it went; after the last step the playback has ended; skip
// makes the rest of the presses at once. Mutation-checked: the press
// callback given p.step+1 instead of p.step, and skip counting a pressed
// step again, each fail it.
func TestStagePlayback(t *testing.T) {
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	m := puzzle.NewColourModel(r, solver.Position{})
	s := newStage()
	s.reset(m)
	type press struct{ cell, step, steps int }
	var got []press
	record := func(cell, step, steps int, _ time.Duration) { got = append(got, press{cell, step, steps}) }
	s.startPlayback([]int{4, 5, 6}, 0)
	if step, steps, cell, ok := s.Playback(); !ok || step != 0 || steps != 3 || cell != 4 || !s.Playing() {
		t.Fatalf("Playback() = %d, %d, %d, %v at the start; want 0, 3, 4, true", step, steps, cell, ok)
	}
	if s.advancePlayback(StepHighlight/2, record) || len(got) != 0 {
		t.Fatalf("pressed %v during the first highlight", got)
	}
	s.advancePlayback(StepHighlight, record)
	if want := []press{{4, 0, 3}}; !slices.Equal(got, want) {
		t.Fatalf("pressed %v after the highlight, want %v", got, want)
	}
	if !s.advancePlayback(StepHighlight+FlipDuration+StepGap, record) {
		t.Fatal("the step went by and advancePlayback reported no change")
	}
	if words, stopped := s.stop(); !stopped || words != "Solve stopped after 1 of 3 steps." || s.Playing() {
		t.Fatalf("stop after a step: %q, stopped %v, playing %v", words, stopped, s.Playing())
	}

	got = nil
	s.startPlayback([]int{4, 5, 6}, 0)
	for now := time.Duration(0); now < 5*time.Second; now += 10 * time.Millisecond {
		s.advancePlayback(now, record) // frame by frame: a stall resumes at the normal pace
	}
	if want := []press{{4, 0, 3}, {5, 1, 3}, {6, 2, 3}}; !slices.Equal(got, want) || s.Playing() {
		t.Fatalf("pressed %v, playing %v at the end; want %v, ended", got, s.Playing(), want)
	}

	// Skip: the first press made (as the playback did), the rest at once.
	s.startPlayback([]int{4, 5, 4}, 0)
	s.advancePlayback(StepHighlight, func(cell, _, _ int, _ time.Duration) { m.Press(cell) })
	changed := s.skip(m)
	if s.Playing() || m.Moves() != 3 {
		t.Fatalf("after skip: playing %v, %d presses; want ended, 3", s.Playing(), m.Moves())
	}
	if want := r.Press(5).Xor(r.Press(4)); changed != want {
		t.Errorf("skip changed %v, want the cells of the presses left, at 5 and 4, %v", changed, want)
	}
}
