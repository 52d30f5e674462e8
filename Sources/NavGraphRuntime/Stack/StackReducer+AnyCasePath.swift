/// The case-path spelling of TCA 1.0–1.3 (`forEach(\.path, action: /Action.path)`), which TCA's
/// own stack tests and much code written before 1.4 still use. Deprecated as TCA deprecates it,
/// with its message, so code ported with only its import changed builds with the warnings it
/// had and the same fix (S-37).
extension Reducer {
  /// `forEach(\.path, action: /Action.path) { Path() }`: as the case key path spelling
  /// (S-19…S-36).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self, toStackState: toStackState, toStackAction: toStackAction, actionKeyPath: nil,
      destination: destination(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
