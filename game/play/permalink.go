package play

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"flip/game/record"
	"flip/solver"
)

// Link is what a permalink carries: the rule set, the puzzle's start and
// the presses made since, or a daily puzzle's date.
type Link struct {
	Spec    solver.Spec
	Board   solver.Board    // the puzzle's start in two colours: Pos's plane 0
	Pos     solver.Position // the puzzle's start
	Presses []int           // the presses made from the start, in order
	Daily   time.Time       // a daily puzzle's date (Board is then unset), or the zero time
	// Puzzle says that the link's board (or daily date) was read, even
	// when ParseFragment returns an error: then only the presses were
	// wrong, and the puzzle can open without them.
	Puzzle bool
}

// Fragment writes the permalink fragment (without the '#') for a position:
// "game=flip&board=bwwbbbwbbwwbbwww" for a classic 4×4 puzzle, with size,
// shape and torus fields for any other board, and colors=K for K > 2.
func Fragment(r *solver.Rules, b solver.Board) string {
	return FragmentOf(r, solver.FromBoard(b))
}

// FragmentOf is Fragment for a position in the rule set's colours: a
// rule set of more than two has colors=K, and its board is digits.
func FragmentOf(r *solver.Rules, p solver.Position) string {
	s := r.Spec()
	var sb strings.Builder
	sb.WriteString("game=" + s.Game.Name)
	if s.WithColours(2) != solver.Classic(s.Game) {
		fmt.Fprintf(&sb, "&size=%dx%d&shape=%s", s.Width, s.Height, s.Shape)
		if s.Torus {
			sb.WriteString("&torus=1")
		}
	}
	if s.Colours != 0 {
		fmt.Fprintf(&sb, "&colors=%d", s.Colours)
	}
	sb.WriteString("&board=" + url.PathEscape(r.Encode(p)))
	return sb.String()
}

// PuzzleFragment writes the permalink fragment of a puzzle: its start,
// and the presses made since when there are any ("presses=3.7.12", cells
// row-major from 0).
func PuzzleFragment(r *solver.Rules, start solver.Board, presses []int) string {
	return PuzzleFragmentOf(r, solver.FromBoard(start), presses)
}

// PuzzleFragmentOf is PuzzleFragment for a start in the rule set's
// colours.
func PuzzleFragmentOf(r *solver.Rules, start solver.Position, presses []int) string {
	return FragmentOf(r, start) + pressesField(presses)
}

// DailyFragment writes the permalink fragment of a daily puzzle and the
// presses made in it.
func DailyFragment(g *solver.Game, d time.Time, presses []int) string {
	return "game=" + g.Name + "&daily=" + record.FormatDate(d) + pressesField(presses)
}

func pressesField(presses []int) string {
	if len(presses) == 0 {
		return ""
	}
	parts := make([]string, len(presses))
	for i, p := range presses {
		parts[i] = strconv.Itoa(p)
	}
	return "&presses=" + strings.Join(parts, ".")
}

// ErrNoLink is returned by ParseFragment for an empty fragment.
var ErrNoLink = errors.New("no permalink")

