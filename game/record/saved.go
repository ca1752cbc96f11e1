package record

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"

	"flip/game/coach"
	"flip/game/oracle"
	"flip/game/puzzle"
	"flip/solver"
)

// Store keeps the player's data between visits: the page's localStorage,
// or nothing. Get reports false for a missing key or a store that cannot
// be read; Set says why a value was not kept.
type Store interface {
	Get(key string) (string, bool)
	Set(key, value string) error
}

// An Updater is a Store that writes a value worked out from the one it
// holds at the moment of writing: f is given what the store holds then
// (ok false when nothing) and returns what to write. The page's store
// writes later than it is asked to (see bridge.LocalStore); merging at
// the write, not at the asking, leaves no gap in which another tab's
// write could be lost. f must be safe to call more than once.
type Updater interface {
	Update(key string, f func(old string, ok bool) string) error
}

// The keys of the player's data, one versioned key per kind. A value that
// cannot be read — garbage, an older or newer format, a board that does
// not fit its rules — is dropped, never fatal. The v1 keys are read once,
// when there is no v2 data yet, and migrated (see Restore).
const (
	progressKey   = "flip.progress.v2"
	statsKey      = "flip.stats.v2"
	progressKeyV1 = "flip.progress.v1"
	statsKeyV1    = "flip.stats.v1"
)

// ProgressKey and StatsKey are the storage keys the page listens to (the
// storage event): another tab's write to either is merged in (Sync).
const (
	ProgressKey = progressKey
	StatsKey    = statsKey
)

// savedVersion is the format of progressKey and statsKey's values;
// savedVersionV1 the format of the v1 keys.
const (
	savedVersion   = 2
	savedVersionV1 = 1
)

// savedSpec is a rule set as stored.
type savedSpec struct {
	Game  string `json:"game"`
	W     int    `json:"w"`
	H     int    `json:"h"`
	Shape string `json:"shape"`
	Torus bool   `json:"torus,omitempty"`
	K     int    `json:"k,omitempty"` // the colours, when more than 2
}

func specOf(s solver.Spec) savedSpec {
	return savedSpec{Game: s.Game.Name, W: s.Width, H: s.Height, Shape: s.Shape.String(), Torus: s.Torus, K: int(s.Colours)}
}

func (s savedSpec) spec() (solver.Spec, error) {
	g, err := solver.GameNamed(s.Game)
	if err != nil {
		return solver.Spec{}, err
	}
	shape, err := solver.ParseShape(s.Shape)
	if err != nil {
		return solver.Spec{}, err
	}
	spec := solver.Spec{Game: g, Width: s.W, Height: s.H, Shape: shape, Torus: s.Torus}
	if s.K < 0 || s.K == 1 || s.K > solver.MaxColours {
		return solver.Spec{}, fmt.Errorf("%d colours: want 2 to %d", s.K, solver.MaxColours)
	}
	spec = spec.WithColours(s.K)
	return spec, spec.Validate()
}

// savedEntry is one state of a game's undo list, with its stamp (see
// puzzle.Stamp; none in data saved before stamps).
type savedEntry struct {
	Board string `json:"b"`
	Moves int    `json:"m"`
	Start string `json:"s"`
	Cell  int    `json:"c"`
	Tab   string `json:"w,omitempty"`
	N     int    `json:"n,omitempty"`
	At    int64  `json:"t,omitempty"`
}

