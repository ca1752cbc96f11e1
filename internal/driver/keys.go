package driver

import "fmt"

// webdriverKeys maps a key's name, as KeyboardEvent.key gives it, to the
// code point that stands for it in WebDriver's key actions (the same in
// classic WebDriver and in BiDi).
var webdriverKeys = map[string]string{
	"Backspace":  "\uE003",
	"Tab":        "\uE004",
	"Enter":      "\uE007",
	"Shift":      "\uE008",
	"Control":    "\uE009",
	"Alt":        "\uE00A",
	"Escape":     "\uE00C",
	"Space":      " ",
	"PageUp":     "\uE00E",
	"PageDown":   "\uE00F",
	"End":        "\uE010",
	"Home":       "\uE011",
	"ArrowLeft":  "\uE012",
	"ArrowUp":    "\uE013",
	"ArrowRight": "\uE014",
	"ArrowDown":  "\uE015",
	"Delete":     "\uE017",
	"Meta":       "\uE03D",
}

// webdriverKey returns the value of a key action that presses key: one
// character as it is, or the code point of a key's name.
func webdriverKey(key string) (string, error) {
	if v, ok := webdriverKeys[key]; ok {
		return v, nil
	}
	if len([]rune(key)) == 1 {
		return key, nil
	}
	return "", fmt.Errorf("no key named %q", key)
}
