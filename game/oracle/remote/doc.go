// Package remote is the solver's side of the oracle's Helper
// (oracle.Helper): the wire format of the questions and the replies
// (bytes, as a Web Worker's messages carry them), the Server that answers
// them, and Local, a Helper that runs a Server on a goroutine of its own,
// for the native tests and the command line.
//
// In the page the Server runs in a Web Worker (cmd/flipworker, a build of
// the solver alone), and web/bridge is the page's side: it posts the
// questions and takes the replies. The page's thread then only plays and
// draws, whatever a search costs (docs/worker.md).
package remote
