package driver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"

	"github.com/coder/websocket"
)

// A bidiConn is a WebDriver BiDi connection: commands that carry ids and
// are answered in any order, and events, over one WebSocket. A goroutine
// reads every message: it hands each answer to the call that waits for it
// and each event to the connection's event handler.
type bidiConn struct {
	ws      *websocket.Conn
	name    string                                      // the browser, for errors: "firefox"
	onEvent func(method string, params json.RawMessage) // called on the reading goroutine; must not block

	mu      sync.Mutex
	nextID  int64
	pending map[int64]chan bidiMessage

	done chan struct{} // closed when reading stops
	err  error         // why reading stopped; set before done closes
}

// A bidiMessage is any message from the remote end: an answer (type
// "success" or "error", with the command's id) or an event.
type bidiMessage struct {
	Type    string          `json:"type"`
	ID      *int64          `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

// A bidiError is an error answer to a command: its error code (such as
// "no such frame" or "unknown command") and message.
type bidiError struct {
	Code, Message string
}

func (e *bidiError) Error() string { return e.Code + ": " + e.Message }

// isUnknownCommand reports whether err says the remote end has no such
// command.
func isUnknownCommand(err error) bool {
	var be *bidiError
	return errors.As(err, &be) && be.Code == "unknown command"
}

// bidiMaxMessage bounds a message from the remote end (a screenshot of a
// large viewport at a high scale is tens of megabytes in base64).
const bidiMaxMessage = 512 << 20

// dialBiDi connects to the WebDriver BiDi endpoint url (ws://…/session)
// of the browser name and starts reading; onEvent gets every event.
func dialBiDi(ctx context.Context, url, name string, onEvent func(string, json.RawMessage)) (*bidiConn, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: connecting to %s: %w", name, url, err)
	}
	ws.SetReadLimit(bidiMaxMessage)
	c := &bidiConn{
		ws:      ws,
		name:    name,
		onEvent: onEvent,
		pending: make(map[int64]chan bidiMessage),
		done:    make(chan struct{}),
	}
	go c.read()
	return c, nil
}

// read reads messages until the connection fails or closes.
func (c *bidiConn) read() {
	var err error
	for {
		var data []byte
		_, data, err = c.ws.Read(context.Background())
		if err != nil {
			break
		}
		var m bidiMessage
		if err := json.Unmarshal(data, &m); err != nil {
			continue // not for us to understand; the caller times out
		}
		if m.Type == "event" {
			if c.onEvent != nil {
				c.onEvent(m.Method, m.Params)
			}
			continue
		}
		if m.ID == nil {
			continue // an error about a message with no id: ours all have one
		}
		c.mu.Lock()
		ch := c.pending[*m.ID]
		delete(c.pending, *m.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
	c.mu.Lock()
	c.err = fmt.Errorf("the connection closed: %w", err)
	c.mu.Unlock()
	close(c.done)
}

// call sends the command method with params and waits for its answer,
// whose result it decodes into out (if not nil). Its errors read
// "firefox: browsingContext.navigate: unknown error: …".
func (c *bidiConn) call(ctx context.Context, method string, params, out any) error {
	if params == nil {
		params = struct{}{}
	}
	ch := make(chan bidiMessage, 1)
	c.mu.Lock()
	c.nextID++
	id := c.nextID
	c.pending[id] = ch
	c.mu.Unlock()
	forget := func() {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
	}
	fail := func(err error) error {
		return fmt.Errorf("%s: %s: %w", c.name, method, err)
	}
	data, err := json.Marshal(struct {
		ID     int64  `json:"id"`
		Method string `json:"method"`
		Params any    `json:"params"`
	}{id, method, params})
	if err != nil {
		forget()
		return fail(err)
	}
	if err := c.ws.Write(ctx, websocket.MessageText, data); err != nil {
		forget()
		return fail(err)
	}
	select {
	case m := <-ch:
		if m.Type == "error" {
			return fail(&bidiError{Code: m.Error, Message: m.Message})
		}
		if out != nil {
			if err := json.Unmarshal(m.Result, out); err != nil {
				return fail(fmt.Errorf("decoding %s: %w", short(string(m.Result)), err))
			}
		}
		return nil
	case <-c.done:
		forget()
		c.mu.Lock()
		err := c.err
		c.mu.Unlock()
		return fail(err)
	case <-ctx.Done():
		forget()
		return fail(ctx.Err())
	}
}

// alive reports whether the connection is still open.
func (c *bidiConn) alive() bool {
	select {
	case <-c.done:
		return false
	default:
		return true
	}
}
