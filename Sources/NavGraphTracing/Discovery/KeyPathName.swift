/// The field a key path names, read from its description (`\State.items` → `items`,
/// `\State.profile.avatar` → `profile.avatar`). Computed key paths — `\.$destination`, the
/// projection of `@Presents` — describe themselves as an address; those come from the
/// `@Reducer` macro's field table instead, and this returns `nil`.
func keyPathFieldName(_ keyPath: AnyKeyPath) -> String? {
  let description = "\(keyPath)"
  guard description.hasPrefix("\\"), !description.contains("<computed") else { return nil }
  let root = "\\" + String(describing: type(of: keyPath).rootType) + "."
  if description.hasPrefix(root) {
    return String(description.dropFirst(root.count))
  }
  // A root type printed differently from `describing:` (generic roots): drop up to the first
  // dot outside generic arguments.
  var depth = 0
  for index in description.indices {
    switch description[index] {
    case "<": depth += 1
    case ">": depth -= 1
    case "." where depth == 0: return String(description[description.index(after: index)...])
    default: continue
    }
  }
  return nil
}
