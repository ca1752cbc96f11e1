//go:build js && wasm

package bridge

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"flip/game/record"
)

// Store returns the page's localStorage as the game's store.
func Store() record.Store { return LocalStore{} }

// LocalStore is the page's localStorage as a record.Store. Storage that is
// disabled, full or forbidden (a browser setting, a private window, a
// sandboxed frame) throws in JavaScript; every such throw comes back as
// an error or a missing key, never a panic.
//
// A write waits for a task of its own, after the frame that made it:
// localStorage.setItem is synchronous, and in a CPU profile of presses it
// was 5 ms of a press's frame (the game saves its progress on every
// press). Writes to one key made before that task runs become one write,
// each applied in turn to what the one before made (so that what an
// earlier one held, and a later one no longer does, is kept); Get sees
// them at once; and they are written at once when the page is hidden or
// left (pagehide, visibilitychange), so that a reload or a closed tab
// keeps them.
type LocalStore struct{}

// writes are the values Set and Update have taken and not yet written:
// for each key, what works out the value from the one stored when it is
// written.
var writes struct {
	sync.Mutex
	pending   map[string]func(old string, ok bool) string
	scheduled bool
	flush     js.Func // writes them: the task after the frame, and on leaving
}

func init() {
	writes.pending = map[string]func(string, bool) string{}
	writes.flush = js.FuncOf(func(js.Value, []js.Value) any {
		flushWrites()
		return nil
	})
	global := js.Global()
	if add := global.Get("addEventListener"); add.Truthy() {
		global.Call("addEventListener", "pagehide", writes.flush)
	}
	if doc := global.Get("document"); doc.Truthy() {
		doc.Call("addEventListener", "visibilitychange", writes.flush)
	}
}

// flushWrites writes the pending values to localStorage; one that cannot
// be written is dropped with a warning in the console (the game goes on
// without saving, as it did when Set said so).
func flushWrites() {
	writes.Lock()
	pending := writes.pending
	writes.pending, writes.scheduled = map[string]func(string, bool) string{}, false
	writes.Unlock()
	for k, f := range pending {
		old, ok := getItem(k)
		if err := setItem(k, f(old, ok)); err != nil {
			js.Global().Get("console").Call("warn", "flip: "+err.Error())
		}
	}
}

// setItem stores value under key at once, or says why it could not.
func setItem(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storing %s: %v", key, r)
		}
	}()
	s := js.Global().Get("localStorage")
	if !s.Truthy() {
		return errors.New("this browser keeps no local storage")
	}
	s.Call("setItem", key, value)
	return nil
}

// Get returns the value stored under key (or set and not yet written),
// and false when there is none or storage cannot be read.
func (LocalStore) Get(key string) (string, bool) {
	writes.Lock()
	f, pending := writes.pending[key]
	writes.Unlock()
	old, ok := getItem(key)
	if pending {
		return f(old, ok), true
	}
	return old, ok
}

// getItem reads key from localStorage at once.
func getItem(key string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	s := js.Global().Get("localStorage")
	if !s.Truthy() {
		return "", false
	}
	x := s.Call("getItem", key)
	if x.Type() != js.TypeString {
		return "", false
	}
	return x.String(), true
}

// Set takes value for key and writes it in a task of its own (see
// LocalStore). It says at once when the page has no storage at all; a
// write refused later (storage full) is dropped with a console warning.
func (st LocalStore) Set(key, value string) error {
	return st.Update(key, func(string, bool) string { return value })
}

// Update takes f for key and writes, in a task of its own, what f makes
// of the value stored then (see record.Updater): another tab's write
// between the asking and the writing is merged, not lost.
func (LocalStore) Update(key string, f func(old string, ok bool) string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storing %s: %v", key, r)
		}
	}()
	if !js.Global().Get("localStorage").Truthy() {
		return errors.New("this browser keeps no local storage")
	}
	writes.Lock()
	if g, ok := writes.pending[key]; ok {
		// Both, the earlier first: what it would have written (a game
		// the later one no longer holds, say) is kept.
		writes.pending[key] = func(old string, ok bool) string { return f(g(old, ok), true) }
	} else {
		writes.pending[key] = f
	}
	schedule := !writes.scheduled
	writes.scheduled = true
	writes.Unlock()
	if schedule {
		js.Global().Call("setTimeout", writes.flush, 0)
	}
	return nil
}
