import SwiftSyntax

/// Writes a type's members with or without `self.` and its nested types with or without
/// `Self.`: `destination = .detail(...)` ↔ `self.destination = .detail(...)`, `State` ↔
/// `Self.State`. A name stays bare where a local of the same name would take it.
struct SelfReferenceTransformation: Transformation {
  /// Whether `self.`/`Self.` are added (`true`) or removed.
  let explicit: Bool

  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        app.broken.contains(path)
          ? nil
          : SelfRewriter(index: app.index, explicit: explicit).rewrite(tree).description
      })
  }
}

private final class SelfRewriter: SyntaxRewriter {
  let index: AppIndex
  let explicit: Bool
  private var scopes = TypeScopeStack()
  /// The names declared inside each member met, by the member's node.
  private var locals: [SyntaxIdentifier: Set<String>] = [:]

  init(index: AppIndex, explicit: Bool) {
    self.index = index
    self.explicit = explicit
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    scopes.push(node.name, kind: .value)
    defer { scopes.pop() }
    return super.visit(node)
  }
  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    scopes.push(node.name, kind: .value)
    defer { scopes.pop() }
    return super.visit(node)
  }
  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    scopes.push(node.name, kind: .reference)
    defer { scopes.pop() }
    return super.visit(node)
  }
  override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
    scopes.push(node.name, kind: .reference)
    defer { scopes.pop() }
    return super.visit(node)
  }
  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
    scopes.push(node.name, kind: .protocol)
    defer { scopes.pop() }
    return super.visit(node)
  }
  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    scopes.push(extension: node)
    defer { scopes.pop() }
    return super.visit(node)
  }

  // Where `Self` cannot be written, or names mean something else.
  override func visit(_ node: InheritanceClauseSyntax) -> InheritanceClauseSyntax { node }
  override func visit(_ node: GenericWhereClauseSyntax) -> GenericWhereClauseSyntax { node }
  override func visit(_ node: GenericParameterClauseSyntax) -> GenericParameterClauseSyntax {
    node
  }
  override func visit(_ node: AttributeSyntax) -> AttributeSyntax { node }
  override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
    guard let condition = node.condition else { return super.visit(node) }
    return super.visit(node).with(\.condition, condition)
  }

  // MARK: `self.`

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard explicit, let scope = scopes.innermost, scope.kind != .protocol,
      let name = node.baseName.identifier, name.prefix.isEmpty, node.argumentNames == nil
    else { return super.visit(node) }
    if index.nestedTypes[scope.path]?.contains(name.name) == true, isTypeReference(node) {
      return ExprSyntax(
        MemberAccessExprSyntax(
          leadingTrivia: node.leadingTrivia,
          base: DeclReferenceExprSyntax(baseName: .keyword(.Self)),
          declName: node.with(\.leadingTrivia, [])))
    }
    guard index.properties[scope.path]?.contains(name.name) == true, isBareMember(node),
      let member = LocalNames.member(holding: node), !isStatic(member),
      !localNames(in: member).contains(name.name)
    else { return super.visit(node) }
    return ExprSyntax(
      MemberAccessExprSyntax(
        leadingTrivia: node.leadingTrivia,
        base: DeclReferenceExprSyntax(baseName: .keyword(.self)),
        declName: node.with(\.leadingTrivia, [])))
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    guard !explicit, let scope = scopes.innermost, scope.kind != .protocol,
      let base = node.base?.as(DeclReferenceExprSyntax.self),
      let name = node.declName.baseName.identifier, name.prefix.isEmpty,
      node.declName.argumentNames == nil
    else { return super.visit(node) }
    switch base.baseName.tokenKind {
    case .keyword(.Self) where index.nestedTypes[scope.path]?.contains(name.name) == true:
      return ExprSyntax(node.declName.with(\.leadingTrivia, node.leadingTrivia))
    case .keyword(.self):
      // A member named as an accessor keeps `self.`: alone at the start of a computed
      // property's body (`var value: T { get()[keyPath: path] }`) it would begin an accessor.
      guard !Self.accessorNames.contains(name.name),
        let member = LocalNames.member(holding: node), !isStatic(member),
        !localNames(in: member).contains(name.name),
        scope.kind != .reference || !isInClosure(node)
      else { break }
      // After `.` a keyword is a name (`self.catch { ... }`); alone it must be escaped.
      let bare = node.declName.with(\.baseName, node.declName.baseName.with(
        \.tokenKind, .identifier(name.spelled)))
      return ExprSyntax(bare.with(\.leadingTrivia, node.leadingTrivia))
    default: break
    }
    return super.visit(node)
  }

  private static let accessorNames: Set<String> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "unsafeAddress",
    "unsafeMutableAddress",
  ]

  // MARK: `Self.` in types

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard explicit, let scope = scopes.innermost, scope.kind != .protocol,
      let name = node.name.identifier,
      index.nestedTypes[scope.path]?.contains(name.name) == true
    else { return super.visit(node) }
    let visited = super.visit(node)
    guard let type = visited.as(IdentifierTypeSyntax.self) else { return visited }
    return TypeSyntax(
      MemberTypeSyntax(
        leadingTrivia: node.leadingTrivia,
        baseType: IdentifierTypeSyntax(name: .keyword(.Self)),
        name: type.name.with(\.leadingTrivia, []),
        genericArgumentClause: type.genericArgumentClause))
  }

  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    guard !explicit, let scope = scopes.innermost, scope.kind != .protocol,
      let base = node.baseType.as(IdentifierTypeSyntax.self),
      base.name.tokenKind == .keyword(.Self), let name = node.name.identifier,
      index.nestedTypes[scope.path]?.contains(name.name) == true
    else { return super.visit(node) }
    return TypeSyntax(
      IdentifierTypeSyntax(
        leadingTrivia: node.leadingTrivia, name: node.name.with(\.leadingTrivia, []),
        genericArgumentClause: node.genericArgumentClause))
  }

  // MARK: Where a name is

  /// A name that stands alone in code (not a member after `.`, a key path's component, or a
  /// label), inside a body rather than a default value.
  private func isBareMember(_ node: DeclReferenceExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return false
    }
    if parent.is(KeyPathPropertyComponentSyntax.self) { return false }
    var current: Syntax? = parent
    while let candidate = current {
      if candidate.is(CodeBlockSyntax.self) || candidate.is(AccessorBlockSyntax.self)
        || candidate.is(ClosureExprSyntax.self)
      {
        return true
      }
      if candidate.is(MemberBlockItemSyntax.self) { return false }
      current = candidate.parent
    }
    return false
  }

  /// A type's name in an expression: called (`State()`), or the base of a member
  /// (`Destination.State`), not a member after `.`.
  private func isTypeReference(_ node: DeclReferenceExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
    if let call = parent.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id == node.id
    }
    return parent.is(GenericSpecializationExprSyntax.self)
  }

  private func isStatic(_ member: Syntax) -> Bool {
    let modifiers =
      member.as(FunctionDeclSyntax.self)?.modifiers ?? member.as(VariableDeclSyntax.self)?.modifiers
      ?? member.as(SubscriptDeclSyntax.self)?.modifiers
    return modifiers?.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    } == true
  }

  private func isInClosure(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let candidate = current, !candidate.is(MemberBlockItemSyntax.self) {
      if candidate.is(ClosureExprSyntax.self) { return true }
      current = candidate.parent
    }
    return false
  }

  private func localNames(in member: Syntax) -> Set<String> {
    if let known = locals[member.id] { return known }
    let names = LocalNames.declared(in: member)
    locals[member.id] = names
    return names
  }
}
