import NavGraphCore
import SwiftSyntax

/// A recognizer of one kind of call: the callee names it reads (`callees`, from which
/// `CallTriage` builds its table), the navigation site it accounts for in the census (`site`),
/// and the facts it adds (`record`). `CallRecognizers.all` lists them; `CallSiteCollector`
/// hands each call only to the recognizers the triage routes it to.
///
/// A new spelling of a call is a name in its recognizer's `callees` and the code that reads
/// it, in that one file; a new kind of call is a new conforming type in `CallRecognizers.all`.
protocol CallRecognizer: Sendable {
  /// The calls the recognizer may take. Every call it records must be routed to it by these
  /// (`CallTriageTests` holds every recognizer to its names).
  static var callees: CalleeNames { get }

  /// The kind of navigation site a call the recognizer records is, when it is one: a call
  /// routed to it that no recognizer of that kind records is kept for the census
  /// (`UnreadCallRecognizer`).
  static var site: NavigationSiteKind? { get }

  /// Adds what `call` says to `facts`; whether it recorded anything.
  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool
}

extension CallRecognizer {
  static var site: NavigationSiteKind? { nil }
}
