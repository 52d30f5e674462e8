import Foundation
import NavGraphCore
import NavGraphLint

/// `navviz lint --new-since REF`: the findings the working tree has and git commit REF did
/// not. Both sides are scanned (the commit's from git's objects) and linted alike, and their
/// findings paired as `navviz diff` pairs them — by rule, feature (across a rename), fields and
/// case, never by line — so code that moved brings no finding back, and a second copy of a
/// mistake is still new.
struct NewFindings {
  /// The working tree's side, for the report's file counts.
  var head: GraphLoader.Loaded
  /// Of the working tree's findings, those REF did not have, sorted.
  var findings: [Finding]
  /// How many of the working tree's findings REF had too.
  var existing: Int

  /// - Parameter lint: lints one side.
  init(
    since reference: String, loader: GraphLoader,
    lint: (GraphLoader.Loaded) -> [Finding]
  ) throws {
    let workingDirectory = FileManager.default.currentDirectoryPath
    let revision = try GitRevision(
      reference, option: "--new-since", workingDirectory: workingDirectory)
    let sides = try BothSides.load(
      revision: revision, head: loader, workingDirectory: workingDirectory)
    var head = sides.head.graph
    head.findings = lint(sides.head)
    guard let baseSide = sides.base else {
      // Every path is new in the working tree, and so is everything found in it.
      self.init(head: sides.head, findings: head.findings.sorted(), existing: 0)
      return
    }
    var base = baseSide.graph
    base.findings = lint(baseSide)
    let new = NavigationDiff(base: base, head: head).newFindings
    self.init(head: sides.head, findings: new, existing: head.findings.count - new.count)
  }

  private init(head: GraphLoader.Loaded, findings: [Finding], existing: Int) {
    self.head = head
    self.findings = findings
    self.existing = existing
  }
}
