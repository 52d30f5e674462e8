import NavGraphCore
@_spi(RawSyntax) import SwiftSyntax

/// Walks every call once and hands it to the recognizers the triage routes it to
/// (`CallRecognizers.all`), keeping the walk's state they ask about (`CallContext`). One walk
/// for all of them keeps scanning close to the cost of parsing, the way swift-format runs all
/// its rules from one pipeline visitor.
final class CallSiteCollector: ScopedCollector {
  /// What the recognizers and the walk found so far.
  private(set) var facts = CallSiteFacts()
  /// For each open `switch` case: the index of its dismiss handler, if it is one.
  private var openCases: [Int?] = []
  /// For each open extension: the `Action` its `where` clause fixes (`extension AlertState
  /// where Action == Feature.Action.Alert`), if any.
  private var extensionActions: [String?] = []
  /// For each open extension: the feature whose domain its `where` clause fixes (`extension
  /// Reducer where State == Feature.State`), as written (`Feature.State`), if any.
  private var extensionDomains: [String?] = []
  /// The `switch` cases open around the current node, innermost last: which action the code
  /// there runs for.
  private var actionCases: [ActionHandlerRecognizer.OpenCase] = []
  /// Parameter names of the enclosing initializers, innermost last.
  private var initializerParameters: [Set<String>] = []
  /// How many `#Preview`s and `PreviewProvider`s enclose the current node.
  private var previewDepth = 0
  /// For each open extension: whether it declares a `PreviewProvider` conformance.
  private var extensionIsPreview: [Bool] = []
  /// For each open struct: whether it is a `PreviewProvider`.
  private var structIsPreview: [Bool] = []
  /// Parameters of the enclosing functions whose type names a store, innermost last.
  private var storeParameters: [StoreParameter] = []
  /// How many of them each open function declared.
  private var storeParameterCounts: [Int] = []
  /// Parameters of the enclosing functions whose type names a binding, innermost last, and
  /// how many each open function declared.
  private var bindingParameters: [String] = []
  private var bindingParameterCounts: [Int] = []
  /// How many of them each open function or closure added to `viewStores` (those not named
  /// `store`).
  private var viewStoreParameterCounts: [Int] = []
  /// Names of the variables whose initializers enclose the current node, innermost last.
  private var variables: [String] = []
  /// Locals of the enclosing functions scoped from a store, and how many each open function
  /// declared.
  private var derivedStores: [DerivedStore] = []
  private var derivedStoreCounts: [Int] = []
  /// The names the file's views give their stores, with the enclosing functions' store
  /// parameters.
  private var viewStores: ViewStoreNames
  /// What the enclosing reducer functions and closures call their `inout` state.
  private var stateRoots = StateRoots()
  /// What the enclosing `.run` closures call their send parameter, innermost last, and how
  /// many each open closure added.
  private var effectSendNames: [String] = []
  private var effectSendCounts: [Int] = []
  /// How many names each open function or closure added to `stateRoots`.
  private var stateRootCounts: [Int] = []
  /// The names of the enclosing functions, innermost last.
  private var functions: [String] = []

  /// The method the walk is in, as a helper its callers' handlers stand for; not the
  /// reducer's own `reduce(into:action:)`, which runs for every action.
  private var enclosingHelper: String? {
    functions.last.flatMap { $0 == "reduce" ? nil : $0 }
  }

