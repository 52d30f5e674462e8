@_spi(RawSyntax) import SwiftSyntax

/// Collects type declarations with their stored properties and enum cases, typealiases,
/// imports, and the store a view holds. Declarations only: it skips function, initializer and
/// accessor bodies, which the call-site collector walks instead.
final class DeclarationCollector: ScopedCollector {
  private(set) var types: [TypeRecord] = []
  private(set) var typealiases: [TypealiasRecord] = []
  private(set) var keyPathConstants: [KeyPathConstantRecord] = []
  private(set) var storeBindings: [StoreBindingRecord] = []
  /// Names of the properties declared with a store's type, for the call walk to know a
  /// view's store by (`ViewStoreNames`).
  private(set) var storeVariableNames: Set<String> = []
  private(set) var valueReducers: [ValueReducerRecord] = []
  private(set) var importsTestFramework = false
  /// The modules the file imports, by their first name.
  private(set) var imports: [String] = []
  /// A type of the file is marked `@main`: where the app starts.
  private(set) var declaresAppEntryPoint = false
  /// Index in `types` of each open declaration, innermost last.
  private var open: [Int] = []
  /// How many `#if DEBUG` clauses enclose the current node.
  private var debugClauses = 0

  private func begin(
    _ kind: TypeRecord.Kind, name: TokenSyntax?, attributes: AttributeListSyntax,
    inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax? = nil,
    generics: GenericParameterClauseSyntax? = nil
  ) {
    // `@Reducer` (1.x) or `@Feature` (2.0): a byte search rules out most types before any
    // name is read.
    var macro: String?
    if source.contains("Reducer", in: attributes) || source.contains("Feature", in: attributes) {
      for element in attributes.nodes {
        guard case .attribute(let attribute) = element,
          let name = source.typeRef(of: attribute.attributeName)?.last,
          name == "Reducer" || name == "Feature"
        else { continue }
        macro = name
      }
    }
    // `@main` (or the older `@UIApplicationMain`): the app's own entry is in the scanned code.
    if !declaresAppEntryPoint, source.contains("main", in: attributes) {
      declaresAppEntryPoint = attributes.nodes.contains {
        guard case .attribute(let attribute) = $0 else { return false }
        let name = source.text(of: attribute.attributeName)
        return name == "main" || name == "UIApplicationMain" || name == "NSApplicationMain"
      }
    }
    var conformance: String?
    if let clause = inheritance,
      source.contains("Reducer", in: clause) || source.contains("FeatureProtocol", in: clause)
    {
      conformance = ConformanceSyntax.inherited(clause, source: source).lazy
        .compactMap(\.last).first { Self.reducerProtocols.contains($0) }
    }
    open.append(types.count)
    types.append(
      TypeRecord(
        path: scope, kind: kind, hasReducerMacro: macro != nil,
        conformsToReducer: conformance != nil,
        isTCA2: macro == "Feature" || conformance == "FeatureProtocol",
        position: position(of: name.map(Syntax.init) ?? Syntax(attributes)),
        inheritanceText: inheritance.map { source.text(of: $0.inheritedTypes) },
        whereConformances: whereClause.map {
          ConformanceSyntax.selfConformances($0, source: source)
        } ?? [],
        genericParameters: ConformanceSyntax.genericParameters(generics),
        isDebugOnly: debugClauses > 0))
  }

