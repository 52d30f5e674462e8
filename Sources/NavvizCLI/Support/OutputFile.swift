import Foundation
import NavGraph

/// Where a command's output goes: a file written atomically (a temporary file renamed into
/// place, so an error or an interruption never leaves half a file), or standard output.
struct OutputFile {
  var path: String?

  func write(_ data: Data) throws {
    guard let path else {
      FileHandle.standardOutput.write(data)
      return
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw CommandFailure(NavGraphError.output(
        path: path, reason: Self.reason(error)).description)
    }
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let posix = POSIXErrorCode(rawValue: Int32(underlying.code)) {
      return String(cString: strerror(posix.rawValue))
    }
    return nsError.localizedDescription
  }
}