  init(source: SourceText, viewStores: ViewStoreNames = ViewStoreNames()) {
    self.viewStores = viewStores
    super.init(source: source)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let path = ActionRequestRecognizer.sentPath(node, effectSends: effectSendNames) {
      facts.actionSends.append(
        ActionSendRecord(scope: scope, path: path, position: position(of: node)))
    }
    if let name = StateHelperCallRecognizer.calledHelper(node) {
      let handlers = ActionHandlerRecognizer.current(actionCases)
      facts.stateHelperCalls.append(
        StateHelperCallRecord(
          scope: scope, name: name, handlers: handlers,
          helper: handlers == nil ? enclosingHelper : nil))
    }
    let routes = CallTriage.routes(for: node, source: source)
    let routeContent = facts.openRouteContents.last.flatMap { $0.contains(node) ? $0 : nil }
    if let routeContent {
      RouteContentReader.note(node, in: &facts.routePresentations[routeContent.record].content)
    }
    guard !routes.isEmpty else { return .visitChildren }
    let callee = Callee(node.calledExpression)
    let context = callContext
    let scopesBefore = facts.viewScopes.count
    var read = CallTriage.Routes()
    for (index, recognizer) in CallRecognizers.all.enumerated() {
      let route = CallTriage.Routes(index: index)
      guard routes.contains(route) else { continue }
      if recognizer.record(node, callee: callee, context: context, into: &facts) {
        read.insert(route)
      }
    }
    // A store scoped inside a route presentation's content is the child it shows.
    if let routeContent, facts.viewScopes.count > scopesBefore {
      facts.routePresentations[routeContent.record].content.scopes +=
        facts.viewScopes[scopesBefore...].map(\.state)
    }
    recordUnread(node, callee: callee, routes: routes, read: read, context: context)
    return .visitChildren
  }

  /// The navigation-shaped calls no recognizer read, for the census: the call is tried as each
  /// kind of site it was routed to that no recognizer of the kind read.
  private func recordUnread(
    _ node: FunctionCallExprSyntax, callee: Callee, routes: CallTriage.Routes,
    read: CallTriage.Routes, context: CallContext
  ) {
    for kind in UnreadCallRecognizer.kinds {
      let recognizers = CallTriage.routes(of: kind)
      guard !routes.isDisjoint(with: recognizers), read.isDisjoint(with: recognizers) else {
        continue
      }
      // A preview's store is never where the app starts, however it is built.
      if kind == .store && context.isPreview { continue }
      if let unread = UnreadCallRecognizer.recognize(
        node, callee: callee, kind: kind, context: context)
      {
        facts.unreadCalls.append(unread)
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
    // `extension Feature_Previews: PreviewProvider { ... }`: a preview, as the struct would be.
    let isPreview = conformsToPreviewProvider(node.inheritanceClause)
    extensionIsPreview.append(isPreview)
    if isPreview {
      previewDepth += 1
      let extended = source.text(of: node.extendedType)
      facts.previewTypes.append(extended.split(separator: ".").last.map(String.init) ?? extended)
    }
    return super.visit(node)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    extensionActions.removeLast()
    extensionDomains.removeLast()
    if extensionIsPreview.popLast() == true { previewDepth -= 1 }
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
          StoreParameter(
            name: name, type: source.text(of: parameter.type),
            helper: PresentingHelper(
              name: node.name.identifierText, label: label == "_" ? nil : label)))
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
    var bindings = 0
    if source.contains("Binding", in: parameters) {
      for parameter in parameters.parameters.nodes
      where source.contains("Binding", in: parameter.type) {
        bindingParameters.append((parameter.secondName ?? parameter.firstName).identifierText)
        bindings += 1
      }
    }
    bindingParameterCounts.append(bindings)
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
    functions.append(node.name.identifierText)
    // Most functions return no binding: the context is built only for one that may.
    if let returned = node.signature.returnClause?.type, source.contains("Binding", in: returned),
      let helper = BindingHelperRecognizer.recognize(node, scope: scope, context: callContext)
    {
      facts.bindingHelpers.append(helper)
    }
    return super.visit(node)
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    functions.removeLast()
    let count = storeParameterCounts.removeLast()
    storeParameters.removeLast(count)
    bindingParameters.removeLast(bindingParameterCounts.removeLast())
    viewStores.parameters.removeLast(viewStoreParameterCounts.removeLast())
    stateRoots.names.removeLast(stateRootCounts.removeLast())
    super.visitPost(node)
  }

  // A local lives in the statements that declare it: a function's, a computed property's
  // (`var body: some View { let destinationStore = ... }`), a closure's, a branch's.
  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    derivedStoreCounts.append(0)
    return .visitChildren
  }
  override func visitPost(_ node: CodeBlockItemListSyntax) {
    derivedStores.removeLast(derivedStoreCounts.removeLast())
  }

