import Foundation

/// A temporary folder holding copies of the samples, where `navviz docs` runs as a user
/// would: from the folder, so that the generated links are the same on every machine.
struct DocsWorkspace {
  static let samples = ["Inventory", "StackExplorer", "ParentChild"]

  let folder: URL

  init(samples: [String] = DocsWorkspace.samples) throws {
    folder = try NavvizProcess.temporaryFolder()
    for sample in samples {
      let destination = folder.appendingPathComponent("samples/\(sample)")
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: NavvizProcess.repository.appendingPathComponent("samples/\(sample)"), to: destination)
    }
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// `navviz docs` over the given samples (all by default), in this folder.
  func docs(
    _ extra: [String] = [], samples: [String] = DocsWorkspace.samples,
    environment: [String: String] = [:]
  ) throws -> NavvizProcess.Result {
    try NavvizProcess.run(
      ["docs"] + samples.map { "samples/\($0)" } + extra, in: folder, environment: environment)
  }

  func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

  /// Every file below `path`, relative to it, sorted.
  func files(under path: String) -> [String] {
    let base = url(path)
    let enumerator = FileManager.default.enumerator(atPath: base.path)
    var result: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: base.appendingPathComponent(relative).path, isDirectory: &isDirectory),
        !isDirectory.boolValue {
        result.append(relative)
      }
    }
    return result.sorted()
  }

  /// Replaces `old` with `new` in a file of the workspace.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let file = url(path)
    let text = try String(contentsOf: file, encoding: .utf8)
    precondition(text.contains(old), "\(path) has no \(old)")
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
  }
}
