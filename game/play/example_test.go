package play_test

import (
	"fmt"

	"flip/game/play"
	"flip/solver"
)

func ExampleParseFragment() {
	link, err := play.ParseFragment("#game=flip&board=bwwbbbwbbwwbbwww")
	if err != nil {
		fmt.Println(err)
		return
	}
	r := solver.MustNew(link.Spec)
	fmt.Println(link.Spec)
	fmt.Print(r.Format(solver.FromBoard(link.Board)))
	if d, err := r.Distance(solver.FromBoard(link.Board)); err == nil {
		fmt.Println("par", d)
	} else {
		fmt.Println(err)
	}

	_, err = play.ParseFragment("game=flip&board=bwwbbbwbbwwbbwwx")
	fmt.Println(err)
	// Output:
	// flip 4x4 cross
	// bwwb
	// bbwb
	// bwwb
	// bwww
	// par 4
	// board: character 16: want b/w, got 'x'
}

func ExampleFragment() {
	r := solver.MustNew(solver.Classic(solver.Fridge))
	b, _ := r.Decode("-+-----------+--")
	fmt.Println(play.Fragment(r, b.Board()))

	wide := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 3, Shape: solver.King, Torus: true})
	b, _ = wide.Decode("bwwwbwwwwwbwwwb")
	frag := play.Fragment(wide, b.Board())
	fmt.Println(frag)

	link, _ := play.ParseFragment(frag)
	fmt.Println(link.Spec, link.Pos == b)
	// Output:
	// game=fridge&board=-+-----------+--
	// game=flip&size=5x3&shape=king&torus=1&board=bwwwbwwwwwbwwwb
	// flip 5x3 king torus true
}
