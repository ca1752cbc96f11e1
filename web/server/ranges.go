package server

import (
	"net/http"
	"net/textproto"
	"strconv"
	"strings"
)

// fixRange works around net/http's reading of a suffix range that asks
// for no bytes: "bytes=-0", or any suffix of a file of 0 bytes. RFC 9110
// §14.1.1 calls such a range unsatisfiable, but http.ServeContent answers
// it with a 206 and an impossible "Content-Range: bytes N-(N-1)/N". fixRange
// returns r with each such range spelled "bytes=N-" instead, which
// ServeContent rightly finds unsatisfiable: alone, it makes a 416 with
// "Content-Range: bytes */N"; among other ranges, it is ignored; on an
// empty file, the whole (empty) file is sent with a 200, as ServeContent
// does for any range of an empty file. r is returned unchanged when it
// has no such range.
func fixRange(r *http.Request, size int64) *http.Request {
	h := r.Header.Get("Range")
	specs, ok := strings.CutPrefix(h, "bytes=")
	if !ok {
		return r
	}
	parts := strings.Split(specs, ",")
	changed := false
	for i, p := range parts {
		start, end, ok := strings.Cut(textproto.TrimString(p), "-")
		if !ok || textproto.TrimString(start) != "" {
			continue
		}
		n, err := strconv.ParseInt(textproto.TrimString(end), 10, 64)
		if err != nil || n < 0 || min(n, size) != 0 {
			continue
		}
		parts[i] = strconv.FormatInt(size, 10) + "-"
		changed = true
	}
	if !changed {
		return r
	}
	r2 := *r
	r2.Header = r.Header.Clone()
	r2.Header.Set("Range", "bytes="+strings.Join(parts, ","))
	return &r2
}
