package server

import (
	"mime"
	"path"
	"strings"
)

// contentTypes maps the extensions a web build ships to the Content-Type
// sent for them. They are fixed here rather than taken from the host's
// MIME database, which differs between machines (and on some lacks .wasm,
// without which browsers refuse WebAssembly.instantiateStreaming).
var contentTypes = map[string]string{
	".css":         "text/css; charset=utf-8",
	".gif":         "image/gif",
	".htm":         "text/html; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".ico":         "image/x-icon",
	".jpeg":        "image/jpeg",
	".jpg":         "image/jpeg",
	".js":          "text/javascript; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".mjs":         "text/javascript; charset=utf-8",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".txt":         "text/plain; charset=utf-8",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".webp":        "image/webp",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".xml":         "text/xml; charset=utf-8",
}

// ContentType reports the Content-Type the handler sends for a file
// named name: a fixed type for the extensions a web build uses, else the
// host's MIME type for the extension, else "application/octet-stream".
// It never inspects the file's contents.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}
