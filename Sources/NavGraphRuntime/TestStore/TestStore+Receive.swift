extension TestStore {
  /// Asserts the next received action equals `expected` (T-14…T-18).
  public func receive(
    _ expected: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      matching: { $0 == expected },
      noneMessage: "Expected to receive the following action, but didn't: …\n\n"
        + String(customDumping: expected).indent(by: 2),
      mismatchMessage: { received in
        "Received unexpected action: …\n\n"
          + (diff(expected, received, format: .proportional)?.indent(by: 4) ?? "")
          + "\n\n(Expected: −, Received: +)"
      },
      timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next received action is in the case `casePath` names, e.g. `\.child.dismiss`.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let path = AnyCasePath(casePath)
    await receiveAction(
      matching: { path.extract(from: $0) != nil },
      noneMessage: "Expected to receive an action matching case path, but didn't get one.",
      mismatchMessage: { received in
        "Received unexpected action: …\n\n  \(String(customDumping: received))\n\n"
          + "Expected an action matching case path \(casePath)."
      },
      timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next received action is in `casePath`'s case, with payload `value`.
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let path = AnyCasePath(casePath)
    await receiveAction(
      matching: { path.extract(from: $0) == value },
      noneMessage: "Expected to receive an action matching case path, but didn't get one.",
      mismatchMessage: { received in
        let actual = path.extract(from: received)
        return "Received unexpected action: …\n\n"
          + (actual.flatMap { diff(value, $0, format: .proportional) }?.indent(by: 4)
            ?? "  \(String(customDumping: received))")
          + "\n\n(Expected: −, Actual: +)"
      },
      timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts the next received action satisfies `isMatching`.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      noneMessage: "Expected to receive an action matching predicate, but didn't get one.",
      mismatchMessage: { received in
        "Received unexpected action: …\n\n  \(String(customDumping: received))"
      },
      timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receiveAction(
    matching matches: (Action) -> Bool,
    noneMessage: String,
    mismatchMessage: (Action) -> String,
    timeout duration: Duration?,
    modify: ((inout State) throws -> Void)?,
    location: IssueLocation
  ) async {
    let duration = duration ?? timeout
    let isExhaustive = exhaustivity == .on
    func isReady() -> Bool {
      isExhaustive ? !received.isEmpty : received.contains { matches($0.action) }
    }
    // T-14 / T-31 / T-36: wait while effects are in flight. A non-exhaustive receive that waits
    // keeps waiting for a match until its deadline, even once every effect has ended, as TCA's.
    let outcome = await waitForEffects(
      until: isReady, timeout: duration, untilDeadline: !isExhaustive)
    if outcome == .timedOut, !isExhaustive || !core.trackedEffects.isEmpty {
      reportIssue(
        """
        Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
        none\(duration > .zero ? " after \(duration)" : "").
        """,
        at: location)
      return
    }
    if isExhaustive {
      guard !received.isEmpty else {
        reportIssue(noneMessage, at: location)
        return
      }
      let (action, postState) = received.removeFirst()
      guard matches(action) else {
        state = postState
        // T-19: TCA means to say when the expected action is queued behind this one, but its
        // check never succeeds; here it does, because it is the likeliest fix for the test.
        let isQueuedLater = received.contains { matches($0.action) }
        reportIssue(
          mismatchMessage(action) + (isQueuedLater ? Self.receivedLaterNote : ""), at: location)
        return
      }
      // T-34: `store.state` in the closure is the state before this action.
      assertState(
        from: state, to: postState, generator: core.dependencies.stackElementID.copy(),
        modify: modify, location: location)
      state = postState
      await Task.megaYield()
    } else {
      guard let index = received.firstIndex(where: { matches($0.action) }) else {
        reportIssue(noneMessage, at: location)
        return
      }
      let postState = received[index].state
      // T-31: the actions before the match are skipped, and the state moves through them.
      if index > 0 { state = received[index - 1].state }
      received.removeFirst(index + 1)
      assertState(
        from: state, to: postState, generator: core.dependencies.stackElementID.copy(),
        modify: modify, location: location)
      state = postState
      await Task.megaYield()
    }
  }

  /// Appended when the expected action was received too, after the unexpected one.
  static var receivedLaterNote: String {
    "\n\nThe expected action was received too, after this one: receive the actions in the "
      + "order the store received them."
  }
}
