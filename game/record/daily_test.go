package record_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"flip/game/record"
	"flip/solver"
)

func date(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := record.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestDailyPar checks the week's ramp against the 4×4 histograms: Monday
// 3, Sunday the largest par with at least 100 positions (6 for the Flip
// Game with 256, 14 for the Refrigerator with C(16,14) = 120), never
// falling during the week.
func TestDailyPar(t *testing.T) {
	for _, tc := range []struct {
		r    *solver.Rules
		week [7]int
	}{
		{flipRules, [7]int{3, 4, 4, 5, 5, 6, 6}},
		{fridgeRules, [7]int{3, 5, 7, 9, 10, 12, 14}},
	} {
		monday := date(t, "2026-11-23")
		for i, want := range tc.week {
			d := monday.AddDate(0, 0, i)
			if got := record.DailyPar(tc.r, d); got != want {
				t.Errorf("%s %s (%v): par %d, want %d", tc.r.Game().Name, record.FormatDate(d), d.Weekday(), got, want)
			}
		}
	}
}

// TestDailyBoard: the same date gives the same board, at the day's par by
// the solver, and different dates and games give different boards.
func TestDailyBoard(t *testing.T) {
	seen := map[string]string{}
	for _, r := range classics {
		for d := date(t, "2026-11-01"); d.Before(date(t, "2026-12-01")); d = d.AddDate(0, 0, 1) {
			b, err := record.DailyBoard(r, d)
			if err != nil {
				t.Fatalf("%s %s: %v", r.Game().Name, record.FormatDate(d), err)
			}
			again, _ := record.DailyBoard(r, d)
			if again != b {
				t.Fatalf("%s %s: two draws differ", r.Game().Name, record.FormatDate(d))
			}
			if got, _ := dist(t, r, b.Board()); got != record.DailyPar(r, d) {
				t.Errorf("%s %s: par %d, want %d", r.Game().Name, record.FormatDate(d), got, record.DailyPar(r, d))
			}
			key := r.Game().Name + r.Encode(b)
			if prev, dup := seen[key]; dup {
				t.Errorf("%s: %s and %s have the same board", r.Game().Name, prev, record.FormatDate(d))
			}
			seen[key] = record.FormatDate(d)
		}
	}
	// A known value pins the documented function: FNV-1a of the string,
	// a PCG generator, the solver's uniform draw. A change to any of them
	// changes everyone's puzzle, so it must be deliberate.
	b, _ := record.DailyBoard(flipRules, date(t, "2026-11-23"))
	if got := flipRules.Encode(b); got != dailyFlip20261123 {
		t.Errorf("the Flip Game daily of 2026-11-23 is %s, was %s", got, dailyFlip20261123)
	}
}

// dailyFlip20261123 is the Flip Game's daily puzzle of 2026-11-23.
const dailyFlip20261123 = "bbbbbwwwwwbbwwwb"

func TestDailyNumberAndCheck(t *testing.T) {
	if n := record.DailyNumber(record.DailyEpoch); n != 1 {
		t.Errorf("epoch is daily #%d", n)
	}
	if n := record.DailyNumber(date(t, "2026-11-23")); n != 23 {
		t.Errorf("2026-11-23 is daily #%d, want 23", n)
	}
	today := time.Date(2026, 11, 23, 23, 59, 0, 0, time.UTC)
	for _, tc := range []struct {
		d    string
		want string // "" when the daily exists
	}{
		{"2026-11-23", ""},
		{"2026-11-01", ""},
		{"2026-11-24", "still to come"},
		{"2031-01-01", "still to come"},
		{"2026-10-31", "start on 2026-11-01"},
	} {
		err := record.CheckDaily(date(t, tc.d), today)
		if (err == nil) != (tc.want == "") || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("CheckDaily(%s): %v, want %q", tc.d, err, tc.want)
		}
	}
	for _, bad := range []string{"2026-11-5", "2026-13-01", "2026-02-30", "tomorrow", "", "2026-11-23x"} {
		if _, err := record.ParseDate(bad); err == nil {
			t.Errorf("ParseDate(%q): no error", bad)
		}
	}
}

// TestDateRoundTrip: FormatDate and ParseDate undo each other over every
// day of a few years (leap day included), a time of day or another zone
// writes its UTC date, and a bad date is refused with a message that
// says the form wanted and quotes what was given, cut when long.
func TestDateRoundTrip(t *testing.T) {
	for d := date(t, "2026-11-01"); d.Before(date(t, "2029-03-02")); d = d.AddDate(0, 0, 1) {
		s := record.FormatDate(d)
		back, err := record.ParseDate(s)
		if err != nil || !back.Equal(d) || record.FormatDate(back) != s || back.Location() != time.UTC {
			t.Fatalf("%v: written %q, read back %v (%v)", d, s, back, err)
		}
	}
	if s := record.FormatDate(date(t, "2028-02-29")); s != "2028-02-29" {
		t.Errorf("leap day written %q", s)
	}
	late := time.Date(2026, 11, 23, 23, 30, 0, 0, time.FixedZone("UTC-5", -5*3600)) // 04:30 UTC the next day
	if s := record.FormatDate(late); s != "2026-11-24" {
		t.Errorf("23:30 at UTC-5 on the 23rd written %q, want the UTC date 2026-11-24", s)
	}
	if d := record.Day(late); !d.Equal(date(t, "2026-11-24")) {
		t.Errorf("Day(%v) = %v", late, d)
	}
	long := "2026-11-23 and then a great deal more text than a date"
	for _, bad := range []string{"2026-11-5", "2026-13-01", "2026-02-29", "26-11-23", "2026/11/23", " 2026-11-23", long} {
		_, err := record.ParseDate(bad)
		if err == nil {
			t.Errorf("ParseDate(%q): no error", bad)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, "YYYY-MM-DD") {
			t.Errorf("ParseDate(%q): %q does not say the form wanted", bad, msg)
		}
		if bad == long {
			if strings.Contains(msg, long) || !strings.Contains(msg, long[:40]+"…") {
				t.Errorf("ParseDate of a long text: %q, want it cut at 40 bytes", msg)
			}
		} else if !strings.Contains(msg, fmt.Sprintf("%q", bad)) {
			t.Errorf("ParseDate(%q): %q does not quote it", bad, msg)
		}
	}
}
