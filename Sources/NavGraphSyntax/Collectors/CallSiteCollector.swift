import NavGraphCore
@_spi(RawSyntax) import SwiftSyntax

/// Walks every call once and hands it to the small recognizers (integrations, case
/// constructions, effects, view styles). One walk for the four keeps scanning close to the
/// cost of parsing, the way swift-format runs all its rules from one pipeline visitor.
final class CallSiteCollector: ScopedCollector {
  private(set) var integrations: [IntegrationRecord] = []
  private(set) var constructions: [ConstructionRecord] = []
  private(set) var effects: [EffectRecord] = []
  private(set) var dismissHandlers: [DismissHandlerRecord] = []
  /// For each open `switch` case: the index of its dismiss handler, if it is one.
  private var openCases: [Int?] = []
  private(set) var viewStyles: [ViewStyleRecord] = []
  private(set) var viewScopes: [ViewScopeRecord] = []
  private(set) var fieldWrites: [FieldWriteRecord] = []
  private(set) var presentingHelpers: [PresentingHelper] = []
  private(set) var viewMentions: [ViewMentionRecord] = []
  private(set) var promptBuilds: [PromptBuildRecord] = []
  /// For each open extension: the `Action` its `where` clause fixes (`extension AlertState
  /// where Action == Feature.Action.Alert`), if any.
  private var extensionActions: [String?] = []
  /// For each open extension: the feature whose domain its `where` clause fixes (`extension
  /// Reducer where State == Feature.State`), as written (`Feature.State`), if any.
  private var extensionDomains: [String?] = []
  /// The `switch` cases open around the current node, innermost last: which action the code
  /// there runs for.
  private var actionCases: [ActionHandlerRecognizer.OpenCase] = []
  /// The case names written outside patterns that may build an action (`.detailTapped`).
  private(set) var actionCaseNames: Set<String> = []
  /// Parameter names of the enclosing initializers, innermost last.
  private var initializerParameters: [Set<String>] = []
  private(set) var pullbacks: [PullbackRecord] = []
  private(set) var stores: [StoreRecord] = []
  private(set) var unreadCalls: [UnreadCallRecord] = []
  /// How many `#Preview`s and `PreviewProvider`s enclose the current node.
  private var previewDepth = 0
  /// For each open struct: whether it is a `PreviewProvider`.
  private var structIsPreview: [Bool] = []
  /// The integration calls whose arguments enclose the current node, innermost last.
  /// `arguments` is the byte offset where the call's arguments start.
  private var openIntegrations: [(id: SyntaxIdentifier, arguments: Int, state: [String])] = []
  /// Parameters of the enclosing functions whose type names a store, innermost last.
  private var storeParameters: [(name: String, type: String, helper: PresentingHelper)] = []
  /// How many of them each open function declared.
  private var storeParameterCounts: [Int] = []
  /// How many of them each open function added to `viewStores` (those not named `store`).
  private var viewStoreParameterCounts: [Int] = []
  /// Names of the variables whose initializers enclose the current node, innermost last.
  private var variables: [String] = []
  /// The names the file's views give their stores, with the enclosing functions' store
  /// parameters.
  private var viewStores: ViewStoreNames
  /// What the enclosing reducer functions and closures call their `inout` state.
  private var stateRoots = StateRoots()
  /// How many names each open function or closure added to `stateRoots`.
  private var stateRootCounts: [Int] = []

