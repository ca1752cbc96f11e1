// Package server serves Flip's static site — the dist/ directory written by
// cmd/flipsite — over HTTP.
//
// The [Handler] it builds is deliberately strict, because the site is small
// and fully known in advance:
//
//   - Only GET and HEAD are allowed; other methods get 405 with an Allow
//     header.
//   - "/" serves index.html. Directories are never listed: any other
//     directory is a plain 404.
//   - Paths that could leave the site — ".." in any spelling, backslashes,
//     empty segments ("//"), dotfiles, symbolic links that resolve outside
//     the site — are a plain-text "404 page not found", indistinguishable
//     from a missing file.
//   - Content-Type is set from the file extension (application/wasm for
//     .wasm, text/javascript for .js, …), never sniffed.
//   - A file X with a sibling X.br or X.gz is served precompressed when the
//     request's Accept-Encoding allows it (brotli preferred on a tie of
//     q-values), with Content-Encoding, X's Content-Type and
//     "Vary: Accept-Encoding". The .br and .gz files themselves are not
//     addressable: asking for them is a 404.
//   - A file whose name carries a content hash (see [HasContentHash]) is
//     cached for a year as immutable. Every other file is revalidated on
//     each use ("Cache-Control: no-cache") against a strong ETag computed
//     from the bytes actually sent, so each encoding has its own ETag and
//     If-None-Match answers 304.
//
// Bodies go through [net/http.ServeContent], so HEAD, Range and
// If-Modified-Since behave as the standard library's file server does.
package server
