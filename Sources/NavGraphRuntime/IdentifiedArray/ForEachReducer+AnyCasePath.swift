/// The spelling of TCA 1.0–1.3 for collections (`forEach(\.rows, action: /Action.row)`, with
/// `case row(id: Row.State.ID, action: Row.Action)`), which code written before 1.4 still uses.
/// Deprecated as TCA deprecates it, with its message, so code ported with only its import
/// changed builds with the warnings it had and the same fix (N-27).
extension Reducer {
  /// `forEach(\.rows, action: /Action.row) { Row() }`: as `forEach(\.rows, action: \.rows)`
  /// with an `IdentifiedAction` case (N-18…N-20, R-15).
  @available(
    *, deprecated,
    message: """
      Use a case key path to an 'IdentifiedAction', instead. See the following migration guide \
      for more information: https://swiftpackageindex.com/pointfreeco/\
      swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4
      """
  )
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    // The row case read as the `IdentifiedAction` the operator takes: the same id and action.
    let identifiedAction = AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>(
      embed: { identified in
        switch identified {
        case let .element(id, action): toElementAction.embed((id, action))
        }
      },
      extract: { action in
        toElementAction.extract(from: action).map { .element(id: $0.0, action: $0.1) }
      })
    return _ForEachReducer(
      parent: self, toElementsState: toElementsState, toElementAction: identifiedAction,
      element: element(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
