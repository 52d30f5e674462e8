/// What a parent receives from its navigation stack: an element's action, a push, or a pop
/// (S-17, S-18).
public enum StackAction<State, Action> {
  indirect case element(id: StackElementID, action: Action)
  case popFrom(id: StackElementID)
  case push(id: StackElementID, state: State)
}

/// `StackActionOf<Path>` is `StackAction<Path.State, Path.Action>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// `\.element`, `\.popFrom`, `\.push`, and `\.[id: n]` for one element's actions.
  public struct AllCasePaths: Sendable {
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          if case let .element(id, action) = $0 { return (id, action) } else { return nil }
        })
    }

    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case let .popFrom(id) = $0 { return id } else { return nil } })
    }

    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case let .push(id, state) = $0 { return (id, state) } else { return nil } })
    }

    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        })
    }
  }
}

extension Case {
  /// `\.path[id: 0]`: the actions of one stack element.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    let path = StackAction<ElementState, ElementAction>.allCasePaths[id: id]
    return Case<ElementAction>(
      embed: { self._embed(path.embed($0)) },
      extract: { root in self._extract(from: root).flatMap(path.extract(from:)) }
    )
  }
}
