package driver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"sync"
	"time"
)

// A firefoxPage is a top-level browsing context of Firefox (a window of
// its own, so that it is never a throttled background tab) in a user
// context of its own (its own cookies and storage).
type firefoxPage struct {
	w3cInput
	f           *firefox
	context     string // browsing context id
	userContext string
	preloads    []string // preload script ids
	tab         bool     // a second window of another page's user context (see NewTab)
	log         consoleLog
	closeOnce   sync.Once
}

// NewPage opens a window in a new user context with the viewport and
// scale of o. Each script of o.First runs as the body of a function in
// every document the page loads (a preload script), before the page's
// own: its top-level declarations are not globals, so it sets what it
// shares on window.
func (f *firefox) NewPage(ctx context.Context, o Options) (Page, error) {
	var uc struct {
		UserContext string `json:"userContext"`
	}
	if err := f.conn.call(ctx, "browser.createUserContext", nil, &uc); err != nil {
		return nil, fmt.Errorf("opening a page: %w", err)
	}
	var bc struct {
		Context string `json:"context"`
	}
	if err := f.conn.call(ctx, "browsingContext.create", map[string]any{"type": "window", "userContext": uc.UserContext}, &bc); err != nil {
		f.conn.call(ctx, "browser.removeUserContext", map[string]any{"userContext": uc.UserContext}, nil)
		return nil, fmt.Errorf("opening a page: %w", err)
	}
	return f.setUp(ctx, &firefoxPage{f: f, context: bc.Context, userContext: uc.UserContext}, o)
}

// NewTab opens another window in p's user context, with o and nothing
// loaded yet: it shares p's storage, as a second tab of one player's
// browser does. Closing it leaves p open.
func (p *firefoxPage) NewTab(ctx context.Context, o Options) (Page, error) {
	var bc struct {
		Context string `json:"context"`
	}
	if err := p.f.conn.call(ctx, "browsingContext.create", map[string]any{"type": "window", "userContext": p.userContext}, &bc); err != nil {
		return nil, fmt.Errorf("opening a second window: %w", err)
	}
	return p.f.setUp(ctx, &firefoxPage{f: p.f, context: bc.Context, userContext: p.userContext, tab: true}, o)
}

// setUp registers p, a new window, and sets it up as o says.
func (f *firefox) setUp(ctx context.Context, p *firefoxPage, o Options) (Page, error) {
	p.w3cInput = w3cInput{p.perform}
	f.mu.Lock()
	f.pages[p.context] = p
	f.mu.Unlock()
	fail := func(err error) (Page, error) {
		p.Close()
		return nil, fmt.Errorf("opening a page: %w", err)
	}
	if err := p.SetViewport(ctx, o.Width, o.Height, o.Scale); err != nil {
		return fail(err)
	}
	for _, src := range o.First {
		var r struct {
			Script string `json:"script"`
		}
		params := map[string]any{"functionDeclaration": "() => {\n" + src + "\n}", "contexts": []string{p.context}}
		if err := f.conn.call(ctx, "script.addPreloadScript", params, &r); err != nil {
			return fail(err)
		}
		p.preloads = append(p.preloads, r.Script)
	}
	if o.NoCache {
		params := map[string]any{"cacheBehavior": "bypass", "contexts": []string{p.context}}
		if err := f.conn.call(ctx, "network.setCacheBehavior", params, nil); err != nil && !isUnknownCommand(err) {
			// A Firefox older than 124 has no network.setCacheBehavior:
			// it loads with its cache, which is fresh in a new profile.
			return fail(err)
		}
	}
	return p, nil
}

func (p *firefoxPage) call(ctx context.Context, method string, params map[string]any, out any) error {
	params["context"] = p.context
	return p.f.conn.call(ctx, method, params, out)
}

// Navigate loads url and waits for its load event.
func (p *firefoxPage) Navigate(ctx context.Context, url string) error {
	return p.call(ctx, "browsingContext.navigate", map[string]any{"url": url, "wait": "complete"}, nil)
}

