import SwiftParser
import SwiftSyntax

/// Moves each wrappable statement (`WrappableStatement`) into a helper method of the type it
/// is in, called in its place: `state.destination = .detail(...)` becomes
/// `navvizStep_3_0(&state)`, with `func navvizStep_3_0(_ state: inout State) { ... }` in an
/// extension of the type. Only statements whose locals are none, or the reducer's state alone,
/// move: anything else would leave the helper with names it cannot see.
struct HelperExtractionTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    let numbers = Dictionary(
      uniqueKeysWithValues: app.sources.sortedPaths.enumerated().map { ($1, $0) })
    return TransformedApp(
      sources: app.rewritingFiles { path, tree in
        guard app.mayMoveCode(in: path) else { return nil }
        let extractor = HelperExtractor(file: numbers[path]!)
        let text = extractor.rewrite(tree).description
        return extractor.helpers.isEmpty ? nil : text + extractor.helpers.joined()
      })
  }
}

private final class HelperExtractor: SyntaxRewriter {
  let file: Int
  /// The extensions holding the helpers, as text for the end of the file.
  private(set) var helpers: [String] = []
  private var scopes = TypeScopeStack()

  init(file: Int) {
    self.file = file
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
  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { DeclSyntax(node) }
  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    scopes.push(extension: node)
    defer { scopes.pop() }
    return super.visit(node)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    let visited = super.visit(node)
    guard let scope = scopes.innermost else { return visited }
    let original = Array(node)
    var items = Array(visited)
    for index in items.indices where WrappableStatement.isWrappable(original[index], in: node) {
      guard let member = LocalNames.member(holding: original[index]) else { continue }
      let locals = LocalNames.declared(in: member).intersection(Self.roots(of: original[index]))
      let parameter: (name: String, type: String)?
      if locals.isEmpty {
        parameter = nil
      } else if locals.count == 1, let type = Self.stateType(named: locals.first!, around: node) {
        parameter = (locals.first!, type)
      } else {
        continue
      }
      let name = "navvizStep_\(file)_\(helpers.count)"
      let effects = Self.effects(of: original[index])
      let mutating = parameter == nil && scope.kind == .value ? "mutating " : ""
      let signature = parameter.map { "_ \($0.name): inout \($0.type)" } ?? ""
      helpers.append(
        "\nextension \(scope.path) {\n  fileprivate \(mutating)func \(name)(\(signature))"
          + "\(effects.declaration) {\n\(items[index].trimmedDescription)\n  }\n}\n")
      let call = effects.call + name + "(" + (parameter.map { "&" + $0.name } ?? "") + ")"
      // The statement's `;` stays where it was, between the call and what follows it.
      items[index] = Parser.parse(source: call).statements.first!
        .with(\.semicolon, items[index].semicolon)
        .with(\.leadingTrivia, items[index].leadingTrivia)
        .with(\.trailingTrivia, items[index].trailingTrivia)
    }
    return CodeBlockItemListSyntax(items)
  }

  /// The names a statement starts its paths with (`state` in `state.path.append(...)`).
  private static func roots(of item: CodeBlockItemSyntax) -> Set<String> {
    Set(
      item.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let parent = reference.parent, !parent.is(KeyPathPropertyComponentSyntax.self),
          parent.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        else { return nil }
        return token.identifier?.name
      })
  }

  /// The type of the reducer's state when `name` is it: an `inout` parameter of the enclosing
  /// function, or the first parameter of a `Reduce` closure.
  private static func stateType(named name: String, around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let candidate = current {
      if let function = candidate.as(FunctionDeclSyntax.self) {
        for parameter in function.signature.parameterClause.parameters
        where Identifier(token: (parameter.secondName ?? parameter.firstName).text).name == name {
          guard let attributed = parameter.type.as(AttributedTypeSyntax.self),
            attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
          else { return nil }
          return attributed.baseType.trimmedDescription
        }
        return nil
      }
      if let closure = candidate.as(ClosureExprSyntax.self), closure.signature != nil {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          CalleeName(call.calledExpression).name == "Reduce",
          firstParameter(of: closure) == name
        else { return nil }
        return "State"
      }
      current = candidate.parent
    }
    return nil
  }

  private static func firstParameter(of closure: ClosureExprSyntax) -> String? {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): names.first.map { Identifier(token: $0.name.text).name }
    case .parameterClause(let clause):
      clause.parameters.first.map { Identifier(token: ($0.secondName ?? $0.firstName).text).name }
    case nil: nil
    }
  }

  /// `async`/`throws` for the helper and `try await ` for its call, as the statement needs.
  private static func effects(of item: CodeBlockItemSyntax)
    -> (declaration: String, call: String)
  {
    let tokens = Array(item.tokens(viewMode: .sourceAccurate))
    let awaits = tokens.contains { $0.tokenKind == .keyword(.await) }
    let throwsError = tokens.indices.contains {
      tokens[$0].tokenKind == .keyword(.try)
        && !(tokens.indices.contains($0 + 1) && tokens[$0 + 1].tokenKind == .postfixQuestionMark)
    }
    return (
      (awaits ? " async" : "") + (throwsError ? " throws" : ""),
      (throwsError ? "try " : "") + (awaits ? "await " : "")
    )
  }
}
