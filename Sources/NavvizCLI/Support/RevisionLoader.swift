import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphSyntax

/// The INPUT paths as a git commit has them, loaded as `GraphLoader` loads the working tree's:
/// Swift sources scanned from git's objects in memory — only the files the scan reads are
/// read, after the same test-folder and `--exclude` rules — and graph documents decoded from
/// theirs. Nothing is written to disk. The commit's files keep the absolute paths they would
/// have in the working tree, so module names and reported paths come out as the working
/// tree's do.
struct RevisionLoader {
  var revision: GitRevision
  /// Its options, display root and `note` apply to the commit's side.
  var loader: GraphLoader

  /// The commit's side of `inputs` (paths as the user gave them), or `nil` when none of them
  /// is in the commit (a folder the change added).
  func load(_ inputs: [String], workingDirectory: String) throws -> GraphLoader.Loaded? {
    let paths = try inputs.map { input throws(CommandFailure) in
      try revision.repositoryPath(of: input, workingDirectory: workingDirectory)
    }
    let entries = try revision.entries(under: paths)
    let objects = try resolvingLinks(entries)
    var sources: [String] = [], documents: [String] = []
    for path in Array(Set(paths)).sorted() {
      if !path.isEmpty && objects[absolute(path)] != nil && !path.hasSuffix(".swift") {
        documents.append(path)
      } else if path.isEmpty
        ? !objects.isEmpty
        : objects[absolute(path)] != nil
          || entries.contains(where: { $0.path.hasPrefix(path + "/") })
      {
        sources.append(path)
      }
    }
    guard !sources.isEmpty || !documents.isEmpty else { return nil }
    let scan = try sources.isEmpty ? nil : self.scan(sources, objects: objects)
    let blobs = try revision.objects(documents.map { objects[absolute($0)]! })
    let graphs = try zip(documents, blobs).map { path, data in
      (input: named(path), graph: try GraphLoader.graph(data, input: named(path)))
    }
    return try loader.assemble(scan: scan, graphs: graphs)
  }

  /// Scans the folders and Swift files at `paths`: the enumerator chooses the files from the
  /// commit's listing, then one `git cat-file` reads just those.
  private func scan(_ paths: [String], objects: [String: String]) throws -> ScanResult {
    let options = loader.scanOptions
    let scanner = SourceScanner(options: options)
    let named = paths.map(named).joined(separator: ", ")
    let files: [SourceFile]
    do throws(NavGraphError) {
      files = try scanner.files(
        for: paths.map(absolute), in: .files(objects.keys))
    } catch {
      throw CommandFailure(input: named, error)
    }
    let paths = files.map(\.absolutePath)
    let blobs = try revision.objects(paths.map { objects[$0]! })
    let contents = Dictionary(zip(paths, blobs), uniquingKeysWith: { first, _ in first })
    let result = scanner.scan(files) { contents[$0] }
    options.workingMemory.dispose(result)
    return try loader.checked(result, named: [named])
  }

  /// Absolute path → object, for every file listed; a symbolic link stands for the listed
  /// file it points to. A link to anything else (a folder, a file outside the INPUT paths) is
  /// left out: the listing holds only the INPUT paths' files.
  private func resolvingLinks(_ entries: [GitEntry]) throws -> [String: String] {
    var objects: [String: String] = [:]
    for entry in entries where !entry.isLink { objects[absolute(entry.path)] = entry.object }
    let links = entries.filter(\.isLink)
    guard !links.isEmpty else { return objects }
    let targets = try revision.objects(links.map(\.object))
    for (link, target) in zip(links, targets) {
      let folder = (absolute(link.path) as NSString).deletingLastPathComponent
      let destination = String(decoding: target, as: UTF8.self)
      let path = URL(fileURLWithPath: destination, relativeTo: URL(fileURLWithPath: folder + "/"))
        .standardizedFileURL.path
      if let object = objects[path] { objects[absolute(link.path)] = object }
    }
    return objects
  }

  /// Where a repository path would be in the working tree.
  private func absolute(_ path: String) -> String {
    path.isEmpty ? revision.top : revision.top + "/" + path
  }

  /// How messages name a path of the commit: `Sources in main`.
  private func named(_ path: String) -> String {
    "\(path.isEmpty ? "." : path) in \(revision.name)"
  }
}
