import Foundation

/// The inputs of `navviz diff --base REF` as they are in that commit, written to a temporary
/// folder that mirrors the repository (its top folder keeps the repository's name, so module
/// names come out the same) and removed afterwards.
struct RevisionTree {
  /// The temporary folder; the repository's files are in `root/NAME/`.
  let folder: URL
  /// The inputs that exist in the commit, as paths into the temporary folder.
  let inputs: [String]
  /// The working directory's place in the temporary folder: paths in results are relative
  /// to it, as the working tree's are to the working directory.
  let displayRoot: String

  /// Reads `inputs` (paths as the user gave them) from `revision`.
  init(_ revision: GitRevision, inputs: [String], workingDirectory: String)
    throws(CommandFailure)
  {
    let paths = try inputs.map { input throws(CommandFailure) in
      try revision.repositoryPath(of: input, workingDirectory: workingDirectory)
    }
    let files = try revision.files(under: paths)
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-base-\(UUID().uuidString)")
    let top = folder.appendingPathComponent(URL(fileURLWithPath: revision.top).lastPathComponent)
    do {
      try Self.write(files, under: top)
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw CommandFailure(
        "--base \(revision.name): cannot write its files to \(folder.path): "
          + "\(error.localizedDescription)")
    }
    let written = files.map(\.path)
    // An input the commit does not have (a folder the change added) has no base side.
    self.inputs = paths.filter { path in
      path.isEmpty
        ? !written.isEmpty : written.contains { $0 == path || $0.hasPrefix(path + "/") }
    }.map { $0.isEmpty ? top.path : top.appendingPathComponent($0).path }
    let here = (try? revision.repositoryPath(of: ".", workingDirectory: workingDirectory)) ?? ""
    displayRoot = here.isEmpty ? top.path : top.appendingPathComponent(here).path
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  private static func write(_ files: [GitFile], under top: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: top, withIntermediateDirectories: true)
    var folders: Set<String> = [top.path]
    for file in files {
      let url = top.appendingPathComponent(file.path)
      let parent = url.deletingLastPathComponent()
      if folders.insert(parent.path).inserted {
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
      }
      if file.isLink {
        try manager.createSymbolicLink(
          atPath: url.path, withDestinationPath: String(decoding: file.data, as: UTF8.self))
      } else {
        try file.data.write(to: url)
      }
    }
  }
}
