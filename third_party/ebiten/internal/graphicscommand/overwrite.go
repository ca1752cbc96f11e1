// Copyright 2026 The Ebitengine Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package graphicscommand

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// quadRectangle reports the rectangle the triangles cover when they are exactly one axis-aligned
// quad whose corners are on whole pixels, as DrawImage and Fill make at an integer translation.
// Such a quad draws exactly the pixels of the rectangle: no pixel centre is on its edges.
func quadRectangle(vertices []float32, indices []uint32) (image.Rectangle, bool) {
	const n = graphics.VertexFloatCount
	if len(vertices) != 4*n || len(indices) != 6 {
		return image.Rectangle{}, false
	}
	var xs, ys [4]float32
	for i := range 4 {
		xs[i], ys[i] = vertices[i*n], vertices[i*n+1]
		if xs[i] != float32(math.Floor(float64(xs[i]))) || ys[i] != float32(math.Floor(float64(ys[i]))) {
			return image.Rectangle{}, false
		}
	}
	x0, x1 := min(xs[0], xs[1], xs[2], xs[3]), max(xs[0], xs[1], xs[2], xs[3])
	y0, y1 := min(ys[0], ys[1], ys[2], ys[3]), max(ys[0], ys[1], ys[2], ys[3])
	if x0 == x1 || y0 == y1 {
		return image.Rectangle{}, false
	}
	// Each vertex must be a different corner.
	var corners int
	for i := range 4 {
		if (xs[i] != x0 && xs[i] != x1) || (ys[i] != y0 && ys[i] != y1) {
			return image.Rectangle{}, false
		}
		c := 0
		if xs[i] == x1 {
			c |= 1
		}
		if ys[i] == y1 {
			c |= 2
		}
		corners |= 1 << c
	}
	if corners != 0b1111 {
		return image.Rectangle{}, false
	}
	// The two triangles must each have three different corners and leave out opposite corners,
	// so that they meet on a diagonal and cover the rectangle.
	var missing [2]int
	for t := range 2 {
		var used int
		for _, i := range indices[3*t : 3*t+3] {
			if i >= 4 {
				return image.Rectangle{}, false
			}
			used |= 1 << i
		}
		if popcount4(used) != 3 {
			return image.Rectangle{}, false
		}
		for i := range 4 {
			if used&(1<<i) == 0 {
				missing[t] = i
			}
		}
	}
	a, b := missing[0], missing[1]
	if xs[a] == xs[b] || ys[a] == ys[b] {
		return image.Rectangle{}, false
	}
	return image.Rect(int(x0), int(y0), int(x1), int(y1)), true
}

func popcount4(v int) int {
	return v&1 + v>>1&1 + v>>2&1 + v>>3&1
}

// drawsOnlyWithin reports whether every pixel the command can draw is in r: its triangles'
// bounding box, clipped to each of its destination regions, is inside r.
func (c *drawTrianglesCommand) drawsOnlyWithin(r image.Rectangle) bool {
	if len(c.vertices) < graphics.VertexFloatCount {
		return true
	}
	x0, y0, x1, y1 := dstRegionFromVertices(c.vertices)
	for _, d := range c.dstRegions {
		cx0, cy0 := max(x0, float32(d.Region.Min.X)), max(y0, float32(d.Region.Min.Y))
		cx1, cy1 := min(x1, float32(d.Region.Max.X)), min(y1, float32(d.Region.Max.Y))
		if cx0 >= cx1 || cy0 >= cy1 {
			continue
		}
		if cx0 < float32(r.Min.X) || cy0 < float32(r.Min.Y) || cx1 > float32(r.Max.X) || cy1 > float32(r.Max.Y) {
			return false
		}
	}
	return true
}

// programDiscards reports whether a shader program has a discard statement anywhere.
func programDiscards(p *shaderir.Program) bool {
	if p == nil {
		return false
	}
	var block func(b *shaderir.Block) bool
	block = func(b *shaderir.Block) bool {
		if b == nil {
			return false
		}
		for _, s := range b.Stmts {
			if s.Type == shaderir.Discard {
				return true
			}
			for _, sb := range s.Blocks {
				if block(sb) {
					return true
				}
			}
		}
		return false
	}
	for _, f := range p.Funcs {
		if block(f.Block) {
			return true
		}
	}
	return block(p.FragmentFunc.Block)
}
