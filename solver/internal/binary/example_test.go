package binary_test

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"flip/solver/internal/binary"
)

// Solve the judge problem's sample case of the Flip Game (POJ 1753).
func Example() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	board, err := rules.Parse("bwwb\nbbwb\nbwwb\nbwww\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	n, err := rules.Distance(board)
	fmt.Println(n, err)
	// Output: 4 <nil>
}

func ExampleRules_Distance() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	for _, text := range []string{
		"bwwb\nbbwb\nbwwb\nbwww\n",
		"bbbb\nbbbb\nbbbb\nbbbb\n", // solved: all one colour
		"bwww\nwwww\nwwww\nwwww\n", // a single black piece
	} {
		board, _ := rules.Parse(text)
		n, err := rules.Distance(board)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(n)
	}
	// Output:
	// 4
	// 0
	// impossible: no sequence of presses solves this position
}

// Solve the judge problem's sample case of the refrigerator (POJ 2965),
// printing the presses as the judge wants them: row and column from 1.
func ExampleRules_Solution() {
	rules := binary.MustNew(binary.Classic(binary.Fridge))
	board, _ := rules.Parse("-+--\n----\n----\n-+--\n")
	presses, err := rules.Solution(board)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(presses))
	for _, p := range presses {
		fmt.Println(p/rules.Width()+1, p%rules.Width()+1)
	}
	// Output:
	// 6
	// 1 1
	// 1 3
	// 1 4
	// 4 1
	// 4 3
	// 4 4
}

// Follow hints until the board is solved.
func ExampleRules_Hint() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	board, _ := rules.Parse("bwwb\nbbwb\nbwwb\nbwww\n")
	for {
		cell, err := rules.Hint(board)
		if err != nil {
			fmt.Println(err)
			return
		}
		if cell < 0 {
			fmt.Println("solved")
			return
		}
		board = rules.Apply(board, cell)
		n, _ := rules.Distance(board)
		fmt.Printf("press row %d column %d: %d to go\n", cell/4+1, cell%4+1, n)
	}
	// Output:
	// press row 1 column 1: 3 to go
	// press row 1 column 2: 2 to go
	// press row 2 column 2: 1 to go
	// press row 4 column 3: 0 to go
	// solved
}

func ExampleRules_Histogram() {
	for _, g := range binary.Games {
		rules := binary.MustNew(binary.Classic(g))
		h, err := rules.Histogram()
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %v, %d impossible, at most %d presses\n", g.Name, h.Counts, h.Impossible, h.Max())
	}
	// Output:
	// flip: [2 32 228 880 1562 1136 256], 61440 impossible, at most 6 presses
	// fridge: [1 16 120 560 1820 4368 8008 11440 12870 11440 8008 4368 1820 560 120 16 1], 0 impossible, at most 16 presses
}

// Draw a puzzle of exactly five presses.
func ExampleRules_Puzzle() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	board, err := rules.Puzzle(5, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		fmt.Println(err)
		return
	}
	n, _ := rules.Distance(board)
	fmt.Println(n)
	_, err = rules.Puzzle(7, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(err)
	// Output:
	// 5
	// flip 4x4 cross: no position is exactly 7 presses from solved (pars run from 0 to 6)
}

func ExampleRules_Parse() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	board, err := rules.Parse("bwwb\nbbwb\nbwwb\nbwww\n")
	fmt.Println(board.Count(), "black pieces", err)
	_, err = rules.Parse("bwwb\nbbwb\nbwxb\nbwww\n")
	fmt.Println(err)
	_, err = rules.Parse("bwwb\nbbwb\nbwwbw\nbwww\n")
	fmt.Println(err)
	_, err = rules.Parse("bwwb\nbbwb\n")
	fmt.Println(err)
	// Output:
	// 8 black pieces <nil>
	// line 3, column 3: want b/w, got 'x'
	// line 3: want 4 characters of b/w, got "bwwbw"
	// line 3: board cut short: want 4 lines of 4 characters, got 2 before the end of the input
}

func ExampleRules_Format() {
	rules := binary.MustNew(binary.Classic(binary.Fridge))
	var board binary.Board
	board = rules.Apply(board, 5) // row 2, column 2
	fmt.Print(rules.Format(board))
	// Output:
	// -+--
	// ++++
	// -+--
	// -+--
}

func ExampleRules_Encode() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	board, _ := rules.Parse("bwwb\nbbwb\nbwwb\nbwww\n")
	code := rules.Encode(board)
	fmt.Println(code)
	back, err := rules.Decode(code)
	fmt.Println(back == board, err)
	// Output:
	// bwwbbbwbbwwbbwww
	// true <nil>
}

// Read several boards from one input, as the judge gives them.
func ExampleRules_NewReader() {
	rules := binary.MustNew(binary.Classic(binary.FlipGame))
	in := strings.NewReader("bwwb\nbbwb\nbwwb\nbwww\n\nwwww\nwwww\nwwww\nwwwb\nbbbb\nbb\n")
	br := rules.NewReader(in)
	for {
		board, err := br.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			break
		}
		n, err := rules.Distance(board)
		fmt.Printf("board on line %d: %d %v\n", br.Line(), n, err)
	}
	// Output:
	// board on line 1: 4 <nil>
	// board on line 6: 0 impossible: no sequence of presses solves this position
	// line 11: want 4 characters of b/w, got "bb"
}
