import Foundation
import NavGraphCore

/// Turns the CLI's INPUT arguments (directories and `.swift` files) into the sorted list of
/// files to scan, applying `--exclude`, the test-folder rule, and module naming.
///
/// The result is sorted, and each folder's entries are sorted before the walk descends, so
/// neither the order of the inputs nor the order a file system lists a folder in can change it.
package struct InputEnumerator {
  let options: ScanOptions
  private let globs: [Glob]
  private let volume: SourceVolume

  package init(options: ScanOptions, listing: DirectoryListing = .fileSystem) {
    self.init(options: options, volume: .disk(listing))
  }

  package init(options: ScanOptions, volume: SourceVolume) {
    self.options = options
    self.globs = options.excludes.map(Glob.init)
    self.volume = volume
  }

  package func files(for inputs: [String]) throws(NavGraphError) -> [SourceFile] {
    var result = Set<SourceFile>()
    for input in inputs {
      for file in try files(for: input) { result.insert(file) }
    }
    return result.sorted()
  }

  private func files(for input: String) throws(NavGraphError) -> [SourceFile] {
    guard let entry = volume.entry(input) else {
      throw .fileNotReadable(path: input, reason: "no such file or directory")
    }
    let absolute = URL(fileURLWithPath: input).standardizedFileURL.path
    if entry == .file {
      guard volume.isReadable(absolute) else {
        throw .fileNotReadable(path: input, reason: "permission denied")
      }
      let relative = Self.displayPath(forFile: input)
      if isExcluded(relative) { return [] }
      let root = (absolute as NSString).deletingLastPathComponent
      return [makeFile(absolute: absolute, relative: relative, root: root)]
    }
    guard volume.isReadable(absolute), let names = volume.listing.entries(absolute) else {
      throw .fileNotReadable(path: input, reason: "directory cannot be listed")
    }
    var found: [SourceFile] = []
    let realRoot = volume.realPath(absolute)
    var links = LinkWalk(realRoot: realRoot, visited: [realRoot])
    walk(
      directory: absolute, relative: "", names: names, root: absolute, links: &links,
      into: &found)
    return found
  }

  /// What the walk knows of symbolic links: where the input really is, and the real paths of
  /// what was reached through a link leading out of it.
  private struct LinkWalk {
    var realRoot: String
    var visited: Set<String>

    /// Whether to walk or read what is at `relative` (below the root), really at `real`: not a
    /// link (the real path is the root's plus `relative`); a link out of the tree, the first
    /// time its target is reached; never a link back into the tree, whose target the walk
    /// reaches under its own name.
    mutating func admits(relative: String, real: String) -> Bool {
      if real == realRoot + "/" + relative { return true }
      if real == realRoot || real.hasPrefix(realRoot + "/") { return false }
      return visited.insert(real).inserted
    }
  }

  /// Depth-first walk that prunes excluded, hidden, test and Xcode template folders before
  /// descending, so a large `Generated/` or `.build/` folder costs nothing. Each real folder
  /// and file is read once (`LinkWalk`): a symbolic link back into the tree adds nothing.
  private func walk(
    directory: String, relative: String, names: [String], root: String,
    links: inout LinkWalk, into found: inout [SourceFile]
  ) {
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = directory + "/" + name
      let relativePath = relative.isEmpty ? name : relative + "/" + name
      if isExcluded(relativePath) { continue }
      guard let entry = volume.entry(path) else { continue }
      if entry == .folder {
        if !options.includeTests
          && Self.isTestFolder(name, under: Self.components(of: relative))
        {
          continue
        }
        // An Xcode file template holds Swift text with placeholders (`___VARIABLE_name___`)
        // that Xcode fills in when a file is made from it: never compiled into the app.
        if name.hasSuffix(".xctemplate") { continue }
        guard links.admits(relative: relativePath, real: volume.realPath(path)),
          let children = volume.listing.entries(path)
        else { continue }
        walk(
          directory: path, relative: relativePath, names: children, root: root,
          links: &links, into: &found)
      } else if name.hasSuffix(".swift"),
        links.admits(relative: relativePath, real: volume.realPath(path))
      {
        found.append(makeFile(absolute: path, relative: relativePath, root: root))
      }
    }
  }

  private func isExcluded(_ relativePath: String) -> Bool {
    globs.contains { $0.matches(relativePath) }
  }

  private func makeFile(absolute: String, relative: String, root: String) -> SourceFile {
    let components = Self.components(of: relative)
    let folders = components.dropLast()
    // Only what the input names decides: its own folder (`navviz lint Tests/AppTests`) and the
    // folders inside it. The folders above it do not: a CI workspace called `iOSTests` or a
    // fixture kept under `Tests/` would otherwise turn every construction into a test-only
    // one, and every case into an unreachable one.
    let isTest =
      folders.indices.contains { Self.isTestFolder(folders[$0], under: Array(folders[..<$0])) }
      || Self.isTestFolder(Self.lastComponent(of: root))
      || components.last.map { $0.hasSuffix("Tests.swift") } == true
    return SourceFile(
      absolutePath: absolute, relativePath: displayPath(absolute: absolute, relative: relative),
      module: Self.module(absolute: absolute, relative: relative, root: root), isTest: isTest)
  }

  /// The path results show: relative to the input root, or to `options.displayRoot`.
  private func displayPath(absolute: String, relative: String) -> String {
    guard let displayRoot = options.displayRoot else { return relative }
    let base = URL(fileURLWithPath: displayRoot).standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// `Tests/`, `AppTests/`: where SwiftPM and Xcode keep test targets. A `...Tests` folder
  /// inside a `Sources/` folder is a feature's own (a quiz feature called `KeymeTests`): test
  /// targets do not live there.
  static func isTestFolder(_ name: String, under ancestors: [String] = []) -> Bool {
    guard name.hasSuffix("Tests") else { return false }
    return name == "Tests" || !ancestors.contains("Sources")
  }

  /// The target folder under the last `Sources/` of the path; else the top folder under the
  /// input root; else the input root's own name.
  static func module(absolute: String, relative: String, root: String) -> String {
    let parts = components(of: absolute)
    if let index = parts.dropLast().lastIndex(of: "Sources"), index + 1 < parts.count - 1 {
      return parts[index + 1]
    }
    let relativeParts = components(of: relative)
    if relativeParts.count > 1 { return relativeParts[0] }
    let name = lastComponent(of: root)
    // A file at the file-system root (or an in-memory source without folders) gets the name
    // Swift gives a module nobody named.
    return name.isEmpty || name == "/" ? "main" : name
  }

  /// The non-empty `/`-separated parts of a path, split on its bytes: `String.split` and
  /// `NSString.lastPathComponent` walk `Character`s (or bridge), which costs as much as a
  /// good part of parsing a small file.
  static func components(of path: String) -> [String] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `NSString.lastPathComponent`: the last part (trailing slashes ignored), `/` for the root.
  static func lastComponent(of path: String) -> String {
    if let last = components(of: path).last { return last }
    return path.isEmpty ? "" : "/"
  }

  /// A file named on the command line keeps the path the user typed when it is relative.
  static func displayPath(forFile input: String) -> String {
    if input.hasPrefix("/") { return (input as NSString).lastPathComponent }
    var parts = input.split(separator: "/").map(String.init).filter { $0 != "." }
    if parts.isEmpty { parts = [input] }
    return parts.joined(separator: "/")
  }
}
