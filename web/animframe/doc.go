// Package animframe runs Go code in the browser's animation frames; it
// has nothing outside js/wasm.
package animframe
