package server

import (
	"io"
	"io/fs"
	"net/http"
	"strings"

	"flip/web/csp"
)

// maxPolicyPage is the largest HTML file whose inline scripts and styles
// the handler hashes into its Content-Security-Policy. A larger one gets
// the policy for a page without inline code.
const maxPolicyPage = 1 << 20

// basePolicy is the Content-Security-Policy header of every response that
// is not an HTML page of the site: its own origin only, no inline code,
// no frames.
var basePolicy = csp.Header(csp.ForPage(nil))

// setSecurityHeaders sets the headers every response carries: the base
// Content-Security-Policy, no MIME sniffing, and no framing (the old
// X-Frame-Options beside the policy's frame-ancestors).
func setSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", basePolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
}

// isHTML reports whether the file called name is sent as an HTML page.
func isHTML(name string) bool {
	return strings.HasPrefix(ContentType(name), "text/html")
}

// pagePolicy returns the Content-Security-Policy header for the HTML page
// called name, whose information is info: the policy of [csp.ForPage]
// for its bytes, with frame-ancestors. It reads the page once per
// version, not on every request.
func (h *Handler) pagePolicy(name string, info fs.FileInfo) (string, error) {
	if info.Size() > maxPolicyPage {
		return basePolicy, nil
	}
	return h.policies.get(name, versionOf(info), func() (string, error) {
		f, err := h.fsys.Open(name)
		if err != nil {
			return "", err
		}
		defer f.Close()
		page, err := io.ReadAll(io.LimitReader(f, maxPolicyPage+1))
		if err != nil {
			return "", err
		}
		if len(page) > maxPolicyPage {
			return basePolicy, nil
		}
		return csp.Header(csp.ForPage(page)), nil
	})
}
