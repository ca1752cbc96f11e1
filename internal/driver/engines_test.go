package driver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestMain(m *testing.M) {
	code := m.Run()
	StopDisplay() // the Xvfb that the Firefox and WebKit tests started
	os.Exit(code)
}

// testPage is a page with a WebGL 2 canvas that clears to green at the
// top left, a button, and listeners that record events in window.log.
// It is served with a policy like the site's (no inline script, no
// eval), which the drivers' own scripts must get past.
var testPage = map[string]string{
	"/page.html": `<!doctype html>
<html><head><meta charset="utf-8"><title>driver test</title>
<link rel="stylesheet" href="page.css">
<script src="page.js" defer></script>
</head><body><canvas id="c"></canvas><button id="b">press</button></body></html>
`,
	"/page.css": `html, body { margin: 0; background: #fff; overflow: hidden; }
#c { position: absolute; left: 0; top: 0; width: 200px; height: 100px; }
#b { position: absolute; left: 300px; top: 50px; width: 120px; height: 60px; }
`,
	"/page.js": `window.log = [];
const record = (e) => {
	const p = e.changedTouches ? e.changedTouches[0] : e;
	log.push({type: e.type, key: e.key, pointerType: e.pointerType, x: p.clientX, y: p.clientY, target: e.target.id || e.target.nodeName});
};
for (const type of ["click", "pointerdown", "pointerup", "mousedown", "mouseup", "touchstart", "touchend", "keydown"]) {
	document.addEventListener(type, record, {passive: true});
}
const c = document.getElementById("c");
c.width = 200 * devicePixelRatio;
c.height = 100 * devicePixelRatio;
const gl = c.getContext("webgl2");
window.drawn = !!gl;
if (gl) {
	gl.clearColor(0, 1, 0, 1);
	gl.clear(gl.COLOR_BUFFER_BIT);
}
`,
}

// serveTestPage serves testPage on 127.0.0.1.
func serveTestPage(t *testing.T) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := testPage[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		types := map[string]string{".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript"}
		for ext, typ := range types {
			if strings.HasSuffix(r.URL.Path, ext) {
				w.Header().Set("Content-Type", typ)
			}
		}
		w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/page.html"
}

// startEngine starts engine e, or skips the test when it is not
// installed (fails, when FLIP_REQUIRE_BROWSER=1).
func startEngine(t *testing.T, ctx context.Context, e Engine) Browser {
	t.Helper()
	missing := func(err error) {
		t.Helper()
		if os.Getenv("FLIP_REQUIRE_BROWSER") == "1" {
			t.Fatalf("FLIP_REQUIRE_BROWSER=1 and %v", err)
		}
		t.Skipf("this test needs %s: %v", e, err)
	}
	if _, err := Find(e); err != nil {
		missing(err)
	}
	if os.Getenv("DISPLAY") == "" {
		if _, err := exec.LookPath("Xvfb"); err != nil {
			missing(errors.New("install Debian's xvfb (apt-get install -y xvfb)"))
		}
	}
	start := time.Now()
	if _, err := Display(ctx); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Logf("Xvfb started in %v", d.Round(time.Millisecond))
	}
	start = time.Now()
	b, err := Start(ctx, e, StartOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	t.Logf("%s started in %v", b.Version(), time.Since(start).Round(time.Millisecond))
	return b
}

func TestEngines(t *testing.T) {
	t.Parallel()
	for _, e := range []Engine{Firefox, WebKit} {
		t.Run(string(e), func(t *testing.T) { t.Parallel(); testEngine(t, e) })
	}
}

// event is an entry of the test page's window.log.
type event struct {
	Type, Key, PointerType, Target string
	X, Y                           float64
}

