import SwiftSyntax

/// Moves every type nested one level in a top-level type (or extension) to the top level,
/// named `Parent_Child`, and leaves `typealias Child = Parent_Child` in its place: what code
/// written before nested features were common looks like (`typealias State = FeatureState`).
/// Inside the moved type, the names it found in its parent (its siblings, itself) are written
/// through the parent (`Parent.Sibling`). The graph names the moved types by their new names.
struct NestedTypeHoistingTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    let results = app.mapFiles { path, tree -> (String, [String: String])? in
      guard app.mayMoveCode(in: path) else { return nil }
      var hoister = NestedTypeHoister(index: app.index)
      let text = hoister.hoist(tree)
      return hoister.moved.isEmpty ? nil : (text, hoister.moved)
    }
    var files = app.sources.files
    var mapping = NameMapping()
    for (path, result) in results {
      guard let (text, moved) = result else { continue }
      files[path] = text
      mapping.movedTypes.merge(moved) { first, _ in first }
    }
    return TransformedApp(sources: AppSources(files: files), mapping: mapping)
  }
}

struct NestedTypeHoister {
  let index: AppIndex
  /// Old dotted name → new top-level name, for the types this file moved.
  private(set) var moved: [String: String] = [:]

  init(index: AppIndex) { self.index = index }

  mutating func hoist(_ tree: SourceFileSyntax) -> String {
    var items: [CodeBlockItemSyntax] = []
    for item in tree.statements {
      guard let decl = item.item.as(DeclSyntax.self),
        var group = decl.asProtocol(DeclGroupSyntax.self), let parent = Self.path(of: decl)
      else {
        items.append(item)
        continue
      }
      var hoisted: [CodeBlockItemSyntax] = []
      var members: [MemberBlockItemSyntax] = []
      for member in group.memberBlock.members {
        guard let child = Self.hoistable(member.decl) else {
          members.append(member)
          continue
        }
        let newName = freshName(parent.replacingOccurrences(of: ".", with: "_") + "_" + child.name)
        moved[parent + "." + child.name] = newName
        members.append(member.with(\.decl, Self.alias(child, to: newName)))
        let qualified = SiblingQualifier(
          parent: parent, siblings: (index.nestedTypes[parent] ?? [])
            .subtracting(DeclaredTypes.names(in: member.decl, excludingRoot: true))
        ).rewrite(member.decl)
        let renamed = Self.renamed(qualified.cast(DeclSyntax.self), to: newName)
        hoisted.append(
          CodeBlockItemSyntax(item: .decl(renamed.with(\.leadingTrivia, .newlines(2)))))
      }
      group.memberBlock.members = MemberBlockItemListSyntax(members)
      items.append(item.with(\.item, .decl(DeclSyntax(fromProtocol: group))))
      items += hoisted
    }
    return tree.with(\.statements, CodeBlockItemListSyntax(items)).description
  }

  /// `Parent_Child`, or with more underscores when the app already writes that name.
  private func freshName(_ base: String) -> String {
    var name = base
    while index.written.contains(name) || moved.values.contains(name) { name += "_" }
    return name
  }

  /// The dotted path of a top-level type or an unconstrained extension, if its nested types
  /// may move: not generic (their arguments would not reach the moved type).
  private static func path(of decl: DeclSyntax) -> String? {
    if let node = decl.as(StructDeclSyntax.self), node.genericParameterClause == nil {
      return Identifier(token: node.name.text).name
    }
    if let node = decl.as(EnumDeclSyntax.self), node.genericParameterClause == nil {
      return Identifier(token: node.name.text).name
    }
    if let node = decl.as(ClassDeclSyntax.self), node.genericParameterClause == nil {
      return Identifier(token: node.name.text).name
    }
    // An extension of a named type only: `extension [Account]` extends an array, whose
    // spelling makes no name for what moves out of it.
    if let node = decl.as(ExtensionDeclSyntax.self), node.genericWhereClause == nil,
      isNamed(node.extendedType)
    {
      return TypePath.dotted(node.extendedType)
    }
    return nil
  }

