package remote

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"

	"flip/game/oracle"
	"flip/solver"
)

// The wire format, all integers little-endian.
//
// A question: kind (1 byte), of (1), id (4), the game's name (its length,
// 1 byte, then its bytes), width, height, shape, torus (0 or 1) and the
// colours (1 byte each; 0 for two), then the position: one bitmap a
// plane (solver.Position's three), each of ⌈width·height/8⌉ bytes, cell
// i at bit i%8 of byte i/8. A Stop question ends after the id.
//
// A reply: id (4 bytes), status (1: answered, impossible or away),
// proven (1), bound (2), the time the search took in microseconds (4),
// the number of presses n (2), then n presses (2 bytes each), then, for
// status away, the reason in UTF-8 to the end.
const (
	statusAnsweredByte   byte = 0
	statusImpossibleByte byte = 1
	statusAwayByte       byte = 2
)

// planes is how many bitmaps a position is sent as.
const planes = len(solver.Position{})

// EncodeQuestion returns q on the wire.
func EncodeQuestion(q oracle.Question) []byte {
	b := []byte{byte(q.Kind), byte(q.Of)}
	b = binary.LittleEndian.AppendUint32(b, q.ID)
	if q.Kind == oracle.Stop {
		return b
	}
	s := q.Spec
	name := ""
	if s.Game != nil {
		name = s.Game.Name
	}
	b = append(b, byte(len(name)))
	b = append(b, name...)
	torus := byte(0)
	if s.Torus {
		torus = 1
	}
	b = append(b, byte(s.Width), byte(s.Height), byte(s.Shape), torus, s.Colours)
	cells := s.Width * s.Height
	for pl := 0; pl < planes; pl++ {
		bits := make([]byte, (cells+7)/8)
		for i := 0; i < cells; i++ {
			if q.Position[pl].Get(i) {
				bits[i/8] |= 1 << (i % 8)
			}
		}
		b = append(b, bits...)
	}
	return b
}

// DecodeQuestion reads a question written by EncodeQuestion, saying what
// is wrong with one that is not.
func DecodeQuestion(b []byte) (oracle.Question, error) {
	var q oracle.Question
	if len(b) < 6 {
		return q, fmt.Errorf("a question of %d bytes: at least 6 expected", len(b))
	}
	q.Kind, q.Of, q.ID = oracle.Kind(b[0]), oracle.Kind(b[1]), binary.LittleEndian.Uint32(b[2:6])
	switch q.Kind {
	case oracle.Stop:
		if q.Of != oracle.Count && q.Of != oracle.Prove {
			return q, fmt.Errorf("question %d: stop of %v: only a count or a proof stops", q.ID, q.Of)
		}
		return q, nil
	case oracle.Count, oracle.Prove:
	default:
		return q, fmt.Errorf("question %d: unknown kind %d", q.ID, b[0])
	}
	rest := b[6:]
	if len(rest) < 1 || len(rest) < 1+int(rest[0])+5 {
		return q, fmt.Errorf("question %d: cut short before the rule set", q.ID)
	}
	name := string(rest[1 : 1+rest[0]])
	rest = rest[1+rest[0]:]
	g, err := solver.GameNamed(name)
	if err != nil {
		return q, fmt.Errorf("question %d: %w", q.ID, err)
	}
	if rest[3] > 1 {
		return q, fmt.Errorf("question %d: torus %d: 0 or 1 expected", q.ID, rest[3])
	}
	q.Spec = solver.Spec{Game: g, Width: int(rest[0]), Height: int(rest[1]), Shape: solver.Shape(rest[2]), Torus: rest[3] == 1, Colours: rest[4]}
	if err := q.Spec.Validate(); err != nil {
		return q, fmt.Errorf("question %d: rule set %v: %w", q.ID, q.Spec, err)
	}
	rest = rest[5:]
	cells := q.Spec.Width * q.Spec.Height
	n := (cells + 7) / 8
	if len(rest) != planes*n {
		return q, fmt.Errorf("question %d: a position of %d bytes: %d expected for %d cells", q.ID, len(rest), planes*n, cells)
	}
	for pl := 0; pl < planes; pl++ {
		for i := 0; i < cells; i++ {
			if rest[pl*n+i/8]>>(i%8)&1 != 0 {
				q.Position[pl].Set(i, true)
			}
		}
	}
	return q, nil
}

// EncodeReply returns r on the wire.
func EncodeReply(r oracle.Reply) []byte {
	b := binary.LittleEndian.AppendUint32(nil, r.ID)
	status := statusAnsweredByte
	switch {
	case r.Err == nil:
	case errors.Is(r.Err, solver.ErrImpossible):
		status = statusImpossibleByte
	default:
		status = statusAwayByte
	}
	proven := byte(0)
	if r.Answer.Proven {
		proven = 1
	}
	b = append(b, status, proven)
	b = binary.LittleEndian.AppendUint16(b, uint16(r.Answer.Bound))
	b = binary.LittleEndian.AppendUint32(b, uint32(min(r.Took.Microseconds(), math.MaxUint32)))
	b = binary.LittleEndian.AppendUint16(b, uint16(len(r.Answer.Presses)))
	for _, c := range r.Answer.Presses {
		b = binary.LittleEndian.AppendUint16(b, uint16(c))
	}
	if status == statusAwayByte {
		b = append(b, r.Err.Error()...)
	}
	return b
}

// DecodeReply reads a reply written by EncodeReply. A reply the helper
// could not give has an error that wraps oracle.ErrAway.
func DecodeReply(b []byte) (oracle.Reply, error) {
	var r oracle.Reply
	const head = 14
	if len(b) < head {
		return r, fmt.Errorf("a reply of %d bytes: at least %d expected", len(b), head)
	}
	r.ID = binary.LittleEndian.Uint32(b)
	status, proven := b[4], b[5]
	r.Answer.Bound = int(binary.LittleEndian.Uint16(b[6:]))
	r.Took = time.Duration(binary.LittleEndian.Uint32(b[8:])) * time.Microsecond
	n := int(binary.LittleEndian.Uint16(b[12:]))
	if len(b) < head+2*n {
		return r, fmt.Errorf("reply %d: %d presses said, %d bytes for them", r.ID, n, len(b)-head)
	}
	if n > 0 {
		r.Answer.Presses = make([]int, n)
		for i := range r.Answer.Presses {
			r.Answer.Presses[i] = int(binary.LittleEndian.Uint16(b[head+2*i:]))
		}
	}
	r.Answer.Proven = proven == 1
	rest := b[head+2*n:]
	switch status {
	case statusAnsweredByte:
	case statusImpossibleByte:
		r.Err = solver.ErrImpossible
	case statusAwayByte:
		r.Err = fmt.Errorf("%w: %s", oracle.ErrAway, rest)
		return r, nil
	default:
		return r, fmt.Errorf("reply %d: unknown status %d", r.ID, status)
	}
	if len(rest) != 0 {
		return r, fmt.Errorf("reply %d: %d bytes after the presses", r.ID, len(rest))
	}
	return r, nil
}
