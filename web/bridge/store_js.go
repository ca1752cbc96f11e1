//go:build js && wasm

package bridge

import (
	"errors"
	"fmt"
	"syscall/js"

	"flip/game/play"
)

// Store returns the page's localStorage as the game's store.
func Store() play.Store { return LocalStore{} }

// LocalStore is the page's localStorage as a play.Store. Storage that is
// disabled, full or forbidden (a browser setting, a private window, a
// sandboxed frame) throws in JavaScript; every such throw comes back as
// an error or a missing key, never a panic.
type LocalStore struct{}

// Get returns the value stored under key, and false when there is none or
// storage cannot be read.
func (LocalStore) Get(key string) (v string, ok bool) {
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

// Set stores value under key, or says why it could not.
func (LocalStore) Set(key, value string) (err error) {
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
