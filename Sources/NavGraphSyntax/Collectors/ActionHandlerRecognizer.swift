@_spi(RawSyntax) import SwiftSyntax

/// Reads which action a reducer's code runs for: the patterns of the `switch` case over an
/// action (`switch action { case .view(.detailTapped): ... }`) whose body holds a node, as
/// the case names of each pattern (`[["view", "detailTapped"]]`). What builds a destination
/// or sets a field there happens only when that action is sent.
enum ActionHandlerRecognizer {
  /// One open `switch` case, innermost last in the collector's stack.
  enum OpenCase {
    /// A case of a `switch` over an action (a subject named `action`, `viewAction`, ...,
    /// or a payload an enclosing action case binds under its own name, `case let
    /// .view(view): switch view`): its
    /// patterns' case paths, `nil` for `default:` or a pattern not read, and the names its
    /// patterns bind.
    case action([[String]]?, binds: Set<String>)
    /// A case of a `switch` over anything else: the enclosing action case still holds.
    case other
  }

  /// The entry for `node` in the collector's stack of open cases.
  static func open(_ node: SwitchCaseSyntax, in open: [OpenCase]) -> OpenCase {
    guard let switchExpr = node.parent?.parent?.as(SwitchExprSyntax.self),
      let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self)
    else { return .other }
    let name = subject.baseName.identifierText
    guard name.lowercased().hasSuffix("action") || isBound(name, in: open)
      || isActionParameter(name, around: switchExpr)
    else {
      return .other
    }
    guard case .case(let label) = node.label else { return .action(nil, binds: []) }
    var paths: [[String]] = []
    var binds = Set<String>()
    for item in label.caseItems {
      guard let path = casePath(of: item.pattern) else { return .action(nil, binds: binds) }
      paths.append(path)
      // `case let .view(view)`: a payload bound under its case's own name is a nested action
      // (`.problemTapped(problem)` binds a value, which a switch reads as data).
      for token in item.pattern.tokens(viewMode: .sourceAccurate)
      where token.parent?.is(IdentifierPatternSyntax.self) == true
        && token.identifierText == path.last
      {
        binds.insert(token.identifierText)
      }
    }
    return .action(paths, binds: binds)
  }

  /// The reducer's action parameter, whatever its name: the second parameter of the
  /// closure the `switch` is in (`Reduce { state, action in ... }`), or the parameter a
  /// reducer method labels as an action (`reduce(into:action:)`, and the `viewAction:`,
  /// `childAction:` of a project's own reducer protocol), the label fixed by the protocol.
  private static func isActionParameter(_ name: String, around node: some SyntaxProtocol)
    -> Bool
  {
    var current = node.parent
    while let candidate = current {
      if let closure = candidate.as(ClosureExprSyntax.self) {
        let names = closure.parameterNames
        return names.count == 2 && names.last == name
      }
      if let function = candidate.as(FunctionDeclSyntax.self) {
        return function.signature.parameterClause.parameters.contains {
          // `viewAction`, `childAction`; never `transaction`.
          ($0.firstName.identifierText == "action"
            || $0.firstName.identifierText.hasSuffix("Action"))
            && ($0.secondName ?? $0.firstName).identifierText == name
        }
      }
      current = candidate.parent
    }
    return false
  }

  /// A name an open action case binds (`view` in `case let .view(view):`).
  private static func isBound(_ name: String, in open: [OpenCase]) -> Bool {
    open.contains {
      if case .action(_, let binds) = $0 { return binds.contains(name) }
      return false
    }
  }

  /// The handler of the innermost action case open, `nil` where none is (or it is a
  /// `default:`).
  static func current(_ open: [OpenCase]) -> [[String]]? {
    for entry in open.reversed() {
      if case .action(let paths, _) = entry { return paths }
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

  static func casePath(of expression: ExprSyntax) -> [String]? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return [member.declName.baseName.identifierText]
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    else { return nil }
    let name = member.declName.baseName.identifierText
    // The payload's own case, when an argument names one (`.view(.tapped)`,
    // `.routeAction(_, action: .home(.tapped))`).
    let inner = call.arguments.lazy.map(\.expression).first {
      $0.is(MemberAccessExprSyntax.self) || $0.is(FunctionCallExprSyntax.self)
    }
    return [name] + (inner.flatMap(casePath(of:)) ?? [])
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
