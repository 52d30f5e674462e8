import SwiftSyntax

/// Renames every identifier token whose name is in `names`, consistently, keeping the
/// decorations (`$`, `_`) it is written with. What it leaves alone is what a name in that
/// place cannot be the app's:
/// - the labels of calls to what the app does not declare (`NavigationStack(path:)`), and of
///   its functions, whose labels may be fixed by a protocol (`reduce(into:action:)`): only the
///   labels of initializers and enum cases, which follow fields and payloads, are renamed;
/// - imported module names, `#if` conditions, modifier details (`private(set)`) and attribute
///   arguments that are not expressions (`@available(...)`).
final class IdentifierRenamer: SyntaxRewriter {
  private let names: [String: NewName]
  /// The app's types and enum cases: a call of one has labels the app chose.
  private let labelledCallees: LabelledCallees

  init(names: [String: NewName], labelledCallees: LabelledCallees) {
    self.names = names
    self.labelledCallees = labelledCallees
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard let identifier = token.identifier, let text = renamed(identifier),
      !isKept(token)
    else { return token }
    return token.with(\.tokenKind, .identifier(text))
  }

  /// The new text of `identifier`, or `nil` when its name is not renamed. The storage of a
  /// wrapped property (`_path`) follows the property when the app does not declare it itself.
  private func renamed(_ identifier: Identifier) -> String? {
    if let new = names[identifier.name] { return new.spelled(prefix: identifier.prefix) }
    guard identifier.prefix.isEmpty, identifier.name.hasPrefix("_"),
      let new = names[String(identifier.name.dropFirst())], !new.alwaysEscaped,
      !Identifier.needsEscaping(new.name)
    else { return nil }
    return "_" + new.name
  }

  // A function's single parameter name is both its label and the name its body uses: the
  // label stays, and the body's name is renamed as a second name.
  override func visit(_ node: FunctionParameterSyntax) -> FunctionParameterSyntax {
    guard node.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true,
      node.secondName == nil, let identifier = node.firstName.identifier,
      let new = names[identifier.name]
    else { return super.visit(node) }
    let visited = super.visit(node)
    return visited
      .with(\.firstName, node.firstName.with(\.trailingTrivia, .space))
      .with(
        \.secondName,
        .identifier(new.spelled(prefix: ""), trailingTrivia: node.firstName.trailingTrivia))
  }

