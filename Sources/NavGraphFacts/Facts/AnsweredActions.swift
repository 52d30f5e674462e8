/// What the app's patterns answer, across every feature (a parent matches its child's actions
/// under its own cases, so which feature a pattern is in does not say whose action it is):
/// an action `.outer(.inner)` is answered where a pattern names `inner` right under `outer`,
/// binds or acts on every case of `outer`, or starts with `inner` (the action of a child that
/// the sender integrates, handled by that child's own reducer).
package struct AnsweredActions: Hashable, Sendable {
  package struct Pair: Hashable, Sendable {
    package var outer: String
    package var inner: String

    package init(outer: String, inner: String) {
      self.outer = outer
      self.inner = inner
    }
  }

  /// `outer` followed by `inner` in some pattern's case path.
  package var namedPairs: Set<Pair> = []
  /// Cases some pattern ends with while binding their payload or doing something for any of
  /// them (`case let .delegate(request):`, `case .child(.delegate): state.child = nil`).
  package var wholeCases: Set<String> = []
  /// First cases of patterns: an action's own cases, as its reducer's `switch` names them.
  package var leadingCases: Set<String> = []
  /// The last two cases of patterns that bind or read what their last case holds (`case let
  /// .alert(.presented(choice)):` is `alert` then `presented`; a one-case pattern is paired
  /// with itself): where the payload reaches code rather than only being matched.
  package var readTails: Set<Pair> = []

  package init() {}

  /// Adds a pattern's case path.
  package mutating func insert(path: [String], coversPayload: Bool, readsPayload: Bool = false) {
    guard let first = path.first, let last = path.last else { return }
    leadingCases.insert(first)
    if coversPayload { wholeCases.insert(last) }
    if readsPayload { readTails.insert(Pair(outer: path.dropLast().last ?? last, inner: last)) }
    for (outer, inner) in zip(path, path.dropFirst()) {
      namedPairs.insert(Pair(outer: outer, inner: inner))
    }
  }

  /// Whether some pattern names `name`, first or under another case.
  package func names(_ name: String) -> Bool {
    leadingCases.contains(name) || namedPairs.contains { $0.inner == name }
  }

  /// Whether what `.presentation(.presented(...))` holds may reach code: a pattern binds or
  /// reads `presentation`'s payload, or `presented`'s under it.
  package func readsPresented(under presentation: String) -> Bool {
    readTails.contains { $0.inner == presentation }
      || readTails.contains(Pair(outer: presentation, inner: "presented"))
  }

  /// Whether some pattern may match the action sent as `path` (at least two cases).
  package func answers(_ path: [String]) -> Bool {
    guard path.count >= 2 else { return true }
    let (outer, inner) = (path[0], path[1])
    return namedPairs.contains(Pair(outer: outer, inner: inner)) || wholeCases.contains(outer)
      || leadingCases.contains(inner)
  }
}
