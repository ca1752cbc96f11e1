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
	"strconv"
	"strings"
	"time"
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

// A Handler serves a static site from a file system. Build one with [New];
// the package documentation lists what it serves and how.
type Handler struct {
	fsys fs.FS
}

// New returns a Handler serving the site whose root is fsys. It fails if
// the site has no index.html at its root.
//
// To serve a directory on disk, pass os.DirFS(dir), or better the FS of
// an [os.Root] opened on dir, which also refuses at the system-call level
// any path that escapes the directory.
func New(fsys fs.FS) (*Handler, error) {
	if fsys == nil {
		return nil, errors.New("server: nil file system")
	}
	h := &Handler{fsys: fsys}
	if _, _, err := h.lookup(indexName); err != nil {
		return nil, fmt.Errorf("server: site has no usable %s: %w", indexName, err)
	}
	return h, nil
}

// ServeHTTP answers a GET or HEAD request for one file of the site.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", allowedMethods)
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := siteName(r.URL.Path)
	if !ok || isEncodedCopy(name) {
		http.NotFound(w, r)
		return
	}
	file, info, err := h.lookup(name)
	if err != nil {
		// Missing, not a regular file, outside the site, behind a loop of
		// links, unreadable: all look the same from outside.
		http.NotFound(w, r)
		return
	}

	hdr := w.Header()
	copies := make(map[encoding]string, len(encodings))
	for _, e := range encodings {
		if c, _, err := h.lookup(name + e.suffix); err == nil {
			copies[e] = c
		}
	}
	if len(copies) > 0 {
		hdr.Add("Vary", "Accept-Encoding")
	}
	if e, ok := negotiate(r.Header.Values("Accept-Encoding"), func(e encoding) bool {
		_, ok := copies[e]
		return ok
	}); ok {
		file = copies[e]
		hdr.Set("Content-Encoding", e.coding)
	}

	f, err := h.fsys.Open(file)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil {
		info = st
	}

	var body io.ReadSeeker
	if HasContentHash(name) {
		hdr.Set("Cache-Control", cacheImmutable)
		body, err = readSeeker(f)
	} else {
		var data []byte
		data, err = io.ReadAll(f)
		sum := sha256.Sum256(data)
		hdr.Set("ETag", `"`+hex.EncodeToString(sum[:16])+`"`)
		hdr.Set("Cache-Control", cacheRevalidate)
		body = bytes.NewReader(data)
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	hdr.Set("Content-Type", ContentType(name))
	hdr.Set("X-Content-Type-Options", "nosniff")
	if hdr.Get("Content-Encoding") != "" {
		// ServeContent leaves out Content-Length on an encoded response
		// that is not a range; the browser wants it to show progress.
		size, err := body.Seek(0, io.SeekEnd)
		if err == nil {
			_, err = body.Seek(0, io.SeekStart)
		}
		if err != nil {
			h.fail(w, r, err)
			return
		}
		w = &lengthWriter{ResponseWriter: w, size: size}
	}
	http.ServeContent(w, r, name, modTime(info), body)
}

// lookup finds the regular file called name in the site and returns the
// name to open it by, with no symbolic link in it, and its information.
func (h *Handler) lookup(name string) (string, fs.FileInfo, error) {
	resolved, err := resolve(h.fsys, name)
	if err != nil {
		return "", nil, err
	}
	info, err := fs.Stat(h.fsys, resolved)
	if err != nil {
		return "", nil, err
	}
	if !info.Mode().IsRegular() {
		return "", nil, fmt.Errorf("%s: %w", name, errNotFile)
	}
	return resolved, info, nil
}

// fail answers a request whose file was found but could not be read:
// 404 if it has vanished since (the site is being rebuilt), else 500.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	for _, k := range []string{"Content-Encoding", "Cache-Control", "ETag", "Vary"} {
		w.Header().Del(k)
	}
	if errors.Is(err, fs.ErrNotExist) {
		http.NotFound(w, r)
		return
	}
	http.Error(w, "500 internal server error", http.StatusInternalServerError)
}

// A lengthWriter adds the Content-Length of the whole body to a 200
// response that lacks one.
type lengthWriter struct {
	http.ResponseWriter
	size int64
}

// WriteHeader sends the response header, with Content-Length if the
// response is the whole body.
func (w *lengthWriter) WriteHeader(code int) {
	if code == http.StatusOK && w.Header().Get("Content-Length") == "" {
		w.Header().Set("Content-Length", strconv.FormatInt(w.size, 10))
	}
	w.ResponseWriter.WriteHeader(code)
}

// Unwrap returns the underlying ResponseWriter, for http.ResponseController.
func (w *lengthWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

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

// modTime returns info's modification time, or the zero time (which
// http.ServeContent takes as unknown) if info is nil.
func modTime(info fs.FileInfo) time.Time {
	if info == nil {
		return time.Time{}
	}
	return info.ModTime()
}
