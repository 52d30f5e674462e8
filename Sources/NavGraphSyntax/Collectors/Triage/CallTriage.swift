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
/// The names are the recognizers' own (`CallRecognizer.callees`), gathered once into
/// `CalleeTable`s: the routes include every recognizer that accepts the call
/// (`CallTriageTests` holds all of them to it).
enum CallTriage {
  /// A set of recognizers: bit `i` is `CallRecognizers.all[i]`.
  struct Routes: OptionSet {
    let rawValue: UInt32

    /// The recognizer at `index` in `CallRecognizers.all`.
    init(index: Int) { rawValue = 1 << UInt32(index) }
    init(rawValue: UInt32) { self.rawValue = rawValue }

    static let all = Routes(rawValue: (1 << UInt32(CallRecognizers.all.count)) - 1)
  }

  /// Member names to the recognizers that read them.
  static let members = CalleeTable(CallRecognizers.all.map { $0.callees.members })
  /// Names called alone to the recognizers that read them.
  static let unqualified = CalleeTable(CallRecognizers.all.map { $0.callees.unqualified })
  /// The recognizers that read any member that may name a case.
  static let caseNames = recognizers { $0.callees.caseNames }
  /// The recognizers that read any member handed an `environment:` argument, or a `state:` and
  /// a trailing closure (`hasEnvironmentArgument`).
  static let environmentOperators = recognizers { $0.callees.environmentOperators }
  /// The recognizers that read only calls with arguments.
  static let needingArguments = recognizers { $0.callees.needsArguments }

  /// The recognizers whose calls are sites of `kind` (`CallRecognizer.site`).
  static func routes(of kind: NavigationSiteKind) -> Routes {
    switch kind {
    case .integration: integrationSites
    case .viewPresentation: viewPresentationSites
    case .store: storeSites
    default: []
    }
  }
  private static let integrationSites = recognizers { $0.site == .integration }
  private static let viewPresentationSites = recognizers { $0.site == .viewPresentation }
  private static let storeSites = recognizers { $0.site == .store }

  private static func recognizers(where test: (any CallRecognizer.Type) -> Bool) -> Routes {
    var routes = Routes()
    for (index, recognizer) in CallRecognizers.all.enumerated() where test(recognizer) {
      routes.insert(Routes(index: index))
    }
    return routes
  }

  /// The recognizers `call` must go to; empty for most calls. `source` holds the file's
  /// bytes, for the `...State` test on a member call's base (`Path.State.detail(...)`).
  static func routes(for call: FunctionCallExprSyntax, source: SourceText) -> Routes {
    let routes = nameRoutes(for: call, source: source)
    guard !routes.isDisjoint(with: needingArguments),
      call.raw.cast(RawFunctionCallExprSyntax.self).arguments.elements.isEmpty
    else { return routes }
    return routes.subtracting(needingArguments)
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
      var routes = members.routes(name)
      // `init` builds a state or a store only where the type is implied (`.init(...)`) or is
      // a state (`Feature.State.init(...)`): `Date.init(...)` is neither.
      if name == "init", let base = member.base {
        let start = call.position.utf8Offset
        if !source.contains("State", inBytes: start..<(start + base.raw.byteLength)) {
          routes = []
        }
        // `Scope.init(...)`: the routes of a call of the type it initialises.
        routes.formUnion(typeNameRoutes(base))
      }
      // `SwiftUI.NavigationStack(...)`: a library's type spelled with its module.
      if let base = member.base?.as(RawDeclReferenceExprSyntax.self),
        LibraryModules.tokenTexts.contains(base.baseName.tokenText)
      {
        routes.formUnion(unqualified.routes(name))
      }
      // A case built: on no base (`.detail(...)`) or on a base whose text holds `State`.
      if mayBeCaseName(name) {
        if let base = member.base {
          // The base is the call's first child: it starts where the call starts.
          let start = call.position.utf8Offset
          if source.contains("State", inBytes: start..<(start + base.raw.byteLength)) {
            routes.formUnion(caseNames)
          }
        } else {
          routes.formUnion(caseNames)
        }
      }
      if routes.isDisjoint(with: environmentOperators), hasEnvironmentArgument(call) {
        routes.formUnion(environmentOperators)
      }
      return routes
    }
    if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
      let name = reference.baseName.tokenText
      // `` `Scope`(...) `` calls what `Scope(...)` calls; `` `StoredToken`(...) `` is no store.
      if let bare = rawIdentifierName(name) { return unqualified.routes(bare) }
      return isEscaped(name) ? .all : unqualified.routes(name)
    }
    return []
  }

  /// Whether `call` is handed an argument labelled `environment`, or a `state:` and a trailing
  /// closure (the environment, written last), read from the raw labels. An operator is handed
  /// its child first, unlabelled, and more after it: most calls fail that before any label is
  /// compared.
  private static func hasEnvironmentArgument(_ call: FunctionCallExprSyntax) -> Bool {
    let raw = call.raw.cast(RawFunctionCallExprSyntax.self)
    let arguments = raw.arguments.elements
    guard arguments.count >= 2, arguments.first?.label == nil else { return false }
    let label: SyntaxText = raw.trailingClosure == nil ? "environment" : "state"
    return arguments.contains { $0.label?.tokenText == label }
  }

  /// The name inside a raw identifier's backticks (`` `Scope` `` -> `Scope`).
  private static func rawIdentifierName(_ name: SyntaxText) -> SyntaxText? {
    guard name.count > 2, name.first == UInt8(ascii: "`"), name.last == UInt8(ascii: "`")
    else { return nil }
    return SyntaxText(rebasing: name.dropFirst().dropLast())
  }

  /// The routes of a call of the type `base` names: `Scope`, `StackState<...>`,
  /// `ComposableArchitecture.Scope`.
  private static func typeNameRoutes(_ base: RawExprSyntax) -> Routes {
    var base = base
    if let generic = base.as(RawGenericSpecializationExprSyntax.self) {
      base = generic.expression
    }
    if let reference = base.as(RawDeclReferenceExprSyntax.self) {
      return unqualified.routes(reference.baseName.tokenText)
    }
    if let member = base.as(RawMemberAccessExprSyntax.self) {
      let name = member.declName.baseName.tokenText
      return unqualified.routes(name).union(members.routes(name))
    }
    return []
  }

  /// Whether a member named `name` may be a case built: a name starting with a letter other
  /// than the effect and optional members (`NonCaseMembers`, as
  /// `ConstructionRecognizer.isCaseName` reads them), or an escaped one.
  static func mayBeCaseName(_ name: SyntaxText) -> Bool {
    guard let first = name.first else { return false }
    if first == UInt8(ascii: "`") || first == UInt8(ascii: "$") { return true }
    guard beginsName(first) else { return false }
    return !NonCaseMembers.contains(name)
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
