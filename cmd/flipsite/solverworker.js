// The solver's Web Worker: it runs the solver's own build (flipworker,
// __FLIP_SOLVER_WASM__) and answers the page's questions, so that the
// page's thread only plays and draws (docs/worker.md). Until the solver
// runs, the page's messages wait here. It tells the page {ready: true}
// once it answers, and {lost: why} if it cannot start or stops (why
// ends a sentence that begins "the solver's worker").
"use strict";
var queue = [];
var ready = false;
function lost(why) {
  self.postMessage({ lost: String(why) });
}
self.onmessage = function (e) {
  if (ready) self.flipSolverTake(e.data);
  else queue.push(e.data);
};
// flipSolverReady: the solver calls it once it takes messages.
self.flipSolverReady = function () {
  ready = true;
  var q = queue;
  queue = [];
  q.forEach(function (m) { self.flipSolverTake(m); });
  self.postMessage({ ready: true });
};
// flipSolverYield runs f as the next task, once the messages already
// here have been handed over: a MessageChannel, since a setTimeout nested
// this deep waits at least 4 ms.
var channel = new MessageChannel();
var next = null;
channel.port1.onmessage = function () {
  var f = next;
  next = null;
  if (f) f();
};
self.flipSolverYield = function (f) {
  next = f;
  channel.port2.postMessage(0);
};
try {
  importScripts("__WASM_EXEC__");
  var go = new Go();
  var url = "__FLIP_SOLVER_WASM__";
  var loaded = WebAssembly.instantiateStreaming
    ? WebAssembly.instantiateStreaming(fetch(url), go.importObject).catch(function () {
        return fetch(url).then(function (r) {
          if (!r.ok) throw new Error("the server answered " + r.status + " for " + url);
          return r.arrayBuffer();
        }).then(function (b) { return WebAssembly.instantiate(b, go.importObject); });
      })
    : fetch(url).then(function (r) { return r.arrayBuffer(); }).then(function (b) { return WebAssembly.instantiate(b, go.importObject); });
  loaded.then(function (result) {
    go.run(result.instance).then(function () { lost("stopped"); });
  }).catch(function (err) {
    lost("could not load the solver (" + (err && err.message ? err.message : err) + ")");
  });
} catch (err) {
  lost("could not start the solver (" + (err && err.message ? err.message : err) + ")");
}
