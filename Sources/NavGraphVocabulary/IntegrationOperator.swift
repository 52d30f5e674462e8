/// The reducer operators that integrate a child into its parent, as source spells them: the
/// scanner recognises them, the facts carry them, lint's rules and messages name them.
public enum IntegrationOperator: String, Codable, Hashable, Sendable, CaseIterable {
  /// `.ifLet(\.$destination, action: \.destination)`: an optional or presented child.
  case ifLet
  /// `.forEach(\.path, action: \.path)`: a stack, or a collection of rows.
  case forEach
  /// `.ifCaseLet(\.case, action: \.case)`: a case of enum state.
  case ifCaseLet
  /// `Scope(state: \.child, action: \.child)` (and TCA 2.0's `Spawn`): an always-present child.
  case scope = "Scope"
  /// TCACoordinators' `forEachRoute(\.routes, action: \.router)`.
  case forEachRoute
}
