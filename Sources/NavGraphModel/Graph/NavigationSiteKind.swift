/// The shapes of code that look like navigation: what the census counts and what a graph's
/// `unresolved` entries are (`docs/navgraph-v1.md`).
public enum NavigationSiteKind: String, Codable, Hashable, Sendable, CaseIterable {
  /// A `State` field that can hold a child: optional or `@Presents` child state, a stack, a
  /// route array, an alert or dialog, a child scoped in place.
  case stateField = "state-field"
  /// `ifLet`, `forEach`, `ifCaseLet`, `Scope`, `forEachRoute` and their older spellings.
  case integration
  /// `sheet`, `fullScreenCover`, `popover`, `navigationDestination`, `alert`,
  /// `confirmationDialog`, `NavigationStack`, `TCARouter` in view code.
  case viewPresentation = "view-presentation"
  /// An `AlertState` or `ConfirmationDialogState` built.
  case prompt
  /// A `Store` built for a feature.
  case store
  /// A type shaped like a reducer (nested `State` and `Action`, a body) that conforms to
  /// nothing known to be one. Its raw value predates the other kinds.
  case reducerLike = "reducer-like"

  /// The noun a count of this kind reads with (`2 view presentations`).
  package func noun(count: Int) -> String {
    let one: String
    switch self {
    case .stateField: one = "state field"
    case .integration: one = "integration"
    case .viewPresentation: one = "view presentation"
    case .prompt: one = "prompt"
    case .store: one = "store"
    case .reducerLike: one = "reducer-like type"
    }
    return count == 1 ? one : one + "s"
  }
}