// Reload reloads the document and waits for its load event.
func (p *firefoxPage) Reload(ctx context.Context) error {
	return p.call(ctx, "browsingContext.reload", map[string]any{"wait": "complete"}, nil)
}

// A remoteValue is a value from script.evaluate or script.callFunction
// (script.RemoteValue): a primitive's value, or an object's handle.
type remoteValue struct {
	Type   string          `json:"type"`
	Value  json.RawMessage `json:"value"`
	Handle string          `json:"handle"`
}

// An evaluateResult is the answer of script.evaluate and
// script.callFunction.
type evaluateResult struct {
	Type             string      `json:"type"` // "success" or "exception"
	Result           remoteValue `json:"result"`
	ExceptionDetails struct {
		Text string `json:"text"`
	} `json:"exceptionDetails"`
}

// Eval evaluates expr as a script (a promise it gives is awaited) and
// decodes its value, as JSON.stringify gives it, into out. A primitive
// comes back in one round trip; an object is kept by a handle, turned
// into JSON by a second call and let go by a third.
func (p *firefoxPage) Eval(ctx context.Context, expr string, out any) error {
	fail := func(err error) error {
		return fmt.Errorf("firefox: evaluating %s: %w", short(expr), err)
	}
	target := map[string]any{"context": p.context}
	var r evaluateResult
	err := p.f.conn.call(ctx, "script.evaluate", map[string]any{
		"expression":      expr,
		"target":          target,
		"awaitPromise":    true,
		"resultOwnership": "root",
	}, &r)
	if err != nil {
		return fail(err)
	}
	if r.Type == "exception" {
		return fail(errors.New(r.ExceptionDetails.Text))
	}
	raw, err := primitiveJSON(r.Result)
	if err != nil {
		return fail(err)
	}
	if raw == nil {
		if r.Result.Handle == "" {
			return fail(fmt.Errorf("a %s with no handle", r.Result.Type))
		}
		var s evaluateResult
		err := p.f.conn.call(ctx, "script.callFunction", map[string]any{
			"functionDeclaration": "(v) => JSON.stringify(v)",
			"arguments":           []any{map[string]any{"handle": r.Result.Handle}},
			"target":              target,
			"awaitPromise":        false,
			"resultOwnership":     "none",
		}, &s)
		p.f.conn.call(ctx, "script.disown", map[string]any{"handles": []string{r.Result.Handle}, "target": target}, nil)
		if err != nil {
			return fail(err)
		}
		if s.Type == "exception" {
			return fail(fmt.Errorf("JSON.stringify: %s", s.ExceptionDetails.Text))
		}
		var str string
		if s.Result.Type != "string" || json.Unmarshal(s.Result.Value, &str) != nil {
			raw = []byte("null") // JSON.stringify gave undefined: a function, say
		} else {
			raw = []byte(str)
		}
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fail(fmt.Errorf("decoding %s: %w", short(string(raw)), err))
	}
	return nil
}

// primitiveJSON returns the JSON of a primitive remote value, as
// JSON.stringify would write it (undefined, NaN and the infinities as
// null), or nil for an object.
func primitiveJSON(v remoteValue) ([]byte, error) {
	switch v.Type {
	case "undefined", "null":
		return []byte("null"), nil
	case "string", "boolean":
		return v.Value, nil
	case "number":
		var s string
		if json.Unmarshal(v.Value, &s) == nil { // "NaN", "-0", "Infinity", "-Infinity"
			if s == "-0" {
				return []byte("0"), nil
			}
			return []byte("null"), nil
		}
		var f float64
		if err := json.Unmarshal(v.Value, &f); err != nil || math.IsInf(f, 0) {
			return nil, fmt.Errorf("a number %s", v.Value)
		}
		return v.Value, nil
	case "bigint":
		var s string
		if err := json.Unmarshal(v.Value, &s); err != nil {
			return nil, fmt.Errorf("a bigint %s", v.Value)
		}
		if _, err := strconv.ParseInt(s, 10, 64); err != nil {
			return nil, fmt.Errorf("a bigint %s out of range", s)
		}
		return []byte(s), nil
	}
	return nil, nil
}

