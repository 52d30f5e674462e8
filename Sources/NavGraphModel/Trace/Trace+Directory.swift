import Foundation

extension Trace {
  /// The `*.json` files directly in `directory`, in name order: where a test suite run with
  /// `NAVVIZ_TRACE_DIR` leaves its traces. Not recursive, so other JSON kept in subfolders is
  /// left alone.
  package static func files(inDirectory directory: String) throws(NavGraphError) -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
      let names = try? manager.contentsOfDirectory(atPath: directory)
    else {
      throw .fileNotReadable(path: directory, reason: "not a readable directory")
    }
    return names.filter { $0.hasSuffix(".json") }.sorted()
      .map { (directory as NSString).appendingPathComponent($0) }
  }
}
