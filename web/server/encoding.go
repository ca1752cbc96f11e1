package server

import (
	"strconv"
	"strings"
)

// An encoding is a precompressed variant of a file: the suffix of the
// sibling file that holds it and the content-coding it is sent as.
type encoding struct {
	suffix string // ".br"
	coding string // "br"
}

// encodings lists the precompressed variants in order of preference when
// the client's q-values tie.
var encodings = []encoding{
	{suffix: ".br", coding: "br"},
	{suffix: ".gz", coding: "gzip"},
}

// acceptQ reports the q-value, from 0 to 1, that the Accept-Encoding header
// values accept give to content-coding coding (RFC 9110 §12.5.3). A coding
// that is not listed takes the q-value of "*" if present, else 0; an entry
// with an unreadable q-value is ignored. "x-gzip" counts as "gzip".
func acceptQ(accept []string, coding string) float64 {
	q, star := -1.0, -1.0
	for _, header := range accept {
		for entry := range strings.SplitSeq(header, ",") {
			name, params, _ := strings.Cut(entry, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name == "x-gzip" {
				name = "gzip"
			}
			if name != coding && name != "*" {
				continue
			}
			v, ok := qValue(params)
			if !ok {
				continue
			}
			if name == "*" {
				star = max(star, v)
			} else {
				q = max(q, v)
			}
		}
	}
	switch {
	case q >= 0:
		return q
	case star >= 0:
		return star
	}
	return 0
}

// qValue reads the weight from the parameters following a coding in
// Accept-Encoding, such as " q=0.5". A missing weight is 1. It reports
// false if the weight is present but not a number from 0 to 1.
func qValue(params string) (float64, bool) {
	for p := range strings.SplitSeq(params, ";") {
		k, v, _ := strings.Cut(p, "=")
		if !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || q < 0 || q > 1 {
			return 0, false
		}
		return q, true
	}
	return 1, true
}

// negotiate picks, among the precompressed variants available (ok reports
// which exist), the one the client accepts with the highest q-value,
// preferring the earlier of encodings on a tie. It reports false when the
// client accepts none of them, so the file should be sent as is.
func negotiate(accept []string, ok func(encoding) bool) (encoding, bool) {
	var best encoding
	bestQ := 0.0
	for _, e := range encodings {
		if q := acceptQ(accept, e.coding); q > bestQ && ok(e) {
			best, bestQ = e, q
		}
	}
	return best, bestQ > 0
}
