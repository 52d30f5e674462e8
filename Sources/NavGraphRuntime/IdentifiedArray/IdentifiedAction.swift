/// What a parent receives from the rows of an `IdentifiedArray` integrated with
/// `forEach(\.rows, action: \.rows)`: one row's action, tagged with the row's id (N-18).
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  indirect case element(id: ID, action: Action)
}

/// `IdentifiedActionOf<Row>` is `IdentifiedAction<Row.State.ID, Row.Action>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension IdentifiedAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// `\.element` for `(id, action)`, and `\.[id: x]` for the actions of one row only.
  public struct AllCasePaths: Sendable {
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        })
    }

    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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
  /// `\.rows[id: 1]`: the actions of one row, for `send`, `receive` and case key paths that
  /// continue into the row's own cases (`\.rows[id: 1].toggled`).
  public subscript<ID: Hashable & Sendable, ElementAction>(
    id id: ID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    let path = IdentifiedAction<ID, ElementAction>.allCasePaths[id: id]
    return Case<ElementAction>(
      embed: { self._embed(path.embed($0)) },
      extract: { root in self._extract(from: root).flatMap(path.extract(from:)) }
    )
  }
}
