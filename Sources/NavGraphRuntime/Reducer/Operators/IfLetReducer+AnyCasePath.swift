/// The case-path spelling of TCA 1.0–1.3 (`ifLet(\.child, action: /Action.child)`) for plain
/// optional state, which code written before 1.4 still uses. Deprecated as TCA deprecates it,
/// with its message, so code ported with only its import changed builds with the warnings it
/// had and the same fix (N-26).
extension Reducer {
  /// `ifLet(\.child, action: /Action.child) { Child() }`: as the case key path spelling
  /// (N-13…N-17, R-11).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction,
      child: wrapped(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `ifLet(\.alert, action: /Action.alert)`: optional ephemeral state with no reducer (N-16).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction,
      child: EmptyReducer(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