  init(source: SourceText, viewStores: ViewStoreNames = ViewStoreNames()) {
    self.viewStores = viewStores
    super.init(source: source)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let routes = CallTriage.routes(for: node, source: source)
    guard !routes.isEmpty else { return .visitChildren }
    let callee = Callee(node.calledExpression)
    let context = callContext
    var read = CallTriage.Routes()
    if routes.contains(.integration),
      var integration = IntegrationRecognizer.recognize(node, callee: callee, context: context)
    {
      // Nested only in an open integration's arguments or closures, not in the chain it is
      // called on (`Reduce {}.ifLet(...).forEach(...)` visits `forEach` first).
      let offset = node.position.utf8Offset
      integration.nestedIn = openIntegrations.last { $0.arguments <= offset }?.state
      openIntegrations.append(
        (node.id, node.calledExpression.endPosition.utf8Offset,
         integration.state?.components ?? []))
      integration.domainOwner = extensionDomains.last ?? nil
      integrations.append(integration)
      read.insert(.integration)
    }
    if routes.contains(.construction),
      var construction = ConstructionRecognizer.recognize(node, callee: callee, context: context)
    {
      construction.handlers = ActionHandlerRecognizer.current(actionCases)
      constructions.append(construction)
    }
    if routes.contains(.effect),
      let effect = EffectRecognizer.recognize(node, callee: callee, context: context)
    {
      effects.append(effect)
    }
    if routes.contains(.viewStyle),
      let found = ViewStyleRecognizer.recognize(node, callee: callee, context: context),
      !found.isWholeItem || storeParameters.contains(where: { $0.name == found.storeName })
    {
      var style = found.record
      if let name = found.storeName {
        let parameter = storeParameters.last { $0.name == name }
        style.storeType = parameter?.type
        // A store handed whole to the presentation: whoever hands this function or type
        // that store presents it (`func moduleListsSheet(_ store: ...) { sheet(store: store)
        // }`, a `ViewModifier` with a `store` property).
        if style.state.isEmpty {
          presentingHelpers.append(
            parameter?.helper ?? PresentingHelper(name: scope.last ?? "", label: name))
        }
      }
      viewStyles.append(style)
      read.insert(.viewStyle)
    }
    if routes.contains(.viewScope),
      let found = ViewScopeRecognizer.recognize(node, callee: callee, context: context)
    {
      var scoped = found.record
      if let name = found.storeName {
        scoped.storeType = storeParameters.last { $0.name == name }?.type
      }
      viewScopes.append(scoped)
    }
    if routes.contains(.stateInitializer), FieldWriteRecognizer.isStateInitializer(callee) {
      fieldWrites += FieldWriteRecognizer.recognize(stateInitializer: node, context: context)
    }
    if routes.contains(.prompt),
      let prompt = PromptRecognizer.recognize(
        node, callee: callee, context: context, owner: extensionActions.last ?? nil)
    {
      promptBuilds.append(prompt)
    }
    if routes.contains(.pullback),
      let pullback = PullbackRecognizer.recognize(
        node, callee: callee, container: variables.last, context: context)
    {
      pullbacks.append(pullback)
      read.insert(.integration)
    }
    if routes.contains(.store),
      let store = StoreRecognizer.recognize(
        node, callee: callee, context: context, isPreview: previewDepth > 0)
    {
      stores.append(store)
      read.insert(.store)
    }
    recordUnread(node, callee: callee, routes: routes.subtracting(read), context: context)
    return .visitChildren
  }

  /// The navigation-shaped calls no recognizer read, for the census.
  private func recordUnread(
    _ node: FunctionCallExprSyntax, callee: Callee, routes: CallTriage.Routes,
    context: CallContext
  ) {
    let kinds: [(CallTriage.Routes, NavigationSiteKind)] = [
      (.integration, .integration), (.viewStyle, .viewPresentation), (.store, .store),
      (.census, .viewPresentation),
    ]
    // A preview's store is never where the app starts, however it is built.
    for (route, kind) in kinds
    where routes.contains(route) && !(kind == .store && previewDepth > 0) {
      if let unread = UnreadCallRecognizer.recognize(
        node, callee: callee, kind: kind, context: context)
      {
        unreadCalls.append(unread)
        return
      }
    }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var action: String?
    var domain: String?
    for requirement in node.genericWhereClause?.requirements ?? [] {
      guard case .sameTypeRequirement(let same) = requirement.requirement else { continue }
      switch source.text(of: same.leftType) {
      case "Action":
        action = source.text(of: same.rightType)
        domain = domain ?? action
      case "State": domain = source.text(of: same.rightType)
      default: break
      }
    }
    extensionActions.append(action)
    extensionDomains.append(domain)
    return super.visit(node)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    extensionActions.removeLast()
    extensionDomains.removeLast()
    super.visitPost(node)
  }

