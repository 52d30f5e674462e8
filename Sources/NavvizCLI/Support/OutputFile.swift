import Foundation
import NavGraphCore

/// Where a command's output goes: a file written atomically (a temporary file renamed into
/// place, so an error or an interruption never leaves half a file; `AtomicFileWriter`), or
/// standard output — also when the path is `-`, as in most command-line tools (`-o -`).
struct OutputFile {
  var path: String?

  init(path: String?) {
    self.path = Self.isStandardOutput(path) ? nil : path
  }

  /// No path, or `-`.
  static func isStandardOutput(_ path: String?) -> Bool {
    path == nil || path == "-"
  }

  func write(_ data: Data) throws {
    guard let path else {
      FileHandle.standardOutput.write(data)
      return
    }
    // A symlink is followed, so the link stays and its target gets the output; renaming a
    // temporary file over the link would replace the link with a plain file.
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let directory = url.deletingLastPathComponent()
    do {
      if Self.isSpecialFile(url.path) {
        // `-o /dev/null` or a named pipe: there is no half-written file to avoid, and an
        // atomic rename would replace the device or pipe (as root it replaced /dev/null).
        guard let handle = FileHandle(forWritingAtPath: url.path) else {
          throw CocoaError(.fileWriteNoPermission)
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        return
      }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try AtomicFileWriter.write(data, to: url)
    } catch {
      throw CommandFailure.cannotWrite(path, reason: Self.reason(error))
    }
  }

  /// Whether `path` exists and is not a regular file (a device, a pipe, a socket).
  private static func isSpecialFile(_ path: String) -> Bool {
    guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type]
      as? FileAttributeType
    else { return false }
    return type != .typeRegular && type != .typeDirectory
  }

  private static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code)) {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
