@_spi(RawSyntax) import SwiftSyntax

/// Callee names to the recognizers that read them, looked up by a name's bytes as the raw tree
/// holds them: the triage asks it of every call, so a lookup builds nothing and hashes
/// nothing. Names are kept by length, and the few of the asked name's length are compared.
struct CalleeTable {
  private var byLength: [[(name: SyntaxText, routes: CallTriage.Routes)]] = []

  /// The table of `names[i]`, the names recognizer `i` reads.
  init(_ names: [[String]]) {
    for (index, recognizerNames) in names.enumerated() {
      for name in recognizerNames {
        add(name, routes: CallTriage.Routes(index: index))
      }
    }
  }

  /// The recognizers that read calls named `name`.
  func routes(_ name: SyntaxText) -> CallTriage.Routes {
    guard name.count < byLength.count else { return [] }
    for entry in byLength[name.count] where entry.name == name { return entry.routes }
    return []
  }

  private mutating func add(_ name: String, routes: CallTriage.Routes) {
    let length = name.utf8.count
    if byLength.count <= length {
      byLength += Array(repeating: [], count: length + 1 - byLength.count)
    }
    if let existing = byLength[length].firstIndex(where: { String(syntaxText: $0.name) == name }) {
      byLength[length][existing].routes.formUnion(routes)
    } else {
      byLength[length].append((SyntaxText(lasting: name), routes))
    }
  }
}
