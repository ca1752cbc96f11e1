package csp

import (
	"bytes"
	"regexp"
)

// srcAttr finds a src attribute in the text of a start tag.
var srcAttr = regexp.MustCompile(`(?i)[\s"']src\s*=`)

// Inline returns the text of every inline <script> (one without a src
// attribute) and every <style> element of page, in order: exactly the
// bytes between the start tag and the end tag, which is what a browser
// hashes. It is a scanner for pages we write, not an HTML parser: it does
// not skip comments, and an element without its end tag is left out.
func Inline(page []byte) (scripts, styles [][]byte) {
	lower := bytes.ToLower(page)
	for _, el := range []struct {
		name string
		out  *[][]byte
	}{{"script", &scripts}, {"style", &styles}} {
		open, end := []byte("<"+el.name), []byte("</"+el.name)
		for at := 0; ; {
			i := bytes.Index(lower[at:], open)
			if i < 0 {
				break
			}
			i += at
			after := i + len(open)
			if after >= len(lower) || !isTagEnd(lower[after]) {
				at = after // <scripts>, <styled>: another element
				continue
			}
			gt := bytes.IndexByte(lower[after:], '>')
			if gt < 0 {
				break
			}
			bodyStart := after + gt + 1
			j := bytes.Index(lower[bodyStart:], end)
			if j < 0 {
				break
			}
			if el.name != "script" || !srcAttr.Match(page[i:bodyStart]) {
				*el.out = append(*el.out, page[bodyStart:bodyStart+j])
			}
			at = bodyStart + j + len(end)
		}
	}
	return scripts, styles
}

// isTagEnd reports whether c may follow an element's name in a start tag.
func isTagEnd(c byte) bool {
	switch c {
	case '>', ' ', '\t', '\n', '\r', '\f', '/':
		return true
	}
	return false
}
