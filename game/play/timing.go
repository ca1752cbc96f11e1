package play

import "time"

// The pace of the game.
const (
	// FlipDuration is how long a piece takes to turn over.
	FlipDuration = 240 * time.Millisecond
	// ReducedFlipDuration is how long a piece takes to change when the
	// system asks for reduced motion: no time, it changes at once (not a
	// cross-fade: see docs/decisions.md, "A cross-fade for reduced
	// motion").
	ReducedFlipDuration = 0
	// StepHighlight is how long Solve shows the next cell before pressing it.
	StepHighlight = 320 * time.Millisecond
	// StepGap is the pause after a Solve step's animation, before the next.
	StepGap = 140 * time.Millisecond
	// CelebrationDuration is how long the victory flourish lasts.
	CelebrationDuration = 1600 * time.Millisecond
	// HintPulse is how long the hint ring pulses before it stays still.
	HintPulse = 1500 * time.Millisecond
	// queueCatchUp is how many presses may wait behind a running
	// animation before the rest are applied at once: no press is ever
	// dropped, and the board does not lag the player.
	queueCatchUp = 8
)
