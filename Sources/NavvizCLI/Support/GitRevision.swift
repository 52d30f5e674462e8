import Foundation

/// A commit of the git repository the working directory is in, whose files `navviz diff
/// --base REF` and `navviz lint --new-since REF` read. Only git's object database is read
/// (`ls-tree`, `cat-file`), into memory: the user's working tree, index and checked-out branch
/// are never touched, nothing is written to disk, and unlike `git archive` no
/// `export-ignore` attribute can leave a file out.
struct GitRevision {
  /// As the user wrote it (`main`, `HEAD~1`), for messages.
  let name: String
  /// The option that named it (`--base`, `--new-since`), for messages.
  let option: String
  let commit: String
  /// The repository's top folder, symbolic links resolved.
  let top: String

  init(_ name: String, option: String, workingDirectory: String) throws(CommandFailure) {
    self.name = name
    self.option = option
    do throws(GitProcess.Failure) {
      let top = try Self.line(
        GitProcess.run(["rev-parse", "--show-toplevel"], in: workingDirectory))
      self.top = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
    } catch {
      throw CommandFailure(
        "\(option) \(name): \(workingDirectory) is not in a git repository "
          + "(\(error.message))")
    }
    do throws(GitProcess.Failure) {
      commit = try Self.line(
        GitProcess.run(
          ["rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"], in: top))
    } catch {
      throw CommandFailure("\(option) \(name): no such commit in \(top)")
    }
  }

  /// Where `path` (relative to the working directory, or absolute) lies in the repository:
  /// `""` for its top folder.
  func repositoryPath(of path: String, workingDirectory: String) throws(CommandFailure)
    -> String
  {
    let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory))
      .standardizedFileURL
    // The deepest existing folder is resolved (macOS's /tmp is a link); the rest is kept.
    var existing = absolute, rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      rest.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    let resolved = rest.reduce(existing.resolvingSymlinksInPath().path) {
      ($0 as NSString).appendingPathComponent($1)
    }
    if resolved == top { return "" }
    let prefix = top.hasSuffix("/") ? top : top + "/"
    guard resolved.hasPrefix(prefix) else {
      throw CommandFailure("\(option) \(name): \(path) is outside the repository \(top)")
    }
    return String(resolved.dropFirst(prefix.count))
  }

  /// The `.swift` files under `paths` (repository paths) in this commit, and the files
  /// `paths` name themselves: where each is and which object holds its bytes. Nothing is read
  /// but the trees.
  func entries(under paths: [String]) throws(CommandFailure) -> [GitEntry] {
    let pathspecs = paths.map { $0.isEmpty ? "." : $0 }
    let named = Set(paths)
    let listing: Data
    do throws(GitProcess.Failure) {
      listing = try GitProcess.run(
        ["ls-tree", "-r", "-z", "--full-tree", commit, "--"] + pathspecs, in: top)
    } catch {
      throw CommandFailure("\(option) \(name): cannot list \(commit): \(error.message)")
    }
    var entries: [GitEntry] = []
    for record in listing.split(separator: 0) {
      // `MODE TYPE OBJECT\tPATH`
      guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      guard fields.count == 3, fields[1] == "blob",
        path.hasSuffix(".swift") || named.contains(path)
      else { continue }
      entries.append(GitEntry(path: path, object: String(fields[2]), isLink: fields[0] == "120000"))
    }
    return entries
  }

  /// The bytes of each object, in order, through one `git cat-file --batch` whose input and
  /// output stay in memory.
  func objects(_ ids: [String]) throws(CommandFailure) -> [Data] {
    guard !ids.isEmpty else { return [] }
    let stream: Data
    do throws(GitProcess.Failure) {
      stream = try GitProcess.run(
        ["cat-file", "--batch"], in: top, input: Data((ids.joined(separator: "\n") + "\n").utf8))
    } catch {
      throw CommandFailure("\(option) \(name): cannot read files of \(commit): \(error.message)")
    }
    // Each object: `ID TYPE SIZE\n`, SIZE bytes, `\n`.
    var result: [Data] = []
    result.reserveCapacity(ids.count)
    var position = stream.startIndex
    for id in ids {
      guard let end = stream[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      let header = String(decoding: stream[position..<end], as: UTF8.self).split(separator: " ")
      guard header.count == 3, let size = Int(header[2]) else {
        throw CommandFailure("\(option) \(name): git could not read object \(id)")
      }
      let start = end + 1
      guard start + size <= stream.endIndex else { break }
      result.append(stream[start..<(start + size)])
      position = start + size + 1
    }
    guard result.count == ids.count else {
      throw CommandFailure("\(option) \(name): git ended before the last file of \(commit)")
    }
    return result
  }

  private static func line(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// A file of a commit: its repository path and the object holding its bytes (a symbolic
/// link's target, for a link).
struct GitEntry {
  var path: String
  var object: String
  var isLink: Bool
}
