import SwiftSyntax

/// Splits every struct, enum, class and actor across extensions and files: what may live in
/// an extension (methods, computed properties, nested types, typealiases, static properties)
/// moves into `extension Type { ... }` in a new file beside the original (`File+Moved.swift`),
/// or at the end of the same file for `private` members and the members of `private` types,
/// which another file could not see.
/// A struct's conformances move to an extension of their own (`extension Feature: Reducer {}`).
/// Stored properties, cases and initializers stay: Swift requires or treats them differently
/// (an `init` in an extension keeps the memberwise one).
struct ExtensionSplitTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    var files = app.sources.files
    let results = app.mapFiles { path, tree -> ExtensionSplitter.Result? in
      guard app.mayMoveCode(in: path) else { return nil }
      let splitter = ExtensionSplitter()
      let kept = splitter.rewrite(tree).description
      guard !splitter.moved.isEmpty || !splitter.movedHere.isEmpty else { return nil }
      let imports = tree.statements.compactMap {
        $0.item.as(ImportDeclSyntax.self)?.trimmedDescription
      }
      return ExtensionSplitter.Result(
        kept: kept + splitter.movedHere.map { "\n" + $0 + "\n" }.joined(),
        companion: splitter.moved.isEmpty
          ? nil
          : (imports + [""] + splitter.moved).joined(separator: "\n") + "\n")
    }
    for (path, result) in results {
      guard let result else { continue }
      files[path] = result.kept
      if let companion = result.companion { files[Self.companion(of: path)] = companion }
    }
    return TransformedApp(sources: AppSources(files: files))
  }

  /// `Feature+Moved.swift` beside `Feature.swift`; a test file's companion stays a test file.
  static func companion(of path: String) -> String {
    if path.hasSuffix("Tests.swift") { return String(path.dropLast(11)) + "MovedTests.swift" }
    return String(path.dropLast(6)) + "+Moved.swift"
  }
}

/// Takes the movable members out of every type it meets, collecting them as extensions.
final class ExtensionSplitter: SyntaxRewriter {
  /// Extensions for the companion file.
  private(set) var moved: [String] = []
  /// Extensions that stay in the file (of `private` members).
  private(set) var movedHere: [String] = []
  private var scopes = TypeScopeStack()
  /// How deep inside functions and closures the walk is: a type declared there is local.
  private var bodyDepth = 0
  /// How many `private` or `fileprivate` types (or extensions) enclose the walk: their
  /// members are seen in this file alone, so they stay in it.
  private var privateDepth = 0

  init() { super.init(viewMode: .sourceAccurate) }