  // `#if DEBUG` (not its `#else`): what it declares is built into debug builds alone.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if Self.isDebugCondition(node) { debugClauses += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: IfConfigClauseSyntax) {
    if Self.isDebugCondition(node) { debugClauses -= 1 }
  }

  private static func isDebugCondition(_ clause: IfConfigClauseSyntax) -> Bool {
    clause.poundKeyword.tokenKind != .poundElse
      && clause.condition?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG"
  }

  private static let reducerProtocols: Set<String> = ReducerProtocols.library

  private func end() { open.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = super.visit(node)
    begin(
      .struct, name: node.name, attributes: node.attributes,
      inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { end(); super.visitPost(node) }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = super.visit(node)
    begin(
      .enum, name: node.name, attributes: node.attributes,
      inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { end(); super.visitPost(node) }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = super.visit(node)
    begin(
      .class, name: node.name, attributes: node.attributes,
      inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { end(); super.visitPost(node) }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = super.visit(node)
    begin(
      .actor, name: node.name, attributes: node.attributes,
      inheritance: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { end(); super.visitPost(node) }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = super.visit(node)
    begin(
      .extension, name: nil, attributes: node.attributes,
      inheritance: node.inheritanceClause, whereClause: node.genericWhereClause)
    types[types.count - 1].position = position(of: node.extendedType)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { end(); super.visitPost(node) }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    _ = super.visit(node)
    begin(
      .protocol, name: node.name, attributes: node.attributes,
      inheritance: node.inheritanceClause, whereClause: node.genericWhereClause)
    // What the protocol fixes for its conformers reads like their own typealiases:
    // `Action == FeatureAction<Self>` in its `where` clause, `associatedtype X = Default`.
    for (name, target) in ConformanceSyntax.sameTypeRequirements(
      node.genericWhereClause, source: source)
    {
      typealiases.append(TypealiasRecord(scope: scope, name: name, target: target))
    }
    return .visitChildren
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.initializer?.value {
      typealiases.append(
        TypealiasRecord(
          scope: scope, name: node.name.identifierText, target: source.text(of: value)))
    }
    return .skipChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { end(); super.visitPost(node) }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // Read from the raw tree (`RawLocated`): every feature's `State` is stored properties,
    // and the typed API builds a node for each child it reads.
    let declaration = RawLocated(node)
    let raw = node.raw.cast(RawVariableDeclSyntax.self)
    // A store binding's type ends in `Store`/`StoreOf`: when the declaration's text holds
    // neither word, no binding can be one (a byte search, where reading each binding's type
    // costs node allocations and a parse). A reducer value is read wherever it may be
    // declared, a global or a static member, whatever its type is named: an app's alias of
    // the generic reducer (`typealias Home = Reducer<...>`) need not say `Reducer`.
    let isStatic = raw.modifiers.elements.contains { $0.name.tokenText == "static" }
    if open.isEmpty || isStatic || source.contains("Reducer", inBytes: declaration.range) {
      recordValueReducers(node)
    }
    if source.contains("\\", inBytes: declaration.range) { recordKeyPathConstants(node) }
    let mayBindStore = source.contains("Store", inBytes: declaration.range)
    guard let index = open.last, types[index].kind != .protocol, !isStatic
    else { return .skipChildren }
    // Wrappers are attributes: most properties have none.
    let wrapper = raw.attributes.elements.isEmpty ? nil : wrapper(of: node.attributes)
    // A specifier the parser inserted has no bytes; its kind still spells it.
    let specifier = raw.bindingSpecifier.tokenText
    let isLet = specifier.isEmpty ? node.bindingSpecifier.text == "let" : specifier == "let"
    for located in declaration.locate(raw.bindings).elements {
      let binding = located.raw.cast(RawPatternBindingSyntax.self)
      guard let identifier = binding.pattern.as(RawIdentifierPatternSyntax.self) else {
        continue
      }
      let name = identifier.identifier.identifierText
      var accessorNames: [String]?
      if let accessors = binding.accessorBlock, !Self.isObserverOnly(accessors) {
        if name == "body" { types[index].declaresBody = true }
        // A computed routes array (`var routes: IdentifiedArrayOf<Route<Screen.State>> { get
        // set }` over stored screen states) is what `forEachRoute` scopes to; a settable
        // optional child state (`var filter: Filter.State? { get { ... } set { ... } }`, one
        // per case of a plain enum) is what `ifLet` presents; a settable child state derived
        // from stored ones (`var button: Button.State { get { .init(...) } set { ... } }`) is
        // what `Scope` or `forEach` composes.
        let computed = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
        if name == "body", let annotation = binding.typeAnnotation,
          source.contains("Reducer", inBytes: located.locate(annotation).range)
        {
          types[index].bodyType = source.text(
            of: located.locate(annotation).locate(annotation.type))
        }
        guard let annotation = binding.typeAnnotation else {
          if name != "body" { types[index].computedProperties.append(computed) }
          continue
        }
        let range = located.locate(annotation).range
        if !source.contains("Route<", inBytes: range) {
          let accessors =
            node.bindings.first { $0.position.utf8Offset == located.offset }?.accessorBlock
          // The setter first: most computed properties have none, and the type's text is
          // made only for those that do.
          guard let names = Self.projection(accessors),
            source.contains("State", inBytes: range)
              || Self.getterBuilds(
                source.text(of: located.locate(annotation).locate(annotation.type)), accessors)
          else {
            if name != "body" { types[index].computedProperties.append(computed) }
            continue
          }
          accessorNames = names
        }
      }
      var typeText: String?
      if let annotation = binding.typeAnnotation {
        typeText = source.text(of: located.locate(annotation).locate(annotation.type))
      } else if let initializer = binding.initializer {
        let value = located.locate(initializer).locate(initializer.value)
        var callee = value
        if let call = initializer.value.as(RawFunctionCallExprSyntax.self) {
          callee = value.locate(call.calledExpression)
          typeText = source.text(of: callee)
        }
        // `Destination.State.splash` or `Destination.State.auth(...)`: a case of a state enum,
        // whose type is the base.
        if let member = callee.raw.as(RawMemberAccessExprSyntax.self), let base = member.base,
          source.contains("State", inBytes: callee.range)
        {
          let text = source.text(of: callee.locate(base))
          if text.hasSuffix(".State") { typeText = text }
        }
      }
      if mayBindStore, let typeText, var ref = TypeRef.parse(typeText) {
        // `var store = Store(initialState: ...) { Feature() }`: a store of the reducer built.
        if ref.last == "Store", ref.arguments.isEmpty, binding.typeAnnotation == nil,
          let reducer = builtReducer(in: node, at: located.offset)
        {
          ref = TypeRef(components: ["StoreOf"], arguments: [reducer], isOptional: false)
        }
        recordStoreBinding(ref, named: name)
        if ViewStoreNames.isStoreType(ref), !ViewStoreNames.conventional.contains(name) {
          storeVariableNames.insert(name)
        }
      }
      let hasValue = binding.initializer != nil
      let isOptional =
        binding.typeAnnotation.map {
          $0.type.is(RawOptionalTypeSyntax.self)
            || $0.type.is(RawImplicitlyUnwrappedOptionalTypeSyntax.self)
        } ?? false
      types[index].fields.append(
        FieldRecord(
          name: name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name,
          typeText: typeText, wrapper: wrapper,
          position: source.position(of: located.locate(binding.pattern)),
          isMemberwiseParameter: !(isLet && hasValue),
          hasDefaultValue: hasValue || (isOptional && !isLet) || wrapper != nil,
          hasInitialValue: binding.initializer.map {
            !$0.value.is(RawNilLiteralExprSyntax.self)
          } ?? false,
          accessorNames: accessorNames))
      if accessorNames != nil {
        types[index].fields[types[index].fields.count - 1].isMemberwiseParameter = false
      }
    }
    return .skipChildren
  }

  /// Whether a computed property's getter builds a value of its type from others (`get {
  /// .init(alert: alert, isOn: isOn) }`): a child state derived from stored fields, whatever
  /// its type is named.
  private static func getterBuilds(_ type: String, _ block: AccessorBlockSyntax?) -> Bool {
    guard let block, case .accessors(let accessors) = block.accessors,
      let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
      let statement = getter.body?.statements.first?.item
    else { return false }
    let value: ExprSyntax? =
      switch statement {
      case .expr(let expression): expression
      case .stmt(let stmt): stmt.as(ReturnStmtSyntax.self)?.expression
      default: nil
      }
    guard let call = value?.as(FunctionCallExprSyntax.self) else { return false }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.tokenKind == .keyword(.`init`)
        && (member.base == nil || member.base?.trimmedDescription == type)
    }
    return call.calledExpression.trimmedDescription == type
  }

  /// The names a settable computed property's accessors read, in order, each once; `nil` when
  /// it has no setter (a getter alone projects nothing a reducer can write).
  private static func projection(_ block: AccessorBlockSyntax?) -> [String]? {
    guard let block, case .accessors(let accessors) = block.accessors,
      accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })
    else { return nil }
    var names: [String] = []
    for token in block.tokens(viewMode: .sourceAccurate) {
      guard case .identifier = token.tokenKind else { continue }
      let name = token.identifierText
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let index = open.last else { return .skipChildren }
    // Read from the raw tree (`RawLocated`): every reducer's `Action` and `State` enums are
    // cases, and the typed API builds a node for each child it reads.
    let declaration = RawLocated(node)
    let raw = node.raw.cast(RawEnumCaseDeclSyntax.self)
    var attribute: CaseRecord.Attribute?
    if !raw.attributes.elements.isEmpty {
      for element in node.attributes.nodes {
        guard case .attribute(let attr) = element else { continue }
        switch source.text(of: attr.attributeName) {
        case "ReducerCaseEphemeral": attribute = .ephemeral
        case "ReducerCaseIgnored": attribute = .ignored
        default: break
        }
      }
    }
    for located in declaration.locate(raw.elements).elements {
      let element = located.raw.cast(RawEnumCaseElementSyntax.self)
      var payloads: [String] = []
      var isFirstPayloadLabeled = false
      if let clause = element.parameterClause {
        let parameters = located.locate(clause).locate(clause.parameters).elements
        payloads.reserveCapacity(parameters.count)
        for parameter in parameters {
          let typed = parameter.raw.cast(RawEnumCaseParameterSyntax.self)
          payloads.append(source.text(of: parameter.locate(typed.type)))
        }
        isFirstPayloadLabeled =
          parameters.first?.raw.cast(RawEnumCaseParameterSyntax.self).firstName != nil
      }
      types[index].cases.append(
        CaseRecord(
          name: element.name.identifierText, payloads: payloads,
          isFirstPayloadLabeled: isFirstPayloadLabeled, attribute: attribute,
          position: source.position(of: located.locate(element.name))))
    }
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    typealiases.append(
      TypealiasRecord(
        scope: scope, name: node.name.identifierText,
        target: source.text(of: node.initializer.value)))
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let module = node.path.nodes.first?.name.identifierText
    if module == "XCTest" || module == "Testing" { importsTestFramework = true }
    if let module { imports.append(module) }
    return .skipChildren
  }

  // Bodies hold no declarations this collector needs.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let index = open.last, types[index].kind != .protocol,
      node.name.rawText == "reduce", Self.isReduceIntoAction(node.signature)
    {
      types[index].declaresBody = true
    }
    return .skipChildren
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    // An `init` in the body (not in an extension) replaces the memberwise initializer.
    if let index = open.last, types[index].kind == .struct {
      types[index].declaresInitializer = true
    }
    return .skipChildren
  }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  /// `let x = Reducer<S, A, E>...` or `let x: Reducer<S, A, E> = ...` (also `AnyReducer`).
  private func recordValueReducers(_ node: VariableDeclSyntax) {
    for binding in node.bindings.nodes {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText
      else { continue }
      // The type is parsed straight from the source bytes: most variables are not reducers,
      // and their initializers can be long (a literal, a closure).
      let ref: TypeRef?
      if let annotation = binding.typeAnnotation {
        ref = source.typeRef(of: annotation.type)
      } else if var value = binding.initializer?.value {
        // `Reducer<S, A, E>.combine(...)`, `Reducer<S, A, E> { ... }`, `Reducer<S, A, E>.empty`
        if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
          value = base
        }
        ref = source.typeRef(of: value)
      } else {
        ref = nil
      }
      guard let ref else { continue }
      if ref.last == "Reducer" || ref.last == "AnyReducer", ref.arguments.count == 3 {
        valueReducers.append(
          ValueReducerRecord(
            scope: scope, name: name, stateType: ref.arguments[0].dotted,
            actionType: ref.arguments[1].dotted, position: position(of: binding.pattern)))
      } else if ref.arguments.isEmpty, !ref.isOptional, binding.initializer != nil,
        ref.components.first.map(NameCase.mayNameType) == true
      {
        // A type of the app's own, possibly an alias of the generic reducer: which it is
        // depends on a declaration that may be in another file.
        valueReducers.append(
          ValueReducerRecord(
            scope: scope, name: name, stateType: "", position: position(of: binding.pattern),
            throughAlias: ref.dotted))
      }
    }
  }

  /// `let x = \.$destination` or `let x: WritableKeyPath<...> = \.path`, at any level.
  private func recordKeyPathConstants(_ node: VariableDeclSyntax) {
    for binding in node.bindings.nodes {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText,
        let value = binding.initializer?.value, value.is(KeyPathExprSyntax.self),
        let path = PathRef(value, source: source)
      else { continue }
      keyPathConstants.append(KeyPathConstantRecord(scope: scope, name: name, path: path))
    }
  }

  /// The reducer the store a binding's initializer builds runs (`Feature` in `Store(
  /// initialState: ...) { Feature() }` or `Store(initialState: ..., reducer: Feature())`).
  private func builtReducer(in node: VariableDeclSyntax, at offset: Int) -> TypeRef? {
    guard
      let call = node.bindings.first(where: { $0.position.utf8Offset == offset })?
        .initializer?.value.as(FunctionCallExprSyntax.self)
    else { return nil }
    if let name = IntegrationRecognizer.childReducer(of: call, source: source) {
      return TypeRef.parse(name)
    }
    guard let reducer = call.arguments.argument(labeled: "reducer")?
      .as(FunctionCallExprSyntax.self)
    else { return nil }
    return source.typeRef(of: reducer.calledExpression)
  }

  private func recordStoreBinding(_ ref: TypeRef, named name: String) {
    var feature: [String]?
    if ref.last == "StoreOf" || ref.last == "ViewStoreOf", let argument = ref.arguments.first {
      feature = argument.components
    } else if ref.last == "Store", let state = ref.arguments.first {
      feature = state.featureComponents
    } else if ref.last == "ViewStore", ref.arguments.count == 2 {
      // A view store often observes a state of the view's own (`ViewStore<ViewState,
      // Feature.Action>`): its action says whose store it is, else its state, which before
      // nested `State`s is the app's own type (`ViewStore<ProfileState, ProfileAction>`).
      let named = ref.arguments.reversed().first {
        $0.components.count > 1 && ["State", "Action"].contains($0.last)
      }
      feature = (named ?? ref.arguments[0]).featureComponents
    } else if ViewStoreNames.conventional.contains(name) || ref.last == "Store",
      ref.arguments.isEmpty, !ref.isOptional,
      ref.components.first.map(NameCase.mayNameType) == true
    {
      // `let store: ProfileStore`: possibly the app's alias of a store type, declared in any
      // file; resolution keeps it only if the alias says so (`ViewOwners`). `Store` alone is
      // such an alias whatever the property is named (`typealias Store = StoreOf<Self>`).
      feature = ref.components
    }
    if let feature, !scope.isEmpty {
      storeBindings.append(
        StoreBindingRecord(scope: scope, feature: feature.joined(separator: ".")))
    }
  }

  private func wrapper(of attributes: AttributeListSyntax) -> FieldRecord.Wrapper? {
    // Both wrappers' names hold `Present`.
    guard source.contains("Present", in: attributes) else { return nil }
    for element in attributes.nodes {
      guard case .attribute(let attribute) = element,
        let name = source.typeRef(of: attribute.attributeName)?.last
      else { continue }
      if name == "Presents" { return .presents }
      if name == "PresentationState" { return .presentationState }
    }
    return nil
  }

  /// `reduce(into:action:)`, the requirement a reducer writes instead of `body` (not the
  /// helpers `reduce(into:viewAction:)` a protocol of the app's own may add beside it).
  private static func isReduceIntoAction(_ signature: FunctionSignatureSyntax) -> Bool {
    let labels = signature.parameterClause.parameters.nodes.map { $0.firstName.rawText }
    return labels.count == 2 && labels[0] == "into" && labels[1] == "action"
  }

  /// `var x: T { didSet { ... } }` is still stored; `{ get }` or a getter body is not.
  private static func isObserverOnly(_ block: RawAccessorBlockSyntax) -> Bool {
    guard let accessors = block.accessors.as(RawAccessorDeclListSyntax.self) else { return false }
    return accessors.elements.allSatisfy {
      let specifier = $0.accessorSpecifier.tokenText
      return specifier == "willSet" || specifier == "didSet"
    }
  }
}
