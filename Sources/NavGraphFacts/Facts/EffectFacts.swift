import NavGraphModel

package enum EffectCallKind: String, Hashable, Sendable {
  /// `await dismiss()` / `await self.dismiss()`
  case dismiss
  /// `await send(...)` with the effect's send parameter
  case send
}

/// One place inside an effect's body where what runs may branch: a closure handed to a call
/// (the call's argument `branch`), a branch of an `if` or a `switch`, or a `guard`'s `else`.
/// Two calls under the same point in different branches never both run.
package struct EffectBranch: Hashable, Sendable {
  /// Where the branching statement or call is (its byte offset in the file).
  package var point: Int
  package var branch: Int
  /// A `guard`'s `else`, which leaves the scope: nothing after the guard runs after it.
  package var exits: Bool

  package init(point: Int, branch: Int, exits: Bool = false) {
    self.point = point
    self.branch = branch
    self.exits = exits
  }
}

/// One `.run` effect and its `dismiss`/`send` calls in source order, for `send-after-dismiss`.
package struct EffectFacts: Hashable, Sendable {
  package struct Call: Hashable, Sendable {
    package var kind: EffectCallKind
    package var location: SourceLocation
    /// The branches the call sits in, outermost first.
    package var branches: [EffectBranch]

    package init(kind: EffectCallKind, location: SourceLocation, branches: [EffectBranch] = []) {
      self.kind = kind
      self.location = location
      self.branches = branches
    }

    /// Whether `later`, written after this call, can run after it: in this call's branch or
    /// deeper, or after the branching this call sits in — not in another branch of the same
    /// point (`cancelAction: { await dismiss() }, confirmAction: { await send(...) }`, an
    /// `if`'s two sides), and not after a `guard`'s `else` this call leaves from.
    package func canBeFollowed(by later: Call) -> Bool {
      for (index, step) in branches.enumerated() {
        guard index < later.branches.count else { return !step.exits }
        let other = later.branches[index]
        if other == step { continue }
        if step.exits { return false }
        return other.point != step.point
      }
      return true
    }
  }

  package var location: SourceLocation
  package var calls: [Call]

  package init(location: SourceLocation, calls: [Call]) {
    self.location = location
    self.calls = calls
  }

  /// The first `send` that can run after a `dismiss`, if any.
  package var sendAfterDismiss: Call? {
    for (index, dismiss) in calls.enumerated() where dismiss.kind == .dismiss {
      if let send = calls[(index + 1)...].first(where: {
        $0.kind == .send && dismiss.canBeFollowed(by: $0)
      }) {
        return send
      }
    }
    return nil
  }
}
