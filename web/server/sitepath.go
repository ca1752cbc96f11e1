package server

import (
	"io/fs"
	"strings"
)

// siteName turns a request's URL path into the name of a file in the site
// (an io/fs path, "index.html" for "/"), or reports false for a path that
// may not be served: one with an empty, "." or ".." segment, a segment
// starting with a dot, a backslash or a NUL byte. The URL path is already
// percent-decoded, so "%2e%2e" arrives here as "..".
func siteName(urlPath string) (string, bool) {
	if urlPath == "/" {
		return "index.html", true
	}
	name, ok := strings.CutPrefix(urlPath, "/")
	if !ok || strings.ContainsAny(name, "\\\x00") {
		return "", false
	}
	for seg := range strings.SplitSeq(name, "/") {
		if seg == "" || seg[0] == '.' {
			return "", false
		}
	}
	return name, fs.ValidPath(name)
}