  private func isKept(_ token: TokenSyntax) -> Bool {
    if Self.macroRoleWords.contains(token.text), Self.isInMacroRole(token) { return true }
    var node = token.parent
    while let current = node {
      // `private(set)`, `@available(*, renamed: ...)`, `#available(iOS 17, *)`: Swift's own
      // words, whatever the app declares.
      if current.is(ImportDeclSyntax.self) || current.is(DeclModifierDetailSyntax.self)
        || current.is(AvailabilityArgumentListSyntax.self)
      {
        return true
      }
      if current.parent?.is(AttributeSyntax.self) == true, !current.is(TypeSyntax.self),
        !current.is(LabeledExprListSyntax.self)
      {
        return true
      }
      // `@main`, `@objc`: Swift's own attributes, though the app has a `case main` too. An
      // attribute the app declares (a property wrapper, a macro) is renamed with it.
      if let attribute = current.parent?.as(AttributeSyntax.self),
        attribute.attributeName.id == current.id,
        Self.swiftAttributes.contains(token.text)
      {
        return true
      }
      if let clause = current.parent?.as(IfConfigClauseSyntax.self),
        clause.condition?.id == current.id
      {
        return true
      }
      if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
        break
      }
      node = current.parent
    }
    return isFixedLabel(token)
  }

  /// The words of a macro's role (`@attached(member, names: named(init))`): Swift's, though the
  /// app may have a `member` of its own. The names in `named(...)` are the app's.
  private static let macroRoleWords: Set<String> = [
    "member", "peer", "memberAttribute", "accessor", "conformance", "expression", "declaration",
    "body", "preamble", "named", "overloaded", "prefixed", "suffixed", "arbitrary",
  ]

  /// Whether `token` is among the arguments of `@attached(...)` or `@freestanding(...)`.
  private static func isInMacroRole(_ token: TokenSyntax) -> Bool {
    var node = token.parent
    while let current = node {
      if let attribute = current.as(AttributeSyntax.self) {
        return ["attached", "freestanding"].contains(attribute.attributeName.trimmedDescription)
      }
      if current.is(DeclSyntax.self) { return false }
      node = current.parent
    }
    return false
  }

  /// Attributes Swift itself defines that are spelled as names, not keywords.
  private static let swiftAttributes: Set<String> = [
    "main", "objc", "nonobjc", "objcMembers", "escaping", "autoclosure", "discardableResult",
    "inlinable", "usableFromInline", "frozen", "dynamicMemberLookup", "dynamicCallable",
    "propertyWrapper", "resultBuilder", "testable", "preconcurrency", "Sendable", "unchecked",
    "MainActor", "globalActor", "retroactive", "backDeployed", "warn_unqualified_access",
    "UIApplicationMain", "NSApplicationMain", "IBAction", "IBOutlet", "IBDesignable",
    "IBInspectable", "NSManaged", "NSCopying", "unknown", "requires_stored_property_inits",
    "attached", "freestanding",
  ]

  /// A label the app does not choose: of a call to something it does not declare, or to a
  /// function of its own (whose labels stay, see above).
  private func isFixedLabel(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    if let parameter = parent.as(FunctionParameterSyntax.self), parameter.firstName.id == token.id {
      // A function's labels stay; an initializer's follow the fields they set.
      return parameter.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true
    }
    if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
      element.label.id == token.id
    {
      return true
    }
    guard let argument = parent.as(LabeledExprSyntax.self), argument.label?.id == token.id
    else { return false }
    guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
      // Tuples are the app's; subscripts and macros are not.
      return argument.parent?.parent?.is(TupleExprSyntax.self) != true
    }
    let callee = CalleeName(call.calledExpression)
    // `Store(initialState: ..., reducer: ...)`, or `.init(...)` of it: the library's store,
    // though the app may declare a type named `Store` too (a StoreKit wrapper).
    let isStore = (callee.isInitializer && callee.initializedType == nil)
      || ["Store", "TestStore"].contains(callee.name ?? callee.initializedType ?? "")
    if isStore, call.arguments.contains(where: { $0.label?.text == "initialState" }) {
      return true
    }
    return !labelledCallees.takeLabel(Identifier(token: token.text).name, of: callee)
  }
}

/// What a call calls, as far as a renaming needs: a name, or an initializer of some type.
struct CalleeName {
  /// The called name (`Scope`, `detail`, `init`).
  var name: String?
  /// For `init`: the last name of the type it is of (`State` in `Feature.State.init`), `nil`
  /// for `.init` (the type is implied) and `self.init`.
  var initializedType: String?
  var isInitializer = false
  /// What a called name is reached through.
  var base: Base = .none

  enum Base {
    /// A bare name: `detail(...)`.
    case none
    /// A leading dot, the type implied: `.detail(...)`.
    case implicit
    /// A name: `Destination.detail(...)`, `content.sheet(...)`, `Self.detail(...)`.
    case named(String)
    /// Anything else: `Text("").sheet(...)`.
    case other
  }

  init(_ expression: ExprSyntax) {
    var expression = expression
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      expression = generic.expression
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let token = member.declName.baseName
      if token.tokenKind == .keyword(.`init`) {
        isInitializer = true
        if let base = member.base, !Self.isSelf(base) {
          initializedType = Self.lastName(base)
        }
      } else {
        name = token.identifier?.name
        base = member.base.map { Self.lastName($0).map(Base.named) ?? .other } ?? .implicit
      }
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.tokenKind == .keyword(.Self) {
        isInitializer = true
      } else {
        name = reference.baseName.identifier?.name
      }
    }
  }

  private static func isSelf(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    let kind = reference.baseName.tokenKind
    return kind == .keyword(.self) || kind == .keyword(.Self) || kind == .keyword(.super)
  }

  private static func lastName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.identifier?.name
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      if reference.baseName.tokenKind == .keyword(.Self) { return "Self" }
      return reference.baseName.identifier?.name
    }
    if let type = expression.as(TypeExprSyntax.self) { return TypePath.components(type.type).last }
    return nil
  }
}
