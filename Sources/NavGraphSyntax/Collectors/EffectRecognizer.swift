import NavGraphCore
import NavGraphFacts
import SwiftSyntax

/// Recognises `.run { send in ... }` effects and lists their `dismiss()` and `send(...)`
/// calls in source order, so lint can spot a `send` after `await dismiss()` without re-parsing.
enum EffectRecognizer: FactRecognizer {
  static let callees = CalleeNames(members: ["run"])

  static var produces: WritableKeyPath<CallSiteFacts, [EffectRecord]> { \.effects }

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> EffectRecord? {
    guard callee.isMember, callee.name == "run" else { return nil }
    let closure =
      call.trailingClosure
      ?? call.arguments.argument(labeled: "operation")?.as(ClosureExprSyntax.self)
    guard let closure else { return nil }
    let sendName = closure.parameterNames.first ?? "send"
    let finder = CallOrderFinder(sendName: sendName, context: context)
    finder.walk(closure.statements)
    guard !finder.calls.isEmpty else { return nil }
    return EffectRecord(
      scope: context.scope,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
      calls: finder.calls)
  }

  /// Walks one effect body; a nested `.run` is its own effect and is not entered. Each call is
  /// listed with the branches it sits in (`EffectBranch`).
  private final class CallOrderFinder: SyntaxVisitor {
    let sendName: String
    let context: CallContext
    var calls: [EffectCallRecord] = []
    private var branches: [EffectBranch] = []
    /// For each open closure or code block: whether it pushed a branch.
    private var pushed: [Bool] = []

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
        calls.append(
          EffectCallRecord(kind: kind, position: context.position(of: token), branches: branches))
      }
      return .visitChildren
    }

    // A closure handed to a call is one of its arguments: its siblings are alternatives
    // (`cancelAction:` and `confirmAction:`).
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      var step: EffectBranch?
      if let call = node.parent?.as(FunctionCallExprSyntax.self),
        call.trailingClosure?.id == node.id
      {
        step = EffectBranch(point: call.position.utf8Offset, branch: call.arguments.count)
      } else if let argument = node.parent?.as(LabeledExprSyntax.self),
        let list = argument.parent?.as(LabeledExprListSyntax.self),
        let call = list.parent?.as(FunctionCallExprSyntax.self),
        let index = list.enumerated().first(where: { $0.element.id == argument.id })?.offset
      {
        step = EffectBranch(point: call.position.utf8Offset, branch: index)
      }
      open(step)
      return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { close() }

    // The sides of an `if`, the cases of a `switch`, a `guard`'s `else`, the body of a `do`
    // and each of its `catch` clauses: a `catch` runs when the `do` failed, so what each holds
    // are alternatives (a `send` in the `catch` does not follow a `dismiss` in the `do`).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      var step: EffectBranch?
      if let branching = node.parent?.as(IfExprSyntax.self) {
        step = EffectBranch(
          point: branching.position.utf8Offset, branch: branching.body.id == node.id ? 0 : 1)
      } else if let guardStatement = node.parent?.as(GuardStmtSyntax.self) {
        step = EffectBranch(point: guardStatement.position.utf8Offset, branch: 1, exits: true)
      } else if let doStatement = node.parent?.as(DoStmtSyntax.self) {
        step = EffectBranch(point: doStatement.position.utf8Offset, branch: 0)
      } else if let clause = node.parent?.as(CatchClauseSyntax.self),
        let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self)
      {
        step = EffectBranch(
          point: doStatement.position.utf8Offset, branch: 1 + clause.position.utf8Offset)
      }
      open(step)
      return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { close() }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
      let point = node.parent?.parent?.position.utf8Offset ?? 0
      open(EffectBranch(point: point, branch: node.position.utf8Offset))
      return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) { close() }

    private func open(_ step: EffectBranch?) {
      if let step { branches.append(step) }
      pushed.append(step != nil)
    }

    private func close() {
      if pushed.removeLast() { branches.removeLast() }
    }
  }
}
