package csp

import (
	"bytes"
	"errors"
	"html"
)

// metaName is how the policy's <meta> starts, lowercased.
var metaName = []byte(`http-equiv="content-security-policy"`)

// Meta returns page with a <meta http-equiv="Content-Security-Policy">
// holding [ForPage] of page, put right after its <meta charset> (or its
// <head> tag), so that it comes before anything it governs. It fails if
// page already has such a <meta>, has no <head>, or has a script or a
// style before the place the <meta> would go.
func Meta(page []byte) ([]byte, error) {
	lower := bytes.ToLower(page)
	if bytes.Contains(lower, metaName) {
		return nil, errors.New("the page already has a Content-Security-Policy <meta>")
	}
	at := tagEnd(lower, "<meta charset")
	if at < 0 {
		at = tagEnd(lower, "<head")
	}
	if at < 0 {
		return nil, errors.New("the page has no <head> to put its Content-Security-Policy <meta> in")
	}
	for _, first := range []string{"<script", "<style", "<link"} {
		if i := bytes.Index(lower, []byte(first)); i >= 0 && i < at {
			return nil, errors.New("the page has a " + first[1:] + " element before its <meta charset>, where its Content-Security-Policy <meta> must go")
		}
	}
	meta := "\n<meta http-equiv=\"Content-Security-Policy\" content=\"" + html.EscapeString(ForPage(page)) + "\">"
	out := make([]byte, 0, len(page)+len(meta))
	out = append(out, page[:at]...)
	out = append(out, meta...)
	return append(out, page[at:]...), nil
}

// tagEnd returns the index just after the '>' of the first tag in lower
// that starts with prefix, or -1.
func tagEnd(lower []byte, prefix string) int {
	i := bytes.Index(lower, []byte(prefix))
	if i < 0 {
		return -1
	}
	j := bytes.IndexByte(lower[i:], '>')
	if j < 0 {
		return -1
	}
	return i + j + 1
}
