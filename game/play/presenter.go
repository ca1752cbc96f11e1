package play

// presenter makes what the player sees and hears from a moment: the View
// and the Snapshot (view.go, snapshot.go), the panel's words and buttons
// (texts.go), the overlays (facts.go, overlays.go, the coach's table),
// the explanations (explain.go, fixwords.go), the look back (review.go),
// the finish in words (finish.go) and the announcements (announce.go).
// It keeps nothing: what it works out once (the look back) the Screen
// keeps.
type presenter struct {
	moment
}

// colours returns K, the colours a piece cycles through.
func (c *presenter) colours() int { return c.rules.Colours() }
