package play

import (
	"time"

	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// The controller's side of the saved games and the record: the keeper
// (game/record) reads and writes them; the shelf hands it the games and
// takes back those it reads.

// Restore makes s the controller's store and brings back what it holds:
// the games with their undo lists (of each rule set, the newest on
// screen when it is visited), the rule set last on screen, the target
// par, Solve's pace, the theme chosen and the player's record. Data of
// the v1 format is migrated: every game and the statistics are kept.
// Anything unreadable is dropped, never fatal: the game on screen stays.
// A nil s keeps nothing.
func (c *Controller) Restore(s record.Store) {
	games, set, migrated, ok := c.keep.Restore(s)
	if !ok {
		return
	}
	current := c.shelf.restore(games, c.shelf.Game(), set.Current)
	if set.Target > 0 {
		c.shelf.setTarget(set.Target)
	}
	c.stage.setFast(set.Fast)
	c.coaching = set.Coach
	c.screen.Prefs().setThemeChoice(parseThemeChoice(set.Theme))
	if current != nil {
		c.shelf.setMode(Playing)
		c.use(current)
	}
	c.coachUpdate()
	c.keep.SetUnsaved(migrated) // migrated data is written in the new format
}

// save writes what changed to the store (see record.Keeper.Save).
func (c *Controller) save() {
	if !c.keep.Pending() {
		return
	}
	set := record.Settings{Current: c.shelf.Rules().Spec(), Target: c.shelf.Target(), Fast: c.stage.Fast(), Coach: c.coaching}
	if c.screen.Prefs().ThemeChoice() != ThemeSystem {
		set.Theme = c.screen.Prefs().ThemeChoice().String()
	}
	c.keep.Save(set, c.shelf.shown(), c.shelf.leftBehind())
}

// Sync brings in what another tab wrote to the store (the page calls it
// on the storage event, and after a write that merged another tab's
// changes: see record.Keeper.OnNews): the record is merged, and each game this tab
// has is brought up to the store's version where that has seen changes
// this tab has not (see record.Keeper.Sync). When that is the game on
// screen, a notice says so.
func (c *Controller) Sync(now time.Duration) {
	news := c.keep.Sync(c.shelf.byRules(), func(_ solver.Spec, g, ng *puzzle.Game, both bool) {
		c.shelf.put(ng)
		if g == c.shelf.Game() {
			// Another tab's version of the game on screen goes on
			// screen: the pieces that differ turn, and a finish it
			// reached is counted. It is no change of this tab's.
			c.stop()
			c.shelf.setMode(Playing)
			from := c.stage.Shown()
			c.use(ng)
			c.stage.setShown(from)
			c.show(puzzle.Changed(from, ng.Model.Position()), now)
			if both {
				c.screen.Notify(KindInfo, "This game moved on in another tab too: the presses made in both are kept, in the order made.")
			} else {
				c.screen.Notify(KindInfo, "This game moved on in another tab: here it is as it stands there.")
			}
		}
	})
	if news {
		c.screen.changed()
	}
}
