package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
)

// Cache-Control values: a year without revalidation for content-hashed
// names, revalidation by ETag on every use for the rest.
const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

const (
	allowedMethods = "GET, HEAD"  // the Allow header of a 405
	indexName      = "index.html" // what "/" serves
)

// errNotFile reports that a name exists but is not a regular file.
var errNotFile = errors.New("not a regular file")

// A Handler serves a static site from a file system. Build one with [New]
// or [NewDir]; the package documentation lists what it serves and how.
type Handler struct {
	fsys     fs.FS
	root     *os.Root // the directory NewDir opened, or nil
	etags    memo     // ETag of each file sent, by version
	policies memo     // Content-Security-Policy of each HTML page, by version
}

// New returns a Handler serving the site whose root is fsys. It fails if
// the site has no index.html at its root.
//
// New trusts fsys to keep every name inside itself. os.DirFS does not: a
// symbolic link in it may lead anywhere. To serve a directory on disk,
// use [NewDir].
func New(fsys fs.FS) (*Handler, error) {
	if fsys == nil {
		return nil, errors.New("server: nil file system")
	}
	h := &Handler{fsys: fsys}
	if _, err := h.lookup(indexName); err != nil {
		return nil, fmt.Errorf("server: site has no usable %s: %w", indexName, err)
	}
	return h, nil
}

// ServeHTTP answers a GET or HEAD request for one file of the site.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	setSecurityHeaders(hdr)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", allowedMethods)
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := siteName(r.URL.Path)
	if !ok || isEncodedCopy(name) {
		http.NotFound(w, r)
		return
	}
	info, err := h.lookup(name)
	if err != nil {
		// Missing, not a regular file, outside the site, behind a loop of
		// links, unreadable: all look the same from outside.
		http.NotFound(w, r)
		return
	}
	if isHTML(name) {
		policy, err := h.pagePolicy(name, info)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		hdr.Set("Content-Security-Policy", policy)
	}

	file := name
	var copies []encoding
	for _, e := range encodings {
		if _, err := h.lookup(name + e.suffix); err == nil {
			copies = append(copies, e)
		}
	}
	if len(copies) > 0 {
		hdr.Add("Vary", "Accept-Encoding")
	}
	if e, ok := negotiate(r.Header.Values("Accept-Encoding"), func(e encoding) bool {
		return slices.Contains(copies, e)
	}); ok {
		file = name + e.suffix
		hdr.Set("Content-Encoding", e.coding)
	}

	f, err := h.fsys.Open(file)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	defer f.Close()
	if info, err = f.Stat(); err != nil {
		h.fail(w, r, err)
		return
	}
	body, err := readSeeker(f)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if HasContentHash(name) {
		hdr.Set("Cache-Control", cacheImmutable)
	} else {
		etag, err := h.etags.get(file, versionOf(info), func() (string, error) { return etagOf(body) })
		if err != nil {
			h.fail(w, r, err)
			return
		}
		hdr.Set("ETag", etag)
		hdr.Set("Cache-Control", cacheRevalidate)
	}
	hdr.Set("Content-Type", ContentType(name))
	size, err := body.Seek(0, io.SeekEnd)
	if err == nil {
		_, err = body.Seek(0, io.SeekStart)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	http.ServeContent(&headerFixer{ResponseWriter: w, size: size}, fixRange(r, size), name, info.ModTime(), body)
}

// etagOf returns a strong ETag for the bytes of body, read from its start
// to its end in a stream, and seeks body back to its start.
func etagOf(body io.ReadSeeker) (string, error) {
	sum := sha256.New()
	if _, err := io.Copy(sum, body); err != nil {
		return "", err
	}
	if _, err := body.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	return `"` + hex.EncodeToString(sum.Sum(nil)[:16]) + `"`, nil
}

// lookup returns the information of the regular file called name in the
// site.
func (h *Handler) lookup(name string) (fs.FileInfo, error) {
	info, err := fs.Stat(h.fsys, name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w", name, errNotFile)
	}
	return info, nil
}

// fail answers a request whose file was found but could not be read:
// 404 if it has vanished since (the site is being rebuilt), else 500.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	for _, k := range []string{"Content-Encoding", "Cache-Control", "ETag", "Vary"} {
		w.Header().Del(k)
	}
	w.Header().Set("Content-Security-Policy", basePolicy)
	if errors.Is(err, fs.ErrNotExist) {
		http.NotFound(w, r)
		return
	}
	http.Error(w, "500 internal server error", http.StatusInternalServerError)
}

// A headerFixer corrects two headers http.ServeContent gets wrong for a
// precompressed body: it adds the Content-Length of the whole body to a
// 200 that lacks one (ServeContent leaves it out of an encoded response,
// and the browser wants it to show progress), and it drops
// Content-Encoding from a response with no body of the file, such as a
// 412 for a failed If-Match.
type headerFixer struct {
	http.ResponseWriter
	size int64
}

// WriteHeader sends the response header, corrected.
func (w *headerFixer) WriteHeader(code int) {
	h := w.Header()
	switch {
	case code == http.StatusOK && h.Get("Content-Length") == "":
		h.Set("Content-Length", strconv.FormatInt(w.size, 10))
	case code >= 300:
		h.Del("Content-Encoding")
	}
	w.ResponseWriter.WriteHeader(code)
}

// Unwrap returns the underlying ResponseWriter, for http.ResponseController.
func (w *headerFixer) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// isEncodedCopy reports whether name is a precompressed copy (X.br or
// X.gz), which is served only in place of X, never by its own name.
func isEncodedCopy(name string) bool {
	lower := strings.ToLower(name)
	for _, e := range encodings {
		if strings.HasSuffix(lower, e.suffix) {
			return true
		}
	}
	return false
}

// readSeeker returns f itself if it can seek, else its contents in memory.
func readSeeker(f fs.File) (io.ReadSeeker, error) {
	if rs, ok := f.(io.ReadSeeker); ok {
		return rs, nil
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	return bytes.NewReader(data), nil
}
