import SwiftSyntax

extension LabeledExprListSyntax {
  /// The argument labelled `label` (`nil`: the first without a label), as most recognizers
  /// read a call's arguments.
  func argument(labeled label: String?) -> ExprSyntax? {
    nodes.first { $0.label?.sourceText == label }?.expression
  }
}
