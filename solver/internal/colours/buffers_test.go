package colours

import "testing"

// TestBufferStore: a store keeps the largest buffers it is given, up to
// its number, and take gives the smallest kept that is large enough, once.
func TestBufferStore(t *testing.T) {
	s := bufferStore[int32]{keep: 2}
	for _, n := range []int{10, 40, 20, 5} {
		s.put(make([]int32, n))
	}
	if b := s.take(50); b != nil {
		t.Fatalf("took %d for 50: nothing kept is that large", cap(b))
	}
	if b := s.take(15); cap(b) != 20 || len(b) != 15 {
		t.Fatalf("took cap %d len %d for 15, want the 20 at length 15", cap(b), len(b))
	}
	if b := s.take(15); cap(b) != 40 {
		t.Fatalf("took cap %d for 15 the second time, want the 40", cap(b))
	}
	if b := s.take(1); b != nil {
		t.Fatalf("took %d from an empty store", cap(b))
	}
}
