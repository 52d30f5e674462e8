import NavGraphCore
@_spi(RawSyntax) import SwiftSyntax

/// Which recognizers could want a call, decided from the callee's name in the raw tree.
///
/// Nearly every call in TCA and SwiftUI code is one no recognizer takes (`Text(...)`,
/// `.send(...)`, `.padding()`, `Reduce { ... }`), and asking each recognizer is costly:
/// `Callee` materialises three or four child nodes and a `String` name, and each recognizer
/// then reads them. The raw tree gives the name as bytes, and the
/// base's extent, without building a node; and a call that passes goes only to the
/// recognizers whose names it has.
///
/// The routes must include every recognizer that accepts the call: each route is the name
/// test of its recognizer (`CallTriageTests` holds all of them to it).
enum CallTriage {
  struct Routes: OptionSet {
    let rawValue: UInt16
    static let integration = Routes(rawValue: 1 << 0)
    static let construction = Routes(rawValue: 1 << 1)
    static let effect = Routes(rawValue: 1 << 2)
    static let viewStyle = Routes(rawValue: 1 << 3)
    static let pullback = Routes(rawValue: 1 << 4)
    static let store = Routes(rawValue: 1 << 5)
    static let viewScope = Routes(rawValue: 1 << 6)
    static let stateInitializer = Routes(rawValue: 1 << 7)
    static let prompt = Routes(rawValue: 1 << 8)
    /// Navigation-shaped calls no recognizer reads, kept for the census alone
    /// (`UnreadCallRecognizer`): `TCARouter(...)`.
    static let census = Routes(rawValue: 1 << 9)
    static let all: Routes = [
      integration, construction, effect, viewStyle, pullback, store, viewScope,
      stateInitializer, prompt, census,
    ]
  }

  /// The recognizers `call` must go to; empty for most calls. `source` holds the file's
  /// bytes, for the `...State` test on a member call's base (`Path.State.detail(...)`).
  static func routes(for call: FunctionCallExprSyntax, source: SourceText) -> Routes {
    let routes = nameRoutes(for: call, source: source)
    // A state's initializer writes fields only through its arguments (`State()` writes none),
    // and a store is built with an initial state.
    guard !routes.isDisjoint(with: [.stateInitializer, .store]),
      call.raw.cast(RawFunctionCallExprSyntax.self).arguments.elements.isEmpty
    else { return routes }
    return routes.subtracting([.stateInitializer, .store])
  }

