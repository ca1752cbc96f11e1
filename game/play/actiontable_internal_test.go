package play

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"flip/solver"
)

// TestHelpNamesEveryKey checks that the help's list of keys, made from
// the action table, names a key of every action that has keys, with its
// words, and every key the table labels; and that the help shows that
// list where there is a keyboard. Mutation-checked: T's label taken out
// of the table fails it.
func TestHelpNamesEveryKey(t *testing.T) {
	plain := strings.ReplaceAll(strings.Join(helpKeys, " · "), nbsp, " ")
	for _, r := range actionTable {
		named := false
		for _, k := range r.keys {
			if k.label == "" {
				continue
			}
			named = named || !k.Ctrl
			if !strings.Contains(plain, k.label+" ") {
				t.Errorf("the help's list of keys does not name %q (%s): %q", k.label, r.name, plain)
			}
		}
		if len(r.keys) > 0 && (!named || !strings.Contains(plain, " "+r.help)) {
			t.Errorf("the help's list of keys says nothing of %s's keys: %q", r.name, plain)
		}
	}
	c := NewController(solver.MustNew(solver.Classic(solver.FlipGame)), solver.Position{}, rand.New(rand.NewPCG(1, 2)))
	c.Do(Intent{Action: ActHelp}, 0)
	if lines := c.View(0).Overlay.Lines; !slices.Equal(lines[len(lines)-len(helpKeys):], helpKeys) {
		t.Errorf("the help ends\n%q\nwant the list of keys\n%q", lines, helpKeys)
	}
}
