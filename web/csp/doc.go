// Package csp writes Flip's Content-Security-Policy: the one rule that
// says what a page of the site may load and run. It is computed from the
// page itself, so that cmd/flipsite (which writes it into index.html as
// a <meta http-equiv>) and package web/server (which sends it as a
// header) always agree.
//
// The policy allows only the site's own origin: scripts, styles, images,
// fetches, workers and the manifest come from 'self'; the page's inline
// <script> and <style> elements are allowed by the SHA-256 of their text,
// nothing else inline; 'wasm-unsafe-eval' lets the page compile its
// WebAssembly module; data: images are allowed for the inline favicon;
// plug-ins, <base> and form submissions are refused. A header adds
// frame-ancestors 'none', which browsers ignore in a <meta>.
package csp
