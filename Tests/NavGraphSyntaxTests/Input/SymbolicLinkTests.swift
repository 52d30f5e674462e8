import Foundation
import NavGraphSyntax
import Testing

/// A symbolic link back into the scanned tree adds nothing: what it leads to is read once,
/// under its own name; a link out of the tree is followed once.
@Suite struct SymbolicLinkTests {
  @Test func aLinkBackIntoTheTreeIsWalkedOnce() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let feature = root.appendingPathComponent("Sources/Feature")
    try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
    try "@Reducer struct Feature {}\n".write(
      to: feature.appendingPathComponent("Feature.swift"), atomically: true, encoding: .utf8)
    // A loop (Sources/Feature/back -> the root) and a second name for the same file.
    try FileManager.default.createSymbolicLink(
      at: feature.appendingPathComponent("back"), withDestinationURL: root)
    try FileManager.default.createSymbolicLink(
      at: feature.appendingPathComponent("Alias.swift"),
      withDestinationURL: feature.appendingPathComponent("Feature.swift"))

    let scan = try SourceScanner().scan([root.path])
    #expect(scan.files == ["Sources/Feature/Feature.swift"])
    #expect(scan.graph.features.map(\.name) == ["Feature"])
    #expect(scan.diagnostics.isEmpty)
  }

  @Test func aFolderOutsideLinkedTwiceIsReadOnce() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let shared = base.appendingPathComponent("Shared")
    let app = base.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try "@Reducer struct Shared {}\n".write(
      to: shared.appendingPathComponent("Shared.swift"), atomically: true, encoding: .utf8)
    for name in ["One", "Two"] {
      try FileManager.default.createSymbolicLink(
        at: app.appendingPathComponent(name), withDestinationURL: shared)
    }
    let scan = try SourceScanner().scan([app.path])
    #expect(scan.files == ["One/Shared.swift"])
    #expect(scan.diagnostics.isEmpty)
  }
}
