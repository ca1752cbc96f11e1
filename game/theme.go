package game

import "image/color"

// The palette.
var (
	colBackground = color.RGBA{0x1b, 0x20, 0x2a, 0xff}
	colText       = color.RGBA{0xee, 0xf0, 0xf4, 0xff}
	colTextDim    = color.RGBA{0x9a, 0xa3, 0xb5, 0xff}
	colAccent     = color.RGBA{0x5b, 0xa8, 0xff, 0xff}
	colGold       = color.RGBA{0xff, 0xc8, 0x3d, 0xff}
	colWarn       = color.RGBA{0xff, 0x9e, 0x7a, 0xff}
	colSuccess    = color.RGBA{0x7b, 0xe0, 0x9a, 0xff}
	colError      = color.RGBA{0xff, 0x7a, 0x85, 0xff}
	// colQuiet marks the cells of the set that proves a position cannot be
	// solved: violet, apart from the accent blue of the pointer and the
	// gold of the hint, and clear on felt and on steel.
	colQuiet = color.RGBA{0xe0, 0x5c, 0xff, 0xff}

	colButton         = color.RGBA{0x34, 0x3d, 0x4e, 0xff}
	colButtonHover    = color.RGBA{0x41, 0x4c, 0x61, 0xff}
	colButtonPressed  = color.RGBA{0x2a, 0x31, 0x3f, 0xff}
	colButtonActive   = color.RGBA{0x2f, 0x6f, 0xc4, 0xff}
	colButtonBorder   = color.RGBA{0x4a, 0x55, 0x6b, 0xff}
	colButtonDisabled = color.RGBA{0x5e, 0x66, 0x76, 0xff}

	// The Flip Game: discs on green felt in a dark wooden frame.
	colFlipFrame = color.RGBA{0x3b, 0x2a, 0x1e, 0xff}
	colFelt      = color.RGBA{0x1f, 0x6b, 0x48, 0xff}
	colFeltEdge  = color.RGBA{0x18, 0x55, 0x39, 0xff}
	colWhite     = color.RGBA{0xf4, 0xf1, 0xe8, 0xff}
	colWhiteRim  = color.RGBA{0xcf, 0xca, 0xbd, 0xff}
	colBlack     = color.RGBA{0x24, 0x26, 0x2b, 0xff}
	colBlackRim  = color.RGBA{0x3e, 0x42, 0x4a, 0xff}

	// The Refrigerator: handles on steel plates.
	colFridgeFrame = color.RGBA{0x4a, 0x52, 0x5e, 0xff}
	colPlate       = color.RGBA{0x8d, 0x97, 0xa5, 0xff}
	colPlateEdge   = color.RGBA{0x74, 0x7e, 0x8c, 0xff}
	colScrew       = color.RGBA{0x5f, 0x68, 0x75, 0xff}
	colOpen        = color.RGBA{0x2e, 0xb8, 0x6e, 0xff}
	colClosed      = color.RGBA{0xd9, 0x4f, 0x3d, 0xff}
)

// lerpColor mixes a and b: t=0 gives a, t=1 gives b.
func lerpColor(a, b color.RGBA, t float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), mix(a.A, b.A)}
}

// withAlpha returns c at opacity a (0..1), premultiplied.
func withAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}
