/// A reducer type's name as the graph spells it: qualified by enclosing types, without the
/// module (`InventoryFeature.Destination`), and without generic arguments (a generic reducer
/// is one declaration, one feature — the scanner names it the same way).
struct ReducerTypeName: Hashable {
  let name: String
  let module: String?

  init(_ type: any Any.Type) {
    // `_typeName` prints what `String(reflecting:)` prints for a type, without first asking the
    // runtime whether the metatype conforms to three printing protocols (lookups that are cold,
    // and slow, for each new generic instantiation).
    var components = Self.split(_typeName(type, qualified: true))
    // `(unknown context at $10a8c)` and `(extension in X)`: a type local to a function.
    components.removeAll { $0.hasPrefix("(") }
    if components.count > 1 {
      module = components.removeFirst()
    } else {
      module = nil
    }
    name = components.joined(separator: ".")
  }

  /// Splits `A.B<C.D>.E` on the dots outside generic arguments, dropping the arguments.
  private static func split(_ text: String) -> [String] {
    var components: [String] = []
    var current = ""
    var depth = 0
    var inParentheses = 0
    for character in text {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      case "(" where depth == 0: inParentheses += 1; current.append(character)
      case ")" where depth == 0: inParentheses -= 1; current.append(character)
      case "." where depth == 0 && inParentheses == 0:
        components.append(current)
        current = ""
      default:
        if depth == 0 { current.append(character) }
      }
    }
    components.append(current)
    return components
  }
}