// savedGame is one game: a puzzle in play, or one played before.
type savedGame struct {
	// ID names the puzzle: the same game in two tabs has the same id; a
	// daily's is its game and date (see dailyID).
	ID string `json:"id"`
	// Seen is the changes made to the game (presses, undos, help…) that
	// this version has seen, per tab: of two versions of one game, one
	// that has seen all the other has wins, and two that both moved on
	// are merged (see puzzle.Merged). Rev is their total, the only count in
	// data saved before Seen. At is when the last change was made (Unix
	// milliseconds): of a rule set's games the newest is the one shown.
	Seen     puzzle.Versions `json:"seen,omitempty"`
	Rev      int             `json:"rev"`
	At       int64           `json:"at"`
	Spec     savedSpec       `json:"spec"`
	History  []savedEntry    `json:"history"`
	Cur      int             `json:"cur"`
	Daily    string          `json:"daily,omitempty"`
	Assisted bool            `json:"assisted,omitempty"`
	BySolve  bool            `json:"bySolve,omitempty"` // Solve made the last press
	Counted  bool            `json:"counted,omitempty"`
	Finished bool            `json:"finished,omitempty"`
	Hints    int             `json:"hints,omitempty"`   // the Hints used
	Coached  bool            `json:"coached,omitempty"` // pressed with the coach on
	Coach    *coach.Saved    `json:"coach,omitempty"`   // the coach's state
}

// savedProgress is everything progressKey (and, with V 1, progressKeyV1)
// holds. In v1 Games held one game per rule set; in v2 it holds every
// game kept, several per rule set (see keepPerSpec).
type savedProgress struct {
	V       int         `json:"v"`
	Current savedSpec   `json:"current"`
	Target  int         `json:"target"`
	Fast    bool        `json:"fast,omitempty"`
	Coach   bool        `json:"coach,omitempty"` // the coach is on (Learn)
	Theme   string      `json:"theme,omitempty"` // the player's choice: "light", "dark", or "" for the system's
	Games   []savedGame `json:"games"`
}

// savedStats is everything statsKey holds: the statistics carried over
// from v1 (Base) and the log of puzzles played since (see record).
type savedStats struct {
	V    int         `json:"v"`
	Base []specStats `json:"base,omitempty"`
	Log  []Entry     `json:"log"`
}

// savedStatsV1 is everything statsKeyV1 holds: counts per rule set.
type savedStatsV1 struct {
	V   int         `json:"v"`
	Per []specStats `json:"per"`
}

// specStats is one rule set's statistics as stored.
type specStats struct {
	Spec  savedSpec `json:"spec"`
	Stats Stats     `json:"stats"`
}

// exportGame writes g as stored.
func exportGame(g *puzzle.Game) savedGame {
	m := g.Model
	r := m.Rules()
	history, cur := m.History()
	sg := savedGame{ID: g.ID, Seen: maps.Clone(g.Seen), Rev: g.Seen.Total(), At: g.At, Spec: specOf(r.Spec()), Cur: cur, Assisted: g.Assisted, BySolve: g.BySolve, Counted: g.Counted, Finished: g.Finished,
		Hints: g.Hints, Coached: g.Coached, Coach: g.Coach.Export(r)}
	if !g.Daily.IsZero() {
		sg.Daily = FormatDate(g.Daily)
	}
	for _, e := range history {
		sg.History = append(sg.History, savedEntry{Board: r.Encode(e.Pos), Moves: e.Moves, Start: r.Encode(e.Start), Cell: e.Cell, Tab: e.ID.Tab, N: e.ID.N, At: e.ID.At})
	}
	return sg
}