  private static func nameRoutes(for call: FunctionCallExprSyntax, source: SourceText)
    -> Routes
  {
    var callee = call.raw.cast(RawFunctionCallExprSyntax.self).calledExpression.raw
    if let generic = callee.as(RawGenericSpecializationExprSyntax.self) {
      callee = generic.expression.raw
    }
    if let member = callee.as(RawMemberAccessExprSyntax.self) {
      let name = member.declName.baseName.tokenText
      if isEscaped(name) { return .all }
      var routes = memberRoutes(name)
      // `init` builds a state or a store only where the type is implied (`.init(...)`) or is
      // a state (`Feature.State.init(...)`): `Date.init(...)` is neither.
      if name == "init", let base = member.base {
        let start = call.position.utf8Offset
        if !source.contains("State", inBytes: start..<(start + base.raw.byteLength)) {
          routes.subtract([.stateInitializer, .store])
        }
        // `Scope.init(...)`: the routes of a call of the type it initialises.
        routes.formUnion(typeNameRoutes(base))
      }
      // `SwiftUI.NavigationStack(...)`: a library's type spelled with its module.
      if let base = member.base?.as(RawDeclReferenceExprSyntax.self),
        LibraryModules.tokenTexts.contains(base.baseName.tokenText)
      {
        routes.formUnion(typeRoutes(name))
      }
      // A case built: on no base (`.detail(...)`) or on a base whose text holds `State`.
      if mayBeCaseName(name) {
        if let base = member.base {
          // The base is the call's first child: it starts where the call starts.
          let start = call.position.utf8Offset
          if source.contains("State", inBytes: start..<(start + base.raw.byteLength)) {
            routes.insert(.construction)
          }
        } else {
          routes.insert(.construction)
        }
      }
      return routes
    }
    if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
      let name = reference.baseName.tokenText
      return isEscaped(name) ? .all : typeRoutes(name)
    }
    return []
  }

  /// The routes of a call of the type `base` names: `Scope`, `StackState<...>`,
  /// `ComposableArchitecture.Scope`.
  private static func typeNameRoutes(_ base: RawExprSyntax) -> Routes {
    var base = base
    if let generic = base.as(RawGenericSpecializationExprSyntax.self) {
      base = generic.expression
    }
    if let reference = base.as(RawDeclReferenceExprSyntax.self) {
      return typeRoutes(reference.baseName.tokenText)
    }
    if let member = base.as(RawMemberAccessExprSyntax.self) {
      let name = member.declName.baseName.tokenText
      return typeRoutes(name).union(memberRoutes(name))
    }
    return []
  }

  /// Member calls by name: the integrations (`IntegrationRecognizer`, also a type spelled with
  /// its module), `.run` (`EffectRecognizer`), the presentation modifiers
  /// (`ViewStyleRecognizer`) and the pre-1.0 `pullback`/`forEach` (`PullbackRecognizer`).
  static func memberRoutes(_ name: SyntaxText) -> Routes {
    switch name {
    case "scope", "spawn": return [.integration, .viewScope]
    case "ifLet", "ifCaseLet", "forEachRoute", "forEachIdentifiedRoute", "forEachIndexedRoute",
      "Scope", "Spawn":
      return .integration
    case "forEach": return [.integration, .pullback]
    case "run": return .effect
    case "State": return .stateInitializer
    case "init": return [.stateInitializer, .store]
    case "pullback": return .pullback
    case "sheet", "fullScreenCover", "popover", "navigationDestination", "alert",
      "confirmationDialog":
      return .viewStyle
    default: return []
    }
  }

  /// Non-member calls by name: `Scope(...)`, `NavigationStack(...)`, `Store(...)`, and the
  /// presentation modifiers on a view helper's implicit `self` (`sheet(store: ...)`).
  static func typeRoutes(_ name: SyntaxText) -> Routes {
    switch name {
    case "Scope", "Spawn", "ifLet", "forEach", "ifCaseLet", "forEachRoute": return .integration
    case "NavigationStack", "NavigationStackStore", "sheet", "fullScreenCover", "popover",
      "navigationDestination", "alert", "confirmationDialog":
      return .viewStyle
    case "Store", "StoreOf": return .store
    case "TCARouter": return .census
    case "State": return .stateInitializer
    // `Self { ... }` in a factory of `extension AlertState`.
    case "Self": return .prompt
    default:
      // The prompts' state types (`AlertState { ... }`), compared byte by byte: no string is
      // built for the names of all the other calls.
      let isPrompt = PromptKind.allCases.contains { $0.stateTypeName.utf8.elementsEqual(name) }
      return isPrompt ? .prompt : []
    }
  }

  /// Whether a member named `name` may be a case built: a name starting with a letter other
  /// than the effect and optional members (`ConstructionRecognizer.isCaseName`), or an
  /// escaped one.
  static func mayBeCaseName(_ name: SyntaxText) -> Bool {
    guard let first = name.first else { return false }
    if first == UInt8(ascii: "`") || first == UInt8(ascii: "$") { return true }
    guard beginsName(first) else { return false }
    switch name {
    case "init", "none", "some", "run", "send", "merge", "concatenate", "cancel": return false
    default: return true
    }
  }

  /// Whether a name whose first byte is `byte` begins with a letter: an ASCII letter, or any
  /// character outside ASCII (Hangul, Cyrillic, accented Latin, emoji: Swift takes them all in
  /// names, and a case named in them is built like any other), but not a digit or `_`.
  static func beginsName(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
  }

  /// A raw identifier (`` `ifLet` ``) or a projection (`$x`): names the recognizers read
  /// without their decoration, so the triage lets them through rather than strip it here.
  private static func isEscaped(_ name: SyntaxText) -> Bool {
    guard let first = name.first else { return false }
    return first == UInt8(ascii: "`") || first == UInt8(ascii: "$")
  }
}
