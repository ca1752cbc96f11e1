package record

import "time"

// Stats are the player's statistics for one rule set. Only the player's
// own solves count as solved: a puzzle finished by Solve, even partly,
// counts as played and nothing more.
type Stats struct {
	Played     int    `json:"played"`     // puzzles with at least one press of the player's
	Solved     int    `json:"solved"`     // solved by the player
	AtPar      int    `json:"atPar"`      // solved by the player in par presses
	Streak     int    `json:"streak"`     // daily puzzles solved by the player on consecutive days, up to the last one
	BestStreak int    `json:"bestStreak"` // the longest such run
	LastDaily  string `json:"lastDaily"`  // the date of the last daily the player solved, YYYY-MM-DD
	Coached    int    `json:"coached"`    // solved by the player with the coach on: apart from Solved
	// OverPar counts the player's solves by presses over par: OverPar[k]
	// solves took par+k presses; the last bucket holds everything at or
	// beyond it.
	OverPar [OverParBuckets]int `json:"overPar"`
}

// OverParBuckets is how many columns the over-par chart has: at par, +1,
// … and the last for everything further over.
const OverParBuckets = 6

// played records a puzzle's first press by the player.
func (s *Stats) played() { s.Played++ }

// solved records a solve by the player in presses, par presses being the
// fewest; daily is the daily puzzle's date, or the zero time.
func (s *Stats) solved(presses, par int, daily time.Time) {
	s.Solved++
	over := max(0, presses-par)
	if over == 0 {
		s.AtPar++
	}
	s.OverPar[min(over, OverParBuckets-1)]++
	if daily.IsZero() {
		return
	}
	day := FormatDate(daily)
	switch {
	case s.LastDaily == day:
		return // the same daily again: no new day
	case s.LastDaily != "" && FormatDate(Day(daily).AddDate(0, 0, -1)) == s.LastDaily:
		s.Streak++
	default:
		s.Streak = 1
	}
	s.LastDaily = day
	s.BestStreak = max(s.BestStreak, s.Streak)
}

// Current returns the stats as they stand today: a streak whose last
// daily is older than yesterday is over.
func (s Stats) Current(today time.Time) Stats {
	if s.LastDaily == "" {
		return s
	}
	last, err := ParseDate(s.LastDaily)
	if err != nil || Day(today).Sub(last) > 48*time.Hour-time.Second {
		s.Streak = 0
	}
	return s
}
