package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// resetOutDir makes dir an empty directory. It empties an existing one
// rather than replacing it, so that a server holding the directory open
// (flipserve does) sees the new files. To keep a slip of -out from wiping
// something else, it refuses a non-empty directory without a
// manifest.json, which flipsite always writes.
func resetOutDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("output directory: %w", err)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("output directory: %w", err)
	}
	if len(entries) == 0 {
		return nil
	}
	if _, err := os.Lstat(filepath.Join(dir, manifestName)); err != nil {
		return fmt.Errorf("output directory %s is not empty and has no %s, so flipsite did not make it; refusing to empty it", dir, manifestName)
	}
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return fmt.Errorf("emptying output directory: %w", err)
		}
	}
	return nil
}
