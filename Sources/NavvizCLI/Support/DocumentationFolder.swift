import Foundation
import NavGraphCore
import NavGraphRendering

/// A docs folder on disk, brought up to date with generated files: only files whose bytes
/// differ are written (each atomically), and files navviz wrote before but no longer makes
/// (a removed feature's page) are deleted. `--check` asks the same questions and writes nothing.
struct DocumentationFolder {
  var path: String
  /// Sub-folders that belong to navviz whole: any `.md`, `.svg` or `.png` in them that the
  /// generator did not make is stale. Files elsewhere in the folder are the user's, and kept.
  var ownedFolders: [String]

  struct Difference: Comparable {
    enum Kind: String { case missing, changed, stale }
    var kind: Kind
    var file: String

    static func < (lhs: Difference, rhs: Difference) -> Bool {
      (lhs.file, lhs.kind.rawValue) < (rhs.file, rhs.kind.rawValue)
    }
  }

  private var root: URL { URL(fileURLWithPath: path) }

  /// What differs between the folder and `files`, sorted by file.
  func differences(from files: DocumentationFiles) -> [Difference] {
    var result: [Difference] = []
    for file in files.paths {
      let url = root.appendingPathComponent(file)
      guard let existing = FileManager.default.contents(atPath: url.path) else {
        result.append(Difference(kind: .missing, file: file))
        continue
      }
      if existing != files[file] { result.append(Difference(kind: .changed, file: file)) }
    }
    let generated = Set(files.paths)
    for file in ownedFiles() where !generated.contains(file) {
      result.append(Difference(kind: .stale, file: file))
    }
    return result.sorted()
  }

  /// Writes what is missing or changed and deletes what is stale.
  func update(to files: DocumentationFiles, differences: [Difference]) throws {
    for difference in differences {
      let url = root.appendingPathComponent(difference.file)
      switch difference.kind {
      case .missing, .changed:
        try OutputFile(path: url.path).write(files[difference.file] ?? Data())
      case .stale:
        do {
          try FileManager.default.removeItem(at: url)
        } catch {
          throw CommandFailure.cannotWrite(
            url.path, reason: "cannot remove a stale page: \(error.localizedDescription)")
        }
      }
    }
  }

  private func ownedFiles() -> [String] {
    var files: [String] = []
    for folder in ownedFolders {
      let base = root.appendingPathComponent(folder)
      guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
      while let relative = enumerator.nextObject() as? String {
        let ext = (relative as NSString).pathExtension.lowercased()
        guard ["md", "svg", "png"].contains(ext) else { continue }
        var isDirectory: ObjCBool = false
        let full = base.appendingPathComponent(relative).path
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
          !isDirectory.boolValue {
          files.append(folder.isEmpty ? relative : "\(folder)/\(relative)")
        }
      }
    }
    return files
  }
}
