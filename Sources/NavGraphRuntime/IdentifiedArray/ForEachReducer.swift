/// `forEach(\.rows, action: \.rows) { Row() }` over an `IdentifiedArray`: runs each row's
/// reducer inside its parent, and cancels a row's effects when the row goes away (spec 3.4).
///
/// Unlike a stack `forEach`, rows are not presented: no `dismiss`, no listener, and
/// `isPresented` is the parent's (P-38).
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  public typealias State = Parent.State
  public typealias Action = Parent.Action

  public let parent: Parent
  public let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  public let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  public let element: Element
  public let location: IssueLocation

  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    @Dependency(\.navigationIDPath) var parentPath
    // N-19: the row first, then the parent.
    let elementEffects = reduceElement(into: &state, action: action, parentPath: parentPath)

    // N-20: rows the parent removes take their effects with them.
    let idsBefore = state[keyPath: toElementsState].ids
    let parentEffects = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: toElementsState].ids
    if idsBefore != idsAfter {
      for id in idsBefore where !idsAfter.contains(id) {
        Task.cancel(id: PresentedEffectsID(), path: elementPath(id, parentPath))
      }
    }
    return elementEffects.merge(with: parentEffects)
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action, parentPath: NavigationIDPath
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action)
    else { return .none }
    guard state[keyPath: toElementsState][id: id] != nil else {
      reportMissingElement(action)
      return .none
    }
    let path = elementPath(id, parentPath)
    let embed = toElementAction
    return withDependencies { $0.navigationIDPath = path } operation: {
      element.reduce(into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
    }
    .map { embed.embed(.element(id: id, action: $0)) }
    .cancellable(key: CancelKey(id: PresentedEffectsID(), path: path))
  }

  /// A row's place in the navigation tree: the array's key path and the row's id, so two rows
  /// running the same reducer never cancel each other's effects (E-16).
  func elementPath(_ id: ID, _ parentPath: NavigationIDPath) -> NavigationIDPath {
    parentPath.appending(NavigationID(base: RowIdentity(id: id), keyPath: toElementsState))
  }

  /// like the stack's R-5, but it shows the whole action the parent received.
  private func reportMissingElement(_ action: Parent.Action) {
    reportIssue(
      """
      A "forEach" at "\(location.shortDescription)" received an action for a missing element.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element reducers \
      can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when its \
      state contains an element at this id. In SwiftUI applications, use "ForEachStore".
      """,
      at: location
    )
  }
}

/// Carries a row's id into `NavigationID(base:keyPath:)`, which takes the id of an
/// `Identifiable` value.
private struct RowIdentity<ID: Hashable & Sendable>: Identifiable {
  let id: ID
}

extension Reducer {
  /// Runs `element` on each row of an `IdentifiedArray` that an action names.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self, toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction), element: element(),
      location: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