  // A view helper's store is often a parameter: `func destinations(with store:
  // StoreOf<Feature>)`, `destinationStore: PresentationStoreOf<Feature.Destination>`.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    var count = 0
    var unconventional = 0
    let parameters = node.signature.parameterClause
    if source.contains("Store", in: parameters) {
      for parameter in parameters.parameters.nodes
      where source.contains("Store", in: parameter.type) {
        let name = (parameter.secondName ?? parameter.firstName).identifierText
        let label = parameter.firstName.identifierText
        storeParameters.append(
          (name, source.text(of: parameter.type),
           PresentingHelper(name: node.name.identifierText, label: label == "_" ? nil : label)))
        // Only a name other than `store` needs an entry: the walk checks every member
        // access's base against these.
        if !ViewStoreNames.conventional.contains(name) {
          viewStores.parameters.append(name)
          unconventional += 1
        }
        count += 1
      }
    }
    storeParameterCounts.append(count)
    viewStoreParameterCounts.append(unconventional)
    // `reduce(into s: inout State, action: Action)`: the state is written through `s`.
    var roots = 0
    for parameter in parameters.parameters.nodes
    where parameter.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty == false {
      let name = (parameter.secondName ?? parameter.firstName).identifierText
      guard name != "state" else { continue }
      stateRoots.names.append(name)
      roots += 1
    }
    stateRootCounts.append(roots)
    return super.visit(node)
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    let count = storeParameterCounts.removeLast()
    storeParameters.removeLast(count)
    viewStores.parameters.removeLast(viewStoreParameterCounts.removeLast())
    stateRoots.names.removeLast(stateRootCounts.removeLast())
    super.visitPost(node)
  }

  // `Reduce { s, action in ... }`: the closure's first parameter is the state.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    var roots = 0
    if let name = Self.reduceStateParameter(of: node) {
      stateRoots.names.append(name)
      roots = 1
    }
    stateRootCounts.append(roots)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    stateRoots.names.removeLast(stateRootCounts.removeLast())
  }

  /// The name a `Reduce` (or pre-1.0 `Reducer`) closure gives its state, when not `state`.
  private static func reduceStateParameter(of closure: ClosureExprSyntax) -> String? {
    guard let parameters = closure.signature?.parameterClause,
      let call = closure.parent?.as(FunctionCallExprSyntax.self)
        ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      ["Reduce", "Reducer", "AnyReducer"].contains(Callee(call.calledExpression).name)
    else { return nil }
    let name: String?
    switch parameters {
    case .simpleInput(let names): name = names.first?.name.identifierText
    case .parameterClause(let clause): name = clause.parameters.first.map {
        ($0.secondName ?? $0.firstName).identifierText
      }
    }
    guard let name, name != "state", name != "_" else { return nil }
    return name
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let handlers = ActionHandlerRecognizer.current(actionCases)
    fieldWrites += FieldWriteRecognizer.recognize(
      node, initializerParameters: initializerParameters.last ?? [], context: callContext
    ).map { write in
      var write = write
      write.handlers = handlers
      return write
    }
    return .visitChildren
  }

  // `self.alert = alert` hands a parameter on: the field is set only where callers pass it.
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    initializerParameters.append(
      Set(node.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).identifierText
      }))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { initializerParameters.removeLast() }

  override func visitPost(_ node: FunctionCallExprSyntax) {
    if openIntegrations.last?.id == node.id { openIntegrations.removeLast() }
  }

  // Stores built for previews are not where the app starts.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.sourceText == "Preview" { previewDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionExprSyntax) {
    if node.macroName.sourceText == "Preview" { previewDepth -= 1 }
  }
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.sourceText == "Preview" { previewDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionDeclSyntax) {
    if node.macroName.sourceText == "Preview" { previewDepth -= 1 }
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let isPreview = node.inheritanceClause.map { clause in
      source.contains("PreviewProvider", in: clause)
        && clause.inheritedTypes.nodes.contains {
          source.text(of: $0.type).hasSuffix("PreviewProvider")
        }
    } ?? false
    structIsPreview.append(isPreview)
    if isPreview { previewDepth += 1 }
    return super.visit(node)
  }
  override func visitPost(_ node: StructDeclSyntax) {
    if structIsPreview.popLast() == true { previewDepth -= 1 }
    super.visitPost(node)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let pattern = node.bindings.nodes.first?.pattern
    let name = pattern?.as(IdentifierPatternSyntax.self)?.identifier.identifierText
    variables.append(name ?? "")
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) { variables.removeLast() }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    var handler: Int?
    if case .case(let label) = node.label, source.contains("dismiss", in: label),
      let record = DismissHandlerRecognizer.recognize(label, context: callContext)
    {
      handler = dismissHandlers.count
      dismissHandlers.append(record)
    }
    openCases.append(handler)
    actionCases.append(ActionHandlerRecognizer.open(node, in: actionCases))
    return .visitChildren
  }
  override func visitPost(_ node: SwitchCaseSyntax) {
    openCases.removeLast()
    actionCases.removeLast()
  }

  override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    // `state.alert = nil` in the body of a dismiss handler (a nested switch's case has its
    // own entry, `nil` when it handles no dismissal).
    guard !openCases.isEmpty,
      let field = DismissHandlerRecognizer.clearedField(by: node, roots: stateRoots)
    else {
      return .skipChildren
    }
    if let handler = openCases[openCases.count - 1] {
      dismissHandlers[handler].clearedFields.append(field)
    } else if let label = Self.enclosingCaseLabel(of: node),
      var record = DismissHandlerRecognizer.recognizeCatchAll(label, context: callContext),
      record.actionPath == [field.split(separator: ".").last.map(String.init) ?? field]
    {
      // `case .alert: state.alert = nil` clears the field its case is named after on every
      // action of it, its dismissal included.
      record.clearedFields.append(field)
      openCases[openCases.count - 1] = dismissHandlers.count
      dismissHandlers.append(record)
    }
    return .skipChildren
  }

  private var callContext: CallContext {
    CallContext(scope: scope, source: source, viewStores: viewStores, stateRoots: stateRoots)
  }

  /// The label of the `switch` case whose body holds `node` (not of one nested deeper).
  private static func enclosingCaseLabel(of node: some SyntaxProtocol) -> SwitchCaseLabelSyntax? {
    var current = node.parent
    while let candidate = current {
      if let switchCase = candidate.as(SwitchCaseSyntax.self) {
        if case .case(let label) = switchCase.label { return label }
        return nil
      }
      if candidate.is(ClosureExprSyntax.self) || candidate.is(FunctionDeclSyntax.self) {
        return nil
      }
      current = candidate.parent
    }
    return nil
  }

  // Subtrees that never hold a call a recognizer wants: skipping them keeps the one full walk
  // cheap. (`case .destination(.presented(...))` patterns look like case constructions.)
  override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  // A key path names properties and cases; its subscripts' arguments are ids, not navigation.
  // The recognizers read key paths from the raw tree (`PathRef`), so skipping them here
  // spares building their nodes at all.
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    if let path = PathRef(ExprSyntax(node), source: source), !path.components.isEmpty {
      // `.sending(\.didSelectImages)`, `send(\.view.tapped)`: a key path may name the action
      // a binding or a store sends.
      actionCaseNames.formUnion(path.components)
      viewMentions.append(
        ViewMentionRecord(
          scope: scope, path: path.components, storeType: storeParameters.last?.type))
    }
    return .skipChildren
  }
  // Nodes made of tokens only (a name, a literal, generic arguments): nothing below them is a
  // call, and walking into them built a node for each token — a name is a third of all nodes.
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  // A payload-less case assigned directly (`state.destination = .settings`) has no call.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // Read from the raw node first: most member accesses have a base or a name that is no
    // case (`state.path`, `.none`), and building `base` and `parent` for each cost more.
    let raw = node.raw.cast(RawMemberAccessExprSyntax.self)
    if ActionHandlerRecognizer.namesActionCase(raw) {
      actionCaseNames.insert(node.declName.baseName.identifierText)
    }
    // `viewStore.alert`, `store.alert`: a view reading a field.
    if let base = raw.base?.as(RawDeclReferenceExprSyntax.self),
      viewStores.contains(base.baseName.tokenText)
    {
      viewMentions.append(
        ViewMentionRecord(
          scope: scope, path: [node.declName.baseName.identifierText],
          storeType: storeParameters.last?.type))
    }
    if raw.base == nil, CallTriage.mayBeCaseName(raw.declName.baseName.tokenText),
      node.parent?.is(FunctionCallExprSyntax.self) != true
    {
      let context = callContext
      if var construction = ConstructionRecognizer.recognize(bareCase: node, context: context) {
        construction.handlers = ActionHandlerRecognizer.current(actionCases)
        constructions.append(construction)
      }
    }
    return .visitChildren
  }
}

