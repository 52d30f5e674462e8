@_spi(RawSyntax) import SwiftSyntax

/// Reads which action a reducer's code runs for: the patterns of the `switch` case over an
/// action (`switch action { case .view(.detailTapped): ... }`) whose body holds a node, as
/// the case names of each pattern (`[["view", "detailTapped"]]`). What builds a destination
/// or sets a field there happens only when that action is sent.
enum ActionHandlerRecognizer {
  /// One open `switch` case, innermost last in the collector's stack.
  enum OpenCase {
    /// A case of a `switch` over an action (a subject named `action`, `viewAction`, ...):
    /// its patterns' case paths, `nil` for `default:` or a pattern not read.
    case action([[String]]?)
    /// A case of a `switch` over anything else: the enclosing action case still holds.
    case other
  }

  /// The entry for `node` in the collector's stack of open cases.
  static func open(_ node: SwitchCaseSyntax) -> OpenCase {
    guard let switchExpr = node.parent?.parent?.as(SwitchExprSyntax.self),
      let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self),
      subject.baseName.text.lowercased().hasSuffix("action")
    else { return .other }
    guard case .case(let label) = node.label else { return .action(nil) }
    var paths: [[String]] = []
    for item in label.caseItems {
      guard let path = casePath(of: item.pattern) else { return .action(nil) }
      paths.append(path)
    }
    return .action(paths)
  }

  /// The handler of the innermost action case open, `nil` where none is (or it is a
  /// `default:`).
  static func current(_ open: [OpenCase]) -> [[String]]? {
    for entry in open.reversed() {
      if case .action(let paths) = entry { return paths }
    }
    return nil
  }

  /// `.a(.b(let x))` → `["a", "b"]`, also under `let`/`var` bindings.
  private static func casePath(of pattern: PatternSyntax) -> [String]? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      return casePath(of: binding.pattern)
    }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
      return nil
    }
    return casePath(of: expression)
  }

  private static func casePath(of expression: ExprSyntax) -> [String]? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return [member.declName.baseName.identifierText]
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return nil }
    let name = member.declName.baseName.identifierText
    // The payload's own case, when the first argument names one (`.view(.tapped)`).
    let inner = call.arguments.first.flatMap { argument -> [String]? in
      if argument.expression.is(MemberAccessExprSyntax.self)
        || argument.expression.is(FunctionCallExprSyntax.self)
      {
        return casePath(of: argument.expression)
      }
      return []
    }
    return [name] + (inner ?? [])
  }

  /// Whether a member access written outside a pattern names a case an action may be built
  /// with: an implicit member (`.detailTapped`), or one of a type whose name ends in `Action`
  /// (`Action.detailTapped`, `Feature.Action.loaded`).
  static func namesActionCase(_ raw: RawMemberAccessExprSyntax) -> Bool {
    guard let base = raw.base else { return true }
    if let reference = base.as(RawDeclReferenceExprSyntax.self) {
      return reference.baseName.tokenText.hasSuffix("Action")
    }
    if let member = base.as(RawMemberAccessExprSyntax.self) {
      return member.declName.baseName.tokenText.hasSuffix("Action")
    }
    return false
  }
}
