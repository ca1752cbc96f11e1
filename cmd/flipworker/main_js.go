//go:build js && wasm

package main

import (
	"sync"
	"syscall/js"
	"time"

	"flip/game/oracle/remote"
)

// slice is how long the server searches between two looks at what the
// page sent.
const slice = 10 * time.Millisecond

// inbox holds the page's messages until the loop takes them.
type inbox struct {
	mu     sync.Mutex
	msgs   [][]byte
	signal chan struct{}
}

func main() {
	in := &inbox{signal: make(chan struct{}, 1)}
	self := js.Global()
	take := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || !args[0].InstanceOf(js.Global().Get("Uint8Array")) {
			return nil
		}
		b := make([]byte, args[0].Get("length").Int())
		js.CopyBytesToGo(b, args[0])
		in.mu.Lock()
		in.msgs = append(in.msgs, b)
		in.mu.Unlock()
		select {
		case in.signal <- struct{}{}:
		default:
		}
		return nil
	})
	self.Set("flipSolverTake", take)
	post := func(b []byte) {
		a := js.Global().Get("Uint8Array").New(len(b))
		js.CopyBytesToJS(a, b)
		self.Call("postMessage", a, []any{a.Get("buffer")})
	}
	yielded := make(chan struct{}, 1)
	resume := js.FuncOf(func(js.Value, []js.Value) any {
		yielded <- struct{}{}
		return nil
	})
	self.Call("flipSolverReady")

	s := remote.NewServer()
	for {
		if s.Busy() {
			// Let the worker's event loop hand over what the page sent.
			self.Call("flipSolverYield", resume)
			<-yielded
		} else {
			<-in.signal
		}
		in.mu.Lock()
		msgs := in.msgs
		in.msgs = nil
		in.mu.Unlock()
		for _, m := range msgs {
			if rep := s.Take(m); rep != nil {
				post(rep)
			}
		}
		for _, rep := range s.Work(slice) {
			post(rep)
		}
	}
}
