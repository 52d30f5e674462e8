import SwiftSyntax

/// Reads one file's declarations into an `AppIndex`.
final class AppIndexer: SyntaxVisitor {
  private(set) var index = AppIndex()
  /// The dotted path of each enclosing type or extension, innermost last.
  private var scopes: [String] = []

  static func index(_ tree: SourceFileSyntax) -> AppIndex {
    let indexer = AppIndexer(viewMode: .sourceAccurate)
    indexer.walk(tree)
    return indexer.index
  }

  private var current: String { scopes.last ?? "" }

  private func enter(_ name: TokenSyntax) {
    let bare = Identifier(token: name.text).name
    index.declare(bare, as: .type)
    index.typeNames.insert(bare)
    index.nestedTypes[current, default: []].insert(bare)
    scopes.append(current.isEmpty ? bare : current + "." + bare)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(TypePath.dotted(node.extendedType))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let bare = Identifier(token: node.name.text).name
    index.declare(bare, as: .type)
    index.typeNames.insert(bare)
    index.nestedTypes[current, default: []].insert(bare)
    return .visitChildren
  }
  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    index.declare(Identifier(token: node.name.text).name, as: .type)
    return .visitChildren
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    let name = Identifier(token: node.name.text).name
    index.declare(name, as: .enumCase)
    index.caseNames.insert(name)
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if case .identifier = node.name.tokenKind {
      index.declare(Identifier(token: node.name.text).name, as: .function)
    }
    return .visitChildren
  }

  // A parameter's label is part of its function's name, which callers outside the app may
  // fix (`reduce(into:action:)`); only the name used inside is the app's own choice.
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if let second = node.secondName?.identifier { index.declare(second.name, as: .local) }
    if node.parent?.parent?.parent?.parent?.is(InitializerDeclSyntax.self) == true,
      let label = node.firstName.identifier
    {
      index.initializerLabels.insert(label.name)
    }
    return .visitChildren
  }
  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    if let name = (node.secondName ?? node.firstName).identifier {
      index.declare(name.name, as: .local)
    }
    return .visitChildren
  }
  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.name.identifier { index.declare(name.name, as: .local) }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // A member (its declaration sits in a type's member list) is a property of that type.
    guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifier
      else { continue }
      index.declare(name.name, as: .property)
      index.properties[current, default: []].insert(name.name)
      if index.propertyTypes[name.name] == nil {
        if let type = binding.typeAnnotation?.type {
          index.propertyTypes[name.name] = type.trimmedDescription
        } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
          index.propertyTypes[name.name] = call.calledExpression.trimmedDescription
        }
      }
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.identifier.identifier { index.declare(name.name, as: .local) }
    return .visitChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard case .identifier(let text) = token.tokenKind else { return .visitChildren }
    index.written.insert(Identifier(token: text).name)
    if text.hasPrefix("$") || text.hasPrefix("_") {
      let identifier = Identifier(token: text)
      index.prefixedNames.insert(
        identifier.prefix.isEmpty ? String(identifier.name.dropFirst()) : identifier.name)
    }
    return .visitChildren
  }
}

/// Type paths as the index keys them.
enum TypePath {
  /// `Feature.Destination` for `Feature.Destination`, `Feature<T>.Destination` or
  /// `ComposableArchitecture.StackState` alike: the names, dotted, without generic arguments
  /// or backticks.
  static func dotted(_ type: TypeSyntax) -> String {
    components(type).joined(separator: ".")
  }

  static func components(_ type: TypeSyntax) -> [String] {
    if let member = type.as(MemberTypeSyntax.self) {
      return components(member.baseType) + [Identifier(token: member.name.text).name]
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return [Identifier(token: identifier.name.text).name]
    }
    return [type.trimmedDescription]
  }
}
