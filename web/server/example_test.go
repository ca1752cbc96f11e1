package server_test

import (
	"fmt"
	"net/http/httptest"
	"testing/fstest"

	"flip/web/server"
)

func Example() {
	site := fstest.MapFS{
		"index.html":                {Data: []byte("<!doctype html>")},
		"flip.3fa9c2d1e0b4.wasm":    {Data: []byte("\x00asm")},
		"flip.3fa9c2d1e0b4.wasm.br": {Data: []byte("(brotli)")},
	}
	h, err := server.New(site)
	if err != nil {
		fmt.Println(err)
		return
	}

	req := httptest.NewRequest("GET", "/flip.3fa9c2d1e0b4.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip, deflate, br")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)

	resp := rec.Result()
	fmt.Println(resp.StatusCode)
	for _, k := range []string{"Content-Type", "Content-Encoding", "Vary", "Cache-Control"} {
		fmt.Printf("%s: %s\n", k, resp.Header.Get(k))
	}
	// Output:
	// 200
	// Content-Type: application/wasm
	// Content-Encoding: br
	// Vary: Accept-Encoding
	// Cache-Control: public, max-age=31536000, immutable
}