// restoreGame reads a stored game under the rules o builds, checking that
// every state follows from the one before it.
func restoreGame(sg savedGame, o *oracle.Oracle) (*puzzle.Game, error) {
	spec, err := sg.Spec.spec()
	if err != nil {
		return nil, err
	}
	r, err := o.Rules(spec)
	if err != nil {
		return nil, err
	}
	if len(sg.History) == 0 || sg.Cur < 0 || sg.Cur >= len(sg.History) {
		return nil, fmt.Errorf("state %d of %d", sg.Cur, len(sg.History))
	}
	history := make([]puzzle.Entry, 0, len(sg.History))
	for i, se := range sg.History {
		b, err1 := solver.Decode(spec, se.Board)
		start, err2 := solver.Decode(spec, se.Start)
		if err := errors.Join(err1, err2); err != nil {
			return nil, fmt.Errorf("state %d: %w", i, err)
		}
		e := puzzle.Entry{State: puzzle.State{Pos: b, Moves: se.Moves}, Start: start, Cell: se.Cell, ID: puzzle.Stamp{Tab: se.Tab, N: se.N, At: se.At}}
		if se.Tab != "" && se.N > sg.Seen[se.Tab] {
			return nil, fmt.Errorf("state %d: made by a change the game has not seen", i)
		}
		if se.Cell >= 0 {
			if i == 0 || se.Cell >= r.Cells() {
				return nil, fmt.Errorf("state %d: press %d out of place", i, se.Cell)
			}
			prev := history[i-1]
			if b != r.Apply(prev.Pos, se.Cell) || se.Moves != prev.Moves+1 || start != prev.Start {
				return nil, fmt.Errorf("state %d does not follow from the one before", i)
			}
		} else if se.Moves != 0 {
			return nil, fmt.Errorf("state %d: %d presses without a press", i, se.Moves)
		}
		history = append(history, e)
	}
	if sg.ID == "" {
		return nil, errors.New("a game without an id")
	}
	seen := maps.Clone(sg.Seen) // a game's changes go on; the stored version's do not
	if seen == nil {
		seen = puzzle.Versions{"": sg.Rev} // saved before Seen: its count alone
	}
	g := &puzzle.Game{ID: sg.ID, Seen: seen, At: sg.At, Model: puzzle.NewModelOf(r, history, sg.Cur), Assisted: sg.Assisted, BySolve: sg.BySolve, Counted: sg.Counted, Finished: sg.Finished,
		Hints: max(0, sg.Hints), Coached: sg.Coached, Coach: coach.Restore(sg.Coach, r)}
	if sg.Daily != "" {
		if g.Daily, err = ParseDate(sg.Daily); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// decodeProgress reads a progress value of format version v; nil for
// anything unreadable.
func decodeProgress(s string, v int) *savedProgress {
	var p savedProgress
	if json.Unmarshal([]byte(s), &p) != nil || p.V != v {
		return nil
	}
	return &p
}

// decodeRecord reads statsKey's value; an empty record for anything
// unreadable, and an entry or a base that makes no sense is left out.
func decodeRecord(s string) record {
	r := newRecord()
	var st savedStats
	if json.Unmarshal([]byte(s), &st) != nil || st.V != savedVersion {
		return r
	}
	for _, p := range st.Base {
		if spec, err := p.Spec.spec(); err == nil && p.Stats.valid() {
			r.base[spec] = p.Stats
		}
	}
	for _, e := range st.Log {
		if e.valid() {
			r.note(e)
		}
	}
	return r
}

// decodeStatsV1 reads statsKeyV1's value into per-rule-set stats; empty
// for anything unreadable.
func decodeStatsV1(s string) map[solver.Spec]Stats {
	out := map[solver.Spec]Stats{}
	var st savedStatsV1
	if json.Unmarshal([]byte(s), &st) != nil || st.V != savedVersionV1 {
		return out
	}
	for _, p := range st.Per {
		if spec, err := p.Spec.spec(); err == nil && p.Stats.valid() {
			out[spec] = p.Stats
		}
	}
	return out
}

// valid reports whether a log entry read from storage makes sense.
func (e Entry) valid() bool {
	if _, err := e.Spec.spec(); err != nil || e.ID == "" {
		return false
	}
	if e.Daily != "" {
		if _, err := ParseDate(e.Daily); err != nil {
			return false
		}
	}
	switch e.By {
	case "":
		return e.Presses == 0 && e.Par == 0
	case SolvedByPlayer, SolvedBySolver, SolvedByCoach:
		return e.Presses > 0 && e.Par >= 0
	}
	return false
}

// valid reports whether stats read from storage make sense.
func (s Stats) valid() bool {
	ok := s.Played >= 0 && s.Solved >= 0 && s.Coached >= 0 && s.AtPar >= 0 && s.AtPar <= s.Solved &&
		s.Streak >= 0 && s.BestStreak >= s.Streak
	for _, n := range s.OverPar {
		ok = ok && n >= 0
	}
	if s.LastDaily != "" {
		_, err := ParseDate(s.LastDaily)
		ok = ok && err == nil
	}
	return ok
}
