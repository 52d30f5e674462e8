import SwiftSyntax

extension TokenSyntax {
  /// The name a token declares or references, without the backticks of a raw identifier:
  /// `` `Log In` `` and `` `class` `` name `Log In` and `class`, as every output shows them.
  var identifierText: String {
    let text = self.text
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else {
      // `$`-prefixed projections of a raw identifier: `` $`field two` ``.
      if text.hasPrefix("$`"), text.hasSuffix("`"), text.count >= 3 {
        return "$" + String(text.dropFirst(2).dropLast())
      }
      return text
    }
    return String(text.dropFirst().dropLast())
  }
}
