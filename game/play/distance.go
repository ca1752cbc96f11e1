package play

import "flip/game/oracle"

// distance is the fewest presses that solve a position, when any do, as
// the oracle found it.
type distance = oracle.Distance
