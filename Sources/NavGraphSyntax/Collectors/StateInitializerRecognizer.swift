import SwiftSyntax

/// Recognises a state built with fields set: each labelled argument of a call to a state's
/// initializer (`Feature.State(alert: ...)`, `.init(alert: ...)`, `State(alert: ...)`) is a
/// write of the field it names, as an assignment is (`FieldWriteRecognizer`).
enum StateInitializerRecognizer: CallRecognizer {
  static let callees = CalleeNames(
    members: ["State", "init"], unqualified: ["State"], needsArguments: true)

  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool {
    guard isStateInitializer(callee) else { return false }
    let writes = recognize(call, context: context)
    facts.fieldWrites += writes
    return !writes.isEmpty
  }

  /// The labelled arguments of a call to a state's initializer, each a write of the field it
  /// names (`nil` arguments clear nothing worth recording).
  static func recognize(_ call: FunctionCallExprSyntax, context: CallContext)
    -> [FieldWriteRecord]
  {
    call.arguments.nodes.compactMap { argument in
      guard let label = argument.label, !argument.expression.is(NilLiteralExprSyntax.self)
      else { return nil }
      return FieldWriteRecord(
        scope: context.scope, path: [label.identifierText], isOnState: false, value: .value,
        position: context.position(of: label))
    }
  }

  /// A call the initializer recognizer wants: `State(...)`, `X.State(...)`, `.init(...)`.
  static func isStateInitializer(_ callee: Callee) -> Bool {
    guard let name = callee.name else { return false }
    return name == "State" || (name == "init" && callee.isMember)
  }
}
