/// A trace whose root the graph does not have: recorded from other code than was scanned.
/// Laying traces onto graphs is the machinery's (`TraceMatcher`), so its error is too.
package struct TraceRootNotInGraph: Error, Hashable, Sendable, CustomStringConvertible {
  package var root: String
  /// The graph's roots, named so the user sees which trace belongs here.
  package var roots: [String]

  package init(root: String, roots: [String]) {
    self.root = root
    self.roots = roots
  }

  package var description: String {
    "the trace's root \"\(root)\" is not a feature of the graph (its roots: "
      + (roots.isEmpty ? "none" : roots.joined(separator: ", ")) + ")"
  }
}
