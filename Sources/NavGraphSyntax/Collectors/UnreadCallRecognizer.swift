import NavGraphCore
import NavGraphFacts
import SwiftSyntax

/// Keeps the navigation-shaped calls the recognizers passed over (`UnreadCallRecord`). It
/// sees only calls the triage already routed to a recognizer that then declined, and the few
/// names only the census reads (`CensusOnlyRecognizer`), so it costs nothing on the calls
/// that are not navigation at all.
enum UnreadCallRecognizer {
  /// Longest argument text kept, in characters: enough to tell `$isShowing` from
  /// `$store.scope(...)`.
  private static let subjectLength = 100

  /// The arguments that name what a presentation shows, in the order they are looked for;
  /// `unwrapping:` is SwiftUINavigation's, with the enum's case in `case:`.
  private static let subjectLabels = [
    "item", "isPresented", "store", "path", "for", "state", "unwrapping",
  ]

  /// The kinds a call no recognizer read is tried as, in order: the kinds of the recognizers
  /// it was routed to (`CallRecognizer.site`) that no recognizer of the kind read.
  static let kinds: [NavigationSiteKind] = [.integration, .viewPresentation, .store]

  /// Integration names that are always TCA's; `forEach` also names Swift's loop over a
  /// sequence, so it counts only with a key path or case path.
  private static let integrationNames = Set(IntegrationRecognizer.operatorNames)

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, kind: NavigationSiteKind,
    context: CallContext
  ) -> UnreadCallRecord? {
    guard let name = callee.name,
      isNavigationShaped(call, callee: callee, name: name, kind: kind, context)
    else { return nil }
    let labels = call.arguments.nodes.map { ($0.label?.identifierText ?? "_") + ":" }
    let spelling = name + "(" + labels.joined() + (call.trailingClosure == nil ? "" : "{}") + ")"
    let subject = subjectArgument(of: call)
    var record = UnreadCallRecord(
      scope: context.scope, kind: kind, spelling: spelling,
      subject: subject.map { text(of: $0, context: context) },
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)))
    if kind == .viewPresentation {
      record.chainRoot = ModifierChain.root(of: callee.base).map(context.position(of:))
      record.namedBase = callee.base.flatMap(names(of:))
      record.driver = subject.flatMap {
        PresentationDriver($0.expression, viewStores: context.viewStores, source: context.source)
      }.map { casePicked($0, by: call, source: context.source) }
      if record.driver != nil {
        record.contentScope = ContentScope.statePath(of: call, source: context.source)
      }
      if let subject, let function = context.function,
        let parameter = handedBinding(in: subject.expression, context: context)
      {
        record.handedBinding = HandedBinding(helper: function, parameter: parameter)
      }
    }
    return record
  }

  /// The binding parameter of the enclosing functions that `expression` reads (`item` in
  /// `item.isPresent()`, `` `enum` `` in `` `enum`.case(caseKeyPath) ``), as a name of its
  /// own: a member named like it is no read of it.
  private static func handedBinding(in expression: ExprSyntax, context: CallContext)
    -> String?
  {
    guard !context.bindingParameters.isEmpty else { return nil }
    for token in expression.tokens(viewMode: .sourceAccurate) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.baseName.id == token.id
      else { continue }
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        continue
      }
      var name = token.identifierText
      if name.hasPrefix("$") { name.removeFirst() }
      if context.bindingParameters.contains(name) { return name }
    }
    return nil
  }

  /// Presentations in views: the modifiers `ViewStyleRecognizer` reads, the stacks, and
  /// TCACoordinators' router.
  private static let viewNames = Set(ViewStyleRecognizer.modifiers.keys).union([
    "NavigationStack", "NavigationStackStore", "TCARouter",
  ])

  private static func isNavigationShaped(
    _ call: FunctionCallExprSyntax, callee: Callee, name: String, kind: NavigationSiteKind,
    _ context: CallContext
  ) -> Bool {
    let arguments = call.arguments.nodes
    switch kind {
    case .integration:
      // `Spawn(.init())` builds a spawned child's state (`.settings(Spawn(.init()))`, a
      // destination's payload); only `Spawn(\.child) { Child() }` integrates one.
      if name == "Spawn", let first = arguments.first, first.label == nil,
        !context.source.text(of: first.expression).hasPrefix("\\")
      {
        return false
      }
      if integrationNames.contains(name) { return true }
      // `.forEach(\.rows, ...)`, `.forEach(state: /State.rows, ...)`: a key path or case path
      // first; `items.forEach { ... }` and `forEach(print)` are loops.
      guard name == "forEach", let first = arguments.first else { return false }
      let text = context.source.text(of: first.expression)
      return first.label?.identifierText == "state" || text.hasPrefix("\\")
        || text.hasPrefix("/")
    case .viewPresentation:
      // A modifier is called on a view, or on a view helper's implicit `self`; `.alert(...)`
      // with no base, or on a type (`Self.alert("Expired")`), builds a case or calls a static
      // factory, and so does a call whose value is assigned (`state.alert = ...`).
      guard viewNames.contains(name), !(callee.isMember && callee.base == nil) else {
        return false
      }
      return !isOnType(callee.base) && !isAssigned(call)
    case .store:
      // `Store(initialState: ...)`, `.init(initialState: ...)`; any other `.init(...)` builds
      // a value.
      let hasInitialState = arguments.contains { $0.label?.identifierText == "initialState" }
      return name == "init" ? hasInitialState : name.hasPrefix("Store") && !call.arguments.isEmpty
    default:
      return false
    }
  }

  /// `Self`, or a name that letter case says is no value (`AuthFeature`).
  private static func isOnType(_ base: ExprSyntax?) -> Bool {
    guard let reference = base?.as(DeclReferenceExprSyntax.self) else { return false }
    if reference.baseName.tokenKind == .keyword(.Self) { return true }
    return !NameCase.mayNameValue(reference.baseName.identifierText)
  }

  /// `Item.Status` in `Item.Status.alert(...)`: the names a call is made on, when it is made on
  /// names alone (no call, subscript or literal among them).
  private static func names(of base: ExprSyntax) -> [String]? {
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      return [reference.baseName.identifierText]
    }
    guard let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
      let names = names(of: inner)
    else { return nil }
    return names + [member.declName.baseName.identifierText]
  }

  /// The right side of an assignment, `x = call(...)`, in the unfolded sequence the parser
  /// gives.
  private static func isAssigned(_ call: FunctionCallExprSyntax) -> Bool {
    if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard let index = elements.firstIndex(where: { $0.id == call.id }), index >= 2 else {
        return false
      }
      return elements[index - 1].is(AssignmentExprSyntax.self)
    }
    return false
  }

  /// `.sheet(unwrapping: $store.route, case: \.settings)`: the binding reads the case the
  /// `case:` argument names, as `$store.route.settings` would.
  private static func casePicked(
    _ driver: PresentationDriver, by call: FunctionCallExprSyntax, source: SourceText
  ) -> PresentationDriver {
    guard case .storeState(let path) = driver, path.count == 1,
      let picked = call.arguments.argument(labeled: "case"),
      let name = PathRef(picked, source: source)?.components.last
    else { return driver }
    return .storeState(path + [name])
  }

  private static func subjectArgument(of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
    let arguments = call.arguments.nodes
    return subjectLabels.lazy.compactMap { label in
      arguments.first { $0.label?.identifierText == label }
    }.first
      // A closure is the content shown (`NavigationStack(root: { ... })`, `content:`), as a
      // trailing closure would be: never what is presented.
      ?? arguments.first { !$0.expression.is(ClosureExprSyntax.self) }
  }

  private static func text(of chosen: LabeledExprSyntax, context: CallContext) -> ArgumentText {
    var text = context.source.text(of: chosen.expression)
    let root = text.drop { $0 == "$" }.prefix { $0.mayStandInIdentifier }
    let rootIsStore = !root.isEmpty && context.viewStores.contains(String(root))
    // A name is kept whole, however long: whether it is the view's own state is read from it.
    let isCut = text.count > subjectLength && !chosen.expression.is(DeclReferenceExprSyntax.self)
    if isCut { text = text.prefix(subjectLength) + "…" }
    text = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingPrefix(while: \.isWhitespace)
    }.joined(separator: " ")
    return ArgumentText(
      label: chosen.label?.identifierText, text: text, isCut: isCut, rootIsStore: rootIsStore)
  }
}
