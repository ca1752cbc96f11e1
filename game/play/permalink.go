package play

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"flip/solver"
)

// Link is what a permalink carries: the rule set and the position.
type Link struct {
	Spec  solver.Spec
	Board solver.Board
}

// Fragment writes the permalink fragment (without the '#') for a position:
// "game=flip&board=bwwbbbwbbwwbbwww" for a classic 4×4 puzzle, with size,
// shape and torus fields for any other board.
func Fragment(r *solver.Rules, b solver.Board) string {
	s := r.Spec()
	var sb strings.Builder
	sb.WriteString("game=" + s.Game.Name)
	if s != solver.Classic(s.Game) {
		fmt.Fprintf(&sb, "&size=%dx%d&shape=%s", s.Width, s.Height, s.Shape)
		if s.Torus {
			sb.WriteString("&torus=1")
		}
	}
	sb.WriteString("&board=" + url.PathEscape(r.Encode(b)))
	return sb.String()
}

// ErrNoLink is returned by ParseFragment for an empty fragment.
var ErrNoLink = errors.New("no permalink")

// ParseFragment reads a permalink fragment (with or without its '#'). The
// fields are game (flip or fridge, default flip), board (required: the
// cells row-major in the game's alphabet), and for boards other than the
// classic 4×4 size (WxH), shape (cross, rowcol or king, default the
// game's) and torus (0 or 1). Its errors say which field was wrong and how.
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
		case "game", "board", "size", "shape", "torus":
		default:
			return Link{}, fmt.Errorf("unknown field %q: want game, board, size, shape or torus", short(k))
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
	bs, ok := fields["board"]
	if !ok {
		return Link{}, errors.New("no board field: want board= and the cells row by row")
	}
	if err := spec.Validate(); err != nil {
		return Link{}, err
	}
	b, err := spec.Decode(bs)
	if err != nil {
		return Link{}, fmt.Errorf("board: %w", err)
	}
	return Link{Spec: spec, Board: b}, nil
}

// short cuts s for an error message.
func short(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
