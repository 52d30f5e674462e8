@_spi(RawSyntax) import SwiftSyntax

/// Whether any recognizer could want a call, decided from the callee's name in the raw tree.
///
/// Nearly every call in TCA and SwiftUI code is one no recognizer takes (`Text(...)`,
/// `.send(...)`, `.padding()`, `Reduce { ... }`), and asking each recognizer cost about
/// 3,600 instructions a call: `Callee` materialises three or four child nodes and a `String`
/// name, and each recognizer then reads them. The raw tree gives the name as bytes, and the
/// base's extent, without building a node.
///
/// The triage must pass every call some recognizer accepts: its sets are the union of the
/// names the recognizers check (`CallTriageTests` holds each recognizer's names to it).
enum CallTriage {
  /// Non-member calls a recognizer reads: `Scope(...)`, `Store(...)`, `NavigationStack(...)`.
  static let typeNames: Set<SyntaxText> = [
    "Scope", "Store", "StoreOf", "NavigationStack", "NavigationStackStore",
  ]

  /// Member calls a recognizer reads whatever their base: the integrations, `.run`, the
  /// pre-1.0 `pullback`, and the SwiftUI presentation modifiers.
  static let memberNames: Set<SyntaxText> = [
    "ifLet", "forEach", "ifCaseLet", "scope", "run", "pullback",
    "sheet", "fullScreenCover", "popover", "navigationDestination", "alert",
    "confirmationDialog",
  ]

  /// Member names that are never a case built (`ConstructionRecognizer.notCases`).
  static let notCaseNames: Set<SyntaxText> = [
    "init", "none", "some", "run", "send", "merge", "concatenate", "cancel",
  ]

  /// Whether `call` must go to the recognizers. `source` holds the file's bytes, for the
  /// `...State` test on a member call's base (`Feature.Path.State.detail(...)`).
  static func mayMatter(_ call: FunctionCallExprSyntax, source: SourceText) -> Bool {
    var callee = call.raw.cast(RawFunctionCallExprSyntax.self).calledExpression.raw
    if let generic = callee.as(RawGenericSpecializationExprSyntax.self) {
      callee = generic.expression.raw
    }
    if let member = callee.as(RawMemberAccessExprSyntax.self) {
      let name = member.declName.baseName.tokenText
      if Self.isEscaped(name) || memberNames.contains(name) { return true }
      // A case built: on no base (`.detail(...)`) or on a base whose text holds `State`.
      guard mayBeCaseName(name) else { return false }
      guard let base = member.base else { return true }
      // The base is the call's first child: it starts where the call starts.
      let start = call.position.utf8Offset
      return source.contains("State", inBytes: start..<(start + base.raw.byteLength))
    }
    if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
      let name = reference.baseName.tokenText
      return Self.isEscaped(name) || typeNames.contains(name)
    }
    return false
  }

  /// Whether a member named `name` may be a case built: a lowercase name other than the
  /// effect and optional members (`ConstructionRecognizer.isCaseName`), or an escaped one.
  static func mayBeCaseName(_ name: SyntaxText) -> Bool {
    guard let first = name.first else { return false }
    if first == UInt8(ascii: "`") || first == UInt8(ascii: "$") { return true }
    return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
      && !notCaseNames.contains(name)
  }

  /// A raw identifier (`` `ifLet` ``) or a projection (`$x`): names the recognizers read
  /// without their decoration, so the triage lets them through rather than strip it here.
  private static func isEscaped(_ name: SyntaxText) -> Bool {
    guard let first = name.first else { return false }
    return first == UInt8(ascii: "`") || first == UInt8(ascii: "$")
  }
}
