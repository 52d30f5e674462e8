/// The case-path spelling of TCA 1.0–1.3 (`ifLet(\.$destination, action: /Action.destination)`),
/// which TCA's own navigation tests and much code written before 1.4 still use. Deprecated as
/// TCA deprecates it, with its message, so code ported with only its import changed builds with
/// the warnings it had and the same fix (P-48).
extension Reducer {
  /// `ifLet(\.$destination, action: /Action.destination) { Destination() }`: as the case key
  /// path spelling (P-11…P-46).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: destination(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `ifLet(\.$alert, action: /Action.alert)`: ephemeral state with no reducer (P-26).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: EmptyReducer(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
