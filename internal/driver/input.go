package driver

import (
	"context"
	"fmt"
)

// w3cInput gives Click, Move, Down, Up and Key to a page whose protocol
// performs W3C input actions (WebDriver and WebDriver BiDi alike):
// perform sends one input source's actions, releasing what they hold
// down when release is true.
type w3cInput struct {
	perform func(ctx context.Context, what string, source map[string]any, release bool) error
}

// Click moves the mouse to (x, y) and presses and releases its left
// button there.
func (m w3cInput) Click(ctx context.Context, x, y float64) error {
	return m.perform(ctx, fmt.Sprintf("clicking (%.0f, %.0f)", x, y), mouse(pointerMove(x, y), pointerDown, pointerUp), true)
}

// Move moves the mouse to (x, y), a button held down staying down.
func (m w3cInput) Move(ctx context.Context, x, y float64) error {
	return m.perform(ctx, fmt.Sprintf("moving the mouse to (%.0f, %.0f)", x, y), mouse(pointerMove(x, y)), false)
}

// Down moves the mouse to (x, y) and presses its left button.
func (m w3cInput) Down(ctx context.Context, x, y float64) error {
	return m.perform(ctx, fmt.Sprintf("pressing the mouse at (%.0f, %.0f)", x, y), mouse(pointerMove(x, y), pointerDown), false)
}

// Up moves the mouse to (x, y) and releases its left button.
func (m w3cInput) Up(ctx context.Context, x, y float64) error {
	return m.perform(ctx, fmt.Sprintf("releasing the mouse at (%.0f, %.0f)", x, y), mouse(pointerMove(x, y), pointerUp), true)
}

// Key presses and releases key: a character, or a key's name.
func (m w3cInput) Key(ctx context.Context, key string) error {
	value, err := webdriverKey(key)
	if err != nil {
		return err
	}
	source := map[string]any{
		"type": "key",
		"id":   "keyboard",
		"actions": []any{
			map[string]any{"type": "keyDown", "value": value},
			map[string]any{"type": "keyUp", "value": value},
		},
	}
	return m.perform(ctx, "pressing "+key, source, true)
}
