import NavGraphCore
import SwiftSyntax

/// Recognises `.run { send in ... }` effects and lists their `dismiss()` and `send(...)`
/// calls in source order, so lint can spot a `send` after `await dismiss()` without re-parsing.
enum EffectRecognizer {
  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> EffectRecord? {
    guard callee.isMember, callee.name == "run" else { return nil }
    let closure =
      call.trailingClosure
      ?? call.arguments.argument(labeled: "operation")?.as(ClosureExprSyntax.self)
    guard let closure else { return nil }
    let sendName = sendParameterName(of: closure)
    let finder = CallOrderFinder(sendName: sendName, context: context)
    finder.walk(closure.statements)
    guard !finder.calls.isEmpty else { return nil }
    return EffectRecord(
      scope: context.scope,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
      calls: finder.calls)
  }

  private static func sendParameterName(of closure: ClosureExprSyntax) -> String {
    guard let parameters = closure.signature?.parameterClause else { return "send" }
    switch parameters {
    case .simpleInput(let list): return list.nodes.first?.name.sourceText ?? "send"
    case .parameterClause(let clause):
      return clause.parameters.nodes.first?.firstName.sourceText ?? "send"
    }
  }

  /// Walks one effect body; a nested `.run` is its own effect and is not entered.
  private final class CallOrderFinder: SyntaxVisitor {
    let sendName: String
    let context: CallContext
    var calls: [(kind: EffectCallKind, position: Position)] = []

    init(sendName: String, context: CallContext) {
      self.sendName = sendName
      self.context = context
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Callee(node.calledExpression)
      if callee.isMember && callee.name == "run" { return .skipChildren }
      let baseText = callee.base.map(context.source.text(of:))
      var kind: EffectCallKind?
      if callee.name == "dismiss", !callee.isMember || baseText == "self" {
        kind = .dismiss
      } else if callee.name == sendName, !callee.isMember {
        kind = .send
      } else if callee.name == "callAsFunction", let baseText {
        if baseText == sendName { kind = .send }
        if baseText == "dismiss" || baseText == "self.dismiss" { kind = .dismiss }
      }
      if let kind, let token = callee.nameToken {
        calls.append((kind, context.position(of: token)))
      }
      return .visitChildren
    }
  }
}
