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

package graphicscommand_test

import (
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/graphicscommand"
	"github.com/hajimehoshi/ebiten/v2/internal/graphicsdriver"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// quad returns the vertices of one quad from (x0, y0) to (x1, y1), as DrawImage makes them.
func quad(x0, y0, x1, y1 float32) []float32 {
	vs := make([]float32, 4*graphics.VertexFloatCount)
	graphics.QuadVerticesFromSrcAndMatrix(vs, 0, 0, 1, 1, x1-x0, 0, 0, y1-y0, x0, y0, 1, 1, 1, 1)
	return vs
}

type draw struct {
	dst      *graphicscommand.Image
	src      *graphicscommand.Image
	vertices []float32
	indices  []uint32
	blend    graphicsdriver.Blend
	region   image.Rectangle
	shader   *graphicscommand.Shader
}

func TestCopyOverwritesPreviousDraw(t *testing.T) {
	const w, h = 64, 48
	screen := graphicscommand.NewImage(w, h, true, "screen")
	other := graphicscommand.NewImage(w, h, false, "other")
	white := graphicscommand.NewImage(16, 16, false, "white")
	offscreen := graphicscommand.NewImage(w, h, false, "offscreen")
	plain := graphicscommand.NewShader(&shaderir.Program{}, "plain")
	discarding := graphicscommand.NewShader(&shaderir.Program{
		FragmentFunc: shaderir.FragmentFunc{Block: &shaderir.Block{Stmts: []shaderir.Stmt{
			{Type: shaderir.If, Blocks: []*shaderir.Block{{Stmts: []shaderir.Stmt{{Type: shaderir.Discard}}}}},
		}}},
	}, "discarding")

	all := image.Rect(0, 0, w, h)
	fill := draw{dst: screen, src: white, vertices: quad(0, 0, w, h), indices: graphics.QuadIndices(), blend: graphicsdriver.BlendCopy, region: all, shader: plain}
	cover := draw{dst: screen, src: offscreen, vertices: quad(0, 0, w, h), indices: graphics.QuadIndices(), blend: graphicsdriver.BlendCopy, region: all, shader: plain}

	with := func(d draw, f func(*draw)) draw {
		f(&d)
		return d
	}
	for _, tc := range []struct {
		name        string
		first, next draw
		overwritten bool
	}{
		{"a copy over the whole fill", fill, cover, true},
		{"a copy over more than the fill", with(fill, func(d *draw) { d.vertices = quad(8, 8, 40, 40) }), cover, true},
		{"a fill clipped inside the copy", with(fill, func(d *draw) { d.vertices = quad(-10, -10, w+10, h+10); d.region = image.Rect(4, 4, 20, 20) }), with(cover, func(d *draw) { d.vertices = quad(0, 0, 30, 30) }), true},
		{"a blend over the fill", fill, with(cover, func(d *draw) { d.blend = graphicsdriver.BlendSourceOver }), false},
		{"a copy over part of the fill", fill, with(cover, func(d *draw) { d.vertices = quad(0, 0, w, h-1) }), false},
		{"a copy clipped to part of the fill", fill, with(cover, func(d *draw) { d.region = image.Rect(0, 1, w, h) }), false},
		{"a copy between pixels", fill, with(cover, func(d *draw) { d.vertices = quad(-0.5, 0, w, h) }), false},
		{"a copy whose shader may discard", fill, with(cover, func(d *draw) { d.shader = discarding }), false},
		{"a copy onto another image", fill, with(cover, func(d *draw) { d.dst = other }), false},
		{"two triangles on one side of the diagonal", fill, with(cover, func(d *draw) { d.indices = []uint32{0, 1, 2, 0, 2, 1} }), false},
		{"triangles that meet on a side", fill, with(cover, func(d *draw) { d.indices = []uint32{0, 1, 2, 0, 1, 3} }), false},
		{"more than one quad", fill, with(cover, func(d *draw) {
			d.vertices = append(quad(0, 0, w, h), quad(0, 0, 1, 1)...)
			d.indices = []uint32{0, 1, 2, 1, 2, 3, 4, 5, 6, 5, 6, 7}
		}), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var q graphicscommand.CommandQueueForTesting
			for _, d := range []draw{tc.first, tc.next} {
				srcs := [graphics.ShaderSrcImageCount]*graphicscommand.Image{d.src}
				q.EnqueueDrawTrianglesCommand(d.dst, srcs, d.vertices, d.indices, d.blend, d.region, [graphics.ShaderSrcImageCount]image.Rectangle{}, d.shader, nil)
			}
			got := q.OverwrittenForTesting()
			if want := []bool{tc.overwritten, false}; !slices.Equal(got, want) {
				t.Errorf("overwritten = %v, want %v", got, want)
			}
		})
	}
}