func testEngine(t *testing.T, e Engine) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	url := serveTestPage(t)
	b := startEngine(t, ctx, e)
	if b.Engine() != e || !b.Alive() {
		t.Fatalf("Engine() = %s, Alive() = %v", b.Engine(), b.Alive())
	}

	open := func(t *testing.T, o Options) Page {
		t.Helper()
		start := time.Now()
		p, err := b.NewPage(ctx, o)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Close() })
		if err := p.Navigate(ctx, url); err != nil {
			t.Fatal(err)
		}
		t.Logf("page opened and loaded in %v", time.Since(start).Round(time.Millisecond))
		return p
	}
	p := open(t, Options{Width: 640, Height: 480})

	evalTo := func(expr string, out any) {
		t.Helper()
		if err := p.Eval(ctx, expr, out); err != nil {
			t.Fatal(err)
		}
	}
	getLog := func() []event {
		t.Helper()
		var log []event
		evalTo("window.log.splice(0)", &log)
		return log
	}

	t.Run("Eval", func(t *testing.T) {
		var n float64
		evalTo("1 + 2", &n)
		var s string
		evalTo(`"fl" + "ip"`, &s)
		var o struct {
			A int
			B []any
			C *int
		}
		evalTo(`({A: 1, B: [2, "x", null], C: undefined})`, &o)
		var awaited int
		evalTo("new Promise((ok) => setTimeout(() => ok(7), 10))", &awaited)
		var none any = "unset"
		evalTo("undefined", &none)
		if n != 3 || s != "flip" || o.A != 1 || len(o.B) != 3 || o.B[1] != "x" || o.C != nil || awaited != 7 || none != nil {
			t.Errorf("got %v, %q, %+v, %v, %v", n, s, o, awaited, none)
		}
		if err := p.Eval(ctx, "document.title", nil); err != nil {
			t.Errorf("Eval into nil: %v", err)
		}
	})

	t.Run("EvalThrows", func(t *testing.T) {
		err := p.Eval(ctx, `(() => { throw new Error("boom-42") })()`, nil)
		if err == nil || !strings.Contains(err.Error(), "boom-42") {
			t.Errorf("Eval of a throw: %v", err)
		}
		err = p.Eval(ctx, `Promise.reject(new TypeError("nope-43"))`, nil)
		if err == nil || !strings.Contains(err.Error(), "nope-43") {
			t.Errorf("Eval of a rejection: %v", err)
		}
	})

	t.Run("WebGL2", func(t *testing.T) {
		var ok, drawn bool
		evalTo("!!document.createElement('canvas').getContext('webgl2')", &ok)
		evalTo("window.drawn", &drawn)
		if !ok || !drawn {
			t.Errorf("WebGL 2: a context %v, the page drew %v", ok, drawn)
		}
		var renderer string
		evalTo(`(() => {
			const gl = document.createElement("canvas").getContext("webgl2");
			const info = gl && gl.getExtension("WEBGL_debug_renderer_info");
			return gl ? gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : "none";
		})()`, &renderer)
		t.Logf("WebGL 2 renderer: %s", renderer)
	})

	t.Run("Viewport", func(t *testing.T) {
		var size [3]float64
		evalTo("[innerWidth, innerHeight, devicePixelRatio]", &size)
		if size != [3]float64{640, 480, 1} {
			t.Errorf("viewport %v, want 640×480 at 1", size)
		}
	})

	t.Run("Click", func(t *testing.T) {
		getLog()
		x, y := 360.4, 80.6 // the button's middle
		var hit string
		evalTo(fmt.Sprintf("document.elementFromPoint(%d, %d).id", round(x), round(y)), &hit)
		if hit != "b" {
			t.Fatalf("elementFromPoint gives %q, want the button", hit)
		}
		if err := p.Click(ctx, x, y); err != nil {
			t.Fatal(err)
		}
		log := getLog()
		i := slices.IndexFunc(log, func(e event) bool { return e.Type == "click" })
		if i < 0 || log[i].Target != "b" || log[i].X != 360 || log[i].Y != 81 {
			t.Errorf("after a click at (%v, %v): %+v", x, y, log)
		}
		var types []string
		for _, e := range log {
			types = append(types, e.Type)
		}
		want := []string{"pointerdown", "mousedown", "pointerup", "mouseup", "click"}
		if !slices.Equal(types, want) {
			t.Errorf("events %v, want %v", types, want)
		}
	})

	t.Run("DownMoveUp", func(t *testing.T) {
		getLog()
		for _, step := range []func() error{
			func() error { return p.Down(ctx, 20, 20) },
			func() error { return p.Move(ctx, 60, 30) },
			func() error { return p.Up(ctx, 100, 40) },
		} {
			if err := step(); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		for _, e := range getLog() {
			if strings.HasPrefix(e.Type, "pointer") {
				got = append(got, fmt.Sprintf("%s %v,%v", e.Type, e.X, e.Y))
			}
		}
		want := []string{"pointerdown 20,20", "pointerup 100,40"}
		if !slices.Equal(got, want) {
			t.Errorf("pointer events %v, want %v", got, want)
		}
	})

	t.Run("Key", func(t *testing.T) {
		getLog()
		keys := []string{"n", "ArrowLeft", "Escape", "Enter", " "}
		for _, k := range keys {
			if err := p.Key(ctx, k); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		for _, e := range getLog() {
			if e.Type == "keydown" {
				got = append(got, e.Key)
			}
		}
		if !slices.Equal(got, keys) {
			t.Errorf("keydown keys %q, want %q", got, keys)
		}
	})

	t.Run("Tap", func(t *testing.T) {
		getLog()
		err := p.Tap(ctx, 50, 60)
		if e == WebKit {
			if !errors.Is(err, ErrUnsupported) {
				t.Errorf("Tap in WebKit: %v, want ErrUnsupported", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range getLog() {
			got = append(got, fmt.Sprintf("%s %s %v,%v", e.Type, e.PointerType, e.X, e.Y))
		}
		for _, want := range []string{"pointerdown touch 50,60", "touchstart  50,60", "touchend  50,60"} {
			if !slices.Contains(got, want) {
				t.Errorf("no %q among the events of a tap: %q", want, got)
			}
		}
	})

	// screenshot checks a screenshot's size and its colour at a green and
	// a white place.
	screenshot := func(t *testing.T, p Page, w, h int, scale float64) {
		t.Helper()
		data, err := p.Screenshot(ctx)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("the screenshot is no PNG: %v", err)
		}
		want := image.Rect(0, 0, int(float64(w)*scale), int(float64(h)*scale))
		if img.Bounds() != want {
			t.Errorf("screenshot %v, want %v", img.Bounds(), want)
		}
		at := func(x, y float64) color.RGBA {
			return color.RGBAModel.Convert(img.At(int(x*scale), int(y*scale))).(color.RGBA)
		}
		if c := at(100, 50); c != (color.RGBA{0, 255, 0, 255}) {
			t.Errorf("canvas pixel %v, want green", c)
		}
		if c := at(250, 20); c != (color.RGBA{255, 255, 255, 255}) {
			t.Errorf("background pixel %v, want white", c)
		}
	}
	t.Run("Screenshot", func(t *testing.T) { screenshot(t, p, 640, 480, 1) })

	t.Run("SetViewport", func(t *testing.T) {
		if err := p.SetViewport(ctx, 800, 600, 1); err != nil {
			t.Fatal(err)
		}
		var size [2]int
		evalTo("[innerWidth, innerHeight]", &size)
		if size != [2]int{800, 600} {
			t.Errorf("viewport %v after SetViewport(800, 600)", size)
		}
		screenshot(t, p, 800, 600, 1)
		// Taller than Xvfb's screen (1080)
		if err := p.SetViewport(ctx, 1300, 1200, 1); err != nil {
			t.Fatal(err)
		}
		evalTo("[innerWidth, innerHeight]", &size)
		if size != [2]int{1300, 1200} {
			t.Errorf("viewport %v after SetViewport(1300, 1200)", size)
		}
		screenshot(t, p, 1300, 1200, 1)
		err := p.SetViewport(ctx, 400, 300, 2)
		if e == WebKit {
			if !errors.Is(err, ErrUnsupported) {
				t.Errorf("a scale of 2 in WebKit: %v, want ErrUnsupported", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Reload(ctx); err != nil { // the canvas takes the new scale
			t.Fatal(err)
		}
		var got [3]float64
		evalTo("[innerWidth, innerHeight, devicePixelRatio]", &got)
		if got != [3]float64{400, 300, 2} {
			t.Errorf("viewport %v after SetViewport(400, 300, 2)", got)
		}
		screenshot(t, p, 400, 300, 2)
	})

	t.Run("Scale", func(t *testing.T) {
		if e == WebKit {
			if _, err := b.NewPage(ctx, Options{Scale: 1.5}); !errors.Is(err, ErrUnsupported) {
				t.Errorf("a scale of 1.5 in WebKit: %v, want ErrUnsupported", err)
			}
		}
		q := open(t, Options{Width: 360, Height: 640, Scale: 2, NoCache: true})
		var got [3]float64
		if err := q.Eval(ctx, "[innerWidth, innerHeight, devicePixelRatio]", &got); err != nil {
			t.Fatal(err)
		}
		if got != [3]float64{360, 640, 2} {
			t.Errorf("viewport %v, want 360×640 at 2", got)
		}
		screenshot(t, q, 360, 640, 2)
		q.Close()
	})

	t.Run("Storage", func(t *testing.T) {
		evalTo(`(localStorage.setItem("k", "kept"), localStorage.getItem("k"))`, nil)
		if err := p.Reload(ctx); err != nil {
			t.Fatal(err)
		}
		var v *string
		evalTo(`localStorage.getItem("k")`, &v)
		if v == nil || *v != "kept" {
			t.Errorf("after a reload, localStorage k = %v, want kept", v)
		}
		q := open(t, Options{Width: 320, Height: 240})
		var other *string = new(string)
		if err := q.Eval(ctx, `localStorage.getItem("k")`, &other); err != nil {
			t.Fatal(err)
		}
		if other != nil {
			t.Errorf("a new page sees the first page's localStorage: k = %q", *other)
		}
		// The first page still takes keys and clicks with another open.
		getLog()
		if err := p.Key(ctx, "k"); err != nil {
			t.Fatal(err)
		}
		if err := p.Click(ctx, 360, 80); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range getLog() {
			if e.Type == "keydown" || e.Type == "click" {
				got = append(got, e.Type+" "+e.Key+e.Target)
			}
		}
		if want := []string{"keydown k" + "BODY", "click b"}; !slices.Equal(got, want) {
			t.Errorf("with another page open, the first one got %q, want %q", got, want)
		}
		q.Close()
	})

	t.Run("Errors", func(t *testing.T) {
		if e == WebKit {
			if p.Console() != nil || p.Errors() != nil {
				t.Errorf("WebKit has a console: %q", p.Console())
			}
			return
		}
		evalTo(`console.log("note-1"), console.error("x-err-2"), setTimeout(() => { throw new Error("late-3") }), 0`, nil)
		deadline := time.Now().Add(5 * time.Second)
		for time.Now().Before(deadline) && len(p.Errors()) < 2 {
			time.Sleep(20 * time.Millisecond)
		}
		errs := strings.Join(p.Errors(), "\n")
		all := strings.Join(p.Console(), "\n")
		if !strings.Contains(errs, "error: x-err-2") || !strings.Contains(errs, "late-3") || strings.Contains(errs, "note-1") {
			t.Errorf("Errors() = %q", p.Errors())
		}
		if !strings.Contains(all, "note-1") {
			t.Errorf("Console() = %q", p.Console())
		}
	})

	t.Run("First", func(t *testing.T) {
		o := Options{Width: 320, Height: 240, First: []string{"window.firstSaw = document.readyState + ' ' + typeof window.log;"}}
		if e == WebKit {
			if _, err := b.NewPage(ctx, o); !errors.Is(err, ErrUnsupported) {
				t.Errorf("First in WebKit: %v, want ErrUnsupported", err)
			}
			return
		}
		q := open(t, o)
		var saw string
		if err := q.Eval(ctx, "window.firstSaw", &saw); err != nil {
			t.Fatal(err)
		}
		if saw != "loading undefined" {
			t.Errorf("the first script saw %q, want it to run before the page's", saw)
		}
		q.Close()
	})

	if err := p.Close(); err != nil {
		t.Errorf("closing the page: %v", err)
	}
	if err := b.Close(); err != nil {
		t.Errorf("closing the browser: %v", err)
	}
	if b.Alive() {
		t.Errorf("the browser is alive after Close")
	}
}