  struct Result: Sendable {
    /// The file without what moved, and the extensions of its private members.
    var kept: String
    /// The new file's text, when anything moved there.
    var companion: String?
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    guard bodyDepth == 0 else { return DeclSyntax(node) }
    scopes.push(node.name, kind: .value)
    let isPrivate = Self.isPrivate(DeclSyntax(node))
    if isPrivate { privateDepth += 1 }
    defer {
      scopes.pop()
      if isPrivate { privateDepth -= 1 }
    }
    return split(super.visit(node), movesConformances: true)
  }
  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    guard bodyDepth == 0 else { return DeclSyntax(node) }
    scopes.push(node.name, kind: .value)
    let isPrivate = Self.isPrivate(DeclSyntax(node))
    if isPrivate { privateDepth += 1 }
    defer {
      scopes.pop()
      if isPrivate { privateDepth -= 1 }
    }
    return split(super.visit(node), movesConformances: false)
  }
  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    guard bodyDepth == 0 else { return DeclSyntax(node) }
    scopes.push(node.name, kind: .reference)
    let isPrivate = Self.isPrivate(DeclSyntax(node))
    if isPrivate { privateDepth += 1 }
    defer {
      scopes.pop()
      if isPrivate { privateDepth -= 1 }
    }
    return split(super.visit(node), movesConformances: false)
  }
  override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
    guard bodyDepth == 0 else { return DeclSyntax(node) }
    scopes.push(node.name, kind: .reference)
    let isPrivate = Self.isPrivate(DeclSyntax(node))
    if isPrivate { privateDepth += 1 }
    defer {
      scopes.pop()
      if isPrivate { privateDepth -= 1 }
    }
    return split(super.visit(node), movesConformances: false)
  }
  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    scopes.push(extension: node)
    let isPrivate = Self.isPrivate(DeclSyntax(node))
    if isPrivate { privateDepth += 1 }
    defer {
      scopes.pop()
      if isPrivate { privateDepth -= 1 }
    }
    return super.visit(node)
  }
  // Protocols' members are requirements, not movable code.
  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { DeclSyntax(node) }
  override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax {
    bodyDepth += 1
    defer { bodyDepth -= 1 }
    return super.visit(node)
  }
  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
    bodyDepth += 1
    defer { bodyDepth -= 1 }
    return super.visit(node)
  }
  override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax {
    bodyDepth += 1
    defer { bodyDepth -= 1 }
    return super.visit(node)
  }

  /// `visited` (a type whose members have been split already) without its movable members,
  /// which are collected as extensions of its path.
  private func split(_ visited: DeclSyntax, movesConformances: Bool) -> DeclSyntax {
    guard var group = visited.asProtocol(DeclGroupSyntax.self), let path = scopes.innermost?.path
    else { return visited }
    var stays: [MemberBlockItemSyntax] = []
    var movesAway: [MemberBlockItemSyntax] = []
    var movesHere: [MemberBlockItemSyntax] = []
    for item in group.memberBlock.members {
      if !Self.isMovable(item.decl) {
        stays.append(item)
      } else if privateDepth > 0 || Self.isPrivate(item.decl) {
        movesHere.append(item)
      } else {
        movesAway.append(item)
      }
    }
    if !movesAway.isEmpty { moved.append(Self.extensionText(path, movesAway)) }
    if !movesHere.isEmpty { movedHere.append(Self.extensionText(path, movesHere)) }
    // In the same file: Swift synthesises `Equatable` and the like only there.
    if movesConformances, let clause = group.inheritanceClause {
      movedHere.append("extension \(path): \(clause.inheritedTypes.trimmedDescription) {}")
      group.inheritanceClause = nil
      group.memberBlock.leftBrace.leadingTrivia = .space
    }
    group.memberBlock.members = MemberBlockItemListSyntax(stays)
    return DeclSyntax(fromProtocol: group)
  }

  /// The members keep their comments (a suppression directive among them) and indentation.
  private static func extensionText(_ path: String, _ members: [MemberBlockItemSyntax]) -> String {
    "extension \(path) {" + members.map(\.description).joined() + "\n}"
  }

  /// What an extension may hold with the same meaning: methods, computed properties, nested
  /// types and typealiases, static members; not `override`s, `#if` blocks, or members whose
  /// attributes or macros may rely on the type's own body.
  private static func isMovable(_ decl: DeclSyntax) -> Bool {
    if let function = decl.as(FunctionDeclSyntax.self) {
      return !has(function.modifiers, .override)
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      if has(variable.modifiers, .static) { return !has(variable.modifiers, .override) }
      return !has(variable.modifiers, .override) && variable.bindings.allSatisfy(isComputed)
    }
    return decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
      || decl.is(TypeAliasDeclSyntax.self)
  }

  private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    guard binding.initializer == nil, let block = binding.accessorBlock else { return false }
    guard case .accessors(let accessors) = block.accessors else { return true }
    return accessors.contains {
      let kind = $0.accessorSpecifier.tokenKind
      return kind == .keyword(.get) || kind == .keyword(.set) || kind == .keyword(._read)
        || kind == .keyword(._modify)
    }
  }

  private static func isPrivate(_ decl: DeclSyntax) -> Bool {
    guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
    return has(modifiers, .private) || has(modifiers, .fileprivate)
  }

  private static func has(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }
}
