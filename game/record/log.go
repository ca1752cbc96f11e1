package record

import (
	"cmp"
	"encoding/json"
	"maps"
	"slices"
	"time"

	"flip/solver"
)

// The player's record of finished puzzles. Statistics are not counters
// that each tab adds to and writes back (two tabs would each write their
// own count over the other's): they are derived from a log of the
// puzzles played, one entry per puzzle, keyed by the puzzle's id, which
// two tabs' logs merge into by union. A puzzle finished in one tab and
// again in another, or a daily replayed, is one entry, counted once.

// Entry is one puzzle in the player's record.
type Entry struct {
	ID      string    `json:"id"`
	Spec    savedSpec `json:"spec"`
	Daily   string    `json:"daily,omitempty"`   // the daily's date, YYYY-MM-DD
	Played  bool      `json:"played,omitempty"`  // the player pressed at least once
	By      SolvedBy  `json:"by,omitempty"`      // who finished it
	Presses int       `json:"presses,omitempty"` // the presses of the finish
	Par     int       `json:"par,omitempty"`     // the puzzle's par
}

// merge returns the entry that holds both what e and o know of one
// puzzle: played if either says so, and the first finish (e's) if both
// have one.
func (e Entry) merge(o Entry) Entry {
	e.Played = e.Played || o.Played
	if e.By == "" && o.By != "" {
		e.By, e.Presses, e.Par = o.By, o.Presses, o.Par
	}
	return e
}

// record is the player's record: the log, and the counts carried over
// from before the log (the statistics of flip.stats.v1, migrated).
type record struct {
	log   map[string]Entry
	base  map[solver.Spec]Stats
	cache map[solver.Spec]Stats // stats derived since the last change
}

func newRecord() record {
	return record{log: map[string]Entry{}, base: map[solver.Spec]Stats{}, cache: map[solver.Spec]Stats{}}
}

// note merges e into the record and reports whether it changed it.
func (r *record) note(e Entry) bool {
	old, ok := r.log[e.ID]
	if ok {
		e = old.merge(e)
		if e == old {
			return false
		}
	}
	r.log[e.ID] = e
	clear(r.cache)
	return true
}

// mergeFrom merges another record (read from storage) into r: every
// entry of both, and o's base where r has none for a rule set.
func (r *record) mergeFrom(o record) (changed bool) {
	for _, e := range o.log {
		if r.note(e) {
			changed = true
		}
	}
	for spec, s := range o.base {
		if _, ok := r.base[spec]; !ok {
			r.base[spec] = s
			clear(r.cache)
			changed = true
		}
	}
	return changed
}

// stats derives spec's statistics: the base, then each puzzle of the log
// in turn, the dailies in the order of their dates (a streak is a run of
// days).
func (r *record) stats(spec solver.Spec) Stats {
	if s, ok := r.cache[spec]; ok {
		return s
	}
	s := r.derive(spec)
	r.cache[spec] = s
	return s
}

// derive works spec's statistics out from the record.
func (r *record) derive(spec solver.Spec) Stats {
	s := r.base[spec]
	want := specOf(spec)
	var entries []Entry
	for _, e := range r.log {
		if e.Spec == want {
			entries = append(entries, e)
		}
	}
	slices.SortFunc(entries, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.Daily, b.Daily), cmp.Compare(a.ID, b.ID))
	})
	for _, e := range entries {
		if e.Played {
			s.played()
		}
		if e.By == SolvedByCoach {
			s.Coached++
		}
		if e.By == SolvedByPlayer {
			var d time.Time
			if e.Daily != "" {
				if t, err := ParseDate(e.Daily); err == nil {
					d = t
				}
			}
			s.solved(e.Presses, e.Par, d)
		}
	}
	return s
}

// entries returns the log sorted by id, as it is written.
func (r *record) entries() []Entry {
	out := make([]Entry, 0, len(r.log))
	for _, e := range r.log {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b Entry) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

// clone returns a copy of r that shares nothing with it.
func (r *record) clone() record {
	return record{log: maps.Clone(r.log), base: maps.Clone(r.base), cache: map[solver.Spec]Stats{}}
}

// encode writes r as statsKey holds it.
func (r *record) encode() string {
	st := savedStats{V: savedVersion, Log: r.entries()}
	for spec, s := range r.base {
		st.Base = append(st.Base, specStats{specOf(spec), s})
	}
	sortByKey(st.Base, func(s specStats) savedSpec { return s.Spec })
	b, _ := json.Marshal(st)
	return string(b)
}
