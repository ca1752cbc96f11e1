package game

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"flip/game/play"
)

// TestKeyNames checks that every key of the action table names a key of
// Ebitengine's, spelt as Ebitengine spells it, or is a character, and
// that the renderer's map of keys holds the table's keys and nothing
// else. Mutation-checked: a key the table lacks added to keyIntents
// fails it.
func TestKeyNames(t *testing.T) {
	table := play.KeyIntents()
	for _, k := range table {
		if (k.Key.Name == "") == (k.Key.Char == 0) {
			t.Errorf("%v's key %+v is neither a key's name nor a character", k.Intent.Action, k.Key)
			continue
		}
		if k.Key.Char != 0 {
			if k.Key.Ctrl || k.Key.Shift {
				t.Errorf("%v's character %q is read with Ctrl up: it takes no Ctrl or Shift", k.Intent.Action, k.Key.Char)
			}
			continue
		}
		var key ebiten.Key
		if err := key.UnmarshalText([]byte(k.Key.Name)); err != nil {
			t.Errorf("%v's key: %v", k.Intent.Action, err)
		} else if key.String() != k.Key.Name {
			t.Errorf("%v's key %q is Ebitengine's %q", k.Intent.Action, k.Key.Name, key.String())
		}
	}
	if len(keyIntents) != len(table) {
		t.Fatalf("keyIntents has %d keys, the action table %d", len(keyIntents), len(table))
	}
	for i, k := range keyIntents {
		want := table[i]
		name := ""
		if k.char == 0 {
			name = k.key.String()
		}
		if got := (play.KeyIntent{Key: play.Key{Name: name, Char: k.char, Ctrl: k.ctrl, Shift: k.shift}, Intent: k.in}); got != want {
			t.Errorf("keyIntents[%d] is %+v, the action table's %+v", i, got, want)
		}
	}
}

// fakeKeys is a keyboard with some keys held, some just pressed and some
// characters typed.
type fakeKeys struct {
	held, down []ebiten.Key
	typed      []rune
}

func (f fakeKeys) pressed(k ebiten.Key) bool {
	return slices.Contains(f.held, k) || slices.Contains(f.down, k)
}
func (f fakeKeys) justPressed(k ebiten.Key) bool { return slices.Contains(f.down, k) }
func (f fakeKeys) chars() []rune                 { return f.typed }

// TestKeysDoWhatTheTableSays presses each key of the action table alone,
// through the path the renderer reads keys by (readKeys), and checks that
// it asks for its row's intent and nothing else; a chord's key without
// Ctrl, and a plain key with Ctrl, ask for nothing. Mutation-checked:
// readKeys matching a chord whatever Shift does fails it (Ctrl+Shift+Z
// is undo and redo both).
func TestKeysDoWhatTheTableSays(t *testing.T) {
	for _, k := range keyIntents {
		var kb fakeKeys
		switch {
		case k.char != 0:
			kb.typed = []rune{k.char}
		default:
			kb.down = []ebiten.Key{k.key}
		}
		if k.ctrl {
			kb.held = append(kb.held, ebiten.KeyControl)
		}
		if k.shift {
			kb.held = append(kb.held, ebiten.KeyShift)
		}
		if got := readKeys(nil, kb); !slices.Equal(got, []play.Intent{k.in}) {
			t.Errorf("%s: intents %v, want %v", keyName(k), got, []play.Intent{k.in})
		}
		if k.char != 0 {
			continue
		}
		// The other way round: a chord's key with Ctrl up, a plain key
		// with Ctrl (or Cmd) down.
		other := fakeKeys{down: []ebiten.Key{k.key}}
		if !k.ctrl {
			other.held = []ebiten.Key{ebiten.KeyMeta}
		}
		got := readKeys(nil, other)
		for _, in := range got {
			if in == k.in && !plainToo(k) {
				t.Errorf("%s with Ctrl %v: intents %v, want none of its own", keyName(k), !k.ctrl, got)
			}
		}
	}
}

// plainToo reports whether k's key also asks for k's intent alone (with
// Ctrl up) or as a chord: then the other way round proves nothing.
func plainToo(k keyIntent) bool {
	for _, o := range keyIntents {
		if o.key == k.key && o.char == 0 && o.ctrl != k.ctrl && o.in == k.in {
			return true
		}
	}
	return false
}

// keyName names k for test messages: "Ctrl+Shift+Z", "'?'".
func keyName(k keyIntent) string {
	name := k.key.String()
	if k.char != 0 {
		name = fmt.Sprintf("%q", k.char)
	}
	if k.shift {
		name = "Shift+" + name
	}
	if k.ctrl {
		name = "Ctrl+" + name
	}
	return name
}
