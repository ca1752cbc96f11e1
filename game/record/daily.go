package record

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"time"

	"flip/solver"
)

// The daily puzzle: one a day (UTC) for each game, the same for everyone,
// on the classic 4×4 board, derived from the date alone — no server:
//
//   - its par ramps through the week, from 3 on Monday to the largest
//     par on Sunday — the largest with at least dailyVariety positions,
//     so that Sundays differ (the Refrigerator has one position at par
//     16 and 16 at par 15, so its Sundays are at 14) (DailyPar);
//   - the position is drawn uniformly among those at that par by the
//     solver's Puzzle, with a PCG generator seeded by the 64-bit FNV-1a
//     hash of "flip daily GAME YYYY-MM-DD" (DailyBoard);
//   - it is numbered from DailyEpoch, daily #1.

// DailyEpoch is the date of daily puzzle #1.
var DailyEpoch = time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC)

// dateLayout is how a daily date is written in links and storage.
const dateLayout = "2006-01-02"

// ParseDate reads a date written YYYY-MM-DD and returns its midnight UTC.
func ParseDate(s string) (time.Time, error) {
	d, err := time.Parse(dateLayout, s)
	if err != nil || d.Format(dateLayout) != s {
		return time.Time{}, fmt.Errorf("want a date written YYYY-MM-DD such as 2026-11-23, got %q", short(s))
	}
	return d, nil
}

// Day returns the UTC date of t at midnight.
func Day(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// FormatDate writes d as YYYY-MM-DD.
func FormatDate(d time.Time) string { return d.UTC().Format(dateLayout) }

// DailyNumber returns the number of the daily puzzle of date d: 1 on
// DailyEpoch.
func DailyNumber(d time.Time) int {
	return int(math.Round(Day(d).Sub(DailyEpoch).Hours()/24)) + 1
}

// CheckDaily says why there is no daily puzzle for date d when today is
// today, or nil when there is one.
func CheckDaily(d, today time.Time) error {
	d, today = Day(d), Day(today)
	switch {
	case d.Before(DailyEpoch):
		return fmt.Errorf("the daily puzzles start on %s; %s has none", FormatDate(DailyEpoch), FormatDate(d))
	case d.After(today):
		return fmt.Errorf("%s is still to come: today's daily puzzle is %s's", FormatDate(d), FormatDate(today))
	}
	return nil
}

// dailyVariety is the fewest positions a par must have to be a daily's.
const dailyVariety = 100

// DailyPar returns the par of the daily puzzle of date d under r (the
// classic board of a game): from 3 on Mondays up to the largest par with
// at least dailyVariety positions on Sundays, evenly between.
func DailyPar(r *solver.Rules, d time.Time) int {
	hi := r.DrawMax()
	if h, err := r.Histogram(); err == nil {
		for hi > 1 && h.Counts[hi] < dailyVariety {
			hi--
		}
	}
	lo := min(3, hi)
	i := (int(Day(d).Weekday()) + 6) % 7 // Monday 0 … Sunday 6
	return lo + int(math.Round(float64(hi-lo)*float64(i)/6))
}

// DailyBoard returns the start of the daily puzzle of date d under r.
func DailyBoard(r *solver.Rules, d time.Time) (solver.Position, error) {
	h := fnv.New64a()
	fmt.Fprintf(h, "flip daily %s %s", r.Game().Name, FormatDate(d))
	seed := h.Sum64()
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	return r.Puzzle(DailyPar(r, d), rng)
}

// short cuts s for an error message.
func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// DailyID is the id of game g's daily puzzle of date d: the same in
// every tab, so that a daily is one puzzle, counted once.
func DailyID(g *solver.Game, d time.Time) string { return "daily:" + g.Name + ":" + FormatDate(d) }
