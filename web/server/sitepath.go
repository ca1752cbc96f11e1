package server

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"strings"
)

// errOutside reports that a path, once its symbolic links are followed,
// would leave the site.
var errOutside = errors.New("leads outside the site")

// errLinkLoop reports a chain of symbolic links too long to follow.
var errLinkLoop = errors.New("too many symbolic links")

// maxLinkHops bounds how many symbolic links one lookup follows, as the
// kernel's ELOOP limit does.
const maxLinkHops = 40

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

// resolve follows the symbolic links along name in fsys, if fsys can
// report them (see [fs.ReadLinkFS]; os.DirFS and os.Root.FS both can), and
// returns the equivalent name that has no symbolic link in it. It fails
// with an error wrapping errOutside if a link is absolute or climbs above
// the root of fsys. A file system that cannot report links is trusted to
// keep its own names inside itself, and name is returned unchanged.
func resolve(fsys fs.FS, name string) (string, error) {
	links, ok := fsys.(fs.ReadLinkFS)
	if !ok {
		return name, nil
	}
	var done []string // components walked so far; none is a link
	todo := strings.Split(name, "/")
	for hops := 0; len(todo) > 0; {
		c := todo[0]
		todo = todo[1:]
		switch c {
		case "", ".":
			continue
		case "..":
			if len(done) == 0 {
				return "", fmt.Errorf("%s: %w", name, errOutside)
			}
			done = done[:len(done)-1]
			continue
		}
		p := path.Join(path.Join(done...), c)
		info, err := links.Lstat(p)
		if err != nil {
			return "", err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			done = append(done, c)
			continue
		}
		if hops++; hops > maxLinkHops {
			return "", fmt.Errorf("%s: %w", name, errLinkLoop)
		}
		target, err := links.ReadLink(p)
		if err != nil {
			return "", err
		}
		if path.IsAbs(target) || filepath.IsAbs(target) {
			return "", fmt.Errorf("%s: link %s to %s: %w", name, p, target, errOutside)
		}
		todo = append(strings.Split(target, "/"), todo...)
	}
	if len(done) == 0 {
		return ".", nil
	}
	return path.Join(done...), nil
}