/// What a recognizer may ask about the place of a call.
struct CallContext {
  var scope: [String]
  var source: SourceText
  var viewStores = ViewStoreNames()
  var stateRoots = StateRoots()

  func position(of node: some SyntaxProtocol) -> Position { source.position(of: node) }
}

/// The called expression of a call, reduced to its name and base.
struct Callee {
  /// `ifLet` in `Reduce {}.ifLet(...)`, `Scope` in `Scope(...)`.
  var name: String?
  /// The base of a member call (`state.path` in `state.path.append`), `nil` for `.x(...)`.
  var base: ExprSyntax?
  var isMember: Bool
  /// The token naming the callee, for locations.
  var nameToken: TokenSyntax?

  init(_ expression: ExprSyntax) {
    let expression = Self.called(expression)
    if let member = expression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.identifierText
      base = member.base
      isMember = true
      nameToken = member.declName.baseName
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.identifierText
      isMember = false
      nameToken = reference.baseName
    } else {
      isMember = false
    }
  }

  /// What a callee names, without what does not change it: generic arguments
  /// (`StackState<Path.State>()`), an initializer named explicitly (`Scope.init(...)` calls
  /// `Scope` as `Scope(...)` does; `.init(...)` and `self.init(...)` stay `init`), a library's
  /// module (`SwiftUI.NavigationStack(path:)`).
  private static func called(_ expression: ExprSyntax) -> ExprSyntax {
    var expression = expression
    while true {
      if let generic = expression.as(GenericSpecializationExprSyntax.self) {
        expression = generic.expression
        continue
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        if member.declName.baseName.tokenKind == .keyword(.`init`), !isSelf(base) {
          expression = base
          continue
        }
        if LibraryModules.isModule(base) { return ExprSyntax(member.declName) }
      }
      return expression
    }
  }

  /// `self`, `Self` or `super`: the initializer of the enclosing type, not a type named.
  private static func isSelf(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    switch reference.baseName.tokenKind {
    case .keyword(.self), .keyword(.Self), .keyword(.super): return true
    default: return false
    }
  }
}

extension LabeledExprListSyntax {
  func argument(labeled label: String?) -> ExprSyntax? {
    nodes.first { $0.label?.sourceText == label }?.expression
  }
}
