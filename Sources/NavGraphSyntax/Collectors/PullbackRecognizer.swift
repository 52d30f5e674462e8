import NavGraphCore
import SwiftSyntax

/// Recognises how pre-0.41 code composed reducer values: `child.optional().pullback(state:
/// action: environment:)` and `row.forEach(state: action: environment:)`, the environment
/// given as an argument or as a trailing closure.
enum PullbackRecognizer: FactRecognizer {
  static let callees = CalleeNames(members: ["pullback", "forEach"])

  /// A pullback composes a child as an integration does: read, it is no unread integration.
  static let site: NavigationSiteKind? = .integration

  static var produces: WritableKeyPath<CallSiteFacts, [PullbackRecord]> { \.pullbacks }

  /// The pullback `call` is, in the initializer of the variable `context.variable`.
  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> PullbackRecord? {
    guard callee.isMember, let name = callee.name, name == "pullback" || name == "forEach",
      call.arguments.nodes.first?.label?.sourceText == "state",
      // The environment is the last argument, so it may be written as a trailing closure.
      call.arguments.argument(labeled: "environment") != nil || call.trailingClosure != nil,
      let base = callee.base, let token = callee.nameToken
    else { return nil }
    // Walk the chain down to the value: `child.optional().debug()` -> `child`.
    var isOptional = false
    var current = base
    while true {
      if let inner = current.as(FunctionCallExprSyntax.self),
        let member = inner.calledExpression.as(MemberAccessExprSyntax.self),
        let memberBase = member.base
      {
        if member.declName.baseName.identifierText == "optional" { isOptional = true }
        current = memberBase
      } else {
        break
      }
    }
    guard let ref = context.source.typeRef(of: current) else { return nil }
    return PullbackRecord(
      scope: context.scope, container: context.variable, child: ref.dotted, isOptional: isOptional,
      isForEach: name == "forEach",
      state: call.arguments.nodes.first.flatMap { PathRef($0.expression, source: context.source) },
      position: context.position(of: token))
  }
}
