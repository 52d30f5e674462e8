/// A shell-style glob for `--exclude` and the `included`/`excluded` paths of `.navviz.yml`:
/// `*` matches within one path component, `**` across components, `?` one character. A
/// pattern without `/` matches any single component, the way `.gitignore` does, so
/// `--exclude Generated` prunes every `Generated` folder.
package struct Glob: Hashable, Sendable {
  package let pattern: String
  private let segments: [Substring]
  private let anyComponent: Bool

  package init(_ pattern: String) {
    var text = pattern
    while text.hasPrefix("./") { text.removeFirst(2) }
    while text.hasSuffix("/") && text.count > 1 { text.removeLast() }
    self.pattern = pattern
    self.anyComponent = !text.contains("/")
    self.segments = text.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// Whether `relativePath` (components separated by `/`) matches.
  package func matches(_ relativePath: String) -> Bool {
    let components = relativePath.split(separator: "/")
    if anyComponent, let only = segments.first {
      return components.contains { Glob.match(Array(only.utf8), Array($0.utf8)) }
    }
    return Glob.matchSegments(segments[...], components[...])
  }

  private static func matchSegments(
    _ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>
  ) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      // `**` swallows zero or more components.
      for skip in 0...path.count where matchSegments(rest, path.dropFirst(skip)) {
        return true
      }
      return false
    }
    guard let component = path.first else { return false }
    return match(Array(first.utf8), Array(component.utf8))
      && matchSegments(pattern.dropFirst(), path.dropFirst())
  }

  /// Matches one component against one pattern segment (`*` and `?`), iteratively with
  /// backtracking to the last star, so no pattern is exponential.
  private static func match(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
    var p = 0, t = 0, star = -1, mark = 0
    while t < text.count {
      if p < pattern.count && (pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t]) {
        p += 1
        t += 1
      } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
        star = p
        mark = t
        p += 1
      } else if star >= 0 {
        p = star + 1
        mark += 1
        t = mark
      } else {
        return false
      }
    }
    while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
    return p == pattern.count
  }
}
