import Foundation

/// Where the input enumerator looks for folders and files: the file system, or a set of files
/// held elsewhere (a git commit's) under the absolute paths they would have on disk. The
/// enumeration rules — hidden and test folders, `--exclude`, module names, display paths —
/// are the same for both, so a commit's files scan exactly as its checkout would.
package struct SourceVolume: Sendable {
  package enum Entry: Sendable {
    case file, folder
  }

  /// What is at an absolute path, if anything.
  package var entry: @Sendable (String) -> Entry?
  /// Whether the scanner may read what is at the path (the file system's permissions).
  package var isReadable: @Sendable (String) -> Bool
  /// How a folder is listed.
  package var listing: DirectoryListing
  /// The path with every symbolic link on it resolved: a folder a link leads back into is the
  /// same folder, walked once. A volume without links answers the path itself.
  package var realPath: @Sendable (String) -> String = { $0 }

  /// The file system, its folders listed by `listing`.
  package static func disk(_ listing: DirectoryListing = .fileSystem) -> SourceVolume {
    SourceVolume(
      entry: { path in
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
          return nil
        }
        return isDirectory.boolValue ? .folder : .file
      },
      isReadable: { FileManager.default.isReadableFile(atPath: $0) },
      listing: listing,
      realPath: { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
  }

  /// The files at `paths` (absolute, `/`-separated) and the folders above them, nothing else.
  package static func files(_ paths: some Sequence<String>) -> SourceVolume {
    let tree = FileTree(paths)
    return SourceVolume(
      entry: { path in tree.entry(at: path) },
      isReadable: { tree.entry(at: $0) != nil },
      listing: DirectoryListing { path in tree.children[FileTree.normalized(path)] })
  }
}

/// Folders and the names in them, built from a list of file paths.
private struct FileTree: Sendable {
  var files: Set<String> = []
  /// Folder path → the names of its files and folders.
  var children: [String: [String]] = [:]

  init(_ paths: some Sequence<String>) {
    var names: [String: Set<String>] = [:]
    for path in paths {
      let file = Self.normalized(path)
      files.insert(file)
      var child = file
      while let slash = child.lastIndex(of: "/") {
        let parent = slash == child.startIndex ? "/" : String(child[..<slash])
        let (inserted, _) = names[parent, default: []].insert(
          String(child[child.index(after: slash)...]))
        // A folder already recorded has its own parents recorded too.
        if !inserted || parent == "/" { break }
        child = parent
      }
    }
    children = names.mapValues { Array($0) }
  }

  func entry(at path: String) -> SourceVolume.Entry? {
    let path = Self.normalized(path)
    if files.contains(path) { return .file }
    return children[path] == nil ? nil : .folder
  }

  /// Without a trailing slash (except the root), as the enumerator joins paths.
  static func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
