package play

// Kind says what a line of text means to the player, so that the renderer
// colours it by its meaning and never by its words.
type Kind uint8

// The kinds of text.
const (
	KindPlain   Kind = iota // ordinary text: the status, the keys, an instruction
	KindInfo                // something the player asked for, such as a hint
	KindSuccess             // the puzzle is solved
	KindWarning             // what the player asked for cannot be done here
	KindError               // something was wrong: a broken link, a failed draw
)

var kindNames = [...]string{"plain", "info", "success", "warning", "error"}

// String returns the kind as snapshots spell it: "plain", "info",
// "success", "warning" or "error".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "plain"
}

// Notice is a message to the player. It stays until the player's next
// action (no timer runs frames for it).
type Notice struct {
	Text string
	Kind Kind
}
