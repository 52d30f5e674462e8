import SwiftSyntax

/// A call recognizer each of whose finds is one fact in one list of `CallSiteFacts`
/// (`produces`): most are, and they then write only what they read.
protocol FactRecognizer: CallRecognizer {
  associatedtype Fact
  /// The list its facts go to.
  static var produces: WritableKeyPath<CallSiteFacts, [Fact]> { get }
  /// The fact `call` is, if it is one.
  static func recognize(_ call: FunctionCallExprSyntax, callee: Callee, context: CallContext)
    -> Fact?
}

extension FactRecognizer {
  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool {
    guard let fact = recognize(call, callee: callee, context: context) else { return false }
    facts[keyPath: produces].append(fact)
    return true
  }
}
