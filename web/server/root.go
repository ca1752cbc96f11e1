package server

import (
	"fmt"
	"os"
)

// NewDir returns a Handler serving the site in the directory dir. Every
// path is confined to dir by an [os.Root]: a symbolic link may lead
// elsewhere inside the site, but one that leads out of it (or into a
// loop) is refused by the system calls themselves, and the request gets
// a 404. Close releases the directory.
func NewDir(dir string) (*Handler, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("site directory: %w", err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("site directory %s is not a directory", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("site directory: %w", err)
	}
	h := &Handler{fsys: root.FS(), root: root}
	if _, err := h.lookup(indexName); err != nil {
		root.Close()
		return nil, fmt.Errorf("site directory %s has no index.html (build the site with flipsite first): %w", dir, err)
	}
	return h, nil
}

// Close releases the directory a Handler made by [NewDir] holds open. It
// does nothing for one made by [New].
func (h *Handler) Close() error {
	if h.root == nil {
		return nil
	}
	if err := h.root.Close(); err != nil {
		return fmt.Errorf("closing the site directory: %w", err)
	}
	return nil
}
