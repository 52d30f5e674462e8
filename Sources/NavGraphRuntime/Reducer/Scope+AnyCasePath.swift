/// The case-path spellings of TCA 1.0–1.3 (`/Action.child`, an `AnyCasePath`), which apps written
/// then still use. Deprecated as TCA deprecates them, with its message, so code ported with only
/// its import changed builds with the warnings it had and the same fix (N-24).
extension Scope {
  /// `Scope(state: \.child, action: /Action.child) { Child() }`: as the case key path spelling
  /// (N-21).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(toChildState), toChildAction: toChildAction, actionKeyPath: nil,
      child: child(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `Scope(state: /State.child, action: /Action.child) { Child() }` on enum state: as the case
  /// key path spelling, R-14 included (N-22).
  @available(
    *, deprecated,
    message: """
      Use the version of this operator with case key paths, instead. See the following migration \
      guide for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/\
      migratingto1.4#Using-case-key-paths
      """
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(toChildState, nil), toChildAction: toChildAction,
      actionKeyPath: nil, child: child(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
