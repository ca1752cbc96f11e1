package e2e

import (
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
)

// TestContentSecurityPolicy plays the page under the policy the server
// sends and the page's own <meta> repeats: the game loads and takes a
// press with no violation of the policy, and the policy is really in
// force (an injected inline script does not run).
func TestContentSecurityPolicy(t *testing.T) {
	t.Parallel()
	listen := `window.__violations = [];
		document.addEventListener("securitypolicyviolation", (e) =>
			window.__violations.push(e.effectiveDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber));`
	// The console is not held to be clean: the script injected below is
	// meant to be blocked, and the browser says so there.
	p := newPage(t, driver.Chromium, driver.Options{Width: 1024, Height: 768, Scale: 1, First: []string{listen}}, lenientConsole)
	p.navigate(baseURL)
	p.waitJS(driver.GameReady, 60*time.Second)

	eval[int](p, `fetch(location.href).then((r) => { window.__csp = r.headers.get("Content-Security-Policy") || "none"; }), 0`)
	p.waitJS(`window.__csp`, 10*time.Second)
	header := eval[string](p, `window.__csp`)
	for _, want := range []string{"default-src 'self'", "'wasm-unsafe-eval'", "'sha256-", "frame-ancestors 'none'"} {
		if !strings.Contains(header, want) {
			t.Errorf("the server's Content-Security-Policy %q lacks %s", header, want)
		}
	}
	meta := eval[string](p, `(document.querySelector('meta[http-equiv="Content-Security-Policy"]') || {content: ""}).content`)
	if meta == "" || header != meta+"; frame-ancestors 'none'" {
		t.Errorf("the page's <meta> policy %q is not the header's %q without frame-ancestors", meta, header)
	}

	p.clickCell(p.layout(), 5)
	p.waitJS(`(() => { const s = window.flipgame.snapshot(); return s.moves === 1 && !s.busy; })()`, 20*time.Second)
	if violations := eval[[]string](p, `window.__violations`); len(violations) != 0 {
		t.Errorf("the page broke its own policy: %q", violations)
	}

	ran := eval[bool](p, `(() => {
		const s = document.createElement("script");
		s.textContent = "window.__injected = true";
		document.head.appendChild(s);
		return window.__injected === true;
	})()`)
	if ran {
		t.Error("an injected inline script ran: the policy is not in force")
	}
	// The listener that found no violation above does see this one (once
	// for the header's policy and once for the <meta>'s: both are in force).
	p.waitJS(`window.__violations.length > 0`, 5*time.Second)
	violations := eval[[]string](p, `window.__violations`)
	if len(violations) == 0 {
		t.Fatal("no violation reported for the injected script")
	}
	for _, v := range violations {
		if !strings.HasPrefix(v, "script-src") {
			t.Errorf("violation %q after injecting a script, want script-src", v)
		}
	}
}
