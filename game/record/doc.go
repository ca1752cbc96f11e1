// Package record is the player's record and its storage: the log of the
// puzzles played and the Stats derived from it, the daily puzzle's dates
// and boards, the saved formats of the games and the progress (their
// encoding, decoding and the migration of the v1 format), the Store they
// are kept in, and the Keeper that saves, restores and syncs them with
// another tab's writes, handing puzzle.Games back to game/play.
package record
