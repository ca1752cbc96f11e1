package play_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// browserStore is localStorage shared by the tabs of one browser, as
// the page's store sees it: a tab's writes wait for a task of their own
// (pending, written by flush) and meanwhile Get sees them; a write that
// changes a key reaches every other tab as a storage event.
type browserStore struct {
	m    map[string]string
	tabs []*pageTab
}

// pageTab is one tab of the browser: its controller, its writes not yet
// flushed, the storage events not yet delivered, and whether its own
// write merged another tab's changes (OnStoreNews).
type pageTab struct {
	b       *browserStore
	c       *play.Controller
	pending map[string]func(string, bool) string
	events  int
	news    bool
	now     time.Duration
}

func (s *pageTab) Get(k string) (string, bool) {
	old, ok := s.b.m[k]
	if f, p := s.pending[k]; p {
		return f(old, ok), true
	}
	return old, ok
}

func (s *pageTab) Set(k, v string) error {
	return s.Update(k, func(string, bool) string { return v })
}

func (s *pageTab) Update(k string, f func(string, bool) string) error {
	if g, ok := s.pending[k]; ok {
		s.pending[k] = func(old string, ok bool) string { return f(g(old, ok), true) }
	} else {
		s.pending[k] = f
	}
	return nil
}

// flush writes the tab's pending writes, as its task after the frame
// (or leaving the page) does.
func (s *pageTab) flush() {
	pending := s.pending
	s.pending = map[string]func(string, bool) string{}
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range pending {
			if !yield(k) {
				return
			}
		}
	}) {
		old, ok := s.b.m[k]
		v := pending[k](old, ok)
		if ok && v == old {
			continue
		}
		s.b.m[k] = v
		for _, o := range s.b.tabs {
			if o != nil && o != s {
				o.events++
			}
		}
	}
}

// deliver runs what the page runs for the storage events and the store's
// news that reached the tab: Sync.
func (s *pageTab) deliver() {
	if s.events > 0 || s.news {
		s.events, s.news = 0, false
		s.c.Sync(s.now)
		s.settle()
	}
}

// settle lets every animation end.
func (s *pageTab) settle() {
	s.now += 2 * time.Second
	s.c.Tick(s.now)
}

// load opens (or reloads) tab i of b: a fresh puzzle, then what the store
// holds, as a page load does.
func (b *browserStore) load(t *testing.T, i int, seed uint64) *pageTab {
	t.Helper()
	rng := newRNG(seed)
	c := play.NewController(flipRules, solver.FromBoard(puzzle(t, flipRules, 5, rng)), rng, fridgeRules)
	c.Keeper().SetCalendar(func() time.Time { return day })
	s := &pageTab{b: b, c: c, pending: map[string]func(string, bool) string{}, now: t0}
	c.Keeper().OnNews(func() { s.news = true })
	c.Restore(s)
	c.OpenLink("", true)
	c.Tick(t0)
	b.tabs[i] = s
	return s
}

