package main

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strings"
)

// workerTemplate is the service worker's source, with placeholders for
// what a build fills in.
//
//go:embed sw.js
var workerTemplate string

// solverScriptTemplate is the source of the solver's Web Worker (not the
// service worker): it starts the solver's .wasm (cmd/flipworker) and
// hands it the page's questions.
//
//go:embed solverworker.js
var solverScriptTemplate string

// buildIdentity returns the identity of a build: 12 hex digits of the
// SHA-256 of the page as filled in (which names the hashed .wasm, loader
// and icon), the web app manifest (which names the other icons) and the
// service worker's template. Two builds that differ in any file served
// differ in it.
func buildIdentity(page, webManifest []byte) string {
	sum := sha256.New()
	for _, part := range [][]byte{page, webManifest, []byte(workerTemplate)} {
		fmt.Fprintf(sum, "%d\n", len(part))
		sum.Write(part)
	}
	return hex.EncodeToString(sum.Sum(nil))[:hashDigits]
}

// serviceWorker returns the service worker of build id: it precaches the
// page, the content-hashed files hashed (served from its cache first) and
// the files fresh (revalidated, like the page), and accepts a page only
// if it names every one of pageNames.
func serviceWorker(id string, hashed, fresh, pageNames []string) ([]byte, error) {
	list := func(names []string) string {
		data, _ := json.Marshal(names) // strings always marshal
		return string(data)
	}
	oldnew := []string{
		"__FLIP_BUILD__", id,
		"__FLIP_HASHED__", list(hashed),
		"__FLIP_FRESH__", list(fresh),
		"__FLIP_PAGE_NAMES__", list(pageNames),
	}
	for i := 0; i < len(oldnew); i += 2 {
		if !strings.Contains(workerTemplate, oldnew[i]) {
			return nil, fmt.Errorf("%s: template lacks %s", workerName, oldnew[i])
		}
	}
	return []byte(strings.NewReplacer(oldnew...).Replace(workerTemplate)), nil
}
