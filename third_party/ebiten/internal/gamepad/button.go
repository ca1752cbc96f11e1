// Copyright 2022 The Ebiten Authors
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

package gamepad

type Button int

const (
	Button0 Button = iota
	Button1
	Button2
	Button3
	Button4
	Button5
	Button6
	Button7
	Button8
	Button9
	Button10
	Button11
	Button12
	Button13
	Button14
	Button15
	Button16
	Button17
	Button18
	Button19
	Button20
	Button21
	Button22
	Button23
	Button24
	Button25
	Button26
	Button27
	Button28
	Button29
	Button30
	Button31
)

const ButtonCount = 32
