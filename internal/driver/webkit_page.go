package driver

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os/exec"
	"sync"
	"time"
)

// A webkitPage is one WebDriver session: a WebKitWebDriver of its own and
// the MiniBrowser window it drives.
//
// Classic WebDriver has no console: Console and Errors return nothing.
// Tap is not supported: WebKitGTK turns a touch pointer's actions into
// mouse events.
type webkitPage struct {
	w3cInput
	wk     *webkit
	c      *wdClient
	cmd    *exec.Cmd
	exited chan struct{} // closed when the driver has exited
	out    *tailWriter
	scale  float64 // device pixels per CSS pixel, fixed when MiniBrowser starts
	chrome *[2]int // how much wider and taller the window is than its viewport, once measured
	tab    bool    // a second window of another page's session (see NewTab)

	closeOnce sync.Once
}

// NewTab opens another window in p's session, with o and nothing loaded
// yet: it shares p's storage, as a second tab of one player's browser
// does. o's scale must be p's, and it takes no scripts to run first (see
// NewPage). Closing it leaves p open; closing p closes it too.
func (p *webkitPage) NewTab(ctx context.Context, o Options) (Page, error) {
	w, h, scale := viewport(o.Width, o.Height, o.Scale)
	if scale != p.scale || len(o.First) > 0 {
		return nil, fmt.Errorf("webkit: a second window at scale %g with %d scripts to run first, in a page at %g: %w", scale, len(o.First), p.scale, ErrUnsupported)
	}
	if p.c.windows == nil {
		var handle string
		if err := p.c.do(ctx, http.MethodGet, "/window", nil, &handle); err != nil {
			return nil, err
		}
		p.c.window, p.c.windows = handle, &wdWindows{current: handle}
	}
	var win struct {
		Handle string `json:"handle"`
	}
	if err := p.c.do(ctx, http.MethodPost, "/window/new", map[string]string{"type": "window"}, &win); err != nil {
		return nil, err
	}
	c := *p.c
	c.window = win.Handle
	q := &webkitPage{wk: p.wk, c: &c, cmd: p.cmd, exited: p.exited, out: p.out, scale: p.scale, chrome: p.chrome, tab: true}
	q.w3cInput = w3cInput{q.perform}
	if err := q.SetViewport(ctx, w, h, scale); err != nil {
		q.Close()
		return nil, fmt.Errorf("opening a second window: %w", err)
	}
	return q, nil
}

// Navigate loads url and waits for its load event (the session's page
// load strategy is "normal").
func (p *webkitPage) Navigate(ctx context.Context, url string) error {
	return p.c.do(ctx, http.MethodPost, "/url", map[string]string{"url": url}, nil)
}

// Reload reloads the document and waits for its load event.
func (p *webkitPage) Reload(ctx context.Context) error {
	return p.c.do(ctx, http.MethodPost, "/refresh", nil, nil)
}

// evalScript is the body of the function that Eval has the page run
// (asynchronously: its last argument is the callback) for the
// expression %s: it answers {json} with the JSON of the expression's
// awaited value, or {error} with what it threw.
const evalScript = `const done = arguments[arguments.length - 1];
(async () => (
%s
))().then(
	(v) => {
		let json;
		try { json = JSON.stringify(v); } catch (e) { done({error: "JSON.stringify: " + e}); return; }
		done({json: json === undefined ? "null" : json});
	},
	(e) => done({error: e instanceof Error ? e.name + ": " + e.message : "uncaught " + String(e)}));`

