package driver

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
)

// A wdClient speaks W3C WebDriver (the classic protocol: JSON over HTTP)
// to one driver, and to one session of it once it has one.
type wdClient struct {
	base    string // http://127.0.0.1:PORT
	name    string // the browser, for errors: "webkit"
	session string // the session id, once there is one
	http    *http.Client
	// window is the window (a handle) this client's commands are for,
	// "" for the session's current one; windows is shared by the clients
	// of one session's windows (see webkitPage.NewTab).
	window  string
	windows *wdWindows
}

// wdWindows is a session's current window: the clients of its windows
// switch to theirs before each command, one command at a time.
type wdWindows struct {
	sync.Mutex
	current string
}

// A wdError is a WebDriver error answer: its error code (such as
// "javascript error" or "no such window") and message.
type wdError struct {
	Code, Message string
}

func (e *wdError) Error() string { return e.Code + ": " + e.Message }

// do sends a command: method to path (under /session/ID when path does
// not start with /session or /status), with body as JSON (an empty
// object when nil, for POST), and decodes the answer's value into out
// (if not nil). Its errors read "webkit: POST /url: javascript error: …".
func (c *wdClient) do(ctx context.Context, method, path string, body, out any) error {
	if c.windows != nil && c.window != "" {
		c.windows.Lock()
		defer c.windows.Unlock()
		if c.windows.current != c.window {
			if err := c.send(ctx, http.MethodPost, "/window", map[string]string{"handle": c.window}, nil); err != nil {
				return err
			}
			c.windows.current = c.window
		}
	}
	return c.send(ctx, method, path, body, out)
}

// send sends a command as do does, to the session's current window.
func (c *wdClient) send(ctx context.Context, method, path string, body, out any) error {
	url := c.base
	if !strings.HasPrefix(path, "/session") && !strings.HasPrefix(path, "/status") {
		url += "/session/" + c.session
	}
	url += path
	fail := func(err error) error {
		return fmt.Errorf("%s: %s %s: %w", c.name, method, path, err)
	}
	var rd io.Reader
	if method == http.MethodPost {
		if body == nil {
			body = struct{}{}
		}
		data, err := json.Marshal(body)
		if err != nil {
			return fail(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return fail(err)
	}
	if rd != nil {
		req.Header.Set("Content-Type", "application/json; charset=utf-8")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return fail(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return fail(err)
	}
	var answer struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return fail(fmt.Errorf("%s: decoding %q: %w", resp.Status, short(string(data)), err))
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(answer.Value, &e)
		if e.Error == "" {
			e.Error, e.Message = resp.Status, short(string(data))
		}
		return fail(&wdError{Code: e.Error, Message: e.Message})
	}
	if out != nil {
		if err := json.Unmarshal(answer.Value, out); err != nil {
			return fail(fmt.Errorf("decoding %s: %w", short(string(answer.Value)), err))
		}
	}
	return nil
}
