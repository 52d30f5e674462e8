import Foundation

/// A temporary folder holding two versions of an app, `base/` and `head/`, where `navviz diff`
/// runs as a user would: from the folder, so reports name the same paths on every machine.
struct DiffWorkspace {
  let folder: URL

  init(base: [String: String], head: [String: String]) throws {
    folder = try NavvizProcess.temporaryFolder()
    try write(base, under: "base")
    try write(head, under: "head")
  }

  func write(_ files: [String: String], under root: String) throws {
    for (path, text) in files {
      let url = folder.appendingPathComponent(root).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

  func run(_ arguments: [String]) throws -> NavvizProcess.Result {
    try NavvizProcess.run(arguments, in: folder)
  }
}
