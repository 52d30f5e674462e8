/// Every rule navviz ships, in the order `navviz rules` lists them: the rules first,
/// then the ones a TCA reviewer adds, then the structural rules over the whole graph.
package enum RuleRegistry {
  package static let all: [any LintRule] = [
    MultiplePresentationOptionalsRule(),
    UnreachableDestinationCaseRule(),
    UnreachablePathCaseRule(),
    DeadActionCaseRule(),
    UnpresentedDestinationCaseRule(),
    UnintegratedPresentationRule(),
    UnclearedAlertRule(),
    UnclearedChildStateRule(),
    ActionlessDestructiveButtonRule(),
    UnhandledDelegateActionRule(),
    UnhandledPromptActionRule(),
    DetachedChildStoreRule(),
    UnreachablePresentationRule(),
    PresentationWithoutViewRule(),
    UnintegratedStackRule(),
    StackDismissStyleRule(),
    UnscopedDestinationCaseRule(),
    SendAfterDismissRule(),
    PresentationActionMismatchRule(),
    AlertOutsideDestinationRule(),
    PresentationBesideStoreRule(),
    NonReducerCaseRule(),
    DuplicateIntegrationRule(),
    PresentationCycleRule(),
    DestinationCaseBudgetRule(),
    NavigationDepthBudgetRule(),
    OrphanFeatureRule(),
    UnpresentedScreenRule(),
  ]

  package static func rule(identifier: String) -> (any LintRule)? {
    all.first { $0.description.identifier == identifier }
  }

  package static var identifiers: [String] { all.map(\.description.identifier) }
}
