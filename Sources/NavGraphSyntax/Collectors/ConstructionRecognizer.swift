import NavGraphCore
import SwiftSyntax

/// Recognises code that builds a destination or stack case: a case written on a `...State`
/// type anywhere, or an implicit `.case(...)` where its surroundings say which field it goes
/// to (an assignment, `append`, `StackState([...])`, `NavigationLink(state:)`, a labeled
/// argument). Which enum a case belongs to is settled during resolution; cases that belong to
/// no enum reducer are dropped there, so the recognizer can stay permissive.
enum ConstructionRecognizer {
  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> ConstructionRecord? {
    guard callee.isMember, let name = callee.name, isCaseName(name),
      let token = callee.nameToken
    else { return nil }
    if let base = callee.base {
      // Most member calls are not on a `...State` type (`store.send`, `state.path.append`):
      // a byte search rules them out before the type is read.
      guard context.source.contains("State", in: base),
        let ref = context.source.typeRef(of: base), ref.last == "State"
      else {
        return nil
      }
      return ConstructionRecord(
        scope: context.scope, form: .qualified, field: nil, qualifier: ref.dotted,
        caseName: name, position: context.position(of: token))
    }
    guard let (form, field) = surroundings(of: ExprSyntax(call)) else { return nil }
    return ConstructionRecord(
      scope: context.scope, form: form, field: field, qualifier: nil, caseName: name,
      position: context.position(of: token))
  }

  /// `state.destination = .settings`: a case without payload, in an assignment only.
  static func recognize(bareCase node: MemberAccessExprSyntax, context: CallContext)
    -> ConstructionRecord?
  {
    let name = node.declName.baseName.identifierText
    guard isCaseName(name), let (form, field) = surroundings(of: ExprSyntax(node)),
      form == .assignment
    else { return nil }
    return ConstructionRecord(
      scope: context.scope, form: form, field: field, qualifier: nil, caseName: name,
      position: context.position(of: node.declName.baseName))
  }

  /// Effect and optional members that read like cases but never are destinations.
  private static let notCases: Set<String> = [
    "init", "none", "some", "run", "send", "merge", "concatenate", "cancel",
  ]

  private static func isCaseName(_ name: String) -> Bool {
    guard let first = name.utf8.first, first >= 97 && first <= 122 else { return false }
    return !notCases.contains(name)
  }

  private static func surroundings(of expression: ExprSyntax)
    -> (CaseConstructionForm, String?)?
  {
    guard let parent = expression.parent else { return nil }
    if let sequence = parent.as(ExprListSyntax.self) {
      return assignment(in: sequence, value: expression).map { (.assignment, $0) }
    }
    if let element = parent.as(LabeledExprSyntax.self),
      let outer = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      let callee = Callee(outer.calledExpression)
      switch (callee.name, element.label?.sourceText) {
      case ("append", _), ("insert", _):
        return callee.base.map { (.append, lastMember(of: $0)) }
      case ("push", _): return (.append, nil)
      case ("NavigationLink", "state"): return (.navigationLink, nil)
      case (_, let label?) where label != "action": return (.argument, label)
      default: return nil
      }
    }
    if let element = parent.as(ArrayElementSyntax.self),
      let array = element.parent?.parent?.as(ArrayExprSyntax.self),
      let argument = array.parent?.as(LabeledExprSyntax.self),
      let stackState = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      Callee(stackState.calledExpression).name == "StackState"
    {
      return (.stackStateInit, fieldReceiving(ExprSyntax(stackState)))
    }
    return nil
  }

  /// The field a value is stored into: `path: StackState(...)`, `state.path = ...`,
  /// `var path = ...`.
  private static func fieldReceiving(_ expression: ExprSyntax) -> String? {
    guard let parent = expression.parent else { return nil }
    if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.sourceText }
    if let sequence = parent.as(ExprListSyntax.self) {
      return assignment(in: sequence, value: expression)
    }
    if let binding = parent.parent?.as(PatternBindingSyntax.self) {
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText
    }
    return nil
  }

  /// In the unfolded `lhs = value`, the field name of `lhs`.
  private static func assignment(in sequence: ExprListSyntax, value: ExprSyntax) -> String? {
    let elements = Array(sequence.nodes)
    guard let index = elements.firstIndex(where: { $0.id == value.id }), index >= 2,
      elements[index - 1].is(AssignmentExprSyntax.self)
    else { return nil }
    return lastMember(of: elements[index - 2])
  }

  /// `state.path[id: 0]` -> `path`; `self.destination` -> `destination`.
  static func lastMember(of expression: ExprSyntax) -> String? {
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      return lastMember(of: subscriptCall.calledExpression)
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return lastMember(of: optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return lastMember(of: forced.expression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.identifierText
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.identifierText
    }
    return nil
  }
}
