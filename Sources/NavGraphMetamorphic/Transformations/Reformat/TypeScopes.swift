import SwiftSyntax

/// The enclosing type of a node, as rewriters that walk a file track it: its dotted path (as
/// `AppIndex` keys it) and what kind of declaration it is.
struct TypeScope {
  enum Kind { case value, reference, `protocol`, `extension` }

  var path: String
  var kind: Kind
}

/// A stack of the type scopes a rewriter is inside, pushed and popped by its visits.
struct TypeScopeStack {
  private(set) var scopes: [TypeScope] = []

  var innermost: TypeScope? { scopes.last }

  mutating func push(_ name: TokenSyntax, kind: TypeScope.Kind) {
    let bare = Identifier(token: name.text).name
    let path = (scopes.last?.path).map { $0 + "." + bare } ?? bare
    scopes.append(TypeScope(path: path, kind: kind))
  }

  mutating func push(extension node: ExtensionDeclSyntax) {
    scopes.append(TypeScope(path: TypePath.dotted(node.extendedType), kind: .extension))
  }

  mutating func pop() { scopes.removeLast() }
}

/// The names declared inside one member of a type (its parameters, locals, closure parameters,
/// pattern bindings): where a bare name may not be the type's property.
enum LocalNames {
  /// The member declaration (a child of the type's member list) that holds `node`.
  static func member(holding node: some SyntaxProtocol) -> Syntax? {
    var current = Syntax(node)
    while let parent = current.parent {
      if parent.is(MemberBlockItemSyntax.self) { return current }
      current = parent
    }
    return nil
  }

  /// Every name declared inside `member`, its own name excepted.
  static func declared(in member: Syntax) -> Set<String> {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(member)
    var names = collector.names
    for binding in member.as(VariableDeclSyntax.self)?.bindings ?? [] {
      if let own = binding.pattern.as(IdentifierPatternSyntax.self) {
        names.remove(Identifier(token: own.identifier.text).name)
      }
    }
    return names
  }

  private final class Collector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      names.insert(Identifier(token: node.identifier.text).name)
      return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(Identifier(token: (node.secondName ?? node.firstName).text).name)
      return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(Identifier(token: (node.secondName ?? node.firstName).text).name)
      return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(Identifier(token: node.name.text).name)
      return .visitChildren
    }
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
      names.insert(Identifier(token: node.name.text).name)
      return .visitChildren
    }
  }
}