// ParseFragment reads a permalink fragment (with or without its '#'). The
// fields are game (flip or fridge, default flip), board (the puzzle's
// start: the cells row-major in the game's alphabet), for boards other
// than the classic 4×4 size (WxH), shape (cross, rowcol or king, default
// the game's) and torus (0 or 1), and presses (the cells pressed since
// the start, dot-separated), and colors (2 to 6, default 2: a board of
// more colours is written in the digits 0 to K−1). Instead of board, daily=YYYY-MM-DD names a
// daily puzzle, on the classic board. Its errors say which field was wrong
// and how; when only the board or the presses were wrong, the link it
// returns still holds the valid rule set, and when only the presses were,
// the puzzle too (Link.Puzzle, no presses), so that the page keeps what
// was valid.
func ParseFragment(frag string) (Link, error) {
	frag = strings.TrimPrefix(frag, "#")
	if frag == "" {
		return Link{}, ErrNoLink
	}
	fields := map[string]string{}
	for _, kv := range strings.Split(frag, "&") {
		if kv == "" {
			continue
		}
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Link{}, fmt.Errorf("field %q has no '=' and no value", short(kv))
		}
		uv, err := url.PathUnescape(v)
		if err != nil {
			return Link{}, fmt.Errorf("field %s: bad %%-escape in %q", short(k), short(v))
		}
		if _, dup := fields[k]; dup {
			return Link{}, fmt.Errorf("field %s appears twice", short(k))
		}
		fields[k] = uv
	}
	for k := range fields {
		switch k {
		case "game", "board", "size", "shape", "torus", "colors", "presses", "daily":
		default:
			return Link{}, fmt.Errorf("unknown field %q: want game, board, size, shape, torus, colors, presses or daily", short(k))
		}
	}
	gameName := fields["game"]
	if gameName == "" {
		gameName = solver.FlipGame.Name
	}
	g, err := solver.GameNamed(gameName)
	if err != nil {
		return Link{}, fmt.Errorf("game: unknown game %q: want flip or fridge", short(gameName))
	}
	spec := solver.Classic(g)
	if v, ok := fields["size"]; ok {
		ws, hs, ok := strings.Cut(v, "x")
		w, err1 := strconv.Atoi(ws)
		h, err2 := strconv.Atoi(hs)
		if !ok || err1 != nil || err2 != nil {
			return Link{}, fmt.Errorf("size: want WIDTHxHEIGHT such as 5x5, got %q", short(v))
		}
		if w < 1 || h < 1 || w > solver.MaxSide || h > solver.MaxSide {
			return Link{}, fmt.Errorf("size: %dx%d is outside 1x1 to %dx%d", w, h, solver.MaxSide, solver.MaxSide)
		}
		spec.Width, spec.Height = w, h
	}
	if v, ok := fields["shape"]; ok {
		if spec.Shape, err = solver.ParseShape(v); err != nil {
			return Link{}, fmt.Errorf("shape: unknown shape %q: want cross, rowcol or king", short(v))
		}
	}
	switch fields["torus"] {
	case "", "0":
	case "1":
		spec.Torus = true
	default:
		return Link{}, fmt.Errorf("torus: want 0 or 1, got %q", short(fields["torus"]))
	}
	if v, ok := fields["colors"]; ok {
		k, err := strconv.Atoi(v)
		if err != nil || k < 2 || k > solver.MaxColours || v != strconv.Itoa(k) {
			return Link{}, fmt.Errorf("colors: want a number from 2 to %d, got %q", solver.MaxColours, short(v))
		}
		spec = spec.WithColours(k)
	}
	if err := spec.Validate(); err != nil {
		return Link{}, err
	}
	link := Link{Spec: spec}
	if v, ok := fields["daily"]; ok {
		if _, has := fields["board"]; has || spec != solver.Classic(g) {
			return link, errors.New("daily: a daily puzzle is on the classic board in two colours: give daily or board, not both, and no size, shape, torus or colors")
		}
		d, err := record.ParseDate(v)
		if err != nil {
			return link, fmt.Errorf("daily: %w", err)
		}
		link.Daily, link.Puzzle = d, true
	} else {
		bs, ok := fields["board"]
		if !ok {
			return link, errors.New("no board field: want board= and the cells row by row")
		}
		p, err := solver.Decode(spec, bs)
		if err != nil {
			return link, fmt.Errorf("board: %w", err)
		}
		link.Board, link.Pos, link.Puzzle = p[0], p, true
	}
	if v, ok := fields["presses"]; ok {
		n := spec.Width * spec.Height
		for i, p := range strings.Split(v, ".") {
			cell, err := strconv.Atoi(p)
			if err != nil || cell < 0 || cell >= n || p != strconv.Itoa(cell) {
				link.Presses = nil
				return link, fmt.Errorf("presses: press %d is %q: want a cell from 0 to %d, the presses separated by dots", i+1, short(p), n-1)
			}
			if i >= maxLinkPresses {
				link.Presses = nil
				return link, fmt.Errorf("presses: more than %d presses", maxLinkPresses)
			}
			link.Presses = append(link.Presses, cell)
		}
	}
	return link, nil
}

// maxLinkPresses bounds the presses a link may replay.
const maxLinkPresses = 10000

// short cuts s for an error message.
func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
