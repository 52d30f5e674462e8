import NavGraphCore
import SwiftSyntax

/// Recognises how pre-0.41 code composed reducer values: `child.optional().pullback(state:
/// action: environment:)` and `row.forEach(state: action: environment:)`, the environment
/// given as an argument or as a trailing closure; and the app's own operators of that era
/// handed the child to compose (`parent.presents(child, state: \.child, action:
/// /Action.child, environment: { ... })`).
enum PullbackRecognizer: FactRecognizer {
  static let callees = CalleeNames(
    members: ["pullback", "forEach"], environmentOperators: true)

  /// A pullback composes a child as an integration does: read, it is no unread integration.
  static let site: NavigationSiteKind? = .integration

  static var produces: WritableKeyPath<CallSiteFacts, [PullbackRecord]> { \.pullbacks }

  /// The pullback `call` is, in the initializer of the variable `context.variable`.
  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> PullbackRecord? {
    guard callee.isMember, let name = callee.name, let token = callee.nameToken else {
      return nil
    }
    let arguments = call.arguments.nodes
    guard name == "pullback" || name == "forEach" else {
      // An operator of the app's: the child is its first argument, unlabelled; the state
      // it is handed by label, and the environment by label or as a trailing closure.
      guard let first = arguments.first, first.label == nil,
        let state = arguments.first(where: { $0.label?.identifierText == "state" }),
        // A key path, as a pullback's (`state: &state` hands a method the state to change).
        state.expression.is(KeyPathExprSyntax.self),
        call.arguments.argument(labeled: "environment") != nil || call.trailingClosure != nil,
        let (child, isOptional) = value(first.expression, source: context.source)
      else { return nil }
      return PullbackRecord(
        scope: context.scope, container: context.variable, child: child,
        isOptional: isOptional, isForEach: false,
        state: PathRef(state.expression, source: context.source), operatorName: name,
        position: context.position(of: token))
    }
    guard arguments.first?.label?.sourceText == "state",
      // The environment is the last argument, so it may be written as a trailing closure.
      call.arguments.argument(labeled: "environment") != nil || call.trailingClosure != nil,
      let base = callee.base, let (child, isOptional) = value(base, source: context.source)
    else { return nil }
    return PullbackRecord(
      scope: context.scope, container: context.variable, child: child, isOptional: isOptional,
      isForEach: name == "forEach",
      state: arguments.first.flatMap { PathRef($0.expression, source: context.source) },
      position: context.position(of: token))
  }

  /// The reducer value an expression names, walking its chain down to it
  /// (`child.optional().debug()` -> `child`), and whether `optional()` wraps it.
  private static func value(_ expression: ExprSyntax, source: SourceText)
    -> (String, isOptional: Bool)?
  {
    var isOptional = false
    var current = expression
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
    return source.typeRef(of: current).map { ($0.dotted, isOptional) }
  }
}