  // `Reduce { s, action in ... }`: the closure's first parameter is the state.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    let effectSend = ActionRequestRecognizer.effectSendParameter(of: node)
    if let effectSend { effectSendNames.append(effectSend) }
    effectSendCounts.append(effectSend == nil ? 0 : 1)
    var roots = 0
    if let name = Self.reduceStateParameter(of: node) {
      stateRoots.names.append(name)
      roots = 1
    }
    stateRootCounts.append(roots)
    let viewStore = ViewStoreNames.closureParameter(of: node)
    if let viewStore { viewStores.parameters.append(viewStore) }
    viewStoreParameterCounts.append(viewStore == nil ? 0 : 1)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    effectSendNames.removeLast(effectSendCounts.removeLast())
    viewStores.parameters.removeLast(viewStoreParameterCounts.removeLast())
    stateRoots.names.removeLast(stateRootCounts.removeLast())
  }

  /// The name a `Reduce` (or pre-1.0 `Reducer`) closure gives its state, when not `state`.
  private static func reduceStateParameter(of closure: ClosureExprSyntax) -> String? {
    guard let call = closure.receivingCall,
      ["Reduce", "Reducer", "AnyReducer"].contains(Callee(call.calledExpression).name),
      let name = closure.parameterNames.first, name != "state", name != "_"
    else { return nil }
    return name
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let (field, call) = ImpliedPrompt.assignment(node, roots: stateRoots) {
      facts.promptBuilds.append(
        PromptRecognizer.implied(call, assignedTo: field, context: callContext))
    }
    let handlers = ActionHandlerRecognizer.current(actionCases)
    facts.fieldWrites += FieldWriteRecognizer.recognize(
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
    if facts.openIntegrations.last?.id == node.id { facts.openIntegrations.removeLast() }
    if facts.openRouteContents.last?.call == node.id { facts.openRouteContents.removeLast() }
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
    let isPreview = conformsToPreviewProvider(node.inheritanceClause)
    structIsPreview.append(isPreview)
    if isPreview {
      previewDepth += 1
      facts.previewTypes.append(node.name.identifierText)
    }
    return super.visit(node)
  }

  private func conformsToPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
    guard let clause, source.contains("PreviewProvider", in: clause) else { return false }
    return clause.inheritedTypes.nodes.contains {
      source.text(of: $0.type).hasSuffix("PreviewProvider")
    }
  }
  override func visitPost(_ node: StructDeclSyntax) {
    if structIsPreview.popLast() == true { previewDepth -= 1 }
    super.visitPost(node)
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let pattern = node.bindings.nodes.first?.pattern
    let name = pattern?.as(IdentifierPatternSyntax.self)?.identifier.identifierText
    variables.append(name ?? "")
    // A type's computed property that makes a binding (`var deleteConfirmation: Binding<Bool>
    // { ... }`); most members are no binding, and the type's text is checked first.
    if node.parent?.is(MemberBlockItemSyntax.self) == true,
      let binding = node.bindings.nodes.first, let type = binding.typeAnnotation?.type,
      binding.accessorBlock != nil, source.contains("Binding", in: type),
      let helper = BindingHelperRecognizer.recognize(binding, scope: scope, context: callContext)
    {
      facts.bindingHelpers.append(helper)
    }
    // A local statement, not a type's member.
    if let name, node.parent?.is(CodeBlockItemSyntax.self) == true, !derivedStoreCounts.isEmpty,
      let value = node.bindings.nodes.first?.initializer?.value,
      let derived = derivedStore(named: name, from: value)
    {
      derivedStores.append(derived)
      derivedStoreCounts[derivedStoreCounts.count - 1] += 1
    }
    return .visitChildren
  }

  /// `let destinationStore = store.scope(state: \.$destination, ...)`, or `= store.destination`
  /// (a property of the store scoping it to that field, as `ViewStyleRecognizer` reads
  /// `store.destination.scope(...)`): a local scoped from the view's store or a store parameter.
  private func derivedStore(named name: String, from value: ExprSyntax) -> DerivedStore? {
    let isStore = { (base: String) in
      self.viewStores.contains(base) || self.storeParameters.contains { $0.name == base }
    }
    if value.is(FunctionCallExprSyntax.self), source.contains("scope", in: value),
      let scoped = ViewStyleRecognizer.scopedState(value, context: callContext),
      let base = scoped.storeName, !scoped.state.isEmpty, isStore(base)
    {
      return DerivedStore(name: name, base: base, path: scoped.state)
    }
    if let member = value.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.identifierText,
      isStore(base)
    {
      return DerivedStore(
        name: name, base: base, path: [member.declName.baseName.identifierText])
    }
    return nil
  }
  override func visitPost(_ node: VariableDeclSyntax) { variables.removeLast() }

  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    var handler: Int?
    if case .case(let label) = node.label, source.contains("dismiss", in: label),
      let record = DismissHandlerRecognizer.recognize(label, context: callContext)
    {
      handler = facts.dismissHandlers.count
      facts.dismissHandlers.append(record)
    }
    openCases.append(handler)
    actionCases.append(ActionHandlerRecognizer.open(node, in: actionCases))
    facts.actionPatterns.append(contentsOf: ActionRequestRecognizer.patterns(of: node))
    return .visitChildren
  }
  override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
    if let record = ActionRequestRecognizer.pattern(of: node) {
      facts.actionPatterns.append(record)
    }
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
      facts.dismissHandlers[handler].clearedFields.append(field)
    } else if let label = Self.enclosingCaseLabel(of: node),
      var record = DismissHandlerRecognizer.recognizeCatchAll(label, context: callContext)
    {
      // `case .alert: state.alert = nil` clears the field on every action of its case, its
      // dismissal included: the field's own case, or the one a view routes its presentation
      // to (`action: \.cancelRemove`), which lint pairs with the field.
      record.clearedFields.append(field)
      openCases[openCases.count - 1] = facts.dismissHandlers.count
      facts.dismissHandlers.append(record)
    }
    return .skipChildren
  }

  private var callContext: CallContext {
    CallContext(
      scope: scope, source: source, viewStores: viewStores, stateRoots: stateRoots,
      actionCases: actionCases, storeParameters: storeParameters, derivedStores: derivedStores,
      extensionAction: extensionActions.last ?? nil, extensionDomain: extensionDomains.last ?? nil,
      variable: variables.last, isPreview: previewDepth > 0, helper: enclosingHelper,
      bindingParameters: bindingParameters, function: functions.last)
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
      facts.actionCaseNames.formUnion(path.components)
      facts.viewMentions.append(
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

  /// The name `store` or `self.store` refers to, read from the raw node.
  private static func referencedName(_ expression: RawExprSyntax) -> SyntaxText? {
    if let reference = expression.as(RawDeclReferenceExprSyntax.self) {
      return reference.baseName.tokenText
    }
    guard let member = expression.as(RawMemberAccessExprSyntax.self),
      member.base?.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self"
    else { return nil }
    return member.declName.baseName.tokenText
  }

  // A payload-less case assigned directly (`state.destination = .settings`) has no call.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    // Read from the raw node first: most member accesses have a base or a name that is no
    // case (`state.path`, `.none`), and building `base` and `parent` for each cost more.
    let raw = node.raw.cast(RawMemberAccessExprSyntax.self)
    if ActionHandlerRecognizer.namesActionCase(raw) {
      facts.actionCaseNames.insert(node.declName.baseName.identifierText)
    }
    // `viewStore.alert`, `store.alert`, `self.store.alert`: a view reading a field.
    if let base = raw.base.flatMap(Self.referencedName), viewStores.contains(base) {
      facts.viewMentions.append(
        ViewMentionRecord(
          scope: scope, path: [node.declName.baseName.identifierText],
          storeType: storeParameters.last?.type, isStoreRead: true))
    }
    if raw.base == nil, CallTriage.mayBeCaseName(raw.declName.baseName.tokenText),
      node.parent?.is(FunctionCallExprSyntax.self) != true
    {
      if var construction = ConstructionRecognizer.recognize(bareCase: node, context: callContext)
      {
        construction.handlers = ActionHandlerRecognizer.current(actionCases)
        construction.helper = construction.handlers == nil ? enclosingHelper : nil
        facts.constructions.append(construction)
      }
    }
    return .visitChildren
  }
}