// TestTabsLoseNoPress drives two tabs of one browser with random
// interleavings of presses, undos, new puzzles, finishes, reloads, the
// tabs' writes and their storage events, and checks against a model of
// what the player did — for each puzzle, the presses made less the ones
// undone — that when the tabs have heard from each other, every tab and
// the store show every press made in either, none twice, and that each
// puzzle finished by the player is counted once.
func TestTabsLoseNoPress(t *testing.T) {
	for seed := range uint64(40) {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			b := &browserStore{m: map[string]string{}, tabs: make([]*pageTab, 2)}
			b.load(t, 0, seed*10+1)
			b.load(t, 1, seed*10+2)
			rng := rand.New(rand.NewPCG(seed, 7))
			live := map[string]map[string]bool{} // by puzzle: the presses made (by name), less those undone
			finished := map[string]bool{}        // puzzles the player finished
			var log []string
			// local applies an intent in tab s and updates the model from
			// what it did there.
			local := func(s *pageTab, in play.Intent) {
				before := s.c.Snapshot(s.now)
				bp := play.PressStamps(s.c)
				s.c.Do(in, s.now)
				s.settle()
				after := s.c.Snapshot(s.now)
				if after.Puzzle != before.Puzzle {
					return
				}
				m := live[after.Puzzle]
				if m == nil {
					m = map[string]bool{}
					for _, p := range bp {
						m[p] = true
					}
					live[after.Puzzle] = m
				}
				ap := play.PressStamps(s.c)
				switch {
				case len(ap) == len(bp)+1 && slices.Equal(ap[:len(bp)], bp):
					m[ap[len(bp)]] = true
				case len(ap) == len(bp)-1 && slices.Equal(ap, bp[:len(ap)]):
					delete(m, bp[len(ap)])
				}
			}
			for step := range 80 {
				i := rng.IntN(2)
				s := b.tabs[i]
				switch k := rng.IntN(20); {
				case k < 7:
					cell := rng.IntN(16)
					log = append(log, fmt.Sprintf("%d press %d", i, cell))
					local(s, press(cell))
				case k < 9:
					log = append(log, fmt.Sprintf("%d undo", i))
					local(s, act(play.ActUndo))
				case k < 10:
					log = append(log, fmt.Sprintf("%d new", i))
					local(s, act(play.ActNew))
				case k < 11:
					log = append(log, fmt.Sprintf("%d finish", i))
					if sn := s.c.Snapshot(s.now); !sn.Solved && sn.Optimal > 0 && sn.Game == "flip" {
						ps, _ := s.c.Shelf().Rules().Solution(solver.FromBoard(s.c.Shelf().Model().Board()))
						for _, p := range ps {
							local(s, press(p))
						}
					}
				case k < 12:
					log = append(log, fmt.Sprintf("%d reload", i))
					s.flush() // the page writes what is pending as it is left
					b.load(t, i, seed*1000+uint64(step))
				case k < 16:
					log = append(log, fmt.Sprintf("%d writes", i))
					s.flush()
				default:
					log = append(log, fmt.Sprintf("%d hears", i))
					s.deliver()
				}
				if testing.Verbose() {
					for j, s := range b.tabs {
						sn := s.c.Snapshot(s.now)
						log = append(log, fmt.Sprintf("    tab %d: %s %v model %v", j, sn.Puzzle[:6], play.PressStamps(s.c), live[sn.Puzzle]))
					}
				}
				for _, s := range b.tabs {
					if sn := s.c.Snapshot(s.now); sn.SolvedBy == "player" {
						finished[sn.Puzzle] = true
					}
				}
			}
			// The tabs write and hear until nothing is left to say.
			for range 10 {
				for _, s := range b.tabs {
					s.flush()
				}
				for _, s := range b.tabs {
					s.deliver()
				}
			}
			for _, s := range b.tabs {
				if len(s.pending) > 0 || s.events > 0 || s.news {
					t.Fatalf("the tabs still have news for each other after 10 rounds\n%s", strings.Join(log, "\n"))
				}
			}
			for i, s := range b.tabs {
				sn := s.c.Snapshot(s.now)
				if want, ok := live[sn.Puzzle]; ok && !sameSet(play.PressStamps(s.c), want) {
					t.Errorf("tab %d shows presses %v, want %v\n%s", i, play.PressStamps(s.c), want, strings.Join(log, "\n"))
				}
			}
			var p struct {
				Games []struct {
					ID      string `json:"id"`
					Cur     int    `json:"cur"`
					History []struct {
						M int    `json:"m"`
						W string `json:"w"`
						N int    `json:"n"`
					} `json:"history"`
				} `json:"games"`
			}
			if err := json.Unmarshal([]byte(b.m["flip.progress.v2"]), &p); err != nil {
				t.Fatal(err)
			}
			for _, g := range p.Games {
				want, ok := live[g.ID]
				if !ok {
					continue
				}
				h := g.History[:g.Cur+1]
				var got []string
				for _, e := range h[len(h)-h[len(h)-1].M:] {
					got = append(got, e.W+":"+strconv.Itoa(e.N))
				}
				if !sameSet(got, want) {
					t.Errorf("the store holds %s with presses %v, want %v\n%s", g.ID, got, want, strings.Join(log, "\n"))
				}
			}
			solved := 0
			for range finished {
				solved++
			}
			for i, s := range b.tabs {
				if st := s.c.Snapshot(s.now).Stats; st.Solved != solved {
					t.Errorf("tab %d counts %d solves, want %d\n%s", i, st.Solved, solved, strings.Join(log, "\n"))
				}
			}
		})
	}
}

// sameSet reports whether list names each member of set once, and
// nothing else.
func sameSet(list []string, set map[string]bool) bool {
	seen := map[string]bool{}
	for _, x := range list {
		if seen[x] || !set[x] {
			return false
		}
		seen[x] = true
	}
	return len(seen) == len(set)
}

// TestTabsKeepEveryPress is the report of a press lost between tabs: tab
// A presses cell 0; tab B, opened on that game, presses 7 and 14; A hears
// of each write and presses 21. Both tabs, and a reload, show the four
// presses; and a finish made in B is seen in A.
func TestTabsKeepEveryPress(t *testing.T) {
	const link = "game=flip&size=6x6&board=bwbbwwbbwwbwbwbbbbwwbwbwbbwbwbwwbbwb"
	b := &browserStore{m: map[string]string{}, tabs: make([]*pageTab, 2)}
	a := b.load(t, 0, 1)
	a.c.OpenLink(link, false)
	a.settle()
	a.c.Do(press(0), a.now)
	a.settle()
	a.flush()
	tb := b.load(t, 1, 2)
	if tb.c.Snapshot(tb.now).Puzzle != a.c.Snapshot(a.now).Puzzle {
		t.Fatal("tab B did not open tab A's game")
	}
	for _, cell := range []int{7, 14} {
		tb.c.Do(press(cell), tb.now)
		tb.settle()
		tb.flush()
		a.deliver()
	}
	a.c.Do(press(21), a.now)
	a.settle()
	a.flush()
	tb.deliver()
	want := "0.7.14.21"
	for name, s := range map[string]*pageTab{"A": a, "B": tb, "A reloaded": b.load(t, 0, 3)} {
		if sn := s.c.Snapshot(s.now); !strings.HasSuffix(sn.Link, "presses="+want) {
			t.Errorf("tab %s: %s, want the presses %s", name, sn.Link, want)
		}
	}
}