  /// `Feature`, `Feature.Child`: names all the way down, with no generic arguments.
  private static func isNamed(_ type: TypeSyntax) -> Bool {
    if let member = type.as(MemberTypeSyntax.self) {
      return member.genericArgumentClause == nil && isNamed(member.baseType)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
    return identifier.genericArgumentClause == nil
  }

  /// A nested struct, enum, class or actor that is not generic, with its name.
  private static func hoistable(_ decl: DeclSyntax) -> (decl: DeclSyntax, name: String)? {
    if let node = decl.as(StructDeclSyntax.self), node.genericParameterClause == nil {
      return (decl, Identifier(token: node.name.text).name)
    }
    if let node = decl.as(EnumDeclSyntax.self), node.genericParameterClause == nil {
      return (decl, Identifier(token: node.name.text).name)
    }
    if let node = decl.as(ClassDeclSyntax.self), node.genericParameterClause == nil {
      return (decl, Identifier(token: node.name.text).name)
    }
    if let node = decl.as(ActorDeclSyntax.self), node.genericParameterClause == nil {
      return (decl, Identifier(token: node.name.text).name)
    }
    return nil
  }

  /// `typealias Child = NewName`, with the child's access and its place in the file.
  private static func alias(_ child: (decl: DeclSyntax, name: String), to newName: String)
    -> DeclSyntax
  {
    let modifiers = child.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
      .filter { ![.keyword(.final), .keyword(.indirect)].contains($0.name.tokenKind) } ?? []
    let alias = TypeAliasDeclSyntax(
      modifiers: DeclModifierListSyntax(
        modifiers.map { $0.with(\.leadingTrivia, []).with(\.trailingTrivia, .space) }),
      typealiasKeyword: .keyword(.typealias, trailingTrivia: .space),
      name: .identifier(Identifier(name: child.name).spelled, trailingTrivia: .space),
      initializer: TypeInitializerClauseSyntax(
        equal: .equalToken(trailingTrivia: .space),
        value: IdentifierTypeSyntax(name: .identifier(newName))))
    return DeclSyntax(alias).with(\.leadingTrivia, child.decl.leadingTrivia)
  }

  private static func renamed(_ decl: DeclSyntax, to newName: String) -> DeclSyntax {
    let name = TokenSyntax.identifier(newName)
    if let node = decl.as(StructDeclSyntax.self) {
      return DeclSyntax(node.with(\.name, name.with(\.trailingTrivia, node.name.trailingTrivia)))
    }
    if let node = decl.as(EnumDeclSyntax.self) {
      return DeclSyntax(node.with(\.name, name.with(\.trailingTrivia, node.name.trailingTrivia)))
    }
    if let node = decl.as(ClassDeclSyntax.self) {
      return DeclSyntax(node.with(\.name, name.with(\.trailingTrivia, node.name.trailingTrivia)))
    }
    if let node = decl.as(ActorDeclSyntax.self) {
      return DeclSyntax(node.with(\.name, name.with(\.trailingTrivia, node.name.trailingTrivia)))
    }
    return decl
  }
}

/// Writes the names a moved type found in its old parent through that parent: `Destination`
/// becomes `Feature.Destination` once `State` has left `Feature`.
private final class SiblingQualifier: SyntaxRewriter {
  let parent: [String]
  let siblings: Set<String>

  init(parent: String, siblings: Set<String>) {
    self.parent = parent.split(separator: ".").map(String.init)
    self.siblings = siblings
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let type = visited.as(IdentifierTypeSyntax.self), let name = type.name.identifier,
      name.prefix.isEmpty, siblings.contains(name.name)
    else { return visited }
    var base = TypeSyntax(IdentifierTypeSyntax(name: .identifier(parent[0])))
    for component in parent.dropFirst() {
      base = TypeSyntax(MemberTypeSyntax(baseType: base, name: .identifier(component)))
    }
    return TypeSyntax(
      MemberTypeSyntax(
        leadingTrivia: type.leadingTrivia, baseType: base,
        name: type.name.with(\.leadingTrivia, []),
        genericArgumentClause: type.genericArgumentClause, trailingTrivia: type.trailingTrivia))
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard let name = node.baseName.identifier, name.prefix.isEmpty, siblings.contains(name.name),
      node.argumentNames == nil, let parentNode = node.parent
    else { return ExprSyntax(node) }
    let isTypeUse: Bool
    if let member = parentNode.as(MemberAccessExprSyntax.self) {
      isTypeUse = member.base?.id == node.id
    } else if let call = parentNode.as(FunctionCallExprSyntax.self) {
      isTypeUse = call.calledExpression.id == node.id
    } else {
      isTypeUse = parentNode.is(GenericSpecializationExprSyntax.self)
    }
    guard isTypeUse else { return ExprSyntax(node) }
    var base = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(parent[0])))
    for component in parent.dropFirst() {
      base = ExprSyntax(
        MemberAccessExprSyntax(
          base: base, declName: DeclReferenceExprSyntax(baseName: .identifier(component))))
    }
    return ExprSyntax(
      MemberAccessExprSyntax(
        leadingTrivia: node.leadingTrivia, base: base, declName: node.with(\.leadingTrivia, [])))
  }
}

/// The names of the types declared inside a declaration (and, unless excluded, its own).
enum DeclaredTypes {
  static func names(in decl: DeclSyntax, excludingRoot: Bool) -> Set<String> {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.root = excludingRoot ? decl.id : nil
    collector.walk(decl)
    return collector.names
  }

  private final class Collector: SyntaxVisitor {
    var names: Set<String> = []
    var root: SyntaxIdentifier?

    private func add(_ node: some SyntaxProtocol, _ name: TokenSyntax) {
      if node.id != root { names.insert(Identifier(token: name.text).name) }
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node, node.name)
      return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node, node.name)
      return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node, node.name)
      return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node, node.name)
      return .visitChildren
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node, node.name)
      return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(Identifier(token: node.name.text).name)
      return .visitChildren
    }
  }
}
