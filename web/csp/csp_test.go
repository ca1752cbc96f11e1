package csp_test

import (
	"strings"
	"testing"

	"flip/web/csp"
)

// The hashes below were computed with openssl:
// printf 'alert(1)' | openssl dgst -sha256 -binary | base64
const (
	alertHash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
	styleHash = "'sha256-OrBoaOgHKpM7E5sdbFVzvg4GOwbS7qyojeZwhuKtGDM='" // "\nbody{}\n"
)

const page = `<!doctype html>
<html><head>
<meta charset="utf-8">
<title>t</title>
<style>
body{}
</style>
</head><body>
<noscript>no</noscript>
<script src="wasm_exec.0123456789ab.js"></script>
<SCRIPT>alert(1)</SCRIPT>
<scripts>not a script</scripts>
</body></html>`

func TestForPage(t *testing.T) {
	got := csp.ForPage([]byte(page))
	want := "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' " + alertHash +
		"; style-src 'self' " + styleHash +
		"; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'"
	if got != want {
		t.Errorf("ForPage =\n%s\nwant\n%s", got, want)
	}
	if base := csp.ForPage(nil); strings.Contains(base, "sha256") || !strings.Contains(base, "script-src 'self' 'wasm-unsafe-eval';") {
		t.Errorf("ForPage(nil) = %s, want no hashes", base)
	}
	if h := csp.Header(got); h != got+"; frame-ancestors 'none'" {
		t.Errorf("Header = %s", h)
	}
}

func TestInline(t *testing.T) {
	scripts, styles := csp.Inline([]byte(page))
	if len(scripts) != 1 || string(scripts[0]) != "alert(1)" {
		t.Errorf("scripts = %q, want [alert(1)] (the one with src and <scripts> left out)", scripts)
	}
	if len(styles) != 1 || string(styles[0]) != "\nbody{}\n" {
		t.Errorf("styles = %q", styles)
	}
	if s, _ := csp.Inline([]byte("<script>never closed")); len(s) != 0 {
		t.Errorf("unclosed script gave %q", s)
	}
}

func TestMeta(t *testing.T) {
	out, err := csp.Meta([]byte(page))
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	meta := `<meta http-equiv="Content-Security-Policy" content="` +
		strings.ReplaceAll(csp.ForPage([]byte(page)), "'", "&#39;") + `">`
	if !strings.Contains(s, `<meta charset="utf-8">`+"\n"+meta+"\n<title>") {
		t.Errorf("the <meta> is not right after <meta charset>:\n%s", s)
	}
	if strings.Contains(s, "frame-ancestors") {
		t.Error("the <meta> holds frame-ancestors, which browsers ignore there")
	}
	if csp.ForPage(out) != csp.ForPage([]byte(page)) {
		t.Error("adding the <meta> changed the page's policy")
	}
	if strings.Replace(s, "\n"+meta, "", 1) != page {
		t.Error("Meta changed more than adding the <meta>")
	}

	for name, bad := range map[string]string{
		"twice":        s,
		"no head":      "<p>hi</p>",
		"script first": "<html><script>x</script><head><meta charset=utf-8></head>",
	} {
		if _, err := csp.Meta([]byte(bad)); err == nil {
			t.Errorf("%s: Meta succeeded, want an error", name)
		}
	}
	if out, err := csp.Meta([]byte("<html><head><title>x</title></head></html>")); err != nil || !strings.HasPrefix(string(out), "<html><head>\n<meta http-equiv") {
		t.Errorf("without <meta charset>: %q, %v; want the <meta> after <head>", out, err)
	}
}
