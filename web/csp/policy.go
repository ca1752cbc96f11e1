package csp

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
)

// FrameAncestors is the directive that keeps the site out of frames. It
// is only obeyed in a header, so [Header] adds it and [ForPage] does not.
const FrameAncestors = "frame-ancestors 'none'"

// ForPage returns the policy for the HTML document page: its inline
// scripts and styles allowed by their hashes, and everything else only
// from the site's own origin. ForPage(nil) is the policy for a document
// with no inline code.
func ForPage(page []byte) string {
	scripts, styles := Inline(page)
	var b strings.Builder
	b.WriteString("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'")
	for _, s := range scripts {
		b.WriteString(" " + Hash(s))
	}
	b.WriteString("; style-src 'self'")
	for _, s := range styles {
		b.WriteString(" " + Hash(s))
	}
	b.WriteString("; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'")
	return b.String()
}

// Header returns policy with [FrameAncestors] added: what a server sends
// in the Content-Security-Policy header.
func Header(policy string) string {
	return policy + "; " + FrameAncestors
}

// Hash returns the CSP source expression that allows an inline element
// whose text is text: 'sha256-BASE64'.
func Hash(text []byte) string {
	sum := sha256.Sum256(text)
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}
