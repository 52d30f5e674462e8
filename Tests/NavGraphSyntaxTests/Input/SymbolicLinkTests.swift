import Foundation
import NavGraphSyntax
import Testing

/// A symbolic link back into the scanned tree, or to a file already listed, adds nothing: each
/// real folder and file is read once, under the first path the sorted walk reaches it by.
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
    #expect(scan.files == ["Sources/Feature/Alias.swift"])
    #expect(scan.graph.features.map(\.name) == ["Feature"])
    #expect(scan.diagnostics.isEmpty)
  }
}
