/// The case-path spelling of TCA 1.0–1.3 (`ifCaseLet(/State.loggedIn, action:
/// /Action.loggedIn)`), which TCA's own tests and much code written before 1.4 still use.
/// Deprecated as TCA deprecates it, with its message, so code ported with only its import
/// changed builds with the warnings it had and the same fix (N-25).
extension Reducer {
  /// `ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`: as the case key path
  /// spelling (N-8…N-11, R-12).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, toChildState: toCaseState, toChildAction: toCaseAction, caseKeyPath: nil,
      child: `case`(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
