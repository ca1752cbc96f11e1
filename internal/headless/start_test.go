package headless

import (
	"errors"
	"testing"
)

// TestStartWithCompositing starts the browser both ways and checks that
// it composites as asked: StartWith fails when chrome://gpu's
// gpu_compositing says otherwise, so this fails if Options gave both
// the same flags.
func TestStartWithCompositing(t *testing.T) {
	chrome, err := Find()
	if errors.Is(err, ErrNotFound) {
		t.Skip("needs a browser: ", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []Compositing{GPUCompositing, SoftwareCompositing} {
		b, err := StartWith(chrome, 640, 480, c)
		if err != nil {
			t.Errorf("%s: %v", c, err)
			continue
		}
		status, err := b.compositingStatus()
		b.Close()
		if err != nil || (status == "enabled") != (c == GPUCompositing) {
			t.Errorf("%s: gpu_compositing %q (%v)", c, status, err)
		}
	}
}
