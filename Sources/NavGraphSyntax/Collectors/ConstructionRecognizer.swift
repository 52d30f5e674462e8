import NavGraphCore
import NavGraphFacts
import SwiftSyntax

/// Recognises code that builds a destination or stack case: a case written on a `...State`
/// type anywhere, or an implicit `.case(...)` where its surroundings say which field it goes
/// to (an assignment, `append`, `StackState([...])`, `NavigationLink(state:)`, a labeled
/// argument). Which enum a case belongs to is settled during resolution; cases that belong to
/// no enum reducer are dropped there, so the recognizer can stay permissive.
enum ConstructionRecognizer: FactRecognizer {
  static let callees = CalleeNames(caseNames: true)
  static var produces: WritableKeyPath<CallSiteFacts, [ConstructionRecord]> { \.constructions }

  /// The case `call` builds, with the action handler it is built in.
  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> ConstructionRecord? {
    var construction = built(call, callee: callee, context: context)
    construction?.handlers = context.handlers
    construction?.helper = context.handlers == nil ? context.helper : nil
    return construction
  }

  private static func built(
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
        caseName: name, position: context.position(of: token), nestedCase: nestedCase(of: call))
    }
    if let factory = factory(returning: ExprSyntax(call), scope: context.scope) {
      return ConstructionRecord(
        scope: context.scope, form: .factory, field: nil, qualifier: factory, caseName: name,
        position: context.position(of: token), nestedCase: nestedCase(of: call))
    }
    if let key = eventKey(posting: ExprSyntax(call), source: context.source) {
      return ConstructionRecord(
        scope: context.scope, form: .event, field: nil, qualifier: nil, caseName: name,
        position: context.position(of: token), nestedCase: nestedCase(of: call), eventKey: key)
    }
    guard
      let (form, field) = surroundings(of: ExprSyntax(call), roots: context.stateRoots)
        ?? ValuePlace.of(call).map({ _ in (CaseConstructionForm.expression, nil) })
    else { return nil }
    return ConstructionRecord(
      scope: context.scope, form: form, field: field, qualifier: nil, caseName: name,
      position: context.position(of: token), route: route(around: ExprSyntax(call)),
      nestedCase: nestedCase(of: call))
  }

  /// The key of the TCA 2.0 event a case is the value of: `PushEvent` in `store.post(key:
  /// PushEvent.self, value: .detail(...))` (also behind `try`).
  private static func eventKey(posting value: ExprSyntax, source: SourceText) -> String? {
    guard let argument = value.parent?.as(LabeledExprSyntax.self),
      argument.label?.identifierText == "value",
      let post = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      Callee(post.calledExpression).name == "post",
      let key = post.arguments.argument(labeled: "key")?.as(MemberAccessExprSyntax.self),
      key.declName.baseName.tokenKind == .keyword(.self), let type = key.base
    else { return nil }
    return source.typeRef(of: type)?.dotted
  }

  /// The case the first, unlabelled argument builds, when it is an implicit member
  /// (`.article(...)`, `.settings`).
  private static func nestedCase(of call: FunctionCallExprSyntax) -> String? {
    guard let first = call.arguments.first, first.label == nil,
      call.arguments.count == 1 || call.trailingClosure == nil
    else { return nil }
    var expression = first.expression
    if let inner = expression.as(FunctionCallExprSyntax.self) {
      expression = inner.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    let name = member.declName.baseName.identifierText
    return isCaseName(name) ? name : nil
  }

  /// `state.destination = .settings`, `state.path.append(.completion)`: a case without
  /// payload, assigned or pushed.
  static func recognize(bareCase node: MemberAccessExprSyntax, context: CallContext)
    -> ConstructionRecord?
  {
    let name = node.declName.baseName.identifierText
    guard isCaseName(name) else { return nil }
    if let (form, field) = surroundings(of: ExprSyntax(node), roots: context.stateRoots) {
      guard form == .assignment || (form == .append && field != nil) else { return nil }
      return ConstructionRecord(
        scope: context.scope, form: form, field: field, qualifier: nil, caseName: name,
        position: context.position(of: node.declName.baseName))
    }
    // Elsewhere, a payload-less member is a case built only where a value is handed back or
    // listed: as an argument it is as often a style (`.font(.title)`).
    guard ValuePlace.of(node, among: handedBack) != nil else { return nil }
    return ConstructionRecord(
      scope: context.scope, form: .expression, field: nil, qualifier: nil, caseName: name,
      position: context.position(of: node.declName.baseName))
  }

  /// Where a payload-less member is a case built: handed back or listed.
  private static let handedBack: Set<ValuePlace> = [.returned, .element]

  /// A name a case may have: a letter of any script first (cases are lowercase by
  /// convention, but apps write `.IntroductionSetup(...)` and `.목록(...)` too), and not an
  /// effect's or an optional's member (`NonCaseMembers`).
  private static func isCaseName(_ name: String) -> Bool {
    guard let first = name.utf8.first, CallTriage.beginsName(first) else { return false }
    return !NonCaseMembers.contains(name)
  }

  private static func surroundings(of expression: ExprSyntax, roots: StateRoots)
    -> (CaseConstructionForm, String?)?
  {
    guard let parent = expression.parent else { return nil }
    // `state.destination = try .history(...)`: the value is the `try`.
    if let marked = parent.as(TryExprSyntax.self) {
      return surroundings(of: ExprSyntax(marked), roots: roots)
    }
    if let marked = parent.as(AwaitExprSyntax.self) {
      return surroundings(of: ExprSyntax(marked), roots: roots)
    }
    if let sequence = parent.as(ExprListSyntax.self) {
      return assignment(in: sequence, value: expression, roots: roots).map { (.assignment, $0) }
    }
    if let element = parent.as(LabeledExprSyntax.self),
      let outer = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      let callee = Callee(outer.calledExpression)
      switch (callee.name, element.label?.sourceText) {
      case ("append", _), ("insert", _):
        return callee.base.map { (.append, StatePath.of($0, roots: roots)) }
      case ("push", nil), ("presentSheet", nil), ("presentCover", nil):
        // TCACoordinators: `state.routes.push(.detail(...))`, or `.push(.detail(...))`, a
        // route in an array or argument.
        if let base = callee.base { return (.append, StatePath.ofState(base, roots: roots)) }
        return surroundings(ofRoute: ExprSyntax(outer), roots: roots)
      case ("sheet", nil) where callee.base == nil, ("cover", nil) where callee.base == nil,
        ("root", nil) where callee.base == nil:
        return surroundings(ofRoute: ExprSyntax(outer), roots: roots)
      case ("push", _): return (.append, nil)
      case ("NavigationLink", "state"): return (.navigationLink, nil)
      case (_, let label?) where label != "action": return (.argument, label)
      case (_, nil) where callee.base.map { StatePath.isState($0, roots: roots) } == true:
        // A helper on the state (`state.addDestination(.alert(...))`): which field it sets is
        // the helper's business.
        return (.argument, nil)
      default: return nil
      }
    }
    if let element = parent.as(ArrayElementSyntax.self),
      let array = element.parent?.parent?.as(ArrayExprSyntax.self),
      let argument = array.parent?.as(LabeledExprSyntax.self),
      let stackState = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      Callee(stackState.calledExpression).name == "StackState"
    {
      return (.stackStateInit, fieldReceiving(ExprSyntax(stackState), roots: roots))
    }
    return nil
  }

  /// The enum a case is the value of a static factory or helper of, spelled as its `State`
  /// (`ClaimWallet.Destination.State`): a case that is the initial value of a `static` member,
  /// or what a function or getter returns, inside the enum or its `State`.
  private static func factory(returning expression: ExprSyntax, scope: [String]) -> String? {
    guard let last = scope.last, NameCase.mayNameType(last) else { return nil }
    var node = Syntax(expression)
    if let marked = node.parent?.as(TryExprSyntax.self) { node = Syntax(marked) }
    guard let parent = node.parent else { return nil }
    let isFactory: Bool
    if let initializer = parent.as(InitializerClauseSyntax.self),
      let variable = initializer.parent?.parent?.parent?.as(VariableDeclSyntax.self)
    {
      isFactory = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    } else if parent.is(ReturnStmtSyntax.self) {
      isFactory = true
    } else if let item = parent.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
      let body = list.parent, body.is(CodeBlockSyntax.self) || body.is(AccessorBlockSyntax.self)
    {
      // The only expression of a body: its implicit return.
      isFactory = body.parent?.is(FunctionDeclSyntax.self) == true
        || body.parent?.is(PatternBindingSyntax.self) == true
        || body.parent?.is(AccessorDeclSyntax.self) == true
    } else {
      isFactory = false
    }
    guard isFactory else { return nil }
    return (last == "State" ? scope : scope + ["State"]).joined(separator: ".")
  }

  /// Where a route built by `.push(...)`/`.sheet(...)` goes: appended, assigned, or an element
  /// of an array that is (`state.routes = [.root(.home(...))]`, `routes: [...]`).
  private static func surroundings(ofRoute route: ExprSyntax, roots: StateRoots)
    -> (CaseConstructionForm, String?)?
  {
    if let element = route.parent?.as(ArrayElementSyntax.self),
      let array = element.parent?.parent?.as(ArrayExprSyntax.self)
    {
      return (.append, fieldReceiving(ExprSyntax(array), roots: roots))
    }
    return surroundings(of: route, roots: roots)
  }

  /// How the TCACoordinators route around a case shows it: `.push(x)`, `.sheet(x)`,
  /// `.cover(x)`, `.root(x)`, `routes.presentSheet(x)`; `nil` outside a route. The case is
  /// the first argument, unlabelled (`StackAction.push(id:state:)` labels it).
  private static func route(around expression: ExprSyntax) -> RouteKind? {
    guard let element = expression.parent?.as(LabeledExprSyntax.self), element.label == nil,
      let outer = element.parent?.parent?.as(FunctionCallExprSyntax.self),
      outer.arguments.first?.id == element.id
    else { return nil }
    let callee = Callee(outer.calledExpression)
    switch callee.name {
    case "push": return .push
    case "presentSheet": return .sheet
    case "presentCover": return .cover
    case "sheet" where callee.base == nil: return .sheet
    case "cover" where callee.base == nil: return .cover
    case "root" where callee.base == nil: return .root
    default: return nil
    }
  }

  /// The field a value is stored into: `path: StackState(...)`, `state.path = ...`,
  /// `var path = ...`.
  private static func fieldReceiving(_ expression: ExprSyntax, roots: StateRoots) -> String? {
    guard let parent = expression.parent else { return nil }
    if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.sourceText }
    if let sequence = parent.as(ExprListSyntax.self) {
      return assignment(in: sequence, value: expression, roots: roots)
    }
    if let binding = parent.parent?.as(PatternBindingSyntax.self) {
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText
    }
    return nil
  }

  /// In the unfolded `lhs = value`, the field name of `lhs`.
  private static func assignment(
    in sequence: ExprListSyntax, value: ExprSyntax, roots: StateRoots
  ) -> String? {
    let elements = Array(sequence.nodes)
    // The value may be one operand of the right-hand side: `self.root = root ?? .intro(...)`.
    guard let index = elements.firstIndex(where: { $0.id == value.id }),
      let assignment = elements[..<index].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }),
      assignment >= 1
    else { return nil }
    return StatePath.of(elements[assignment - 1], roots: roots)
  }
}
