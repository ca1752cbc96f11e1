package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"flip/internal/driver"
)

// TestContentSecurityPolicy plays the page under the policy the server
// sends and the page's own <meta> repeats: the game loads and takes a
// press with no violation of the policy, and the policy is really in
// force (an injected inline script does not run).
func TestContentSecurityPolicy(t *testing.T) {
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	listen := `window.__violations = [];
		document.addEventListener("securitypolicyviolation", (e) =>
			window.__violations.push(e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber));`
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(1024, 768, chromedp.EmulateScale(1)),
		driver.RunFirst(listen),
		chromedp.Navigate(baseURL),
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(withTimeout(ctx, 60*time.Second), chromedp.Poll[bool](`window.flipgame && window.flipgame.snapshot() !== null`)); err != nil {
		t.Fatalf("the game did not start under the policy: %v", err)
	}

	if _, err := chromedp.Run(ctx, chromedp.Evaluate[int](`fetch(location.href).then((r) => { window.__csp = r.headers.get("Content-Security-Policy") || "none"; }), 0`)); err != nil {
		t.Fatal(err)
	}
	header, err := chromedp.Run(withTimeout(ctx, 10*time.Second), chromedp.Poll[string](`window.__csp`))
	if err != nil {
		t.Fatalf("fetching the page's headers: %v", err)
	}
	for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "'sha256-", "frame-ancestors 'none'"} {
		if !strings.Contains(header, want) {
			t.Errorf("the server's Content-Security-Policy %q lacks %s", header, want)
		}
	}
	meta, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector('meta[http-equiv="Content-Security-Policy"]') || {content: ""}).content`))
	if err != nil {
		t.Fatal(err)
	}
	if meta == "" || header != meta+"; frame-ancestors 'none'" {
		t.Errorf("the page's <meta> policy %q is not the header's %q without frame-ancestors", meta, header)
	}

	l, err := chromedp.Run(ctx, chromedp.Evaluate[Layout]("window.flipgame.layout()"))
	if err != nil {
		t.Fatal(err)
	}
	c := l.Cells[5]
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(c.X+c.W/2, c.Y+c.H/2)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(withTimeout(ctx, 20*time.Second), chromedp.Poll[bool](`(() => { const s = window.flipgame.snapshot(); return s.moves === 1 && !s.busy; })()`)); err != nil {
		t.Fatalf("a press did not register under the policy: %v", err)
	}
	violations, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.__violations`))
	if err != nil {
		t.Fatal(err)
	}
	if len(violations) != 0 {
		t.Errorf("the page broke its own policy: %q", violations)
	}

	ran, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
		const s = document.createElement("script");
		s.textContent = "window.__injected = true";
		document.head.appendChild(s);
		return window.__injected === true;
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if ran {
		t.Error("an injected inline script ran: the policy is not in force")
	}
	// The listener that found no violation above does see this one (once
	// for the header's policy and once for the <meta>'s: both are in force).
	violations, err = chromedp.Run(withTimeout(ctx, 5*time.Second), chromedp.Poll[[]string](`window.__violations.length > 0 && window.__violations`))
	if err != nil || len(violations) == 0 {
		t.Fatalf("no violation reported for the injected script (%v)", err)
	}
	for _, v := range violations {
		if !strings.HasPrefix(v, "script-src") {
			t.Errorf("violation %q after injecting a script, want script-src", v)
		}
	}
}
