/// What a parent receives from a presented feature: its actions, or a request to dismiss it
/// (P-6).
public enum PresentationAction<Action> {
  case dismiss
  /// `indirect`, as TCA's: a feature that presents itself (`case child(PresentationAction<Action>)`
  /// in its own `Action`) then compiles without the user marking its enum (P-47).
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

extension PresentationAction: CasePathable {
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// `\.dismiss`, `\.presented`, and the child's own cases directly: `\.child.someChildCase`
  /// matches `.child(.presented(.someChildCase))`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { return () } else { return nil } })
    }

    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case let .presented(action) = $0 { return action } else { return nil } })
    }

    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      let path = UncheckedSendable(Action.allCasePaths[keyPath: keyPath])
      return AnyCasePath(
        embed: { .presented(path.value.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return path.value.extract(from: action)
        })
    }
  }
}
