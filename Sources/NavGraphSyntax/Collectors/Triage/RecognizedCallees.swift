/// Every callee name the scanner's recognizers read (`ifLet`, `sheet`, `Store`, …), as each
/// declares them beside its code (`CallRecognizer.callees`). A tool that must leave the
/// scanner's words alone (the metamorphic renaming) reads them here, so a new spelling is
/// declared once.
package enum RecognizedCallees {
  package static let names: Set<String> = Set(
    CallRecognizers.all.flatMap { $0.callees.members + $0.callees.unqualified })
}
