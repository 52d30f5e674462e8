import NavGraphRuntime

// Test steps as TCA 1.0–1.3 tests wrote them (`receive(/Action.case)`, `XCTModify` with a case
// path), and `XCTModify` with a case key path, which CasePaths deprecates. Compiled, not run: each
// must give the deprecation warning a TCA user gets, and nothing else.

@MainActor
func legacySteps(stack: TestStoreOf<Stack>, mode: TestStoreOf<Mode>) async {
  await stack.send(.path(.push(id: 0, state: Counter.State()))) {
    $0.path[id: 0] = Counter.State()
  }
  await stack.send(.path(.element(id: 0, action: .increment)))
  await stack.receive(/Stack.Action.path)
  await mode.send(.counting(.increment)) {
    XCTModify(&$0, case: /Mode.State.counting) { $0.count = 1 }
  }
  await mode.send(.counting(.increment)) {
    XCTModify(&$0, case: \.counting) { $0.count = 2 }
  }
}
