import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a regular file whole or not at all: the bytes go to a temporary file beside the
/// target, which is then renamed over it (a rename within one folder is atomic).
///
/// Foundation's `.atomic` write does the same, but its temporary file has a name navviz cannot
/// know, so a run ended by a signal mid-write would leave it behind. Here the temporary file is
/// registered with `PendingOutputs`, which `InterruptHandler` empties before exiting.
enum AtomicFileWriter {
  /// Set to a number of seconds, navviz waits that long after the temporary file is complete
  /// and before renaming it, and says so on standard error: the only way a test can signal the
  /// process inside that window reliably.
  static let pauseVariable = "NAVVIZ_TEST_PAUSE_BEFORE_RENAME"

  static func write(_ data: Data, to url: URL) throws {
    let target = url.path
    let temporary = try createTemporaryFile(beside: url)
    do {
      let handle = FileHandle(fileDescriptor: temporary.descriptor, closeOnDealloc: true)
      try handle.write(contentsOf: data)
      try keepPermissions(of: target, on: temporary.descriptor)
      try handle.close()
    } catch {
      PendingOutputs.shared.finish(temporary.path) { _ = unlink(temporary.path) }
      throw error
    }
    pauseForTestsIfAsked(temporary: temporary.path, target: target)
    try PendingOutputs.shared.finish(temporary.path) {
      guard rename(temporary.path, target) == 0 else {
        let code = errno
        unlink(temporary.path)
        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
      }
    }
  }

  /// `.NAME.navviz-PID-N.tmp` in the target's folder: hidden, on the same file system (so the
  /// rename is atomic), and never an existing file (`O_EXCL`).
  private static func createTemporaryFile(beside url: URL) throws
    -> (path: String, descriptor: Int32)
  {
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    let process = ProcessInfo.processInfo.processIdentifier
    for attempt in 0..<100 {
      let path = folder + "/.\(name).navviz-\(process)-\(attempt).tmp"
      let descriptor = PendingOutputs.shared.create(path) { () -> Int32 in
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      }
      if descriptor >= 0 { return (path, descriptor) }
      let code = errno
      PendingOutputs.shared.finish(path) {}
      if code != EEXIST { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    }
    throw POSIXError(.EEXIST)
  }

  /// A file that is replaced keeps its permissions (an executable script stays executable);
  /// a new one gets 0666 less the umask, as `open` already gave it.
  private static func keepPermissions(of target: String, on descriptor: Int32) throws {
    var existing = stat()
    guard stat(target, &existing) == 0, existing.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
    else { return }
    guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
    }
  }

  private static func pauseForTestsIfAsked(temporary: String, target: String) {
    guard let value = ProcessInfo.processInfo.environment[pauseVariable],
      let seconds = Double(value), seconds > 0
    else { return }
    Diagnostics.print(
      "test: wrote \(temporary); waiting \(value) s before renaming it to \(target)")
    Thread.sleep(forTimeInterval: seconds)
  }
}
