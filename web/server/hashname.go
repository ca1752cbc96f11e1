package server

import (
	"path"
	"strings"
)

// minHashLen is the fewest hex digits that mark a name as content-hashed.
const minHashLen = 8

// HasContentHash reports whether the final element of name has the form
// stem.HASH.ext, where HASH is at least 8 lowercase hexadecimal digits and
// stem and ext are not empty — for example "flip.3fa9c2d1e0b4.wasm".
// Such a file's bytes never change under that name, so the handler lets
// browsers cache it for a year without revalidating.
func HasContentHash(name string) bool {
	base := path.Base(name)
	ext := path.Ext(base)
	if len(ext) < 2 {
		return false
	}
	stem := strings.TrimSuffix(base, ext)
	hash := path.Ext(stem)
	if len(hash) < 1+minHashLen || len(stem) == len(hash) {
		return false
	}
	for _, c := range hash[1:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}
