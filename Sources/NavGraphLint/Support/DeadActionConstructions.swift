import NavGraphCore
import NavGraphFacts

/// Where each Destination or Path case is built, read for one question: is a case built only
/// in the handlers of actions nothing sends? `dead-action-case` reports such a case, and
/// `unpresented-destination-case` leaves it to that rule (a case never built shows nothing
/// for a reason of its own, which the other finding names).
struct DeadActionConstructions {
  /// The handlers that build a case, and where it is first built.
  struct Dead {
    /// Each handler's action path (`["view", "detailTapped"]`).
    var actions: [[String]]
    var firstLocation: SourceLocation?
  }

  /// Actions the libraries send themselves, never written by the app: a binding's, a
  /// presentation's dismissal, a stack's element, `@ViewAction`'s `send` (`.view`), and
  /// TCACoordinators' routes.
  private static let sentByTCA: Set<String> = [
    "binding", "dismiss", "presented", "element", "popFrom", "push", "set", "view",
    "routeAction", "updateRoutes",
  ]

  private let context: LintContext
  private let facts: ScanFacts
  private let byCase: [String: [CaseConstruction]]

  /// `nil` without the scanner's facts (a graph JSON input): nothing is known of actions.
  init?(_ context: LintContext) {
    guard let facts = context.facts else { return nil }
    self.context = context
    self.facts = facts
    var byCase: [String: [CaseConstruction]] = [:]
    for construction in facts.constructions where !construction.isTest {
      byCase[construction.caseName, default: []].append(construction)
    }
    self.byCase = byCase
  }

  /// The actions whose handlers alone build `caseName` of `enumName`, when none of them is
  /// sent; `nil` when the case is not built, or is built somewhere that may run.
  func deadActions(building caseName: String, of enumName: String) -> Dead? {
    let built = (byCase[caseName] ?? []).filter {
      $0.enumReducer == enumName || $0.enumReducer == nil
    }
    guard !built.isEmpty else { return nil }
    var actions: [[String]] = []
    for construction in built {
      // Where no view of the feature that builds it was found, what its screen sends is not
      // known (a view navviz does not read, UIKit): the case may be built.
      guard let handlers = construction.handlers, !handlers.isEmpty,
        construction.feature.flatMap({ context.featureFacts[$0]?.viewsFound }) == true
      else { return nil }
      for path in handlers {
        guard let name = path.last, !facts.actionCaseNames.contains(name),
          !Self.sentByTCA.contains(name)
        else { return nil }
        actions.append(path)
      }
    }
    return Dead(actions: actions, firstLocation: built.map(\.location).min())
  }
}
