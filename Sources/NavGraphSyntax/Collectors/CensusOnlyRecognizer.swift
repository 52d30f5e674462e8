import NavGraphCore
import SwiftSyntax

/// Navigation-shaped calls no recognizer reads, routed only so that the census keeps them
/// (`UnreadCallRecognizer`): TCACoordinators' `TCARouter(...)`.
enum CensusOnlyRecognizer: CallRecognizer {
  static let callees = CalleeNames(unqualified: ["TCARouter"])

  static let site: NavigationSiteKind? = .viewPresentation

  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool { false }
}
