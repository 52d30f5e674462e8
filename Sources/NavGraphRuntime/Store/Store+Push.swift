extension Store where Action: CasePathable {
  /// Pushes `state` onto a stack the way `NavigationLink(state:)` does in an app: sends
  /// `.push(id:state:)` with the next id of the store's own generator (S-35).
  ///
  /// A flow or a command-line driver has no view layer to tap a link in, and integer-literal
  /// ids are for tests only; this is the link's half of the work, so a traced flow can
  /// grow a stack the same way the app's users do:
  ///
  /// ```swift
  /// store.push(.numberFact(NumberFactFeature.State(number: 3)), onto: \.path)
  /// ```
  @discardableResult
  public func push<ElementState, ElementAction>(
    _ state: ElementState,
    onto stack: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StoreTask {
    let id = core.dependencies.stackElementID.next()
    return send(
      stack(.push(id: id, state: state)),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
