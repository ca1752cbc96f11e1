//go:build js && wasm

package bridge

import (
	"errors"
	"sync/atomic"
	"syscall/js"

	"flip/game/oracle"
	"flip/game/oracle/remote"
)

// Solver starts the solver's Web Worker (the page's flipSolverStart) and
// returns it as the oracle's Helper: it posts each question to the worker
// and keeps each reply until the oracle takes it, calling wake after each
// (the game then runs a frame to take it). A worker that cannot start, or
// stops, makes the helper lost, with the reason; the oracle then solves
// on the page's thread. Each reason ends a sentence that begins "the
// solver's worker".
func Solver(wake func()) oracle.Helper {
	h := &workerHelper{wake: wake}
	start := js.Global().Get("flipSolverStart")
	if start.Type() != js.TypeFunction {
		h.Lose(errors.New("is missing from the page"))
		return h
	}
	w := start.Invoke()
	if why := w.Get("lost").String(); why != "" {
		h.Lose(errors.New(why))
		return h
	}
	h.worker = w.Get("worker")
	h.onMessage = js.FuncOf(func(_ js.Value, args []js.Value) any {
		h.take(args[0].Get("data"))
		return nil
	})
	h.onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "did not load its script"
		if h.ready.Load() {
			why = "stopped"
		}
		if m := args[0].Get("message"); m.Type() == js.TypeString && m.String() != "" {
			why += " (" + m.String() + ")"
		}
		h.fail(why)
		return nil
	})
	h.worker.Set("onmessage", h.onMessage)
	h.worker.Set("onerror", h.onError)
	early := w.Get("early")
	for i := range early.Length() {
		h.take(early.Index(i))
	}
	return h
}

// workerHelper is the page's side of the solver's worker.
type workerHelper struct {
	remote.Mailbox     // the replies and the loss: Replies and Lost
	worker             js.Value
	onMessage, onError js.Func
	wake               func()
	ready              atomic.Bool // the worker said it answers
}

// Ask posts q to the worker, its bytes handed over rather than copied.
func (h *workerHelper) Ask(q oracle.Question) {
	if h.Lost() != nil {
		return
	}
	b := remote.EncodeQuestion(q)
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	h.worker.Call("postMessage", a, []any{a.Get("buffer")})
}

// take reads one message of the worker: a reply (bytes), {ready: true}
// or {lost: why}.
func (h *workerHelper) take(data js.Value) {
	if data.InstanceOf(js.Global().Get("Uint8Array")) {
		b := make([]byte, data.Get("length").Int())
		js.CopyBytesToGo(b, data)
		r, err := remote.DecodeReply(b)
		if err != nil {
			h.fail("sent a reply the page cannot read (" + err.Error() + ")")
			return
		}
		h.Put(r)
		h.wake()
		return
	}
	if data.Type() == js.TypeObject {
		if why := data.Get("lost"); why.Type() == js.TypeString {
			h.fail(why.String())
		}
		if data.Get("ready").Truthy() {
			Mark(MarkSolverReady)
			h.ready.Store(true)
		}
	}
}

// fail makes the helper lost for why and stops the worker.
func (h *workerHelper) fail(why string) {
	h.Lose(errors.New(why))
	h.worker.Call("terminate")
	h.wake()
}
