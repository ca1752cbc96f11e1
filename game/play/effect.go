package play

import "strings"

// Effect is something the controller asks the page to do that only the
// page can: today, putting a link on the clipboard. The game hands
// effects to the page's bridge, which reports back with Shared.
type Effect struct {
	Share *Share // copy a link and a line of text to the clipboard
}

// Share is a puzzle to share: a line of text and the permalink fragment
// (without '#') of the puzzle's start, which the page turns into an
// address of its own site.
type Share struct {
	Text     string
	Fragment string
}

// TakeEffects returns the effects asked for since the last call.
func (s *Screen) TakeEffects() []Effect {
	e := s.effects
	s.effects = nil
	return e
}

// Shared is the page's report on a Share: copied to the clipboard, or
// refused (then the page shows the link selected for copying by hand).
func (s *Screen) Shared(copied bool) {
	if copied {
		// The line without its mark: the game's font has no ✓.
		line, _, _ := strings.Cut(s.lastShare, "\n")
		s.Notify(KindSuccess, "Link copied: "+strings.TrimSuffix(line, " ✓")+".")
	} else {
		s.Notify(KindWarning, "The clipboard is not available: copy the link shown selected.")
	}
}

// share asks the page to copy sh, and keeps its line for the notice
// that says it was copied.
func (s *Screen) share(sh *Share) {
	s.lastShare = sh.Text
	s.effects = append(s.effects, Effect{Share: sh})
}
