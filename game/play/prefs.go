package play

import "time"

// Theme is the palette in effect: which one is the controller's decision
// (the player's choice, else the system's preference); the colours of
// each are the renderer's.
type Theme uint8

// The themes.
const (
	Dark Theme = iota
	Light
)

// String returns "dark" or "light", as snapshots spell it.
func (t Theme) String() string {
	if t == Light {
		return "light"
	}
	return "dark"
}

// ThemeChoice is the player's choice of theme: follow the system, or one
// theme always. The Theme button cycles through them in this order.
type ThemeChoice uint8

// The choices.
const (
	ThemeSystem ThemeChoice = iota
	ThemeLight
	ThemeDark
	numThemeChoices
)

// String returns "system", "light" or "dark", as the store keeps it.
func (t ThemeChoice) String() string {
	switch t {
	case ThemeLight:
		return "light"
	case ThemeDark:
		return "dark"
	}
	return "system"
}

// themeLabel is the Theme button's label for each choice.
var themeLabel = [numThemeChoices]string{
	ThemeSystem: "Theme: auto",
	ThemeLight:  "Theme: light",
	ThemeDark:   "Theme: dark",
}

// parseThemeChoice reads a stored choice; anything else is the system's.
func parseThemeChoice(s string) ThemeChoice {
	switch s {
	case "light":
		return ThemeLight
	case "dark":
		return ThemeDark
	}
	return ThemeSystem
}

// Prefs are the system's preferences as the page reports them, and the
// player's choice of theme: part of the Screen (Screen.Prefs).
type Prefs struct {
	systemLight   bool // the system prefers a light colour scheme
	reducedMotion bool // the system asks for reduced motion
	coarse        bool // the page's main pointer is coarse (a touch screen): no keys line
	theme         ThemeChoice
	changes       int // counts changes the screen shows (see Screen.Version)
}

// SetCoarsePointer records whether the page's main pointer is coarse
// (CSS pointer: coarse, a touch screen), where there is no keyboard to
// speak of: the panel shows the keys line only where it is not.
func (p *Prefs) SetCoarsePointer(coarse bool) {
	if p.coarse != coarse {
		p.coarse = coarse
		p.changes++
	}
}

// SetSystemTheme records the system's colour scheme (prefers-color-scheme
// light when light): followed while the player's choice is the system's.
func (p *Prefs) SetSystemTheme(light bool) {
	if p.systemLight != light {
		p.systemLight = light
		p.changes++
	}
}

// setReducedMotion records the system's prefers-reduced-motion (see
// Controller.SetReducedMotion), and reports whether it changed.
func (p *Prefs) setReducedMotion(on bool) bool {
	if p.reducedMotion == on {
		return false
	}
	p.reducedMotion = on
	p.changes++
	return true
}

// cycleTheme makes the player's choice of theme the next one, as the
// Theme button does.
func (p *Prefs) cycleTheme() { p.theme = (p.theme + 1) % numThemeChoices }

// setThemeChoice sets the player's choice of theme, as the store kept it.
func (p *Prefs) setThemeChoice(t ThemeChoice) { p.theme = t }

// SetReducedMotion records the system's prefers-reduced-motion: with it,
// pieces change at once instead of turning over (ReducedFlipDuration),
// and there is no victory flourish and no pulsing hint ring; Solve keeps
// its pace of steps, so that they can still be followed.
func (c *Controller) SetReducedMotion(on bool) {
	if c.screen.Prefs().setReducedMotion(on) {
		c.stage.setFlipDuration(c.screen.Prefs().flipDuration())
		if on {
			c.stage.celebrate(false, false)
		}
	}
}

// ReducedMotion reports whether the system asks for reduced motion.
func (p *Prefs) ReducedMotion() bool { return p.reducedMotion }

// ThemeChoice returns the player's choice of theme.
func (p *Prefs) ThemeChoice() ThemeChoice { return p.theme }

// Theme returns the theme in effect: the player's choice, or the
// system's preference when the choice is the system's.
func (p *Prefs) Theme() Theme {
	switch p.theme {
	case ThemeLight:
		return Light
	case ThemeDark:
		return Dark
	}
	if p.systemLight {
		return Light
	}
	return Dark
}

// flipDuration is how long a piece takes to change at the motion the
// system asks for.
func (p *Prefs) flipDuration() time.Duration {
	if p.reducedMotion {
		return ReducedFlipDuration
	}
	return FlipDuration
}
