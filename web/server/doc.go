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
//     empty segments ("//"), dotfiles, and (with [NewDir], which confines
//     every path to the directory with an [os.Root]) symbolic links that
//     lead outside it — are a plain-text "404 page not found",
//     indistinguishable from a missing file.
//   - Content-Type is set from the file extension (application/wasm for
//     .wasm, text/javascript for .js, …), never sniffed.
//   - A file X with a sibling X.br or X.gz is served precompressed when the
//     request's Accept-Encoding allows it (brotli preferred on a tie of
//     q-values), with Content-Encoding, X's Content-Type and
//     "Vary: Accept-Encoding". The .br and .gz files themselves are not
//     addressable: asking for them is a 404.
//   - A file whose name carries a content hash (see [HasContentHash]) is
//     cached for a year as immutable. Every other file is revalidated on
//     each use ("Cache-Control: no-cache") against a strong ETag: a hash
//     of the bytes actually sent, so each encoding has its own ETag and
//     If-None-Match answers 304. It is computed once per version of the
//     file (its size and modification time), not on every request.
//   - Every file is streamed from the file system; none is read whole
//     into memory, however large.
//   - Every response carries a Content-Security-Policy that allows only
//     the site's own origin (see package [flip/web/csp]): an HTML page's
//     has the hashes of its inline scripts and styles, worked out once
//     per version of the page. With it go "X-Content-Type-Options:
//     nosniff" and "X-Frame-Options: DENY" (and frame-ancestors 'none'
//     in the policy): no page of the site can be put in a frame.
//
// Bodies go through [net/http.ServeContent], so HEAD, Range,
// If-Match and If-Modified-Since behave as the standard library's file
// server does, with two corrections: a response without the file's body
// (a 412 for a failed If-Match) carries no Content-Encoding, and a
// suffix range of no bytes ("bytes=-0") is unsatisfiable, a 416.
package server
