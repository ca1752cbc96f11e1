package record

import (
	"testing"
	"time"
)

func TestStatsStreak(t *testing.T) {
	day := func(s string) time.Time {
		d, err := ParseDate(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	var s Stats
	s.played()
	s.solved(5, 5, time.Time{}) // not a daily: no streak
	if s.Solved != 1 || s.AtPar != 1 || s.Streak != 0 || s.OverPar[0] != 1 {
		t.Fatalf("after a solve at par: %+v", s)
	}
	s.solved(9, 5, day("2026-11-20"))
	s.solved(9, 5, day("2026-11-20")) // the same daily again
	s.solved(6, 6, day("2026-11-21"))
	s.solved(20, 6, day("2026-11-22"))
	if s.Streak != 3 || s.BestStreak != 3 || s.OverPar[4] != 2 || s.OverPar[OverParBuckets-1] != 1 || s.AtPar != 2 {
		t.Fatalf("after three days: %+v", s)
	}
	if c := s.Current(day("2026-11-23")); c.Streak != 3 {
		t.Errorf("the next day the streak is %d, want 3 (it runs until a day is missed)", c.Streak)
	}
	if c := s.Current(day("2026-11-24")); c.Streak != 0 || c.BestStreak != 3 {
		t.Errorf("after a missed day: streak %d best %d, want 0 and 3", c.Streak, c.BestStreak)
	}
	s.solved(6, 6, day("2026-11-25"))
	if s.Streak != 1 || s.BestStreak != 3 {
		t.Errorf("a new run: %+v", s)
	}
}