// Eval evaluates the expression expr (a promise it gives is awaited) and
// decodes its value, as JSON.stringify gives it, into out. Unlike in the
// other engines expr must be an expression, not statements.
func (p *webkitPage) Eval(ctx context.Context, expr string, out any) error {
	fail := func(err error) error {
		return fmt.Errorf("webkit: evaluating %s: %w", short(expr), err)
	}
	var r struct {
		JSON  *string `json:"json"`
		Error *string `json:"error"`
	}
	body := map[string]any{"script": fmt.Sprintf(evalScript, expr), "args": []any{}}
	if err := p.c.do(ctx, http.MethodPost, "/execute/async", body, &r); err != nil {
		return fail(err)
	}
	if r.Error != nil {
		return fail(errors.New(*r.Error))
	}
	if r.JSON == nil {
		return fail(errors.New("no answer"))
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal([]byte(*r.JSON), out); err != nil {
		return fail(fmt.Errorf("decoding %s: %w", short(*r.JSON), err))
	}
	return nil
}

// perform runs one input source's actions and, if release, releases
// every key and button afterwards (DELETE /actions).
func (p *webkitPage) perform(ctx context.Context, what string, source map[string]any, release bool) error {
	err := p.c.do(ctx, http.MethodPost, "/actions", map[string]any{"actions": []any{source}}, nil)
	if err == nil && release {
		err = p.c.do(ctx, http.MethodDelete, "/actions", nil, nil)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// Tap is not supported: WebKitGTK takes a touch pointer's actions but
// dispatches mouse events (pointerType "mouse", no touch events), which
// would pass a mouse click off as a touch.
func (p *webkitPage) Tap(ctx context.Context, x, y float64) error {
	return fmt.Errorf("webkit: tapping (%.0f, %.0f): WebKitGTK dispatches touch actions as mouse events: %w", x, y, ErrUnsupported)
}

// painted is an expression that waits for the page to paint a frame
// (two animation frames, or half a second in a window that does not
// draw), so that a screenshot after a resize or a load is not of a
// window that has not drawn yet (all black).
const painted = `new Promise((done) => {
	const t = setTimeout(done, 500);
	requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(t); done(); }));
})`

// Screenshot captures the viewport as a PNG, once the page has painted a
// frame.
func (p *webkitPage) Screenshot(ctx context.Context) ([]byte, error) {
	if err := p.Eval(ctx, painted, nil); err != nil {
		return nil, err
	}
	var data string
	if err := p.c.do(ctx, http.MethodGet, "/screenshot", nil, &data); err != nil {
		return nil, err
	}
	png, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		return nil, fmt.Errorf("webkit: GET /screenshot: decoding: %w", err)
	}
	return png, nil
}

// SetViewport sizes the window so that its viewport is w×h: the window
// is the viewport and MiniBrowser's toolbar, which SetViewport measures
// the first time. The scale cannot change: another scale than the page's
// gives an error that wraps ErrUnsupported.
func (p *webkitPage) SetViewport(ctx context.Context, w, h int, scale float64) error {
	w, h, scale = viewport(w, h, scale)
	if scale != p.scale {
		return fmt.Errorf("webkit: a device scale factor of %g in a page opened at %g (WebKitGTK's is fixed as MiniBrowser starts): %w", scale, p.scale, ErrUnsupported)
	}
	for try := 1; ; try++ {
		if p.chrome == nil {
			var rect struct{ Width, Height int }
			if err := p.c.do(ctx, http.MethodGet, "/window/rect", nil, &rect); err != nil {
				return err
			}
			inner, err := p.inner(ctx)
			if err != nil {
				return err
			}
			p.chrome = &[2]int{rect.Width - inner[0], rect.Height - inner[1]}
		}
		ww, wh := w+p.chrome[0], h+p.chrome[1]
		if err := p.c.do(ctx, http.MethodPost, "/window/rect", map[string]int{"width": ww, "height": wh}, nil); err != nil {
			return err
		}
		// The viewport takes its new size a little after the window.
		deadline := time.Now().Add(5 * time.Second)
		for {
			inner, err := p.inner(ctx)
			if err != nil {
				return err
			}
			if inner == [2]int{w, h} {
				return nil
			}
			if time.Now().After(deadline) {
				if try == 2 {
					return fmt.Errorf("webkit: setting the viewport to %d×%d: it is %d×%d in a window of %d×%d", w, h, inner[0], inner[1], ww, wh)
				}
				p.chrome = nil // measure again
				break
			}
			select {
			case <-ctx.Done():
				return fmt.Errorf("webkit: setting the viewport to %d×%d: %w", w, h, ctx.Err())
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
}

// inner returns the viewport's size: innerWidth and innerHeight.
func (p *webkitPage) inner(ctx context.Context) ([2]int, error) {
	var inner [2]int
	err := p.Eval(ctx, "[window.innerWidth, window.innerHeight]", &inner)
	return inner, err
}

// Console returns nothing: classic WebDriver has no console.
func (p *webkitPage) Console() []string { return nil }

// Errors returns nothing: classic WebDriver has no console.
func (p *webkitPage) Errors() []string { return nil }

// Close ends the session, which closes its MiniBrowser, and stops the
// page's driver.
func (p *webkitPage) Close() error {
	var err error
	p.closeOnce.Do(func() {
		if p.tab {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			err = p.c.do(ctx, http.MethodDelete, "/window", nil, nil)
			cancel()
			return
		}
		p.wk.mu.Lock()
		if p.wk.pages != nil {
			delete(p.wk.pages, p)
		}
		p.wk.mu.Unlock()
		if p.c.session != "" {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			err = p.c.do(ctx, http.MethodDelete, "/session/"+p.c.session, nil, nil)
			cancel()
		}
		p.kill()
	})
	return err
}

// kill kills the driver's process group (the driver and its MiniBrowser)
// and waits for the driver.
func (p *webkitPage) kill() {
	killGroup(p.cmd.Process.Pid)
	<-p.exited
}
