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
      noneMessage: TestStoreMessage.expectedActionNotReceived(expected),
      describeUnexpected: { TestStoreMessage.actionDifference(expected: expected, received: $0) },
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
    await receive(
      case: AnyCasePath(casePath), timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `receive(\.case)` and its older `receive(/Action.case)` spelling.
  func receive<Value>(
    case casePath: AnyCasePath<Action, Value>, timeout duration: Duration?,
    modify: ((inout State) throws -> Void)?, location: IssueLocation
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      noneMessage: TestStoreMessage.noActionMatchingCasePath,
      describeUnexpected: { TestStoreMessage.receivedAction($0) },
      timeout: duration, modify: modify, location: location)
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
      noneMessage: TestStoreMessage.noActionMatchingCasePath,
      describeUnexpected: { received in
        // The whole actions are compared, so the diff shows where the value sits.
        path.extract(from: received)
          .flatMap { _ in
            TestStoreMessage.caseValueDifference(expected: path.embed(value), received: received)
          }
          ?? TestStoreMessage.receivedAction(received)
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
      noneMessage: TestStoreMessage.noActionMatchingPredicate,
      describeUnexpected: { TestStoreMessage.receivedAction($0) },
      timeout: duration, modify: updateStateToExpectedResult,
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func receiveAction(
    matching matches: (Action) -> Bool,
    noneMessage: @autoclosure () -> String,
    describeUnexpected: (Action) -> String,
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
    if outcome == .timedOut, !isExhaustive || !trackedEffects.isEmpty {
      reportIssue(
        TestStoreMessage.receiveTimedOut(
          isExhaustive: isExhaustive, after: duration, storeTimeout: timeout,
          effectsInFlight: !trackedEffects.isEmpty),
        at: location)
      return
    }
    if isExhaustive {
      guard !received.isEmpty else {
        reportIssue(noneMessage(), at: location)
        return
      }
      let (action, postState) = received.removeFirst()
      guard matches(action) else {
        state = postState
        // T-19: TCA's message has a form for an expected action queued behind this one
        // (`before this one`), but its check never succeeds; here it does, because receiving in
        // the order the store did is the likeliest fix for the test.
        let isQueuedLater = received.contains { matches($0.action) }
        reportAssertion(
          TestStoreMessage.unexpectedAction(
            describeUnexpected(action), expectedLater: isQueuedLater),
          at: location)
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
        reportIssue(noneMessage(), at: location)
        return
      }
      let postState = received[index].state
      // T-31: the actions before the match are skipped, and the state moves through them.
      if index > 0 {
        reportAssertion(
          TestStoreMessage.skippedReceivedActions(received[..<index].map(\.action)),
          at: location)
        state = received[index - 1].state
      }
      received.removeFirst(index + 1)
      assertState(
        from: state, to: postState, generator: core.dependencies.stackElementID.copy(),
        modify: modify, location: location)
      state = postState
      await Task.megaYield()
    }
  }
}
