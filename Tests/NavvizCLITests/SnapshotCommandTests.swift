import Foundation
import Testing

/// `navviz snapshot`: the committed text of the navigation and its `--check`.
@Suite("navviz snapshot")
struct SnapshotCommandTests {
  @Test func theSnapshotIsTheSameBytesWhateverTheRunAndTheFiles() throws {
    // The same app as two files, as one file, and with the files' contents swapped.
    let files = DiffFixtures.files()
    let app = files["Sources/App/AppFeature.swift"]!,
      children = files["Sources/App/Children.swift"]!
    let workspace = try DiffWorkspace(base: files, head: ["Sources/App/All.swift": children + app])
    defer { workspace.remove() }
    try workspace.write(
      ["Sources/Z/A.swift": children, "Sources/A/Z.swift": app], under: "swapped")
    var outputs: [Data] = []
    for folder in ["base", "base", "head", "swapped"] {
      let result = try workspace.run(["snapshot", folder])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(result.stdout)
    }
    #expect(Set(outputs).count == 1)
    #expect(
      outputs[0]
        == Data(
          """
          # navviz navigation snapshot, version 1: one line per feature and edge, sorted, without \
          source
          # locations. Written by `navviz snapshot`; `navviz snapshot --check` compares it with the
          # sources and prints what drifted in the words of `navviz diff`.
          feature AppFeature (struct, root)
          edge AppFeature .destination → AppFeature.Destination .detail → DetailFeature \
          (destination, navigationDestination)
          edge AppFeature .destination → AppFeature.Destination .settings → SettingsFeature \
          (destination, sheet)
          feature AppFeature.Destination (enum)
          feature DetailFeature (struct)
          feature SettingsFeature (struct)

          """.utf8))
  }

  @Test func checkPrintsTheDriftInTheWordsOfDiff() throws {
    let workspace = try DiffWorkspace(
      base: DiffFixtures.files(),
      head: DiffFixtures.files(DiffFixtures.edgeRestyled + DiffFixtures.featureRenamed))
    defer { workspace.remove() }
    let written = try workspace.run(["snapshot", "base", "-o", ".navviz/navigation.txt"])
    #expect(written.status == 0, "\(written.stderr)")

    let current = try workspace.run(["snapshot", "base", "--check", ".navviz/navigation.txt"])
    #expect(current.status == 0)
    #expect(current.output.isEmpty)
    #expect(current.stderr == "navviz: .navviz/navigation.txt is up to date\n")

    let drift = try workspace.run(["snapshot", "head", "--check", ".navviz/navigation.txt"])
    #expect(drift.status == 1)
    let diff = try workspace.run(["diff", "base", "head", "--no-lint"])
    #expect(
      drift.output
        == diff.output.replacingOccurrences(
          of: "navviz diff: ", with: "navviz snapshot: "))
    #expect(
      drift.output == """
        ~ feature DetailFeature renamed to ItemDetailFeature (same edges)
        ~ edge AppFeature .destination → AppFeature.Destination .settings → SettingsFeature \
        (destination): style sheet → fullScreenCover
        navviz snapshot: 2 changes (features: 1 renamed; edges: 1 restyled)

        """)
    #expect(drift.stderr.contains(".navviz/navigation.txt is out of date"))
  }

  @Test func aHandEditedSnapshotWithTheSameNavigationIsStillDrift() throws {
    let workspace = try DiffWorkspace(base: DiffFixtures.files(), head: [:])
    defer { workspace.remove() }
    _ = try workspace.run(["snapshot", "base", "-o", "nav.txt"])
    let text = try String(contentsOf: workspace.url("nav.txt"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    try Data((lines.reversed().joined(separator: "\n") + "\n").utf8)
      .write(to: workspace.url("nav.txt"))
    let result = try workspace.run(["snapshot", "base", "--check", "nav.txt"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("holds the same navigation but not as navviz snapshot writes it"))
  }

  @Test func aMissingOrMalformedSnapshotIsAnInputError() throws {
    let workspace = try DiffWorkspace(base: DiffFixtures.files(), head: [:])
    defer { workspace.remove() }
    let missing = try workspace.run(["snapshot", "base", "--check", "nav.txt"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr == "navviz: error: cannot read nav.txt: no such file; write it with "
        + "navviz snapshot INPUT... -o nav.txt\n")
    try Data("feature A (struct)\nedge A → B\n".utf8).write(to: workspace.url("nav.txt"))
    let malformed = try workspace.run(["snapshot", "base", "--check", "nav.txt"])
    #expect(malformed.status == 2)
    #expect(
      malformed.stderr == "navviz: error: malformed snapshot nav.txt:2: expected "
        + "`edge FROM [.FIELD] → [VIA .CASE →] TO (KIND[, STYLE])`\n")
  }
}