// perform runs one input source's actions and, if release, releases
// every key and button afterwards (input.releaseActions).
func (p *firefoxPage) perform(ctx context.Context, what string, source map[string]any, release bool) error {
	err := p.call(ctx, "input.performActions", map[string]any{"actions": []any{source}}, nil)
	if err == nil && release {
		err = p.call(ctx, "input.releaseActions", map[string]any{}, nil)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// mouse returns a mouse pointer source with actions.
func mouse(actions ...map[string]any) map[string]any {
	return map[string]any{
		"type":       "pointer",
		"id":         "mouse",
		"parameters": map[string]any{"pointerType": "mouse"},
		"actions":    actions,
	}
}

// pointerMove is a pointer's move to (x, y) of the viewport, at once.
func pointerMove(x, y float64) map[string]any {
	return map[string]any{"type": "pointerMove", "x": round(x), "y": round(y), "duration": 0}
}

var (
	pointerDown = map[string]any{"type": "pointerDown", "button": 0}
	pointerUp   = map[string]any{"type": "pointerUp", "button": 0}
)

// Tap touches (x, y) with one finger for TapRest.
func (p *firefoxPage) Tap(ctx context.Context, x, y float64) error {
	touch := map[string]any{
		"type":       "pointer",
		"id":         "finger",
		"parameters": map[string]any{"pointerType": "touch"},
		"actions": []any{
			pointerMove(x, y),
			pointerDown,
			map[string]any{"type": "pause", "duration": TapRest.Milliseconds()},
			pointerUp,
		},
	}
	return p.perform(ctx, fmt.Sprintf("tapping (%.0f, %.0f)", x, y), touch, true)
}

// Screenshot captures the viewport as a PNG.
func (p *firefoxPage) Screenshot(ctx context.Context) ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := p.call(ctx, "browsingContext.captureScreenshot", map[string]any{"origin": "viewport"}, &r); err != nil {
		return nil, err
	}
	png, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		return nil, fmt.Errorf("firefox: browsingContext.captureScreenshot: decoding: %w", err)
	}
	return png, nil
}

// SetViewport sets the viewport to w×h CSS pixels at scale device pixels
// per CSS pixel.
func (p *firefoxPage) SetViewport(ctx context.Context, w, h int, scale float64) error {
	w, h, scale = viewport(w, h, scale)
	return p.call(ctx, "browsingContext.setViewport", map[string]any{
		"viewport":         map[string]any{"width": w, "height": h},
		"devicePixelRatio": scale,
	}, nil)
}

// Console returns the page's console entries (log.entryAdded) so far.
func (p *firefoxPage) Console() []string { return p.log.all() }

// Errors returns the entries of level error: console.error and uncaught
// exceptions.
func (p *firefoxPage) Errors() []string { return p.log.errors() }

// Close closes the page's window and removes its user context.
func (p *firefoxPage) Close() error {
	var err error
	p.closeOnce.Do(func() {
		f := p.f
		f.mu.Lock()
		delete(f.pages, p.context)
		f.mu.Unlock()
		if !f.conn.alive() {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		for _, id := range p.preloads {
			f.conn.call(ctx, "script.removePreloadScript", map[string]any{"script": id}, nil)
		}
		err = f.conn.call(ctx, "browsingContext.close", map[string]any{"context": p.context}, nil)
		if p.tab {
			return // the user context is the first window's
		}
		if err2 := f.conn.call(ctx, "browser.removeUserContext", map[string]any{"userContext": p.userContext}, nil); err == nil {
			err = err2
		}
	})
	return err
}
