package play

import (
	"encoding/json"
	"slices"
	"strings"
)

// Restore makes s the controller's store and brings back what it holds:
// each rule set's game with its undo list, the rule set last on screen,
// the target par, Solve's pace, the theme chosen and the statistics. Anything unreadable is
// dropped, never fatal: the game on screen stays. A nil s keeps nothing.
func (c *Controller) Restore(s Store) {
	c.store = s
	if s == nil {
		return
	}
	if v, ok := s.Get(statsKey); ok {
		c.stats = decodeStats(v)
	}
	v, ok := s.Get(progressKey)
	if !ok {
		return
	}
	p := decodeProgress(v)
	if p == nil {
		return
	}
	var current *game
	want, _ := p.Current.spec()
	for _, sg := range p.Games {
		g, err := restore(sg, c.book)
		if err != nil {
			continue // one broken game does not cost the others
		}
		spec := g.model.rules.Spec()
		c.games[spec] = g
		if spec == want {
			current = g
		}
	}
	if p.Target > 0 {
		c.target = p.Target
	}
	c.fast = p.Fast
	c.prefs.theme = parseThemeChoice(p.Theme)
	if current != nil {
		c.mode = Playing
		c.use(current)
	}
	c.unsaved = false
}

// save writes what changed to the store. A store that is full or refuses
// costs nothing but the saving.
func (c *Controller) save() {
	if c.store == nil {
		c.unsaved, c.statsDirty = false, false
		return
	}
	if c.unsaved {
		c.unsaved = false
		p := savedProgress{V: savedVersion, Current: specOf(c.rules.Spec()), Target: c.target, Fast: c.fast}
		if c.prefs.theme != ThemeSystem {
			p.Theme = c.prefs.theme.String()
		}
		for _, g := range c.games {
			p.Games = append(p.Games, g.export())
		}
		sortByKey(p.Games, func(g savedGame) savedSpec { return g.Spec })
		if b, err := json.Marshal(p); err == nil {
			c.store.Set(progressKey, string(b))
		}
	}
	if c.statsDirty {
		c.statsDirty = false
		st := savedStats{V: savedVersion}
		for spec, s := range c.stats {
			st.Per = append(st.Per, specStats{specOf(spec), s})
		}
		sortByKey(st.Per, func(s specStats) savedSpec { return s.Spec })
		if b, err := json.Marshal(st); err == nil {
			c.store.Set(statsKey, string(b))
		}
	}
}

// keyOf orders stored rule sets, so that the same data is written the
// same way.
func keyOf(s savedSpec) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// sortByKey sorts xs by the keyOf of their rule sets, each key worked out
// once (a JSON encoding per comparison was most of a save).
func sortByKey[T any](xs []T, spec func(T) savedSpec) {
	keys := make(map[savedSpec]string, len(xs))
	for _, x := range xs {
		keys[spec(x)] = keyOf(spec(x))
	}
	slices.SortFunc(xs, func(a, b T) int { return strings.Compare(keys[spec(a)], keys[spec(b)]) })
}
